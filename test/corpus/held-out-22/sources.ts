/**
 * Where the phrasing of held-out-22's steps comes from: one key per style. Every step was written anew for the fixture
 * apps in the way its source writes steps; nothing was copied from the sources or from the other corpus sets.
 */
import type { CorpusSource } from '../types';

export const sources: Record<string, CorpusSource> = {
  'cucumber-web': {
    title: 'Cucumber web step definitions (cucumber-rails / Capybara web_steps) as kept in projects',
    url: 'https://github.com/cucumber/cucumber-rails',
    kind: 'gherkin',
    note: 'Quoted labels and values in web_steps form: Select "Dr" from the Title dropdown, Set annual mileage to "8,001 to 12,000 miles", Choose 4 in "How many tickets?", Tick Motor legal protection, and "I should see" claims turned into The heading says "Sign in to your account" and The error summary says "Enter your phone number".',
  },
  behat: {
    title: 'Behat MinkExtension step definitions (MinkContext)',
    url: 'https://github.com/Behat/MinkExtension',
    kind: 'gherkin',
    note: 'I press "X" with bare names that every row, card or question shares: Choose Yes (two Yes/No questions), Click Change (every summary row), Click Remove, Click Download, Click View tickets, Click Add to basket, Click Withdraw, Click Details, Click Cancel place.',
  },
  spreewald: {
    title: 'Spreewald: reusable Cucumber steps by makandra',
    url: 'https://github.com/makandra/spreewald',
    kind: 'gherkin',
    note: 'State steps about fields and buttons: The Continue to payment button is disabled, £100 is selected as the voluntary excess, The Protected no-claims discount option is disabled, "Keep me signed in" is ticked by default, The Verify button is disabled, The Back button is enabled.',
  },
  codecept: {
    title: 'CodeceptJS scenarios (I.click, I.fillField, I.see, I.pressKey, I.waitForText) read back as sentences',
    url: 'https://codecept.io/basics/',
    kind: 'gherkin',
    note: 'First-person literal steps read back from I.fillField / I.pressKey: Type "Glasshouse" in the search box and press Enter, Type Harbour2027 into the password field and press Enter, Press Escape to close the dialog, Type 40 into the face value field.',
  },
  gauge: {
    title: 'Gauge specifications: markdown specs with bulleted steps',
    url: 'https://docs.gauge.org/writing-specifications',
    kind: 'gherkin',
    note: 'Short bulleted imperatives carrying their data: Choose Comprehensive cover, Remove Priya Desai from the policy, Add the balcony ticket to the basket, Resell the Late Laughs tickets, Leave the Italian A1 waitlist, Keep my place.',
  },
  'robot-browser': {
    title: 'Robot Framework Browser library keywords as written in test suites',
    url: 'https://marketsquare.github.io/robotframework-browser/Browser.html',
    kind: 'gherkin',
    note: 'Terse keyword-like sentences: The page heading is "About you", The page title is "Your policy – Harbourline", Click Continue, Press Continue, Click Next, Sign out, Click Check out.',
  },
  testsigma: {
    title: 'Testsigma: natural-language test steps',
    url: 'https://testsigma.com/docs/test-cases/create-steps-nl/overview/',
    kind: 'product-docs',
    note: 'Steps naming an element by what it does: Show the password, Tick the ownership box.',
  },
  'browser-use': {
    title: 'browser-use: example tasks of an open-source browser agent',
    url: 'https://github.com/browser-use/browser-use',
    kind: 'agent-examples',
    note: "Goals in the user's words that leave the clicks to the agent, some of which the app refuses or cannot do: Add breakdown cover at the Europe level, Save the quote and email it to me, Add my son Leo Desai, born 1 March 2012, as a driver, Switch my renewal to monthly payments, Message the seller Jamie R., Cancel my place on Conversation Club, Move my Spanish A1 place to the spring term.",
  },
  stagehand: {
    title: 'Stagehand act() and extract() documentation and examples',
    url: 'https://docs.stagehand.dev/',
    kind: 'agent-examples',
    note: 'Actions naming where a control sits: Click Change in the Car row, Answer Yes to "Is this your car?", In the Add a driver dialog, enter Sam as the first name, Open the Manchester date of Glasshouse Parade, In the seating plan, find Block 214, Click Show dates in the attendance card.',
  },
  midscene: {
    title: 'Midscene.js aiAction / aiAssert / aiWaitFor examples',
    url: 'https://midscenejs.com/',
    kind: 'agent-examples',
    note: 'Waits for content that arrives late and widget moves: Wait for the quote to load, Wait until the address dropdown appears, Wait for the secure payment form to load, Wait for the tickets to load, Set the cover to start on 20 November 2027, Increase the number of tickets to 3.',
  },
  magnitude: {
    title: 'Magnitude: test cases of steps with check() lines',
    url: 'https://github.com/magnitudedev/magnitude',
    kind: 'agent-examples',
    note: 'A wait for the result of the action just taken: Wait for the car details to appear, Wait until the tickets are listed.',
  },
  zerostep: {
    title: 'ZeroStep ai() calls in Playwright tests',
    url: 'https://github.com/zerostep-ai/zerostep',
    kind: 'agent-examples',
    note: 'One instruction per call, often ordinal: Click the last Download button, Click Add to basket on the third listing, The first listing is Block 108, Row K at £49.50.',
  },
  skyvern: {
    title: 'Skyvern: navigation goals and completion criteria',
    url: 'https://github.com/Skyvern-AI/skyvern',
    kind: 'agent-examples',
    note: 'A goal with its data, sometimes as {{variables}}: Log in with {{email}} / {{password}}, Log in as {{email}} using the password {{password}}, then enter the code {{code}}, Log in as {{student}} / {{password}}, Fill in my details: Tomás Byrne, tomas.byrne@example.com, born 3 March 1990.',
  },
  webvoyager: {
    title: 'WebVoyager: web-agent evaluation tasks on live sites',
    url: 'https://github.com/MinorJerry/WebVoyager',
    kind: 'agent-eval',
    note: 'Positions inside a result list: The first event listed is Harbour City FC v Northgate Rovers, The second course is French C1 Advanced, Go to the last page of results.',
  },
  mind2web: {
    title: 'Mind2Web: tasks on real websites with the values in the sentence',
    url: 'https://osu-nlp-group.github.io/Mind2Web/',
    kind: 'agent-eval',
    note: 'Tasks carrying their values: Pay with card 4242 4242 4242 4242, expiry 12/29, security code 123, name Priya Desai; Start the cover on 15 January 2028 and continue; Show events between 1 and 10 December 2027; Change my bank account to J Marsh, sort code 20-00-00, account number 55779911; Enrol as Ana Silva, ana.silva@example.com, born 12/05/1995, a new student paying in full.',
  },
  webarena: {
    title: 'WebArena: tasks on self-hosted web apps with checked outcomes',
    url: 'https://webarena.dev/',
    kind: 'agent-eval',
    note: "Questions about one's own records turned into claims, with superlatives and counts: Third party only is the most expensive cover, 8 problems are listed in the error summary, 4 events have tickets at £30 or less, 5 listings can sell me 2 tickets, The cheapest course is Portuguese A1 Beginners at £150, Thursday has 2 classes.",
  },
  testrigor: {
    title: 'testRigor plain-English test language',
    url: 'https://testrigor.com/docs/language/',
    kind: 'product-docs',
    note: 'click "X", enter "Y" into "X", and controls that are missing or fit several: Type "Morgan" in the name field (first and last name), Click the "Retrieve a saved quote" link, Choose "Motorcycle licence" as the licence type, Open Glasshouse Parade: Winter Tour (two dates), Open the message from Front desk (two messages), Sign in with my email address.',
  },
  momentic: {
    title: 'Momentic: natural-language assertions and AI steps',
    url: 'https://momentic.ai/docs',
    kind: 'product-docs',
    note: "Messages named by their meaning: An error says they can't quote online for provisional licences, An error says cars worth more than £80,000 can't be insured online, An error says SUMMER27 expired on 31 August 2027, An error says I have 2 tries left, An error says I'm already enrolled on Spanish A1 Beginners.",
  },
  'kane-ai': {
    title: 'LambdaTest KaneAI: natural-language test steps and checkpoints',
    url: 'https://www.lambdatest.com/support/docs/kane-ai-using-natural-language/',
    kind: 'product-docs',
    note: 'Value checkpoints with the figure in the sentence: The total is £706.39, Monthly shows a deposit of £61.24 then 11 payments of £55.67, There should be 3 listings under £40, The total is £111.50, With the student discount each instalment is £64.00, There are 3 unread messages.',
  },
  'qa-wolf': {
    title: 'QA Wolf: test outlines in plain English',
    url: 'https://www.qawolf.com/how-it-works',
    kind: 'product-docs',
    note: 'Outline lines chaining actions with commas and "then": Enter postcode BS1 4DJ and click Find address; Choose Comprehensive, start date 1 December 2027, and continue; Tick key cover and guaranteed hire car, then continue; Price them at £35.75 each, sell them all together, confirm they are mine and list them.',
  },
  octomind: {
    title: 'Octomind: generated test steps edited in plain language',
    url: 'https://octomind.dev/docs',
    kind: 'product-docs',
    note: 'Outcome checks after an action: A toast confirms the quote was sent to priya.desai@example.com, The payment form says the card was declined, The dialog says my cover will end on 1 December 2027, The Confirm and pay dialog offers Visa ending 8812, The policy says to cancel at least 7 days before the course starts.',
  },
  checksum: {
    title: 'Checksum: AI-generated end-to-end tests in plain-language steps',
    url: 'https://checksum.ai/',
    kind: 'product-docs',
    note: 'A verb and a short description of the control: Switch to monthly payments, Turn off automatic renewal, Filter by Comedy, Sort by lowest price, Open the Selling tab, Turn on Evenings only, Open the Thursday tab, Filter by Festivals (no such filter).',
  },
  reflect: {
    title: 'Reflect: AI prompt steps and assertions in no-code tests',
    url: 'https://reflect.run/docs/',
    kind: 'product-docs',
    note: 'Claims about one item named by its title, many of them near misses: Third party, fire and theft costs £612.40 a year, The compulsory excess goes up to £300 from 1 December, Block 112 Row F has a restricted view, The Saturday afternoon class is in Room 2, The message says the class moves to Room 4.',
  },
  mabl: {
    title: 'mabl: generative AI assertions',
    url: 'https://help.mabl.com/',
    kind: 'product-docs',
    note: 'Plain-language claims about the whole page or a filtered list: There are 7 Change buttons in the summary, The breadcrumb shows Find tickets › Sport › Harbour City FC v Northgate Rovers, Les Misérables is on in Manchester, The error summary lists 8 problems, The courses are sorted by price.',
  },
  rainforest: {
    title: 'Rainforest QA: plain-English steps with a question for the tester',
    url: 'https://www.rainforestqa.com/',
    kind: 'product-docs',
    note: 'A check after an action as what the tester sees: Comprehensive now costs £541.20 a year, The page says "You\'re covered", The form is pre-filled with Stalls, Row G, seats 7 to 8, The button now says Enrol and pay £192.00, I\'m number 4 on the waitlist.',
  },
  'testrail-manual': {
    title: 'Manual test cases kept in a test-case manager (TestRail step / expected result)',
    url: 'https://support.testrail.com/hc/en-us/articles/7076810203028-Introduction-to-TestRail',
    kind: 'product-docs',
    note: 'Terse steps as typed into a test case: Go to page 2, Continue to the next step, Submit the enrolment.',
  },
  'product-verify': {
    title: 'Acceptance criteria in product docs and tickets ("Verify that ...")',
    url: 'https://www.atlassian.com/work-management/project-management/acceptance-criteria',
    kind: 'product-docs',
    note: 'Acceptance criteria about a state: "About you" is the current step in the progress list, None of the extras are ticked, My basket is empty, The Harbour City FC alert is switched on, German is available for the test.',
  },
  'bug-report': {
    title: 'Steps to reproduce in GitHub issue forms ("1. Go to ... 2. Click on ...")',
    url: 'https://docs.github.com/en/communities/using-templates-to-encourage-useful-issues-and-pull-requests/syntax-for-issue-forms',
    kind: 'issue-report',
    note: 'Reproduction steps that provoke validation or a refusal: Click Continue without filling anything in, Click Pay with the card form empty, Sign in with priya.desai@example.com and password harbour2027, Add the Block 112 Row F tickets again, Click Reply, then Send reply without typing anything.',
  },
  shortest: {
    title: 'Shortest (antiwork/shortest): end-to-end tests written as one natural-language sentence',
    url: 'https://github.com/antiwork/shortest',
    kind: 'agent-examples',
    note: 'Whole flows in one sentence with their data: Add a driver: Sam Desai, born 5 May 1998, my brother, full UK licence; Search for Harbour City and open the Castleford Town match; Check out and pay; Cancel my place on Spanish A1 Beginners because the time no longer suits me.',
  },
};
