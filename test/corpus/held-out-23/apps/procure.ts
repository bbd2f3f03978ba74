/**
 * Brightfield Procure, a B2B procurement and accounts-payable tool: sign-in in two steps (here), supplier invoices
 * (apps/procure-invoices.ts), a new purchase order and the supplier directory (apps/procure-orders.ts), and the
 * server answers they wait for. Today is Thursday 15 July 2027.
 */
import { doc } from '../../page';
import type { CorpusApp } from '../../types';
import { INVOICES, invoicesPage } from './procure-invoices';
import { poPage, SUPPLIERS, suppliersPage } from './procure-orders';

function parse<T>(body: string): Partial<T> {
  try {
    return JSON.parse(body) as Partial<T>;
  } catch {
    return {};
  }
}

const answer = (delayMs: number, error: string, extra: Record<string, unknown> = {}) => ({
  delayMs,
  json: error ? { ok: false, error } : { ok: true, ...extra },
});

const gbp = (n: number) => `£${n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const BUDGETS: Record<string, [string, number]> = {
  'CC-100': ['Operations (CC-100)', 48000],
  'CC-200': ['IT (CC-200)', 12500],
  'CC-300': ['Marketing (CC-300)', 1200],
  'CC-400': ['Facilities (CC-400)', 6750],
};

const loginPage = doc(
  'Sign in - Brightfield Procure',
  `<header class="bar"><span class="logo">Brightfield Procure</span></header>
<main style="max-width:520px">
  <p class="good" id="out" role="status"></p>
  <h1>Sign in to Brightfield Procure</h1>
  <section id="st-email">
    <div class="field"><label for="em">Work email</label><input id="em" type="email" style="width:320px"></div>
    <p class="err" id="em-err" role="alert"></p>
    <div class="line"><button type="button" class="main" id="cont">Continue</button><button type="button" id="sso">Sign in with SSO</button></div>
  </section>
  <section id="st-pw" hidden>
    <p id="as"></p>
    <div class="field"><label for="pw">Password</label><input id="pw" type="password" style="width:260px"></div>
    <p><label><input type="checkbox" id="remember"> Remember this device for 30 days</label></p>
    <p class="err" id="pw-err" role="alert"></p>
    <div class="line"><button type="button" class="main" id="signin">Sign in</button><button type="button" id="other">Use a different email</button></div>
  </section>
</main>`,
  `
function post(url, body) { return fetch(url, { method: 'POST', body: JSON.stringify(body) }).then(function (r) { return r.json(); }); }
window.pwStep = false;
if (query.get('out')) $('#out').textContent = 'You have been signed out.';
$('#sso').addEventListener('click', function () { $('#em-err').textContent = "Single sign-on isn't set up for your organisation yet. Sign in with your email."; });
$('#cont').addEventListener('click', function () {
  var e = $('#em').value.trim(), b = this; $('#em-err').textContent = '';
  if (!e) { $('#em-err').textContent = 'Enter your work email'; return; }
  b.disabled = true;
  post('/procure/api/email', { email: e }).then(function (r) { b.disabled = false; if (!r.ok) { $('#em-err').textContent = r.error; return; } window.pwStep = true; $('#st-email').hidden = true; $('#st-pw').hidden = false; $('#as').textContent = 'Signing in as ' + e; $('#pw').focus(); });
});
$('#em').addEventListener('keydown', function (e) { if (e.key === 'Enter') $('#cont').click(); });
$('#other').addEventListener('click', function () { window.pwStep = false; $('#st-pw').hidden = true; $('#st-email').hidden = false; });
$('#signin').addEventListener('click', function () {
  var b = this; $('#pw-err').textContent = ''; b.disabled = true;
  post('/procure/api/login', { password: $('#pw').value }).then(function (r) { b.disabled = false; if (!r.ok) { $('#pw-err').textContent = r.error; return; } location.href = '/procure/invoices?welcome=1' + ($('#remember').checked ? '&remember=1' : ''); });
});
$('#pw').addEventListener('keydown', function (e) { if (e.key === 'Enter') $('#signin').click(); });
`,
);

export const procureApp: CorpusApp = {
  name: 'procure',
  description:
    'Brightfield Procure, a B2B procurement and accounts-payable tool: sign-in in two steps (a work email answered late, then a password answered late, a Remember this device box, an SSO button that is not set up); supplier invoices with summary figures, status tabs with counts, a placeholder-only search, a supplier select, sortable Amount and Due columns (aria-sort), a 19-invoice table over three pages with a row box, Approve on awaiting rows and an icon-only More actions button in every row opening one menu (View invoice, Download PDF, Mark as paid, Raise a dispute), approvals answered late and refused over £10,000, bulk approval refused as a whole, a Mark as paid dialog with a date validated, a dispute dialog needing a reason and 20 characters, Export CSV; a new purchase order with a supplier combobox answered late (a supplier on hold and one onboarding), a delivery select, a needed-by date, a cost centre select with the budget left, line items named per line with Remove per line and Add line, live totals, a notes box named by its placeholder, an urgent box, an Approval rules accordion, a preview dialog with the order in an iframe, Save as draft and Submit for approval validated on the page and answered late (on-hold supplier and over-budget orders refused); and a supplier directory with spend in a shadow root loaded late (By quarter / By supplier), a placeholder-only search, a category select, a Preferred only box, cards with View, Raise PO (disabled unless approved) and Rate in each, a rating dialog with stars and an Invite a supplier dialog validated and refused late for a registered domain.',
  routes: {
    '/procure/login': () => loginPage,
    '/procure/invoices': () => invoicesPage,
    '/procure/po/new': () => poPage,
    '/procure/suppliers': () => suppliersPage,
    '/procure/api/email': (req) =>
      answer(
        500,
        (parse<{ email: string }>(req.body).email ?? '').toLowerCase() === 'dana.okafor@brightfield.co.uk'
          ? ''
          : "We couldn't find a Brightfield Procure account for that email",
      ),
    '/procure/api/login': (req) =>
      answer(
        600,
        parse<{ password: string }>(req.body).password === 'Ledger!2027'
          ? ''
          : 'Incorrect password. Try again or reset it.',
      ),
    '/procure/api/approve': (req) => {
      const ids = parse<{ ids: string[] }>(req.body).ids ?? [];
      const over = ids.find((id) => (INVOICES.find((v) => v[0] === id)?.[4] ?? 0) > 10000);
      let error = '';
      if (over && ids.length === 1)
        error = `You can approve invoices up to £10,000.00. ${over} needs a second approver.`;
      else if (over) error = `${over} is over your £10,000.00 approval limit, so nothing was approved.`;
      return answer(700, error);
    },
    '/procure/api/po': (req) => {
      const body = parse<{ supplier: string; cc: string; total: number }>(req.body);
      const [ccName, left] = BUDGETS[body.cc ?? ''] ?? ['that', 0];
      const total = Number(body.total ?? 0);
      let error = '';
      if (body.supplier === 'apex') error = 'Apex Office Supplies is on hold. Choose another supplier.';
      else if (total > left)
        error = `This order (${gbp(total)}) is more than the ${gbp(left)} left in the ${ccName} budget.`;
      return answer(900, error, { approver: total > 5000 ? 'the Finance Director' : 'Marcus Webb' });
    },
    '/procure/api/invite': (req) => {
      const domain = (parse<{ email: string }>(req.body).email ?? '').split('@')[1]?.toLowerCase() ?? '';
      const taken = SUPPLIERS.find((s) => s[7].split('@')[1] === domain);
      return answer(700, taken ? `A supplier with the domain ${domain} is already registered (${taken[1]}).` : '');
    },
  },
};
