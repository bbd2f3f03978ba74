/**
 * Ashgrove Leisure Pools' account page for Nadia Okoye: a next-swim card that loads late above the tabs, an account
 * menu, tabs: Bookings (10 upcoming bookings, 5 a page, with Add to calendar and Cancel in each row; cancelling
 * within 2 hours refused late with an alert), Membership (details, two switches, Freeze membership refused late for
 * members of under 3 months), Lessons (children's cards with View progress and Book assessment in each; one
 * assessment refused late) and Feedback (a visit select, a star rating, improvement boxes, validation).
 */
import { doc, starRating } from '../../page';
import { BOOKINGS } from './pool-data';
import { POOL_BAR, POOL_MENU } from './pool-timetable';
import { SHARED_JS } from './shared';

// name, age, stage, when, coach, lessons at this stage, done skills, skills to do
const KIDS: [string, number, number, string, string, number, string[], string[]][] = [
  [
    'Femi Okoye',
    9,
    4,
    'Tuesdays 16:00',
    'Coach Mel',
    12,
    ['Swims 25 m front crawl', 'Treads water for 1 minute', 'Swims 25 m backstroke'],
    ['Swims 25 m breaststroke'],
  ],
  [
    'Ada Okoye',
    6,
    2,
    'Thursdays 16:00',
    'Coach Raj',
    6,
    ['Floats on her back', 'Jumps in from the side'],
    ['Swims 5 m without aids', 'Submerges to pick up an object'],
  ],
];

const tab = (id: string, label: string, on = false) =>
  `<button type="button" role="tab" id="t-${id}" aria-controls="p-${id}" aria-selected="${on}">${label}</button>`;
const sw = (id: string, label: string, on: boolean) =>
  `<div class="line" style="margin:6px 0"><button type="button" role="switch" id="${id}" aria-checked="${on}" aria-labelledby="${id}-l"></button><span id="${id}-l">${label}</span></div>`;

export const account = doc(
  'My account - Ashgrove Leisure Pools',
  `${POOL_BAR}
<main>
  <p class="good" id="welcome" role="status"></p>
  <p class="err" id="page-err" role="alert"></p>
  <h1>My account</h1>
  <div id="next-swim"></div>
  <div role="tablist" aria-label="Account">${tab('bookings', 'Bookings', true)}${tab('membership', 'Membership')}${tab('lessons', 'Lessons')}${tab('feedback', 'Feedback')}</div>
  <div role="tabpanel" id="p-bookings" aria-labelledby="t-bookings">
    <p id="b-count" role="status"></p>
    <table><thead><tr><th>Date</th><th>Time</th><th>Session</th><th>Pool</th><th>Who</th><th></th></tr></thead><tbody id="b-rows"></tbody></table>
    <nav class="pager" aria-label="Booking pages"><button type="button" id="b-prev">Previous</button><span id="b-of"></span><button type="button" id="b-next">Next</button></nav>
    <p class="err" id="b-err" role="alert"></p>
  </div>
  <div role="tabpanel" id="p-membership" aria-labelledby="t-membership" hidden>
    <section class="box" aria-labelledby="mem-h"><h2 id="mem-h" style="margin-top:0">Your membership</h2>
      <dl class="pairs"><dt>Plan</dt><dd>Anytime Swim</dd><dt>Membership number</dt><dd>ASH-17342</dd><dt>Member since</dt><dd>22 February 2027</dd><dt>Monthly payment</dt><dd>£32 on the 1st of each month</dd><dt>Next payment</dt><dd>Saturday 1 May 2027</dd><dt>Status</dt><dd id="m-status">Active</dd></dl>
      ${sw('sw-statement', 'Email me a monthly statement', true)}${sw('sw-offers', 'Tell me about offers and events', false)}
      <div class="line" style="margin-top:8px"><a class="button" href="/pool/memberships">Change plan</a><button type="button" id="freeze">Freeze membership</button><button type="button" id="card-dl">Download membership card</button></div>
      <p class="err" id="m-err" role="alert"></p>
    </section>
  </div>
  <div role="tabpanel" id="p-lessons" aria-labelledby="t-lessons" hidden><div class="grid" id="kids"></div><p class="err" id="l-err" role="alert"></p></div>
  <div role="tabpanel" id="p-feedback" aria-labelledby="t-feedback" hidden>
    <section class="box" aria-labelledby="fb-h"><h2 id="fb-h" style="margin-top:0">Tell us about a visit</h2>
      <div class="field"><label for="fb-visit">Which visit?</label><select id="fb-visit"><option value="">Choose…</option><option value="aquafit-7">Aquafit, Wednesday 7 April</option><option value="lane-9">Lane swim, Friday 9 April</option><option value="public-10">Public swim, Saturday 10 April</option></select></div>
      <div class="field"><span class="name">How was it?</span>${starRating('How was it?', 'fb-stars')}</div>
      <fieldset><legend>What could be better?</legend>${['Water temperature', 'Changing rooms', 'Lane etiquette', 'Staff'].map((x) => `<label><input type="checkbox" name="better" value="${x}"> ${x}</label>`).join(' ')}</fieldset>
      <div class="field"><label for="fb-more">Tell us more</label><textarea id="fb-more" rows="3" placeholder="Optional" style="width:100%"></textarea></div>
      <label><input type="checkbox" id="fb-contact"> You can contact me about this</label>
      <p class="err" id="fb-err" role="alert"></p>
      <button type="button" class="main" id="fb-send">Send feedback</button>
    </section>
  </div>
</main>
<div class="shade" id="dlg-cancel" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="cx-h"><h2 id="cx-h" style="margin-top:0">Cancel booking?</h2><p>Your space will go to someone on the waiting list.</p>
  <div class="buttons"><button type="button" data-dismiss>Keep booking</button><button type="button" class="warn" id="cx-go">Cancel booking</button></div></div></div>
<div class="shade" id="dlg-freeze" hidden><div role="dialog" aria-modal="true" aria-labelledby="fz-h"><h2 id="fz-h" style="margin-top:0">Freeze your membership</h2>
  <div class="field"><label for="fz-from">Freeze from</label><input id="fz-from" type="date"></div>
  <div class="field"><label for="fz-len">For how long?</label><select id="fz-len"><option value="1">1 month</option><option value="2">2 months</option><option value="3">3 months</option></select></div>
  <p class="err" id="fz-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="fz-go">Freeze</button></div></div></div>
<div class="shade" id="dlg-progress" hidden><div role="dialog" aria-modal="true" aria-labelledby="pr-h"><h2 id="pr-h" style="margin-top:0">Progress</h2><ul id="pr-list"></ul><div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>`,
  `${SHARED_JS}${POOL_MENU}
window.bookings = ${JSON.stringify(BOOKINGS)}.map(function (b) { return { id: b[0], date: b[1], time: b[2], session: b[3], pool: b[4], who: b[5] }; });
window.kids = ${JSON.stringify(KIDS)}.map(function (k) { return { name: k[0], age: k[1], stage: k[2], when: k[3], coach: k[4], lessons: k[5], done: k[6], todo: k[7] }; });
window.bpage = 1; window.cancelled = []; window.calendar = []; window.assessed = []; window.progress = null; window.frozen = false; window.feedback = null; window.cardDownloaded = false;
var cancelling = null;
function brows() {
  var all = window.bookings, pages = Math.max(1, Math.ceil(all.length / 5)); if (window.bpage > pages) window.bpage = pages;
  $('#b-count').textContent = all.length + ' upcoming bookings';
  $('#b-rows').innerHTML = all.slice((window.bpage - 1) * 5, window.bpage * 5).map(function (b) {
    return '<tr data-id="' + b.id + '"><th scope="row">' + shortDate(b.date).replace(' 2027', '') + ' (' + DAYS[weekday(b.date)].slice(0, 3) + ')</th><td>' + b.time + '</td><td>' + b.session + '</td><td>' + b.pool + '</td><td>' + b.who + '</td><td><div class="line"><button type="button" class="cal">Add to calendar</button><button type="button" class="cx">Cancel</button></div></td></tr>';
  }).join('');
  $('#b-of').textContent = 'Page ' + window.bpage + ' of ' + pages; $('#b-prev').disabled = window.bpage === 1; $('#b-next').disabled = window.bpage === pages;
}
$('#b-prev').addEventListener('click', function () { window.bpage -= 1; brows(); });
$('#b-next').addEventListener('click', function () { window.bpage += 1; brows(); });
$('#b-rows').addEventListener('click', function (e) {
  var tr = e.target.closest('tr[data-id]'); if (!tr) return; var b = window.bookings.filter(function (x) { return x.id === tr.dataset.id; })[0]; $('#b-err').textContent = '';
  if (e.target.closest('.cal')) { window.calendar.push(b.id); quick(b.session + ' on ' + longDate(b.date) + ' added to your calendar'); }
  if (e.target.closest('.cx')) { cancelling = b; $('#cx-h').textContent = 'Cancel ' + b.session + ' on ' + longDate(b.date) + ' at ' + b.time + '?'; showDialog('dlg-cancel'); }
});
$('#cx-go').addEventListener('click', function () {
  var b = this, x = cancelling; b.disabled = true;
  setTimeout(function () {
    b.disabled = false; hideDialog('dlg-cancel');
    if (x.date === '2027-04-14' && x.time < '08:10') { $('#b-err').textContent = "Bookings can't be cancelled less than 2 hours before the session. Your " + x.time + ' ' + x.session + ' starts soon.'; return; }
    window.bookings.splice(window.bookings.indexOf(x), 1); window.cancelled.push(x.id); brows(); quick('Booking cancelled: ' + x.session + ' on ' + longDate(x.date));
  }, 700);
});
$('#freeze').addEventListener('click', function () { $('#fz-from').value = ''; $('#fz-err').textContent = ''; showDialog('dlg-freeze'); });
$('#fz-go').addEventListener('click', function () {
  var d = $('#fz-from').value, b = this; $('#fz-err').textContent = '';
  if (!d) { $('#fz-err').textContent = 'Choose a date to freeze from'; return; }
  b.disabled = true; b.textContent = 'Checking…';
  fetch('/pool/api/freeze', { method: 'POST', body: JSON.stringify({ from: d, months: Number($('#fz-len').value) }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Freeze';
    if (!r.ok) { hideDialog('dlg-freeze'); $('#m-err').textContent = r.error; return; }
    window.frozen = true; $('#m-status').textContent = 'Frozen'; hideDialog('dlg-freeze');
  });
});
$('#card-dl').addEventListener('click', function () { window.cardDownloaded = true; quick('Membership card saved to your downloads'); });
function kidCards() {
  $('#kids').innerHTML = window.kids.map(function (k, i) {
    return '<article class="card" data-i="' + i + '" aria-labelledby="k-' + i + '"><h3 id="k-' + i + '" style="margin:0">' + k.name + '</h3><p style="margin:2px 0">Age ' + k.age + ' · Stage ' + k.stage + '</p><p class="note" style="margin:2px 0">' + k.when + ' with ' + k.coach + ' · ' + k.lessons + ' lessons at this stage</p><div class="line"><button type="button" class="pr">View progress</button><button type="button" class="as">Book assessment</button></div></article>';
  }).join('');
}
$('#kids').addEventListener('click', function (e) {
  var c = e.target.closest('[data-i]'); if (!c) return; var k = window.kids[Number(c.dataset.i)], first = k.name.split(' ')[0]; $('#l-err').textContent = '';
  if (e.target.closest('.pr')) { window.progress = k.name; $('#pr-h').textContent = first + "'s progress at Stage " + k.stage; $('#pr-list').innerHTML = k.done.map(function (s) { return '<li>✓ ' + s + '</li>'; }).join('') + k.todo.map(function (s) { return '<li>Still to do: ' + s + '</li>'; }).join(''); showDialog('dlg-progress'); }
  if (e.target.closest('.as')) {
    var b = e.target.closest('.as'); b.disabled = true;
    setTimeout(function () {
      b.disabled = false;
      if (k.lessons < 10) { $('#l-err').textContent = first + ' can book an assessment after 10 lessons at Stage ' + k.stage + '. ' + (k.name.indexOf('Ada') === 0 ? 'She' : 'He') + ' has had ' + k.lessons + '.'; return; }
      window.assessed.push(k.name); quick('Assessment booked for ' + first + ' on Tuesday 20 April at 16:00');
    }, 700);
  }
});
$('#fb-send').addEventListener('click', function () {
  var v = $('#fb-visit').value, n = Number($('#fb-stars').dataset.value); $('#fb-err').textContent = '';
  if (!v) { $('#fb-err').textContent = 'Choose which visit this is about'; return; }
  if (!n) { $('#fb-err').textContent = 'Choose a star rating'; return; }
  window.feedback = { visit: v, stars: n, better: $$('input[name=better]:checked').map(function (c) { return c.value; }), more: $('#fb-more').value.trim(), contact: $('#fb-contact').checked };
  quick('Thanks, Nadia. We read every comment.');
});
if (query.get('welcome')) $('#welcome').textContent = 'Welcome back, Nadia';
brows(); kidCards();
setTimeout(function () { $('#next-swim').innerHTML = '<section class="box" id="next-card" style="background:#eaf7fb"><strong>Your next swim:</strong> Lane swim today at 07:30 in the main pool. Lane 3 (medium).</section>'; }, 1000);
var TABS = { membership: '#t-membership', lessons: '#t-lessons', feedback: '#t-feedback' };
if (TABS[query.get('tab')]) $(TABS[query.get('tab')]).click();
`,
);
