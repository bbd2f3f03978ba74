/**
 * Where the phrasing of held-out-15's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'rails-web-steps': {
    title: 'cucumber-rails web steps (Capybara), as kept in projects after the generator dropped them',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Quoted labels and values: I fill in "Email address" with "...", select "I\'m moving house" from "Why are you cancelling?", I check "Dogs", I should see "No claims match your search".',
  },
  mink: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'I press "X" and counts in a region ("I should see 3 appliances", "I should see 6 animals", "the table should have 5 rows"), bare button names that fit several rows ("press Withdraw", "press Reject").',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'State, field and page steps: the "Book visit" button should be disabled, the "Claim title" field should contain "...", the window title should be "...", the URL should contain "...".',
  },
  codecept: {
    title: 'CodeceptJS scenarios (I.click, I.fillField, I.see, I.seeElement) read back as sentences',
    url: 'https://codecept.io/basics/',
    kind: 'gherkin',
    note: 'First-person, literal steps: "I see Enter a reading between 0.5 and 3 bar", "It says Showing 6 of 9 animals", "Press Escape to close the reschedule dialog", "3 past visits are listed".',
  },
  gauge: {
    title: 'Gauge specifications (ThoughtWorks): markdown specs with bulleted steps',
    url: 'https://docs.gauge.org/writing-specifications',
    kind: 'gherkin',
    note: 'Short bulleted steps without keywords, parameters in the sentence ("Save Pickle", "Remove the Pret A Manger line", "Message Sam ...", "Start an application").',
  },
  'robot-browser': {
    title: 'Robot Framework Browser library keywords as written in test suites',
    url: 'https://marketsquare.github.io/robotframework-browser/Browser.html',
    kind: 'gherkin',
    note: 'Keyword-like steps turned into sentences ("Click Cancel", "Page title is ...", "The heading is My claims"), terse and literal.',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goals in the app\'s own words that leave the clicks to the agent ("Cancel visit HR-2071 because I fixed it myself", "Withdraw my conference tickets claim", "Join the waiting list for Juniper with ...").',
  },
  stagehand: {
    title: 'Stagehand act() and extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Short actions naming a control by what it is or where it sits ("Choose the 12:00–16:00 slot with Sam Ortiz", "In the dialog, click Not now", "In the receipt preview, click Download").',
  },
  midscene: {
    title: 'Midscene.js aiAction / aiAssert / aiWaitFor examples',
    url: 'https://midscenejs.com/',
    kind: 'agent-examples',
    note: 'Assertions about what is visible and waits for a state ("the Upcoming tab shows 3", "Wait until the arrival windows have loaded; 4 are shown", "Drag the maximum age slider to 5 years").',
  },
  magnitude: {
    title: 'Magnitude: test cases of steps with check() lines',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'Imperative step lines and check lines in plain words ("save the first two animals", "Continue is greyed out until a slot is chosen", "Page 1 of 3 is shown and Previous is disabled").',
  },
  zerostep: {
    title: 'ZeroStep ai() calls in Playwright tests',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'One instruction per call, often ordinal ("click the third Book a service button", "give the first past visit three stars", "remove the last expense", "click Approve on the second card").',
  },
  skyvern: {
    title: 'Skyvern: navigation goals and completion criteria of an open-source browser agent',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'A goal with its data and when it is done ("Log in with {{email}} / {{password}}. The task is complete when My home shows.", "Check postcode LS21 1AB and wait for the answer").',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Superlatives inside a task ("Open the details of the oldest dog").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying their values ("Reschedule HR-2071 to 24 March 2027, 12:00–16:00", "Book a meet and greet with Bramble on Saturday 13 March 2027 at 11:30", "Add a Meals expense at Costa Coffee for £6.80 on 4 March 2027").',
  },
  webarena: {
    title: 'WebArena: tasks on self-hosted web apps with checked outcomes',
    url: 'https://webarena.dev/',
    kind: 'agent-eval',
    note: 'Questions about one\'s own records turned into claims ("There are 12 claims in total", "Two expenses have no receipt").',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X", enter "Y" into "X", click "X" on the Y card, and bare labels that fit several controls ("click View history", "click "Meet me"", "click Preview").',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Messages named by their meaning rather than their words ("an error says only submitted claims can be withdrawn", "An error says they\'re closed on Mondays").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence ("Verify Paid this year is £587.09", "Verify the amount to pay on the day is £89.00", "Pickle\'s adoption fee is £85").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines chaining actions with commas and "then" ("Tick the box that someone over 18 will be home, then book the visit", "Remove the GWR ticket, then undo it from the toast").',
  },
  octomind: {
    title: 'Octomind: generated test steps edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks ("a toast confirms visit HR-2074 was cancelled", "A toast says Otis was saved", "The confirmation says they will call within 5 working days").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of the control ("Go to the Past visits tab", "Turn on annual service reminders", "Expand the Health section", "Choose CC-300 Marketing as the cost centre").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'State claims about one item named by its title ("HR-2074 is confirmed", "Juniper is reserved", "Chloe Wu\'s claim is flagged Receipt missing", "Bramble cannot live with cats").',
  },
  mabl: {
    title: 'mabl: generative AI assertions',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Plain-language claims about the whole page or a sorted list ("every animal shown is a cat", "Sorted by name, the first animal is Biscuit", "The Add an expense form is not shown").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'A check after an action, as what the tester sees ("After removing the hotel the total is £97.40", "With 40 miles the mileage comes to £18.00", "Continue without anything says Enter your full name").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps and expected results ("Next page", "Download the report for the boiler repair").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Lower-case reproduction steps with loose names and the odd typo ("tick keep me signed in", "set the preferred date to 17/03/2027", "filter status by Paid", "hit escape to close the new claim dialog").',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data ("Fill in my details: Ellie Marsh, ellie.marsh@example.com, postcode LS21 1AB (checked), I\'m over 18, then continue", "Look up the address for EH3 9QN and choose the first one").',
  },
};
