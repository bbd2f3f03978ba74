import type { FixtureRoute } from '../../../support/fixture-server';
import type { CorpusApp } from '../../types';
import { cookies, escapeHtml, page } from './html';

const USERS = [
  { username: 'alice', password: 'hunter2', name: 'Alice' },
  { username: 'marta', password: 'correct-horse', name: 'Marta' },
];

const CUSTOMERS = ['Ada Byron', 'Ben Okri', 'Chloé Martin', 'Dev Patel', 'Eva Novak'];
const STATUSES = ['Pending', 'Shipped', 'Delivered', 'Cancelled'];
/** Orders 1040..1064: 25 rows, 10 to a page. */
const ORDERS = Array.from({ length: 25 }, (_, i) => ({
  id: 1040 + i,
  customer: CUSTOMERS[i % CUSTOMERS.length]!,
  date: `2025-03-${String(1 + i).padStart(2, '0')}`,
  status: STATUSES[(i * 3) % STATUSES.length]!,
  total: 20 + ((i * 37) % 180),
}));

const NAV = `<header><strong>Backoffice</strong><nav aria-label="Main"><a href="/admin/dashboard">Dashboard</a> <a href="/admin/orders">Orders</a> <a href="/admin/customers">Customers</a></nav></header>`;

function loginPage(error?: string, username = ''): string {
  return page(
    'Log in · Backoffice',
    `<main>
  <h1>Log in to Backoffice</h1>
  ${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
  <form method="post" action="/admin/login">
    <label for="username">Username</label><input id="username" name="username" value="${escapeHtml(username)}" autocomplete="username">
    <label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password">
    <div><input type="checkbox" id="remember" name="remember"> <span>Remember me</span></div>
    <button type="submit">Log in</button>
  </form>
  <a href="/admin/forgot">Forgot your password?</a>
</main>`,
  );
}

const loginRoute: FixtureRoute = (req) => {
  if (req.method !== 'POST') return loginPage();
  const form = new URLSearchParams(req.body);
  const user = USERS.find((u) => u.username === (form.get('username') ?? '').trim().toLowerCase());
  if (!user || user.password !== form.get('password')) {
    return { status: 401, body: loginPage('Incorrect username or password', form.get('username') ?? '') };
  }
  return {
    status: 303,
    headers: { location: '/admin/dashboard', 'set-cookie': `admin_session=${user.username}; Path=/` },
  };
};

const dashboardRoute: FixtureRoute = (req) => {
  const username = cookies(req.headers.cookie).get('admin_session') ?? req.url.searchParams.get('as');
  const user = USERS.find((u) => u.username === username);
  if (!user) return { status: 303, headers: { location: '/admin/login' } };
  return page(
    'Dashboard · Backoffice',
    `${NAV}
<main>
  <h1>Dashboard</h1>
  <p class="greeting">Welcome back, ${user.name}</p>
  <div class="grid">
    <div class="card stat"><h2>Orders today</h2><p class="value">12</p></div>
    <div class="card stat"><h2>Revenue</h2><p class="value">$1,284</p></div>
    <div class="card stat"><h2>Open tickets</h2><p class="value">3</p></div>
  </div>
  <form method="post" action="/admin/logout"><button>Log out</button></form>
</main>`,
  );
};

const ORDERS_PAGE = page(
  'Orders · Backoffice',
  `${NAV}
<main>
  <h1>Orders</h1>
  <div class="toolbar">
    <input id="order-search" type="search" placeholder="Search orders">
    <label for="status-filter" style="display:inline">Status</label>
    <select id="status-filter"><option>All</option>${STATUSES.map((s) => `<option>${s}</option>`).join('')}</select>
    <button id="delete-selected" disabled>Delete selected</button>
  </div>
  <table id="orders">
    <caption>Orders</caption>
    <thead><tr><th><input type="checkbox" id="select-all" aria-label="Select all orders"></th><th>Order</th><th>Customer</th><th>Date</th><th>Status</th><th>Total</th><th>Actions</th></tr></thead>
    <tbody></tbody>
  </table>
  <p id="range"></p>
  <nav aria-label="Pagination" id="pager"></nav>
</main>
<div class="backdrop" id="backdrop" hidden></div>
<div role="dialog" aria-modal="true" aria-labelledby="confirm-title" id="confirm" hidden>
  <h2 id="confirm-title"></h2><p>This cannot be undone.</p>
  <button id="confirm-delete">Delete</button> <button id="confirm-cancel">Cancel</button>
</div>
<div role="dialog" aria-modal="true" aria-labelledby="edit-title" id="edit" hidden>
  <h2 id="edit-title"></h2>
  <label for="edit-status">Status</label><select id="edit-status">${STATUSES.map((s) => `<option>${s}</option>`).join('')}</select>
  <label for="edit-note">Internal note</label><input id="edit-note">
  <button id="edit-save">Save</button> <button id="edit-cancel">Cancel</button>
</div>`,
  `let orders = ${JSON.stringify(ORDERS)};
const params = new URLSearchParams(location.search);
let pageNo = Number(params.get('page') ?? 1);
let pending = null;
const PER_PAGE = 10;
function visible() {
  const q = document.getElementById('order-search').value.trim().toLowerCase();
  const st = document.getElementById('status-filter').value;
  return orders.filter((o) => (!q || String(o.id).includes(q) || o.customer.toLowerCase().includes(q)) && (st === 'All' || o.status === st));
}
function toast(text) {
  window.lastToast = text;
  let t = document.getElementById('toast');
  if (!t) { t = document.createElement('div'); t.id = 'toast'; t.className = 'toast'; t.setAttribute('role', 'status'); document.body.append(t); }
  t.textContent = text;
}
function openDialog(id) { document.getElementById(id).hidden = false; document.getElementById('backdrop').hidden = false; }
function closeDialogs() { for (const id of ['confirm', 'edit', 'backdrop']) document.getElementById(id).hidden = true; }
function render() {
  const rows = visible();
  const pages = Math.max(1, Math.ceil(rows.length / PER_PAGE));
  pageNo = Math.min(Math.max(1, pageNo), pages);
  const shown = rows.slice((pageNo - 1) * PER_PAGE, pageNo * PER_PAGE);
  const body = document.querySelector('#orders tbody'); body.innerHTML = '';
  for (const o of shown) {
    const tr = document.createElement('tr'); tr.dataset.id = o.id;
    tr.innerHTML = '<td><input type="checkbox" class="row-select" aria-label="Select order ' + o.id + '"></td><td>#' + o.id + '</td><td>' + o.customer + '</td><td>' + o.date + '</td><td class="status">' + o.status + '</td><td>$' + o.total + '.00</td><td><button class="edit">Edit</button> <button class="delete">Delete</button></td>';
    tr.querySelector('.delete').addEventListener('click', () => { pending = o; document.getElementById('confirm-title').textContent = 'Delete order #' + o.id + '?'; openDialog('confirm'); });
    tr.querySelector('.edit').addEventListener('click', () => { pending = o; document.getElementById('edit-title').textContent = 'Edit order #' + o.id; document.getElementById('edit-status').value = o.status; openDialog('edit'); });
    tr.querySelector('.row-select').addEventListener('change', updateBulk);
    body.append(tr);
  }
  document.getElementById('range').textContent = rows.length === 0 ? 'No orders match' : 'Showing ' + ((pageNo - 1) * PER_PAGE + 1) + '–' + ((pageNo - 1) * PER_PAGE + shown.length) + ' of ' + rows.length + ' orders';
  const pager = document.getElementById('pager'); pager.innerHTML = '';
  const link = (label, n, disabled, current) => {
    const b = document.createElement('button'); b.textContent = label; b.disabled = disabled;
    if (current) b.setAttribute('aria-current', 'page');
    if (label !== String(n)) b.setAttribute('aria-label', label + ' page');
    b.addEventListener('click', () => { pageNo = n; render(); }); pager.append(b, ' ');
  };
  link('Previous', pageNo - 1, pageNo === 1, false);
  for (let n = 1; n <= pages; n++) link(String(n), n, false, n === pageNo);
  link('Next', pageNo + 1, pageNo === pages, false);
  document.getElementById('select-all').checked = false;
  updateBulk();
}
function updateBulk() { document.getElementById('delete-selected').disabled = !document.querySelector('.row-select:checked'); }
document.getElementById('select-all').addEventListener('change', (e) => { for (const c of document.querySelectorAll('.row-select')) c.checked = e.target.checked; updateBulk(); });
document.getElementById('delete-selected').addEventListener('click', () => {
  const ids = [...document.querySelectorAll('.row-select:checked')].map((c) => Number(c.closest('tr').dataset.id));
  orders = orders.filter((o) => !ids.includes(o.id)); toast(ids.length + ' orders deleted'); render();
});
document.getElementById('confirm-delete').addEventListener('click', () => { orders = orders.filter((o) => o !== pending); closeDialogs(); toast('Order #' + pending.id + ' deleted'); render(); });
document.getElementById('confirm-cancel').addEventListener('click', closeDialogs);
document.getElementById('edit-save').addEventListener('click', () => { pending.status = document.getElementById('edit-status').value; closeDialogs(); toast('Order #' + pending.id + ' updated'); render(); });
document.getElementById('edit-cancel').addEventListener('click', closeDialogs);
document.addEventListener('keydown', (e) => { if (e.key === 'Escape') closeDialogs(); });
document.getElementById('order-search').addEventListener('input', () => { pageNo = 1; render(); });
document.getElementById('status-filter').addEventListener('change', () => { pageNo = 1; render(); });
render();`,
);

export const adminApp: CorpusApp = {
  name: 'admin',
  description:
    'Backoffice, an admin area: a login form (alice/hunter2, marta/correct-horse; "Incorrect username or password") whose "Remember me" text is not tied to its checkbox, a dashboard greeting the user ("Welcome back, Marta") next to stat cards full of numbers, and an orders table of 25 orders (#1040–#1064), 10 to a page, with a checkbox, Edit and Delete in every row, a select-all checkbox, "Delete selected" disabled until a row is selected, a search field named by its placeholder, a Status filter, Previous/1/2/3/Next pagination, "Showing 1–10 of 25 orders", a delete confirmation dialog, an edit dialog and toasts. `/admin/dashboard?as=marta` shows the dashboard without logging in; `/admin/orders?page=2` opens a page.',
  routes: {
    '/admin/login': loginRoute,
    '/admin/dashboard': dashboardRoute,
    '/admin/orders': ORDERS_PAGE,
    '/admin/customers': page('Customers · Backoffice', `${NAV}<main><h1>Customers</h1></main>`),
    '/admin/forgot': page('Reset password · Backoffice', '<main><h1>Reset your password</h1></main>'),
  },
};
