/**
 * Natural-language steps over the fixture apps (test/support/ai-fixtures.ts), written the way users write them,
 * before the rules planner existed, so it is not tuned to it. Each entry is one step run on a fresh page:
 *
 * - `start`: the path the run opens (query strings seed app state);
 * - `prepare`: optional JavaScript run in the page before the step (state a user would have clicked their way to);
 * - `expect`: whether the step must pass or fail (false assertions and missing elements must fail);
 * - `check`: optional JavaScript expression that must be true in the page after a passing act step (its effect);
 * - `variables`: the run's variables, for `{{name}}` in the step.
 */
export interface CorpusEntry {
  start: string;
  type: 'act' | 'assert';
  step: string;
  expect: 'pass' | 'fail';
  prepare?: string;
  check?: string;
  variables?: Record<string, string>;
}

const todoTexts = `[...document.querySelectorAll('#list li label')].map((l) => l.textContent)`;
const checked = (id: number) => `document.getElementById('todo-${id}').checked`;
const fill = (selector: string, value: string) =>
  `(() => { const el = document.querySelector(${JSON.stringify(selector)}); el.value = ${JSON.stringify(value)}; el.dispatchEvent(new Event('input', { bubbles: true })); })()`;
const clickCheckbox = (selector: string) => `document.querySelector(${JSON.stringify(selector)}).click()`;
const inFrame = (expr: string) => `(() => { const document = window.frames[0].document; return ${expr}; })()`;
const inShadow = (expr: string) =>
  `(() => { const root = document.querySelector('help-widget').shadowRoot; return ${expr}; })()`;

export const CORPUS: CorpusEntry[] = [
  // ---------------------------------------------------------------------------------------------------------------
  // Todo list
  {
    start: '/todo',
    type: 'act',
    step: 'Type "Call mom" into the "What needs to be done?" field',
    expect: 'pass',
    check: `document.getElementById('new').value === 'Call mom'`,
  },
  {
    start: '/todo',
    type: 'act',
    step: 'type Water the plants in the What needs to be done field and press Enter',
    expect: 'pass',
    check: `${todoTexts}.includes('Water the plants')`,
  },
  {
    start: '/todo',
    type: 'act',
    step: 'Click Add',
    prepare: fill('#new', 'Book dentist'),
    expect: 'pass',
    check: `${todoTexts}.includes('Book dentist')`,
  },
  {
    start: '/todo',
    type: 'act',
    step: 'enter {{task}} into what needs to be done',
    variables: { task: 'Renew passport' },
    expect: 'pass',
    check: `document.getElementById('new').value === 'Renew passport'`,
  },
  { start: '/todo', type: 'act', step: 'check Buy milk', expect: 'pass', check: checked(1) },
  {
    start: '/todo',
    type: 'act',
    step: 'Mark "Walk the dog" as done',
    expect: 'pass',
    check: checked(2),
  },
  {
    start: '/todo?done=Pay rent',
    type: 'act',
    step: 'Uncheck the "Pay rent" checkbox',
    expect: 'pass',
    check: `!${checked(3)}`,
  },
  {
    start: '/todo',
    type: 'act',
    step: 'click the delete button for Buy milk',
    expect: 'pass',
    check: `!${todoTexts}.includes('Buy milk')`,
  },
  {
    start: '/todo',
    type: 'act',
    step: 'Delete "Walk the dog"',
    expect: 'pass',
    check: `!${todoTexts}.includes('Walk the dog')`,
  },
  {
    start: '/todo?done=Buy milk',
    type: 'act',
    step: 'click on "Clear completed"',
    expect: 'pass',
    check: `${todoTexts}.length === 2 && !${todoTexts}.includes('Buy milk')`,
  },
  { start: '/todo', type: 'assert', step: '3 items left', expect: 'pass' },
  { start: '/todo', type: 'assert', step: 'the footer says 4 items left', expect: 'fail' },
  { start: '/todo?done=Buy milk', type: 'assert', step: 'Buy milk is checked', expect: 'pass' },
  { start: '/todo', type: 'assert', step: '"Walk the dog" is checked', expect: 'fail' },
  { start: '/todo', type: 'assert', step: 'there are 3 todos', expect: 'pass' },
  { start: '/todo?todos=Buy milk|Pay rent', type: 'assert', step: 'there are 3 todos', expect: 'fail' },
  { start: '/todo', type: 'assert', step: 'the list contains "Pay rent"', expect: 'pass' },
  { start: '/todo', type: 'assert', step: 'I can see Feed the cat', expect: 'fail' },
  { start: '/todo', type: 'act', step: 'click the Archive button', expect: 'fail' },
  { start: '/todo', type: 'assert', step: 'The page title is "Todos"', expect: 'pass' },

  // ---------------------------------------------------------------------------------------------------------------
  // Shop: list, product, cart, checkout
  {
    start: '/shop',
    type: 'act',
    step: 'search for "mug"',
    expect: 'pass',
    check: `document.getElementById('q').value === 'mug'`,
  },
  {
    start: '/shop',
    type: 'act',
    step: 'Type socks into the search box and press enter',
    expect: 'pass',
    check: `document.getElementById('result-count').textContent === '1 product found'`,
  },
  {
    start: '/shop',
    type: 'act',
    step: 'click the Red Mug link',
    expect: 'pass',
    check: `location.pathname === '/shop/product' && location.search === '?id=mug'`,
  },
  {
    start: '/shop',
    type: 'act',
    step: 'open Green Hat',
    expect: 'pass',
    check: `location.search === '?id=hat'`,
  },
  { start: '/shop', type: 'act', step: 'click "Add to cart"', expect: 'fail' },
  {
    start: '/shop',
    type: 'act',
    step: 'scroll down',
    expect: 'pass',
    check: `window.scrollY > 0`,
  },
  {
    start: '/shop',
    type: 'act',
    step: 'Scroll to the footer',
    expect: 'pass',
    check: `document.querySelector('footer').getBoundingClientRect().top < window.innerHeight`,
  },
  {
    start: '/shop',
    type: 'act',
    step: 'scroll down to Contact us',
    expect: 'pass',
    check: `document.querySelector('footer a').getBoundingClientRect().bottom <= window.innerHeight`,
  },
  { start: '/shop', type: 'assert', step: 'the cart shows 0 items', expect: 'pass' },
  { start: '/shop', type: 'assert', step: 'Space Poster is visible', expect: 'pass' },
  { start: '/shop', type: 'assert', step: 'the page contains "$22.00"', expect: 'pass' },
  { start: '/shop', type: 'assert', step: 'the page contains "Purple Scarf"', expect: 'fail' },
  {
    start: '/shop/product?id=tshirt',
    type: 'act',
    step: 'Select Large from the Size dropdown',
    expect: 'pass',
    check: `document.getElementById('size').value === 'Large'`,
  },
  {
    start: '/shop/product?id=tshirt',
    type: 'act',
    step: 'choose 3 in quantity',
    expect: 'pass',
    check: `document.getElementById('qty').value === '3'`,
  },
  {
    start: '/shop/product?id=tshirt',
    type: 'act',
    step: "set size to 'small'",
    expect: 'pass',
    check: `document.getElementById('size').value === 'Small'`,
  },
  {
    start: '/shop/product?id=tshirt',
    type: 'act',
    step: 'select XXL from the size dropdown',
    expect: 'fail',
  },
  {
    start: '/shop/product?id=tshirt',
    type: 'act',
    step: 'Click the "Add to cart" button',
    expect: 'pass',
    check: `document.getElementById('cart-link').textContent === 'Cart (1)'`,
  },
  {
    start: '/shop/product?id=tshirt',
    type: 'act',
    step: 'tap add to cart',
    prepare: `document.getElementById('qty').value = '2'`,
    expect: 'pass',
    check: `document.getElementById('status').textContent.includes('Added 2')`,
  },
  {
    start: '/shop/product?id=mug',
    type: 'assert',
    step: 'the Size dropdown is visible',
    expect: 'fail',
  },
  { start: '/shop/product?id=hat', type: 'assert', step: 'Size is "Medium"', expect: 'pass' },
  { start: '/shop/product?id=hat', type: 'assert', step: 'the price is $25.00', expect: 'pass' },
  { start: '/shop/product?id=hat', type: 'assert', step: 'the price is $19.00', expect: 'fail' },
  {
    start: '/shop/product?id=hat',
    type: 'assert',
    step: 'the heading says Green Hat',
    expect: 'pass',
  },
  {
    start: '/shop/product?id=mug',
    type: 'act',
    step: 'Go to the cart',
    expect: 'pass',
    check: `location.pathname === '/shop/cart'`,
  },
  {
    start: '/shop/cart?seed=tshirt:Medium:2|mug:-:1',
    type: 'assert',
    step: 'the cart shows 3 items',
    expect: 'pass',
  },
  {
    start: '/shop/cart?seed=tshirt:Medium:2|mug:-:1',
    type: 'assert',
    step: 'The cart shows 5 items',
    expect: 'fail',
  },
  {
    start: '/shop/cart?seed=tshirt:Medium:2|mug:-:1',
    type: 'assert',
    step: 'Blue T-shirt (Medium) × 2 is in the cart',
    expect: 'pass',
  },
  {
    start: '/shop/cart?seed=tshirt:Medium:2|mug:-:1',
    type: 'act',
    step: 'Remove Red Mug',
    expect: 'pass',
    check: `document.getElementById('summary').textContent === '2 items in your cart'`,
  },
  {
    start: '/shop/cart?seed=mug:-:1',
    type: 'act',
    step: 'click empty cart',
    expect: 'pass',
    check: `document.getElementById('summary').textContent === 'Your cart is empty'`,
  },
  {
    start: '/shop/cart?seed=mug:-:1',
    type: 'assert',
    step: "Text 'Your cart is empty' is not visible",
    expect: 'pass',
  },
  {
    start: '/shop/cart?seed=mug:-:1',
    type: 'act',
    step: 'Proceed to checkout',
    expect: 'pass',
    check: `location.pathname === '/shop/checkout'`,
  },
  {
    start: '/shop/checkout',
    type: 'act',
    step: 'Fill in Full Name with Grace Hopper',
    expect: 'pass',
    check: `document.getElementById('name').value === 'Grace Hopper'`,
  },
  {
    start: '/shop/checkout',
    type: 'act',
    step: 'type {{email}} in the email address field',
    variables: { email: 'grace@example.com' },
    expect: 'pass',
    check: `document.getElementById('cemail').value === 'grace@example.com'`,
  },
  {
    start: '/shop/checkout',
    type: 'act',
    step: 'select "Germany" in the Country dropdown',
    expect: 'pass',
    check: `document.getElementById('country').value === 'DE'`,
  },
  {
    start: '/shop/checkout',
    type: 'act',
    step: 'Accept the terms and conditions',
    expect: 'pass',
    check: `document.getElementById('terms').checked`,
  },
  {
    start: '/shop/checkout',
    type: 'act',
    step: 'untick send me special offers',
    expect: 'pass',
    check: `!document.getElementById('offers').checked`,
  },
  {
    start: '/shop/checkout',
    type: 'act',
    step: 'clear the full name field',
    prepare: fill('#name', 'Someone'),
    expect: 'pass',
    check: `document.getElementById('name').value === ''`,
  },
  { start: '/shop/checkout', type: 'assert', step: 'the Place order button is disabled', expect: 'pass' },
  { start: '/shop/checkout', type: 'assert', step: '"Place order" is enabled', expect: 'fail' },
  {
    start: '/shop/checkout',
    type: 'assert',
    step: 'Place order button is enabled',
    prepare: clickCheckbox('#terms'),
    expect: 'pass',
  },
  { start: '/shop/checkout', type: 'assert', step: 'Send me special offers is checked', expect: 'pass' },
  {
    start: '/shop/checkout',
    type: 'assert',
    step: 'the terms checkbox is checked',
    expect: 'fail',
  },
  {
    start: '/shop/checkout',
    type: 'assert',
    step: 'Full name contains "Ada"',
    prepare: fill('#name', 'Ada Lovelace'),
    expect: 'pass',
  },
  {
    start: '/shop/checkout',
    type: 'assert',
    step: 'the full name field has value "Grace"',
    prepare: fill('#name', 'Ada Lovelace'),
    expect: 'fail',
  },
  {
    start: '/shop/checkout',
    type: 'act',
    step: 'click Place order',
    prepare: `${fill('#name', 'Ada')}; ${clickCheckbox('#terms')}`,
    expect: 'pass',
    check: `document.getElementById('done').textContent === 'Thank you for your order, Ada!'`,
  },
  {
    start: '/shop/checkout',
    type: 'assert',
    step: 'the title contains "Order confirmed"',
    prepare: `${clickCheckbox('#terms')}; document.getElementById('place').click()`,
    expect: 'pass',
  },
  { start: '/shop/checkout', type: 'assert', step: 'URL contains /shop/checkout', expect: 'pass' },
  { start: '/shop/checkout', type: 'assert', step: 'the url contains /cart', expect: 'fail' },
  {
    start: '/shop/checkout',
    type: 'act',
    step: 'Go back',
    prepare: `history.pushState({}, '', '/shop/checkout?step=2')`,
    expect: 'pass',
    check: `location.search === ''`,
  },
  {
    start: '/shop/checkout',
    type: 'act',
    step: 'reload the page',
    prepare: fill('#name', 'Ephemeral'),
    expect: 'pass',
    check: `document.getElementById('name').value === ''`,
  },
  {
    start: '/shop/checkout',
    type: 'act',
    step: 'navigate to /shop/cart',
    expect: 'pass',
    check: `location.pathname === '/shop/cart'`,
  },
  {
    start: '/shop/checkout',
    type: 'act',
    step: 'wait 1 second',
    expect: 'pass',
  },
  {
    start: '/shop/checkout',
    type: 'act',
    step: 'Press Tab',
    prepare: `document.getElementById('name').focus()`,
    expect: 'pass',
    check: `document.activeElement?.id === 'cemail'`,
  },
  {
    start: '/shop/checkout',
    type: 'act',
    step: 'Hover over Place order',
    expect: 'pass',
  },

  // ---------------------------------------------------------------------------------------------------------------
  // Login form (without submitting credentials: the login module has its own tests)
  {
    start: '/login',
    type: 'act',
    step: 'Type ada@example.com into the Email field',
    expect: 'pass',
    check: `document.getElementById('email').value === 'ada@example.com'`,
  },
  {
    start: '/login',
    type: 'act',
    step: 'enter "wrong" as the password',
    expect: 'pass',
    check: `document.getElementById('password').value === 'wrong'`,
  },
  {
    start: '/login',
    type: 'act',
    step: 'Click Sing in',
    prepare: `${fill('#email', 'nobody@example.com')}; ${fill('#password', 'nope')}`,
    expect: 'pass',
    check: `document.querySelector('[role=alert]')?.textContent === 'Invalid email or password.'`,
  },
  {
    start: '/login',
    type: 'act',
    step: 'tick Remember me',
    expect: 'pass',
    check: `document.querySelector('input[name=remember]').checked`,
  },
  {
    start: '/login',
    type: 'act',
    step: 'click the forgot password link',
    expect: 'pass',
    check: `location.pathname === '/forgot'`,
  },
  { start: '/login', type: 'assert', step: 'The "Sign in" button is visible', expect: 'pass' },
  { start: '/login', type: 'assert', step: 'the sign up button is visible', expect: 'fail' },
  { start: '/login', type: 'assert', step: 'an error message is not shown', expect: 'pass' },
  { start: '/login', type: 'assert', step: 'page title should be "Sign in · Acme"', expect: 'pass' },
  { start: '/login', type: 'assert', step: 'the title is Dashboard', expect: 'fail' },
  { start: '/login', type: 'act', step: 'do a barrel roll', expect: 'fail' },

  // ---------------------------------------------------------------------------------------------------------------
  // Iframe: the newsletter form lives in an iframe
  {
    start: '/blog',
    type: 'act',
    step: 'type reader@example.com into Email address',
    expect: 'pass',
    check: inFrame(`document.getElementById('nl-email').value === 'reader@example.com'`),
  },
  {
    start: '/blog',
    type: 'act',
    step: 'Click Subscribe',
    prepare: `window.frames[0].document.getElementById('nl-email').value = 'reader@example.com'`,
    expect: 'pass',
    check: inFrame(`document.getElementById('nl-done').textContent === 'Thanks for subscribing, reader@example.com!'`),
  },
  {
    start: '/blog',
    type: 'act',
    step: 'check weekly digest',
    expect: 'pass',
    check: inFrame(`document.getElementById('weekly').checked`),
  },
  { start: '/blog', type: 'assert', step: '"Subscribe to our newsletter" is visible', expect: 'pass' },
  { start: '/blog', type: 'assert', step: 'the Subscribe button is visible', expect: 'pass' },
  { start: '/blog', type: 'assert', step: 'Thanks for subscribing is displayed', expect: 'fail' },

  // ---------------------------------------------------------------------------------------------------------------
  // Shadow DOM: the help widget
  {
    start: '/help',
    type: 'act',
    step: 'click "Chat with us"',
    expect: 'pass',
    check: inShadow(`root.getElementById('reply').textContent === 'An agent will join shortly'`),
  },
  {
    start: '/help',
    type: 'act',
    step: 'Type where is my order? into the question box',
    expect: 'pass',
    check: inShadow(`root.getElementById('question').value === 'where is my order?'`),
  },
  { start: '/help', type: 'assert', step: 'I see "Need help?"', expect: 'pass' },
  { start: '/help', type: 'assert', step: 'the Chat with us button should be visible', expect: 'pass' },
  { start: '/help', type: 'assert', step: 'An agent will join shortly is visible', expect: 'fail' },
  { start: '/help', type: 'act', step: 'click the Call us button', expect: 'fail' },
];
