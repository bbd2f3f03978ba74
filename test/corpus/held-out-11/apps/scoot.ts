/**
 * Zipp, an e-scooter and e-bike sharing app: a log-in by mobile number and a one-time code (the code arrives as a
 * text shown on the page a moment after "Send code"; a code field named only by its placeholder; a Verify button
 * disabled until six digits; a wrong code refused), "Ride nearby" (`scoot-ride.ts`) and the wallet
 * (`scoot-wallet.ts`).
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';
import { scootRide } from './scoot-ride';
import { scootWallet } from './scoot-wallet';

const login = doc(
  'Log in - Zipp',
  `<header class="bar"><span class="logo">Zipp</span></header>
<div id="sms" role="status" hidden style="position:fixed;top:12px;right:12px;background:#1e2430;color:#fff;padding:10px 14px;border-radius:10px">Messages · now<br><strong>Zipp:</strong> Your login code is <span id="sms-code">482913</span>. It expires in 10 minutes.</div>
<main style="max-width:440px">
  <h1>Log in to Zipp</h1>
  <section class="box" id="phone-box">
    <div class="field"><label for="phone">Mobile number</label><div class="line"><select id="cc" aria-label="Country code"><option>+44</option><option>+353</option></select><input id="phone" type="tel" style="flex:1"></div></div>
    <p class="err" id="phone-err" hidden>Enter a UK mobile number, like 07700 900123</p>
    <button type="button" class="main" id="send">Send code</button>
  </section>
  <section class="box" id="code-box" hidden>
    <p id="sent-to"></p>
    <input id="code" inputmode="numeric" maxlength="6" placeholder="6-digit code" autocomplete="one-time-code">
    <button type="button" class="main" id="verify" disabled>Verify</button>
    <p class="err" id="code-err" hidden>That code is wrong. Check the text we sent you.</p>
    <p class="note" id="resend">You can ask for a new code in 30 seconds.</p>
  </section>
</main>`,
  `
window.sent = null;
$('#send').addEventListener('click', function () {
  var p = $('#phone').value.replace(/\\s/g, '');
  var ok = /^07\\d{9}$/.test(p) || /^7\\d{9}$/.test(p);
  $('#phone-err').hidden = ok;
  if (!ok) return;
  window.sent = p;
  $('#send').disabled = true;
  $('#code-box').hidden = false;
  $('#sent-to').textContent = 'We sent a code to ' + $('#phone').value.trim() + '.';
  setTimeout(function () { $('#sms').hidden = false; }, 1200);
});
$('#code').addEventListener('input', function () { $('#verify').disabled = !/^\\d{6}$/.test($('#code').value.trim()); });
$('#verify').addEventListener('click', function () {
  if ($('#code').value.trim() === '482913') { location.href = '/scoot/ride'; return; }
  $('#code-err').hidden = false;
});
if (query.get('phone')) { $('#phone').value = query.get('phone'); $('#send').click(); }
`,
);

export const scootApp: CorpusApp = {
  name: 'scoot',
  description:
    'Zipp e-scooter and e-bike sharing: a log-in by mobile number and a one-time code that arrives on the page a moment later (a placeholder-only code field, Verify disabled until six digits, a wrong code refused); Ride nearby (type toggle buttons, a minimum-battery slider, a sort select, a count, vehicle cards that all have Reserve, "Ring bell" and a "More options" menu with one low on battery and one out of service, a reserve dialog, a countdown, an unlock that takes a moment, a ride panel with pause, an End ride dialog whose button waits for two parking ticks, a star rating, a damage report dialog, a parking map in an iframe, an offer in an open shadow root); a wallet (top-up radios with an "Other" amount, a late answer, an auto top-up switch revealing selects, promo codes with one expired, pass cards that all have Buy with one disabled, a ride history tab sortable by date and cost with pages and a Receipt link and "Report a problem" button in each row).',
  routes: {
    '/scoot/login': () => login,
    '/scoot/ride': () => scootRide,
    '/scoot/wallet': () => scootWallet,
  },
};
