/**
 * Ledger, The Harbour Gazette's content system, the articles list: status tabs that count their articles, a
 * placeholder-only search submitted with Enter, a section filter, six rows to a page, a checkbox, an Edit link and a
 * "More actions" menu (Preview, Duplicate, Unpublish for published articles, Delete) in every row, a delete dialog, a
 * bulk bar that archives, and toasts with Undo. State comes from the query string (`?tab=drafts&q=rovers&page=2`).
 */

import { doc } from '../../page';

export const NEWS_HEADER = `<header class="bar"><span class="logo">Ledger · The Harbour Gazette</span>
<nav aria-label="Main"><a href="/newsroom/articles">Articles</a><a href="#media">Media</a><a href="#comments">Comments</a></nav><span>Elena Ward</span></header>`;

export const ARTICLES = [
  ['a101', 'Harbour wall repairs to start in May', 'News', 'Elena Ward', 'Published', 'Today 09:12'],
  ['a102', 'Rovers sign keeper on loan from Hull', 'Sport', 'Tom Baker', 'In review', 'Today 08:40'],
  ['a103', 'Fish market rents to rise by 8%', 'Business', 'Priya Shah', 'Draft', 'Yesterday 17:05'],
  ['a104', 'Review: The Lighthouse Keeper at the Regal', 'Culture', 'Dan Okafor', 'Scheduled', 'Yesterday 15:30'],
  ['a105', 'Letters: parking on the seafront', 'Opinion', 'Elena Ward', 'Draft', 'Yesterday 11:02'],
  ['a106', 'Ferry timetable changes from April', 'News', 'Priya Shah', 'Published', '8 Mar 16:45'],
  ['a107', 'Under-12s reach county cup final', 'Sport', 'Tom Baker', 'Draft', '8 Mar 14:20'],
  ['a108', 'New bakery opens on Quay Street', 'Business', 'Dan Okafor', 'In review', '8 Mar 10:05'],
  ['a109', 'Council approves beach hut prices', 'News', 'Elena Ward', 'Published', '7 Mar 18:30'],
  ['a110', 'Folk festival line-up announced', 'Culture', 'Priya Shah', 'Scheduled', '7 Mar 12:00'],
  ['a111', 'Opinion: keep the harbour lights on', 'Opinion', 'Dan Okafor', 'Draft', '6 Mar 09:15'],
  ['a112', 'Lifeboat crew rescue two paddleboarders', 'News', 'Tom Baker', 'Published', '5 Mar 20:50'],
  ['a113', 'Rovers 2–1 Athletic: match report', 'Sport', 'Tom Baker', 'In review', '5 Mar 17:10'],
  ['a114', 'Market traders call for more parking', 'Business', 'Elena Ward', 'Draft', '4 Mar 13:00'],
];

const TABS = [
  ['all', 'All', ''],
  ['drafts', 'Drafts', 'Draft'],
  ['review', 'In review', 'In review'],
  ['scheduled', 'Scheduled', 'Scheduled'],
  ['published', 'Published', 'Published'],
];

export const newsroomArticles = doc(
  'Articles - Ledger',
  `${NEWS_HEADER}
<main style="max-width:1200px">
  <div class="line"><h1 style="margin-right:auto">Articles</h1><a class="button main" href="/newsroom/edit?new=1">New article</a></div>
  <div role="tablist" aria-label="Status">${TABS.map(([id]) => `<button type="button" role="tab" id="t-${id}" data-tab="${id}" aria-selected="false"></button>`).join('')}</div>
  <div class="line"><input type="search" id="q" placeholder="Search headlines" style="width:260px"><label for="section">Section</label><select id="section"><option value="">All sections</option><option>News</option><option>Sport</option><option>Business</option><option>Culture</option><option>Opinion</option></select><span class="note" id="showing"></span></div>
  <div class="box line" id="bulk" hidden><strong id="bulk-n"></strong><button type="button" id="archive">Archive selected</button></div>
  <table><thead><tr><th><span class="note">Select</span></th><th>Headline</th><th>Section</th><th>Author</th><th>Status</th><th>Updated</th><th><span class="note">Actions</span></th></tr></thead><tbody id="rows"></tbody></table>
  <p id="empty" hidden>No articles match your search.</p>
  <nav class="pager" aria-label="Pages"><button type="button" id="prev">Previous</button><span id="page-of"></span><button type="button" id="next">Next</button></nav>
</main>
<div class="shade" id="dlg-delete" hidden><div role="alertdialog" aria-modal="true" aria-labelledby="dl-h"><h2 id="dl-h"></h2><p>This can't be undone.</p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="warn" id="dl-ok">Delete article</button></div></div></div>
<div class="shade" id="dlg-preview" hidden><div role="dialog" aria-modal="true" aria-labelledby="pv-h"><p class="note">Preview</p><h2 id="pv-h"></h2><p id="pv-by"></p>
  <div class="buttons"><button type="button" data-dismiss>Close preview</button></div></div></div>`,
  `
var TABS = ${JSON.stringify(TABS)};
window.articles = ${JSON.stringify(ARTICLES)};
window.tab = query.get('tab') || 'all';
window.page = Number(query.get('page') || 1);
window.selected = [];
window.archived = [];
var current = null;
function art(id) { return window.articles.filter(function (a) { return a[0] === id; })[0]; }
function list() {
  var t = TABS.filter(function (x) { return x[0] === window.tab; })[0][2];
  var s = $('#section').value, term = (window.term || '').toLowerCase();
  return window.articles.filter(function (a) { return (!t || a[4] === t) && (!s || a[2] === s) && (!term || a[1].toLowerCase().indexOf(term) >= 0); });
}
function render() {
  TABS.forEach(function (x) {
    var n = x[2] ? window.articles.filter(function (a) { return a[4] === x[2]; }).length : window.articles.length;
    var b = $('#t-' + x[0]); b.textContent = x[1] + ' (' + n + ')'; b.setAttribute('aria-selected', String(x[0] === window.tab));
  });
  var all = list(), pages = Math.max(1, Math.ceil(all.length / 6));
  if (window.page > pages) window.page = pages;
  var shown = all.slice((window.page - 1) * 6, window.page * 6);
  $('#rows').innerHTML = shown.map(function (a) {
    return '<tr data-id="' + a[0] + '"><td><input type="checkbox" class="pick" aria-label="Select ' + a[1] + '"' + (window.selected.indexOf(a[0]) >= 0 ? ' checked' : '') + '></td><td><a href="/newsroom/edit?id=' + a[0] + '">' + a[1] + '</a></td><td>' + a[2] + '</td><td>' + a[3] + '</td><td><span class="tag">' + a[4] + '</span></td><td>' + a[5] + '</td>' +
      '<td><a href="/newsroom/edit?id=' + a[0] + '" class="edit">Edit</a> <button type="button" class="more" aria-label="More actions" aria-haspopup="menu" aria-controls="m-' + a[0] + '">⋯</button><div role="menu" id="m-' + a[0] + '" hidden><button type="button" role="menuitem" data-do="preview">Preview</button><button type="button" role="menuitem" data-do="dup">Duplicate</button>' + (a[4] === 'Published' ? '<button type="button" role="menuitem" data-do="unpub">Unpublish</button>' : '') + '<button type="button" role="menuitem" data-do="delete">Delete</button></div></td></tr>';
  }).join('');
  $('#empty').hidden = all.length > 0;
  $('#showing').textContent = all.length ? 'Showing ' + ((window.page - 1) * 6 + 1) + '–' + ((window.page - 1) * 6 + shown.length) + ' of ' + all.length : '';
  $('#page-of').textContent = 'Page ' + window.page + ' of ' + pages;
  $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
  $('#bulk').hidden = !window.selected.length;
  $('#bulk-n').textContent = window.selected.length + ' selected';
}
$$('[role=tab]').forEach(function (b) { b.addEventListener('click', function () { window.tab = b.dataset.tab; window.page = 1; render(); }); });
$('#q').addEventListener('keydown', function (e) { if (e.key === 'Enter') { window.term = $('#q').value.trim(); window.page = 1; render(); } });
$('#section').addEventListener('change', function () { window.page = 1; render(); });
$('#prev').addEventListener('click', function () { window.page--; render(); });
$('#next').addEventListener('click', function () { window.page++; render(); });
$('#rows').addEventListener('change', function (e) {
  var c = e.target.closest('.pick'); if (!c) return;
  var id = c.closest('tr').dataset.id;
  window.selected = c.checked ? window.selected.concat([id]) : window.selected.filter(function (x) { return x !== id; });
  render();
});
$('#rows').addEventListener('click', function (e) {
  var item = e.target.closest('[role=menuitem]'); if (!item) return;
  current = item.closest('tr').dataset.id; var a = art(current);
  closeMenus();
  if (item.dataset.do === 'preview') { $('#pv-h').textContent = a[1]; $('#pv-by').textContent = 'By ' + a[3] + ' · ' + a[2]; showDialog('dlg-preview'); }
  if (item.dataset.do === 'dup') { window.articles.unshift(['c' + current, 'Copy of ' + a[1], a[2], 'Elena Ward', 'Draft', 'Just now']); render(); toast('Duplicated "' + a[1] + '"'); }
  if (item.dataset.do === 'unpub') { a[4] = 'Draft'; render(); toast('"' + a[1] + '" unpublished', 'Undo', function () { a[4] = 'Published'; render(); }); }
  if (item.dataset.do === 'delete') { $('#dl-h').textContent = 'Delete "' + a[1] + '"?'; showDialog('dlg-delete'); }
});
$('#dl-ok').addEventListener('click', function () {
  var a = art(current);
  window.articles = window.articles.filter(function (x) { return x[0] !== current; });
  hideDialog('dlg-delete'); render(); toast('Deleted "' + a[1] + '"');
});
$('#archive').addEventListener('click', function () {
  var n = window.selected.length;
  window.archived = window.selected.slice();
  window.articles = window.articles.filter(function (a) { return window.selected.indexOf(a[0]) < 0; });
  window.selected = []; render(); toast(n + ' articles archived');
});
if (query.get('q')) { $('#q').value = query.get('q'); window.term = query.get('q'); }
if (query.get('section')) $('#section').value = query.get('section');
render();
`,
);
