/**
 * Brightsmile Dental, a dental practice's patient portal: a sign-in page (an error summary for empty fields, attempts
 * left after a wrong password, a lock after three, a Show button for the password, "Keep me signed in"), the home page
 * (`dental-home.ts`) and the booking wizard (`dental-book.ts`).
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';
import { dentalBook } from './dental-book';
import { dentalHome } from './dental-home';

const login = doc(
  'Sign in - Brightsmile Dental',
  `<header class="bar"><span class="logo">Brightsmile Dental</span><nav><a href="#">Find us</a><a href="#">Prices</a></nav></header>
<main style="max-width:460px">
  <p id="signedout" class="good" role="status" hidden>You have signed out.</p>
  <h1>Sign in to your patient account</h1>
  <div id="errsum" class="box" role="alert" tabindex="-1" hidden style="border:2px solid #b0261a"><h2>There is a problem</h2><ul id="errs"></ul></div>
  <form id="login" novalidate class="box">
    <div class="field"><label for="email">Email address</label><input id="email" type="email" autocomplete="username" style="width:100%"></div>
    <div class="field"><label for="pw">Password</label><div class="line"><input id="pw" type="password" autocomplete="current-password" style="flex:1"><button type="button" id="showpw">Show</button></div></div>
    <label><input type="checkbox" id="keep"> Keep me signed in on this device</label>
    <p><button type="submit" class="main" id="signin">Sign in</button></p>
    <p class="note" id="tries"></p>
    <p><a href="#">Forgotten your password?</a> · <a href="#">Register as a new patient</a></p>
  </form>
</main>`,
  `
window.tries = Number(query.get('tries') || 3);
$('#signedout').hidden = !query.get('signedout');
function say(list) {
  $('#errs').innerHTML = list.map(function (e) { return '<li><a href="#' + e[0] + '">' + e[1] + '</a></li>'; }).join('');
  $('#errsum').hidden = !list.length;
  if (list.length) $('#errsum').focus();
}
function lock() { $('#signin').disabled = true; $('#tries').textContent = 'Your account is locked for 15 minutes. Call us on 01632 960 450 if you need help now.'; }
if (window.tries <= 0) lock();
$('#showpw').addEventListener('click', function () {
  var shown = $('#pw').type === 'text';
  $('#pw').type = shown ? 'password' : 'text';
  $('#showpw').textContent = shown ? 'Show' : 'Hide';
});
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var email = $('#email').value.trim(), pw = $('#pw').value;
  var list = [];
  if (!email) list.push(['email', 'Enter your email address']);
  if (!pw) list.push(['pw', 'Enter your password']);
  if (list.length) return say(list);
  if (email.toLowerCase() === 'nina.patel@example.com' && pw === 'Molar-2026') {
    location.href = '/dental/home' + ($('#keep').checked ? '?keep=1' : '');
    return;
  }
  window.tries--;
  if (window.tries <= 0) { say([['email', 'The email address or password is incorrect']]); lock(); return; }
  say([['email', 'The email address or password is incorrect']]);
  $('#tries').textContent = 'You have ' + window.tries + (window.tries === 1 ? ' attempt' : ' attempts') + ' left.';
});
`,
);

export const dentalApp: CorpusApp = {
  name: 'dental',
  description:
    'Brightsmile Dental patient portal: sign-in (error summary, attempts left, a lock, Show password, keep me signed in); a home page (greeting, an overdue banner, Upcoming/Past/Cancelled tabs, upcoming rows that all have Cancel and an "Add to calendar" menu, cancel and reschedule dialogs, a deposit paid by card in an iframe, past visits that load late with date sorting, pages and repeated Receipt links, a star rating, reminder switches with one disabled, a treatment plan accordion with an optional crown and an Accept button disabled until a box is ticked, an assistant chat in an open shadow root); a four-step booking wizard (patient select, treatment radios, dentist cards that all have Choose with one fully booked, a date input that refuses weekends, late time slots with two full, an early/late switch, a placeholder-only mobile field, medical-history checkboxes, an error summary, check-your-answers rows that all have Change, a Confirm button disabled until the policy is accepted).',
  routes: {
    '/dental/login': () => login,
    '/dental/home': () => dentalHome,
    '/dental/book': () => dentalBook,
  },
};
