/**
 * An `act` step that names a task fails when the app refuses it with an error message, through the real engine in
 * Chromium with the rules planner: an error the page shows at once, one the server answers after a delay, one shown
 * after "Saving…"; and the steps that stay the input alone (a click, a step that expects the refusal), an error that
 * was there before the step, and a success message styled like an alert.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent, createRulesPlanner } from '../../runner-image/src/ai';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { aiSnapshot, aiStep, runInBrowser, withJsSteps } from '../support/ai-fixtures';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';

/**
 * A lunch-money account: top-ups of £5 to £200. `mode` says how the app answers: `local` checks in the page,
 * `server` posts to /api/top-up (which refuses over £200 after 600 ms), `slow` shows "Saving…" for 1.5 s first,
 * `toast` refuses in a toast that leaves at the next frame (gone before anything can look, as on a busy machine).
 */
const walletPage = (
  mode: 'local' | 'server' | 'slow' | 'toast',
  errorBefore = false,
) => `<!doctype html><title>Lunch money</title>
<h1>Lunch money</h1>
<p>Balance: <span id="balance">£40.00</span></p>
<form id="top-up" novalidate>
<label for="amount">Amount</label> <input id="amount" inputmode="decimal">
<button type="submit">Top up</button>
<p id="amount-error" class="field-error" role="alert"${errorBefore ? '' : ' hidden'}>${errorBefore ? 'Enter an amount' : ''}</p>
<p id="note" role="status"></p>
</form>
<script>
var form = document.getElementById('top-up'), err = document.getElementById('amount-error');
var note = document.getElementById('note');
function done(ok, message) {
  if (ok) { err.hidden = true; note.textContent = 'Topped up successfully'; document.getElementById('balance').textContent = message; }
  else if (${JSON.stringify(mode)} === 'toast') {
    var t = document.createElement('div'); t.className = 'toast toast-error'; t.setAttribute('role', 'alert');
    t.textContent = message; document.body.append(t);
    setTimeout(function () { requestAnimationFrame(function () { t.remove(); }); }, 0);
  }
  else { err.hidden = false; err.textContent = message; note.textContent = ''; }
}
form.addEventListener('submit', function (e) {
  e.preventDefault();
  var amount = Number(document.getElementById('amount').value);
  var mode = ${JSON.stringify(mode)};
  if (mode === 'server') {
    fetch('/api/top-up', { method: 'POST', body: String(amount) }).then(function (r) { return r.json(); })
      .then(function (j) { done(j.ok, j.ok ? j.balance : j.error); });
    return;
  }
  var answer = function () {
    if (amount > 200) done(false, 'Top-ups are limited to £200');
    else done(true, '£' + (40 + amount).toFixed(2));
  };
  if (mode === 'slow') { note.textContent = 'Saving…'; setTimeout(answer, 1500); } else answer();
});
</script>`;

/** A shop whose Add shows "Only 3 left" in red (class "error") and a thank-you toast in an alert. */
const SHOP_PAGE = `<!doctype html><title>Shop</title>
<h1>Paracetamol 500 mg</h1>
<button type="button" id="add">Add to basket</button> <span class="error" id="stock"></span>
<div role="alert" id="toast"></div>
<p>Basket: <span id="basket">0</span></p>
<form id="contact"><label for="msg">Message</label> <input id="msg"><button type="submit">Send</button></form>
<script>
document.getElementById('add').onclick = function () {
  document.getElementById('basket').textContent = String(Number(document.getElementById('basket').textContent) + 1);
  document.getElementById('stock').textContent = 'Only 3 left';
};
document.getElementById('contact').onsubmit = function (e) {
  e.preventDefault();
  document.getElementById('toast').textContent = 'Thanks! Please check your email for our reply.';
};
</script>`;

/** A sign-in form posted to the server, which answers with the form again and an error, or with the home page. */
const signInPage = (error = '') => `<!doctype html><title>Sign in</title>
<h1>Sign in</h1>${error ? `<div class="error-summary" role="alert">${error}</div>` : ''}
<form method="post" action="/sign-in"><label for="user">Username</label> <input id="user" name="user">
<label for="pw">Password</label> <input id="pw" name="pw" type="password"><button type="submit">Sign in</button></form>`;

/** Units to compare, at most 3: a fourth box ticked is unticked again by the page. */
const COMPARE_PAGE = `<!doctype html><title>Units</title>
<article aria-label="Locker"><h3>Locker</h3><label><input type="checkbox" class="cmp"> Compare</label></article>
<article aria-label="25 sq ft"><h3>25 sq ft</h3><label><input type="checkbox" class="cmp" checked> Compare</label></article>
<article aria-label="50 sq ft"><h3>50 sq ft</h3><label><input type="checkbox" class="cmp" checked> Compare</label></article>
<article aria-label="100 sq ft"><h3>100 sq ft</h3><label><input type="checkbox" class="cmp"> Compare</label></article>
<p id="note">Tick up to 3 units to compare them.</p>
<script>
document.addEventListener('change', function (e) {
  if (!e.target.classList.contains('cmp')) return;
  if (document.querySelectorAll('.cmp:checked').length > 3) { e.target.checked = false; }
});
</script>`;

/** Vehicles whose Remove is refused for one on a permit, with a message that holds a word of success ("removed"). */
const VEHICLES_PAGE = `<!doctype html><title>Vehicles</title>
<table><tbody>
<tr data-reg="LB19 XKM"><th scope="row">LB19 XKM</th><td><button type="button" class="rm">Remove</button></td></tr>
<tr data-reg="YP68 NHC"><th scope="row">YP68 NHC</th><td><button type="button" class="rm">Remove</button></td></tr>
</tbody></table>
<p class="err" id="veh-err" role="alert"></p>
<script>
document.querySelector('tbody').addEventListener('click', function (e) {
  var tr = e.target.closest('.rm') && e.target.closest('tr'); if (!tr) return;
  if (tr.dataset.reg === 'LB19 XKM') { document.getElementById('veh-err').textContent = 'LB19 XKM is on permit PRM-4410, so it cannot be removed'; return; }
  tr.remove();
});
</script>`;

/** Claims whose Withdraw is refused unless submitted, in an error-classed message that holds a success word. */
const CLAIMS_PAGE = `<!doctype html><title>Claims</title>
<table><tbody>
<tr data-ref="EX-3109" data-status="Approved"><th scope="row">EX-3109</th><td>Conference tickets</td><td>Approved</td><td><button type="button" class="wd">Withdraw</button></td></tr>
<tr data-ref="EX-3120" data-status="Submitted"><th scope="row">EX-3120</th><td>Client lunch</td><td>Submitted</td><td><button type="button" class="wd">Withdraw</button></td></tr>
</tbody></table>
<p class="err" id="list-err"></p>
<script>
window.withdrawn = null;
document.querySelector('tbody').addEventListener('click', function (e) {
  var tr = e.target.closest('.wd') && e.target.closest('tr'); if (!tr) return;
  if (tr.dataset.status !== 'Submitted') { document.getElementById('list-err').textContent = tr.dataset.ref + ' is approved. Only submitted claims can be withdrawn.'; return; }
  window.withdrawn = tr.dataset.ref; tr.dataset.status = 'Draft';
});
</script>`;

/** A promo code answered late in a status line that turns error-classed ("FRIENDS is only valid for ..."). */
const PROMO_PAGE = `<!doctype html><title>Checkout</title>
<h1>Checkout</h1><label for="promo">Promo code</label> <input id="promo"> <button type="button" id="go">Apply</button>
<p id="promo-msg" role="status"></p>
<script>document.getElementById('go').onclick = function () {
  var c = document.getElementById('promo').value.trim().toUpperCase(), m = document.getElementById('promo-msg');
  m.className = 'note'; m.textContent = 'Checking ' + c + '…';
  setTimeout(function () {
    var good = c === 'HARBOUR';
    if (good) window.promo = c;
    m.className = good ? 'good' : 'err';
    m.textContent = good ? c + ' applied: £5.00 off each ticket' : c + ' is only valid for Saltwater Ballet: Tides';
  }, 500);
};</script>`;

/** An animal reserved for another family: applying is refused with a message that says "reserved". */
const ANIMAL_PAGE = `<!doctype html><title>Juniper</title>
<main><section aria-labelledby="an-h"><h1 id="an-h">Juniper</h1><p>Border collie, 3 years</p>
<button type="button" id="apply">Start an application</button>
<p class="err" id="an-err" role="alert"></p></section></main>
<script>document.getElementById('apply').onclick = function () { document.getElementById('an-err').textContent = 'Juniper is reserved for another family. You can join the waiting list instead.'; };</script>`;

/**
 * A form's error summary (an alert titled "There is a problem") whose words name a requirement with a success word in
 * it ("must be added by a parent"); an adult's date of birth goes on to the next step.
 */
const ABOUT_YOU_PAGE = `<!doctype html><title>About you</title><h1 id="h">About you</h1>
<div id="summary" class="box" role="alert" hidden><h2>There is a problem</h2><ul id="list"></ul></div>
<label for="dob">Date of birth</label> <input id="dob" type="date">
<button type="button" id="next">Save and continue</button>
<script>
document.getElementById('next').onclick = function () {
  var dob = document.getElementById('dob').value;
  var list = dob > '2010-05-11' ? ['Applicants under 18 must be added by a parent from the Group members page'] : [];
  document.getElementById('list').innerHTML = list.map(function (p) { return '<li>' + p + '</li>'; }).join('');
  document.getElementById('summary').hidden = !list.length;
  if (!list.length) document.getElementById('h').textContent = 'Your passport';
};
</script>`;

/**
 * Class cards whose Join opens a dialog that asks how to pay; the junior class is refused 500 ms after Confirm, in an
 * error-classed alert whose words are no error's ("... is for players under 12.").
 */
const CLASSES_PAGE = `<!doctype html><title>Coaching</title><h1>Coaching</h1>
<article data-id="c4"><h3>Junior squad</h3><button type="button" class="join">Join class</button></article>
<article data-id="c7"><h3>Cardio tennis</h3><button type="button" class="join">Join class</button></article>
<div id="dlg" role="dialog" aria-modal="true" aria-labelledby="dh" hidden><h2 id="dh">Join class</h2>
<fieldset><legend>Payment</legend><label><input type="radio" name="when" value="now" checked> Pay now</label>
<label><input type="radio" name="when" value="later"> Pay at the first session</label></fieldset>
<p class="err" id="err" role="alert"></p><button type="button" id="cancel">Cancel</button><button type="button" id="go">Confirm</button></div>
<script>
window.joined = null; var joining = null;
document.querySelectorAll('.join').forEach(function (b) { b.onclick = function () { joining = b.closest('article').dataset.id; document.getElementById('dlg').hidden = false; }; });
document.getElementById('go').onclick = function () {
  setTimeout(function () {
    if (joining === 'c4') { document.getElementById('err').textContent = 'The Junior squad is for players under 12.'; return; }
    window.joined = { id: joining, pay: document.querySelector('input[name=when]:checked').value }; document.getElementById('dlg').hidden = true;
  }, 500);
};
</script>`;

/** Products listed 800 ms after the page loads, one labelled "Out of stock" in red (class "error"). */
const LATE_LIST_PAGE = `<!doctype html><title>Shop</title>
<h1>Pain relief</h1><ul id="products"></ul><p>Basket: <span id="basket">0</span></p>
<script>
window.basket = 0;
setTimeout(function () {
  document.getElementById('products').innerHTML =
    '<li><h3>Paracetamol 500 mg</h3><button type="button" class="add">Add to basket</button></li>' +
    '<li><h3>Hay fever eye drops</h3><span class="error">Out of stock</span></li>';
  document.querySelector('.add').onclick = function () {
    window.basket += 1; document.getElementById('basket').textContent = String(window.basket);
  };
}, 800);
</script>`;

/**
 * Pet cards with Remove in each (removing a pet with bookings refused at once), and extras whose Add is greyed out
 * while the app decides, 700 ms later and without a request: Fast Track refused as sold out, Lounge access added (its
 * button then says "Added" and stays greyed out).
 */
const TRIP_PAGE = `<!doctype html><title>My trip</title>
<h2>My pets</h2>
<div class="pet" data-name="Biscuit"><h3>Biscuit</h3><button type="button" class="remove">Remove</button></div>
<div class="pet" data-name="Mochi"><h3>Mochi</h3><button type="button" class="remove">Remove</button></div>
<p class="err" id="pet-err" role="alert"></p>
<h2>Extras</h2>
<div class="extra" data-id="fasttrack"><h3>Fast Track security</h3><button type="button" class="add">Add</button></div>
<div class="extra" data-id="lounge"><h3>Lounge access</h3><button type="button" class="add">Add</button></div>
<p class="err" id="x-err" role="alert"></p>
<script>
window.removed = []; window.added = [];
document.addEventListener('click', function (e) {
  var pet = e.target.closest('.pet');
  if (pet && e.target.closest('.remove')) {
    if (pet.dataset.name === 'Biscuit') { document.getElementById('pet-err').textContent = "Biscuit has upcoming bookings, so you can't remove them yet"; return; }
    window.removed.push(pet.dataset.name); pet.remove();
  }
  var extra = e.target.closest('.extra'), b = e.target.closest('.add');
  if (extra && b) {
    b.disabled = true;
    setTimeout(function () {
      if (extra.dataset.id === 'fasttrack') { b.disabled = false; document.getElementById('x-err').textContent = 'Fast Track security is sold out for this flight'; return; }
      window.added.push(extra.dataset.id); b.textContent = 'Added';
    }, 700);
  }
});
</script>`;

/**
 * A renter's portal: the deposit panel in an iframe answers "Request deposit back" in a status line inside the frame
 * (refused before the tenancy ends, or accepted), and each payment row has a Dispute button refused for old payments.
 */
const depositFrame = (ended: boolean) => `<!doctype html><p>£1,730.00 protected.</p>
<button type="button" id="back">Request deposit back</button><p id="dmsg" role="status"></p>
<script>
window.asked = false;
document.getElementById('back').onclick = function () {
  if (${ended}) { window.asked = true; document.getElementById('dmsg').textContent = 'Request sent to your landlord'; }
  else document.getElementById('dmsg').textContent = 'You can ask for your deposit back once your tenancy ends on 31 Aug 2027.';
};
</script>`;
/** A card form in a frame that says "Processing…" and greys out Pay for 900 ms, then declines one card. */
const CARD_FRAME = `<!doctype html><h3>Pay £706.39</h3>
<label for="n">Card number</label> <input id="n">
<button type="button" id="pay">Pay £706.39</button><p id="m" role="alert"></p>
<script>
window.paid = null;
document.getElementById('pay').onclick = function () {
  var b = this, n = document.getElementById('n').value.replace(/\\s/g, '');
  b.disabled = true; b.textContent = 'Processing…';
  setTimeout(function () {
    b.disabled = false; b.textContent = 'Pay £706.39';
    if (n === '4000000000000002') { document.getElementById('m').textContent = 'Your card was declined. Try a different card.'; return; }
    window.paid = n.slice(-4);
  }, 900);
};
</script>`;
const CHECKOUT_PAGE = `<!doctype html><title>Check and pay</title><h1>Check and pay</h1>
<iframe title="Secure payment" src="/card-frame" style="width:400px;height:200px"></iframe>`;

const RENT_PAGE = (frame: string) => `<!doctype html><title>Rent</title><h1>Rent</h1>
<iframe title="Deposit" src="${frame}" style="width:400px;height:150px"></iframe>
<table><tbody>
<tr><th>May 2027</th><td>Rent payment</td><td>£1,250.00</td><td><button type="button" class="dispute" data-old="0">Dispute</button></td></tr>
<tr><th>September 2026</th><td>Rent payment</td><td>£1,250.00</td><td><button type="button" class="dispute" data-old="1">Dispute</button></td></tr>
</tbody></table><p id="row-err" class="err"></p>
<script>
window.disputed = null;
document.querySelectorAll('.dispute').forEach(function (b) { b.onclick = function () {
  if (b.dataset.old === '1') { document.getElementById('row-err').textContent = "Payments more than 6 months old can't be disputed online"; return; }
  window.disputed = b.closest('tr').querySelector('th').textContent;
}; });
</script>`;

let server: FixtureServer;
let browser: Browser;
/** Settings saved in 300 ms: a toast says so, and Save stays greyed out until the next change. */
const SETTINGS_PAGE = `<!doctype html><title>Settings</title>
<label><input type="checkbox" id="news"> Product news</label>
<button id="save" disabled>Save preferences</button>
<div id="toast" class="toast" role="status" hidden></div>
<script>
var save = document.getElementById('save'), toast = document.getElementById('toast');
document.getElementById('news').onchange = function () { save.disabled = false; };
save.onclick = function () {
  save.disabled = true;
  setTimeout(function () { window.savedAt = Date.now(); toast.hidden = false; toast.textContent = 'Preferences saved'; }, 300);
};
</script>`;

/**
 * A ride in progress, in a widget's shadow root: End ride answers 400 ms later (a timer) with what to do first, in a
 * status that says no error's words; Lock answers "Bike 3318 locked." at once. `docked` rides end.
 */
const ridePage = (docked: boolean) => `<!doctype html><title>Ride</title>
<h1>Your ride</h1>
<ride-box></ride-box>
<script>
customElements.define('ride-box', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<p>Bike 3318 · 12 min so far</p><button id="end">End ride</button> <button id="lock">Lock for a stop</button><p id="m" role="status"></p>';
    var m = root.getElementById('m');
    root.getElementById('end').addEventListener('click', function () {
      setTimeout(function () {
        if (${docked}) { window.ended = true; m.textContent = 'Ride over: 14 minutes, £1.40'; }
        else m.textContent = 'Dock the bike at a station to end your ride. The nearest is Mill Lane, 200 m away.';
      }, 400);
    });
    root.getElementById('lock').addEventListener('click', function () { window.locked = true; m.textContent = 'Bike 3318 locked. Up to 10 minutes of stops are free.'; });
  }
});
</script>`;

const agent = withJsSteps(createAiAgent({ planner: createRulesPlanner(), configKey: 'browser:1280x800' }));

beforeAll(async () => {
  server = await startFixtureServer({
    '/local': walletPage('local'),
    '/server': walletPage('server'),
    '/slow': walletPage('slow'),
    '/toast': walletPage('toast'),
    '/stale-error': walletPage('local', true),
    '/settings': SETTINGS_PAGE,
    '/shop': SHOP_PAGE,
    '/compare': COMPARE_PAGE,
    '/vehicles': VEHICLES_PAGE,
    '/claims': CLAIMS_PAGE,
    '/animal': ANIMAL_PAGE,
    '/promo': PROMO_PAGE,
    '/about-you': ABOUT_YOU_PAGE,
    '/classes': CLASSES_PAGE,
    '/checkout': CHECKOUT_PAGE,
    '/card-frame': CARD_FRAME,
    '/late-list': LATE_LIST_PAGE,
    '/trip': TRIP_PAGE,
    '/ride': ridePage(false),
    '/ride-docked': ridePage(true),
    '/rent': RENT_PAGE('/deposit'),
    '/rent-ended': RENT_PAGE('/deposit-ended'),
    '/deposit': depositFrame(false),
    '/deposit-ended': depositFrame(true),
    '/sign-in': (req) =>
      req.method !== 'POST'
        ? signInPage()
        : req.body.includes('pw=hunter2')
          ? '<!doctype html><title>Home</title><h1>Welcome, alice</h1><div role="alert">Your check-up is overdue.</div>'
          : signInPage('Incorrect username or password'),
    '/api/top-up': async (req) => {
      await new Promise((r) => setTimeout(r, 600));
      const amount = Number(req.body);
      return amount > 200
        ? { json: { ok: false, error: 'Top-ups are limited to £200' } }
        : { json: { ok: true, balance: `£${(40 + amount).toFixed(2)}` } };
    },
  });
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const run = (path: string, steps: ReturnType<typeof aiStep>[]) =>
  runInBrowser(browser, aiSnapshot(server.url(path), steps), agent);
const results = (r: Awaited<ReturnType<typeof run>>) => JSON.stringify(r.results.map((s) => s.result));

describe('a task the app refuses', () => {
  for (const [path, how] of [
    ['/local', 'at once'],
    ['/server', 'after a request that takes 600 ms'],
    ['/slow', 'after "Saving…" for 1.5 s'],
    ['/toast', 'in a toast gone before the step ends'],
  ] as const) {
    it(`fails with the app's error when it answers ${how}`, async () => {
      // Act
      const r = await run(path, [aiStep('act', 'Top up the lunch money by £500')]);

      // Assess
      expect(r.outcome.status).toBe('failed');
      expect(r.results[0]?.result).toContain('The app answered with an error: "Top-ups are limited to £200"');
    });

    it(`passes when the app accepts it (${how})`, async () => {
      // Act
      const r = await run(path, [
        aiStep('act', 'Top up the lunch money by £60'),
        aiStep('assert', `js:document.getElementById('balance').textContent === '£100.00'`),
      ]);

      // Assess
      expect(r.outcome.status, results(r)).toBe('passed');
    });
  }
});

describe('a task the server refuses with the page it answers a posted form with', () => {
  it('fails with the error of that page', async () => {
    // Act
    const r = await run('/sign-in', [aiStep('act', 'Sign in as alice with password swordfish')]);

    // Assess
    expect(r.outcome.status).toBe('failed');
    expect(r.results[0]?.result).toContain('The app answered with an error: "Incorrect username or password"');
  });

  it('passes on the page it answers a success with, whatever else that page announces', async () => {
    // Act
    const r = await run('/sign-in', [
      aiStep('act', 'Sign in as alice with password hunter2'),
      aiStep('assert', 'The page greets alice'),
    ]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('passed');
  });
});

describe('a refusal in a status line', () => {
  it('fails when the status the app answers in turns to an error', async () => {
    // Act
    const r = await run('/promo', [aiStep('act', 'Use promo code FRIENDS')]);

    // Assess
    expect(r.outcome.status).toBe('failed');
    expect(r.results[0]?.result).toContain('FRIENDS is only valid for Saltwater Ballet');
  });

  it('passes when it says the code is applied', async () => {
    // Act
    const r = await run('/promo', [
      aiStep('act', 'Use promo code HARBOUR'),
      aiStep('assert', "js:window.promo === 'HARBOUR'"),
    ]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('passed');
  });
});

describe('refusals that hold a word of success', () => {
  it('fails on an error-classed message that says a success word in passing', async () => {
    // Act
    const r = await run('/claims', [aiStep('act', 'Withdraw my conference tickets claim')]);

    // Assess
    expect(r.outcome.status).toBe('failed');
    expect(r.results[0]?.result).toContain('Only submitted claims can be withdrawn');
  });

  it('passes when the app takes it', async () => {
    // Act
    const r = await run('/claims', [
      aiStep('act', 'Withdraw my client lunch claim'),
      aiStep('assert', "js:window.withdrawn === 'EX-3120'"),
    ]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('passed');
  });

  it('fails on "reserved for another family", which is no success of the step', async () => {
    // Act
    const r = await run('/animal', [aiStep('act', 'Start an application for Juniper')]);

    // Assess
    expect(r.outcome.status).toBe('failed');
    expect(r.results[0]?.result).toContain('You can join the waiting list instead');
  });
  it('fails on an error summary whose requirement has a success word in it ("must be added")', async () => {
    // Act
    const child = await run('/about-you', [aiStep('act', 'Enter date of birth 02/02/2012, then save and continue')]);
    const adult = await run('/about-you', [
      aiStep('act', 'Enter date of birth 8 March 1990, then save and continue'),
      aiStep('assert', "js:document.getElementById('h').textContent === 'Your passport'"),
    ]);

    // Assess
    expect(child.outcome.status).toBe('failed');
    expect(child.results[0]?.result).toContain('must be added by a parent');
    expect(adult.outcome.status, results(adult)).toBe('passed');
  });
  it("fails on an error-classed alert's new words, whatever they are; the choice in the dialog comes before its Confirm", async () => {
    // Act
    const junior = await run('/classes', [aiStep('act', 'Join the Junior squad and pay now')]);
    const cardio = await run('/classes', [
      aiStep('act', 'Join the Cardio tennis class and pay at the first session'),
      aiStep('assert', "js:window.joined && window.joined.id === 'c7' && window.joined.pay === 'later'"),
    ]);

    // Assess
    expect(junior.outcome.status).toBe('failed');
    expect(junior.results[0]?.result).toContain('is for players under 12');
    expect(cardio.outcome.status, results(cardio)).toBe('passed');
  });
});

describe('messages that are not a refusal', () => {
  it('red text that says something else ("Only 3 left") does not fail the step', async () => {
    // Act
    const r = await run('/shop', [
      aiStep('act', 'Add Paracetamol 500 mg to the basket'),
      aiStep('assert', `js:document.getElementById('basket').textContent === '1'`),
    ]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('passed');
  });

  it('an alert that thanks (and asks to check the email) does not fail the step', async () => {
    // Act
    const r = await run('/shop', [aiStep('act', 'Type "Where is my order?" into Message, then send the message')]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('passed');
    expect(r.results[0]?.result).not.toContain('The app answered with an error');
  });
});

describe('steps that stay the input alone', () => {
  it('a step that says what to click passes, and the error is left to the next step', async () => {
    // Act
    const r = await run('/local', [
      aiStep('act', 'Enter 500 in the Amount field'),
      aiStep('act', 'Click Top up'),
      aiStep('assert', 'An error says top-ups are limited to £200'),
    ]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('passed');
  });

  it('a click the test checks after a wait passes too (a wait step is passed over)', async () => {
    // Act
    const r = await run('/local', [
      aiStep('act', 'Enter 500 in the Amount field'),
      aiStep('act', 'Click Top up'),
      aiStep('wait', '1'),
      aiStep('assert', 'An error says top-ups are limited to £200'),
    ]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('passed');
  });

  it('a step that expects the refusal passes', async () => {
    // Act
    const r = await run('/local', [
      aiStep('act', 'Try to top up the lunch money by £500'),
      aiStep('assert', 'An error says top-ups are limited to £200'),
    ]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('passed');
  });

  it('an error shown before the step and gone after it does not fail the step', async () => {
    // Act
    const r = await run('/stale-error', [aiStep('act', 'Top up the lunch money by £60')]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('passed');
  });
});

describe('a press that no check follows', () => {
  it("fails with the app's error when it is the test's last step", async () => {
    // Act
    const r = await run('/local', [aiStep('act', 'Enter 500 in the Amount field'), aiStep('act', 'Top up')]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('failed');
    expect(r.results[1]?.result).toMatch(/^The app answered with an error: "Top-ups are limited to £200"/);
  });

  it("fails with the app's error when the test goes on as if it was accepted", async () => {
    // Act
    const r = await run('/local', [
      aiStep('act', 'Enter 500 in the Amount field'),
      aiStep('act', 'Top up'),
      aiStep('act', 'Enter 20 in the Amount field'),
    ]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('failed');
    expect(r.results[1]?.result).toMatch(/^The app answered with an error: "Top-ups are limited to £200"/);
  });

  it('a step that says to click is the click alone, whatever the app answers', async () => {
    // Act
    const r = await run('/local', [aiStep('act', 'Enter 500 in the Amount field'), aiStep('act', 'Click Top up')]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('passed');
  });

  it('passes when the app accepts it', async () => {
    // Act
    const r = await run('/local', [aiStep('act', 'Enter 60 in the Amount field'), aiStep('act', 'Top up')]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('passed');
  });
});

describe('a press the app answers while its button stays greyed out', () => {
  it('ends when the app says it is done, not when the wait for the button runs out', async () => {
    // Act
    const r = await run('/settings', [
      aiStep('act', 'Tick Product news'),
      aiStep('act', 'Save preferences'),
      aiStep('act', 'js:window.stepEndedAt = Date.now()'),
      aiStep('assert', 'js:window.stepEndedAt - window.savedAt < 5000'),
    ]);

    // Assess: the press waited for the answer (300 ms), not for the 10 s a greyed-out button is waited for at most.
    expect(r.outcome.status, results(r)).toBe('passed');
  });
});

describe('messages the page showed before the first action', () => {
  it('are not its answer, though they loaded while the step waited for its target', async () => {
    // Act
    const r = await run('/late-list', [
      aiStep('act', 'Add Paracetamol 500 mg to the basket'),
      aiStep('assert', 'js:window.basket === 1'),
    ]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('passed');
  });
});

describe('a box the app unticks again', () => {
  it('fails the step that ticked it, saying it stayed unticked', async () => {
    // Act
    const r = await run('/compare', [
      aiStep('act', 'Tick Compare for the Locker'),
      aiStep('act', 'Tick Compare for the 100 sq ft'),
    ]);

    // Assess: the third box is taken, the fourth is refused
    expect(r.results[0]?.result, results(r)).toContain('Checked checkbox "Compare"');
    expect(r.outcome.status).toBe('failed');
    expect(r.results[1]?.result).toContain('it stayed unchecked');
  });
});

describe('a refusal that holds a word of success', () => {
  it('"... so it cannot be removed" fails the removal; another vehicle is removed', async () => {
    // Act
    const refused = await run('/vehicles', [aiStep('act', 'Remove LB19 XKM from my vehicles')]);
    const removed = await run('/vehicles', [
      aiStep('act', 'Remove YP68 NHC from my vehicles'),
      aiStep('assert', `js:!document.querySelector('tr[data-reg="YP68 NHC"]')`),
    ]);

    // Assess
    expect(refused.outcome.status).toBe('failed');
    expect(refused.results[0]?.result).toContain('so it cannot be removed');
    expect(removed.outcome.status, results(removed)).toBe('passed');
  });
});

describe('a task in two words', () => {
  it('"Remove Biscuit" that pressed Remove names the removal: it fails on the app\'s refusal', async () => {
    // Act
    const refused = await run('/trip', [aiStep('act', 'Remove Biscuit')]);
    const removed = await run('/trip', [
      aiStep('act', 'Remove Mochi'),
      aiStep('assert', `js:window.removed[0] === 'Mochi'`),
    ]);

    // Assess
    expect(refused.outcome.status).toBe('failed');
    expect(refused.results[0]?.result).toContain("so you can't remove them yet");
    expect(removed.outcome.status, results(removed)).toBe('passed');
  });
});

describe('a button greyed out while the app decides', () => {
  it('is waited for: a refusal 700 ms later, with no request, fails the step', async () => {
    // Act
    const refused = await run('/trip', [aiStep('act', 'Add Fast Track security')]);

    // Assess
    expect(refused.outcome.status).toBe('failed');
    expect(refused.results[0]?.result).toContain('sold out for this flight');
  });

  it('passes when the app adds it, its button then saying so and staying greyed out', async () => {
    // Act
    const added = await run('/trip', [
      aiStep('act', 'Add the Lounge access'),
      aiStep('assert', `js:window.added[0] === 'lounge'`),
    ]);

    // Assess
    expect(added.outcome.status, results(added)).toBe('passed');
  });
});

describe("a task in the app's own verb, answered in a frame or a row", () => {
  it('fails on the refusal the frame shows, and passes when the frame takes it', async () => {
    // Act
    const refused = await run('/rent', [aiStep('act', 'Request my deposit back')]);
    const asked = await run('/rent-ended', [aiStep('act', 'Request my deposit back')]);

    // Assess
    expect(refused.outcome.status).toBe('failed');
    expect(refused.results[0]?.result).toContain('once your tenancy ends');
    expect(asked.outcome.status, results(asked)).toBe('passed');
  });

  it('waits for a frame that says it is at work, and fails on the refusal it then shows', async () => {
    // Act
    const declined = await run('/checkout', [aiStep('act', 'Pay with card 4000 0000 0000 0002')]);
    const paid = await run('/checkout', [
      aiStep('act', 'Pay with card 4242 4242 4242 4242'),
      aiStep('assert', "js:document.querySelector('iframe').contentWindow.paid === '4242'"),
    ]);

    // Assess
    expect(declined.outcome.status).toBe('failed');
    expect(declined.results[0]?.result).toContain('Your card was declined');
    expect(paid.outcome.status, results(paid)).toBe('passed');
  });

  it('"Dispute the September 2026 payment" fails on the refusal; the May one passes', async () => {
    // Act
    const refused = await run('/rent', [aiStep('act', 'Dispute the September 2026 payment')]);
    const disputed = await run('/rent', [
      aiStep('act', 'Dispute the May 2027 payment'),
      aiStep('assert', `js:window.disputed === 'May 2027'`),
    ]);

    // Assess
    expect(refused.outcome.status).toBe('failed');
    expect(refused.results[0]?.result).toContain("can't be disputed online");
    expect(disputed.outcome.status, results(disputed)).toBe('passed');
  });
});

describe("an answer that tells what to do first for the task, without an error's words", () => {
  it('"End my ride" fails on "Dock the bike at a station to end your ride", shown 400 ms later in a shadow root', async () => {
    // Act
    const refused = await run('/ride', [aiStep('act', 'End my ride')]);
    const ended = await run('/ride-docked', [
      aiStep('act', 'End my ride'),
      aiStep('assert', 'js:window.ended === true'),
    ]);

    // Assess
    expect(refused.outcome.status).toBe('failed');
    expect(refused.results[0]?.result).toMatch(/^The app answered with an error: "Dock the bike at a station/);
    expect(ended.outcome.status, results(ended)).toBe('passed');
  });

  it('"Lock for a stop" passes on "Bike 3318 locked", the task reported done', async () => {
    // Act
    const r = await run('/ride', [aiStep('act', 'Lock for a stop')]);

    // Assess
    expect(r.outcome.status, results(r)).toBe('passed');
  });
});

describe('a task that waits for the confirmation', () => {
  it("fails with the app's refusal, and passes on its answer", async () => {
    // Act
    const refused = await run('/server', [
      aiStep('act', 'Enter 500 in the Amount field'),
      aiStep('act', 'Top up and wait for the confirmation'),
    ]);
    const answered = await run('/server', [
      aiStep('act', 'Enter 60 in the Amount field'),
      aiStep('act', 'Top up and wait for the confirmation'),
    ]);

    // Assess
    expect(refused.outcome.status).toBe('failed');
    expect(refused.results[1]?.result).toMatch(/^The app answered with an error: "Top-ups are limited to £200"/);
    expect(answered.outcome.status, results(answered)).toBe('passed');
  });
});
