/**
 * Where the held-out-3 phrasings come from: Gherkin features of public projects in the apps' own domains (car rental,
 * banking, recruiting, helpdesks) and generic step libraries, examples of open-source browser agents and their
 * evaluation sets, and documentation of hosted AI-testing products. Each entry names the source it was adapted from;
 * the note says what was taken and how it was adapted.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'gherkin-car-rental': {
    title:
      'Car rental Cucumber features: KrzGruszcz/coding_task CarRent.feature and jyothis4/MobileAutomationProject CarBooking.feature',
    url: 'https://github.com/KrzGruszcz/coding_task/blob/master/cypress/integration/CarRent.feature',
    kind: 'gherkin',
    note: '"And I choose \'2021-06-22\' pick-up date", "And I click \'Search\' button", "When I click \'Rent\' button for \'Skoda Octavia\' model", "user enters ... into the \\"Pick-up location\\" field": single-quoted values, the value before its field, a button named by another word than the page\'s (Rent for Select) and scoped by a car model; adapted to Roadway\'s cars and dates.',
  },
  'gherkin-bank': {
    title:
      'Banking Cucumber features: kerryb/tdd-demo bank.feature, stephenpenn Bank_Account_Transfer.feature, betterplace/acts_as_account transfer.feature',
    url: 'https://github.com/kerryb/tdd-demo/blob/master/features/bank.feature',
    kind: 'gherkin',
    note: '"Then Fred\'s account balance should be £90", "When I transfer 20,000 USD to my savings account", "And the balance shows 100,000 USD", "I transfer 30 € from Thies\'s account to Norman\'s account": possessive subjects, amounts with currency signs and grouped thousands, transfers stated as whole tasks; adapted to Northfield Bank\'s accounts and payees.',
  },
  'gherkin-recruiting': {
    title:
      'Recruitment Cucumber features: WaedSammar/OrangeHRM recruitment.feature and salamyounis1/Candidate-Statuses Candidate_Process.feature',
    url: 'https://github.com/WaedSammar/OrangeHRM/blob/main/cypress/e2e/recruitment/recruitment.feature',
    kind: 'gherkin',
    note: '"When the user schedules an interview", "And rejects the candidate", "Then the candidate status should be Rejected", "Given the candidate is in \\"Shortlisted\\" status": third-person "the user" subjects, statuses quoted and unquoted, stage changes as verbs; adapted to Talentdesk\'s pipeline stages and candidates.',
  },
  'gherkin-helpdesk': {
    title:
      'Helpdesk Cucumber features: AndyObtiva/customer_support_ticketing_system and WillemReynvaan/Re12Opdr3 resolve_ticket.feature',
    url: 'https://github.com/AndyObtiva/customer_support_ticketing_system/blob/master/features/ticketing_as_support_agent.feature',
    kind: 'gherkin',
    note: '"When Support Agent chooses to view support request ticket \\"Status Ticket 2\\"", "And I click on the top ticket", "And I change the \\"Ticket state\\" to \\"resolved\\"", "Then the number of resolved tickets should be X+1": a role as the subject, "the top ticket", "change X to Y" for selects, counters; adapted to Supportly\'s queue and ticket page.',
  },
  'cucumber-web-steps': {
    title: 'cucumber-rails: the generated web_steps.rb (Capybara step definitions)',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'I press "...", I follow "...", I fill in "..." with "...", I select "..." from "...", I check "...", I should see "..." within "...", the "..." field should contain "...", the "..." checkbox should be checked: quoted targets, "within" scopes, field-before-value and value-before-field.',
  },
  'mink-context': {
    title: 'Behat MinkExtension MinkContext step definitions',
    url: 'https://github.com/Behat/MinkExtension/blob/master/src/Behat/MinkExtension/Context/MinkContext.php',
    kind: 'gherkin',
    note: 'I should be on "...", the url should match "...", I should see N "..." elements, the "..." element should contain "...", the response should contain "...", the page title: URL, title and count claims.',
  },
  spreewald: {
    title: 'Spreewald web steps (makandra)',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'the "..." field should be disabled, "..." should be selected for "...", the radio button "..." should (not) be checked, I should see an element "...", I click on "..." inside "...": states of fields, options, switches and sections, "should not" forms.',
  },
  'testrigor-docs': {
    title: 'testRigor documentation: the plain-English language reference',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "...", enter "..." into "...", select "..." from "...", check that page contains "...", check that "..." is disabled, click the 3rd "...", click "..." to the right of "...", "in the context of" scopes: double-quoted data, ordinals written as 2nd/3rd, "check that" assertions.',
  },
  'harness-ai-assertions': {
    title: 'Harness AI Test Automation: best practices for AI commands (AI assertions)',
    url: 'https://developer.harness.io/docs/ai-test-automation/best-practices/best-practices-for-ai-commands',
    kind: 'product-docs',
    note: 'Its recommended assertions: "Is the account balance displayed as $1,250.00?", "In the confirmation dialog, is the deposit amount $100?", "Is the error message visible?", "Does the error message contain \'Invalid credentials\'?": yes/no questions with a reference point (a dialog, a section), amounts; adapted to balances, dialogs and errors of the apps.',
  },
  'magnitude-check': {
    title: 'Magnitude: the test case agent, agent.act() and agent.check()',
    url: 'https://docs.magnitude.run/reference/test-case-agent',
    kind: 'agent-examples',
    note: 'agent.act("create three todos") then agent.check("three todos exist"): short declarative checks with counts written as words or digits, acts stated as goals.',
  },
  'maestro-assertwithai': {
    title: 'Maestro: assertWithAI',
    url: 'https://docs.maestro.dev/api-reference/commands/assertwithai',
    kind: 'product-docs',
    note: '"Login and password text fields are visible.", assertions about what the screen shows rather than about one element ("a two-factor authentication prompt is shown"): visibility claims and prompts named by meaning.',
  },
  'pingdom-transaction-checks': {
    title: 'Pingdom transaction check cheat sheet (SolarWinds documentation)',
    url: 'https://documentation.solarwinds.com/en/success_center/pingdom/content/topics/transaction-check-cheat-sheet.htm',
    kind: 'product-docs',
    note: '"Click label, name, or CSS selector", "Fill in field ... with text", "Check checkbox ...", "Select dropdown ... with ...", "Wait for element ... to contain text", "URL should be ...": terse command forms without articles, waits for text to appear.',
  },
  'momentic-docs': {
    title: 'Momentic documentation: AI checks, natural-language locators and AI actions',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: 'AI checks such as "there is an error message about the password", natural-language locators ("the trash icon next to the first row", "the Pay button on the Rent card"): messages named by what they are about, icon words, card and row scopes.',
  },
  'octomind-docs': {
    title: 'Octomind documentation: prompts for the test-generating agent and why the agent fails',
    url: 'https://octomind.dev/docs/guides/agent-fails',
    kind: 'product-docs',
    note: 'Prompts "as precise as instructions to a manual tester", sometimes a single phrase ("Log out"), goals with expected results ("filter by ..., expect ... results"): terse goal steps, counts after a filter.',
  },
  'qawolf-docs': {
    title: 'QA Wolf: natural-language test outlines',
    url: 'https://www.qawolf.com/',
    kind: 'product-docs',
    note: 'Outline lines written before automation: "Open the ... menu for the first row and choose ...", "Assert the ... badge updates", "Assert toast appears", "Expand the ... section": row menus, badges, toasts and sections.',
  },
  'reflect-docs': {
    title: 'Reflect documentation: AI prompts and AI assertions',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: '"Verify the header says ...", "Assert that the total price is greater than $0", "Click the blue Submit button in the footer": verify/assert verbs, headings and position qualifiers.',
  },
  'rainforest-docs': {
    title: 'Rainforest QA: writing plain-English test steps (action and question)',
    url: 'https://help.rainforestqa.com/',
    kind: 'product-docs',
    note: 'Each step an action and a yes/no question for a tester ("Click the Sign in button. Do you see your dashboard?", "Verify that ..."): question forms and "Verify that" claims.',
  },
  'checksum-docs': {
    title: 'Checksum: AI-generated end-to-end tests (natural-language test descriptions)',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'Generated descriptions such as "Verify the applied discount is reflected in the total", "User adds item with custom options": totals after a change, compound user tasks.',
  },
  'functionize-docs': {
    title: 'Functionize: NLP test creation from plain-English test cases',
    url: 'https://www.functionize.com/',
    kind: 'product-docs',
    note: 'Manual-tester style steps: "Navigate to ...", "Verify that the ... is displayed", "Enter ... in the ... field", "Click on the ... button", "In the ... section, ...": "Click on the X button", section scopes first.',
  },
  'mabl-docs': {
    title: 'mabl help: GenAI assertions',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Assertions describing the screen as a user would ("the confirmation banner shows the order number", "the modal is no longer visible"): claims by meaning, not the exact words.',
  },
  'testim-docs': {
    title: 'Testim documentation: AI-generated test steps',
    url: 'https://help.testim.io/',
    kind: 'product-docs',
    note: '"Validate the cart total", "Verify the success toast", "Add the first item ...": validate/verify verbs, toasts.',
  },
  'stagehand-act': {
    title: 'Stagehand documentation: act() and observe()',
    url: 'https://docs.stagehand.dev/basics/act',
    kind: 'agent-examples',
    note: 'Atomic instructions: "click the sign in button", "type \'...\' into the search bar", "select ... from the dropdown", "scroll to the bottom", "press enter", "click the first link": lowercase imperatives, one action each.',
  },
  'browser-use-examples': {
    title: 'browser-use examples and task prompts',
    url: 'https://github.com/browser-use/browser-use/tree/main/examples',
    kind: 'agent-examples',
    note: 'Task prompts ("find the cheapest ..., add it ...", "fill in the form with ...", "open the second result") cut into single steps: cheapest/second references, forms filled from one sentence of values.',
  },
  'skyvern-docs': {
    title: 'Skyvern documentation and examples: navigation goals, job applications, completion criteria',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'Navigation goals such as applying to jobs on Lever-style forms, "Fill out the form ... COMPLETE when the confirmation is shown", "If you see a cookie banner, accept it": goal-style and conditional steps, confirmation checks.',
  },
  webvoyager: {
    title: 'WebVoyager benchmark tasks',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Real-site tasks ("Find a ... under $50 per day", "Search for ... and filter by ...") cut into the single steps a tester writes: price limits, filters, claims about a listing.',
  },
  mind2web: {
    title: 'Mind2Web dataset tasks (car rental, banking, jobs)',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Crowd-written tasks on car rental, finance and job sites ("Rent an automatic SUV at ... from ... to ...", "Find a software engineering job in ... and save it"): domain vocabulary, value-first phrasing, dates in words.',
  },
};
