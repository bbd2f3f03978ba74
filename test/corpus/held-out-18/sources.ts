/**
 * Where the phrasing of held-out-18's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'rails-web-steps': {
    title: 'cucumber-rails web steps (Capybara), as kept in projects after the generator dropped them',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Quoted labels and values in Given/When/Then lines: When I fill in "Booking reference" with "TW4K9Q", I select "Bathroom" from "Where is the problem?", Then I should see "Thank you, Priya!".',
  },
  mink: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'I press "X" with a bare button name that several rows, cards or steppers share (I press "Select", I press "Reserve", I press "Dispute"), and counts of rows or cards in a region.',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'Field, state and page steps: the "Returning" field should be disabled, the "Keep me signed in" checkbox should not be checked, "Joyfully accepts" should be selected, the Next button should be enabled.',
  },
  codecept: {
    title: 'CodeceptJS scenarios (I.click, I.fillField, I.see, I.pressKey) read back as sentences',
    url: 'https://codecept.io/basics/',
    kind: 'gherkin',
    note: 'First-person literal steps: I type "WR21 KTE" into the registration box, I see "Loading messages…", I press Escape to close the dialog, I wait for the countdown.',
  },
  gauge: {
    title: 'Gauge specifications (ThoughtWorks): markdown specs with bulleted steps',
    url: 'https://docs.gauge.org/writing-specifications',
    kind: 'gherkin',
    note: 'Short bulleted imperatives with the data in the sentence ("Add 1 child", "Remove Chidi Okafor", "Download the 2027 gas safety certificate", "Reserve the picnic hamper").',
  },
  'robot-browser': {
    title: 'Robot Framework Browser library keywords as written in test suites',
    url: 'https://marketsquare.github.io/robotframework-browser/Browser.html',
    kind: 'gherkin',
    note: 'Keyword-like sentences, terse and literal ("Click Continue", "Page title should be ...", "Heading is ...", "Click Next").',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goals in the user\'s words that leave the clicks to the agent ("Cancel my return sailing", "Pay this month\'s rent", "Reserve the king size bedding for Ava and Jonah", "Tell the letting agent the boiler is leaking again").',
  },
  stagehand: {
    title: 'Stagehand act() and extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Short actions naming where a control sits ("In the row for the return sailing, click Change", "On the Olive tree card, click Reserve", "In the deposit panel, click Request deposit back").',
  },
  midscene: {
    title: 'Midscene.js aiAction / aiAssert / aiWaitFor examples',
    url: 'https://midscenejs.com/',
    kind: 'agent-examples',
    note: 'Visible-state assertions and waits ("Wait until the live status says the sailing is on time", "the countdown shows 75 days to go", "Set the price filter to £150").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Expected results written as "Verify that ..." ("Verify that the total is £300.00", "Verify that the payment history shows 12 payments", "Verify that 4 guestbook messages are shown").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Lower-case reproduction steps with loose names ("click on chase for the window one", "untick arjun", "turn off rent reminders", "go to page 2 of payments").',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data ("Log in with reference TW4K9Q and surname Okafor", "Report a dripping bathroom tap as a routine plumbing repair for 21 June and send it", "Pay with card 4111 1111 1111 1111, expiry 09/29, CVC 123, accept the terms and pay").',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'Quoted targets and positions ("click "Reserve" on the right of "Olive tree for the garden"", "check that page contains "REP-1043"", "enter "Okafor" into "Lead passenger surname"").',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Assertions about what the page shows, loosely worded ("the page shows the booking is confirmed", "there is an error about the lead passenger", "the schedule lists a ceremony at 2pm").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Steps naming colour and place as seen ("Click the blue Pay button", "click the red Yes, cancel it button in the popup", "Assert the badge next to Gift list says 1").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines of a flow ("Open the Extras tab", "Add breakfast on the way back", "Go to step 3", "Expand What to bring").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Task prompts carrying every value ("Search for a return crossing from Portsmouth to Caen leaving 14 June and coming back 21 June for 2 adults and a car", "Book an inside cabin on the overnight sailing").',
  },
  skyvern: {
    title: 'Skyvern: navigation goals and completion criteria of an open-source browser agent',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'A goal with its completion in the same sentence ("Send the dispute for the May payment; it is complete when a confirmation appears", "Sign the guestbook as Carla and make sure it posts").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'State claims about one item named by its title ("the stand mixer is reserved by another guest", "the March 2027 payment was paid late", "the outbound sailing is on the Normandie Express").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'Questions a tester answers by looking ("Does the page say the Wi-Fi is sold out?", "Is the Commodore suite greyed out?", "Do you see a message saying links aren\'t allowed?").',
  },
  magnitude: {
    title: 'Magnitude: test cases of steps with check() lines',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'A check after an action, as what the tester sees ("After adding 2 bikes, the vehicle extras are £16", "After reserving the hamper, the gift list badge shows 1", "After searching gas, 2 documents are listed").',
  },
};
