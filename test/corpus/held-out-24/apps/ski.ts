/**
 * Alva Peaks, the lift-pass shop and account of a ski resort (Piz Alva, with the Val Nera sector opening on 18
 * December): a sign-in page (labelled fields, a Show password button, Keep me signed in; answered late, refusing a
 * wrong password and a locked account), the lift-pass wizard (apps/ski-shop.ts), Lifts & snow (apps/ski-lifts.ts) and
 * the account (apps/ski-account.ts). An account menu in the header. Today is Monday 13 December 2027; prices in CHF.
 */
import { doc } from '../../page';
import type { CorpusApp } from '../../types';
import { parse } from './shared';
import { accountPage } from './ski-account';
import { liftsPage } from './ski-lifts';
import { shopPage } from './ski-shop';

const login = doc(
  'Sign in - Alva Peaks',
  `<header class="bar"><span class="logo">Alva Peaks</span><nav aria-label="Main"><a href="/ski/lifts">Lifts &amp; snow</a></nav></header>
<main style="max-width:440px">
  <p class="good" id="out" role="status"></p>
  <h1>Sign in to Alva Peaks</h1>
  <form id="f" class="box" novalidate>
    <div class="field"><label for="email">Email</label><input id="email" type="email" autocomplete="username" style="width:100%"></div>
    <div class="field"><label for="pw">Password</label><div class="line"><input id="pw" type="password" autocomplete="current-password" style="flex:1"><button type="button" id="show" aria-label="Show password" aria-pressed="false">👁</button></div></div>
    <p><label><input type="checkbox" id="keep"> Keep me signed in</label></p>
    <p class="err" id="err" role="alert"></p>
    <div class="line"><button type="submit" class="main" id="go">Sign in</button><a href="/ski/login?forgot=1">Forgot password?</a></div>
  </form>
  <p class="note" id="forgot" hidden>We've sent a reset link to your email if it is registered.</p>
</main>`,
  `
window.attempts = 0;
if (query.get('out')) $('#out').textContent = "You've signed out.";
if (query.get('forgot')) $('#forgot').hidden = false;
$('#show').addEventListener('click', function () { var on = $('#pw').type === 'password'; $('#pw').type = on ? 'text' : 'password'; this.setAttribute('aria-pressed', String(on)); this.setAttribute('aria-label', on ? 'Hide password' : 'Show password'); });
$('#f').addEventListener('submit', function (e) {
  e.preventDefault(); var err = $('#err'), b = $('#go'); err.textContent = '';
  var email = $('#email').value.trim(), pw = $('#pw').value;
  if (!email) { err.textContent = 'Enter your email address'; return; }
  if (!pw) { err.textContent = 'Enter your password'; return; }
  b.disabled = true; b.textContent = 'Signing in…'; window.attempts += 1;
  fetch('/ski/api/login', { method: 'POST', body: JSON.stringify({ email: email, pw: pw, keep: $('#keep').checked }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Sign in';
    if (!r.ok) { err.textContent = r.error; return; }
    location.href = '/ski/passes?welcome=1' + ($('#keep').checked ? '&keep=1' : '');
  });
});
`,
);

const DAYS: Record<string, number> = { day: 1, three: 3, six: 6, season: 0 };

export const skiApp: CorpusApp = {
  name: 'ski',
  description:
    "Alva Peaks, a ski resort's lift-pass shop and account (today is Mon 13 Dec 2027, prices in CHF): a sign-in page (labelled Email and Password, an icon-only Show password button, Keep me signed in; answered late, refusing a wrong password and the locked account tom.brand@example.ch); Buy lift passes, a four-step wizard (pass radios, Ski area radios, a First day date input disabled for the season pass, checked late: Val Nera opens on 18 Dec, day passes for 25 Dec sold out; Skiers as fieldsets with a name field named only by its placeholder, an Age group select, a KeyCard number and Remove in each, Add skier, checked late: a child needs an adult, a blocked KeyCard is refused; Extras: a Ski insurance switch, a Ski school accordion with steppers, a parking select, checked late: more lesson mornings than pass days refused; Review & pay: an order table, a promo code named only by its placeholder answered late, Card or TWINT, a terms box, Pay CHF N answered late, TWINT refused over CHF 300); Lifts & snow (a snow report in a shadow root loading late with a Show forecast button; tabs: a sortable, paged table of 12 lifts filtered by a sector select, a Maximum wait slider and Open lifts only, with Details (a dialog) in every row and Notify me in the rows of lifts not open, answered late and refused for the cable car closed for maintenance; slopes in accordions; webcams in an iframe with a camera select and Refresh image; a star rating sent late); My account (tabs: a sortable, paged orders table with Receipt and Refund in each row, refunds with a reason answered late and refused for used passes and the season pass; KeyCards cards with Block (a confirm dialog) or Unblock (refused late) and Rename in each, Add a KeyCard checked late; a Profile form with a read-only email, a Snow alerts switch, Save answered late refusing a mobile number without country code, Delete my account refused late); an account menu and toasts that leave after 8 s.",
  routes: {
    '/ski/login': () => login,
    '/ski/passes': () => shopPage,
    '/ski/lifts': () => liftsPage,
    '/ski/account': () => accountPage,
    '/ski/api/login': (req) => {
      const body = parse<{ email: string; pw: string }>(req.body);
      const email = (body.email ?? '').toLowerCase();
      let error = '';
      if (email === 'tom.brand@example.ch') error = 'This account is locked. Reset your password to unlock it.';
      else if (email !== 'nina.keller@example.ch' || body.pw !== 'Powder#27')
        error = 'The email or password is wrong. You have 2 more tries.';
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true } };
    },
    '/ski/api/availability': (req) => {
      const body = parse<{ pass: string; area: string; first: string }>(req.body);
      const first = body.first ?? '';
      let error = '';
      if (body.area === 'region' && body.pass !== 'season' && first < '2027-12-18')
        error = 'Val Nera opens on 18 December. Choose a later first day or Piz Alva only.';
      else if (body.pass === 'day' && first === '2027-12-25') error = 'Day passes for 25 December are sold out.';
      else if (body.pass === 'six' && first > '2028-04-11')
        error = 'A 6-day pass must end by 16 April 2028, the last day of the season.';
      return { delayMs: 800, json: error ? { ok: false, error } : { ok: true } };
    },
    '/ski/api/skiers': (req) => {
      const body = parse<{ skiers: { name: string; cat: string; kc: string }[] }>(req.body);
      const skiers = body.skiers ?? [];
      const blocked = skiers.find((s) => s.kc === '01-0042-3310-9');
      let error = '';
      if (blocked) error = 'KeyCard 01-0042-3310-9 is blocked. Leave the field empty to get a new KeyCard.';
      else if (skiers.some((s) => s.cat === 'child') && !skiers.some((s) => s.cat === 'adult' || s.cat === 'senior'))
        error = 'Children aged 6–15 must ski with an adult or senior on the same order.';
      return { delayMs: 700, json: error ? { ok: false, error } : { ok: true } };
    },
    '/ski/api/extras': (req) => {
      const body = parse<{ pass: string; lessons: number }>(req.body);
      const days = DAYS[body.pass ?? ''] ?? 0;
      const lessons = body.lessons ?? 0;
      const error =
        days && lessons > days
          ? `You've chosen ${lessons} lesson mornings, but your pass covers ${days} day${days === 1 ? '' : 's'}.`
          : '';
      return { delayMs: 600, json: error ? { ok: false, error } : { ok: true } };
    },
    '/ski/api/promo': (req) => {
      const code = parse<{ code: string }>(req.body).code ?? '';
      let error = '';
      if (code === 'EARLYBIRD') error = 'EARLYBIRD ended on 30 November 2027';
      else if (code !== 'ALVA15') error = "We don't recognise that code";
      return { delayMs: 700, json: error ? { ok: false, error } : { ok: true } };
    },
    '/ski/api/pay': (req) => {
      const body = parse<{ total: number; pay: string }>(req.body);
      const error =
        body.pay === 'twint' && (body.total ?? 0) > 300
          ? 'TWINT payments are limited to CHF 300 an order. Pay by card instead.'
          : '';
      return { delayMs: 1200, json: error ? { ok: false, error } : { ok: true, ref: 'AP-40718' } };
    },
    '/ski/api/notify': (req) => {
      const id = parse<{ id: string }>(req.body).id;
      const error =
        id === 'L6'
          ? "The Piz Alva Cable Car is closed for maintenance, so it can't send opening alerts. It reopens on 8 January."
          : '';
      return { delayMs: 600, json: error ? { ok: false, error } : { ok: true } };
    },
    '/ski/api/rate': () => ({ delayMs: 500, json: { ok: true } }),
    '/ski/api/refund': (req) => {
      const body = parse<{ ref: string; status: string }>(req.body);
      let error = '';
      if (body.status === 'Used') error = `Order ${body.ref} has been used, so it can't be refunded.`;
      else if (body.status === 'Active') error = "Season passes can't be refunded once they've been used.";
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true } };
    },
    '/ski/api/block': () => ({ delayMs: 600, json: { ok: true } }),
    '/ski/api/unblock': () => ({
      delayMs: 600,
      json: { ok: false, error: "A blocked KeyCard can't be unblocked. Get a new one at any ticket office." },
    }),
    '/ski/api/addcard': (req) => {
      const num = parse<{ num: string }>(req.body).num ?? '';
      const error =
        num === '01-3377-9012-4' ? '' : `We can't find KeyCard ${num}. Check the number on the back of the card.`;
      return { delayMs: 700, json: error ? { ok: false, error } : { ok: true } };
    },
    '/ski/api/profile': (req) => {
      const mobile = parse<{ mobile: string }>(req.body).mobile ?? '';
      const error = /^\+\d[\d ]{7,16}$/.test(mobile)
        ? ''
        : 'Enter your mobile number with its country code, like +41 79 123 45 67';
      return { delayMs: 800, json: error ? { ok: false, error } : { ok: true } };
    },
    '/ski/api/delete': () => ({
      delayMs: 700,
      json: { ok: false, error: "You can't delete your account while you have an active season pass." },
    }),
  },
};
