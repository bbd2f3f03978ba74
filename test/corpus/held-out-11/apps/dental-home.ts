/**
 * Brightsmile Dental, the patient's home page: a greeting, an overdue-check-up banner, appointments in three tabs
 * (upcoming rows that all have Cancel and an "Add to calendar" menu, two with Reschedule, one with "Pay deposit";
 * past visits that load late, sort by date and page four at a time, each paid one with the same Receipt link),
 * cancel and reschedule dialogs, a card payment in an iframe, a star rating of the last visit, a treatment plan in an
 * accordion with an optional crown and an Accept button disabled until a box is ticked, reminder switches, and an
 * assistant chat in an open shadow root.
 */

import { doc, frame, starRating } from '../../page';

export const DENTAL_HEADER = `<header class="bar">
  <span class="logo">Brightsmile Dental</span>
  <nav><a href="/dental/home">Home</a><a href="/dental/book">Book</a><a href="/dental/home#messages">Messages <span class="count" id="msg-count">2</span></a></nav>
  <span class="pop"><button type="button" id="acct" aria-haspopup="menu" aria-controls="acct-menu" aria-expanded="false">Nina Patel ▾</button></span>
</header>
<div role="menu" id="acct-menu" hidden><a role="menuitem" href="#">My details</a><a role="menuitem" href="#">Family members</a><a role="menuitem" href="/dental/login?signedout=1">Sign out</a></div>`;

const UPCOMING = [
  {
    id: 'A1',
    date: 'Wed 11 Mar 2026',
    time: '08:40',
    patient: 'Nina Patel',
    treatment: 'Check-up',
    with: 'Dr Amara Osei',
    status: 'Confirmed',
  },
  {
    id: 'A2',
    date: 'Thu 12 Mar 2026',
    time: '16:20',
    patient: 'Arjun Patel',
    treatment: 'Fissure sealants',
    with: 'Dr Tom Reyes',
    status: 'Confirmed',
  },
  {
    id: 'A3',
    date: 'Tue 24 Mar 2026',
    time: '15:00',
    patient: 'Nina Patel',
    treatment: 'Hygienist clean',
    with: 'Gwen Lloyd',
    status: 'Awaiting deposit',
  },
];

const PAST = [
  ['2026-03-03', '3 Mar 2026', 'Nina Patel', 'Filling', 'Dr Tom Reyes', '£95.00'],
  ['2026-01-14', '14 Jan 2026', 'Arjun Patel', 'Check-up', 'Dr Amara Osei', 'Free (under 18)'],
  ['2025-12-02', '2 Dec 2025', 'Nina Patel', 'Hygienist clean', 'Gwen Lloyd', '£65.00'],
  ['2025-09-18', '18 Sep 2025', 'Nina Patel', 'Check-up', 'Dr Amara Osei', '£45.00'],
  ['2025-09-17', '17 Sep 2025', 'Arjun Patel', 'Check-up', 'Dr Hana Kim', 'Free (under 18)'],
  ['2025-05-06', '6 May 2025', 'Nina Patel', 'Emergency appointment', 'Dr Hana Kim', '£80.00'],
];

const PLAN = [
  [
    'filling',
    'Filling, lower left molar',
    95,
    'A tooth-coloured filling for the small cavity found at your visit. One 40-minute visit.',
  ],
  [
    'polish',
    'Scale and polish',
    65,
    'A 30-minute clean with the hygienist to remove tartar. Recommended every six months.',
  ],
  [
    'crown',
    'Crown, upper right premolar',
    420,
    'A porcelain crown to protect the cracked tooth. Two visits, three weeks apart.',
  ],
] as const;

const PAY = `<!doctype html><html><body style="font:14px system-ui;margin:10px">
<form id="f">
<p><label for="num">Card number</label><br><input id="num" inputmode="numeric" autocomplete="cc-number"></p>
<p><label for="exp">Expiry date</label> <input id="exp" placeholder="MM/YY" style="width:70px"> <label for="cvc">Security code</label> <input id="cvc" style="width:50px"></p>
<p id="err" role="alert" style="color:#b0261a"></p>
<button type="submit">Pay £20.00</button>
</form>
<script>
document.getElementById('f').addEventListener('submit', function (e) {
  e.preventDefault();
  var num = document.getElementById('num').value.replace(/\\s/g, '');
  if (!/^\\d{16}$/.test(num)) { document.getElementById('err').textContent = 'Enter a valid card number.'; return; }
  if (!/^\\d\\d\\/\\d\\d$/.test(document.getElementById('exp').value.trim())) { document.getElementById('err').textContent = 'Enter the expiry date as MM/YY.'; return; }
  if (!/^\\d{3}$/.test(document.getElementById('cvc').value.trim())) { document.getElementById('err').textContent = 'Enter the 3-digit security code.'; return; }
  parent.dentalPaid(num.slice(-4));
});
</script></body></html>`;

export const dentalHome = doc(
  'Home - Brightsmile Dental',
  `${DENTAL_HEADER}
<main>
  <h1>Good morning, Nina</h1>
  <p class="note">Brightsmile Dental, 14 Harbour Street · Today is Tuesday 10 March 2026</p>
  <section class="box" role="alert" style="border-color:#e3a000">Arjun's six-monthly check-up is overdue. <a href="/dental/book?patient=arjun">Book now</a></section>
  <section class="box">
    <h2>Appointments</h2>
    <div role="tablist" aria-label="Appointments">
      <button type="button" role="tab" id="t-up" aria-controls="p-up" aria-selected="true">Upcoming (3)</button>
      <button type="button" role="tab" id="t-past" aria-controls="p-past" aria-selected="false">Past visits</button>
      <button type="button" role="tab" id="t-cx" aria-controls="p-cx" aria-selected="false">Cancelled (0)</button>
    </div>
    <div role="tabpanel" id="p-up" aria-labelledby="t-up">
      <table><thead><tr><th>Date</th><th>Time</th><th>Patient</th><th>Treatment</th><th>With</th><th>Status</th><th>Actions</th></tr></thead><tbody id="up-rows"></tbody></table>
    </div>
    <div role="tabpanel" id="p-past" aria-labelledby="t-past" hidden>
      <p id="past-loading" class="note">Loading your past visits…</p>
      <div id="past-box" hidden>
        <table><thead><tr><th aria-sort="descending" id="date-th"><button type="button" id="sort-date">Date ↓</button></th><th>Patient</th><th>Treatment</th><th>Dentist</th><th>Paid</th><th></th></tr></thead><tbody id="past-rows"></tbody></table>
        <div class="pager"><button type="button" id="prev">Previous</button><span id="page-of"></span><button type="button" id="next">Next</button></div>
      </div>
    </div>
    <div role="tabpanel" id="p-cx" aria-labelledby="t-cx" hidden><ul id="cx-list"></ul><p class="note" id="cx-none">You have no cancelled appointments.</p></div>
  </section>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:12px">
    <section class="box" aria-labelledby="rate-title">
      <h2 id="rate-title">Rate your last visit</h2>
      <p>How was your filling with Dr Tom Reyes on 3 March?</p>
      ${starRating('Your rating', 'rate')}
      <div class="field"><label for="fb">Tell us more (optional)</label><textarea id="fb" rows="2" style="width:100%"></textarea></div>
      <button type="button" id="fb-send" disabled>Send feedback</button>
      <p id="fb-done" class="good" hidden>Thanks for your feedback!</p>
    </section>
    <section class="box" aria-labelledby="rem-title">
      <h2 id="rem-title">Reminders</h2>
      <p class="line"><button type="button" role="switch" id="sw-text" aria-checked="true" aria-labelledby="l-text"></button><span id="l-text">Text reminders</span></p>
      <p class="line"><button type="button" role="switch" id="sw-email" aria-checked="false" aria-labelledby="l-email"></button><span id="l-email">Email reminders</span></p>
      <p class="line"><button type="button" role="switch" id="sw-post" aria-checked="false" aria-labelledby="l-post" disabled></button><span id="l-post">Recall letters by post</span> <span class="note">Not available on the Smile Plan</span></p>
      <p class="line"><button type="button" role="switch" id="sw-news" aria-checked="false" aria-labelledby="l-news"></button><span id="l-news">Offers and news</span></p>
    </section>
  </div>
  <section class="box" aria-labelledby="plan-title">
    <h2 id="plan-title">Your treatment plan</h2>
    <p class="note">Proposed by Dr Tom Reyes on 3 Mar 2026 · <span id="plan-state">Waiting for your answer</span></p>
    ${PLAN.map(
      ([
        id,
        name,
        price,
        text,
      ]) => `<div class="plan-item" data-id="${id}"><button type="button" data-acc aria-expanded="false" aria-controls="pl-${id}" style="width:100%;text-align:left">${name} — £${price}.00${id === 'crown' ? ' (optional)' : ''}</button>
      <div id="pl-${id}" hidden style="padding:6px 10px"><p>${text}</p>${id === 'crown' ? '<label><input type="checkbox" id="crown" checked> Include the crown in my plan</label>' : ''}</div></div>`,
    ).join('')}
    <p>Plan total: <strong id="plan-total">£580.00</strong></p>
    <label><input type="checkbox" id="plan-read"> I have read and understood my treatment plan</label>
    <div class="line" style="margin-top:8px"><button type="button" class="main" id="plan-accept" disabled>Accept plan</button><a href="#messages">Ask a question about this plan</a></div>
  </section>
  <section class="box" id="messages"><h2>Messages</h2><p>2 unread messages from the practice.</p></section>
  <bs-assistant></bs-assistant>
</main>
<div id="menus"></div>
<div class="shade" id="cancel-dlg" hidden>
  <div role="alertdialog" aria-modal="true" aria-labelledby="cx-title" aria-describedby="cx-text">
    <h2 id="cx-title">Cancel appointment?</h2>
    <p id="cx-text"></p>
    <p id="cx-fee"></p>
    <fieldset><legend>Reason (optional)</legend>
      <label><input type="radio" name="why" value="cant"> I can't make it</label><br>
      <label><input type="radio" name="why" value="better"> I'm feeling better</label><br>
      <label><input type="radio" name="why" value="moved"> I've moved away</label></fieldset>
    <div class="buttons"><button type="button" data-dismiss>Keep appointment</button><button type="button" class="warn" id="cx-yes">Cancel appointment</button></div>
  </div>
</div>
<div class="shade" id="move-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="mv-title">
    <h2 id="mv-title">Reschedule</h2>
    <div class="field"><label for="mv-date">New date</label><input type="date" id="mv-date" min="2026-03-11"></div>
    <div class="field"><label for="mv-time">New time</label><select id="mv-time"><option>08:40</option><option>11:00</option><option>14:00</option><option>16:20</option></select></div>
    <p class="err" id="mv-err" hidden>We're closed at weekends. Choose a weekday.</p>
    <div class="buttons"><button type="button" data-dismiss>Close</button><button type="button" class="main" id="mv-yes">Save changes</button></div>
  </div>
</div>
<div class="shade" id="pay-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="pay-title">
    <h2 id="pay-title">Pay your £20.00 deposit</h2>
    ${frame('Card payment', PAY, 200)}
    <div class="buttons"><button type="button" data-dismiss>Close</button></div>
  </div>
</div>`,
  `
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
var PAST = ${JSON.stringify(PAST)};
var PLAN = ${JSON.stringify(PLAN)};
window.appts = ${JSON.stringify(UPCOMING)};
window.calendar = null; window.feedback = null; window.planAccepted = false; window.paid = null; window.prefs = { text: true, email: false, news: false };
window.pastPage = 1; window.pastOrder = 'desc';
var current = null;
function find(id) { return window.appts.filter(function (a) { return a.id === id; })[0]; }
function renderUp() {
  var up = window.appts.filter(function (a) { return a.status !== 'Cancelled'; });
  var gone = window.appts.filter(function (a) { return a.status === 'Cancelled'; });
  $('#t-up').textContent = 'Upcoming (' + up.length + ')';
  $('#t-cx').textContent = 'Cancelled (' + gone.length + ')';
  $('#up-rows').innerHTML = up.map(function (a) {
    var acts = (a.status === 'Awaiting deposit' ? '<button type="button" class="pay">Pay deposit</button> ' : '<button type="button" class="move">Reschedule</button> ') +
      '<button type="button" class="cx">Cancel</button> <button type="button" aria-label="Add to calendar" aria-haspopup="menu" aria-expanded="false" aria-controls="cal-' + a.id + '">📅</button>';
    return '<tr data-id="' + a.id + '"><td>' + a.date + '</td><td>' + a.time + '</td><td>' + a.patient + '</td><td>' + a.treatment + '</td><td>' + a.with + '</td><td class="status">' + a.status + '</td><td>' + acts + '</td></tr>';
  }).join('');
  $('#menus').innerHTML = up.map(function (a) {
    return '<div role="menu" id="cal-' + a.id + '" data-id="' + a.id + '" hidden><button type="button" role="menuitem" data-cal="google">Google Calendar</button><button type="button" role="menuitem" data-cal="outlook">Outlook</button><button type="button" role="menuitem" data-cal="ics">Download .ics file</button></div>';
  }).join('');
  $$('#menus [role=menuitem]').forEach(function (m) {
    m.addEventListener('click', function () {
      closeMenus();
      window.calendar = { id: m.closest('[role=menu]').dataset.id, kind: m.dataset.cal };
      toast(m.dataset.cal === 'ics' ? 'appointment.ics downloaded' : 'Added to ' + m.textContent);
    });
  });
  $$('#up-rows tr').forEach(function (tr) {
    var a = find(tr.dataset.id);
    $$('button.cx', tr).forEach(function (b) { b.addEventListener('click', function () { openCancel(a); }); });
    $$('button.move', tr).forEach(function (b) { b.addEventListener('click', function () { current = a; $('#mv-title').textContent = 'Reschedule ' + a.treatment.toLowerCase() + ' for ' + a.patient; $('#mv-date').value = ''; $('#mv-err').hidden = true; showDialog('move-dlg'); }); });
    $$('button.pay', tr).forEach(function (b) { b.addEventListener('click', function () { current = a; showDialog('pay-dlg'); }); });
  });
  $('#cx-list').innerHTML = gone.map(function (a) { return '<li>' + a.treatment + ' for ' + a.patient + ' on ' + a.date + ' (cancelled' + (a.fee ? ', £25.00 late fee' : '') + ')</li>'; }).join('');
  $('#cx-none').hidden = gone.length > 0;
}
function openCancel(a) {
  current = a;
  $('#cx-text').textContent = a.treatment + ' for ' + a.patient + ' on ' + a.date + ' at ' + a.time + ' with ' + a.with + '.';
  $('#cx-fee').textContent = a.id === 'A1' ? 'This appointment is less than 24 hours away, so a £25.00 late cancellation fee will be charged.' : 'There is no charge for cancelling this appointment.';
  $$('input[name=why]').forEach(function (r) { r.checked = false; });
  showDialog('cancel-dlg');
}
$('#cx-yes').addEventListener('click', function () {
  var why = $('input[name=why]:checked');
  current.status = 'Cancelled';
  current.reason = why ? why.value : '';
  current.fee = current.id === 'A1';
  hideDialog('cancel-dlg');
  renderUp();
  toast('Your ' + current.treatment.toLowerCase() + ' on ' + current.date + ' has been cancelled');
});
$('#mv-yes').addEventListener('click', function () {
  var v = $('#mv-date').value, d = new Date(v + 'T12:00:00');
  var bad = !v || d.getDay() === 0 || d.getDay() === 6;
  $('#mv-err').hidden = !bad;
  if (bad) return;
  current.newDate = v;
  current.date = DAYS[d.getDay()] + ' ' + d.getDate() + ' ' + MONTHS[d.getMonth()] + ' ' + d.getFullYear();
  current.time = $('#mv-time').value;
  hideDialog('move-dlg');
  renderUp();
  toast('Moved to ' + current.date + ' at ' + current.time);
});
window.dentalPaid = function (last4) {
  var a = find('A3'); a.status = 'Confirmed'; window.paid = last4;
  hideDialog('pay-dlg'); renderUp(); toast('Deposit of £20.00 paid. Your clean on 24 Mar is confirmed.');
};
function renderPast() {
  var rows = PAST.slice().sort(function (a, b) { return window.pastOrder === 'desc' ? (a[0] < b[0] ? 1 : -1) : (a[0] < b[0] ? -1 : 1); });
  var pages = Math.ceil(rows.length / 4);
  rows = rows.slice((window.pastPage - 1) * 4, window.pastPage * 4);
  $('#past-rows').innerHTML = rows.map(function (r) {
    return '<tr data-date="' + r[0] + '"><td>' + r[1] + '</td><td>' + r[2] + '</td><td>' + r[3] + '</td><td>' + r[4] + '</td><td>' + r[5] + '</td><td>' + (r[5].charAt(0) === '£' ? '<a href="#receipt-' + r[0] + '" class="receipt">Receipt</a>' : '') + '</td></tr>';
  }).join('');
  $('#page-of').textContent = 'Page ' + window.pastPage + ' of ' + pages;
  $('#prev').disabled = window.pastPage === 1;
  $('#next').disabled = window.pastPage === pages;
  $('#sort-date').textContent = window.pastOrder === 'desc' ? 'Date ↓' : 'Date ↑';
  $('#date-th').setAttribute('aria-sort', window.pastOrder === 'desc' ? 'descending' : 'ascending');
}
function showPast(now) {
  if (!$('#past-box').hidden) return;
  setTimeout(function () { $('#past-loading').hidden = true; $('#past-box').hidden = false; renderPast(); }, now ? 0 : 900);
}
$('#t-past').addEventListener('click', function () { showPast(false); });
$('#sort-date').addEventListener('click', function () { window.pastOrder = window.pastOrder === 'desc' ? 'asc' : 'desc'; window.pastPage = 1; renderPast(); });
$('#next').addEventListener('click', function () { window.pastPage++; renderPast(); });
$('#prev').addEventListener('click', function () { window.pastPage--; renderPast(); });
$('#rate').addEventListener('rated', function () { $('#fb-send').disabled = false; });
$('#fb-send').addEventListener('click', function () {
  window.feedback = { stars: Number($('#rate').dataset.value), text: $('#fb').value };
  $('#fb-send').hidden = true; $('#fb-done').hidden = false;
});
function planTotal() {
  var t = PLAN.reduce(function (n, p) { return n + (p[0] === 'crown' && !$('#crown').checked ? 0 : p[2]); }, 0);
  $('#plan-total').textContent = '£' + t.toFixed(2);
  return t;
}
$('#crown').addEventListener('change', planTotal);
$('#plan-read').addEventListener('change', function () { $('#plan-accept').disabled = !$('#plan-read').checked || window.planAccepted; });
$('#plan-accept').addEventListener('click', function () {
  window.planAccepted = { total: planTotal(), crown: $('#crown').checked };
  $('#plan-state').textContent = 'Accepted on 10 Mar 2026';
  $('#plan-accept').disabled = true;
  toast('Treatment plan accepted. Reception will call you to book the visits.');
});
[['#sw-text', 'text'], ['#sw-email', 'email'], ['#sw-news', 'news']].forEach(function (p) {
  $(p[0]).addEventListener('flip', function () { window.prefs[p[1]] = $(p[0]).getAttribute('aria-checked') === 'true'; toast('Reminder settings saved'); });
});
class Assistant extends HTMLElement {
  constructor() {
    super();
    var root = this.attachShadow({ mode: 'open' });
    var self = this;
    this.log = [];
    root.innerHTML = '<style>section{background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px;margin-top:12px}input{font:inherit;padding:5px;width:60%}button{font:inherit;padding:5px 10px}p.me{text-align:right;color:#1f5fcf}</style>' +
      '<section aria-label="Ask Brightsmile"><h2>Ask Brightsmile</h2><div id="log" role="log"><p>Hi Nina, how can we help?</p></div>' +
      '<form id="f"><input id="q" placeholder="Type your question"> <button type="submit">Send</button></form></section>';
    root.getElementById('f').addEventListener('submit', function (e) {
      e.preventDefault();
      var q = root.getElementById('q').value.trim();
      if (!q) return;
      self.log.push(q);
      var me = document.createElement('p'); me.className = 'me'; me.textContent = q; root.getElementById('log').appendChild(me);
      root.getElementById('q').value = '';
      var a = /open|hour|time/i.test(q) ? "We're open Monday to Friday, 8am to 6pm. We're closed at weekends." : /park/i.test(q) ? "There's free parking behind the practice for up to 2 hours." : 'Thanks! A receptionist will reply within one working day.';
      setTimeout(function () { var p = document.createElement('p'); p.textContent = a; root.getElementById('log').appendChild(p); self.answered = a; }, 1000);
    });
  }
}
customElements.define('bs-assistant', Assistant);
renderUp();
if (query.get('tab') === 'past') { $('#t-past').click(); showPast(true); }
if (query.get('tab') === 'cancelled') $('#t-cx').click();
if (query.get('open')) { var o = query.get('open').split(':'); var btn = $('tr[data-id="' + o[0] + '"] button.' + o[1]); if (btn) btn.click(); }
`,
);
