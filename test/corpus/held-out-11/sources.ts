/**
 * Where the phrasing of held-out-11's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  gherkin: {
    title: 'Cucumber: Gherkin reference (Given/When/Then, And/But, scenario outlines)',
    url: 'https://cucumber.io/docs/gherkin/reference/',
    kind: 'gherkin',
    note: 'Keyword-led steps with the user as subject ("Given I am signed in as ...", "Then the league table should show ...", "And I should not be able to ..."), outline values as {{name}} variables.',
  },
  'rails-web-steps': {
    title: 'cucumber-rails web steps (Capybara), as kept in projects after the generator dropped them',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Quoted labels and values: Fill in "X" with "Y", Select "Y" from "X", Check "X", I should see "...", the "X" checkbox should be checked.',
  },
  mink: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'Press "X", follow "X", counts of elements in a region ("the past visits table should have 4 rows", "the error summary lists 2 problems").',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'State and wait steps: the "X" button should be disabled, the page title should be "...", wait for ... to appear, "X" should be selected.',
  },
  gauge: {
    title: 'Gauge specifications (ThoughtWorks): markdown specs with bulleted steps',
    url: 'https://docs.gauge.org/writing-specifications',
    kind: 'gherkin',
    note: 'Short bulleted steps without keywords, often in the first person ("I am on step 1 of 4", "Reserve the nearest scooter"), parameters in quotes.',
  },
  'robot-browser': {
    title: 'Robot Framework Browser library keywords as written in test suites',
    url: 'https://marketsquare.github.io/robotframework-browser/Browser.html',
    kind: 'gherkin',
    note: 'Keyword-like steps turned into sentences ("Click Continue", "Get Text of the heading should be ...", "the heading reads ..."), terse and literal.',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goal sentences in the app\'s own words that leave the clicks to the agent ("Cancel Nina\'s check-up tomorrow because she can\'t make it", "Top up my wallet with £10").',
  },
  stagehand: {
    title: 'Stagehand act() and extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Short lower-case actions naming a control by what it is or where it sits ("type ... into the notes box", "ask the assistant ...", "download the .ics file for ...").',
  },
  skyvern: {
    title: 'Skyvern: navigation goals and completion criteria of task runs',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'Goals with an explicit end state ("Reserve scooter #4821; it is complete when a reservation timer shows"), turned into one step each.',
  },
  midscene: {
    title: 'Midscene.js aiAction / aiAssert / aiWaitFor examples',
    url: 'https://midscenejs.com/',
    kind: 'agent-examples',
    note: 'Assertions describing what is visible ("there is a red badge with 3 on the inbox"), waits for a described state ("wait until the ride has started").',
  },
  magnitude: {
    title: 'Magnitude: test cases of steps with check() lines',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'Imperative step lines paired with check lines in plain words ("Send Jess a message saying ...", "check: the message appears in the thread").',
  },
  zerostep: {
    title: 'ZeroStep ai() calls in Playwright tests',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'One instruction per call, often relative or ordinal ("Click the last time slot", "Click the Save button on the third listing").',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Superlatives and ordinals inside one task ("the first free afternoon time", "the cheapest listing in Like new condition", "the team with the most points").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying their values ("Book with Dr Amara Osei on 12 March at 08:40", "Offer £40 for the Brompton bag"), single or compound.',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X", enter "Y" into "X", click the 2nd "X", click "X" in the row containing ..., turn on "X", check that page contains ..., and bare labels that fit several controls.',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Messages named by their meaning rather than their words ("an error says the practice does not open at weekends", "the error says whitening is for adults only").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence ("Verify the plan total is £160.00", "5 times can be booked on Thu 12 Mar").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines chaining actions with commas, colons and "then" ("Fill in my details: mobile ..., no medical conditions, ... then continue").',
  },
  octomind: {
    title: 'Octomind: generated test steps edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks ("the booking is confirmed with reference ...", "a toast confirms the top-up", "I should see a message telling me I have signed out").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of the control ("Open the Invoices tab", "Sign out from the account menu", "Keep the appointment").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'State claims about one item named by its title ("Text reminders are switched on", "Dr Hana Kim is fully booked", "the vintage lamp is saved").',
  },
  mabl: {
    title: 'mabl: generative AI assertions',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Plain-language claims about the whole page, sometimes a paraphrase ("the Past visits tab is empty", "only 08:40 and 16:20 are offered").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'A check after an action, written as what the tester sees ("The Cancelled tab now shows 1 appointment", "the status line reads ...").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps and expected results ("Choose the 11:00 slot", "Go to the next page of past visits", "Rate the last visit 4 stars").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Lower-case reproduction steps with loose names ("click show next to the password", "click Receipt", "hit enter in the search box").',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data ("Log in as ... with password ...", "Pay the deposit with card ..., expiry ..., security code ...").',
  },
};
