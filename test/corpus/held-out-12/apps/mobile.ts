/**
 * Tidal Mobile, a phone network's customer account: a sign-in page (a cookie banner, an email or mobile number, a
 * Show button for the password, tries left and a lock, a signed-out message) and the account (`mobile-account.ts`).
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';
import { mobileAccount } from './mobile-account';

const login = doc(
  'Sign in - Tidal',
  `<header class="bar"><span class="logo">Tidal</span><nav aria-label="Main"><a href="#shop">Shop</a><a href="#help">Help</a></nav></header>
<div id="cookies" class="box" role="region" aria-label="Cookies" style="position:fixed;bottom:0;left:0;right:0;margin:0;z-index:20"><p>We use cookies to make the site work and, with your permission, to measure how it is used.</p>
  <div class="line"><button type="button" class="main" id="ck-all">Accept all</button><button type="button" id="ck-none">Reject non-essential</button></div></div>
<main style="max-width:440px">
  <p id="out" class="good" role="status" hidden>You have signed out.</p>
  <h1>Sign in to My Tidal</h1>
  <form id="login" class="box" novalidate>
    <div class="field"><label for="user">Mobile number or email</label><input id="user" autocomplete="username" style="width:100%"></div>
    <div class="field"><label for="pw">Password</label><div class="line"><input id="pw" type="password" autocomplete="current-password" style="flex:1"><button type="button" id="showpw">Show</button></div></div>
    <label><input type="checkbox" id="remember"> Remember me</label>
    <p class="err" id="err" role="alert"></p>
    <p><button type="submit" class="main" id="signin">Sign in</button></p>
    <p><a href="#forgot">Forgotten your password?</a></p>
  </form>
</main>`,
  `
window.tries = 3;
window.cookies = null;
$('#out').hidden = !query.get('out');
$('#ck-all').addEventListener('click', function () { window.cookies = 'all'; $('#cookies').hidden = true; });
$('#ck-none').addEventListener('click', function () { window.cookies = 'essential'; $('#cookies').hidden = true; });
$('#showpw').addEventListener('click', function () {
  var shown = $('#pw').type === 'text';
  $('#pw').type = shown ? 'password' : 'text';
  $('#showpw').textContent = shown ? 'Show' : 'Hide';
});
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var user = $('#user').value.trim().toLowerCase().split(' ').join(''), pw = $('#pw').value;
  if (!user) { $('#err').textContent = 'Enter your mobile number or email'; return; }
  if (!pw) { $('#err').textContent = 'Enter your password'; return; }
  if ((user === 'alex.morgan@example.com' || user === '07700900461') && pw === 'Tide-2027!') { location.href = '/mobile/account?from=login'; return; }
  window.tries--;
  if (window.tries <= 0) { $('#err').textContent = 'We have locked your account for 30 minutes.'; $('#signin').disabled = true; return; }
  $('#err').textContent = "That password isn't right. You have " + window.tries + ' more ' + (window.tries === 1 ? 'try' : 'tries') + '.';
});
`,
);

export const mobileApp: CorpusApp = {
  name: 'mobile',
  description:
    "Tidal Mobile, a phone network's account: sign-in (a cookie banner, email or mobile number, Show password, tries left and a lock, signed out); the account (a greeting, a notification count, a user menu, the next bill and a spend-cap slider, tabs of lines, bills and add-ons; line cards with the same Add data and Manage buttons and Roaming switch, unlimited data and a data SIM that cannot use them, an add-data dialog refused over the spend cap, a PAC code, a lost-or-stolen dialog whose button waits for a box, renaming; bills three to a page with View and Download PDF in every row and a breakdown dialog; add-on cards with the same Add button, one included; a usage chart in an iframe and a coverage checker in an open shadow root that answers late).",
  routes: {
    '/mobile/login': () => login,
    '/mobile/account': () => mobileAccount,
  },
};
