/**
 * Where the phrasing of held-out-20's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'cucumber-web': {
    title: 'Cucumber web step definitions (cucumber-rails / Capybara web_steps) as kept in projects',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Quoted labels and values in "When I ..." form: When I fill in "Library card number" with "BTL-20417", When I select "Most borrowed" from "Sort by", When I check "Remember this device", I should see "You have signed out".',
  },
  behat: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'I press "X" with bare button names that rows and cards share (Click Reserve, Click Extend, Click Certificate, Click Dispute), and "I should see N ... elements" turned into card and slot counts ("6 tool cards are shown on this page", "6 morning slots are shown").',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'State steps: the "Next" button should be disabled, the "Remember this device" checkbox should be checked, "The Certificate button for 21 Jul 2026 is disabled", "The Boost now button is disabled".',
  },
  codecept: {
    title: 'CodeceptJS scenarios (I.click, I.fillField, I.see, I.pressKey, I.waitForText) read back as sentences',
    url: 'https://codecept.io/basics/',
    kind: 'gherkin',
    note: 'First-person literal steps read back from I.fillField / I.pressKey: "Type "Tesco" in the search box and press Enter", "Press Escape to close the dialog", "Press Enter in the Year field".',
  },
  gauge: {
    title: 'Gauge specifications: markdown specs with bulleted steps',
    url: 'https://docs.gauge.org/writing-specifications',
    kind: 'gherkin',
    note: 'Short bulleted imperatives carrying their data ("Join the waitlist for the Tile cutter", "Dispute the carpet cleaner fine", "Freeze Jo\'s card", "Choose 09:40").',
  },
  'robot-browser': {
    title: 'Robot Framework Browser library keywords as written in test suites',
    url: 'https://marketsquare.github.io/robotframework-browser/Browser.html',
    kind: 'gherkin',
    note: 'Terse keyword-like sentences ("Get Title should be ...", "Heading should be ...", "Click Next twice", "Click Details", "Sign out").',
  },
  testsigma: {
    title: 'Testsigma: natural-language test steps',
    url: 'https://testsigma.com/docs/test-cases/create-steps-nl/overview/',
    kind: 'product-docs',
    note: 'Steps naming an element by what it is ("Click the show password button").',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goals in the user\'s words that leave the clicks to the agent ("Freeze my membership", "Pay my fines", "Extend the step ladder loan", "Top up my balance by £50", "Change my blood group to A positive").',
  },
  stagehand: {
    title: 'Stagehand act() and extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Actions naming where a control sits ("Click Reserve on the card for item T-106", "Show the receipt for the Hammer drill", "In the Offer a tool form, enter ...", "Click Dispute on the 9 Jun 2027 row").',
  },
  midscene: {
    title: 'Midscene.js aiAction / aiAssert / aiWaitFor examples',
    url: 'https://midscenejs.com/',
    kind: 'agent-examples',
    note: 'Visible-state assertions, waits and slider moves ("Wait until the sign-in error appears", "Drag the Within slider to 2 miles", "Set the charge limit to 80%", "The first card is the Lawn scarifier").',
  },
  magnitude: {
    title: 'Magnitude: test cases of steps with check() lines',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'A wait for a result in the same breath as the action that asks for it ("Wait for the travel check result").',
  },
  zerostep: {
    title: 'ZeroStep ai() calls in Playwright tests',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'One instruction per call, often ordinal ("Click the second Reserve button", "Click the third Start charging button", "Click the last Receipt button on the page").',
  },
  skyvern: {
    title: 'Skyvern: navigation goals and completion criteria',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'A goal with its data, sometimes as {{variables}} ("Log in as {{card}} using the password {{password}}", "Sign in with donor number {{donor}}, surname {{surname}}, born {{dob}}").',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Positions and superlatives inside a task ("Go to the last page", "Go to page 4 of the catalogue", "Choose the nearest session").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying their values ("Reserve the carpet cleaner for 3 days from Thursday 17 June, collecting from Eastgate Shed", "Set the off-peak window from 23:30 to 05:30 and save", "Check travel for Brazil, back on 1 June 2027").',
  },
  webarena: {
    title: 'WebArena: tasks on self-hosted web apps with checked outcomes',
    url: 'https://webarena.dev/',
    kind: 'agent-eval',
    note: 'Questions about one\'s own records turned into claims ("The most borrowed tool is the Hammer drill", "6 sessions within 5 miles are found", "There were 4 sessions in May 2027", "Two blood groups are marked Low").',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X", enter "Y" into "X", and controls that are not there or fit several ("Click "Create account"", "Click Join waitlist", "Click "Cancel appointment"", "Choose Leeds Donor Centre").',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Messages named by their meaning ("An error says someone is waiting for the Cordless drill", "The reservation is refused because the library is closed on Sundays", "An error says I need at least £5.00 to pay from my balance").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence ("The results say 9 tools", "My loans shows 3", "The booking reference is LD-58213", "The cost so far is £8.06").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines chaining actions with commas and "then" ("Reserve the Hedge trimmer for pick-up on 19/06/2027, tick the safety sheet box and confirm", "Open the Afternoon tab and choose 14:40").',
  },
  octomind: {
    title: 'Octomind: generated test steps edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks after an action ("A toast says the Hedge trimmer is reserved for Sat 19 Jun", "The confirm dialog says £4.00 will be taken from the card ending 4417").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of the control ("Filter by Garden", "Open the Reviews tab", "Turn on the newsletter", "Open the account menu").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'State claims about one item named by its title ("The Circular saw card says an induction is needed", "Joe T. gave it 4 out of 5", "Kelham Hospital (Visitors) is out of service").',
  },
  mabl: {
    title: 'mabl: generative AI assertions',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Plain-language claims about the whole page or a filtered list ("There are 3 pages of tools", "The breadcrumb shows Catalogue › Garden › Hedge trimmer", "Sessions near EH1 1YZ are listed").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'A check after an action as what the tester sees ("The Step ladder is now due back on Tue 29 Jun", "I have no fines to pay", "The Unlock connector button is enabled").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps and expected results ("Go to page 3", "Search for "steamer"", "Untick Sat and Sun").',
  },
  'product-verify': {
    title: 'Acceptance criteria in product docs and tickets ("Verify that ...")',
    url: 'https://www.atlassian.com/work-management/project-management/acceptance-criteria',
    kind: 'product-docs',
    note: 'Acceptance criteria about a state ("The Pressure washer\'s Reserve button is disabled", "Smart charging is on", ""Health check" is the current step").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Reproduction steps with loose names ("Log in with card BTL-20417 and password spanner88", "Click Confirm reservation without choosing a date", "Extend the step ladder again").',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data ("Report that the step ladder is damaged", "Offer my lawnmower: condition Like new, it runs on petrol", "Move my appointment to 18:00").',
  },
};
