import { builder, click, setValue, shown, text, value } from './build';

const b = builder('admin');
const login = '/admin/login';
const orders = '/admin/orders';
const dash = '/admin/dashboard?as=marta';
const onDashboard = `location.pathname === '/admin/dashboard'`;
const rowIds = `[...document.querySelectorAll('#orders tbody tr')].map((r) => r.dataset.id)`;
const row = (id: number) => `#orders tr[data-id="${id}"]`;
const confirmOpen = shown('#confirm');
const editOpen = shown('#edit');
const noDialog = `!${confirmOpen} && !${editOpen}`;
const all25 = `document.getElementById('range').textContent.endsWith('of 25 orders')`;

// Login: labels, a checkbox whose text is not tied to it, a compound step
b.act(
  login,
  'log in as alice with password hunter2',
  'login',
  'customer-reports',
  `${onDashboard} && document.querySelector('.greeting').textContent === 'Welcome back, Alice'`,
  `${setValue('#username', 'alice')}; ${setValue('#password', 'hunter2')}; document.querySelector('form').requestSubmit()`,
);
b.act(
  login,
  'Sign in as marta / correct-horse',
  'login',
  'gherkin-signin',
  `${onDashboard} && document.querySelector('.greeting').textContent === 'Welcome back, Marta'`,
  `${setValue('#username', 'marta')}; ${setValue('#password', 'correct-horse')}; document.querySelector('form').requestSubmit()`,
);
b.act(
  login,
  'Log in with username {{user}} and password {{password}}',
  'login',
  'gherkin-login-entry',
  onDashboard,
  `${setValue('#username', 'alice')}; ${setValue('#password', 'hunter2')}; document.querySelector('form').requestSubmit()`,
  {
    variables: { user: 'alice', password: 'hunter2' },
  },
);
b.act(
  login,
  'I enter "alice" into Username input field',
  'fill',
  'gherkin-login-entry',
  `${value('#username')} === 'alice'`,
  setValue('#username', 'alice'),
);
b.act(
  login,
  'Fill in "Password" with "hunter2"',
  'fill',
  'gherkin-signin',
  `${value('#password')} === 'hunter2'`,
  setValue('#password', 'hunter2'),
);
b.act(
  login,
  'I check the "Remember me" check_box',
  'check',
  'gherkin-remember-me',
  `document.getElementById('remember').checked`,
  click('#remember'),
);
b.act(
  login,
  'Click the Log in button',
  'click',
  'gherkin-login-entry',
  `location.pathname === '/admin/login' && !!document.querySelector('.error')`,
  `document.querySelector('form').requestSubmit()`,
);
b.act(
  login,
  'Click "Forgot your password?"',
  'navigation',
  'testrigor-language',
  `location.pathname === '/admin/forgot'`,
  click('a[href="/admin/forgot"]'),
);
b.holds(login, 'the Remember me checkbox is not checked', 'state', 'cucumber-web-steps');
b.holds(login, 'Username and password fields are visible', 'state', 'maestro-assert-ai');
b.fails(login, 'A "Sign up" link is visible', 'false_claim', 'maestro-assert-ai');
b.actFails(
  login,
  'Click Sign in with Google',
  'missing_target',
  'testrigor-language',
  `location.pathname === '/admin/login'`,
);
const wrongPassword = `${setValue('#username', 'alice')}; ${setValue('#password', 'hunter3')}; document.querySelector('form').requestSubmit()`;
b.holds(login, "Does the error message contain 'Incorrect username or password'?", 'message', 'harness-ai-assertions', {
  prepare: wrongPassword,
});
b.fails(login, 'The user is logged in', 'false_claim', 'gherkin-signin', { prepare: wrongPassword });
b.fails(login, "Does the error message contain 'Account locked'?", 'false_claim', 'harness-ai-assertions', {
  prepare: wrongPassword,
});

// Dashboard: a greeting among numbers
b.holds(dash, 'The dashboard greets Marta', 'message', 'customer-reports');
b.holds(dash, 'I see the welcome message "Welcome back, Marta"', 'message', 'gherkin-login-entry');
b.fails(dash, 'The dashboard greets Alice', 'false_claim', 'customer-reports');
b.fails('/admin/dashboard?as=alice', 'The dashboard greets Marta', 'false_claim', 'customer-reports');
b.holds(dash, 'Open tickets shows 3', 'scope', 'harness-ai-assertions');
b.fails(dash, 'Orders today shows 3', 'near_miss', 'harness-ai-assertions');
b.fails(dash, 'Revenue is $1,248', 'near_miss', 'kaneai-checkpoints');
b.holds(dash, 'page title contains "Dashboard"', 'page', 'kaneai-checkpoints');
b.holds(dash, 'the heading is Dashboard', 'page', 'testrigor-language');
b.act(
  dash,
  'Go to Orders',
  'navigation',
  'browser-use-tasks',
  `location.pathname === '/admin/orders'`,
  click('a[href="/admin/orders"]'),
);

// Orders table: row actions, row checkboxes, pagination, dialogs, toasts
b.holds(orders, 'the table has 10 rows', 'count', 'customer-reports');
b.holds(orders, 'Showing 1–10 of 25 orders', 'message', 'gherkin-signin');
b.fails(orders, 'the table has 25 rows', 'near_miss', 'gherkin-basket');
b.holds(orders, 'Order #1042 is Delivered', 'scope', 'harness-ai-assertions');
b.fails(orders, 'Order #1042 is Shipped', 'near_miss', 'harness-ai-assertions');
b.holds(orders, 'In the row for order 1043, the customer is Dev Patel', 'scope', 'stagehand-scoped');
b.fails(orders, 'In the row for order 1043, the customer is Ada Byron', 'near_miss', 'stagehand-scoped');
b.act(
  orders,
  'Click Delete in the row for order 1042',
  'scope',
  'stagehand-scoped',
  `${confirmOpen} && ${text('#confirm-title')} === 'Delete order #1042?'`,
  click(`${row(1042)} .delete`),
);
b.act(
  orders,
  'click the Edit button next to order #1045',
  'scope',
  'stagehand-scoped',
  `${editOpen} && ${text('#edit-title')} === 'Edit order #1045'`,
  click(`${row(1045)} .edit`),
);
b.act(
  orders,
  'I click on first elements edit button',
  'ordinal',
  'gherkin-admin-users',
  `${editOpen} && ${text('#edit-title')} === 'Edit order #1040'`,
  click(`${row(1040)} .edit`),
);
b.act(
  orders,
  'Click Delete on the third order',
  'ordinal',
  'gherkin-web-tables',
  `${confirmOpen} && ${text('#confirm-title')} === 'Delete order #1042?'`,
  click(`${row(1042)} .delete`),
);
b.actFails(orders, 'Click Delete', 'ambiguous_target', 'testrigor-language', noDialog);
b.actFails(orders, 'Click the Edit button', 'ambiguous_target', 'gherkin-admin-users', noDialog);
b.actFails(orders, 'Click Delete in the row for order 1099', 'missing_target', 'stagehand-scoped', noDialog);
b.actFails(orders, 'Click Edit for order 1055', 'missing_target', 'stagehand-scoped', noDialog);
b.act(
  orders,
  'Confirm the deletion',
  'widget',
  'gherkin-admin-users',
  `!${rowIds}.includes('1042') && window.lastToast === 'Order #1042 deleted'`,
  click('#confirm-delete'),
  {
    prepare: click(`${row(1042)} .delete`),
  },
);
b.act(
  orders,
  'Cancel the dialog',
  'widget',
  'gherkin-admin-users',
  `!${confirmOpen} && ${rowIds}.includes('1042')`,
  click('#confirm-cancel'),
  {
    prepare: click(`${row(1042)} .delete`),
  },
);
b.holds(orders, 'I can see confirmation dialog', 'widget', 'gherkin-admin-users', {
  prepare: click(`${row(1042)} .delete`),
});
b.fails(orders, 'I can see confirmation dialog', 'false_claim', 'gherkin-admin-users');
b.holds(orders, 'The confirmation dialog asks to delete order #1042', 'message', 'harness-ai-assertions', {
  prepare: click(`${row(1042)} .delete`),
});
b.fails(orders, 'The confirmation dialog asks to delete order #1043', 'near_miss', 'harness-ai-assertions', {
  prepare: click(`${row(1042)} .delete`),
});
b.act(
  orders,
  'Change the status of order 1041 to Shipped',
  'compound',
  'mind2web-tasks',
  `${text(`${row(1041)} .status`)} === 'Shipped'`,
  `${click(`${row(1041)} .edit`)}; ${setValue('#edit-status', 'Shipped')}; ${click('#edit-save')}`,
);
b.act(
  orders,
  'Select Shipped in the status dropdown of the dialog',
  'scope',
  'stagehand-act-reference',
  `${value('#edit-status')} === 'Shipped'`,
  setValue('#edit-status', 'Shipped'),
  {
    prepare: click(`${row(1040)} .edit`),
  },
);
b.actFails(orders, 'I delete the order of Chloé Martin', 'ambiguous_target', 'gherkin-web-tables', noDialog);
b.act(
  orders,
  'Select order 1044',
  'check',
  'gherkin-admin-users',
  `document.querySelector('${row(1044)} .row-select').checked`,
  click(`${row(1044)} .row-select`),
);
b.act(
  orders,
  'Select all orders',
  'check',
  'gherkin-admin-users',
  `[...document.querySelectorAll('.row-select')].every((c) => c.checked)`,
  click('#select-all'),
);
b.holds(orders, 'The Delete selected button is disabled', 'state', 'kaneai-checkpoints');
b.fails(orders, 'The Delete selected button is disabled', 'false_claim', 'kaneai-checkpoints', {
  prepare: click(`${row(1044)} .row-select`),
});
b.act(
  orders,
  'Go to the next page',
  'navigation',
  'gherkin-web-tables',
  `${rowIds}[0] === '1050'`,
  click('button[aria-label="Next page"]'),
);
b.act(
  orders,
  'click page 3',
  'navigation',
  'testrigor-language',
  `${rowIds}[0] === '1060' && ${rowIds}.length === 5`,
  `[...document.querySelectorAll('#pager button')].find((x) => x.textContent === '3').click()`,
);
b.holds(orders, 'The Previous button is disabled', 'state', 'kaneai-checkpoints');
b.fails(orders, 'The Next button is disabled', 'false_claim', 'kaneai-checkpoints');
b.holds('/admin/orders?page=3', 'the table has 5 rows', 'count', 'customer-reports');
b.holds('/admin/orders?page=2', 'Page 2 is the current page', 'state', 'gherkin-web-tables');
b.act(
  orders,
  'Search orders for Novak',
  'fill',
  'stagehand-act',
  `${value('#order-search')} === 'Novak' && ${rowIds}.length === 5`,
  setValue('#order-search', 'Novak'),
);
b.act(
  orders,
  'Filter the orders by status Pending',
  'select',
  'pingdom-transactions',
  `${value('#status-filter')} === 'Pending'`,
  setValue('#status-filter', 'Pending'),
);
b.holds(orders, 'Order #1040 is Pending', 'scope', 'harness-ai-assertions');
b.fails(orders, 'No orders match', 'false_claim', 'harness-ai-assertions');
b.holds(orders, 'I should not see order #1050 in the table', 'state', 'gherkin-web-tables');
b.fails('/admin/orders?page=2', 'I should not see order #1050 in the table', 'false_claim', 'gherkin-web-tables');
b.actFails(orders, 'Export the orders to CSV', 'missing_target', 'mind2web-tasks', all25);
b.fails(orders, 'Order #1044 belongs to Ada Byron', 'near_miss', 'harness-ai-assertions');

export const adminEntries = b.entries;
