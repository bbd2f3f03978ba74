/**
 * `gym`: Pulse Fitness, class booking for a gym. A sign-in page; a class schedule with day tabs, cards that load late
 * and all have Book, "Add to favourites" and Details, a class-type listbox, a search field named only by its
 * placeholder, a switch that hides full classes, a credits counter, a notification bell with a count, a user menu, a
 * booking dialog and toasts; "My bookings" with tabs, identical Reschedule and "Cancel booking" buttons in every row, a
 * cancel dialog, a reschedule listbox with a full session, past classes with star ratings in every row, pagination and
 * a feedback dialog with a slider and a required text; and a membership page with switches (one disabled), plan
 * radios that enable "Change plan", a freeze accordion with dates and errors, a card form in an iframe and a
 * bring-a-friend pass in an open shadow root.
 *
 * Query strings seed state: `?user=maya`, `?day=tue`, `?credits=2`, `?booked=mon-spin`, `/gym/bookings?tab=past`.
 */
import type { CorpusApp } from '../../types';
import { page, stars } from './html';

const header = (active: string) => `
<header class="top">
  <span class="brand">Pulse Fitness</span>
  <nav class="links" aria-label="Main">
    <a href="/gym/schedule"${active === 'schedule' ? ' aria-current="page"' : ''}>Schedule</a>
    <a href="/gym/bookings"${active === 'bookings' ? ' aria-current="page"' : ''}>My bookings</a>
    <a href="/gym/membership"${active === 'membership' ? ' aria-current="page"' : ''}>Membership</a>
  </nav>
  <span class="pill" id="credits">Credits: <b id="credit-count">6</b></span>
  <button type="button" class="icon" id="bell" aria-label="Notifications" aria-haspopup="menu" aria-controls="notif-menu">🔔 <span class="badge" id="bell-count">2</span></button>
  <div role="menu" id="notif-menu" aria-label="Notifications" hidden>
    <button role="menuitem" type="button">HIIT Blast waitlist: you are number 2</button>
    <button role="menuitem" type="button">New class: Boxfit with Marco Ruiz</button>
  </div>
  <button type="button" id="user-btn" aria-haspopup="menu" aria-controls="user-menu">Maya R. ▾</button>
  <div role="menu" id="user-menu" hidden>
    <a role="menuitem" href="/gym/bookings">My bookings</a>
    <a role="menuitem" href="/gym/membership">Membership</a>
    <a role="menuitem" href="/gym/login">Sign out</a>
  </div>
</header>`;

const LOGIN = page(
  'Sign in · Pulse Fitness',
  `<main style="max-width:420px;margin:40px auto">
  <h1>Sign in to Pulse Fitness</h1>
  <form id="login" class="card" novalidate>
    <div class="field"><label for="email">Email</label><input id="email" type="email" autocomplete="username"></div>
    <div class="field"><input id="pw" type="password" placeholder="Password"></div>
    <label><input type="checkbox" id="keep"> Keep me signed in</label>
    <p class="error" id="login-error" role="alert"></p>
    <div class="row"><button class="primary" type="submit">Sign in</button> <a href="#" id="forgot">Forgot password?</a></div>
  </form>
  <p class="muted">New here? <a href="#">Start a 7-day free trial</a></p>
</main>`,
  `
var attempts = 3;
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var email = $('#email').value.trim(), pw = $('#pw').value;
  if (!email) { $('#login-error').textContent = 'Enter your email'; return; }
  if (!pw) { $('#login-error').textContent = 'Enter your password'; return; }
  if (email.toLowerCase() === 'maya@pulse.fit' && pw === 'Squat2024!') {
    location.href = '/gym/schedule?user=maya' + ($('#keep').checked ? '&keep=1' : '');
    return;
  }
  attempts--;
  $('#login-error').textContent = 'Incorrect email or password. ' + attempts + ' attempts left.';
});
$('#forgot').addEventListener('click', function (e) { e.preventDefault(); $('#login-error').textContent = 'We sent a reset link if that email has an account.'; });
`,
);

/** The week's classes: id, day, name, type, time, length, room, instructor, rating, spots left (0 = full), waitlist. */
const CLASSES = [
  ['mon-yoga', 'mon', 'Sunrise Yoga', 'Yoga', '06:30', 45, 'Studio 2', 'Inês Duarte', 4.8, 4, 0],
  ['mon-spin', 'mon', 'Spin Express', 'Spin', '07:00', 30, 'Cycle room', 'Tom Becker', 4.3, 3, 0],
  ['mon-hiit', 'mon', 'HIIT Blast', 'HIIT', '12:15', 40, 'Studio 1', 'Kemi Adeyemi', 4.6, 0, 3],
  ['mon-pilates', 'mon', 'Pilates Core', 'Pilates', '18:00', 50, 'Studio 2', 'Inês Duarte', 4.9, 6, 0],
  ['mon-climb', 'mon', 'Spin Climb', 'Spin', '19:30', 45, 'Cycle room', 'Tom Becker', 4.3, 12, 0],
  ['tue-power', 'tue', 'Power Yoga', 'Yoga', '07:15', 60, 'Studio 2', 'Lena Vogel', 4.7, 8, 0],
  ['tue-hiit', 'tue', 'HIIT Blast', 'HIIT', '18:00', 40, 'Studio 1', 'Kemi Adeyemi', 4.6, 2, 0],
  ['tue-box', 'tue', 'Boxfit', 'Boxing', '19:00', 45, 'Studio 1', 'Marco Ruiz', 4.4, 5, 0],
  ['wed-spin', 'wed', 'Spin Express', 'Spin', '07:00', 30, 'Cycle room', 'Tom Becker', 4.3, 0, 1],
  ['wed-yin', 'wed', 'Yin Yoga', 'Yoga', '20:00', 75, 'Studio 2', 'Lena Vogel', 5.0, 10, 0],
] as const;

const DAYS = [
  ['mon', 'Mon 12 May', 'Monday'],
  ['tue', 'Tue 13 May', 'Tuesday'],
  ['wed', 'Wed 14 May', 'Wednesday'],
] as const;

const SCHEDULE = page(
  'Class schedule · Pulse Fitness',
  `${header('schedule')}
<main>
  <p id="greeting" class="muted"></p>
  <h1>Class schedule</h1>
  <div class="row card" id="filters">
    <span class="lb-wrap"><button type="button" id="type-filter" aria-haspopup="listbox" aria-controls="type-list" aria-expanded="false">Class type: <span class="lb-value">All classes</span> ▾</button>
      <ul role="listbox" id="type-list" data-popup aria-label="Class type" hidden>
        <li role="option" data-value="all" aria-selected="true">All classes</li>
        <li role="option" data-value="Yoga">Yoga</li>
        <li role="option" data-value="HIIT">HIIT</li>
        <li role="option" data-value="Spin">Spin</li>
        <li role="option" data-value="Pilates">Pilates</li>
        <li role="option" data-value="Boxing">Boxing</li>
      </ul></span>
    <input type="search" id="q" placeholder="Search classes or instructors">
    <span class="switch"><button type="button" role="switch" id="hide-full" aria-checked="false" aria-labelledby="hide-full-l"></button><span id="hide-full-l">Hide full classes</span></span>
    <label><input type="checkbox" id="fav-only"> Favourites only (<span id="fav-count">0</span>)</label>
  </div>
  <div role="tablist" aria-label="Day">
    ${DAYS.map(([id, label]) => `<button role="tab" type="button" id="tab-${id}" aria-controls="panel-${id}" aria-selected="false">${label}</button>`).join('')}
  </div>
  <p id="shown" class="muted" aria-live="polite"></p>
  ${DAYS.map(([id]) => `<section role="tabpanel" id="panel-${id}" aria-labelledby="tab-${id}" hidden><p class="muted loading">Loading classes…</p><div class="cards"></div></section>`).join('')}
  <p class="muted">Cancel up to 12 hours before a class to get your credit back. Late cancellations cost 1 credit.</p>
</main>
<div class="backdrop" id="book-dialog" hidden><div role="dialog" aria-modal="true" aria-labelledby="book-title">
  <h2 id="book-title">Book class?</h2>
  <p id="book-text"></p>
  <label><input type="checkbox" id="add-cal"> Add to my calendar</label>
  <div class="actions"><button type="button" data-close>Cancel</button><button type="button" class="primary" id="confirm-book">Confirm booking</button></div>
</div></div>
<div class="backdrop" id="details-dialog" hidden><div role="dialog" aria-modal="true" aria-labelledby="details-title">
  <h2 id="details-title"></h2>
  <p id="details-text"></p>
  <p>Level: <b id="details-level"></b></p>
  <p class="muted">Bring a towel and a water bottle. Mats are provided.</p>
  <div class="actions"><button type="button" data-close>Close</button><button type="button" class="primary" id="details-book">Book this class</button></div>
</div></div>`,
  `
var CLASSES = ${JSON.stringify(CLASSES)};
var DAYS = ${JSON.stringify(DAYS)};
var credits = Number(params.get('credits') || 6);
var booked = (params.get('booked') || '').split(',').filter(Boolean);
var waitlisted = [];
var favs = [];
var pending = null;
$('#credit-count').textContent = String(credits);
$('#greeting').textContent = params.get('user') === 'maya' ? 'Good morning, Maya' : 'Welcome back';
var day = params.get('day') || 'mon';
$('#tab-' + day).setAttribute('aria-selected', 'true');
$('#panel-' + day).hidden = false;
function byId(id) { return CLASSES.filter(function (c) { return c[0] === id; })[0]; }
function dayLabel(d) { return DAYS.filter(function (x) { return x[0] === d; })[0][1]; }
function card(c) {
  var full = c[9] === 0, isBooked = booked.indexOf(c[0]) >= 0, onWait = waitlisted.indexOf(c[0]) >= 0;
  var spots = full ? 'Full · ' + (c[10] + (onWait ? 1 : 0)) + ' on waitlist' : c[9] + (c[9] === 1 ? ' spot left' : ' spots left');
  var action = isBooked ? '<button type="button" class="cancel-booking">Cancel booking</button>'
    : full ? '<button type="button" class="waitlist">' + (onWait ? 'Leave waitlist' : 'Join waitlist') + '</button>'
    : '<button type="button" class="primary book">Book</button>';
  var fav = favs.indexOf(c[0]) >= 0;
  return '<article class="card class-card" data-id="' + c[0] + '" data-type="' + c[3] + '">' +
    '<h3>' + c[2] + (isBooked ? ' <span class="pill booked">Booked ✓</span>' : '') + '</h3>' +
    '<div class="muted">' + c[4] + ' · ' + c[5] + ' min · ' + c[6] + '</div>' +
    '<div>with ' + c[7] + ' <span aria-label="Instructor rating ' + c[8].toFixed(1) + ' out of 5">★ ' + c[8].toFixed(1) + '</span></div>' +
    '<div class="spots">' + spots + (onWait ? ' · you are #' + (c[10] + 1) : '') + '</div>' +
    '<div class="row">' + action +
    '<button type="button" class="icon fav" aria-pressed="' + fav + '" aria-label="' + (fav ? 'Remove from favourites' : 'Add to favourites') + '">' + (fav ? '♥' : '♡') + '</button>' +
    '<button type="button" class="details">Details</button></div></article>';
}
var loaded = false;
function render() {
  if (!loaded) return;
  var type = $('#type-filter').dataset.value || 'all';
  var q = $('#q').value.trim().toLowerCase();
  var hideFull = $('#hide-full').getAttribute('aria-checked') === 'true';
  var favOnly = $('#fav-only').checked;
  DAYS.forEach(function (d) {
    var list = CLASSES.filter(function (c) {
      return c[1] === d[0] && (type === 'all' || c[3] === type) && (!q || (c[2] + ' ' + c[7]).toLowerCase().indexOf(q) >= 0) &&
        (!hideFull || c[9] > 0) && (!favOnly || favs.indexOf(c[0]) >= 0);
    });
    var panel = $('#panel-' + d[0]);
    $('.loading', panel).hidden = true;
    $('.cards', panel).innerHTML = list.length ? list.map(card).join('') : '<p class="muted">No classes match your filters.</p>';
    if (!panel.hidden) $('#shown').textContent = list.length + (list.length === 1 ? ' class on ' : ' classes on ') + d[2];
  });
  $('#fav-count').textContent = String(favs.length);
  $('#credit-count').textContent = String(credits);
}
setTimeout(function () { loaded = true; render(); }, 700);
document.addEventListener('tabchange', render);
$('#type-filter').addEventListener('pick', render);
$('#q').addEventListener('input', render);
$('#hide-full').addEventListener('toggle', render);
$('#fav-only').addEventListener('change', render);
function askBook(c) {
  pending = c;
  $('#book-title').textContent = 'Book ' + c[2] + '?';
  $('#book-text').textContent = dayLabel(c[1]) + ', ' + c[4] + ' with ' + c[7] + '. This uses 1 credit; you have ' + credits + '.';
  openDialog('book-dialog');
}
document.addEventListener('click', function (e) {
  var cardEl = e.target.closest('.class-card');
  if (!cardEl) return;
  var c = byId(cardEl.dataset.id);
  if (e.target.closest('.book')) askBook(c);
  else if (e.target.closest('.fav')) {
    var i = favs.indexOf(c[0]);
    if (i >= 0) favs.splice(i, 1); else favs.push(c[0]);
    render();
  } else if (e.target.closest('.waitlist')) {
    var w = waitlisted.indexOf(c[0]);
    if (w >= 0) { waitlisted.splice(w, 1); toast('You left the waitlist for ' + c[2]); }
    else { waitlisted.push(c[0]); toast('Added to the waitlist for ' + c[2] + ' (you are number ' + (c[10] + 1) + ')'); }
    render();
  } else if (e.target.closest('.cancel-booking')) {
    booked.splice(booked.indexOf(c[0]), 1);
    credits++;
    toast(c[2] + ' cancelled. 1 credit refunded.');
    render();
  } else if (e.target.closest('.details')) {
    pending = c;
    $('#details-title').textContent = c[2];
    $('#details-text').textContent = c[5] + ' minutes in ' + c[6] + ' with ' + c[7] + '.';
    $('#details-level').textContent = c[3] === 'HIIT' || c[3] === 'Boxing' ? 'Advanced' : c[3] === 'Spin' ? 'Intermediate' : 'All levels';
    openDialog('details-dialog');
  }
});
$('#details-book').addEventListener('click', function () { closeDialog('details-dialog'); if (pending[9] > 0) askBook(pending); });
$('#confirm-book').addEventListener('click', function () {
  if (credits < 1) { $('#book-text').textContent = 'You have no credits left. Buy a class pack to book.'; return; }
  booked.push(pending[0]);
  credits--;
  closeDialog('book-dialog');
  toast('You are booked into ' + pending[2] + ' on ' + dayLabel(pending[1]) + ' at ' + pending[4] + '.');
  render();
});
`,
);

const UPCOMING = [
  ['up-spin', 'Spin Express', 'Mon 12 May', '07:00', 'Cycle room'],
  ['up-box', 'Boxfit', 'Tue 13 May', '19:00', 'Studio 1'],
  ['up-yin', 'Yin Yoga', 'Wed 14 May', '20:00', 'Studio 2'],
];
/** Past classes: id, name, date, instructor, your rating (0 = not rated). */
const PAST = [
  ['p1', 'Pilates Core', 'Fri 9 May', 'Inês Duarte', 0],
  ['p2', 'Spin Climb', 'Thu 8 May', 'Tom Becker', 4],
  ['p3', 'Power Yoga', 'Tue 6 May', 'Lena Vogel', 0],
  ['p4', 'HIIT Blast', 'Mon 5 May', 'Kemi Adeyemi', 5],
  ['p5', 'Boxfit', 'Fri 2 May', 'Marco Ruiz', 3],
  ['p6', 'Sunrise Yoga', 'Wed 30 Apr', 'Inês Duarte', 5],
  ['p7', 'Spin Express', 'Mon 28 Apr', 'Tom Becker', 2],
] as const;

const BOOKINGS = page(
  'My bookings · Pulse Fitness',
  `${header('bookings')}
<main>
  <h1>My bookings</h1>
  <div role="tablist" aria-label="Bookings">
    <button role="tab" type="button" id="t-up" aria-controls="p-up" aria-selected="true">Upcoming (<span id="up-count">3</span>)</button>
    <button role="tab" type="button" id="t-past" aria-controls="p-past" aria-selected="false">Past (7)</button>
    <button role="tab" type="button" id="t-wait" aria-controls="p-wait" aria-selected="false">Waitlist (1)</button>
  </div>
  <section role="tabpanel" id="p-up" aria-labelledby="t-up">
    <table id="upcoming"><thead><tr><th>Class</th><th>Date</th><th>Time</th><th>Room</th><th><span class="muted">Actions</span></th></tr></thead><tbody>
    ${UPCOMING.map(
      ([id, name, date, time, room]) =>
        `<tr data-id="${id}"><td>${name}</td><td class="date">${date}</td><td class="time">${time}</td><td>${room}</td><td><button type="button" class="resched">Reschedule</button> <button type="button" class="icon cancel" aria-label="Cancel booking">🗑</button></td></tr>`,
    ).join('')}
    </tbody></table>
    <p class="muted">Free cancellation until 12 hours before the class.</p>
  </section>
  <section role="tabpanel" id="p-past" aria-labelledby="t-past" hidden>
    <table id="past"><thead><tr><th>Class</th><th>Date</th><th>Instructor</th><th>Your rating</th><th></th></tr></thead><tbody>
    ${PAST.map(
      ([id, name, date, who, rating], i) =>
        `<tr data-id="${id}" data-page="${i < 5 ? 1 : 2}"${i < 5 ? '' : ' hidden'}><td>${name}</td><td>${date}</td><td>${who}</td><td>${stars(`Rate ${name}`, `rate-${id}`, rating)}</td><td><button type="button" class="feedback">Leave feedback</button></td></tr>`,
    ).join('')}
    </tbody></table>
    <div class="row" style="margin-top:8px"><button type="button" id="prev" disabled>Previous</button><span id="page-label">Page 1 of 2</span><button type="button" id="next">Next</button></div>
  </section>
  <section role="tabpanel" id="p-wait" aria-labelledby="t-wait" hidden>
    <table><thead><tr><th>Class</th><th>Date</th><th>Time</th><th>Position</th><th></th></tr></thead><tbody>
      <tr><td>HIIT Blast</td><td>Mon 12 May</td><td>12:15</td><td>2 of 3</td><td><button type="button" id="leave-wait">Leave waitlist</button></td></tr>
    </tbody></table>
  </section>
</main>
<div class="backdrop" id="cancel-dialog" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="cancel-title">
  <h2 id="cancel-title"></h2><p id="cancel-text"></p>
  <div class="actions"><button type="button" data-close>Keep booking</button><button type="button" class="danger" id="yes-cancel">Yes, cancel</button></div>
</div></div>
<div class="backdrop" id="resched-dialog" hidden><div role="dialog" aria-modal="true" aria-labelledby="resched-title">
  <h2 id="resched-title"></h2>
  <p id="resched-l">Choose another session</p>
  <ul role="listbox" id="sessions" aria-labelledby="resched-l" style="position:static">
    <li role="option" data-value="Thu 15 May|19:00" aria-selected="false">Thu 15 May, 19:00 · 7 spots left</li>
    <li role="option" data-value="Sat 17 May|10:00" aria-disabled="true" aria-selected="false">Sat 17 May, 10:00 · Full</li>
    <li role="option" data-value="Mon 19 May|19:00" aria-selected="false">Mon 19 May, 19:00 · 11 spots left</li>
  </ul>
  <p class="error" id="resched-error"></p>
  <div class="actions"><button type="button" data-close>Cancel</button><button type="button" class="primary" id="move">Move booking</button></div>
</div></div>
<div class="backdrop" id="fb-dialog" hidden><div role="dialog" aria-modal="true" aria-labelledby="fb-title">
  <h2 id="fb-title"></h2>
  <div class="field"><div class="lbl">What did you think?</div><textarea id="fb-text" rows="3"></textarea></div>
  <div class="field"><label for="fb-hard">How hard was it?</label><input type="range" id="fb-hard" min="1" max="10" value="5"> <output id="fb-hard-out">5</output>/10</div>
  <fieldset><legend>Would you recommend this class?</legend><label><input type="radio" name="rec" value="yes"> Yes</label> <label><input type="radio" name="rec" value="no"> No</label></fieldset>
  <p class="error" id="fb-error" role="alert"></p>
  <div class="actions"><button type="button" data-close>Cancel</button><button type="button" class="primary" id="fb-send">Send feedback</button></div>
</div></div>`,
  `
var current = null;
if (params.get('tab') === 'past') $('#t-past').click();
function upCount() { $('#up-count').textContent = String($$('#upcoming tbody tr').length); }
$('#upcoming').addEventListener('click', function (e) {
  var tr = e.target.closest('tr');
  if (!tr) return;
  current = tr;
  var name = tr.cells[0].textContent, date = tr.cells[1].textContent;
  if (e.target.closest('.cancel')) {
    $('#cancel-title').textContent = 'Cancel ' + name + ' on ' + date + '?';
    $('#cancel-text').textContent = 'Your credit will be refunded.';
    openDialog('cancel-dialog');
  } else if (e.target.closest('.resched')) {
    $('#resched-title').textContent = 'Reschedule ' + name;
    $$('#sessions [role=option]').forEach(function (o) { o.setAttribute('aria-selected', 'false'); });
    $('#resched-error').textContent = '';
    openDialog('resched-dialog');
  }
});
$('#yes-cancel').addEventListener('click', function () {
  var name = current.cells[0].textContent;
  current.remove();
  upCount();
  closeDialog('cancel-dialog');
  toast(name + ' cancelled. 1 credit refunded.');
});
$('#move').addEventListener('click', function () {
  var sel = $('#sessions [aria-selected=true]');
  if (!sel) { $('#resched-error').textContent = 'Choose a session first'; return; }
  var parts = sel.dataset.value.split('|');
  current.cells[1].textContent = parts[0];
  current.cells[2].textContent = parts[1];
  closeDialog('resched-dialog');
  toast(current.cells[0].textContent + ' moved to ' + parts[0] + ' at ' + parts[1]);
});
var pageNo = 1;
function showPage() {
  $$('#past tbody tr').forEach(function (tr) { tr.hidden = Number(tr.dataset.page) !== pageNo; });
  $('#page-label').textContent = 'Page ' + pageNo + ' of 2';
  $('#prev').disabled = pageNo === 1;
  $('#next').disabled = pageNo === 2;
}
$('#next').addEventListener('click', function () { pageNo = 2; showPage(); });
$('#prev').addEventListener('click', function () { pageNo = 1; showPage(); });
document.addEventListener('rate', function (e) {
  var tr = e.target.closest('tr');
  toast('Thanks! You rated ' + tr.cells[0].textContent + ' ' + e.detail + (e.detail === 1 ? ' star' : ' stars'));
});
$('#past').addEventListener('click', function (e) {
  if (!e.target.closest('.feedback')) return;
  current = e.target.closest('tr');
  $('#fb-title').textContent = 'Feedback for ' + current.cells[0].textContent;
  $('#fb-text').value = '';
  $('#fb-error').textContent = '';
  openDialog('fb-dialog');
});
$('#fb-hard').addEventListener('input', function () { $('#fb-hard-out').textContent = $('#fb-hard').value; });
$('#fb-send').addEventListener('click', function () {
  if ($('#fb-text').value.trim().length < 10) { $('#fb-error').textContent = 'Please tell us what you thought (at least 10 characters).'; return; }
  var b = $('.feedback', current);
  b.textContent = 'Feedback sent';
  b.disabled = true;
  current.dataset.feedback = JSON.stringify({ text: $('#fb-text').value, hard: $('#fb-hard').value, rec: ($('input[name=rec]:checked') || {}).value || '' });
  closeDialog('fb-dialog');
  toast('Feedback sent. Thank you!');
});
$('#leave-wait').addEventListener('click', function () { this.closest('tr').remove(); $('#t-wait').textContent = 'Waitlist (0)'; toast('You left the waitlist for HIIT Blast'); });
`,
);

const MEMBERSHIP = page(
  'Membership · Pulse Fitness',
  `${header('membership')}
<main>
  <h1>Your membership</h1>
  <div class="card" id="plan-card">
    <h2>Plus <span class="pill">Active</span></h2>
    <p>12 classes a month · <b>€49.00</b> / month</p>
    <p class="muted">Renews on 1 June 2025 · Member since March 2023</p>
    <p>6 of 12 credits left this month</p><progress value="6" max="12"></progress>
  </div>
  <div class="card" id="prefs">
    <h2>Preferences</h2>
    <p class="switch"><button type="button" role="switch" id="sw-renew" aria-checked="true" aria-label="Auto-renew"></button> Auto-renew</p>
    <p class="switch"><button type="button" role="switch" id="sw-email" aria-checked="true" aria-label="Email reminders"></button> Email reminders</p>
    <p class="switch"><button type="button" role="switch" id="sw-sms" aria-checked="false" aria-label="SMS reminders"></button> SMS reminders</p>
    <p class="switch"><button type="button" role="switch" id="sw-push" aria-checked="false" aria-label="Push notifications" disabled></button> Push notifications <span class="muted">Install the app to turn this on</span></p>
  </div>
  <div class="card">
    <h2>Change plan</h2>
    <fieldset id="plans"><legend>Plan</legend>
      <label><input type="radio" name="plan" value="basic"> Basic · €29 / month · 4 classes</label><br>
      <label><input type="radio" name="plan" value="plus" checked> Plus · €49 / month · 12 classes <span class="pill">Current plan</span></label><br>
      <label><input type="radio" name="plan" value="unlimited"> Unlimited · €69 / month · every class</label>
    </fieldset>
    <button type="button" class="primary" id="change-plan" disabled>Change plan</button>
    <p id="plan-status" class="ok"></p>
  </div>
  <div class="card">
    <h2><button type="button" data-acc id="acc-freeze" aria-expanded="false" aria-controls="freeze-body">Freeze membership</button></h2>
    <div id="freeze-body" hidden>
      <p class="muted">Going away or injured? Pause your membership for up to 60 days. You will not be charged while frozen.</p>
      <div class="field"><label for="f-from">From</label><input type="date" id="f-from"></div>
      <div class="field"><span class="lbl">Until</span><input type="date" id="f-to"></div>
      <div class="field"><label for="f-reason">Reason</label><select id="f-reason"><option value="">Choose…</option><option>Travel</option><option>Injury</option><option>Other</option></select></div>
      <p class="error" id="freeze-error" role="alert"></p>
      <button type="button" id="freeze">Freeze</button>
      <p id="freeze-status" class="ok"></p>
    </div>
  </div>
  <div class="card">
    <h2>Payment method</h2>
    <iframe src="/gym/card-frame" title="Payment method" style="width:100%;height:190px;border:0"></iframe>
  </div>
  <div class="card"><div id="friend-host"></div></div>
</main>
<div class="backdrop" id="plan-dialog" hidden><div role="dialog" aria-modal="true" aria-labelledby="plan-title">
  <h2 id="plan-title"></h2><p id="plan-text"></p>
  <div class="actions"><button type="button" data-close>Not now</button><button type="button" class="primary" id="confirm-plan">Confirm change</button></div>
</div></div>`,
  String.raw`
var PLANS = { basic: ['Basic', '€29.00'], plus: ['Plus', '€49.00'], unlimited: ['Unlimited', '€69.00'] };
$('#plans').addEventListener('change', function () {
  $('#change-plan').disabled = $('input[name=plan]:checked').value === 'plus';
});
$('#change-plan').addEventListener('click', function () {
  var p = PLANS[$('input[name=plan]:checked').value];
  $('#plan-title').textContent = 'Switch to ' + p[0] + '?';
  $('#plan-text').textContent = 'From 1 June 2025 you will pay ' + p[1] + ' a month.';
  openDialog('plan-dialog');
});
$('#confirm-plan').addEventListener('click', function () {
  var p = PLANS[$('input[name=plan]:checked').value];
  closeDialog('plan-dialog');
  $('#plan-status').textContent = 'Your plan changes to ' + p[0] + ' on 1 June 2025.';
  toast('Your plan changes to ' + p[0] + ' on 1 June 2025');
});
document.addEventListener('toggle', function (e) {
  toast(e.target.getAttribute('aria-label') + (e.target.getAttribute('aria-checked') === 'true' ? ' on' : ' off'));
});
$('#freeze').addEventListener('click', function () {
  var from = $('#f-from').value, to = $('#f-to').value;
  $('#freeze-status').textContent = '';
  if (!from || !to) { $('#freeze-error').textContent = 'Pick both dates.'; return; }
  if (to <= from) { $('#freeze-error').textContent = 'The end date must be after the start date.'; return; }
  if ((new Date(to) - new Date(from)) / 86400000 > 60) { $('#freeze-error').textContent = 'You can freeze for at most 60 days.'; return; }
  if (!$('#f-reason').value) { $('#freeze-error').textContent = 'Choose a reason.'; return; }
  $('#freeze-error').textContent = '';
  $('#freeze-status').textContent = 'Membership frozen from ' + from + ' to ' + to + '.';
});
var host = $('#friend-host');
var root = host.attachShadow({ mode: 'open' });
root.innerHTML = '<style>input,button{font:inherit;padding:6px 8px}.err{color:#b1261a}</style>' +
  '<h2>Bring a friend</h2><p id="passes">2 guest passes left this month</p>' +
  '<input id="friend" type="email" placeholder="Friend\'s email"> <button type="button" id="send">Send pass</button>' +
  '<p id="friend-msg" role="status"></p>';
var passes = 2;
root.getElementById('send').addEventListener('click', function () {
  var v = root.getElementById('friend').value.trim();
  var msg = root.getElementById('friend-msg');
  if (!/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(v)) { msg.className = 'err'; msg.textContent = 'Enter a valid email address'; return; }
  if (passes === 0) { msg.className = 'err'; msg.textContent = 'No guest passes left this month'; return; }
  passes--;
  msg.className = '';
  msg.textContent = 'Pass sent to ' + v + '.';
  root.getElementById('passes').textContent = passes + (passes === 1 ? ' guest pass' : ' guest passes') + ' left this month';
  root.getElementById('friend').value = '';
});
`,
);

const CARD_FRAME = page(
  'Card',
  `<div style="padding:8px">
  <p id="card-now">Visa ending 4242 · expires 08/27</p>
  <button type="button" id="update">Update card</button>
  <form id="card-form" hidden novalidate>
    <div class="row">
      <input id="cc" placeholder="1234 1234 1234 1234" aria-label="Card number" inputmode="numeric">
      <input id="exp" placeholder="MM / YY" aria-label="Expiry date" style="width:90px">
      <input id="cvc" placeholder="CVC" style="width:70px">
    </div>
    <p class="error" id="card-error" role="alert"></p>
    <button type="submit" class="primary">Save card</button>
  </form>
</div>`,
  String.raw`
$('#update').addEventListener('click', function () { $('#card-form').hidden = false; $('#update').hidden = true; });
$('#card-form').addEventListener('submit', function (e) {
  e.preventDefault();
  var n = $('#cc').value.replace(/\s/g, '');
  if (n.length < 16) { $('#card-error').textContent = 'Your card number is incomplete.'; return; }
  if (!/^\d\d ?\/ ?\d\d$/.test($('#exp').value)) { $('#card-error').textContent = 'Your card\'s expiry date is incomplete.'; return; }
  if ($('#cvc').value.length < 3) { $('#card-error').textContent = 'Your card\'s security code is incomplete.'; return; }
  $('#card-error').textContent = '';
  $('#card-form').hidden = true;
  $('#card-now').textContent = 'Visa ending ' + n.slice(-4) + ' · expires ' + $('#exp').value.replace(/\s/g, '');
  $('#update').hidden = false;
});
`,
);

export const gymApp: CorpusApp = {
  name: 'gym',
  description:
    'Pulse Fitness: sign-in, a class schedule (day tabs, late cards with identical buttons, filters, credits, bell, booking dialog), my bookings (row actions, cancel and reschedule dialogs, past ratings, pagination, feedback), membership (switches, plan radios, freeze dates, card iframe, shadow-root guest pass).',
  routes: {
    '/gym/login': LOGIN,
    '/gym/schedule': SCHEDULE,
    '/gym/bookings': BOOKINGS,
    '/gym/membership': MEMBERSHIP,
    '/gym/card-frame': CARD_FRAME,
  },
};
