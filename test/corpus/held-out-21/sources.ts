/**
 * Where the phrasing of held-out-21's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'cucumber-web': {
    title: 'Cucumber web step definitions (cucumber-rails / Capybara web_steps) as kept in projects',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Given/When/Then steps with quoted labels and values: When I fill in "Email address" with "nia.patel@example.com", Select "France" from "Nationality", Then I should see "See you on the water!", Given I am signed in as "..." with password "..." and security code "...".',
  },
  behat: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'I press "X" with bare button names that rows and cards share (Click Book, Click Cancel, Click Remove, Click Change, Click Leave a review, Click Increase), and "I should see N ... elements" turned into row and card counts ("3 upcoming bookings are listed", "3 upcoming trips are listed", "3 dog-friendly boats are listed").',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'State steps: the "Keep me signed in" checkbox should be checked, "The Book button on the 19:00 slot is disabled", "The ball machine switch is disabled", "\'Kessel land border\' is disabled in the port list", a tab is selected.',
  },
  codecept: {
    title: 'CodeceptJS scenarios (I.click, I.fillField, I.see, I.pressKey, I.waitForText) read back as sentences',
    url: 'https://codecept.io/basics/',
    kind: 'gherkin',
    note: 'Literal steps read back from I.fillField / I.pressKey / I.waitForText: "Press Enter in the Password field", "Type Leah Brown into Playing partners and press Tab", "Press Escape", "Wait for \'Booking confirmed\'", "Search for Marc and press Enter".',
  },
  gauge: {
    title: 'Gauge specifications: markdown specs with bulleted steps',
    url: 'https://docs.gauge.org/writing-specifications',
    kind: 'gherkin',
    note: 'Short bulleted imperatives carrying their data ("Book the 18:00 slot", "Hire 2 rackets", "Choose Port Amaris as the port of entry", "Join the Junior squad and pay now", "Move RB-30620 to 15:00", "Apply promo code SUMMER24").',
  },
  'robot-browser': {
    title: 'Robot Framework Browser library keywords as written in test suites',
    url: 'https://marketsquare.github.io/robotframework-browser/Browser.html',
    kind: 'gherkin',
    note: 'Terse keyword-like sentences ("Title is \'My bookings - Hollins Park Courts\'", "The heading reads Book a court", "Click Back", "Click Next", "Go to Routes and tours", "Click Show").',
  },
  testsigma: {
    title: 'Testsigma: natural-language test steps',
    url: 'https://testsigma.com/docs/test-cases/create-steps-nl/overview/',
    kind: 'product-docs',
    note: 'Steps naming an element by what it is or by its placeholder, for icon-only buttons too ("Click the show password button", "type ... in the name@example.com box", "Click the call back button", "Click the refresh button in River conditions").',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goals in the user\'s words that leave the clicks to the agent ("Freeze my membership", "Top up my credit by £10", "Pay for the padel booking", "Appeal the refused application", "Delete my account", "Start a live chat", "Cancel the Open canoe trip on Saturday").',
  },
  stagehand: {
    title: 'Stagehand act() and extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Actions naming where a control sits ("Click Book on the Court 3 card", "Click Cancel in the row for Padel 1", "In the Check status form, enter ...", "Click Sign waiver in the RB-30511 row", "In the safety waiver, enter ...").',
  },
  midscene: {
    title: 'Midscene.js aiAction / aiAssert / aiWaitFor examples',
    url: 'https://midscenejs.com/',
    kind: 'agent-examples',
    note: 'Waits and slider moves ("Wait until the sign-in error is shown", "Wait for the river closure message", "Set the max price to £9", "Set the length of stay to 21 days", "Set the hire length to 4 hours").',
  },
  magnitude: {
    title: 'Magnitude: test cases of steps with check() lines',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'A wait for a result in the same breath as what should show ("Wait for the booking reference to appear", "Wait for the passport check, then I should see \'Check your answers\'").',
  },
  zerostep: {
    title: 'ZeroStep ai() calls in Playwright tests',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'One instruction per call, often ordinal ("Click the second Book button", "click the last \'Book\' button on the page", "Click the second Change button", "Click the third \'Add to wishlist\' button", "Click the first Join tour button").',
  },
  skyvern: {
    title: 'Skyvern: navigation goals and completion criteria',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'A sign-in goal with its data, sometimes as {{variables}} ("Sign in with {{email}} and {{password}}", "Log in with {{email}} / {{password}} and the one-time code {{code}}", "Sign in as ..., then enter the security code 314159").',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Positions inside a task ("Go to the last page of past trips").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying all their values ("Book a tennis court for Saturday at 10:00 for 2 players", "Check the status of VE-2028-4471 for date of birth 21/11/1988", "Apply for a tourist eVisa arriving 20/06/2028 for 10 days through ...", "Hire the Tandem sit-on-top kayak on 9 July 2028 from 10:00 for 2 hours with a dry bag").',
  },
  webarena: {
    title: 'WebArena: tasks on self-hosted web apps with checked outcomes',
    url: 'https://webarena.dev/',
    kind: 'agent-eval',
    note: 'Questions about one\'s own records turned into claims ("I won 6–4 6–3 on Tue 12 Sep", "There are 7 boats in total", "3 travellers are in my group", "I gave the Open canoe trip on Sat 17 Jun 5 stars", "A Transit eVisa allows stays of up to 30 days").',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X", choose "Y", and controls that are not there or fit several ("Click \'Sign in with Google\'", "Apply the promo code SUMMER10", "Toggle the \'Text me\' switch", "Click \'Compare boats\'", "Choose PayPal").',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Messages named by their meaning ("An error says to tell them who I\'m playing with", "An error asks me to choose a start time", "An error says my passport must be valid until 20 Dec 2028", "An error asks for a name for paddler 2").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence ("The total to pay is £9.00", "The Pay button says Pay £10.00", "The total is now €65", "The Open canoe costs £104.00 for 4 hours", "The total is now €65").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines chaining actions with commas and "then" ("Tick \'Keep me signed in\', then log in with ...", "Fill in Leah Brown as partner, set 3 players and go to the next step", "Open the account menu and choose Gift vouchers", "Add one dry bag and the shuttle, then continue to payment").',
  },
  octomind: {
    title: 'Octomind: generated test steps edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks after an action ("The Quick book result says Court 2 was booked for Sat 16 Sep", "The dialog asks whether to withdraw VE-2028-4471", "A toast says the £44.00 refund will reach my card in 3–5 days", "The confirmation says I paid £10.00").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of the control ("Open the Padel tab", "Filter by clay courts", "Turn on multiple entries", "Expand Passport details", "Open the Group members tab", "Expand the Weir loop section").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'Claims about one item named by its title or row ("Court 4 is a hard court", "The Court 3 booking is awaiting payment", "Marc Moreau is 38", "The refusal decision was made on 3 Apr 2028", "RB-30644 starts at 14:00", "The Upper reach is 9 km").',
  },
  mabl: {
    title: 'mabl: generative AI assertions',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Plain-language claims about the whole page, a frame or a list ("Six tennis slots are shown for today", "The card details frame has a Postcode field", "4 beginner friendly boats are shown", "The contact form has an Email field").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'A check as what the tester sees ("It says Step 2 of 3", "The account credit is now £21.50", "The progress shows step 2 of 4").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps with dates as testers type them ("Change the date to 16/09/2028", "Enter 08/03/1990 as the date of birth", "Go to page 2", "Tick the declaration").',
  },
  'product-verify': {
    title: 'Acceptance criteria in product docs and tickets ("Verify that ...")',
    url: 'https://www.atlassian.com/work-management/project-management/acceptance-criteria',
    kind: 'product-docs',
    note: 'Acceptance criteria about a state ("Club newsletter is off", "Multiple entries is off", "Express processing is off", "\'Pay in full now\' is selected", "The Family chip is pressed").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Reproduction steps with loose names and the data that triggers the bug ("Log in as ... with password baseline-42", "Click Confirm booking" with a declined card, "Set the arrival date to 12 May 2028 and continue", "Enter passport number 19-FR-458 ...").',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data ("Cancel the Court 3 booking on Saturday and confirm", "Confirm the declaration, pay with card 4242 4242 4242 4242 and submit", "Add a traveller: Noah Moreau, born 14/09/2021, relationship Child", "Review the Stand-up paddleboard trip from Sat 24 Jun with 5 stars").',
  },
};
