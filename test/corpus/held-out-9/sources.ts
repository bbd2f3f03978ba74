/**
 * Where the phrasing of held-out-9's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  gherkin: {
    title: 'Cucumber: Gherkin reference (Given/When/Then, And/But, scenario outline examples)',
    url: 'https://cucumber.io/docs/gherkin/reference/',
    kind: 'gherkin',
    note: 'Keyword-led steps ("Given I am signed in as ...", "Then the total should be ...", "And I press ..."), outline values as {{name}} variables, a resident or donor as the subject.',
  },
  'rails-web-steps': {
    title: 'cucumber-rails web steps (Capybara), as kept in many projects after they left the generator',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Quoted labels and values: Fill in "X" with "Y", Select "Y" from "X", I choose "X", Click "X" in the ... row, I should see an error ...; kept with or without the leading keyword.',
  },
  mink: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'Follow "X", the URL should contain "...", counts of things on the page ("6 opportunities are listed", "the table has N rows").',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'State and page steps: the "X" button should be disabled, the title of the page should be "...", I wait for ... to appear, the heading should be ....',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: 'Goal sentences that leave the clicks to the agent ("Give £50 a month as Sam Okafor", "Apply for the single person discount", "Remove birthday-cake.jpg").',
  },
  stagehand: {
    title: 'Stagehand act() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Short lower-case actions that name a control by what it is or where it sits ("type ... in the location description box", "in the reviews, click Helpful on ...").',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Relative picks kept as one step ("add the second plant in the list", "the cheapest plant is ...", "delete the last photo in the list").',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying their values ("Report a pothole on Station Road: ...", "Register 2 places for the Charity golf day as ...", "Set the start date to 1 April 2027"), single or compound.',
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X", enter "Y" into "X", click the 2nd/3rd "X", check that ..., turn on "X", scoped clicks ("Click \\"Me too\\" on the fly-tipping report"), and bare labels that match several controls.',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'Messages named by what they ask for rather than their words ("an error asks whether the bin was out by 7am", "the summary asks me to choose an amount").',
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence, with or without "Verify that" ("Verify that Gift Aid adds £6.25", "Quiz night has 4 places left", "The total is £38.91").',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines written in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines that chain actions with commas, colons and "then" ("Report the black bin as missed: say it was out by 7am and send the report").',
  },
  octomind: {
    title: 'Octomind: test steps generated and edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks ("a toast confirms the application ... was sent", "the page thanks Sam", "the page says the order has been shipped").',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of the control ("Open the basket", "Click View basket in the toast", "Expand Easter 2027", "Open the more actions menu for 2024/25 and choose ...").',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'State claims about one item named by its title ("Hydrangea \'Annabelle\' is on my wishlist", "The Station Road pothole is marked Fixed", "Standard paper is selected").',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'A check after an action, split into an assertion ("The map says \\"Pin dropped on Mill Lane\\"", "The Van driver role is still listed").',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse imperative steps and expected results ("Go to page 2", "Set quantity to 3", "Recycling is collected every week", "Select the 5L pot").',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Lower-case reproduction steps with loose names ("press enter in the postcode field", "click save", "hit escape", "set the finish of birthday-cake.jpg to gloss").',
  },
};
