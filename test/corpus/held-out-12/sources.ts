/**
 * Where the phrasing of held-out-12's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  gherkin: {
    title: 'Cucumber: Gherkin reference (Given/When/Then, And/But, scenario outlines)',
    url: 'https://cucumber.io/docs/gherkin/reference/',
    kind: 'gherkin',
    note: 'Keyword-led steps with the user or a role as subject ("Given I am on the storage units page", "When the editor schedules ...", "Then I should see ..."), outline values as {{name}} variables.',
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
    note: 'Press "X", follow "X", counts of elements in a region ("the error summary lists 4 problems", "the invoices table should have 4 rows").',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'State, title and wait steps: the "X" button should be disabled, the page title should be "...", the "X" checkbox should be checked.',
  },
  gauge: {
    title: 'Gauge specifications (ThoughtWorks): markdown specs with bulleted steps',
    url: 'https://docs.gauge.org/writing-specifications',
    kind: 'gherkin',
    note: 'Short bulleted steps without keywords, in the first person, parameters in quotes ("Reserve the "50 sq ft" unit", "I am signed in as "...").',
  },
  'robot-browser': {
    title: 'Robot Framework Browser library keywords as written in test suites',
    url: 'https://marketsquare.github.io/robotframework-browser/Browser.html',
    kind: 'gherkin',
    note: 'Keyword-like steps turned into sentences ("Click Track", "the heading reads ...", "Get Text of the status should be ..."), terse and literal.',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goals in the app\'s own words that leave the clicks to the agent ("Cancel order SC-20391 because I booked the wrong time", "Add two bags of wash & fold").',
  },
  stagehand: {
    title: 'Stagehand act() and extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Short actions naming a control by what it is or where it sits ("open the more actions menu for ...", "in the return address, enter ...", "type ... into the tags box").',
  },
  skyvern: {
    title: 'Skyvern: navigation goals and completion criteria of task runs',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'A goal with its end state in the same sentence ("Block Sam\'s SIM; it is done when the line shows Blocked").',
  },
  midscene: {
    title: 'Midscene.js aiAction / aiAssert / aiWaitFor examples',
    url: 'https://midscenejs.com/',
    kind: 'agent-examples',
    note: 'Assertions about what is visible ("the notification bell shows 2", "the driver frame says ..."), waits for a described state ("wait until the addresses have been found").',
  },
  magnitude: {
    title: 'Magnitude: test cases of steps with check() lines',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'Imperative step lines and check lines in plain words ("Give it 2 stars, write ... and submit", "check: I see an error that SUDS5 has expired").',
  },
  zerostep: {
    title: 'ZeroStep ai() calls in Playwright tests',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'One instruction per call, often relative or ordinal ("Click the Rate button in the second row", "Click Reserve on the third unit").',
  },
  'auto-playwright': {
    title: 'auto-playwright: auto() calls with plain-text instructions in Playwright tests',
    url: 'https://github.com/lucgagan/auto-playwright',
    kind: 'agent-examples',
    note: 'Instructions and questions passed as one string ("Is the Block SIM button disabled?", "Get the PAC code", "Type ... in the search box").',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Superlatives and ordinals inside a task ("the cheapest unit with drive-up access", "the last order on this page", "the line that has used the most data").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying their values ("Book 2 bags of wash & fold for collection from ... on Wednesday 10 March between 7 and 9am", "Reschedule ... to Friday 12 March").',
  },
  webarena: {
    title: 'WebArena: tasks on self-hosted sites (CMS, shop admin, forum)',
    url: 'https://webarena.dev/',
    kind: 'agent-eval',
    note: 'Administrative tasks on a content system in the site\'s vocabulary ("Unpublish the article about ...", "Change the section of ... to Business", "How many drafts are there?" turned into a claim).',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X", enter "Y" into "X", click the 2nd "X", click "X" in the row containing ..., check that page contains ..., and bare labels that fit several controls.',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Messages named by their meaning rather than their words ("an error says there are no collections on Sundays", "there is an error about the headline").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence ("Verify the total is £51.00", "the 50 sq ft unit costs £24.00 a week").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines chaining actions with commas, colons and "then" ("Go to the Past tab and show page 2", "Reorder SC-20297, then view the new order").',
  },
  octomind: {
    title: 'Octomind: generated test steps edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks ("a toast confirms SC-20391 was cancelled", "the order number is SC-20417", "the unit is reserved with reference ...").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of the control ("Open the Past tab", "Undo the cancellation", "Turn on eco wash").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'State claims about one item named by its title ("SC-20379 is out for delivery", "the 75 sq ft unit is sold out", "roaming is on for Alex\'s phone").',
  },
  mabl: {
    title: 'mabl: generative AI assertions',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Plain-language claims about the whole page, sometimes a paraphrase ("the 9am – 12pm window is full", "the tracking timeline shows the order is in cleaning").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'A check after an action, as what the tester sees ("There are 3 active orders", "the dialog says the total is £36.00").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps and expected results ("Set Dry cleaning items to 4", "Go to page 3", "Track order SC-20388").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Lower-case reproduction steps with loose names ("press the minus button", "click receipt", "hit enter in the tags box").',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data ("Log in as ... with password ... and check the next bill", "Pay the overdue invoice with card ...").',
  },
};
