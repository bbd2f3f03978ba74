/**
 * Where the phrasing of held-out-25's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'cucumber-web': {
    title: 'Cucumber web step definitions (cucumber-rails / Capybara web_steps) as kept in projects',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Quoted labels and values in "When I ..." form: When I fill in "Email address" with "priya.shah@example.com", When I select "Standing party" from "Event type", And I check "Remember me on this device", I should see "You\'ve signed out of your planner."; one "When I fill in "Postcode" with ..." on a form with two Postcode fields.',
  },
  behat: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'I press "X" with bare button names that rows and cards share (I press "Check dates", I press "Rate", I press "View profile", Click Remind, Click Compare, Click Book assessment).',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'State steps about buttons and boxes: the "Keep me signed in" checkbox should (not) be checked, "The Check dates button for Lakeside Pavilion is disabled", "The Remind button for Dev Shah is disabled", "Only this date" is selected.',
  },
  codecept: {
    title: 'CodeceptJS scenarios (I.fillField, I.pressKey, I.see) read back as sentences',
    url: 'https://codecept.io/basics/',
    kind: 'gherkin',
    note: 'Literal keyboard and typing steps: "Press Enter in the password field", "Press Escape", "Press Escape to close the booking dialog", "Type confetti24 into the password field", "Type LS8 1AB into the Postcode field".',
  },
  gauge: {
    title: 'Gauge specifications: markdown specs with bulleted steps',
    url: 'https://docs.gauge.org/writing-specifications',
    kind: 'gherkin',
    note: 'Short bulleted imperatives carrying their data ("Remind Hana Ito", "Remove the microwave", "Book an assessment for Ada", "Check dates for Lakeside Pavilion", "Keep my move", "Download the packing guide").',
  },
  'robot-browser': {
    title: 'Robot Framework Browser library keywords as written in test suites',
    url: 'https://marketsquare.github.io/robotframework-browser/Browser.html',
    kind: 'gherkin',
    note: 'Terse keyword-like sentences ("Get Title should be "Sign in - Oakmere Hall"", "The heading says "Step 1 of 4: Your event"", "Click Next", "Close the dialog", "Sign out", "Undo", "Cancel").',
  },
  testsigma: {
    title: 'Testsigma: natural-language test steps',
    url: 'https://testsigma.com/docs/test-cases/create-steps-nl/overview/',
    kind: 'product-docs',
    note: 'Steps naming a control by what it does rather than its label ("Click the show password button", "Click Show to reveal the password").',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goals in the user\'s words that leave the clicks to the agent ("Reset my password for ...", "Delete my plan", "Cancel my move", "Get my referral code from the account menu", "Freeze my membership for 2 months from 1 May 2027", and goals the apps cannot do: "Export the guest list to a spreadsheet", "Tip the crew £20").',
  },
  stagehand: {
    title: 'Stagehand act() and extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Actions naming where a control sits ("Click Check dates on The Orangery card", "Click Edit in the row for Ben Hale", "In the Moving to section, set the postcode to HG2 7QT", "Click Details for the Over 50s swim").',
  },
  midscene: {
    title: 'Midscene.js aiAction / aiAssert / aiWaitFor examples',
    url: 'https://midscenejs.com/',
    kind: 'agent-examples',
    note: 'Waits for late content, slider moves and star clicks ("Wait for the open day banner, then check ...", "Wait until the busyness panel shows the main pool is quiet", "Drag the Guests slider to 150", "Set the loft slider to half full", "Give it 2 stars").',
  },
  magnitude: {
    title: 'Magnitude: test cases of steps with check() lines',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'A wait and its check in one line ("Wait for the quote, then check it is £675").',
  },
  zerostep: {
    title: 'ZeroStep ai() calls in Playwright tests',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'One instruction per call, often by position ("Click the fourth "View photos" button", "Click the second Remove button", "Click the third Edit button", "Click Choose plan on the last card", "Click Book in the third row").',
  },
  skyvern: {
    title: 'Skyvern: navigation goals and completion criteria',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'Sign-in goals with {{variables}} ("Log in as {{email}} with the password {{password}}", "Log in as {{member}} / {{password}}").',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Paging inside a task ("Go to page 3 of the guest list", "Go to the last page of the inventory").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying their values ("Pay the second instalment with card 4111 1111 1111 1111, expiry 08/29, ...", "Book a fast lane on the Early bird lane swim", "Change the number of dining chairs to 6", "Find my move with reference PK-30917 and surname Reyes").',
  },
  webarena: {
    title: 'WebArena: tasks on self-hosted web apps with checked outcomes',
    url: 'https://webarena.dev/',
    kind: 'agent-eval',
    note: 'Questions about one\'s own records turned into claims ("7 guests are shown", "The cheapest space listed is The Cellar Bar", "The main pool has 14 sessions", "The first session shown is the 18:30 Aquafit", "The last session of the day is the Quiet swim at 21:15").',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X" and controls that are not there or fit several ("Click Shortlist", "Click "Compare spaces"", "Click "Create an account"", "Log in with ... the password Confetti24", "Choose "Bungalow" as the property type").',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Messages named by their meaning ("An error says the account is locked", "An error says there is no email address for Edith Marlow", "An error says Femi is 9 and Aquafit is for swimmers aged 16 and over", "An error asks who to call in an emergency").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence ("It says "Showing 6 of 8 spaces"", "The quote is £675", "The estimated total is £15,380", "The inventory has 26 items, 50 pieces in all", "Family Swim costs £580 a year").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines chaining actions with commas and "then" ("Check 18/09/2027, then click Start an enquiry", "Fill in both addresses ... and continue", "Open the Payments tab and set a reminder for the second instalment").',
  },
  octomind: {
    title: 'Octomind: generated test steps edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks after an action ("A toast says a reset link was sent to ...", "The page thanks Priya and gives the reference OH-4471", "The dialog warns I\'ll lose my £150 deposit", "A toast says Public swim is booked at 09:00 ...").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of the control ("Turn on Shortlist only", "Open the Suppliers tab", "Expand "Is there somewhere to stay?"", "Turn on yearly pricing", "Open the Seating plan tab").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'State claims about one item named by its title ("The Great Barn seats 180", "Edith Marlow hasn\'t replied yet", "Dave Kowalski is the driver and team lead", "The 07:30 Lane swim is full", "Femi is at Stage 4").',
  },
  mabl: {
    title: 'mabl: generative AI assertions',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Plain-language claims about the whole page or a filtered list ("There are 4 pages of guests", "Only The Orangery and The Walled Garden are shown", "The Walled Garden is not listed", "The budget meter lists six costs in its breakdown").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'A check after an action as what the tester sees ("The list now counts 29 guests", "The moving date now shows Monday 29 March 2027", "The 09:00 Public swim now has 39 spaces", "The page welcomes Jordan back").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps ("Search for "Hale"", "Tick Vegan and Gluten free", "Go to the next page of guests", "Tick Asthma", "Tick "Adults only sessions"").',
  },
  'product-verify': {
    title: 'Acceptance criteria in product docs and tickets ("Verify that ...")',
    url: 'https://www.atlassian.com/work-management/project-management/acceptance-criteria',
    kind: 'product-docs',
    note: 'Acceptance criteria about a state ("Catering" is the current step, "Sharing my planner with Tom is on", "Family Swim is selected", "The agreement is already signed").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Reproduction steps that trip validation ("Click Sign in without filling anything in", "Click Continue with nothing filled in", "Enter "LS6" as the from postcode and click Continue", "Click Join now before setting up the Direct Debit").',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data ("Book a tour at 12:00 for Sam Jones, sam.jones@example.com", "Add 2 plant pots to the Garden", "Rate the Aquafit on 7 April 4 stars and send it", "Book the springboard taster for me and Femi").',
  },
};
