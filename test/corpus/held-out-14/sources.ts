/**
 * Where the phrasing of held-out-14's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'rails-web-steps': {
    title: 'cucumber-rails web steps (Capybara), as kept in projects after the generator dropped them',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Quoted labels and values: I fill in "Email address" with "...", I select "6pm to 8pm" from "Arrival time", I check "Accessible performances only", I should see "...".',
  },
  mink: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'I press "X", I follow "Y", counts of elements in a region ("I should see 6 stays", "the upcoming table should have 2 rows").',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'State and field steps: the "Sign in" button should be disabled, the "Guests" field should contain "...", the window title should be "...".',
  },
  codecept: {
    title: 'CodeceptJS scenarios (I.click, I.fillField, I.see, I.seeElement) read back as sentences',
    url: 'https://codecept.io/basics/',
    kind: 'gherkin',
    note: 'First-person, literal steps: "I click Continue", "I see Booking confirmed", "I fill Promo code with HARBOUR10", "I don\'t see the Show more stays button".',
  },
  gauge: {
    title: 'Gauge specifications (ThoughtWorks): markdown specs with bulleted steps',
    url: 'https://docs.gauge.org/writing-specifications',
    kind: 'gherkin',
    note: 'Short bulleted steps without keywords, parameters in the sentence ("Save Marram Barn", "Pick seats C5 and C6", "Apply promo code HARBOUR10").',
  },
  'robot-browser': {
    title: 'Robot Framework Browser library keywords as written in test suites',
    url: 'https://marketsquare.github.io/robotframework-browser/Browser.html',
    kind: 'gherkin',
    note: 'Keyword-like steps turned into sentences ("Click Sign in", "Get Text of the heading should be ...", "Page should contain ..."), terse and literal.',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goals in the app\'s own words that leave the clicks to the agent ("Join the waiting list for Jazz on the Quay with ...", "Cancel my Aldeburgh booking because our plans changed", "Archive the Quillstone application").',
  },
  stagehand: {
    title: 'Stagehand act() and extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Short actions naming a control by what it is or where it sits ("click the save button on the Orford cottage", "open the more actions menu for Lumen Maps", "In the dialog, click Keep booking").',
  },
  midscene: {
    title: 'Midscene.js aiAction / aiAssert / aiWaitFor examples',
    url: 'https://midscenejs.com/',
    kind: 'agent-examples',
    note: 'Assertions about what is visible and waits for a state ("the saved badge shows 2", "wait until the availability check has finished", "there is an error that the cottage sleeps 4").',
  },
  magnitude: {
    title: 'Magnitude: test cases of steps with check() lines',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'Imperative step lines and check lines in plain words ("Pick 9 seats", "check that the Continue button is still greyed out").',
  },
  zerostep: {
    title: 'ZeroStep ai() calls in Playwright tests',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'One instruction per call, often relative or ordinal ("click View details on the third card", "Remove the second seat in the list", "click the last Add to calendar button").',
  },
  skyvern: {
    title: 'Skyvern: navigation goals and completion criteria of an open-source browser agent',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'A goal with its data and when it is done ("Sign in with the account details. The task is complete when the stays page shows").',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Superlatives and comparisons inside a task ("Open the details of the cheapest stay", "Choose seats for the earliest comedy show").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying their values ("Book Driftwood Cottage from 11 June to 16 June 2027 for 2 adults", "Add a Design Engineer application at Acorn Studio, applied 9 March 2027").',
  },
  webarena: {
    title: 'WebArena: tasks on self-hosted web apps with checked outcomes',
    url: 'https://webarena.dev/',
    kind: 'agent-eval',
    note: 'Tasks phrased as a user\'s errand about their own records ("How many applications are in the interviewing stage?" turned into a claim, "Mark the Kestrel Labs job as rejected because the role was withdrawn").',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X", enter "Y" into "X", check that page contains "Z", click "X" to the right of "Y", and bare labels that fit several controls ("click "Save"", "click "Remove"").',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Messages named by their meaning rather than their words ("an error says the card was declined", "a message says the code has expired").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence ("Verify the total is £88.00", "Verify Marram Barn costs £285 a night", "Verify row C seat 5 costs £42.50").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines chaining actions with commas and "then" ("Tick the terms, then continue to payment", "Delete Orbit Travel and confirm").',
  },
  octomind: {
    title: 'Octomind: generated test steps edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks ("a toast confirms the message was sent to Graham", "order HH-55120 is confirmed").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of the control ("Go to the Past tab", "Turn on Dogs welcome", "Expand the job description").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'State claims about one item named by its title ("Heron\'s Rest sleeps 2", "Fernleaf Health is at the offer stage", "Jazz on the Quay is sold out").',
  },
  mabl: {
    title: 'mabl: generative AI assertions',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Plain-language claims about the whole page, sometimes a paraphrase ("every stay shown allows dogs", "the page is sorted by price, cheapest first").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'A check after an action, as what the tester sees ("Did the total go up to £810.00?" as "the total is now £810.00", "With two dogs the summary shows £40.00 for dogs").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps and expected results ("Open page 2", "Sort by Company", "Download invoice for SMS-40512", "Expected: 3 results").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Lower-case reproduction steps with loose names and the odd typo ("click show more", "set the zoom to 150", "type a note over 280 chars and hit add note", "chose after 8pm arival").',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data ("Pay the deposit with card 4242 4242 4242 4242, expiry 08/29, CVC 123", "Check out as Lena Moss, lena@example.com, with e-tickets, agreeing to the terms").',
  },
};
