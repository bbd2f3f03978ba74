/**
 * Kingsway Motors, its other pages: "My vehicles" (tabs; a vehicles table with Book, Edit and Remove in every row, the
 * main vehicle's Remove disabled; an edit dialog, a remove confirmation, an add-vehicle accordion with inline errors;
 * a service history with a vehicle filter, a total and the same "Download invoice" button in every row; reminder
 * switches, radios and checkboxes) and the repair tracker (a status that moves on by itself, recommended work with
 * checkboxes and a running total, a technician's report in an iframe and a chat with the technician in an open shadow
 * root).
 */

import { doc, frame } from '../../page';

export const GARAGE_HEADER = `<header class="bar">
  <span class="logo">Kingsway Motors</span>
  <nav><a href="/garage/book">Book a service</a><a href="/garage/vehicles">My vehicles</a><a href="/garage/job">Track my repair</a></nav>
  <span class="note">Signed in as Dan Reyes</span>
</header>`;

const VEHICLES = [
  {
    reg: 'KX18 FDE',
    name: 'Ford Focus 1.0 EcoBoost (2018)',
    nick: "Dan's car",
    mot: '14 Jun 2026',
    service: '2 Apr 2026',
    main: true,
  },
  {
    reg: 'LM70 PRT',
    name: 'Toyota Yaris Hybrid (2020)',
    nick: "Maya's Yaris",
    mot: '3 Nov 2026',
    service: '28 Sep 2026',
    main: false,
  },
  {
    reg: 'WR15 HGA',
    name: 'Volkswagen Golf 2.0 TDI (2015)',
    nick: '',
    mot: 'Expired 2 Feb 2026',
    service: 'Overdue since 19 Feb 2026',
    main: false,
  },
];

const HISTORY = [
  ['INV-7781', '12 Jan 2026', 'LM70 PRT', 'Interim service', '31,204', 129],
  ['INV-7402', '2 Oct 2025', 'KX18 FDE', 'Full service and MOT test', '48,910', 243.85],
  ['INV-7244', '19 Aug 2025', 'WR15 HGA', 'Front brake pads', '88,120', 164.5],
  ['INV-6950', '7 Mar 2025', 'KX18 FDE', 'Air-con regas', '44,002', 69],
  ['INV-6791', '15 Jan 2025', 'LM70 PRT', 'MOT test', '24,550', 54.85],
];

export const garageVehicles = doc(
  'My vehicles - Kingsway Motors',
  `${GARAGE_HEADER}
<main>
  <h1>My vehicles</h1>
  <div role="tablist" aria-label="Account">
    <button type="button" role="tab" id="t-veh" aria-controls="p-veh" aria-selected="true">Vehicles (<span id="veh-count">3</span>)</button>
    <button type="button" role="tab" id="t-hist" aria-controls="p-hist" aria-selected="false">Service history</button>
    <button type="button" role="tab" id="t-rem" aria-controls="p-rem" aria-selected="false">Reminders</button>
  </div>
  <div role="tabpanel" id="p-veh" aria-labelledby="t-veh">
    <table><thead><tr><th>Registration</th><th>Vehicle</th><th>MOT due</th><th>Next service</th><th>Actions</th></tr></thead><tbody id="veh-rows"></tbody></table>
    <div style="margin-top:10px"><button type="button" data-acc aria-expanded="false" aria-controls="add-box">Add a vehicle</button>
      <div id="add-box" class="box" hidden style="margin-top:8px">
        <div class="field"><label for="new-reg">Registration</label><input id="new-reg" style="width:140px"></div>
        <p class="err" id="new-err" hidden></p>
        <div class="field"><label for="new-nick">Nickname (optional)</label><input id="new-nick"></div>
        <label><input type="checkbox" id="new-main"> Make this my main vehicle</label>
        <div class="line" style="margin-top:8px"><button type="button" class="main" id="add-veh">Add vehicle</button></div>
      </div></div>
  </div>
  <div role="tabpanel" id="p-hist" aria-labelledby="t-hist" hidden>
    <div class="line"><label for="hist-filter">Show history for</label>
      <select id="hist-filter"><option value="">All vehicles</option>${VEHICLES.map((v) => `<option>${v.reg}</option>`).join('')}</select>
      <span id="hist-sum" class="note" style="margin-left:auto"></span></div>
    <table style="margin-top:8px"><thead><tr><th>Date</th><th>Vehicle</th><th>Work</th><th>Mileage</th><th>Cost</th><th></th></tr></thead><tbody id="hist-rows"></tbody></table>
  </div>
  <div role="tabpanel" id="p-rem" aria-labelledby="t-rem" hidden>
    <section class="box">
      <div class="line"><span id="l-mot">MOT reminders</span><button type="button" role="switch" id="sw-mot" aria-checked="true" aria-labelledby="l-mot"></button></div>
      <div class="line"><span id="l-svc">Service reminders</span><button type="button" role="switch" id="sw-svc" aria-checked="true" aria-labelledby="l-svc"></button></div>
      <div class="line"><span id="l-offers">Offers and news</span><button type="button" role="switch" id="sw-offers" aria-checked="false" aria-labelledby="l-offers"></button></div>
      <fieldset><legend>Remind me</legend>
        <label><input type="radio" name="when" value="1w"> 1 week before</label>
        <label><input type="radio" name="when" value="2w" checked> 2 weeks before</label>
        <label><input type="radio" name="when" value="1m"> 1 month before</label>
      </fieldset>
      <fieldset><legend>How should we remind you?</legend>
        <label><input type="checkbox" name="how" value="email" checked> Email</label>
        <label><input type="checkbox" name="how" value="text"> Text message</label>
      </fieldset>
      <button type="button" class="main" id="save-prefs">Save preferences</button>
    </section>
  </div>
</main>
<div class="shade" id="edit" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="edit-title">
    <h2 id="edit-title">Edit vehicle</h2>
    <div class="field"><label for="e-nick">Nickname</label><input id="e-nick"></div>
    <div class="field"><label for="e-miles">Current mileage</label><input id="e-miles" type="number" min="0"></div>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="e-save">Save changes</button></div>
  </div>
</div>
<div class="shade" id="remove" hidden>
  <div role="alertdialog" aria-modal="true" aria-labelledby="rm-title" aria-describedby="rm-text">
    <h2 id="rm-title"></h2>
    <p id="rm-text">Its service history stays on your account for 7 years.</p>
    <div class="buttons"><button type="button" data-dismiss>Keep vehicle</button><button type="button" class="warn" id="rm-yes">Remove vehicle</button></div>
  </div>
</div>`,
  `
window.vehicles = ${JSON.stringify(VEHICLES)}.map(function (v) { v.miles = null; return v; });
window.downloads = [];
window.prefs = null;
var visits = ${JSON.stringify(HISTORY)};
var editing = null, removing = null;
function find(reg) { return window.vehicles.filter(function (v) { return v.reg === reg; })[0]; }
function renderVehicles() {
  $('#veh-rows').innerHTML = window.vehicles.map(function (v) {
    return '<tr data-reg="' + v.reg + '"><th scope="row">' + v.reg + (v.main ? ' <span class="tag">Main</span>' : '') + '</th><td>' + v.name + (v.nick ? '<br><span class="note">' + v.nick + '</span>' : '') + '</td>' +
      '<td>' + (v.mot.indexOf('Expired') === 0 ? '<span class="tag" style="background:#f6dede">' + v.mot + '</span>' : v.mot) + '</td><td>' + v.service + '</td>' +
      '<td><button type="button" class="book">Book</button> <button type="button" class="edit">Edit</button> <button type="button" class="rm"' + (v.main ? ' disabled title="Choose another main vehicle first"' : '') + '>Remove</button></td></tr>';
  }).join('');
  $('#veh-count').textContent = String(window.vehicles.length);
  $$('#veh-rows tr').forEach(function (tr) {
    var v = find(tr.dataset.reg);
    $('.book', tr).addEventListener('click', function () { location.href = '/garage/book?reg=' + encodeURIComponent(v.reg); });
    $('.edit', tr).addEventListener('click', function () { editing = v; $('#edit-title').textContent = 'Edit ' + v.reg; $('#e-nick').value = v.nick; $('#e-miles').value = v.miles || ''; showDialog('edit'); });
    $('.rm', tr).addEventListener('click', function () { removing = v; $('#rm-title').textContent = 'Remove ' + v.reg + ' from your account?'; showDialog('remove'); });
  });
}
$('#e-save').addEventListener('click', function () {
  editing.nick = $('#e-nick').value.trim();
  editing.miles = $('#e-miles').value ? Number($('#e-miles').value) : null;
  hideDialog('edit');
  renderVehicles();
  toast(editing.reg + ' updated');
});
$('#rm-yes').addEventListener('click', function () {
  window.vehicles = window.vehicles.filter(function (v) { return v !== removing; });
  hideDialog('remove');
  renderVehicles();
  toast(removing.reg + ' removed from your vehicles');
});
$('#add-veh').addEventListener('click', function () {
  var reg = $('#new-reg').value.trim().toUpperCase();
  var err = !reg ? 'Enter a registration number' : find(reg) ? reg + ' is already on your account' : '';
  $('#new-err').textContent = err;
  $('#new-err').hidden = !err;
  if (err) return;
  if ($('#new-main').checked) window.vehicles.forEach(function (v) { v.main = false; });
  window.vehicles.push({ reg: reg, name: 'Vehicle details pending', nick: $('#new-nick').value.trim(), mot: 'Checking…', service: 'Checking…', main: $('#new-main').checked, miles: null });
  renderVehicles();
  toast(reg + ' added to your vehicles');
});
function renderHistory() {
  var f = $('#hist-filter').value;
  var rows = visits.filter(function (h) { return !f || h[2] === f; });
  $('#hist-rows').innerHTML = rows.map(function (h) {
    return '<tr data-inv="' + h[0] + '"><td>' + h[1] + '</td><td>' + h[2] + '</td><td>' + h[3] + '</td><td>' + h[4] + ' miles</td><td>£' + h[5].toFixed(2) + '</td><td><button type="button" class="dl">Download invoice</button></td></tr>';
  }).join('');
  var sum = rows.reduce(function (n, h) { return n + h[5]; }, 0);
  $('#hist-sum').textContent = rows.length + (rows.length === 1 ? ' visit' : ' visits') + ' · £' + sum.toFixed(2) + ' spent';
  $$('#hist-rows tr').forEach(function (tr) {
    $('.dl', tr).addEventListener('click', function () { window.downloads.push(tr.dataset.inv); toast('Invoice ' + tr.dataset.inv + ' downloaded'); });
  });
}
$('#hist-filter').addEventListener('change', renderHistory);
$('#save-prefs').addEventListener('click', function () {
  window.prefs = {
    mot: $('#sw-mot').getAttribute('aria-checked') === 'true', service: $('#sw-svc').getAttribute('aria-checked') === 'true',
    offers: $('#sw-offers').getAttribute('aria-checked') === 'true', when: $('input[name=when]:checked').value,
    how: $$('input[name=how]:checked').map(function (c) { return c.value; }),
  };
  toast('Your reminder preferences have been saved');
});
renderVehicles();
renderHistory();
if (query.get('tab')) $('#t-' + query.get('tab')).click();
`,
);

const WORK = [
  ['pads', 'Rear brake pads and discs', 'Urgent', 212.4],
  ['tyres', 'Two front tyres (Michelin Primacy 4)', 'Soon', 186],
  ['wipers', 'Front wiper blades (pair)', 'Soon', 24.99],
  ['filter', 'Cabin pollen filter', 'Advisory', 32],
] as const;

const REPORT = `<!doctype html><html><body style="font:14px system-ui;margin:10px">
<h2 style="margin:0 0 4px">Health check video</h2>
<p style="margin:0;color:#667">Recorded by Marek, technician, at 09:12 · 2:48</p>
<p><button type="button" id="play" aria-label="Play video">▶</button> <label><input type="checkbox" id="cc"> Captions</label> <span id="state">Paused</span></p>
<ul>
<li>Rear brake pads: 3mm – replace now</li>
<li>Front tyres: 2.1mm tread – replace soon</li>
<li>Front brake pads: 7mm – good</li>
<li>Wiper blades: split – replace soon</li>
<li>Battery: healthy</li>
<li>Cabin filter: dirty – advisory</li>
</ul>
<script>
var playing = false;
document.getElementById('play').addEventListener('click', function () {
  playing = !playing;
  this.setAttribute('aria-label', playing ? 'Pause video' : 'Play video');
  this.textContent = playing ? '❚❚' : '▶';
  document.getElementById('state').textContent = playing ? 'Playing' : 'Paused';
});
</script></body></html>`;

export const garageJob = doc(
  'Track my repair - Kingsway Motors',
  `${GARAGE_HEADER}
<main style="display:grid;grid-template-columns:1fr 340px;gap:16px;max-width:1220px">
  <div>
    <h1>Repair KM-39120</h1>
    <p class="note">Toyota Yaris Hybrid · LM70 PRT · checked in today at 08:05</p>
    <section class="box">
      <ol id="stages" class="line" style="list-style:none;padding:0;gap:18px">
        <li data-s="0">✓ Checked in</li><li data-s="1">Inspection</li><li data-s="2">Awaiting your approval</li><li data-s="3">Repair</li><li data-s="4">Ready to collect</li>
      </ol>
      <p>Status: <strong id="status" role="status">Inspection in progress</strong></p>
      <p id="ready" class="note">We'll tell you what we find by about 10am.</p>
    </section>
    <section class="box" id="work" hidden>
      <h2>Work we recommend</h2>
      <p>Marek found 4 things during the health check. Tick the work you want us to do.</p>
      <table><thead><tr><th>Work</th><th>Priority</th><th>Price</th></tr></thead><tbody>
        ${WORK.map(
          ([id, name, level, price]) =>
            `<tr data-id="${id}"><td><input type="checkbox" id="w-${id}" data-price="${price}"> <label for="w-${id}">${name}</label></td><td><span class="tag"${level === 'Urgent' ? ' style="background:#f6dede"' : ''}>${level}</span></td><td>£${price.toFixed(2)}</td></tr>`,
        ).join('')}
      </tbody></table>
      <p>Selected work: <strong id="selected">£0.00</strong></p>
      <div class="line"><button type="button" class="main" id="approve" disabled>Approve selected work</button><button type="button" id="decline">Decline all</button></div>
      <h3>Technician's report</h3>
      ${frame("Technician's video report", REPORT, 260)}
    </section>
  </div>
  <aside>
    <km-chat id="chat"></km-chat>
    <section class="box"><h2>Collection</h2><p>Kingsway Motors, 14 Station Road, Didcot OX11 7NE.</p><p class="note">We close at 6pm. Pay when you collect.</p></section>
  </aside>
</main>`,
  `
window.approved = null;
var STAGES = ['Checked in', 'Inspection in progress', 'Awaiting your approval', 'Repair in progress', 'Ready to collect'];
function stage(n) {
  window.jobStage = n;
  $('#status').textContent = STAGES[n];
  $$('#stages li').forEach(function (li) { var s = Number(li.dataset.s); if (s === n) li.setAttribute('aria-current', 'step'); else li.removeAttribute('aria-current'); li.style.fontWeight = s === n ? '700' : '400'; });
  $('#work').hidden = n < 2;
  if (n === 2) $('#ready').textContent = 'Please approve or decline the work by 12pm so we can finish today.';
}
function selected() { return $$('#work input[type=checkbox]:checked'); }
$$('#work input[type=checkbox]').forEach(function (c) {
  c.addEventListener('change', function () {
    var sum = selected().reduce(function (n, x) { return n + Number(x.dataset.price); }, 0);
    $('#selected').textContent = '£' + sum.toFixed(2);
    $('#approve').disabled = !selected().length || window.approved !== null;
  });
});
$('#approve').addEventListener('click', function () {
  window.approved = selected().map(function (c) { return c.id.slice(2); });
  stage(3);
  $('#ready').textContent = 'Ready to collect at about 4:30pm.';
  $('#approve').disabled = true;
  toast("Thanks – we've started the approved work");
});
$('#decline').addEventListener('click', function () {
  window.approved = [];
  stage(3);
  $('#status').textContent = 'Work declined';
  $('#ready').textContent = 'Your car will be ready to collect at 12:30pm.';
  $('#approve').disabled = true;
});
class Chat extends HTMLElement {
  constructor() {
    super();
    var root = this.attachShadow({ mode: 'open' });
    var self = this;
    this.sent = [];
    root.innerHTML = '<style>section{background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px;margin-bottom:12px}p{margin:4px 0}input,button{font:inherit;padding:5px 8px}.me{text-align:right;color:#1f5fcf}</style>' +
      '<section aria-label="Messages"><h2>Messages</h2><div id="log"><p><b>Marek</b> (09:15): Hi Dan, the rear pads are down to 3mm. I would replace them today.</p></div>' +
      '<form id="f"><input id="msg" placeholder="Write a message" style="width:200px"> <button type="submit">Send</button></form></section>';
    root.getElementById('f').addEventListener('submit', function (e) {
      e.preventDefault();
      var text = root.getElementById('msg').value.trim();
      if (!text) return;
      self.sent.push(text);
      var p = document.createElement('p'); p.className = 'me'; p.textContent = 'You: ' + text; root.getElementById('log').appendChild(p);
      root.getElementById('msg').value = '';
      setTimeout(function () { var r = document.createElement('p'); r.innerHTML = '<b>Marek</b>: Thanks Dan, I will pass that on.'; root.getElementById('log').appendChild(r); }, 1000);
    });
  }
}
customElements.define('km-chat', Chat);
if (query.get('stage') === 'approval') stage(2);
else { stage(1); setTimeout(function () { if (window.jobStage === 1) stage(2); }, 1500); }
if (query.get('tick')) query.get('tick').split(',').forEach(function (id) { var c = $('#w-' + id); c.checked = true; c.dispatchEvent(new Event('change')); });
`,
);
