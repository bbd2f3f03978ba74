/**
 * Where the phrasing of held-out-8's steps comes from: one key per style. Each step was written anew for the fixture
 * apps in the way the source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  gherkin: {
    title: 'Cucumber: Gherkin reference (Given/When/Then, And/But, scenario outlines)',
    url: 'https://cucumber.io/docs/gherkin/reference/',
    kind: 'gherkin',
    note: 'Keyword-led steps in the first person or for a role ("When I cancel trip RM-4471", "Then the parent should see ..."), outline values as {{name}} variables, "And"/"But" kept at the start.',
  },
  'rails-web-steps': {
    title: 'cucumber-rails generated web steps (Capybara)',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: '"I fill in \\"X\\" with \\"Y\\"", "I press \\"X\\"", "I select \\"Y\\" from \\"X\\"", "I choose \\"X\\"", "I should see \\"X\\" within \\"Y\\"": quoted labels, value-first and value-last.',
  },
  mink: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: '"I follow \\"X\\"", "the \\"X\\" field should contain \\"Y\\"", "I should see N \\"X\\" elements", "I should be on \\"/path\\"", "the response should contain ...".',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: '"the \\"X\\" button should be disabled", "the \\"X\\" checkbox should (not) be checked", "I should see an error", "... within the X", "I wait for ... to appear", "the window title should be ...".',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goal-first one-sentence briefs ("Reserve the cheapest electric car for 10am with damage cover"), informal, several actions at once.',
  },
  stagehand: {
    title: 'Stagehand act() / observe() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Short lower-case atomic actions naming an element by role, place or look ("click the heart on the Kia Niro EV card", "type ... into the search box").',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Find-and-pick tasks with relative phrasing ("pick the earliest free time", "choose the highest-rated stylist who is available"), kept as one step.',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real sites (car rental, salons, schools, media)',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks with the values given in the sentence ("Book a men\'s cut with Josh on 12 March at 15:45"), split into single steps or kept compound.',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: '"click \\"X\\"", "enter \\"Y\\" into \\"X\\"", "select \\"Y\\" from \\"X\\"", "click the 2nd \\"X\\"", "check that page contains ...", "click \\"X\\" below \\"Y\\"", "check that \\"X\\" is disabled", "login".',
  },
  momentic: {
    title: 'Momentic: AI test steps and natural-language assertions',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Assertions as a description of what the page shows ("the page shows a confirmation that the absence was reported"), actions named by their description ("the blue Continue button under the slots").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: writing natural-language test steps and assertions',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Checkpoints written as "Verify that ..." / "Assert ..." with the value in the sentence ("Verify that the Kia Niro EV is 2.1 mi away"), actions like "Click on the ... button".',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines with several actions and the expected result appended ("Tick the policy box and book; a confirmation dialog opens").',
  },
  octomind: {
    title: 'Octomind: test steps generated and edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome-named steps ("a toast confirms the reservation") and purpose-named targets ("the player", "the payments widget").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests and their plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'Steps with a verb and the element in a short description ("Open the account menu", "Verify the trips badge updates"), assertions on a visible effect.',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'Prompts like "Verify the ... is visible", "Is the ... selected?", questions and imperative sentences with a target named by what it shows.',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English test steps with a question to answer',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'An action and a yes/no question ("Click the Reserve button on the VW Polo. Does a dialog open?"), split into act and assert steps.',
  },
  'testrail-manual': {
    title: 'Manual test cases as QA teams keep them (TestRail step / expected-result style)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps and expected results ("Navigate to My trips > Past", "Expected: Submit rating is disabled", "Enter phone 07700 900123"), abbreviations and small typos.',
  },
  'bug-report': {
    title: 'Steps to reproduce in bug reports (GitHub issue forms: "1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Reproduction steps as reporters write them: lower case, informal, a typo or odd casing now and then ("click the 3 dots on radio silence", "hit enter").',
  },
};
