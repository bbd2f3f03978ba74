/**
 * Where the phrasing of held-out-23's steps comes from: one key per style. Every step was written anew for the fixture
 * apps (Pinewater Campsites, Clearpath Diagnostics, Brightfield Procure) in the way its source writes steps; nothing
 * was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'cucumber-web': {
    title: 'Cucumber web step definitions (cucumber-rails / Capybara web_steps) as kept in projects',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Quoted labels, options and texts: Then I should see "Showing 1–6 of 10 pitches", Sort by "Price: low to high", Click "View details" for Heron Cabin, Tick "Electric hook-up (£5 a night)", Select "A family member", Filter by supplier Kestrel Logistics, and sign-in lines with the email and password in the sentence.',
  },
  behat: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'I press "X" with a bare button name that several cards, rows or steppers share (Click Book, Click Increase, Click Manage, Click Helpful, Click View, Click Remove, Click Rate, Click Raise PO), and element counts ("There are 8 pitch cards on the page").',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'State steps about one control: "The Book button on Orchard Corner\'s card is disabled", "The Electric hook-up box is disabled", "The "Keep me signed in" box is ticked", "The Next button is disabled", "Northfield Print Ltd\'s Raise PO button is disabled".',
  },
  codecept: {
    title: 'CodeceptJS scenarios (I.fillField, I.pressKey) read back as sentences',
    url: 'https://codecept.io/basics/',
    kind: 'gherkin',
    note: 'Typing then a key: "Type "vit" in the test search and press Enter", "Type Copper-Kettle-9 into the password field and press Enter", "Type Ledger!2027 as the password and press Enter".',
  },
  gauge: {
    title: 'Gauge specifications: markdown specs with bulleted steps',
    url: 'https://docs.gauge.org/writing-specifications',
    kind: 'gherkin',
    note: 'Short imperatives carrying their data ("Save Meadow View", "Book Orchard Corner", "Add one child", "Bring one dog", "Apply the promo code CAMP2026", "Approve INV-1047", "Remove line 3", "Choose 08:20"), including actions the app refuses or whose control is disabled.',
  },
  'robot-browser': {
    title: 'Robot Framework Browser library keywords as written in test suites',
    url: 'https://marketsquare.github.io/robotframework-browser/Browser.html',
    kind: 'gherkin',
    note: 'Terse keyword-like checks and clicks: "The page title is "Find a pitch - Pinewater Campsites"", "The heading says "Good morning, Priya"", "Submit for approval", "Sign out", "Click Edit".',
  },
  testsigma: {
    title: 'Testsigma: natural-language test steps',
    url: 'https://testsigma.com/docs/test-cases/create-steps-nl/overview/',
    kind: 'product-docs',
    note: 'Steps naming an element by what it looks like or holds: "Click the eye icon to show the password", "Type 07700 900417 into the mobile number field" (a field named only by its placeholder).',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goals in the user\'s words that leave the clicks to the agent ("Remove Woodland Glade from my saved pitches", "Cancel my appointment", "Pay for the Meadow View booking", "Pick the clinic with free parking", "Approve the Greyfriars IT Services invoice") and goals the app has no way to do ("Pay with PayPal", "Start a chat with a nurse", "Print this result").',
  },
  stagehand: {
    title: 'Stagehand act() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Actions naming where a control sits: "Click Book on the Meadow View card", "Open the Manage menu for PW-42310", "Mark Marcus D.\'s review as helpful", "Open the actions menu for INV-1044", "View the full blood count from November 2026", "Set the quantity on line 1 to 25".',
  },
  midscene: {
    title: 'Midscene.js aiAction / aiAssert / aiWaitFor examples',
    url: 'https://midscenejs.com/',
    kind: 'agent-examples',
    note: 'Waits for content that arrives late ("Wait for the weather forecast to load", "Wait until my points have loaded", "Wait for the times to load"), slider and stepper moves ("Drag the max price slider to £40", "Increase Nights to 3", "Set the reminder to 48 hours before") and order claims ("The first pitch is Hilltop Pitch at £20").',
  },
  zerostep: {
    title: 'ZeroStep ai() calls in Playwright tests',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'One ordinal instruction per call: "Click the second Book button", "Click the last Helpful button", "Click the third "Choose this clinic" button", "Click the first Approve button", "Click the second View button".',
  },
  skyvern: {
    title: 'Skyvern: navigation goals with their data as parameters',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'Goals with {{variables}}: "Sign in with {{email}} / {{password}} and keep me signed in", "Log in as {{user}} with password {{pass}}, then enter the code {{code}}", "Enter {{name}} as the full name and {{email}} as the email address".',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Positions inside a task ("Go to the last page").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying dates, cards and amounts ("Check availability for 2 nights from Friday 16 July 2027", "Book from 16 July to 18 July 2027", "Pay with card 4242 4242 4242 4242, expiry 08/29, security code 321, name on card E Marsh", "Mark INV-1044 as paid on 14/07/2027 with reference BACS-20931").',
  },
  webarena: {
    title: 'WebArena: tasks on self-hosted web apps with checked outcomes',
    url: 'https://webarena.dev/',
    kind: 'agent-eval',
    note: 'Questions about one\'s own records turned into claims, often superlatives or counts ("Heron Cabin has the best rating on the page, 4.9", "Only 3 pitches are free for 5 guests", "The most expensive past stay was Heron Cabin at £285.00", "Kestrel Logistics has 4 invoices", "Meridian Cleaning Co has the best rating, 4.8").',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X" and enter "Y" into "X", with controls that are missing, disabled or shared ("Click Save", "Click "Mark as read"", "Continue with Google", "Create an account", "Choose an arrival time after 20:00", "Enter "ellis@pinewater" in the "Your email address" field").',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Messages named by their meaning rather than their exact words ("An error says weekend stays need at least 2 nights", "An error says the lipid profile isn\'t available for children under 12", "An error says INV-1047 needs a second approver", "An error says the domain northwind.example is already registered").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence ("The summary shows 3 nights and a total of £108.00", "I have 1,240 Pinecone points", "Outstanding is £37,971.90", "Overdue shows £6,490.00", "The total is £411.60 including £68.60 VAT", "My NHS number is 943 476 5919").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines chaining several actions with commas and "and" ("Arrive on 20/07/2027, leave on 23/07/2027 and continue", "Rate 5 stars, pick June 2027, write ... and post the review", "Open the Afternoon tab and choose 14:40", "Tick INV-1048 and INV-1046 and approve them together").',
  },
  octomind: {
    title: 'Octomind: generated test steps edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks after an action: toasts, confirmations and dialogs ("The confirmation shows booking reference PW-58213", "A toast says INV-1049 is approved for payment on 11 Aug 2027", "The preview shows the order to Kestrel Logistics for £411.60 including VAT", "The dialog says I will get a full refund of £330.00").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of a widget ("Turn on "Dogs welcome"", "Open the Facilities tab", "Expand "Cancellation policy"", "Choose Kestrel Logistics as the supplier", "Sort by amount, highest first", "Show spend by supplier"), including filters that do not exist ("Filter by "Hardstanding"", "Turn on WhatsApp reminders").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'State claims about one item named by its title, true of that item or only of its neighbour ("Woodland Glade sleeps 6 and costs £22 a night" / "Lakeside Pitch sleeps 6", "Ferritin (iron stores) is flagged Low" / "Thyroid function (TSH) is flagged Low", "INV-1046 is for £7,800.00", "Bramble Catering is on hold").',
  },
  mabl: {
    title: 'mabl: generative AI assertions',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Plain-language claims about a whole list or page ("3 glamping pitches are listed", "The breadcrumb reads Find a pitch › Tent › Lakeside Pitch", "The tabs read All (19), Awaiting approval (5), Overdue (3) and Paid (8)", "Typing "north" suggests 2 suppliers").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'What the tester sees after an action ("The total is now £123.00", "The unread count drops to 2", "The Woodland Glade booking now shows Cancelled", "INV-1047 now shows Approved", "With 25 boxes of paper the total is £798.60").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps ("Go to the next page of results", "Go to page 3", "Go to page 4", "Search results for "liver"", "Find clinics near "LS6"", "Enter my date of birth as 04/03/1990").',
  },
  'product-verify': {
    title: 'Acceptance criteria in product docs and tickets ("Verify that ...")',
    url: 'https://www.atlassian.com/work-management/project-management/acceptance-criteria',
    kind: 'product-docs',
    note: 'Acceptance criteria about a state (""1. Dates" is the current step", "The cookie banner is visible", "The Amount column is sorted ascending", "Text reminders are on and email reminders are off", "Share with my GP is switched on").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Reproduction steps that poke at validation ("Click Post review without a rating", "Click Check availability without choosing a date", "Submit the order without filling anything in") and wrong inputs the app refuses ("Log in ... with password bluebell27", "Enter the code 246801 and verify", "Use GP referral code 4821 and continue").',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data, some that the app turns down late ("Cancel booking PW-42310 because plans changed", "Add my son Rohan Nair, born 10/01/2010", "Charge the order to Marketing with 60 boxes of paper and submit it for approval", "Invite Northwind Medical, sales@northwind.example, in the Medical category").',
  },
};
