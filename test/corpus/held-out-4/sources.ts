/**
 * Where the phrasing of held-out-4's steps comes from: one key per style. Each step was written anew for the fixture
 * apps in the way the source writes steps; nothing was copied from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'gherkin-reference': {
    title: 'Cucumber: Gherkin reference (Given/When/Then, And/But, scenario outlines)',
    url: 'https://cucumber.io/docs/gherkin/reference/',
    kind: 'gherkin',
    note: 'First-person feature steps with a keyword ("Given I am on ...", "When I move ...", "Then I should see ..."), quoted values, outline variables in {{ }}.',
  },
  'capybara-web-steps': {
    title: 'cucumber-rails generated web steps (Capybara), as still used in many Rails projects',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: '"I press ...", "I fill in X with Y", "I check/uncheck ...", "I should see ... within ...", "the X field should contain Y": quoted labels, value-last and value-first.',
  },
  'behat-mink': {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: '"I follow ...", "I select X from Y", "the X checkbox should be checked", "I should see N X elements", "the response should contain": PHP-project feature style.',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Whole tasks in one sentence ("Log in with ... and add a card ..."), written as one would brief an agent; split or kept compound.',
  },
  stagehand: {
    title: 'Stagehand act() and observe() documentation',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Short imperative atomic actions in lower case ("click the ...", "type ... into the ... field"), often naming elements by appearance or position.',
  },
  magnitude: {
    title: 'Magnitude: test cases with natural-language steps and checks',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'Steps as intentions ("Mark ... as blocked") and checks as plain statements of what should be visible, paraphrasing the page.',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: '"click \\"X\\"", "enter \\"Y\\" into \\"X\\"", "check that page contains ...", "click the 2nd ...", "... to the right of ...", "select ... from ...".',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test authoring',
    url: 'https://www.lambdatest.com/kane-ai',
    kind: 'product-docs',
    note: 'Conversational steps and checkpoints ("verify that ...", "assert the ... is ..."), with visual descriptions of icons and colours.',
  },
  momentic: {
    title: 'Momentic: AI steps and AI assertions',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Assertions stated as facts about the page ("the report shows ...", "a success message is displayed") and waits ("wait until ...").',
  },
  octomind: {
    title: 'Octomind: AI-generated end-to-end test steps',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Generated step lists in the imperative with quoted button texts ("click \\"Save\\"", "verify heading \\"...\\" is visible").',
  },
  'qa-handover': {
    title: 'Manual test cases as QA teams hand them over (Zephyr / TestRail step style)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Numbered manual steps turned single: "Navigate to ...", "Observe that ...", "Expected: ...", terse and sometimes with a typo or a wrong case.',
  },
};
