/**
 * Where the phrasing of held-out-17's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'rails-web-steps': {
    title: 'cucumber-rails web steps (Capybara), as kept in projects after the generator dropped them',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Quoted labels and values: I fill in "Booking reference" with "QX7K2P", When I fill in "Email" with "...", select "Swedish" from "Nationality", I should see "Enter your passcode", Choose Someone new and fill in Full name with "...".',
  },
  mink: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'I press "X" with a bare button name that several rows, cards or steppers share (I press "Check in", I press "Increase", I press "Book", Press Delete, Press Repeat), and counts of rows in a region ("The passengers table has 4 rows", "The transfers table shows 4 rows").',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'Field, state and page steps: check "Remember this booking", the Add button on the Travel insurance card is disabled, the Previous button under past flights is enabled, Express is selected, check "I\'ve checked the recipient\'s details are right".',
  },
  codecept: {
    title: 'CodeceptJS scenarios (I.click, I.fillField, I.see, I.pressKey) read back as sentences',
    url: 'https://codecept.io/basics/',
    kind: 'gherkin',
    note: 'First-person literal steps: "I type "Kestrel-77" into the passcode box", "It asks for a 9-character passport number", "Press Escape to close the flight details", "Wait for the payment reference FW-558102", "It says Showing 4 of 8 sitters".',
  },
  gauge: {
    title: 'Gauge specifications (ThoughtWorks): markdown specs with bulleted steps',
    url: 'https://docs.gauge.org/writing-specifications',
    kind: 'gherkin',
    note: 'Short bulleted imperatives with the data in the sentence ("Add a bag for Marcus Lindqvist", "Claim points for SK 221", "Cancel the pending transfer to Kenji Watanabe and confirm", "Choose seat 11A", "Remove Biscuit", "Edit Pepper").',
  },
  'robot-browser': {
    title: 'Robot Framework Browser library keywords as written in test suites',
    url: 'https://marketsquare.github.io/robotframework-browser/Browser.html',
    kind: 'gherkin',
    note: 'Keyword-like sentences, terse and literal ("click Flight details", "Click Close in the dialog", "Click Receipt", "Log out", "Page title is ...", "The heading is ...").',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goals in the user\'s words that leave the clicks to the agent ("Add a checked bag for the baby, Oskar", "Cancel my booking from the Manage booking menu", "Send money to Lucía Gómez", "Delete Kenji Watanabe from my recipients", "Show only verified sitters who do home visits", "Cancel my walk with Maya Rahman").',
  },
  stagehand: {
    title: 'Stagehand act() and extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Short actions naming where a control sits ("In the row for Saga Lindqvist, click Change seat", "On the SK 413 card, click Flight details", "In the live status box, ask to be told if the gate changes", "In the fee calculator, work out the fee for £1,000 by Express", "In the dialog, click Keep it").',
  },
  midscene: {
    title: 'Midscene.js aiAction / aiAssert / aiWaitFor examples',
    url: 'https://midscenejs.com/',
    kind: 'agent-examples',
    note: 'Visible-state assertions and waits ("Wait for the live status to say SK 412 is on time", "Increase Marcus\'s checked bags to 2", "Wait for today\'s rates to load: £1 buys €1.1742", "Set the longest walk to 90 minutes").',
  },
  magnitude: {
    title: 'Magnitude: test cases of steps with check() lines',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'Step lines with their check in the same breath ("Add the lounge and wait until the extras badge shows 2", "Cancel the Kenji transfer and wait until the pending badge shows 1", "Send the request and wait until a toast says it was sent to Maya Rahman").',
  },
  zerostep: {
    title: 'ZeroStep ai() calls in Playwright tests',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'One instruction per call, often ordinal ("Click the second "Change seat" button", "Get the receipt for the third flight in the list", "Click the third "Send money" button", "Click the fourth Message button", "Click Reschedule in the third row").',
  },
  skyvern: {
    title: 'Skyvern: navigation goals and completion criteria of an open-source browser agent',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'A goal, its data (sometimes as {{variables}}) and when it is done ("Log in using {{customer_id}} and {{passcode}}; you are done when the International payments page shows", "Sign in as ... using the password ...").',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Superlatives and positions inside a task ("Go to the last page of transfers and track the oldest one").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying their values ("Find my booking with reference QX7K2P and last name Lindqvist", "Set the passport expiry date to 2 March 2031", "Set a rate alert for €1.220 and save it", "Book Maya Rahman for an overnight stay on 20 June 2027" turned into its own step, "Sign the consent form with a limit of £1,500").',
  },
  webarena: {
    title: 'WebArena: tasks on self-hosted web apps with checked outcomes',
    url: 'https://webarena.dev/',
    kind: 'agent-eval',
    note: 'Questions about one\'s own records turned into claims ("There are 5 passengers on the booking", "Five recipients are saved", "With Overnight stay chosen, 3 sitters are listed", "Four upcoming bookings are listed").',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X" on the Y card, enter "Y" into "X", and buttons that are not there or fit several controls ("Click "Add bag"", "Click "Send money" on the Ana Ferreira card", "Click Book on the Tom Baker card", "Click "Submit rating"", "There is a "Sign in with Google" button").',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Messages named by their meaning rather than their words ("An error says infants can\'t have their own checked bag", "An error says the passport must be valid until after the return flight", "An error says that\'s over my daily limit", "An error says Jess has no availability this week").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence ("The Extras badge shows 1", "The available balance is £6,240.55", "The total taken is £503.50", "The Saved badge shows 1", "Sam Patel charges £12 per walk").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines chaining actions with commas and "then" ("Open Manage booking and choose Change flights", "Accept the dangerous goods declaration, then complete check-in", "Delete Daniel Okoro, then undo it from the toast", "Give the 7 Jun walk 5 stars and submit the rating").',
  },
  octomind: {
    title: 'Octomind: generated test steps edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks after an action ("The flight details dialog says the aircraft is an Airbus A320neo", "After deleting Lucía Gómez, a toast offers to undo it", "The cancel dialog says the fee is refunded", "A toast says Maya usually replies within 2 hours").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of the control ("Go to the Checked bags tab", "Turn on texts for gate changes", "Open the Scheduled tab", "Filter by Overnight stay", "Expand Cancellation policy", "Pick Express").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'State claims about one item named by its title ("Marcus Lindqvist is in seat 12B", "Travel insurance shows as added", "The 2 Apr 2027 transfer to Daniel Okoro failed", "Jess Owusu is fully booked this week", "Pepper is a cocker spaniel").',
  },
  mabl: {
    title: 'mabl: generative AI assertions',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Plain-language claims about the whole page or a filtered list ("Fast Track security is available", "Page 2 of past flights lists the 2 May 2027 flight", "Express transfers sent before 3pm arrive the same day", "Maya Rahman is on page 2").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'A check after an action, as what the tester sees ("After adding a bag for Saga, her row shows 1 checked bag", "After typing 500 in You send, they receive €587.10", "After saving Jess Owusu, the Saved badge shows 2", "After ticking the golf bag the total is £35.00").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps and expected results ("Next page", "Go to the next page of transfers", "Search for Priya", "Go to the previous page of sitters").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Lower-case reproduction steps with loose names ("untick marcus", "switch off boarding pass emails", "Tick remember my customer ID", "Continue without a reason", "Tick Pepper too").',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data ("Fill in passport 551204873, expiring 02/03/2031, nationality Swedish, and continue", "Add a new recipient Marie Dubois, IBAN ..., in France, and continue", "Book Maya for a dog walk on 18/06/2027 in the afternoon and send the request").',
  },
};
