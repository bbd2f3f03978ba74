/**
 * Where the phrasing of held-out-16's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'rails-web-steps': {
    title: 'cucumber-rails web steps (Capybara), as kept in projects after the generator dropped them',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Quoted labels and values: I fill in "Email" with "...", select "Yoga" from "Class type", I should see "No classes match your filters", I fill in "Nearest landmark or house number" with "...", I should see "Trade account TA-40000 is on hold. Call the trade desk."',
  },
  mink: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'I press "X" with a bare button name that several rows or cards share (I press "Book", I press "Increase", Press Book in the Open Gym card), and counts of rows or items in a region ("The bills table shows 4 bills").',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'Field, state and page steps: the "Email" field should contain "...", "Book this class" should be disabled, the "Hide full classes" checkbox should not be checked, the URL should contain "...".',
  },
  codecept: {
    title: 'CodeceptJS scenarios (I.click, I.fillField, I.see, I.pressKey) read back as sentences',
    url: 'https://codecept.io/basics/',
    kind: 'gherkin',
    note: 'First-person literal steps: "I see that Reformer Pilates needs an intro session first", "It says Showing 9 products", "Press Escape to close the payment dialog", "Wait for "Reading 0481 received"".',
  },
  gauge: {
    title: 'Gauge specifications (ThoughtWorks): markdown specs with bulleted steps',
    url: 'https://docs.gauge.org/writing-specifications',
    kind: 'gherkin',
    note: 'Short bulleted imperatives with the data in the sentence ("Book the 19:00 Spin 45", "Cancel booking B-3102 and confirm", "Remove the drill from the basket", "Query the 1 Feb 2027 bill", "Continue to payment").',
  },
  'robot-browser': {
    title: 'Robot Framework Browser library keywords as written in test suites',
    url: 'https://marketsquare.github.io/robotframework-browser/Browser.html',
    kind: 'gherkin',
    note: 'Keyword-like sentences, terse and literal ("click Details", "Click "Keep booking"", "Page title is ...").',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goals in the user\'s words that leave the clicks to the agent ("Cancel tonight\'s Yin Yoga class", "Put the telescopic ladder in my basket for collection", "Close my account from the More actions menu", "Report low pressure using the supply status box").',
  },
  stagehand: {
    title: 'Stagehand act() and extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Short actions naming where a control sits ("In the dialog, click Book this class", "In the health questionnaire, tick ... and save", "In the bill preview, click Show meter details", "Pay with the Mastercard ending 0093").',
  },
  midscene: {
    title: 'Midscene.js aiAction / aiAssert / aiWaitFor examples',
    url: 'https://midscenejs.com/',
    kind: 'agent-examples',
    note: 'Visible-state assertions and waits ("Wait for the search to finish; two Spin 45 classes are shown", "Wait for the nearby stock: Guildford has 2 in stock", "Set How much water? to 4").',
  },
  magnitude: {
    title: 'Magnitude: test cases of steps with check() lines',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'Step lines with their check in the same breath ("Book Barre and wait until it shows as booked", "Add to basket and wait until the basket count shows 1", "Page 1 of 2 is shown and Previous is greyed out").',
  },
  zerostep: {
    title: 'ZeroStep ai() calls in Playwright tests',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'One instruction per call, often ordinal ("click the fifth Details button", "click Add to basket on the third product", "Report the third review", "Click View on the second bill").',
  },
  skyvern: {
    title: 'Skyvern: navigation goals and completion criteria of an open-source browser agent',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'A goal, its data (sometimes as {{variables}}) and when it is done ("Log in using {{member}} and {{secret}}; you are done when the class timetable is showing", "Check trade account TA-40417 and wait for the answer").',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Superlatives inside a task ("Add the cheapest power tool to the basket", "Download the oldest bill").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying their values ("Pause my membership from 1 October 2027 for 2 weeks", "Add 2 of the body-only drill to the basket", "Set the Direct Debit to £45 a month and update it").',
  },
  webarena: {
    title: 'WebArena: tasks on self-hosted web apps with checked outcomes',
    url: 'https://webarena.dev/',
    kind: 'agent-eval',
    note: 'Questions about one\'s own records turned into claims ("Friday lists 4 classes", "There are two Open Gym sessions at 10:00", "Seven classes are on the timetable for Thursday").',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X" on the Y card, enter "Y" into "X", and buttons that are not there or fit several controls ("Click "Sign in with Apple"", "Click "Add to basket" on the Cotton dust sheet card", "Click "Download PDF"").',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Messages named by their meaning rather than their words ("An error says I need to give 7 days\' notice", "An error says Bramley is closed on Sundays", "An error says BS1 4DJ is not in their area").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence ("Verify I have 3 credits left", "The total to pay is £152.50", "The balance is £42.18, due 22 Nov 2027").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines chaining actions with commas and "then" ("Tick the terms box, then pay and join", "Set the claw hammer quantity to 3 and add it to the basket", "Open the More actions menu and choose Change payment date").',
  },
  octomind: {
    title: 'Octomind: generated test steps edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks after an action ("A toast says I\'m number 3 on the waitlist for HIIT Express", "A toast says the Makita drill was removed", "It says a team will look at it within 4 hours").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of the control ("Go to the Saturday tab", "Sort by price, low to high", "Turn on texts about supply interruptions", "Expand Cancellations under House rules").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'State claims about one item named by its title ("Yin Yoga is already booked", "The Makita drill is home delivery only", "The 1 Aug 2027 bill is still due").',
  },
  mabl: {
    title: 'mabl: generative AI assertions',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Plain-language claims about the whole page or a filtered list ("Only 2 classes are shown", "The Bosch drill driver is still listed", "The data sheet says the warranty is 5 years").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'A check after an action, as what the tester sees ("After booking, Credits left is 1", "After removing the screws the total is £146.00", "After paying £20 the balance is £22.18").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps and expected results ("Next page", "Search for Elena", "Go to the next page", "Show the next page of bills").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Lower-case reproduction steps with loose names and dates as typed ("check remember this device", "press View", "turn paperless bills off", "set pause from to 04/10/2027").',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data ("Pick Flex 8 starting 20/09/2027 and continue", "Collect on 07/10/2027 between 14:00 and 17:00, then continue", "Find streets for GL6 8PT and choose Knapp Lane").',
  },
};
