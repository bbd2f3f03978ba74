/**
 * Where the phrasing of held-out-7's steps comes from: one key per style. Each step was written anew for the fixture
 * apps in the way the source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  gherkin: {
    title: 'Cucumber: Gherkin reference (Given/When/Then, And/But, scenario outlines)',
    url: 'https://cucumber.io/docs/gherkin/reference/',
    kind: 'gherkin',
    note: 'Keyword-led steps in the first person or for a role ("When I cancel my visit on 13 December", "Then the member should see ..."), outline values as {{name}} variables, "And"/"But" kept at the start.',
  },
  'rails-web-steps': {
    title: 'cucumber-rails generated web steps (Capybara)',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: '"I fill in \\"X\\" with \\"Y\\"", "I press \\"X\\"", "I select \\"Y\\" from \\"X\\"", "I check \\"X\\"", "I should see \\"X\\" within \\"Y\\"": quoted labels, value-first and value-last.',
  },
  mink: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: '"I follow \\"X\\"", "the \\"X\\" field should contain \\"Y\\"", "I should see N \\"X\\" elements", "I should be on \\"/path\\"", "the url should match ...".',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: '"the \\"X\\" button should be disabled", "the \\"X\\" checkbox should (not) be checked", "I should see an error", "... within the X", "I wait for ... to appear".',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goal-first one-sentence briefs ("Open my membership and cancel the Machines That Think visit", "Swap my Thursday box for a vegetarian one"), informal, several actions at once.',
  },
  stagehand: {
    title: 'Stagehand act() / extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Short lower-case atomic actions naming an element by role, place or look ("click the heart on the Machines That Think card", "type ... into the search box").',
  },
  magnitude: {
    title: 'Magnitude: natural-language test steps and checks',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'Intents as steps ("Add a second meter reading") and checks as statements of fact ("the Keynote is in my agenda", "the basket total is £58.40").',
  },
  shortest: {
    title: 'Shortest: end-to-end tests written as plain-English goals',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their expected end ("Log in with ... and verify the account page greets the user"), used for compound and login steps.',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Find-and-pick tasks with relative phrasing ("pick the earliest free slot", "choose the cheapest tariff"), kept as one step.',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real sites (museums, utilities, recipe sites, event schedules)',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks with the values given in the sentence ("Book 2 adult tickets for 5 December at 11:00"), split into single steps or kept compound.',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: '"click \\"X\\"", "enter \\"Y\\" into \\"X\\"", "select \\"Y\\" from \\"X\\"", "click the 2nd \\"X\\"", "check that page contains ...", "click \\"X\\" to the right of \\"Y\\"", "check that \\"X\\" is disabled".',
  },
  momentic: {
    title: 'Momentic: AI test steps and natural-language assertions',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Assertions as a description of what the page shows ("the page shows a confirmation that the reading was submitted"), actions named by their description ("the blue Continue button at the bottom").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines with several actions and the expected result appended ("Fill in the lead booker and agree to the rules; Pay becomes enabled").',
  },
  octomind: {
    title: 'Octomind: test steps generated and edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome-named steps ("a toast confirms the preferences were saved") and purpose-named targets ("the member card", "the usage chart").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: writing natural-language test steps and assertions',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Checkpoints written as "Verify that ..." / "Assert ..." with the value in the sentence, actions like "Click on the ... button".',
  },
  'testrail-manual': {
    title: 'Manual test cases as QA teams keep them (TestRail step / expected-result style)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps and expected results ("Navigate to Tariffs", "Expected: Submit reading is disabled", "Enter meter reading 48213"), abbreviations and small typos.',
  },
  'bug-report': {
    title: 'Steps to reproduce in bug reports (GitHub issue forms: "1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Reproduction steps as reporters write them: lower case, informal, a typo or odd casing now and then ("click on the 3 dots next to the keynote", "hit enter").',
  },
};
