/**
 * Where the phrasing of held-out-5's steps comes from: one key per style. Each step was written anew for the fixture
 * apps in the way the source writes steps; nothing was copied from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'gherkin-reference': {
    title: 'Cucumber: Gherkin reference (Given/When/Then, And/But, scenario outlines)',
    url: 'https://cucumber.io/docs/gherkin/reference/',
    kind: 'gherkin',
    note: 'First-person steps with a keyword ("Then I should see ...", "When I choose ..."), quoted values, outline variables written as {{name}}.',
  },
  'capybara-web-steps': {
    title: 'cucumber-rails generated web steps (Capybara)',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: '"When I select X from Y", "I check/uncheck X", "I fill in X with Y", "I press X", "I should see X": quoted labels and values, value-first and value-last.',
  },
  'behat-mink': {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: '"I follow ...", "the X checkbox should be checked", "I should see N X elements", "the page title contains ...": PHP-project feature style, checks on state and counts.',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: '"the X button should be disabled", "the X field should contain Y", "I should see a field X", "within the X": quoted element names with should-statements.',
  },
  'owncloud-webui': {
    title: 'ownCloud core: web UI acceptance features (files, trashbin, sharing)',
    url: 'https://github.com/owncloud/core/tree/master/tests/acceptance/features',
    kind: 'gherkin',
    note: 'Third-person, domain-named steps: "the user renames file "a" to "b" using the webUI", "the user restores file ... from the trashbin", "the user opens folder ..."; adapted to the drive app without the "using the webUI" tail.',
  },
  'nextcloud-features': {
    title: 'Nextcloud server: integration and acceptance features (files app, sharing)',
    url: 'https://github.com/nextcloud/server/tree/master/build/integration/features',
    kind: 'gherkin',
    note: 'Share and file-list statements ("share X with Y as editor", "the file list contains a file named ...", "X is owned by Y", "N items are shared with me").',
  },
  'opentable-mind2web': {
    title: 'Mind2Web: tasks on restaurant booking sites (OpenTable, Resy, Yelp reservations)',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Whole booking tasks in one sentence ("Book a table for 4 on ... at 7:30 pm on the terrace"), split into single actions or kept compound; dates written the way the tasks write them.',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks (Google Flights, Booking.com, and others)',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Search-and-pick tasks ("find the cheapest direct train ... and select it", "open the first result"), with dates in words and relative phrasing.',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Tasks in one sentence as one would brief an agent ("Create a folder called ...", "Move X to the trash", "Add £50 to the holiday goal").',
  },
  stagehand: {
    title: 'Stagehand act() / observe() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Short lower-case imperative atomic actions ("click the ...", "type ... into the ...", "open the ... menu of ..."), elements named by role, position or appearance.',
  },
  magnitude: {
    title: 'Magnitude: natural-language test cases and checks',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'Intentions as steps ("Star Logo final.png", "Resolve Lena\'s comment") and checks as plain statements of fact ("X is starred", "the file was renamed").',
  },
  skyvern: {
    title: 'Skyvern: navigation goals and completion criteria of workflow blocks',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'Goal-style steps with a completion condition ("fill in the passenger details ... the task is complete when ..."), shortened to one step; form values given as field: value pairs.',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: '"click \\"X\\"", "enter \\"Y\\" into \\"X\\"", "select \\"Y\\" from \\"X\\"", "click the 2nd \\"X\\"", "check that page contains ...", "... to the right of ...".',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language authoring and assertions',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-guide/',
    kind: 'product-docs',
    note: '"Verify that ...", "assert the ... shows ...", conversational checkpoints about values, badges and icons.',
  },
  momentic: {
    title: 'Momentic: AI steps, AI checks and waits',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Checks stated as facts about what is displayed ("a toast confirms ...", "an error asks for ..."), messages named by meaning, and "wait until ..." steps.',
  },
  octomind: {
    title: 'Octomind: generated end-to-end test steps',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Generated imperative steps with quoted button texts ("click \\"Grid\\"", "the page heading is \\"...\\""), terse and one action each.',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines written in plain English before the code',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines such as "Right-click the file and choose Download", "Set the filter to ... and apply", compound and user-centred.',
  },
  checksum: {
    title: 'Checksum: plain-language test descriptions generated from sessions',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'Descriptive steps that name the outcome ("the transaction is categorised as ...", "the goal progress reaches ..."), sometimes several actions in one line.',
  },
  'testrail-manual': {
    title: 'Manual test cases as QA teams keep them (TestRail / Zephyr step style)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse expected results ("Expected: the table lists 11 files", "Storage used: 7.4 GB of 15 GB"), "Navigate to ...", "Observe that ...", abbreviations and small typos.',
  },
  'qa-handover': {
    title: 'Steps to reproduce in bug reports (GitHub issue templates: "1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Reproduction steps copied from bug reports: "Type logo in the search box and hit Enter", "Clear the field and type ...", lower case and informal, sometimes with a typo.',
  },
};
