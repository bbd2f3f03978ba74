/**
 * Where the phrasing of held-out-13's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'rails-web-steps': {
    title: 'cucumber-rails web steps (Capybara), as kept in projects after the generator dropped them',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Quoted labels and values: Select "History" from "Department", Fill in "Subject" with "...", Check "I agree to the parking terms", I should see "...".',
  },
  mink: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'Press "X", counts of rows in a region ("the permits table should have 3 rows", "Sending an empty form lists 3 errors", "History lists 4 counts").',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'State and title steps: the "X" button should be disabled, the page title should be "...", the next page button is enabled.',
  },
  gauge: {
    title: 'Gauge specifications (ThoughtWorks): markdown specs with bulleted steps',
    url: 'https://docs.gauge.org/writing-specifications',
    kind: 'gherkin',
    note: 'Short bulleted steps without keywords, parameters in the sentence ("Add Linear Algebra", "Scan barcode 5012345002210", "Remove LB19 XKM from my vehicles").',
  },
  'robot-browser': {
    title: 'Robot Framework Browser library keywords as written in test suites',
    url: 'https://marketsquare.github.io/robotframework-browser/Browser.html',
    kind: 'gherkin',
    note: 'Keyword-like steps turned into sentences ("Click Edit", "the heading reads ...", "The pager shows Page 1 of 3"), terse and literal.',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goals in the app\'s own words that leave the clicks to the agent ("Join the waiting list for the EV car park", "Submit my registration", "Ask for a recount of the wall plugs 6mm").',
  },
  stagehand: {
    title: 'Stagehand act() and extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Short actions naming a control by what it is or where it sits ("open the application for the surface car park", "In the dialog, click Keep permit", "Select Miscounted in the reason dropdown").',
  },
  midscene: {
    title: 'Midscene.js aiAction / aiAssert / aiWaitFor examples',
    url: 'https://midscenejs.com/',
    kind: 'agent-examples',
    note: 'Assertions about what is visible ("Penalty notices shows a badge of 3", "the details say Machine Learning needs MA2010", "A reason must be chosen for SKU-3307").',
  },
  magnitude: {
    title: 'Magnitude: test cases of steps with check() lines',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'Imperative step lines and check lines in plain words ("Appeal PCN-88094: ...", "I see that MU1002 is not open to second-year students").',
  },
  zerostep: {
    title: 'ZeroStep ai() calls in Playwright tests',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'One instruction per call, often relative or ordinal ("click the apply button on the last car park", "Click Details in the third row", "click the last View button").',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Superlatives inside a task ("Apply for the cheapest car park").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying their values ("Apply for a Car park B permit starting Monday 15 March 2027 for MA21 RTO ...", "Record an adjustment of -4 for SKU-3307, damaged, dated 9 March 2027").',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X", enter "Y" into "X", click "X" in the row for ..., type ... where it says ..., and bare labels that fit several controls ("Click Apply", "Click Pay").',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Messages named by their meaning rather than their words ("An error says SPRING26 has expired", "an error says the reply-by date must be in the future").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence ("Verify the multi-storey costs £48.00 a month", "CS2050 Algorithms has 4 places left", "SKU-1043 ... 6 short").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines chaining actions with commas and "then" ("Tick the terms box, then submit the application", "Drop Databases and confirm", "Enter 45 for SKU-2210, then save").',
  },
  octomind: {
    title: 'Octomind: generated test steps edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks ("a toast confirms the application for Car park B ...", "PRM-4410 has been cancelled", "CC-2291 was sent to Dana Whitfield").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of the control ("Go to the My permits tab", "Renew the expired permit", "Switch on blind count").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'State claims about one item named by its title ("PRM-4410 is active", "Web Development is full", "ADJ-771 took 3 off SKU-4125 as damaged").',
  },
  mabl: {
    title: 'mabl: generative AI assertions',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Plain-language claims about the whole page, sometimes a paraphrase ("Car park D is open at weekends", "The last count of Aisle 14 was rejected").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'A check after an action, as what the tester sees ("I have 3 unpaid notices totalling £140.00", "Only 2 History modules are shown", "With 3 months chosen the total is £90.00").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps and expected results ("Cancel permit PRM-4275", "Open the last page of modules", "Reverse ADJ-770", "View CC-2288").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Lower-case reproduction steps with loose names ("download permit", "go to the next page", "tick copy my personal tutor", "type 44 in the qty box of cable ties 200mm").',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data ("Pay the £70.00 notice and confirm the payment", "Send a message to the Databases leader with subject ...", "Record -60 damaged for SKU-4120 ... with manager code 4471").',
  },
};
