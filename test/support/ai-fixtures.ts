/**
 * Small web apps for AI-step tests (`act`/`assert`), served with `startFixtureServer(aiFixtureRoutes())`:
 *
 * - `/login` (+ `/login/otp`, `/dashboard`): email/password sign-in; users with a TOTP secret get a second page asking
 *   for the authentication code (`/login?otp=inline` asks on the same page). Success sets a `session` cookie.
 * - `/todo`: a todo list (add, complete, delete, "N items left"); `?todos=a|b&done=b` seeds it.
 * - `/shop`, `/shop/product?id=`, `/shop/cart`, `/shop/checkout`: products, `<select>` size/quantity, a cart kept in
 *   localStorage (`/shop/cart?seed=tshirt:Medium:2|mug:-:1` seeds it), a checkout form whose "Place order" button is
 *   disabled until the terms are accepted.
 * - `/blog`: a newsletter form inside an iframe (`/blog/newsletter`).
 * - `/help`: a support widget in an open shadow root.
 */
import * as OTPAuth from 'otpauth';
import type { Browser } from 'playwright-core';
import type {
  ArtifactStore,
  ResultSink,
  RunInput,
  RunOutcome,
  RunSnapshot,
  SnapshotStep,
  StepResult,
  SubRunTrigger,
} from '../../runner-image/src/contract';
import type { Agent } from '../../runner-image/src/engine/agent';
import { runTest } from '../../runner-image/src/engine/run-test';
import type { FixtureRoute } from './fixture-server';
import { runSnapshot, snapshotStep } from './snapshots';

export interface FixtureUser {
  email: string;
  password: string;
  name: string;
  /** base32 TOTP secret, when the account has two-factor authentication. */
  otpSecret?: string;
}

export const ADA: FixtureUser = {
  email: 'ada@example.com',
  password: 'Analytical-Engine-1843',
  name: 'Ada Lovelace',
  otpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
};
export const BOB: FixtureUser = { email: 'bob@example.com', password: 'hunter2-but-longer', name: 'Bob Builder' };

export function totpFor(secret: string): OTPAuth.TOTP {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
}

const STYLE = `<style>body{font:16px sans-serif;margin:16px} .card{border:1px solid #ccc;padding:8px;margin:8px 0}
label{display:block;margin-top:8px} .error{color:#b00}</style>`;

function page(title: string, body: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title>${STYLE}</head><body>${body}</body></html>`;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

// -------------------------------------------------------------------------------------------------------------------
// Login

function loginForm(opts: { error?: string; inlineOtp?: boolean; email?: string }): string {
  return page(
    'Sign in · Acme',
    `<h1>Sign in to Acme</h1>
${opts.error ? `<p class="error" role="alert">${escapeHtml(opts.error)}</p>` : ''}
<form method="post" action="/login${opts.inlineOtp ? '?otp=inline' : ''}">
  <label for="email">Email</label><input id="email" name="email" type="email" autocomplete="username" value="${escapeHtml(opts.email ?? '')}">
  <label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password">
  ${opts.inlineOtp ? '<label for="code">One-time code</label><input id="code" name="code" inputmode="numeric" autocomplete="one-time-code">' : ''}
  <label><input type="checkbox" name="remember"> Remember me</label>
  <button type="submit">Sign in</button>
</form>
<a href="/forgot">Forgot password?</a>`,
  );
}

function otpForm(error?: string): string {
  return page(
    'Two-factor authentication · Acme',
    `<h1>Two-factor authentication</h1>
<p>Enter the 6-digit code from your authenticator app.</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/login/otp">
  <label for="otp">Authentication code</label><input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code">
  <button type="submit">Verify</button>
</form>`,
  );
}

function cookies(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k) out.set(k, decodeURIComponent(v.join('=')));
  }
  return out;
}

function userByEmail(email: string | undefined): FixtureUser | undefined {
  return [ADA, BOB].find((u) => u.email === email?.trim().toLowerCase());
}

const loginRoute: FixtureRoute = (req) => {
  const inlineOtp = req.url.searchParams.get('otp') === 'inline';
  if (req.method !== 'POST') return loginForm({ inlineOtp });
  const form = new URLSearchParams(req.body);
  const email = form.get('email') ?? '';
  const user = userByEmail(email);
  if (!user || user.password !== form.get('password')) {
    return { status: 401, body: loginForm({ error: 'Invalid email or password.', inlineOtp, email }) };
  }
  if (user.otpSecret) {
    if (inlineOtp) {
      if (totpFor(user.otpSecret).validate({ token: form.get('code') ?? '', window: 1 }) === null) {
        return { status: 401, body: loginForm({ error: 'Incorrect one-time code.', inlineOtp, email }) };
      }
      return signedIn(user);
    }
    return {
      status: 303,
      headers: { location: '/login/otp', 'set-cookie': `pending=${encodeURIComponent(user.email)}; Path=/` },
    };
  }
  return signedIn(user);
};

function signedIn(user: FixtureUser) {
  return {
    status: 303,
    headers: { location: '/dashboard', 'set-cookie': `session=${encodeURIComponent(user.email)}; Path=/` },
  };
}

const otpRoute: FixtureRoute = (req) => {
  const pending = userByEmail(cookies(req.headers.cookie).get('pending'));
  if (!pending?.otpSecret) return { status: 303, headers: { location: '/login' } };
  if (req.method !== 'POST') return otpForm();
  const token = new URLSearchParams(req.body).get('otp') ?? '';
  if (totpFor(pending.otpSecret).validate({ token, window: 1 }) === null) {
    return { status: 401, body: otpForm('Incorrect code, try again.') };
  }
  return signedIn(pending);
};

const dashboardRoute: FixtureRoute = (req) => {
  const user = userByEmail(cookies(req.headers.cookie).get('session'));
  if (!user) return { status: 303, headers: { location: '/login' } };
  return page(
    'Dashboard · Acme',
    `<h1>Dashboard</h1><p>Welcome back, ${escapeHtml(user.name)}</p>
<nav><a href="/dashboard">Home</a> <a href="/settings">Settings</a></nav>
<form method="post" action="/logout"><button>Sign out</button></form>`,
  );
};

// -------------------------------------------------------------------------------------------------------------------
// Todo

const TODO = page(
  'Todos',
  `<h1>Todos</h1>
<form id="new-form"><input id="new" placeholder="What needs to be done?" autocomplete="off"><button>Add</button></form>
<ul id="list"></ul>
<p id="left" data-testid="items-left"></p>
<button id="clear">Clear completed</button>
<script>
const params = new URLSearchParams(location.search);
let todos = (params.get('todos') ?? 'Buy milk|Walk the dog|Pay rent').split('|').filter(Boolean)
  .map((text) => ({ text, done: (params.get('done') ?? '').split('|').includes(text) }));
let nextId = 1;
todos.forEach((t) => { t.id = nextId++; });
function render() {
  const list = document.getElementById('list');
  list.innerHTML = '';
  for (const t of todos) {
    const li = document.createElement('li');
    li.className = 'todo' + (t.done ? ' done' : '');
    const box = document.createElement('input');
    box.type = 'checkbox'; box.id = 'todo-' + t.id; box.checked = t.done;
    box.addEventListener('change', () => { t.done = box.checked; render(); });
    const label = document.createElement('label');
    label.htmlFor = box.id; label.textContent = t.text; label.style.display = 'inline';
    if (t.done) label.style.textDecoration = 'line-through';
    const del = document.createElement('button');
    del.textContent = '×'; del.setAttribute('aria-label', 'Delete ' + t.text); del.title = 'Delete';
    del.addEventListener('click', () => { todos = todos.filter((x) => x !== t); render(); });
    li.append(box, ' ', label, ' ', del);
    list.append(li);
  }
  const left = todos.filter((t) => !t.done).length;
  document.getElementById('left').textContent = left + (left === 1 ? ' item left' : ' items left');
}
document.getElementById('new-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const input = document.getElementById('new');
  const text = input.value.trim();
  if (text) todos.push({ id: nextId++, text, done: false });
  input.value = '';
  render();
});
document.getElementById('clear').addEventListener('click', () => { todos = todos.filter((t) => !t.done); render(); });
render();
</script>`,
);

// -------------------------------------------------------------------------------------------------------------------
// Shop

export const PRODUCTS = [
  { id: 'tshirt', name: 'Blue T-shirt', price: 19, sizes: true },
  { id: 'mug', name: 'Red Mug', price: 12, sizes: false },
  { id: 'hat', name: 'Green Hat', price: 25, sizes: true },
  { id: 'socks', name: 'Striped Socks', price: 8, sizes: true },
  { id: 'poster', name: 'Space Poster', price: 15, sizes: false },
  { id: 'bag', name: 'Canvas Bag', price: 22, sizes: false },
];

const SHOP_SCRIPT = `<script>
const PRODUCTS = ${JSON.stringify(PRODUCTS)};
function cart() { try { return JSON.parse(localStorage.getItem('cart') || '[]'); } catch { return []; } }
function saveCart(c) { localStorage.setItem('cart', JSON.stringify(c)); renderCount(); }
function cartCount() { return cart().reduce((n, i) => n + i.qty, 0); }
function renderCount() { const el = document.getElementById('cart-link'); if (el) el.textContent = 'Cart (' + cartCount() + ')'; }
function addToCart(id, size, qty) {
  const c = cart(); const found = c.find((i) => i.id === id && i.size === size);
  if (found) found.qty += qty; else c.push({ id, size, qty });
  saveCart(c);
}
</script>`;

function shopPage(title: string, body: string, script = ''): string {
  return page(
    title,
    `${SHOP_SCRIPT}<header><a href="/shop">Tiny Shop</a> · <a id="cart-link" data-testid="cart-count" href="/shop/cart">Cart (0)</a></header>
${body}<script>${script}; renderCount();</script>`,
  );
}

const SHOP_LIST = shopPage(
  'Tiny Shop',
  `<h1>Shop</h1>
<form id="search-form" role="search"><input id="q" type="search" placeholder="Search products" aria-label="Search products"><button>Search</button></form>
<p id="result-count"></p>
<div id="products">${PRODUCTS.map(
    (p) => `<div class="card product" data-name="${p.name}" style="height:180px">
  <h2><a href="/shop/product?id=${p.id}">${p.name}</a></h2><p>$${p.price}.00</p>
  <button class="add" data-id="${p.id}">Add to cart</button></div>`,
  ).join('\n')}</div>
<footer style="margin-top:400px"><p>© 2025 Tiny Shop</p><a href="/contact">Contact us</a></footer>`,
  `document.querySelectorAll('button.add').forEach((b) => b.addEventListener('click', () => addToCart(b.dataset.id, '-', 1)));
document.getElementById('search-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const q = document.getElementById('q').value.trim().toLowerCase();
  let shown = 0;
  document.querySelectorAll('.product').forEach((p) => {
    const hit = p.dataset.name.toLowerCase().includes(q);
    p.style.display = hit ? '' : 'none';
    if (hit) shown++;
  });
  document.getElementById('result-count').textContent = shown + (shown === 1 ? ' product found' : ' products found');
});`,
);

function productPage(id: string | null): string {
  const p = PRODUCTS.find((x) => x.id === id) ?? PRODUCTS[0];
  if (!p) return page('Not found', '<h1>Not found</h1>');
  return shopPage(
    `${p.name} · Tiny Shop`,
    `<h1>${p.name}</h1><p class="price">$${p.price}.00</p>
${p.sizes ? '<label for="size">Size</label><select id="size"><option>Small</option><option selected>Medium</option><option>Large</option></select>' : ''}
<label for="qty">Quantity</label><select id="qty">${[1, 2, 3, 4, 5].map((n) => `<option value="${n}">${n}</option>`).join('')}</select>
<p><button id="add">Add to cart</button></p>
<p id="status" role="status"></p>
<a href="/shop/cart">View cart</a>`,
    `document.getElementById('add').addEventListener('click', () => {
  const size = document.getElementById('size')?.value ?? '-';
  const qty = Number(document.getElementById('qty').value);
  addToCart(${JSON.stringify(p.id)}, size, qty);
  document.getElementById('status').textContent = 'Added ' + qty + ' × ${p.name}' + (size === '-' ? '' : ' (' + size + ')') + ' to your cart';
});`,
  );
}

const CART = shopPage(
  'Your cart · Tiny Shop',
  `<h1>Your cart</h1><ul id="items"></ul><p id="summary"></p>
<a href="/shop/checkout">Proceed to checkout</a> <button id="empty">Empty cart</button>`,
  `const seed = new URLSearchParams(location.search).get('seed');
if (seed !== null) saveCart(seed.split('|').filter(Boolean).map((s) => { const [id, size, qty] = s.split(':'); return { id, size, qty: Number(qty) }; }));
function renderCart() {
  const ul = document.getElementById('items'); ul.innerHTML = '';
  for (const i of cart()) {
    const p = PRODUCTS.find((x) => x.id === i.id);
    const li = document.createElement('li'); li.className = 'cart-item';
    li.textContent = p.name + (i.size === '-' ? '' : ' (' + i.size + ')') + ' × ' + i.qty;
    const rm = document.createElement('button'); rm.textContent = 'Remove'; rm.setAttribute('aria-label', 'Remove ' + p.name);
    rm.addEventListener('click', () => { saveCart(cart().filter((x) => !(x.id === i.id && x.size === i.size))); renderCart(); });
    li.append(' ', rm); ul.append(li);
  }
  const n = cartCount();
  document.getElementById('summary').textContent = n === 0 ? 'Your cart is empty' : n + (n === 1 ? ' item' : ' items') + ' in your cart';
}
document.getElementById('empty').addEventListener('click', () => { saveCart([]); renderCart(); });
renderCart();`,
);

const CHECKOUT = shopPage(
  'Checkout · Tiny Shop',
  `<h1>Checkout</h1>
<form id="checkout">
  <label for="name">Full name</label><input id="name" autocomplete="name">
  <label for="cemail">Email address</label><input id="cemail" type="email" placeholder="name@example.com">
  <label for="country">Country</label><select id="country"><option value="">Choose a country</option><option value="FR">France</option><option value="DE">Germany</option><option value="US">United States</option></select>
  <label><input type="checkbox" id="offers" checked> Send me special offers</label>
  <label><input type="checkbox" id="terms"> I accept the terms and conditions</label>
  <button id="place" type="submit" disabled>Place order</button>
</form>
<p id="done" role="status"></p>`,
  `const terms = document.getElementById('terms'); const place = document.getElementById('place');
terms.addEventListener('change', () => { place.disabled = !terms.checked; });
document.getElementById('checkout').addEventListener('submit', (e) => {
  e.preventDefault();
  document.getElementById('done').textContent = 'Thank you for your order, ' + document.getElementById('name').value + '!';
  document.title = 'Order confirmed · Tiny Shop';
  document.getElementById('checkout').hidden = true;
});`,
);

// -------------------------------------------------------------------------------------------------------------------
// Iframe and shadow DOM

const BLOG = page(
  'Our blog',
  `<h1>Our blog</h1><article><h2>Release notes</h2><p>We shipped dark mode this week.</p></article>
<iframe title="Newsletter" src="/blog/newsletter" style="width:480px;height:260px;border:1px solid #ccc"></iframe>`,
);

const NEWSLETTER = page(
  'Newsletter',
  `<h2>Subscribe to our newsletter</h2>
<form id="nl"><label for="nl-email">Email address</label><input id="nl-email" type="email">
<label><input type="checkbox" id="weekly"> Weekly digest</label>
<button>Subscribe</button></form><p id="nl-done" role="status"></p>
<script>document.getElementById('nl').addEventListener('submit', (e) => { e.preventDefault();
  const v = document.getElementById('nl-email').value;
  document.getElementById('nl-done').textContent = v ? 'Thanks for subscribing, ' + v + '!' : 'Please enter an email address'; });</script>`,
);

const HELP = page(
  'Help center',
  `<h1>Help center</h1><p>Browse the articles below or ask us directly.</p>
<help-widget></help-widget>
<script>
customElements.define('help-widget', class extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>.w{border:2px solid #36c;padding:8px;width:320px}</style><div class="w"><p>Need help?</p>' +
      '<input placeholder="Type your question" id="question"><button id="chat">Chat with us</button><p id="reply" role="status"></p></div>';
    root.getElementById('chat').addEventListener('click', () => {
      const q = root.getElementById('question').value;
      root.getElementById('reply').textContent = q ? 'An agent will answer: ' + q : 'An agent will join shortly';
    });
  }
});
</script>`,
);

/** Every fixture app's routes, for `startFixtureServer`. */
export function aiFixtureRoutes(): Record<string, FixtureRoute> {
  return {
    '/login': loginRoute,
    '/login/otp': otpRoute,
    '/dashboard': dashboardRoute,
    '/forgot': page('Reset your password', '<h1>Reset your password</h1>'),
    // Results that come after a search that takes a while, as a timetable search shows them.
    '/trains': page(
      'Trains',
      `<h1>Trains to York</h1><p id="status">Searching trains...</p><ul id="results"></ul><script>
setTimeout(() => {
  document.getElementById('status').textContent = '6 trains found';
  document.getElementById('results').innerHTML = '<li>08:00</li><li>09:00</li><li>10:00</li>';
}, 1500);
</script>`,
    ),
    // A page that never stops changing (a clock).
    '/clock': page(
      'Clock',
      `<h1>Departures</h1><p id="clock">0</p><script>
let n = 0; setInterval(() => { document.getElementById('clock').textContent = String(++n); }, 200);
</script>`,
    ),
    '/settings': page('Settings', '<h1>Settings</h1>'),
    '/todo': TODO,
    '/shop': SHOP_LIST,
    '/shop/product': (req) => productPage(req.url.searchParams.get('id')),
    '/shop/cart': CART,
    '/shop/checkout': CHECKOUT,
    '/contact': page('Contact', '<h1>Contact us</h1>'),
    '/blog': BLOG,
    '/blog/newsletter': NEWSLETTER,
    '/help': HELP,
  };
}

// -------------------------------------------------------------------------------------------------------------------
// Running AI steps through the real engine with in-memory sink and artifact store

export interface AiRunRecord {
  outcome: RunOutcome;
  results: StepResult[];
  artifacts: Map<string, Buffer>;
}

let nextStepId = 1;

export function aiStep(type: SnapshotStep['type'], action: string, extra: Partial<SnapshotStep> = {}): SnapshotStep {
  return snapshotStep(type, action, { id: nextStepId++, assert_images_count: 1, ...extra });
}

export function aiSnapshot(startingUrl: string, steps: SnapshotStep[], extra: Partial<RunSnapshot> = {}): RunSnapshot {
  return runSnapshot({
    id: 77,
    title: 'ai fixture test',
    starting_url: startingUrl,
    viewport_width: 1280,
    viewport_height: 800,
    persist_self_healed: false,
    steps: steps.map((s, i) => ({ ...s, step_number: i + 1 })),
    ...extra,
  });
}

/**
 * An agent for tests: instructions starting with `js:` are evaluated in the page (assert: must return true), the
 * rest go to `agent`. Lets a test prepare page state and check an act step's effect without another planner.
 */
export function withJsSteps(agent: Agent): Agent {
  return {
    async act(page, instruction, ctx) {
      if (!instruction.startsWith('js:')) return agent.act(page, instruction, ctx);
      await page.evaluate(instruction.slice(3));
      return { success: true, reason: 'Prepared the page.', actions: [] };
    },
    async assert(page, instruction, ctx) {
      if (!instruction.startsWith('js:')) return agent.assert(page, instruction, ctx);
      // A navigation the step started may land while the expression runs: it is evaluated again on the new page.
      let value: unknown;
      for (let tries = 0; tries < 3; tries++) {
        value = await page.evaluate(instruction.slice(3)).catch((error: unknown) => String(error));
        if (typeof value !== 'string' || !/Execution context was destroyed/.test(value)) break;
        await page.waitForLoadState('load').catch(() => {});
      }
      return { success: value === true, reason: `${instruction.slice(3)} -> ${JSON.stringify(value)}`, actions: [] };
    },
  };
}

/**
 * Runs `snapshot` with `runTest` in `browser`, recording results and artifacts in memory. The attempt's video is off
 * unless `recordVideo: true` is passed: callers here read verdicts, results and screenshots, and the video costs a
 * large share of a run's CPU (the engine's video is tested in runner-engine.test.ts and through the HTTP API).
 */
export async function runInBrowser(
  browser: Browser,
  snapshot: RunSnapshot,
  agent: Agent,
  extra: Partial<RunInput> = {},
  engine: { recordVideo?: boolean; screenshots?: boolean } = {},
): Promise<AiRunRecord> {
  const artifacts = new Map<string, Buffer>();
  const sink: ResultSink = {
    attemptStarted: async () => {},
    stepFinished: async () => {},
    attemptFinished: async () => {},
  };
  const store: ArtifactStore = {
    put: async (name, body) => {
      artifacts.set(name, body);
      return name;
    },
  };
  const subRuns: SubRunTrigger = { run: async () => ({ status: 'failed', testRunId: null, reason: 'none' }) };
  const outcome = await runTest(
    {
      companyId: 1,
      testRunId: 1,
      snapshot,
      chain: [snapshot.id],
      sink,
      artifacts: store,
      subRuns,
      deadline: Date.now() + 60_000,
      ...extra,
    },
    { browser, agent, recordVideo: false, ...engine },
  );
  const last = outcome.attempts[outcome.attempts.length - 1];
  return { outcome, results: last?.results ?? [], artifacts };
}
