/**
 * Where the phrasing of held-out-24's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'cucumber-web': {
    title: 'Cucumber web step definitions (cucumber-rails / Capybara web_steps) as kept in projects',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Quoted labels and values: Enter "..." in the Email field, Tick "Keep me signed in", Fill in "Boat name" with "Marea", Tick "I have read the harbour rules".',
  },
  behat: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'I press "X" with bare button names that rows and cards share (Click Remove, Click Details, Click Increase, Click Receipt, Click Book, Click View, Click Delete), and "I should see N ... elements" turned into counts of rows, cards and lines.',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'State steps: a field should be disabled or read-only, a box should (not) be checked, a button should be disabled ("The Length overall field is read-only", "The Shore power switch is disabled", "The ORCID field is read-only").',
  },
  'playwright-bdd': {
    title: 'playwright-bdd: Gherkin features run by Playwright, with their generated step phrasing',
    url: 'https://vitalets.github.io/playwright-bdd/',
    kind: 'gherkin',
    note: 'Page-level Then steps about the URL and the title ("The URL contains ...", "The page title is ...").',
  },
  serenity: {
    title: 'Serenity/JS and Serenity BDD screenplay scenarios (actors performing tasks)',
    url: 'https://serenity-js.org/handbook/design/screenplay-pattern/',
    kind: 'gherkin',
    note: 'Task sentences that carry a whole record ("Enter my boat: Marea, ZD-4471, sailing yacht, draft 1.9 m, then go to Arrival", "Add Dr Tomas Reyes, ORCID ..., from Westbrook University as a visiting researcher").',
  },
  codecept: {
    title: 'CodeceptJS scenarios (I.click, I.fillField, I.see, I.pressKey, I.waitForText) read back as sentences',
    url: 'https://codecept.io/basics/',
    kind: 'gherkin',
    note: 'First-person literal steps read back from I.fillField / I.pressKey: "Type ... into the password box", "Type ... in Password and press Enter", "Type "fellowship" in the search box and press Enter", "Press Escape".',
  },
  gauge: {
    title: 'Gauge specifications: markdown specs with bulleted steps',
    url: 'https://docs.gauge.org/writing-specifications',
    kind: 'gherkin',
    note: 'Short bulleted imperatives carrying their data ("Choose the 3-day pass", "Go on to Extras", "Save berth C01", "Extend PE-2255 by 2 nights", "Verify the code 246810").',
  },
  'robot-browser': {
    title: 'Robot Framework Browser library keywords as written in test suites',
    url: 'https://marketsquare.github.io/robotframework-browser/Browser.html',
    kind: 'gherkin',
    note: 'Terse keyword-like sentences ("The page heading is ...", "The step heading reads ...", "Click Sign in", "Sign out", "Undo", "Save ethics").',
  },
  testsigma: {
    title: 'Testsigma: natural-language test steps',
    url: 'https://testsigma.com/docs/test-cases/create-steps-nl/overview/',
    kind: 'product-docs',
    note: 'Steps naming an element by what it is ("Click the show password button").',
  },
  autify: {
    title: 'Autify: test scenarios written as plain-language steps',
    url: 'https://help.autify.com/',
    kind: 'product-docs',
    note: 'Recorded steps read back as sentences with the element described by its look and place ("Click the heart on the Berth A12 card").',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goals in the user\'s words that leave the clicks to the agent ("Buy a Day pass for Christmas Day 2027", "Book berth A12", "Cancel booking PE-2261", "Remove Dr Priya Nair from the team", "Delete my account").',
  },
  stagehand: {
    title: 'Stagehand act() and extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Actions naming where a control sits ("Click Details in the Crestas 8 row", "Click Extend on the B03 booking", "Click Edit on Prof. Lena Fischer\'s card", "View the Mid-scale Equipment call").',
  },
  midscene: {
    title: 'Midscene.js aiAction / aiAssert / aiWaitFor examples',
    url: 'https://midscenejs.com/',
    kind: 'agent-examples',
    note: 'Visible-state assertions, waits and slider or stepper moves ("Wait for the snow report to load", "Drag the boat length slider to 14 m", "Set People on board to 4", "Set the duration to 48 months").',
  },
  magnitude: {
    title: 'Magnitude: test cases of steps with check() lines',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'A wait for a result in the same breath as the action that asks for it ("Wait until the order is confirmed", "Wait for the booking to be confirmed").',
  },
  zerostep: {
    title: 'ZeroStep ai() calls in Playwright tests',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'One instruction per call, often ordinal ("Click the second Remove button", "Click Book on the second card", "Click the second Cancel button", "Click Start application on the second row").',
  },
  skyvern: {
    title: 'Skyvern: navigation goals and completion criteria',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'A goal with its data as {{variables}} ("Log in as {{email}} with password {{password}}", "Log in with {{email}} and {{password}}", "Log in as {{email}} / {{password}}, then enter the code {{code}}").',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Positions and pages inside a task ("Go to the next page of lifts", "Go to page 2 of the orders").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying their values ("Search for a 14 m boat arriving 18 June for 3 nights", "Request sail repair on 21 June 2028 for booking PE-2255", "Request an extension to 30 June 2028 because of fieldwork delays").',
  },
  webarena: {
    title: 'WebArena: tasks on self-hosted web apps with checked outcomes',
    url: 'https://webarena.dev/',
    kind: 'agent-eval',
    note: 'Questions about one\'s own records turned into claims ("The newest order is AP-40712", "The cheapest berth is F02 at €40 a night", "Three bookings are confirmed", "I have 2 drafts").',
  },
  workarena: {
    title: 'WorkArena: enterprise-software tasks for web agents (forms, lists, filters)',
    url: 'https://github.com/ServiceNow/WorkArena',
    kind: 'agent-eval',
    note: 'List tasks in back-office wording ("Filter by the Equipment scheme", "Sort calls by closing date, latest first", "Sort the budget by amount", "Sort by price, high to low").',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X", enter "Y" into "X", and controls that are not there or fit several ("Click "Create an account"", "Enter "Mia Keller" in the name field", "Click the Save berth button", "Type 246810 into the 6-digit code box").',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Messages named by their meaning ("An error says children must ski with an adult or senior", "An error says the marina is full for the Elsa Regatta", "An error says travel is capped at £20,000").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence ("The total is CHF 334", "The total is €102", "The budget total is £299,500", "The team has 4 of 5 people").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines chaining actions with commas and "and" ("Accept the terms of sale and pay by card", "Switch on both Shore power and Water", "Answer No for human participants and animals, Yes for personal data, and save").',
  },
  octomind: {
    title: 'Octomind: generated test steps edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks after an action ("Order AP-40718 is confirmed", "A toast says berth C01 is saved", "Application NRC-2028-0417 is submitted").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of the control ("Open the Webcams tab", "Turn on Show closed calls", "Expand the notice about pontoon B water", "Turn off snow alerts").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'State claims about one item named by its title ("Crap Sura is on hold because of strong wind", "Berth B08 has no shore power", "Prof. Lena Fischer is from Northfield Institute of Technology").',
  },
  mabl: {
    title: 'mabl: generative AI assertions',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Plain-language claims about the whole page or a filtered list ("There are 2 pages of lifts", "7 berths fit a 10.0 m boat", "7 calls are listed", "Marine Data Networks is listed").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'A check after an action as what the tester sees ("A message confirms that I signed out", "The stay now runs from 16 Jun 2028 to 18 Jun 2028", "The checklist shows Ethics as not complete").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps and expected results ("Go back to step 1", "Go to the next page", "Sign in as ... with password ... and code ...").',
  },
  'product-verify': {
    title: 'Acceptance criteria in product docs and tickets ("Verify that ...")',
    url: 'https://www.atlassian.com/work-management/project-management/acceptance-criteria',
    kind: 'product-docs',
    note: 'Acceptance criteria about a state ("Step 1 of 4 is "Pass & dates"", "The Water switch is off", "Step 2 Arrival is the current step", "An Ethics approval reference field is shown").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Reproduction steps with loose names ("Click Sign in with both fields empty", "Set arrival to 1 June 2028 and search", "Enter "Dr Mei Lin" with ORCID 12345 and click Add to team").',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data ("Add a third skier called Mia Keller, Youth 16–19", "Book berth F02 for one night", "Add an Equipment line "Water level loggers" for £8,400").',
  },
};
