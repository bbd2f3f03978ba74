/**
 * Clearpath Diagnostics (apps/labs.ts): sign-in in two steps (password answered late, then a 6-digit code answered
 * late, with a resend button disabled for 30 seconds and an NHS login button that is not offered yet) and the home
 * page: a dismissable notice, the next appointment with Reschedule and a cancel alertdialog answered late, results
 * waiting and messages with the same Mark as read button in each. Today is Wednesday 14 July 2027.
 */
import { doc } from '../../page';

export function labsBar(): string {
  return `<header class="bar"><span class="logo">Clearpath Diagnostics</span><nav aria-label="Main"><a href="/labs/home">Home</a><a href="/labs/book">Book a test</a><a href="/labs/results">Results</a><a href="/labs/profile">Profile</a></nav>
<span class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-controls="acct-menu" aria-expanded="false">Priya Nair ▾</button></span>
<div role="menu" id="acct-menu" hidden><a role="menuitem" href="/labs/profile">Your profile</a><a role="menuitem" href="/labs/profile?tab=family">Family members</a><button type="button" role="menuitem" id="mi-out">Sign out</button></div></header>`;
}

export const LABS_SCRIPT = `
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 5000); }
function post(url, body) { return fetch(url, { method: 'POST', body: JSON.stringify(body) }).then(function (r) { return r.json(); }); }
if ($('#mi-out')) $('#mi-out').addEventListener('click', function () { location.href = '/labs/login?out=1'; });
`;

export const labsLogin = doc(
  'Sign in - Clearpath Diagnostics',
  `<header class="bar"><span class="logo">Clearpath Diagnostics</span></header>
<main style="max-width:520px">
  <p class="good" id="out" role="status"></p>
  <h1>Sign in to your patient account</h1>
  <section id="step-pw">
    <div class="field"><label for="email">Email</label><input id="email" type="email" style="width:300px"></div>
    <div class="field"><label for="password">Password</label><input id="password" type="password" style="width:300px"></div>
    <p class="err" id="pw-err" role="alert"></p>
    <div class="line"><button type="button" class="main" id="signin">Sign in</button><a href="#forgot">Forgot password?</a></div>
    <p class="note">or</p><button type="button" id="nhs" disabled>Sign in with NHS login (coming soon)</button>
  </section>
  <section id="step-code" hidden>
    <p id="sent">We've sent a 6-digit code to your phone ending 4471.</p>
    <div class="field"><label for="code">Security code</label><input id="code" inputmode="numeric" autocomplete="one-time-code" style="width:120px"></div>
    <p class="err" id="code-err" role="alert"></p>
    <div class="line"><button type="button" class="main" id="verify">Verify</button><button type="button" id="resend" disabled>Resend code in 30s</button></div>
  </section>
</main>`,
  `${LABS_SCRIPT}
window.resent = 0; window.codeStep = false;
if (query.get('out')) $('#out').textContent = 'You have signed out.';
function showCodeStep() {
  window.codeStep = true; $('#step-pw').hidden = true; $('#step-code').hidden = false; $('#code').focus();
  var left = 30, r = $('#resend'); r.disabled = true;
  var t = setInterval(function () { left -= 1; if (left <= 0) { clearInterval(t); r.disabled = false; r.textContent = 'Resend code'; } else r.textContent = 'Resend code in ' + left + 's'; }, 1000);
}
$('#signin').addEventListener('click', function () {
  var e = $('#email').value.trim(), p = $('#password').value, b = this; $('#pw-err').textContent = '';
  if (!e || !p) { $('#pw-err').textContent = 'Enter your email and password'; return; }
  b.disabled = true; b.textContent = 'Signing in…';
  post('/labs/api/login', { email: e, password: p }).then(function (r) { b.disabled = false; b.textContent = 'Sign in'; if (!r.ok) { $('#pw-err').textContent = r.error; return; } showCodeStep(); });
});
$('#password').addEventListener('keydown', function (e) { if (e.key === 'Enter') $('#signin').click(); });
$('#verify').addEventListener('click', function () {
  var c = $('#code').value.replace(/\\s/g, ''), b = this; $('#code-err').textContent = '';
  if (!/^\\d{6}$/.test(c)) { $('#code-err').textContent = 'Enter the 6-digit code'; return; }
  b.disabled = true;
  post('/labs/api/code', { code: c }).then(function (r) { b.disabled = false; if (!r.ok) { $('#code-err').textContent = r.error; return; } location.href = '/labs/home?welcome=1'; });
});
$('#code').addEventListener('keydown', function (e) { if (e.key === 'Enter') $('#verify').click(); });
$('#resend').addEventListener('click', function () { window.resent += 1; $('#sent').textContent = "We've sent a new code to your phone ending 4471."; });
if (query.get('code')) showCodeStep();
`,
);

// text, date
const MESSAGES: [string, string][] = [
  ['Your ferritin result is ready to view', '12 Jul'],
  ['Dr Shah replied to your question about iron tablets', '9 Jul'],
  ['Bring photo ID to your appointment on 22 July', '8 Jul'],
];

export const labsHome = doc(
  'Home - Clearpath Diagnostics',
  `${labsBar()}
<main>
  <p class="good" id="welcome" role="status"></p>
  <div class="box" role="note" id="notice" style="background:#fff7e0;border:1px solid #ecd28a;border-radius:8px;padding:8px 12px;margin-bottom:10px">All our clinics are closed on Monday 30 August for the bank holiday. <button type="button" id="notice-x">Dismiss</button></div>
  <h1>Good morning, Priya</h1>
  <div class="grid">
    <section class="card" aria-labelledby="appt-h"><h2 id="appt-h" style="margin-top:0;font-size:16px">Next appointment</h2>
      <div id="appt"><p style="margin:2px 0"><strong>Full blood count</strong></p><p style="margin:2px 0">Thu 22 Jul 2027 at 08:40</p><p style="margin:2px 0">Harbour Street Lab, 14 Harbour Street</p><p class="note" style="margin:2px 0">Reference CP-29114</p>
        <div class="line"><button type="button" id="resched">Reschedule</button><button type="button" class="warn" id="cancel-appt">Cancel appointment</button></div></div></section>
    <section class="card" aria-labelledby="res-h"><h2 id="res-h" style="margin-top:0;font-size:16px">Results <span class="count">2</span></h2><p>2 new results are ready: Full blood count and Ferritin (iron stores).</p><p>Vitamin D is still at the lab.</p><a class="button" href="/labs/results">View results</a></section>
    <section class="card" aria-labelledby="msg-h"><h2 id="msg-h" style="margin-top:0;font-size:16px">Messages</h2><p id="unread">3 unread</p><ul id="msgs" style="padding-left:0;list-style:none"></ul></section>
  </div>
  <a class="button main" href="/labs/book">Book a test</a>
</main>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="ca-h" aria-describedby="ca-d"><h2 id="ca-h" style="margin-top:0">Cancel your appointment on Thu 22 Jul?</h2><p id="ca-d">Your Full blood count at Harbour Street Lab will be cancelled. You can book again at any time.</p><p class="err" id="ca-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Keep appointment</button><button type="button" class="warn" id="ca-go">Yes, cancel it</button></div></div></div>`,
  `${LABS_SCRIPT}
window.read = []; window.apptCancelled = false; window.noticeGone = false; window.leaving = null;
if (query.get('welcome')) $('#welcome').textContent = 'Welcome back, Priya. You signed in at 09:12.';
var msgs = ${JSON.stringify(MESSAGES)};
function drawMsgs() {
  $('#msgs').innerHTML = msgs.map(function (m, i) { var r = window.read.indexOf(i) >= 0; return '<li data-n="' + i + '" style="margin:6px 0">' + (r ? '' : '<strong>') + m[0] + (r ? '' : '</strong>') + ' <span class="note">' + m[1] + '</span> ' + (r ? '<span class="tag">Read</span>' : '<button type="button" class="mark">Mark as read</button>') + '</li>'; }).join('');
  var n = msgs.length - window.read.length; $('#unread').textContent = n ? n + ' unread' : 'No unread messages';
}
$('#msgs').addEventListener('click', function (e) { var b = e.target.closest('.mark'); if (!b) return; window.read.push(Number(b.closest('li').dataset.n)); drawMsgs(); });
$('#notice-x').addEventListener('click', function () { window.noticeGone = true; $('#notice').hidden = true; });
$('#resched').addEventListener('click', function () { window.leaving = 'reschedule'; location.href = '/labs/book?step=3&test=fbc&clinic=harbour&change=CP-29114'; });
$('#cancel-appt').addEventListener('click', function () { showDialog('dlg-cancel'); });
$('#ca-go').addEventListener('click', function () {
  var b = this; b.disabled = true; b.textContent = 'Cancelling…';
  post('/labs/api/cancel', { ref: 'CP-29114' }).then(function () {
    b.disabled = false; b.textContent = 'Yes, cancel it'; hideDialog('dlg-cancel'); window.apptCancelled = true;
    $('#appt').innerHTML = '<p>You have no upcoming appointments.</p>'; quick('Appointment CP-29114 cancelled');
  });
});
drawMsgs();
`,
);
