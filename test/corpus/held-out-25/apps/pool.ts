/**
 * Ashgrove Leisure Pools, a public swimming pool's timetable, memberships and account (pool-timetable.ts,
 * pool-join.ts, pool-account.ts). Today is Wednesday 14 April 2027, 06:10. Sign-in answers late (ASH-17342 or
 * nadia.okoye@example.com with lengths50). The server answers bookings, joining and freezing late, refusing juniors in
 * adults sessions, adults in junior sessions, a clash with a booking at the same time, plans that do not fit the
 * joiner's age and freezing before 3 months' membership.
 */
import { doc } from '../../page';
import type { CorpusApp } from '../../types';
import { account } from './pool-account';
import { BOOKED_TODAY, SESSIONS } from './pool-data';
import { join, memberships } from './pool-join';
import { POOL_BAR, timetable } from './pool-timetable';
import { parse, SHARED_JS } from './shared';

const PUBLIC_BAR = POOL_BAR.replace(
  /<span class="pop">[\s\S]*$/,
  '<a class="button" href="/pool/signin">Sign in</a></header>',
);

const signin = doc(
  'Sign in - Ashgrove Leisure Pools',
  `${PUBLIC_BAR}
<main style="max-width:520px">
  <p class="good" id="out-msg" role="status"></p>
  <h1>Sign in</h1>
  <form id="signin" novalidate><fieldset><legend>Member sign-in</legend>
    <div class="field"><label for="who">Membership number or email</label><input id="who" placeholder="ASH-00000 or you@example.com" style="width:100%"></div>
    <div class="field"><label for="pw">Password</label><div class="line"><input id="pw" type="password" style="flex:1"><button type="button" id="show" aria-label="Show password">Show</button></div></div>
    <label><input type="checkbox" id="remember"> Remember me</label></fieldset>
    <p class="err" id="si-err" role="alert"></p>
    <button type="submit" class="main" id="go">Sign in</button></form>
  <p>Not a member? <a href="/pool/memberships">See our memberships</a></p>
</main>`,
  `${SHARED_JS}
$('#show').addEventListener('click', function () { var p = $('#pw'), s = p.type === 'password'; p.type = s ? 'text' : 'password'; this.textContent = s ? 'Hide' : 'Show'; this.setAttribute('aria-label', s ? 'Hide password' : 'Show password'); });
$('#signin').addEventListener('submit', function (e) {
  e.preventDefault(); var w = $('#who').value.trim(), pw = $('#pw').value, b = $('#go'); $('#si-err').textContent = '';
  if (!w) { $('#si-err').textContent = 'Enter your membership number or email'; return; }
  if (!pw) { $('#si-err').textContent = 'Enter your password'; return; }
  b.disabled = true; b.textContent = 'Signing in…';
  fetch('/pool/api/signin', { method: 'POST', body: JSON.stringify({ who: w, password: pw }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Sign in';
    if (!r.ok) { $('#si-err').textContent = r.error; return; }
    location.href = '/pool/account?welcome=1' + ($('#remember').checked ? '&remember=1' : '');
  });
});
if (query.get('out')) $('#out-msg').textContent = "You're signed out. See you in the water!";
`,
);

const ages: Record<string, number> = { Nadia: 38, Femi: 9 };

function age(dob: string, on: string): number {
  const [y, m, d] = dob.split('-').map(Number);
  const [oy, om, od] = on.split('-').map(Number);
  let a = (oy ?? 0) - (y ?? 0);
  if ((om ?? 0) < (m ?? 0) || ((om ?? 0) === (m ?? 0) && (od ?? 0) < (d ?? 0))) a -= 1;
  return a;
}

export const poolApp: CorpusApp = {
  name: 'pool',
  description:
    "Ashgrove Leisure Pools, a public swimming pool. A sign-in form (membership number or email, a placeholder, a Show password button, Remember me) answered late. A timetable for a signed-in member: a closure notice that loads late above the heading, a busyness widget in a shadow root loaded late, a Day date input with Previous/Next day buttons, an Adults only sessions box, an Only sessions with spaces switch, an Earliest start slider, tabs for the main, learner and diving pools, each a table with Book and Details in every row (two Public swim, two Aquafit and two Lane swim sessions in the main pool, paged 6 a page; full sessions and the member's own disabled), a booking dialog (who's swimming boxes, a lane speed select, a hoist box) answered late, refusing a 9-year-old in adults sessions, an adult in junior sessions and a clash, with a toast. Memberships: plan cards with Choose plan and Compare in each, a yearly-price switch, a compare tray refusing a third plan, accordions. A join wizard of four steps (plan radios and a start date; two fieldsets of personal and emergency details with per-field errors; a swimming ability select, health boxes, a lessons switch and a rules box; a Direct Debit form in an iframe answered late) with Join now answered late, refusing plans that do not fit the joiner's age. An account: a next-swim card that loads late above the tabs, account menu, tabs: Bookings (10 bookings, 5 a page, Add to calendar and Cancel in each row, a confirm alertdialog, cancelling within 2 hours refused late), Membership (details, two switches, a Freeze dialog with a date input refused late), Lessons (two children's cards with View progress and Book assessment; one refused late), Feedback (a visit select, a star rating, boxes, validation). Toasts leave after four seconds.",
  routes: {
    '/pool/signin': () => signin,
    '/pool/timetable': () => timetable,
    '/pool/memberships': () => memberships,
    '/pool/join': () => join,
    '/pool/account': () => account,
    '/pool/api/signin': (req) => {
      const b = parse<{ who: string; password: string }>(req.body);
      const who = (b.who ?? '').trim().toLowerCase();
      const ok = (who === 'ash-17342' || who === 'nadia.okoye@example.com') && b.password === 'lengths50';
      return {
        delayMs: 900,
        json: ok
          ? { ok: true }
          : {
              ok: false,
              error: "Those details don't match a member. Check your membership number or email and password.",
            },
      };
    },
    '/pool/api/book': (req) => {
      const b = parse<{ id: string; who: string[]; day: string }>(req.body);
      const s = SESSIONS.find((x) => x.id === b.id);
      const who = b.who ?? [];
      let error = '';
      if (!s) error = 'That session has gone.';
      else if (s.who === 'adults' && who.includes('Femi'))
        error = `Femi is ${ages.Femi}. ${s.name} is for swimmers aged 16 and over.`;
      else if (s.who === 'juniors' && who.includes('Nadia')) error = `Only junior members can book ${s.name}.`;
      else if (
        b.day === '2027-04-14' &&
        who.includes('Nadia') &&
        BOOKED_TODAY.some((id) => SESSIONS.find((x) => x.id === id)?.start === s.start)
      ) {
        const mine = SESSIONS.find((x) => BOOKED_TODAY.includes(x.id) && x.start === s.start);
        error = `You already have a booking at ${s.start} (${mine?.name} in the main pool).`;
      } else if (s.spaces < who.length) error = `Only ${s.spaces} space${s.spaces === 1 ? ' is' : 's are'} left.`;
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true } };
    },
    '/pool/api/join': (req) => {
      const b = parse<{ plan: string; dob: string; start: string }>(req.body);
      const a = age(b.dob ?? '2000-01-01', b.start ?? '2027-04-14');
      let error = '';
      if ((b.plan === 'anytime' || b.plan === 'offpeak') && a < 16)
        error = 'You must be 16 or over for this plan. Choose Junior Swim instead.';
      else if (b.plan === 'junior' && a >= 16) error = 'Junior Swim is for under-16s.';
      else if (b.plan === 'concession' && a < 65)
        error = 'Concession Swim is for over-65s. To join with a disability card, bring it to reception.';
      return { delayMs: 1200, json: error ? { ok: false, error } : { ok: true, number: 'ASH-20931' } };
    },
    '/pool/api/freeze': () => ({
      delayMs: 900,
      json: {
        ok: false,
        error: "You can freeze your membership once you've been a member for 3 months, from 22 May 2027.",
      },
    }),
  },
};
