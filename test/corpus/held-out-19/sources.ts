/**
 * Where the phrasing of held-out-19's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'cucumber-web': {
    title: 'Cucumber web step definitions (cucumber-rails / Capybara web_steps) as kept in projects',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Quoted labels and values in "When I ..." form: When I fill in "Email" with "...", When I select "Apple Pay" from "Pay with", Then I should see "...", When I check "Keep me signed in".',
  },
  behat: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'I press "X" with bare button names that rows and cards share (I press "Reserve", I press "Choose plan", I press "Book trial"), and "I should see N ... elements" turned into row and card counts.',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'State steps: the "Previous" button should be disabled, "Low balance alerts" should be checked, the "Monthly" card should show "Current plan", field "Postcode" should be empty.',
  },
  codecept: {
    title: 'CodeceptJS scenarios (I.click, I.fillField, I.see, I.pressKey, I.waitForText) read back as sentences',
    url: 'https://codecept.io/basics/',
    kind: 'gherkin',
    note: 'First-person literal steps: "I type ... into the search box", "I press Escape", "I wait for the ride timer to load", "I see ... in the status line".',
  },
  gauge: {
    title: 'Gauge specifications: markdown specs with bulleted steps',
    url: 'https://docs.gauge.org/writing-specifications',
    kind: 'gherkin',
    note: 'Short bulleted imperatives with the data in the sentence ("Reserve a bike at Harbour Square", "Dispute the ride of 3 Jun 2027", "Cancel the lesson on 14 June").',
  },
  'robot-browser': {
    title: 'Robot Framework Browser library keywords as written in test suites',
    url: 'https://marketsquare.github.io/robotframework-browser/Browser.html',
    kind: 'gherkin',
    note: 'Terse keyword-like sentences ("Click Sign out", "Get Title should be ...", "Heading should be ...", "Click Next").',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goals in the user\'s words that leave the clicks to the agent ("Reserve me a bike at Quayside", "Switch me to the monthly plan", "Book a bulky waste pickup for my old sofa", "Sign me up for a trial with the cello teacher").',
  },
  stagehand: {
    title: 'Stagehand act() and extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Actions naming where a control sits ("In the row for Mill Lane, click Favourite", "On the Annual card, click Choose plan", "In the damage report form, pick Flat tyre").',
  },
  midscene: {
    title: 'Midscene.js aiAction / aiAssert / aiWaitFor examples',
    url: 'https://midscenejs.com/',
    kind: 'agent-examples',
    note: 'Visible-state assertions and waits ("Wait until the ride timer shows bike 3318", "Drag the auto top-up slider to £10", "the wallet balance is £18.40").',
  },
  magnitude: {
    title: 'Magnitude: test cases of steps with check() lines',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'Step lines with their check in the same breath ("Top up £10 and wait for the wallet to show £18.40", "Look up the postcode and wait for the address list").',
  },
  zerostep: {
    title: 'ZeroStep ai() calls in Playwright tests',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'One instruction per call, often ordinal ("Click the third Reserve button", "Click the second Choose plan button", "Click Receipt in the last row").',
  },
  skyvern: {
    title: 'Skyvern: navigation goals and completion criteria',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'A goal with its data (sometimes as {{variables}}) and when it is done ("Sign in with {{email}} and {{password}}; you are done when Your account shows").',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Superlatives and positions inside a task ("Go to the last page of stations", "Favourite the station with the most e-bikes on this page").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying their values ("Show rides from 1 May 2027 to 31 May 2027", "Book the collection for Tuesday 15 June 2027", "Set the practice goal to 40 minutes a day").',
  },
  webarena: {
    title: 'WebArena: tasks on self-hosted web apps with checked outcomes',
    url: 'https://webarena.dev/',
    kind: 'agent-eval',
    note: 'Questions about one\'s own records turned into claims ("Six rides are listed", "Five stations are shown on this page", "Two lessons are booked this week").',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X", enter "Y" into "X", click "X" on the Y card, and controls that are not there or fit several ("Click "Choose plan"", "Click "Pay by PayPal"").',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Messages named by their meaning ("An error says there are no bikes at Quayside", "An error says my wallet can\'t hold that much", "An error says weekend collections aren\'t offered").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence ("Verify that the wallet balance is £8.40", "Verify the Central Station row shows 12 bikes", "Verify the total is £38.00").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines chaining actions with commas and "then" ("Open the Plans tab, choose Annual, then confirm", "Rate the last ride 4 stars and submit").',
  },
  octomind: {
    title: 'Octomind: generated test steps edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks after an action ("After topping up, a toast says £10.00 was added", "The confirm dialog says the plan starts today").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of the control ("Go to the Ride history tab", "Turn on low balance alerts", "Expand the question about trains", "Open the account menu").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'State claims about one item named by its title ("Seafront has no free docks", "The Annual plan costs £120 a year", "Garden waste is collected on Thursday").',
  },
  mabl: {
    title: 'mabl: generative AI assertions',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Plain-language claims about the whole page or a filtered list ("Verify that Tram Depot is on page 3", "The page explains what happens after 45 minutes").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'A check after an action as what the tester sees ("After favouriting Mill Lane, its star is filled", "After adding two mattresses, the price is £30.00").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps and expected results ("Next page", "Enter postcode HG4 2PL", "Expected: error Enter a valid postcode").',
  },
  'product-verify': {
    title: 'Acceptance criteria in product docs and tickets ("Verify that ...")',
    url: 'https://www.atlassian.com/work-management/project-management/acceptance-criteria',
    kind: 'product-docs',
    note: '"Verify that ..." and "Ensure ..." sentences written as acceptance criteria ("Verify that the Student plan asks for a verified student email", "Ensure the Sign in button is disabled while signing in").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Lower-case reproduction steps with loose names ("click reserve on quayside", "untick marketing emails", "hit next without picking a date").',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data ("Report bike 3318 with a flat tyre and send it", "Look up HG4 2PL, pick 12 Abbey Road and continue").',
  },
};
