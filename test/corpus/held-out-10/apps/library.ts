/**
 * Eastbrook Libraries, a public library's catalogue: a labelled search with a field select, format checkboxes, a
 * branch select, an "Available now only" switch, a sort, a result count and a "Show more results" button that loads
 * after a moment; result cards where the same title comes in several formats, all with the same "Place hold" (or
 * "Borrow") and "Save to list" buttons (a reference-only map's hold disabled); a hold dialog (pick-up branch select,
 * notify radios, queue position), toasts, a list counter, and an "Ask a librarian" form in an open shadow root. The
 * account pages are in `library-account.ts`.
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';
import { LIBRARY_HEADER, libraryAccount } from './library-account';

const ITEMS = [
  {
    id: 'salt-b',
    title: 'The Salt Path',
    by: 'Raynor Winn',
    year: 2018,
    format: 'Book',
    at: ['Central Library', 'Riverside'],
    holds: 0,
  },
  {
    id: 'salt-a',
    title: 'The Salt Path',
    by: 'Raynor Winn',
    year: 2019,
    format: 'Audiobook',
    at: [],
    holds: 4,
    digital: true,
  },
  {
    id: 'tomorrow-b',
    title: 'Tomorrow, and Tomorrow, and Tomorrow',
    by: 'Gabrielle Zevin',
    year: 2022,
    format: 'Book',
    at: [],
    holds: 12,
  },
  {
    id: 'tomorrow-e',
    title: 'Tomorrow, and Tomorrow, and Tomorrow',
    by: 'Gabrielle Zevin',
    year: 2022,
    format: 'eBook',
    at: ['online'],
    holds: 0,
    digital: true,
  },
  {
    id: 'lessons-b',
    title: 'Lessons in Chemistry',
    by: 'Bonnie Garmus',
    year: 2022,
    format: 'Book',
    at: ['Northfield'],
    holds: 0,
  },
  {
    id: 'lessons-d',
    title: 'Lessons in Chemistry (TV series)',
    by: 'Apple TV+',
    year: 2023,
    format: 'DVD',
    at: ['Central Library'],
    holds: 0,
  },
  {
    id: 'thursday-b',
    title: 'The Thursday Murder Club',
    by: 'Richard Osman',
    year: 2020,
    format: 'Book',
    at: ['Central Library', 'Northfield', 'Riverside'],
    holds: 0,
  },
  {
    id: 'lakes-m',
    title: 'OS Explorer OL7: The English Lakes',
    by: 'Ordnance Survey',
    year: 2015,
    format: 'Map',
    at: ['Central Library'],
    holds: 0,
    reference: true,
  },
  {
    id: 'sweetgrass-b',
    title: 'Braiding Sweetgrass',
    by: 'Robin Wall Kimmerer',
    year: 2020,
    format: 'Book',
    at: [],
    holds: 1,
  },
  {
    id: 'sweetgrass-a',
    title: 'Braiding Sweetgrass',
    by: 'Robin Wall Kimmerer',
    year: 2020,
    format: 'Audiobook',
    at: ['online'],
    holds: 0,
    digital: true,
  },
];

const FORMATS = [
  ['Book', 'Books'],
  ['eBook', 'eBooks'],
  ['Audiobook', 'Audiobooks'],
  ['DVD', 'DVDs'],
  ['Map', 'Maps'],
];

const catalogue = doc(
  'Catalogue - Eastbrook Libraries',
  `${LIBRARY_HEADER}
<main style="display:grid;grid-template-columns:220px 1fr 260px;gap:16px;max-width:1260px">
  <aside>
    <fieldset><legend>Format</legend>
      ${FORMATS.map(([v, l]) => `<label><input type="checkbox" name="fmt" value="${v}"> ${l}</label><br>`).join('')}
    </fieldset>
    <div class="field"><label for="branch">Branch</label>
      <select id="branch"><option value="">All branches</option><option>Central Library</option><option>Northfield</option><option>Riverside</option></select></div>
    <div class="line"><span id="avail-label">Available now only</span><button type="button" role="switch" id="avail" aria-checked="false" aria-labelledby="avail-label"></button></div>
  </aside>
  <section>
    <form id="search" role="search" class="line">
      <label for="q">Search the catalogue</label>
      <input id="q" type="search" placeholder="Title, author or ISBN" style="width:260px">
      <select id="in" aria-label="Search in"><option value="all">Everything</option><option value="title">Title</option><option value="author">Author</option></select>
      <button type="submit" class="main">Search</button>
    </form>
    <h1 id="heading">All items</h1>
    <div class="line"><span id="count" role="status"></span>
      <span style="margin-left:auto"><label for="sort">Sort by</label>
      <select id="sort"><option value="rel">Relevance</option><option value="new">Newest first</option><option value="title">Title A–Z</option><option value="holds">Most holds</option></select></span></div>
    <div id="results"></div>
    <p><button type="button" id="more">Show more results</button> <span id="loading" class="note" hidden>Loading…</span></p>
  </section>
  <aside><el-ask id="ask"></el-ask></aside>
</main>
<div class="shade" id="hold-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="hold-title">
    <h2 id="hold-title">Place a hold</h2>
    <p id="hold-item"></p>
    <p id="hold-queue" class="note"></p>
    <div class="field" id="pickup-field"><label for="pickup">Pick up at</label>
      <select id="pickup"><option>Central Library</option><option>Northfield</option><option>Riverside</option></select></div>
    <fieldset><legend>Tell me when it's ready by</legend>
      <label><input type="radio" name="notify" value="email" checked> Email</label>
      <label><input type="radio" name="notify" value="text"> Text message</label>
    </fieldset>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="hold-ok">Confirm hold</button></div>
  </div>
</div>`,
  `
var items = ${JSON.stringify(ITEMS)};
window.holds = [];
window.borrowed = [];
window.saved = ['thursday-b'];
var expanded = false, holding = null;
function item(id) { return items.filter(function (x) { return x.id === id; })[0]; }
function status(x) {
  if (x.reference) return 'Reference only – cannot be borrowed';
  if (x.digital) return x.at.length ? 'Available to borrow now' : 'All copies on loan · ' + x.holds + (x.holds === 1 ? ' hold' : ' holds');
  if (!x.at.length) return 'All copies on loan · ' + x.holds + (x.holds === 1 ? ' hold' : ' holds');
  return 'Available at ' + x.at.join(', ').replace(/, ([^,]*)$/, ' and $1');
}
function render() {
  var fmts = $$('input[name=fmt]:checked').map(function (c) { return c.value; });
  var branch = $('#branch').value;
  var avail = $('#avail').getAttribute('aria-checked') === 'true';
  var s = $('#q').value.trim().toLowerCase(), field = $('#in').value;
  var list = items.filter(function (x) {
    var hay = field === 'title' ? x.title : field === 'author' ? x.by : x.title + ' ' + x.by;
    return (!fmts.length || fmts.indexOf(x.format) >= 0) && (!branch || x.at.indexOf(branch) >= 0) && (!avail || (x.at.length && !x.reference)) && (!s || hay.toLowerCase().indexOf(s) >= 0);
  });
  var sort = $('#sort').value;
  if (sort === 'new') list.sort(function (a, b) { return b.year - a.year; });
  if (sort === 'title') list.sort(function (a, b) { return a.title < b.title ? -1 : a.title > b.title ? 1 : 0; });
  if (sort === 'holds') list.sort(function (a, b) { return b.holds - a.holds; });
  var shown = expanded ? list : list.slice(0, 8);
  $('#heading').textContent = s ? 'Results for “' + $('#q').value.trim() + '”' : 'All items';
  $('#count').textContent = shown.length < list.length ? 'Showing ' + shown.length + ' of ' + list.length + ' items' : list.length + (list.length === 1 ? ' item' : ' items');
  $('#more').hidden = shown.length >= list.length;
  $('#results').innerHTML = shown.map(function (x) {
    var held = window.holds.some(function (h) { return h.id === x.id; });
    var got = window.borrowed.indexOf(x.id) >= 0;
    var btn = x.digital && x.at.length
      ? '<button type="button" class="main act borrow"' + (got ? ' disabled' : '') + '>' + (got ? 'Borrowed' : 'Borrow') + '</button>'
      : '<button type="button" class="main act hold"' + (x.reference || held ? ' disabled' : '') + '>' + (held ? 'Hold placed' : 'Place hold') + '</button>';
    var saved = window.saved.indexOf(x.id) >= 0;
    return '<article class="card result" data-id="' + x.id + '"><h3 style="margin:0">' + x.title + '</h3><p class="note">' + x.by + ' · ' + x.year + ' · <span class="tag">' + x.format + '</span></p>' +
      '<p class="avail">' + status(x) + '</p><div class="line">' + btn + '<button type="button" class="save" aria-label="Save to list" aria-pressed="' + saved + '">' + (saved ? '★' : '☆') + '</button></div></article>';
  }).join('') || '<p>No items match your search.</p>';
  $('#list-count').textContent = String(window.saved.length);
  $$('.result').forEach(function (c) {
    var x = item(c.dataset.id);
    var h = $('.hold', c);
    if (h) h.addEventListener('click', function () {
      holding = x;
      $('#hold-item').textContent = x.title + ' (' + x.format + ')';
      $('#hold-queue').textContent = x.holds ? "You'll be number " + (x.holds + 1) + ' in the queue.' : 'Usually ready to collect in 2–3 days.';
      $('#pickup-field').hidden = !!x.digital;
      showDialog('hold-dlg');
    });
    var b = $('.borrow', c);
    if (b) b.addEventListener('click', function () { window.borrowed.push(x.id); render(); toast("You've borrowed " + x.title + ' (' + x.format + ') until 31 Mar 2026'); });
    $('.save', c).addEventListener('click', function () {
      var i = window.saved.indexOf(x.id);
      if (i >= 0) window.saved.splice(i, 1); else window.saved.push(x.id);
      render();
    });
  });
}
$('#hold-ok').addEventListener('click', function () {
  var notify = $('input[name=notify]:checked').value;
  window.holds.push({ id: holding.id, pickup: holding.digital ? null : $('#pickup').value, notify: notify });
  hideDialog('hold-dlg');
  render();
  toast('Hold placed on ' + holding.title + ' (' + holding.format + "). We'll " + (notify === 'email' ? 'email' : 'text') + " you when it's ready.");
});
$('#more').addEventListener('click', function () {
  $('#loading').hidden = false;
  $('#more').disabled = true;
  setTimeout(function () { expanded = true; $('#loading').hidden = true; $('#more').disabled = false; render(); }, 1200);
});
$$('input[name=fmt]').forEach(function (c) { c.addEventListener('change', render); });
$('#branch').addEventListener('change', render);
$('#sort').addEventListener('change', render);
$('#avail').addEventListener('flip', render);
$('#search').addEventListener('submit', function (e) { e.preventDefault(); render(); });
class Ask extends HTMLElement {
  constructor() {
    super();
    var root = this.attachShadow({ mode: 'open' });
    var self = this;
    this.sent = null;
    root.innerHTML = '<style>section{background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px}button,textarea{font:inherit}button{padding:5px 10px}[hidden]{display:none}</style>' +
      '<section aria-label="Ask a librarian"><h2>Need help?</h2><p>Our librarians answer questions about books, research and your account.</p><button type="button" id="open">Ask a librarian</button>' +
      '<form id="f" hidden><p><label for="question">Your question</label><br><textarea id="question" rows="4" cols="24"></textarea></p><p><label><input type="checkbox" id="copy" checked> Email me a copy</label></p><button type="submit">Send question</button></form>' +
      '<p id="thanks" role="status" hidden>Thanks! A librarian will reply within 1 working day.</p></section>';
    root.getElementById('open').addEventListener('click', function () { root.getElementById('f').hidden = false; root.getElementById('open').hidden = true; });
    root.getElementById('f').addEventListener('submit', function (e) {
      e.preventDefault();
      var text = root.getElementById('question').value.trim();
      if (!text) return;
      self.sent = { text: text, copy: root.getElementById('copy').checked };
      root.getElementById('f').hidden = true;
      root.getElementById('thanks').hidden = false;
    });
  }
}
customElements.define('el-ask', Ask);
if (query.get('q')) $('#q').value = query.get('q');
if (query.get('more') === '1') expanded = true;
render();
if (query.get('hold')) $('.result[data-id="' + query.get('hold') + '"] .hold').click();
`,
);

export const libraryApp: CorpusApp = {
  name: 'library',
  description:
    'Eastbrook Libraries: a catalogue (a labelled search with a field select, format checkboxes, a branch select, an Available now only switch, a sort, a count, a delayed Show more results, result cards where one title comes in several formats with the same Place hold/Borrow and Save to list buttons, a disabled hold on a reference-only map, a hold dialog with a pick-up select and notify radios, toasts, an Ask a librarian form in an open shadow root); a card-number and PIN sign-in; an account with tabs: loans with per-row checkboxes and Renew buttons (some disabled), Renew selected and Renew all, holds with the same Pick up at select and Cancel hold button, a confirmation dialog, a pause switch, a reading-history switch, and fines paid through a card form in an iframe.',
  routes: {
    '/library/catalogue': () => catalogue,
    '/library/account': () => libraryAccount,
  },
};
