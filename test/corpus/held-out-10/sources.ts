/**
 * Where the phrasing of held-out-10's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  gherkin: {
    title: 'Cucumber: Gherkin reference (Given/When/Then, And/But, scenario outlines)',
    url: 'https://cucumber.io/docs/gherkin/reference/',
    kind: 'gherkin',
    note: 'Keyword-led steps with a member, reader or cook as the subject ("Given I am signed in as ...", "Then the total should be ...", "But the hold should not be placed"), outline values as {{name}} variables.',
  },
  'rails-web-steps': {
    title: 'cucumber-rails web steps (Capybara) as kept in projects after the generator dropped them',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Quoted labels and values: Fill in "X" with "Y", Select "Y" from "X", I choose "X", I check "X", the "X" field should contain "Y", I should see "...", with or without the keyword.',
  },
  mink: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'Follow "X", press "X", the URL should match, counts of elements ("3 vehicles are listed", "7 errors are listed in the error summary").',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'State, page and wait steps: the "X" button should be disabled, the title should be "...", wait until ... appears, "X" is selected.',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goal sentences that leave the clicks to the agent ("Add the MOT test to my booking", "Renew Piranesi", "Book a desk by the window for Thursday").',
  },
  stagehand: {
    title: 'Stagehand act() and extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Short lower-case actions naming a control by what it is or where it sits ("enter ... in the notes", "in the chat, send ...", "play the video in the how-to frame").',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data ("Sign in with card 29012000481736 and PIN 4321", "Cancel booking HW-2047 because plans changed").',
  },
  zerostep: {
    title: 'ZeroStep ai() calls in Playwright tests',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'One instruction or question per call, often relative ("Click the Save button for the second recipe", "What is the total?" turned into a claim).',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Superlatives and ordinals kept in one step ("the quickest vegan recipe", "the cheapest service that is not free", "download the most recent invoice").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying their values ("Book an MOT for LM70 PRT on Wednesday 11 March 2026 at 07:30 ...", "Reserve the Hive Room for 2 hours"), single or compound.',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X", enter "Y" into "X", click the 2nd "X", click "X" on the ... card, turn on "X", check that ..., and bare labels that fit several controls.',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Messages named by their meaning rather than their words ("the garage does not open on Sunday", "an error says the voucher has expired", "the summary asks me to choose a drop-off time").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence ("Verify that the MOT test costs £54.85", "Selected work comes to £237.39", "The roast serves 6").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines chaining actions with commas, colons and "then" ("Edit LM70 PRT: set the mileage to 31500 and save", "Tick the lemons, then add the rest to my list").',
  },
  octomind: {
    title: 'Octomind: generated test steps edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks ("a toast confirms the hold was placed", "the confirmation says ...", "the page thanks Priya for the payment").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of the control ("Open the Service history tab", "Close the confirmation dialog", "Open the actions menu for HW-2047 and choose Reschedule").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'State claims about one item named by its title ("KX18 FDE is marked as my main vehicle", "Sticky toffee pudding is saved", "Desk 2C is booked").',
  },
  mabl: {
    title: 'mabl: generative AI assertions and auto-healing steps',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Plain-language claims about the whole page, sometimes a paraphrase ("the list shows nothing already bought", "the member has no unpaid invoices").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'A check after an action, written as what the tester sees ("After the look-up, the vehicle shows as a Ford Focus ...", "The status still says ...").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps and expected results ("Choose the 10:30 drop-off", "Set servings to 6", "the estimated time is 4 hours").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Lower-case reproduction steps with loose names ("type lm70prt into the reg box and press enter", "click remove", "hit esc").',
  },
};
