/**
 * Clearpath Diagnostics (apps/labs.ts): results and profile. Results: a status select, a search field named only by
 * its placeholder, an outside-the-range box, a paged table with View in each ready row (Not ready yet disabled), a
 * result's detail with its values, a trend in a shadow root loaded late, Download PDF, a Share with my GP switch
 * answered late and an Ask a clinician form in an iframe. Profile: tabs of personal details (validated, saved late),
 * reminders (two switches, an hours slider, quiet-hours time inputs, saved late and refused with both switches
 * off) and family members (Edit and Remove in each card, an Add dialog refused late for anyone 16 or over).
 */
import { doc, frame } from '../../page';
import { LABS_SCRIPT, labsBar } from './labs-home';

// id, test, taken, status, flag, values [name, result, range, flag][], note
type Result = [string, string, string, string, string, [string, string, string, string][], string];
const RESULTS: Result[] = [
  [
    'R1',
    'Full blood count',
    '2 Jul 2027',
    'Ready',
    '1 outside range',
    [
      ['Haemoglobin', '118 g/L', '120–150 g/L', 'Low'],
      ['White cell count', '6.2 ×10⁹/L', '4.0–11.0 ×10⁹/L', 'Normal'],
      ['Platelets', '245 ×10⁹/L', '150–400 ×10⁹/L', 'Normal'],
      ['Red cell count', '4.1 ×10¹²/L', '3.8–4.8 ×10¹²/L', 'Normal'],
    ],
    'Your haemoglobin is slightly low. This is common and often linked to low iron. Dr A. Shah',
  ],
  [
    'R2',
    'Ferritin (iron stores)',
    '2 Jul 2027',
    'Ready',
    'Low',
    [['Ferritin', '14 µg/L', '30–400 µg/L', 'Low']],
    'Your iron stores are low. Please book a GP appointment to talk about iron tablets. Dr A. Shah',
  ],
  ['R3', 'Vitamin D', '2 Jul 2027', 'Waiting for results', '', [], ''],
  [
    'R4',
    'Thyroid function (TSH)',
    '11 Jun 2027',
    'Ready',
    'Normal',
    [
      ['TSH', '2.1 mU/L', '0.27–4.2 mU/L', 'Normal'],
      ['Free T4', '15.8 pmol/L', '12–22 pmol/L', 'Normal'],
    ],
    'No action needed.',
  ],
  [
    'R5',
    'HbA1c (diabetes)',
    '11 Jun 2027',
    'Ready',
    'Normal',
    [['HbA1c', '38 mmol/mol', 'below 42 mmol/mol', 'Normal']],
    'No action needed.',
  ],
  [
    'R6',
    'Lipid profile (cholesterol)',
    '3 Mar 2027',
    'Ready',
    'High',
    [
      ['Total cholesterol', '6.4 mmol/L', 'below 5.0 mmol/L', 'High'],
      ['HDL cholesterol', '1.3 mmol/L', 'above 1.0 mmol/L', 'Normal'],
      ['LDL cholesterol', '4.2 mmol/L', 'below 3.0 mmol/L', 'High'],
      ['Triglycerides', '1.6 mmol/L', 'below 1.7 mmol/L', 'Normal'],
    ],
    'Your cholesterol is high. Your GP may talk to you about diet and statins. Dr L. Moreno',
  ],
  [
    'R7',
    'Liver function',
    '3 Mar 2027',
    'Ready',
    'Normal',
    [
      ['ALT', '22 U/L', 'below 40 U/L', 'Normal'],
      ['Albumin', '44 g/L', '35–50 g/L', 'Normal'],
      ['Bilirubin', '9 µmol/L', 'below 21 µmol/L', 'Normal'],
    ],
    'No action needed.',
  ],
  [
    'R8',
    'Full blood count',
    '14 Nov 2026',
    'Ready',
    'Normal',
    [
      ['Haemoglobin', '131 g/L', '120–150 g/L', 'Normal'],
      ['White cell count', '5.8 ×10⁹/L', '4.0–11.0 ×10⁹/L', 'Normal'],
      ['Platelets', '260 ×10⁹/L', '150–400 ×10⁹/L', 'Normal'],
      ['Red cell count', '4.4 ×10¹²/L', '3.8–4.8 ×10¹²/L', 'Normal'],
    ],
    'No action needed.',
  ],
];

const ASK = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 style="margin:0 0 6px">Ask a clinician</h3>
<p style="margin:4px 0"><label for="subj">Subject</label> <select id="subj"><option value="">Choose a subject</option><option>About this result</option><option>Booking help</option><option>Something else</option></select></p>
<p style="margin:4px 0"><label for="msg">Your question</label><br><textarea id="msg" rows="3" style="width:90%"></textarea></p>
<button type="button" id="send">Send message</button> <span id="st" role="status"></span>
<script>
window.sent = null;
document.getElementById('send').addEventListener('click', function () {
  var s = document.getElementById('subj').value, m = document.getElementById('msg').value.trim(), st = document.getElementById('st');
  if (!s) { st.textContent = 'Choose a subject'; return; }
  if (m.length < 15) { st.textContent = 'Write at least 15 characters so we can help'; return; }
  st.textContent = 'Sending…';
  setTimeout(function () { window.sent = { subject: s, text: m }; st.textContent = 'Message sent. A clinician will reply within 2 working days.'; }, 700);
});
</script></body></html>`;

export const labsResults = doc(
  'Results - Clearpath Diagnostics',
  `${labsBar()}
<main>
  <h1>Your test results</h1>
  <div class="line"><label for="status">Status</label><select id="status"><option value="">All results</option><option>Ready</option><option>Waiting for results</option></select>
    <input id="find" type="search" placeholder="Search results" style="width:200px"><label><input type="checkbox" id="outside"> Only results outside the normal range</label></div>
  <p id="count" role="status"></p>
  <table><thead><tr><th>Test</th><th>Sample taken</th><th>Status</th><th>Flag</th><th></th></tr></thead><tbody id="rows"></tbody></table>
  <nav class="pager" aria-label="Result pages"><button type="button" id="prev">Previous</button><span id="of"></span><button type="button" id="next">Next</button></nav>
  <section class="box" id="detail" hidden aria-labelledby="d-h" style="margin-top:14px"><h2 id="d-h" style="margin-top:0"></h2>
    <table><thead><tr><th>Test</th><th>Your result</th><th>Normal range</th><th>Flag</th></tr></thead><tbody id="d-rows"></tbody></table>
    <p id="d-note"></p>
    <div class="line"><button type="button" id="pdf">Download PDF</button><button type="button" role="switch" id="sw-gp" aria-checked="false" aria-labelledby="sw-gp-l"></button><span id="sw-gp-l">Share with my GP</span></div>
    <result-trend id="trend"></result-trend>
    ${frame('Ask a clinician', ASK, 200)}
    <button type="button" id="close-d">Close result</button></section>
</main>`,
  `${LABS_SCRIPT}
window.results = ${JSON.stringify(RESULTS)}; window.rpage = 1; window.viewing = null; window.pdf = null; window.shared = [];
function list() {
  var s = $('#status').value, f = $('#find').value.trim().toLowerCase(), o = $('#outside').checked;
  return window.results.filter(function (r) { return (!s || r[3] === s) && (!f || r[1].toLowerCase().indexOf(f) >= 0) && (!o || (r[4] && r[4] !== 'Normal')); });
}
function rows() {
  var all = list(), pages = Math.max(1, Math.ceil(all.length / 5)); if (window.rpage > pages) window.rpage = pages;
  $('#count').textContent = all.length ? all.length + ' result' + (all.length === 1 ? '' : 's') : 'No results match your search';
  $('#rows').innerHTML = all.slice((window.rpage - 1) * 5, window.rpage * 5).map(function (r) { return '<tr data-id="' + r[0] + '"><th scope="row">' + r[1] + '</th><td>' + r[2] + '</td><td>' + r[3] + '</td><td>' + r[4] + '</td><td>' + (r[3] === 'Ready' ? '<button type="button" class="view">View</button>' : '<button type="button" disabled>Not ready yet</button>') + '</td></tr>'; }).join('');
  $('#of').textContent = 'Page ' + window.rpage + ' of ' + pages; $('#prev').disabled = window.rpage === 1; $('#next').disabled = window.rpage === pages;
}
function show(id) {
  var r = window.results.filter(function (x) { return x[0] === id; })[0]; window.viewing = id;
  $('#d-h').textContent = r[1] + ', ' + r[2];
  $('#d-rows').innerHTML = r[5].map(function (v) { return '<tr><th scope="row">' + v[0] + '</th><td>' + v[1] + '</td><td>' + v[2] + '</td><td>' + (v[3] === 'Normal' ? v[3] : '<strong>' + v[3] + '</strong>') + '</td></tr>'; }).join('');
  $('#d-note').textContent = r[6]; $('#sw-gp').setAttribute('aria-checked', String(window.shared.indexOf(id) >= 0));
  $('#trend').setAttribute('data-id', id); $('#detail').hidden = false;
}
$('#rows').addEventListener('click', function (e) { var b = e.target.closest('.view'); if (b) show(b.closest('tr').dataset.id); });
$('#close-d').addEventListener('click', function () { $('#detail').hidden = true; window.viewing = null; });
$('#status').addEventListener('change', function () { window.rpage = 1; rows(); });
$('#find').addEventListener('input', function () { window.rpage = 1; rows(); });
$('#outside').addEventListener('change', function () { window.rpage = 1; rows(); });
$('#prev').addEventListener('click', function () { window.rpage -= 1; rows(); });
$('#next').addEventListener('click', function () { window.rpage += 1; rows(); });
$('#pdf').addEventListener('click', function () { window.pdf = window.viewing; quick('Downloading ' + $('#d-h').textContent + '.pdf'); });
$('#sw-gp').addEventListener('flip', function () {
  var on = this.getAttribute('aria-checked') === 'true', id = window.viewing;
  setTimeout(function () { if (on) { window.shared.push(id); quick('Your GP surgery can now see this result'); } else { window.shared = window.shared.filter(function (x) { return x !== id; }); quick('Your GP surgery can no longer see this result'); } }, 600);
});
customElements.define('result-trend', class extends HTMLElement {
  static get observedAttributes() { return ['data-id']; }
  connectedCallback() { this.root = this.attachShadow({ mode: 'open' }); this.draw(); }
  attributeChangedCallback() { if (this.root) this.draw(); }
  draw() {
    var root = this.root, id = this.getAttribute('data-id');
    root.innerHTML = '<style>:host{display:block;background:#f1f6fd;border:1px solid #c5d6ee;border-radius:8px;padding:8px 12px;margin:10px 0}button{font:inherit;padding:3px 10px}</style><h3 style="margin:0;font-size:15px">Trend</h3><p id="tx">Loading earlier results…</p><ul id="pts" hidden></ul><button type="button" id="range" hidden>Show normal range</button><p id="rg" hidden>Normal range: 120–150 g/L</p>';
    var r = function (x) { return root.querySelector(x); }, self = this, token = (this.token = (this.token || 0) + 1);
    setTimeout(function () {
      if (self.token !== token) return;
      if (id !== 'R1' && id !== 'R8') { r('#tx').textContent = 'No earlier results to compare with.'; return; }
      r('#tx').textContent = 'Haemoglobin over time: down 13 g/L since November 2026'; r('#pts').innerHTML = '<li>14 Nov 2026: 131 g/L</li><li>2 Jul 2027: 118 g/L</li>'; r('#pts').hidden = false; r('#range').hidden = false;
    }, 900);
    r('#range').addEventListener('click', function () { var h = r('#rg').hidden; r('#rg').hidden = !h; this.textContent = h ? 'Hide normal range' : 'Show normal range'; window.rangeShown = h; });
  }
});
if (query.get('page')) window.rpage = Number(query.get('page'));
rows();
if (query.get('view')) show(query.get('view'));
`,
);

export const labsProfile = doc(
  'Your profile - Clearpath Diagnostics',
  `${labsBar()}
<main>
  <h1>Your profile</h1>
  <div role="tablist" aria-label="Profile"><button type="button" role="tab" id="t-me" aria-controls="p-me" aria-selected="true">Personal details</button><button type="button" role="tab" id="t-rem" aria-controls="p-rem" aria-selected="false">Reminders</button><button type="button" role="tab" id="t-fam" aria-controls="p-fam" aria-selected="false">Family members</button></div>
  <div role="tabpanel" id="p-me"><dl class="pairs"><dt>Name</dt><dd>Priya Nair</dd><dt>Date of birth</dt><dd>17 March 1986</dd><dt>NHS number</dt><dd>943 476 5919</dd></dl>
    <div class="field"><label for="mobile">Mobile number</label><input id="mobile" type="tel" value="07700 900471" style="width:200px"></div>
    <div class="field"><label for="mail">Email</label><input id="mail" type="email" value="priya.nair@example.com" style="width:260px"></div>
    <div class="field"><label for="pref">Preferred clinic</label><select id="pref"><option>Harbour Street Lab</option><option>Northgate Clinic</option><option>Eastfield Community Hospital</option></select></div>
    <p class="err" id="me-err" role="alert"></p><button type="button" class="main" id="save-me">Save changes</button></div>
  <div role="tabpanel" id="p-rem" hidden>
    <div class="line"><button type="button" role="switch" id="sw-sms" aria-checked="true" aria-labelledby="sw-sms-l"></button><span id="sw-sms-l">Text reminders</span></div>
    <div class="line" style="margin-top:6px"><button type="button" role="switch" id="sw-mail" aria-checked="false" aria-labelledby="sw-mail-l"></button><span id="sw-mail-l">Email reminders</span></div>
    <div class="field"><label for="hours">Remind me before my appointment</label><input id="hours" type="range" min="2" max="72" step="2" value="24"> <output id="hours-v" for="hours">24 hours before</output></div>
    <fieldset><legend>Don't text me between</legend><label for="quiet-from">From</label> <input id="quiet-from" type="time" value="21:00"> <label for="quiet-to">To</label> <input id="quiet-to" type="time" value="08:00"></fieldset>
    <p class="err" id="rem-err" role="alert"></p><button type="button" class="main" id="save-rem">Save reminder settings</button></div>
  <div role="tabpanel" id="p-fam" hidden><div class="grid" id="fam"></div><button type="button" class="main" id="add">Add a family member</button></div>
</main>
<div class="shade" id="dlg-fam" hidden><div role="dialog" aria-modal="true" aria-labelledby="fm-h"><h2 id="fm-h" style="margin-top:0">Add a family member</h2>
  <div class="field"><label for="fm-first">First name</label><input id="fm-first"></div><div class="field"><label for="fm-last">Last name</label><input id="fm-last" value="Nair"></div>
  <div class="field"><label for="fm-dob">Date of birth</label><input id="fm-dob" type="date"></div>
  <div class="field"><label for="fm-rel">Relationship</label><select id="fm-rel"><option value="">Choose…</option><option>Son</option><option>Daughter</option><option>Child in my care</option></select></div>
  <p class="err" id="fm-err" role="alert"></p><div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="fm-save">Add</button></div></div></div>
<div class="shade" id="dlg-rm" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="rm-h"><h2 id="rm-h" style="margin-top:0">Remove?</h2><p>They will no longer appear on your account. Their results stay on record.</p><div class="buttons"><button type="button" data-dismiss>Keep</button><button type="button" class="warn" id="rm-go">Remove</button></div></div></div>`,
  `${LABS_SCRIPT}
window.family = [{ id: 'arjun', first: 'Arjun', last: 'Nair', dob: '2018-05-03', rel: 'Son' }, { id: 'meera', first: 'Meera', last: 'Nair', dob: '2012-09-21', rel: 'Daughter' }];
window.savedMe = null; window.savedRem = null; var editing = null, removing = null;
var MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
function long(iso) { var d = new Date(iso + 'T12:00:00Z'); return d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear(); }
function cards() { $('#fam').innerHTML = window.family.map(function (f) { return '<article class="card" data-id="' + f.id + '" aria-labelledby="f-' + f.id + '"><h3 id="f-' + f.id + '" style="margin:0">' + f.first + ' ' + f.last + '</h3><p style="margin:2px 0">' + f.rel + ' · born ' + long(f.dob) + '</p><div class="line"><button type="button" class="edit">Edit</button><button type="button" class="rm">Remove</button></div></article>'; }).join(''); }
$('#save-me').addEventListener('click', function () {
  var m = $('#mobile').value.trim(), e = $('#mail').value.trim(), b = this; $('#me-err').textContent = '';
  if (!/^07\\d{3} ?\\d{6}$/.test(m)) { $('#me-err').textContent = 'Enter a UK mobile number, like 07700 900123'; return; }
  if (!/^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$/i.test(e)) { $('#me-err').textContent = 'Enter an email address like name@example.com'; return; }
  b.disabled = true; setTimeout(function () { b.disabled = false; window.savedMe = { mobile: m, email: e, clinic: $('#pref').value }; quick('Your details have been saved'); }, 600);
});
$('#hours').addEventListener('input', function () { $('#hours-v').textContent = this.value + ' hours before'; });
$('#save-rem').addEventListener('click', function () {
  var sms = $('#sw-sms').getAttribute('aria-checked') === 'true', mail = $('#sw-mail').getAttribute('aria-checked') === 'true', b = this; $('#rem-err').textContent = ''; b.disabled = true;
  post('/labs/api/reminders', { sms: sms, mail: mail }).then(function (r) { b.disabled = false; if (!r.ok) { $('#rem-err').textContent = r.error; return; } window.savedRem = { sms: sms, mail: mail, hours: Number($('#hours').value), from: $('#quiet-from').value, to: $('#quiet-to').value }; quick('Reminder settings saved'); });
});
function openFam(f) { editing = f; $('#fm-h').textContent = f ? 'Edit ' + f.first + ' ' + f.last : 'Add a family member'; $('#fm-save').textContent = f ? 'Save' : 'Add'; $('#fm-first').value = f ? f.first : ''; $('#fm-last').value = f ? f.last : 'Nair'; $('#fm-dob').value = f ? f.dob : ''; $('#fm-rel').value = f ? f.rel : ''; $('#fm-err').textContent = ''; showDialog('dlg-fam'); }
$('#add').addEventListener('click', function () { openFam(null); });
$('#fam').addEventListener('click', function (e) {
  var c = e.target.closest('[data-id]'); if (!c) return; var f = window.family.filter(function (x) { return x.id === c.dataset.id; })[0];
  if (e.target.closest('.edit')) openFam(f);
  if (e.target.closest('.rm')) { removing = f; $('#rm-h').textContent = 'Remove ' + f.first + ' ' + f.last + '?'; showDialog('dlg-rm'); }
});
$('#rm-go').addEventListener('click', function () { window.family = window.family.filter(function (x) { return x !== removing; }); hideDialog('dlg-rm'); cards(); quick(removing.first + ' ' + removing.last + ' removed'); });
$('#fm-save').addEventListener('click', function () {
  var f = { first: $('#fm-first').value.trim(), last: $('#fm-last').value.trim(), dob: $('#fm-dob').value, rel: $('#fm-rel').value }, b = this; $('#fm-err').textContent = '';
  if (!f.first || !f.last) { $('#fm-err').textContent = 'Enter their first and last name'; return; }
  if (!f.dob) { $('#fm-err').textContent = 'Enter their date of birth'; return; }
  if (!f.rel) { $('#fm-err').textContent = 'Choose how they are related to you'; return; }
  b.disabled = true;
  post('/labs/api/family', f).then(function (r) {
    b.disabled = false; if (!r.ok) { $('#fm-err').textContent = r.error; return; }
    if (editing) Object.assign(editing, f); else window.family.push(Object.assign({ id: f.first.toLowerCase() }, f));
    hideDialog('dlg-fam'); cards(); quick(f.first + ' ' + f.last + (editing ? ' updated' : ' added'));
  });
});
cards();
var tabs = { reminders: '#t-rem', family: '#t-fam' };
if (tabs[query.get('tab')]) $(tabs[query.get('tab')]).click();
`,
);
