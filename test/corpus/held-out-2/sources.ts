/**
 * Where the held-out-2 phrasings come from: public Gherkin step libraries and features, examples of open-source
 * browser agents and their evaluation sets, and documentation of hosted AI-testing products. Each entry names the
 * source it was adapted from; the note says what was taken.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'cucumber-web-steps': {
    title: 'cucumber-rails: the web_steps.rb it generated (Capybara step definitions, up to 0.3)',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'I press "...", I follow "...", I fill in "..." with "...", I select "..." from "...", I check/uncheck "...", I should see "..." within "...", the "..." field should contain "...": quoted targets, field-before-value and value-before-field forms, "within" scopes.',
  },
  'mink-context': {
    title: 'Behat MinkExtension MinkContext step definitions',
    url: 'https://github.com/Behat/MinkExtension/blob/master/src/Behat/MinkExtension/Context/MinkContext.php',
    kind: 'gherkin',
    note: 'I am on "...", I should be on "...", the url should match, I should see N "..." elements, the "..." checkbox should (not) be checked, the "..." field should contain "...", I should see "..." in the "..." element, I wait for ...: URL, count and element-text claims.',
  },
  spreewald: {
    title: 'Spreewald web steps (makandra)',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'the "..." field should be disabled, I should see a field "...", "..." should be selected for "...", the radio button "..." should be checked, I should see an element "...", I click on the element "...", I wait for the page to load: states of fields and options, "should not" forms.',
  },
  'diaspora-features': {
    title: 'diaspora* Cucumber features',
    url: 'https://github.com/diaspora/diaspora/tree/develop/features',
    kind: 'gherkin',
    note: 'Steps of a real product\'s features: "I press the first ...", "I click on selector ...", "I should see ... within ...", "I confirm the alert", "I go to the ... page", "I sign in as ..." : ordinals, confirmation dialogs, page visits and sign-in steps.',
  },
  'gherkin-reference': {
    title: 'Cucumber documentation: Gherkin reference and examples',
    url: 'https://cucumber.io/docs/gherkin/reference/',
    kind: 'gherkin',
    note: 'Given/When/Then/And/But forms, first-person "I" and third-person subjects, Scenario Outline values ("<email>") turned into {{variables}}.',
  },
  'testrigor-docs': {
    title: 'testRigor documentation: plain English commands (click, enter, select, check that)',
    url: 'https://testrigor.com/docs/',
    kind: 'product-docs',
    note: 'click "Sign in", enter "..." into "...", select "..." from "...", check that page contains "...", check that "..." is checked/disabled, click the 2nd "...", click "..." to the right of "...", scroll down until page contains, wait 3 seconds and check: ordinals, relative positions, "check that" assertions.',
  },
  'mabl-docs': {
    title: 'mabl help: GenAI assertions and natural-language test steps',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Assertions phrased as a user describes the screen: "the confirmation banner shows the order number", "the chart shows three bars", "the modal is no longer visible": messages named by meaning, not by their exact text.',
  },
  'functionize-docs': {
    title: 'Functionize: NLP test creation (Architect, plain English test steps)',
    url: 'https://www.functionize.com/',
    kind: 'product-docs',
    note: 'Imperative steps written by manual testers: "Navigate to ...", "Verify that the ... is displayed", "Enter ... in the ... field", "Click on the ... button": "Verify that" checks and "Click on the ... button" clicks.',
  },
  'testim-docs': {
    title: 'Testim documentation: Copilot and AI-generated test steps',
    url: 'https://help.testim.io/',
    kind: 'product-docs',
    note: 'Short test descriptions turned into steps ("Validate the cart total", "Add the first item to the cart", "Verify the success toast"): validate/verify verbs, ordinal items, toasts.',
  },
  'reflect-docs': {
    title: 'Reflect documentation: AI prompts and AI assertions',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'Prompts such as "Click the blue Submit button in the footer", "Enter a random email into the email field", "Verify the header says ...", "Assert that the total price is greater than $0": colour/position qualifiers, verify/assert verbs.',
  },
  'qawolf-docs': {
    title: 'QA Wolf: test outlines and natural-language test cases',
    url: 'https://www.qawolf.com/',
    kind: 'product-docs',
    note: 'Outline lines written by QA engineers before automation: "Assert the ... badge updates", "Open the ... menu for the first row and choose ...", "Assert toast appears": row actions in menus, badges, toasts.',
  },
  'octomind-docs': {
    title: 'Octomind documentation: test case steps and agent prompts',
    url: 'https://octomind.dev/docs/',
    kind: 'product-docs',
    note: 'Test cases described as user goals with expected results ("go to the ... page, filter by ..., expect ... results"): goal-first steps, counts of results after a filter.',
  },
  'momentic-docs': {
    title: 'Momentic documentation: AI actions, AI checks and natural-language locators',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'AI check statements ("the page shows 2 items in the cart", "there is an error message about the password") and natural-language locators ("the trash icon next to the first row", "the second card\'s button"): icon words, "next to", claims by meaning.',
  },
  'checksum-docs': {
    title: 'Checksum: AI-generated end-to-end tests (natural-language test descriptions)',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'Generated test titles and steps such as "User adds item with custom options to cart", "Verify the applied discount is reflected in the total": compound task steps and totals.',
  },
  'autify-docs': {
    title: 'Autify documentation: Genesis / AI test case generation and step descriptions',
    url: 'https://help.autify.com/',
    kind: 'product-docs',
    note: 'Japanese-English style step descriptions as produced by test-case generation ("Confirm that the ... is displayed", "Input ... to ... field", "Select ... in ... pulldown"): "pulldown", "input ... to", "confirm that".',
  },
  'stagehand-act': {
    title: 'Stagehand documentation: act() and observe() examples',
    url: 'https://docs.stagehand.dev/basics/act',
    kind: 'agent-examples',
    note: 'Atomic act instructions ("click the sign in button", "type \'...\' into the search bar", "select ... from the dropdown", "scroll to the bottom", "click the first link in the results") and the advice to keep one action per instruction.',
  },
  'browser-use-examples': {
    title: 'browser-use examples and task prompts',
    url: 'https://github.com/browser-use/browser-use/tree/main/examples',
    kind: 'agent-examples',
    note: 'Task prompts split into single steps ("Go to ..., search for ..., open the first result", "add the cheapest ... to the cart", "fill in the form with ..."): multi-step tasks, "cheapest"/"first result" references, forms filled from a list of values.',
  },
  'skyvern-docs': {
    title: 'Skyvern documentation: navigation goals, data extraction and completion criteria',
    url: 'https://docs.skyvern.com/',
    kind: 'agent-examples',
    note: 'Navigation goals with completion criteria ("Fill out the form ... COMPLETE when the confirmation page is shown", "If you see a cookie banner, accept it"): conditional and goal-style phrasing, confirmation-message checks.',
  },
  zerostep: {
    title: 'ZeroStep ai() for Playwright: README examples',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'ai(\'Type "..." in the search box\'), ai(\'Press enter\'), ai(\'Get the header text\'), assertion questions ("Is the ... visible?", "What is the total?"): question-form assertions and key presses.',
  },
  'auto-playwright': {
    title: 'auto-playwright: README examples',
    url: 'https://github.com/lucgagan/auto-playwright',
    kind: 'agent-examples',
    note: "auto('type \"foo\" in the search box'), auto('press enter'), auto('is the ... visible?'), auto('get the first ... value'): lowercase terse steps, yes/no checks.",
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): natural-language end-to-end tests',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Test statements such as "Login to the app using email and password", "Verify that the user can ... and the ... shows ...": login-as-a-task steps with credentials in variables, compound verify statements.',
  },
  webvoyager: {
    title: 'WebVoyager benchmark tasks',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Real-site tasks ("Find a ... with at least 3 bedrooms under ...", "Enrol in the free course ...", "Search for ... events this weekend") cut into the single steps a tester would write: filter-then-check, price limits, "free" items.',
  },
  mind2web: {
    title: 'Mind2Web dataset tasks (airlines, restaurants, events, real estate)',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Crowd-written tasks on airline, food-ordering, ticketing and housing sites ("Check in for flight with confirmation number ... and last name ...", "Add a large pizza with olives to the cart", "Find tickets for ... and choose 2 general admission"): domain vocabulary and value-first phrasing.',
  },
};
