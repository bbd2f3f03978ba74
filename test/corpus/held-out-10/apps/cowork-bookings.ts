/**
 * Hive Works, "My bookings": Upcoming and Past tabs, a location filter and a count; a table whose rows all have the
 * same "More actions" menu button (Check in only today, Reschedule, Cancel booking, Pay now, Leave waitlist), a cancel
 * dialog with a required reason and the refund it gives, a reschedule dialog with a date input that refuses
 * weekends, a card payment in an iframe, and a door pass with a hidden Wi-Fi password in an open shadow root.
 */

import { doc, frame } from '../../page';

export const COWORK_HEADER = `<header class="bar">
  <span class="logo">Hive Works</span>
  <nav><a href="/cowork/book">Book</a><a href="/cowork/bookings">My bookings</a><a href="#">Account</a></nav>
  <span>Credits left: <strong id="credits">6</strong></span>
</header>`;

const BOOKINGS = [
  {
    ref: 'HW-2041',
    date: 'Tue 10 Mar 2026 (today)',
    space: 'Hot desk 2B',
    loc: 'Shoreditch',
    status: 'Confirmed',
    kind: 'desk',
    actions: ['checkin', 'reschedule', 'cancel'],
  },
  {
    ref: 'HW-2047',
    date: 'Thu 12 Mar 2026, 10:00–12:00',
    space: 'Meeting room: Hive Room',
    loc: 'Shoreditch',
    status: 'Confirmed',
    kind: 'room',
    actions: ['checkin-off', 'reschedule', 'cancel'],
  },
  {
    ref: 'HW-2052',
    date: 'Mon 16 Mar 2026',
    space: 'Dedicated desk 3A',
    loc: "King's Cross",
    status: 'Pending payment · £38.00',
    kind: 'desk',
    actions: ['pay', 'cancel'],
  },
  {
    ref: 'HW-2058',
    date: 'Fri 20 Mar 2026',
    space: 'Hot desk',
    loc: "King's Cross",
    status: 'Waitlisted (2nd in line)',
    kind: 'desk',
    actions: ['leave'],
  },
];

const PAST = [
  ['HW-1990', 'Mon 2 Mar 2026', 'Hot desk 2A', 'Shoreditch', 'Completed'],
  ['HW-1995', 'Wed 4 Mar 2026', 'Meeting room: Boardroom', 'Shoreditch', 'Cancelled'],
  ['HW-2003', 'Fri 6 Mar 2026', 'Hot desk 3D', "King's Cross", 'No-show'],
];

const PAY = `<!doctype html><html><body style="font:14px system-ui;margin:10px">
<form id="f">
<p><label for="num">Card number</label><br><input id="num" inputmode="numeric"></p>
<p><label for="exp">Expiry</label> <input id="exp" placeholder="MM/YY" style="width:70px"> <label for="cvc">CVC</label> <input id="cvc" style="width:50px"></p>
<p id="err" role="alert" style="color:#b0261a"></p>
<button type="submit">Pay £38.00</button>
</form>
<script>
document.getElementById('f').addEventListener('submit', function (e) {
  e.preventDefault();
  var num = document.getElementById('num').value.replace(/\\s/g, '');
  if (!/^\\d{16}$/.test(num)) { document.getElementById('err').textContent = 'Your card number is incomplete.'; return; }
  if (!document.getElementById('exp').value.trim() || !document.getElementById('cvc').value.trim()) { document.getElementById('err').textContent = 'Enter the expiry date and CVC.'; return; }
  parent.cwPaid(num.slice(-4));
});
</script></body></html>`;

export const coworkBookings = doc(
  'My bookings - Hive Works',
  `${COWORK_HEADER}
<main style="display:grid;grid-template-columns:1fr 280px;gap:16px;max-width:1200px">
  <div>
    <h1>My bookings</h1>
    <div role="tablist" aria-label="Bookings">
      <button type="button" role="tab" id="t-up" aria-controls="p-up" aria-selected="true">Upcoming</button>
      <button type="button" role="tab" id="t-past" aria-controls="p-past" aria-selected="false">Past</button>
    </div>
    <div role="tabpanel" id="p-up" aria-labelledby="t-up">
      <div class="line"><label for="where">Location</label><select id="where"><option value="">All locations</option><option>Shoreditch</option><option>King's Cross</option></select>
        <span id="count" class="note" style="margin-left:auto"></span></div>
      <table style="margin-top:8px"><thead><tr><th>Booking</th><th>Date</th><th>Space</th><th>Location</th><th>Status</th><th></th></tr></thead><tbody id="rows"></tbody></table>
    </div>
    <div role="tabpanel" id="p-past" aria-labelledby="t-past" hidden>
      <table><thead><tr><th>Booking</th><th>Date</th><th>Space</th><th>Location</th><th>Status</th></tr></thead><tbody>
        ${PAST.map((r) => `<tr>${r.map((c, i) => (i === 0 ? `<th scope="row">${c}</th>` : `<td>${c}</td>`)).join('')}</tr>`).join('')}
      </tbody></table>
    </div>
  </div>
  <aside><hw-pass id="pass"></hw-pass></aside>
</main>
<div id="menus"></div>
<div class="shade" id="cancel-dlg" hidden>
  <div role="alertdialog" aria-modal="true" aria-labelledby="cancel-title" aria-describedby="refund">
    <h2 id="cancel-title"></h2>
    <p id="refund"></p>
    <div class="field"><label for="reason">Why are you cancelling?</label>
      <select id="reason"><option value="">Choose a reason</option><option>Plans changed</option><option>Booked by mistake</option><option>Working from home</option><option>Other</option></select></div>
    <p class="err" id="reason-err" hidden>Choose a reason</p>
    <div class="buttons"><button type="button" data-dismiss>Keep booking</button><button type="button" class="warn" id="cancel-yes">Cancel booking</button></div>
  </div>
</div>
<div class="shade" id="move-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="move-title">
    <h2 id="move-title"></h2>
    <div class="field"><label for="new-date">New date</label><input type="date" id="new-date" min="2026-03-10"></div>
    <p class="err" id="move-err" hidden>We're closed at weekends. Pick a weekday.</p>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="move-yes">Save new date</button></div>
  </div>
</div>
<div class="shade" id="pay-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="pay-title">
    <h2 id="pay-title">Pay for HW-2052</h2>
    ${frame('Secure card payment', PAY, 210)}
    <div class="buttons"><button type="button" data-dismiss>Close</button></div>
  </div>
</div>`,
  `
var LABELS = { checkin: 'Check in', 'checkin-off': 'Check in', reschedule: 'Reschedule', cancel: 'Cancel booking', pay: 'Pay now', leave: 'Leave waitlist' };
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
window.bookings = ${JSON.stringify(BOOKINGS)};
var current = null;
function find(ref) { return window.bookings.filter(function (b) { return b.ref === ref; })[0]; }
function render() {
  var where = $('#where').value;
  var list = window.bookings.filter(function (b) { return !where || b.loc === where; });
  $('#count').textContent = list.length + (list.length === 1 ? ' upcoming booking' : ' upcoming bookings');
  $('#rows').innerHTML = list.map(function (b) {
    return '<tr data-ref="' + b.ref + '"><th scope="row">' + b.ref + '</th><td>' + b.date + '</td><td>' + b.space + '</td><td>' + b.loc + '</td><td class="status">' + b.status + '</td>' +
      '<td><button type="button" aria-label="More actions" aria-haspopup="menu" aria-expanded="false" aria-controls="menu-' + b.ref + '"' + (b.status === 'Cancelled' ? ' disabled' : '') + '>⋯</button></td></tr>';
  }).join('');
  $('#menus').innerHTML = list.map(function (b) {
    return '<div role="menu" id="menu-' + b.ref + '" data-ref="' + b.ref + '" hidden>' + b.actions.map(function (a) {
      return '<button type="button" role="menuitem" data-act="' + a + '"' + (a === 'checkin-off' ? ' disabled' : '') + '>' + LABELS[a] + '</button>';
    }).join('') + '</div>';
  }).join('');
  $$('#menus [role=menuitem]').forEach(function (m) {
    m.addEventListener('click', function () { closeMenus(); act(find(m.closest('[role=menu]').dataset.ref), m.dataset.act); });
  });
}
function act(b, a) {
  current = b;
  if (a === 'checkin') { b.status = 'Checked in 09:14'; render(); toast("You're checked in. Enjoy your day!"); }
  if (a === 'leave') { b.status = 'Left waitlist'; b.actions = []; render(); toast('You have left the waitlist for ' + b.date); }
  if (a === 'cancel') {
    $('#cancel-title').textContent = 'Cancel booking ' + b.ref + '?';
    $('#refund').textContent = b.kind === 'room' ? "You'll get a full refund of £50.00 to your card." : b.status.indexOf('Pending') === 0 ? 'Nothing has been charged yet.' : 'Your 1 credit will be returned to your account.';
    $('#reason').value = '';
    $('#reason-err').hidden = true;
    showDialog('cancel-dlg');
  }
  if (a === 'reschedule') { $('#move-title').textContent = 'Reschedule ' + b.ref; $('#new-date').value = ''; $('#move-err').hidden = true; showDialog('move-dlg'); }
  if (a === 'pay') showDialog('pay-dlg');
}
$('#cancel-yes').addEventListener('click', function () {
  if (!$('#reason').value) { $('#reason-err').hidden = false; return; }
  current.status = 'Cancelled';
  current.reason = $('#reason').value;
  current.actions = [];
  hideDialog('cancel-dlg');
  render();
  toast('Booking ' + current.ref + ' cancelled');
});
$('#move-yes').addEventListener('click', function () {
  var v = $('#new-date').value;
  var d = new Date(v + 'T12:00:00');
  var bad = !v || d.getDay() === 0 || d.getDay() === 6;
  $('#move-err').hidden = !bad;
  if (bad) return;
  current.newDate = v;
  current.date = DAYS[d.getDay()] + ' ' + d.getDate() + ' ' + MONTHS[d.getMonth()] + ' ' + d.getFullYear() + (current.kind === 'room' ? ', 10:00–12:00' : '');
  hideDialog('move-dlg');
  render();
  toast(current.ref + ' moved to ' + current.date);
});
window.cwPaid = function (last4) {
  var b = find('HW-2052');
  b.status = 'Confirmed';
  b.paidWith = last4;
  b.actions = ['reschedule', 'cancel'];
  hideDialog('pay-dlg');
  render();
  toast('Payment received. HW-2052 is confirmed.');
};
$('#where').addEventListener('change', render);
class Pass extends HTMLElement {
  constructor() {
    super();
    var root = this.attachShadow({ mode: 'open' });
    var self = this;
    this.qr = false;
    this.revealed = false;
    root.innerHTML = '<style>section{background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px}button{font:inherit;padding:5px 10px}[hidden]{display:none}.qr{font-size:40px;letter-spacing:-4px}</style>' +
      '<section aria-label="Door pass"><h2>Your door pass</h2><p>Alex Morgan · Flex plan</p><button type="button" id="show">Show QR code</button>' +
      '<div id="code" hidden><div class="qr" role="img" aria-label="Door QR code">▦▦▦</div><p>Valid today until 6pm</p></div>' +
      '<h3>Wi-Fi</h3><p>Network: HiveWorks-Members</p><p>Password: <span id="pw">••••••••</span> <button type="button" id="reveal">Reveal password</button></p></section>';
    root.getElementById('show').addEventListener('click', function () { self.qr = true; root.getElementById('code').hidden = false; root.getElementById('show').hidden = true; });
    root.getElementById('reveal').addEventListener('click', function () { self.revealed = true; root.getElementById('pw').textContent = 'honeycomb42'; root.getElementById('reveal').hidden = true; });
  }
}
customElements.define('hw-pass', Pass);
render();
if (query.get('tab') === 'past') $('#t-past').click();
if (query.get('open')) act(find(query.get('open').split(':')[0]), query.get('open').split(':')[1]);
`,
);
