/** The script of NRC Grants' application form (apps/grants-apply.ts). */

export const APPLY_SCRIPT = `
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
function fmt(iso) { var d = new Date(iso + 'T12:00:00Z'); return d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear(); }
function money(n) { return '£' + n.toLocaleString('en-GB'); }
var raw = CALLS.filter(function (c) { return c[0] === (query.get('call') || 'C1'); })[0];
window.call = { id: raw[0], name: raw[1], max: raw[3], closes: raw[4] };
var fresh = !!query.get('fresh');
window.section = 1; window.saved = 0; window.submitted = null; window.ethicsSaved = !!query.get('ethics'); window.budgetChecked = false; window.removed = [];
window.team = [{ name: 'Dr Amara Osei', orcid: '0000-0001-7342-9915', org: 'University of Eastmere', role: 'Principal investigator', lead: true }];
if (!fresh) window.team = window.team.concat([{ name: 'Dr Jonas Berg', orcid: '0000-0002-5518-2046', org: 'University of Eastmere', role: 'Co-investigator' }, { name: 'Prof. Lena Fischer', orcid: '0000-0001-9023-4417', org: 'Northfield Institute of Technology', role: 'Co-investigator' }, { name: 'Dr Priya Nair', orcid: '0000-0003-1180-6652', org: 'Marine Biological Station', role: 'Researcher co-investigator' }]);
window.lines = fresh ? [] : [['Staff', 'Postdoctoral research associate, 36 months', 168000], ['Equipment', 'Acoustic Doppler current profiler', 62500], ['Travel', 'Fieldwork and two conferences', 14200], ['Consumables', 'Sediment sampling kits', 9800], ['Staff', 'PhD studentship contribution', 45000]].map(function (l, i) { return { id: i + 1, cat: l[0], desc: l[1], amount: l[2] }; });
window.amountSort = 0; var editing = null, editingLine = null;
$('#crumb').textContent = 'Funding calls › ' + window.call.name;
$('#title').textContent = fresh ? 'New application: ' + window.call.name : 'Living shorelines for eroding estuaries';
if (!fresh) { $('#ptitle').value = 'Living shorelines for eroding estuaries'; $('#acronym').value = 'SHORE'; $('#summary').value = 'We will test how planted salt marsh and oyster reef edges slow erosion in three English estuaries, and build a model that councils can use to choose where living shorelines will work.'; $('#area').value = 'Environmental science'; $('#start').value = '2028-10-01'; }
function chars() { $('#chars').textContent = $('#summary').value.length.toLocaleString('en-GB') + ' / 1,500 characters'; }
$('#summary').addEventListener('input', chars); chars();
$('#months').addEventListener('input', function () { $('#months-v').textContent = this.value + ' months'; });
function done(n) { if (n === 1) return !!$('#ptitle').value.trim() && !!$('#area').value && !!$('#start').value; if (n === 2) return window.team.length >= 2; if (n === 3) return window.lines.length > 0; if (n === 4) return window.ethicsSaved; return false; }
function go(n) {
  window.section = n; [1, 2, 3, 4, 5].forEach(function (i) { $('#p' + i).hidden = i !== n; });
  $$('.sec').forEach(function (s) { if (Number(s.dataset.n) === n) s.setAttribute('aria-current', 'step'); else s.removeAttribute('aria-current'); });
  if (n === 2) teamCards(); if (n === 3) budget();
  if (n === 5) $('#checklist').innerHTML = ['Project', 'Team', 'Budget', 'Ethics'].map(function (s, i) { return '<li>' + (done(i + 1) ? '✔ ' + s + ': complete' : '✖ ' + s + ': not complete') + '</li>'; }).join('');
}
$$('.sec').forEach(function (s) { s.addEventListener('click', function () { go(Number(s.dataset.n)); }); });
function project() { return { title: $('#ptitle').value.trim(), area: $('#area').value, start: $('#start').value, months: Number($('#months').value) }; }
function checkProject(b, then) {
  var e = $('#p1-err'); e.textContent = '';
  if (!$('#ptitle').value.trim()) { e.textContent = 'Enter a project title'; return; }
  busy(b, 'Saving…');
  post('/grants/api/project', project()).then(function (r) { free(b); if (!r.ok) { e.textContent = r.error; return; } window.saved += 1; then(); });
}
$('#save').addEventListener('click', function () { checkProject(this, function () { quick('Draft saved'); }); });
$('#to2').addEventListener('click', function () { checkProject(this, function () { go(2); }); });
function teamCards() {
  $('#team').innerHTML = window.team.map(function (m, i) {
    return '<article class="card" data-i="' + i + '" aria-label="' + m.name + '"><h3 style="margin:0">' + m.name + (m.lead ? ' (you)' : '') + '</h3><p style="margin:2px 0">' + m.org + '</p><p class="note" style="margin:2px 0">' + m.role + ' · ORCID ' + m.orcid + '</p>' + (m.lead ? '' : '<div class="line"><button type="button" class="edit">Edit</button><button type="button" class="rm">Remove</button></div>') + '</article>';
  }).join('');
  $('#p2-h').textContent = 'Team (' + window.team.length + ' of 5)';
}
function memberDialog(m) {
  editing = m; $('#m-h').textContent = m ? 'Edit ' + m.name : 'Add a team member'; $('#m-go').textContent = m ? 'Save changes' : 'Add to team';
  $('#m-name').value = m ? m.name : ''; $('#m-orcid').value = m ? m.orcid : ''; $('#m-orcid').readOnly = !!m; $('#m-org').value = m ? m.org : 'University of Eastmere';
  $$('input[name=role]').forEach(function (r) { r.checked = r.value === (m ? m.role : 'Co-investigator'); }); $('#m-err').textContent = ''; showDialog('dlg-member');
}
$('#team').addEventListener('click', function (e) {
  var c = e.target.closest('[data-i]'); if (!c) return; var m = window.team[Number(c.dataset.i)]; $('#team-err').textContent = '';
  if (e.target.closest('.edit')) memberDialog(m);
  if (e.target.closest('.rm')) { window.team.splice(Number(c.dataset.i), 1); window.removed.push(m.name); teamCards(); toast(m.name + ' removed from the team', 'Undo', function () { window.team.splice(Number(c.dataset.i), 0, m); window.removed.pop(); teamCards(); }); }
});
$('#add-member').addEventListener('click', function () { memberDialog(null); });
$('#m-go').addEventListener('click', function () {
  var b = this, name = $('#m-name').value.trim(), orcid = $('#m-orcid').value.trim(), role = $('input[name=role]:checked').value, e = $('#m-err'); e.textContent = '';
  if (!name) { e.textContent = 'Enter their full name'; return; }
  if (editing) { editing.name = name; editing.org = $('#m-org').value; editing.role = role; hideDialog('dlg-member'); teamCards(); quick('Team member updated'); return; }
  if (!/^\\d{4}-\\d{4}-\\d{4}-\\d{3}[\\dX]$/.test(orcid)) { e.textContent = 'Enter the ORCID iD as 16 digits in groups of four'; return; }
  busy(b, 'Checking…');
  post('/grants/api/member', { orcid: orcid, size: window.team.length }).then(function (r) { free(b); if (!r.ok) { e.textContent = r.error; return; } window.team.push({ name: name, orcid: orcid, org: $('#m-org').value, role: role }); hideDialog('dlg-member'); teamCards(); quick(name + ' added to the team'); });
});
function total() { return window.lines.reduce(function (t, l) { return t + l.amount; }, 0); }
function budget() {
  var ls = window.lines.slice(); if (window.amountSort) ls.sort(function (a, b) { return window.amountSort * (a.amount - b.amount); });
  $('#lines').innerHTML = ls.map(function (l) { return '<tr data-id="' + l.id + '"><td>' + l.cat + '</td><td>' + l.desc + '</td><td>' + money(l.amount) + '</td><td><div class="line"><button type="button" class="edit">Edit</button><button type="button" class="del">Delete</button></div></td></tr>'; }).join('');
  $('#btotal').textContent = money(total()); $('#limit').textContent = 'This call funds up to ' + money(window.call.max) + '.';
  $('#h-amt').setAttribute('aria-sort', window.amountSort === 1 ? 'ascending' : window.amountSort === -1 ? 'descending' : 'none');
}
$('#sort-amt').addEventListener('click', function () { window.amountSort = window.amountSort === 1 ? -1 : 1; budget(); });
$('#lines').addEventListener('click', function (e) {
  var tr = e.target.closest('tr'); if (!tr) return; var id = Number(tr.dataset.id), l = window.lines.filter(function (x) { return x.id === id; })[0];
  if (e.target.closest('.del')) { var at = window.lines.indexOf(l); window.lines.splice(at, 1); budget(); toast('Budget line deleted', 'Undo', function () { window.lines.splice(at, 0, l); budget(); }); }
  if (e.target.closest('.edit')) { editingLine = l; $('#b-cat').value = l.cat; $('#b-desc').value = l.desc; $('#b-amt').value = String(l.amount); $('#b-add').textContent = 'Save line'; $('#p3 legend').textContent = 'Edit budget line'; $('#b-desc').focus(); }
});
$('#b-add').addEventListener('click', function () {
  var d = $('#b-desc').value.trim(), a = Number($('#b-amt').value.replace(/[£,\\s]/g, '')); $('#b-err').textContent = '';
  if (!d) { $('#b-err').textContent = 'Describe the budget line'; return; }
  if (!a || a < 0) { $('#b-err').textContent = 'Enter an amount in pounds'; return; }
  if (editingLine) { editingLine.cat = $('#b-cat').value; editingLine.desc = d; editingLine.amount = a; editingLine = null; $('#b-add').textContent = 'Add line'; $('#p3 legend').textContent = 'Add a budget line'; }
  else window.lines.push({ id: window.lines.length ? Math.max.apply(null, window.lines.map(function (x) { return x.id; })) + 1 : 1, cat: $('#b-cat').value, desc: d, amount: a });
  $('#b-desc').value = ''; $('#b-amt').value = ''; budget();
});
$('#check').addEventListener('click', function () {
  var b = this; $('#p3-err').textContent = ''; $('#p3-ok').textContent = ''; busy(b, 'Checking…');
  var travel = window.lines.filter(function (l) { return l.cat === 'Travel'; }).reduce(function (t, l) { return t + l.amount; }, 0);
  post('/grants/api/budget', { total: total(), max: window.call.max, travel: travel }).then(function (r) { free(b); if (!r.ok) { $('#p3-err').textContent = r.error; return; } window.budgetChecked = true; $('#p3-ok').textContent = 'Budget checked: ' + money(total()) + ' of ' + money(window.call.max); });
});
$$('input[name=human]').forEach(function (r) { r.addEventListener('change', function () { $('#ref-f').hidden = $('input[name=human]:checked').value !== 'yes'; }); });
function answer(k) { var r = $('input[name=' + k + ']:checked'); return r ? r.value : ''; }
$('#save-ethics').addEventListener('click', function () {
  var b = this; $('#p4-err').textContent = ''; busy(b, 'Saving…');
  post('/grants/api/ethics', { human: answer('human'), animals: answer('animals'), data: answer('data'), ref: $('#ref').value.trim() }).then(function (r) { free(b); if (!r.ok) { $('#p4-err').textContent = r.error; return; } window.ethicsSaved = true; quick('Ethics answers saved'); });
});
$('#submit').addEventListener('click', function () {
  var b = this, e = $('#p5-err'); e.textContent = '';
  if (!$('#d1').checked || !$('#d2').checked) { e.textContent = 'Tick both declarations to submit'; return; }
  busy(b, 'Submitting…');
  post('/grants/api/submit', { ethics: window.ethicsSaved }).then(function (r) { free(b); if (!r.ok) { e.textContent = r.error; return; } window.submitted = r.ref; $('#p5').hidden = true; $('#done').hidden = false; $('#done-h').textContent = 'Application ' + r.ref + ' submitted'; quick('Application submitted'); });
});
customElements.define('deadline-clock', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff7e8;border:1px solid #f0d8a8;border-radius:8px;padding:8px 14px;margin:10px 0}</style><p id="t" style="margin:0">Checking the deadline…</p>';
    var days = Math.round((new Date(window.call.closes) - new Date('2028-03-14')) / 864e5);
    setTimeout(function () { root.querySelector('#t').textContent = 'This call closes on ' + fmt(window.call.closes) + ' at 16:00 · ' + days + ' days left'; }, 1200);
  }
});
if (query.get('ethics')) { $('input[name=human][value=no]').checked = true; $('input[name=animals][value=no]').checked = true; $('input[name=data][value=yes]').checked = true; }
go(Number(query.get('step') || 1));
`;
