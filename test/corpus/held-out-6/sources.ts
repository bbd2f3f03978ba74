/**
 * Where the phrasing of held-out-6's steps comes from: one key per style. Each step was written anew for the fixture
 * apps in the way the source writes steps; nothing was copied from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'gherkin-reference': {
    title: 'Cucumber: Gherkin reference (Given/When/Then, And/But, scenario outlines)',
    url: 'https://cucumber.io/docs/gherkin/reference/',
    kind: 'gherkin',
    note: 'Keyword-led first-person steps ("When I book ...", "Then I should see ..."), outline values as {{name}} variables, "And"/"But" continuations kept at the start of a step.',
  },
  'capybara-web-steps': {
    title: 'cucumber-rails generated web steps (Capybara)',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: '"I fill in \\"X\\" with \\"Y\\"", "I press \\"X\\"", "I select \\"Y\\" from \\"X\\"", "I check \\"X\\"", "I should see \\"X\\" within \\"Y\\"": quoted labels, value-last and value-first.',
  },
  'behat-mink': {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: '"I follow \\"X\\"", "the \\"X\\" field should contain \\"Y\\"", "I should see N \\"X\\" elements", "the response should contain ...", "I am on \\"/path\\"".',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: '"the \\"X\\" button should be disabled", "the \\"X\\" checkbox should (not) be checked", "I should see an error", "... within the X", "I wait for the page to load".',
  },
  'solidus-features': {
    title: 'Solidus / Spree storefront and admin feature specs (checkout, addresses, promotions)',
    url: 'https://github.com/solidusio/solidus/tree/main/core/lib/spree/testing_support',
    kind: 'gherkin',
    note: 'Checkout phrasing for the pharmacy basket: "fill in the billing address", "apply the promotion code ...", "the order total should be ...", two address blocks with the same field names.',
  },
  'mind2web-tasks': {
    title: 'Mind2Web: tasks on real sites (insurance quotes, pharmacies, gyms, shipping carriers)',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Whole tasks in one sentence ("Track the package with number ... and change delivery to a safe place", "Get a quote for a 2019 Golf ..."), split into single steps or kept compound, values as the tasks give them.',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Find-and-pick tasks with relative phrasing ("book the earliest yoga class on Tuesday", "find the cheapest cover and select it").',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'One-sentence briefs ("Refill my sertraline prescription with express delivery", "Cancel my Boxfit booking"), informal and goal-first.',
  },
  stagehand: {
    title: 'Stagehand act() / extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Short lower-case atomic actions naming an element by role, place or look ("click the heart icon on the Pilates Core card", "type ... into the search box").',
  },
  magnitude: {
    title: 'Magnitude: natural-language test steps and checks',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'Intents as steps ("Book Spin Express") and checks as statements of fact ("Spin Express is booked", "credits went down to 5").',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: '"click \\"X\\"", "enter \\"Y\\" into \\"X\\"", "select \\"Y\\" from \\"X\\"", "click the 2nd \\"X\\"", "check that page contains ...", "... below \\"X\\"", "check that \\"X\\" is disabled".',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: writing natural-language test steps and assertions',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Checkpoints written as "Verify that ..." / "Assert ..." with the value in the sentence, and actions like "Click on the ... button".',
  },
  maestro: {
    title: 'Maestro: assertWithAI and tapOn in flows',
    url: 'https://docs.maestro.dev/api-reference/commands/assertwithai',
    kind: 'product-docs',
    note: 'Assertions as one descriptive sentence ("The schedule shows five classes for Monday and one of them is full"), "tap on ..." actions.',
  },
  octomind: {
    title: 'Octomind: test steps generated and edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome-named steps ("the quote price updates to ...", "a success toast appears") and purpose-named targets ("the courier rating widget").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines with several actions ("Fill out the main driver section and continue"), user-centred, some with the expected result appended.',
  },
  reflect: {
    title: 'Reflect: AI-powered test steps and visual assertions',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'Plain instructions with a target described by position or appearance ("Click the red delete icon in the last row", "Verify the green success banner").',
  },
  checkly: {
    title: 'Checkly: browser checks described in plain language for synthetic monitoring',
    url: 'https://www.checklyhq.com/docs/browser-checks/',
    kind: 'product-docs',
    note: 'Monitoring-style checks on titles, URLs, headings and key figures ("the page title is ...", "URL contains /track", "tracking status is visible within 5 seconds").',
  },
  'testrail-manual': {
    title: 'Manual test cases as QA teams keep them (TestRail / Zephyr step style)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps and expected results ("Navigate to Membership", "Expected: Change plan button is disabled", "Enter DOB 14/03/1988"), abbreviations and small typos.',
  },
  'bug-report': {
    title: 'Steps to reproduce in bug reports (GitHub issue templates: "1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Reproduction steps as reporters write them: lower case, informal, sometimes a typo or odd casing ("click on the bin icon for boxfit", "hit enter").',
  },
};
