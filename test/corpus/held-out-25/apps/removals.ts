/**
 * Packwell Removals, a home-removals firm's quotes, bookings and move page (removals-quote.ts, removals-move.ts).
 * Today is Tuesday 9 March 2027. Sign-in has two tabs (email and password: jordan.reyes@example.com / boxes4ever; or
 * move reference PK-30917 and surname Reyes), answered late. The server answers the area check, the quote, the
 * booking and a date change late, refusing Northern Ireland, Scottish island and Channel Island postcodes, Sundays,
 * the next two days and fully booked dates.
 */
import { doc } from '../../page';
import type { CorpusApp } from '../../types';
import { move } from './removals-move';
import { quote, REMOVALS_BAR } from './removals-quote';
import { longDate, parse, SHARED_JS, weekday } from './shared';

const FULL = ['2027-03-27', '2027-04-30'];

const signin = doc(
  'Sign in - Packwell Removals',
  `${REMOVALS_BAR}
<main style="max-width:520px">
  <p class="good" id="out-msg" role="status"></p>
  <h1>Manage your move</h1>
  <div role="tablist" aria-label="How to sign in"><button type="button" role="tab" id="t-pw" aria-controls="p-pw" aria-selected="true">Email and password</button><button type="button" role="tab" id="t-ref" aria-controls="p-ref" aria-selected="false">Move reference</button></div>
  <div role="tabpanel" id="p-pw" aria-labelledby="t-pw"><form id="f-pw" novalidate><fieldset><legend>Sign in with your email</legend>
    <div class="field"><label for="si-email">Email</label><input id="si-email" type="email" placeholder="you@example.com" style="width:100%"></div>
    <div class="field"><label for="si-pw">Password</label><input id="si-pw" type="password" placeholder="Password" style="width:100%"></div>
    <label><input type="checkbox" id="si-remember"> Remember me on this device</label></fieldset>
    <p class="err" id="si-err" role="alert"></p><button type="submit" class="main" id="si-go">Sign in</button></form></div>
  <div role="tabpanel" id="p-ref" aria-labelledby="t-ref" hidden><form id="f-ref" novalidate><fieldset><legend>Find your move</legend>
    <div class="field"><label for="si-ref">Move reference</label><input id="si-ref" placeholder="PK-00000" style="width:160px"></div>
    <div class="field"><label for="si-surname">Surname</label><input id="si-surname" placeholder="As on your booking" style="width:100%"></div></fieldset>
    <p class="err" id="ref-err" role="alert"></p><button type="submit" class="main" id="ref-go">Find my move</button></form></div>
</main>`,
  `${SHARED_JS}
function go(body, errEl, btn, label) {
  errEl.textContent = ''; btn.disabled = true; btn.textContent = 'Checking…';
  fetch('/removals/api/signin', { method: 'POST', body: JSON.stringify(body) }).then(function (r) { return r.json(); }).then(function (r) {
    btn.disabled = false; btn.textContent = label;
    if (!r.ok) { errEl.textContent = r.error; return; }
    location.href = '/removals/move?welcome=1' + (body.remember ? '&remember=1' : '');
  });
}
$('#f-pw').addEventListener('submit', function (e) {
  e.preventDefault(); var em = $('#si-email').value.trim(), pw = $('#si-pw').value;
  if (!em || !pw) { $('#si-err').textContent = 'Enter your email and password'; return; }
  go({ email: em, password: pw, remember: $('#si-remember').checked }, $('#si-err'), $('#si-go'), 'Sign in');
});
$('#f-ref').addEventListener('submit', function (e) {
  e.preventDefault(); var ref = $('#si-ref').value.trim(), sn = $('#si-surname').value.trim();
  if (!ref) { $('#ref-err').textContent = 'Enter your move reference'; return; }
  if (!sn) { $('#ref-err').textContent = 'Enter your surname'; return; }
  go({ ref: ref, surname: sn }, $('#ref-err'), $('#ref-go'), 'Find my move');
});
if (query.get('out')) $('#out-msg').textContent = "You've signed out.";
if (query.get('tab') === 'ref') $('#t-ref').click();
`,
);

const AREAS: [string, string][] = [
  ['BT', "We don't cover Northern Ireland (BT postcodes) yet."],
  ['HS', "We don't cover the Outer Hebrides (HS postcodes)."],
  ['ZE', "We don't cover Shetland (ZE postcodes)."],
  ['JE', "We don't cover the Channel Islands."],
  ['GY', "We don't cover the Channel Islands."],
];

const BASE: Record<string, [number, number]> = {
  studio: [280, 3],
  '1': [380, 4],
  '2': [520, 5],
  '3': [690, 7],
  '4': [880, 9],
};
const EXTRAS: Record<string, [number, string]> = {
  packing: [180, 'packing'],
  dismantle: [90, 'dismantling furniture'],
  washer: [35, 'disconnecting the washing machine'],
  clean: [120, 'cleaning'],
};

interface QuoteBody {
  fromFloor: number;
  toFloor: number;
  fromLift: boolean;
  toLift: boolean;
  prop: string;
  sofas: number;
  beds: number;
  wardrobes: number;
  piano: boolean;
  loft: number;
  date: string;
  flex: string;
  extras: string[];
  name: string;
}

function price(b: Partial<QuoteBody>) {
  const prop = b.prop ?? '2';
  const [base, hours] = BASE[prop] ?? [520, 5];
  let total = base + (b.sofas ?? 0) * 25 + (b.beds ?? 0) * 20 + (b.wardrobes ?? 0) * 30;
  if (b.piano) total += 150;
  total += ((b.loft ?? 0) / 25) * 40;
  if (!b.fromLift) total += (b.fromFloor ?? 0) * 30;
  if (!b.toLift) total += (b.toFloor ?? 0) * 30;
  const extras = (b.extras ?? []).filter((x) => EXTRAS[x]);
  for (const x of extras) total += EXTRAS[x]![0];
  if (b.flex === 'one') total = Math.round(total * 0.95);
  if (b.flex === 'week') total = Math.round(total * 0.9);
  const big = prop === '3' || prop === '4';
  return {
    price: total,
    crew: prop === '4' ? 4 : big ? 3 : 2,
    van: big ? '7.5-tonne lorry' : '3.5-tonne van',
    hours: hours + (b.piano ? 1 : 0),
    extras: extras.map((x) => EXTRAS[x]![1]),
  };
}

function dateError(date: string): string {
  if (!date) return 'Choose a date';
  if (date <= '2027-03-11') return "Dates in the next 2 days can't be booked online. Call us on 0113 496 0123.";
  if (weekday(date) === 0) return "We don't move on Sundays. Choose another day.";
  if (FULL.includes(date)) return `${longDate(date)} is fully booked. Try a day either side.`;
  return '';
}

export const removalsApp: CorpusApp = {
  name: 'removals',
  description:
    'Packwell Removals, a home-removals firm. A quote wizard of four steps: Addresses (Moving from and Moving to fieldsets with the same field names, Postcode fields named by label with a placeholder, per-field errors, an area check answered late refusing BT, HS, ZE, JE and GY postcodes), Your home (a property select, Sofas/Beds/Wardrobes steppers whose buttons are all named Decrease and Increase, a piano box, a loft slider), Date and extras (a date input refusing past dates and Sundays, flexibility radios, extra boxes), Your quote (the price answered late, a details fieldset, Email me this quote with a toast, Book this move answered late refusing fully booked dates). A sign-in page with two tabs (email and password; move reference and surname), answered late. A move page for Jordan Reyes: account menu, tabs: Overview (a crew-confirmed banner that loads late above the details, Change date dialog with a date input answered late and refused for Sundays, the next two days and fully booked days, Cancel move with a confirm alertdialog refused late with an alert, a texts switch, a lorry tracker in a shadow root loaded late, accordions), Inventory (search box named by its placeholder, room filter, a table of 26 items, 8 a page, with Edit and Remove in each row; removing an item priced into the quote refused late; add/edit dialog with validation; Undo toast), Crew (cards with Message and View profile in each; a star rating of the survey visit), Documents (a table with Download in each row; an agreement form in an iframe, answered late, refusing a name that does not match the booking). Toasts leave after four seconds.',
  routes: {
    '/removals/signin': () => signin,
    '/removals/quote': () => quote,
    '/removals/move': () => move,
    '/removals/api/signin': (req) => {
      const b = parse<{ email: string; password: string; ref: string; surname: string }>(req.body);
      let ok = false;
      let error = '';
      if (b.ref !== undefined) {
        ok = b.ref.trim().toUpperCase() === 'PK-30917' && (b.surname ?? '').trim().toLowerCase() === 'reyes';
        error = "We can't find a move with that reference and surname.";
      } else {
        ok = (b.email ?? '').toLowerCase() === 'jordan.reyes@example.com' && b.password === 'boxes4ever';
        error = "We couldn't sign you in with that email and password.";
      }
      return { delayMs: 800, json: ok ? { ok: true } : { ok: false, error } };
    },
    '/removals/api/area': (req) => {
      const b = parse<{ from: string; to: string }>(req.body);
      const codes = [b.from ?? '', b.to ?? ''].map((p) => p.trim().toUpperCase());
      const hit = AREAS.find(([prefix]) => codes.some((c) => c.startsWith(prefix) && /^[A-Z]{2}[0-9]/.test(c)));
      return { delayMs: 700, json: hit ? { ok: false, error: hit[1] } : { ok: true } };
    },
    '/removals/api/quote': (req) => ({ delayMs: 1100, json: price(parse<QuoteBody>(req.body)) }),
    '/removals/api/book': (req) => {
      const b = parse<QuoteBody>(req.body);
      const error = dateError(b.date ?? '');
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true, ref: 'PK-41208' } };
    },
    '/removals/api/move-date': (req) => {
      const b = parse<{ date: string }>(req.body);
      const error = b.date === '2027-03-26' ? "That's already your moving date." : dateError(b.date ?? '');
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true } };
    },
  },
};
