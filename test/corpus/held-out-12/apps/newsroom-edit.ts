/**
 * Ledger, the article editor: a breadcrumb, a status line, Write / Comments / History tabs; a headline with a
 * character counter and limit, a standfirst, a body with a word count, a section select, an author listbox with two
 * near-identical names, tags added with Enter and removed by their own buttons, three switches, a "Search and social"
 * accordion, publishing radios that change the main button and reveal a date and time, an error summary, a publish
 * confirmation, a preview in an iframe; comments awaiting moderation with the same Approve, Reject and Reply buttons;
 * a revision history with Restore buttons. `?id=a103` edits an article, `?new=1` starts one, `?tab=` opens a tab.
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';
import { ARTICLES, NEWS_HEADER, newsroomArticles } from './newsroom-articles';

const BODY =
  "Rents at the town's fish market will rise by 8% from June, the harbour board confirmed on Monday. Traders say the increase, which follows a 5% rise last year, could force some stalls to close. The board says the money will pay for new cold stores.";

const COMMENTS = [
  ['c1', 'harbourdog', 'About time the rents were looked at, some stalls have been empty for months.'],
  ['c2', 'Jo Pengelly', "8% on top of last year's 5% is too much for small traders."],
  ['c3', 'spamking99', 'Cheap watches at example.shop!!! Best prices'],
];

const REVISIONS = [
  ['Yesterday 17:05', 'Priya Shah', 'Draft saved', 'Fish market rents to rise by 8%'],
  ['Yesterday 16:20', 'Priya Shah', 'Headline changed', 'Fish market rents set to rise'],
  ['Yesterday 14:02', 'Elena Ward', 'Article created', 'Fish market rents'],
];

const AUTHORS = ['Elena Ward', 'Priya Shah', 'Dan Okafor', 'Tom Baker', 'Tom Barker'];

const write = `
  <div id="errsum" class="box" role="alert" tabindex="-1" hidden style="border:2px solid #b0261a"><h2>There is a problem</h2><ul id="errs"></ul></div>
  <div class="field"><label for="headline">Headline</label><input id="headline" style="width:100%"><span class="note" id="hl-count"></span></div>
  <div class="field"><label for="standfirst">Standfirst</label><textarea id="standfirst" rows="2" style="width:100%"></textarea></div>
  <div class="field"><label for="body">Body</label><textarea id="body" rows="6" style="width:100%"></textarea><span class="note" id="words"></span></div>
  <div class="line">
    <div class="field"><label for="section">Section</label><select id="section"><option value="">Choose a section</option><option>News</option><option>Sport</option><option>Business</option><option>Culture</option><option>Opinion</option></select></div>
    <div class="field"><span class="name" id="l-author">Author</span><span class="pop"><button type="button" id="author-btn" aria-haspopup="listbox" aria-controls="author-list" aria-labelledby="l-author author-btn" aria-expanded="false"><span class="value"></span> ▾</button><ul role="listbox" id="author-list" aria-label="Author" hidden>${AUTHORS.map((a) => `<li role="option" aria-selected="false">${a}</li>`).join('')}</ul></span></div>
  </div>
  <div class="field"><label for="tags">Tags</label><div class="line"><span id="chips" class="line"></span><input id="tags" placeholder="Add a tag and press Enter"></div></div>
  <p class="line"><button type="button" role="switch" id="sw-breaking" aria-checked="false" aria-labelledby="l-breaking"></button><span id="l-breaking">Breaking news banner</span>
    <button type="button" role="switch" id="sw-comments" aria-checked="true" aria-labelledby="l-comments"></button><span id="l-comments">Allow comments</span>
    <button type="button" role="switch" id="sw-members" aria-checked="false" aria-labelledby="l-members"></button><span id="l-members">Members only</span></p>
  <h3><button type="button" data-acc aria-expanded="false" aria-controls="seo">Search and social</button></h3>
  <div id="seo" hidden><div class="field"><label for="slug">URL slug</label><input id="slug" style="width:100%"></div>
    <div class="field"><label for="meta">Meta description</label><textarea id="meta" rows="2" maxlength="160" style="width:100%"></textarea><span class="note" id="meta-count">0 of 160 characters</span></div></div>
  <fieldset><legend>When should it go live?</legend>
    <label><input type="radio" name="when" value="now"> Publish now</label>
    <label><input type="radio" name="when" value="schedule"> Schedule</label>
    <label><input type="radio" name="when" value="draft" checked> Keep as draft</label>
    <div class="line" id="sched" hidden><div class="field"><label for="s-date">Date</label><input type="date" id="s-date" min="2027-03-01"></div><div class="field"><label for="s-time">Time</label><input type="time" id="s-time"></div></div>
  </fieldset>
  <div class="buttons" style="justify-content:flex-start"><button type="button" id="preview">Preview</button><button type="button" id="review">Submit for review</button><button type="button" class="main" id="primary">Save draft</button></div>
  <section id="preview-area" hidden><h3>Preview</h3></section>`;

const newsroomEdit = doc(
  'Edit article - Ledger',
  `${NEWS_HEADER}
<main style="max-width:900px">
  <nav aria-label="Breadcrumb"><a href="/newsroom/articles">Articles</a> / <span id="crumb"></span></nav>
  <h1 id="title"></h1>
  <p id="status-line" role="status"></p>
  <div role="tablist" aria-label="Article"><button type="button" role="tab" id="t-write" aria-controls="p-write" aria-selected="true">Write</button><button type="button" role="tab" id="t-comments" aria-controls="p-comments" aria-selected="false"></button><button type="button" role="tab" id="t-history" aria-controls="p-history" aria-selected="false">History</button></div>
  <section id="p-write" role="tabpanel" aria-labelledby="t-write">${write}</section>
  <section id="p-comments" role="tabpanel" aria-labelledby="t-comments" hidden><h2>Waiting for approval</h2><div id="pending"></div><h2 id="approved-h"></h2><ul id="approved"></ul></section>
  <section id="p-history" role="tabpanel" aria-labelledby="t-history" hidden><ol id="revs"></ol></section>
</main>
<div class="shade" id="dlg-publish" hidden><div role="dialog" aria-modal="true" aria-labelledby="pb-h"><h2 id="pb-h">Publish now?</h2><p id="pb-text"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="pb-ok">Yes, publish</button></div></div></div>`,
  `
var ARTICLES = ${JSON.stringify(ARTICLES)};
var REVISIONS = ${JSON.stringify(REVISIONS)};
var DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
var MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
var isNew = !!query.get('new');
var a = ARTICLES.filter(function (x) { return x[0] === (query.get('id') || 'a103'); })[0];
window.article = isNew ? { id: null, status: 'Draft', saved: 'Not saved yet', tags: [] } : { id: a[0], status: a[4], saved: 'Last saved ' + a[5].toLowerCase().replace(' ', ' at '), tags: a[0] === 'a103' ? ['harbour', 'business'] : [] };
window.pending = ${JSON.stringify(COMMENTS)};
window.approved = [['Mark T', 'Good to see the Gazette covering this.'], ['seaview', 'Will the cold stores be ready by June?']];
window.replies = [];
window.rejected = [];
$('#title').textContent = isNew ? 'New article' : 'Edit article';
if (!isNew) {
  $('#headline').value = a[1]; $('#section').value = a[2];
  $('#standfirst').value = a[0] === 'a103' ? 'Traders warn some stalls could close.' : '';
  $('#body').value = a[0] === 'a103' ? ${JSON.stringify(BODY)} : 'Full story to follow.';
}
var author = isNew ? 'Elena Ward' : a[3];
$('#author-btn .value').textContent = author;
$$('#author-list [role=option]').forEach(function (o) { o.setAttribute('aria-selected', String(o.textContent === author)); });
window.article.author = author;
document.addEventListener('chosen', function (e) { if (e.target.id === 'author-list') window.article.author = e.detail; });
function slugify(t) { return t.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''); }
$('#slug').value = slugify($('#headline').value);
function counts() {
  var n = $('#headline').value.length;
  $('#hl-count').textContent = n + ' of 90 characters';
  $('#hl-count').className = n > 90 ? 'err' : 'note';
  var w = $('#body').value.trim(); $('#words').textContent = 'Words: ' + (w ? w.split(/[ \\n]+/).length : 0);
  $('#meta-count').textContent = $('#meta').value.length + ' of 160 characters';
  $('#crumb').textContent = $('#headline').value || 'New article';
}
['#headline', '#body', '#meta'].forEach(function (s) { $(s).addEventListener('input', counts); });
function statusLine() { $('#status-line').textContent = 'Status: ' + window.article.status + (window.article.when ? ' for ' + window.article.when : '') + ' · ' + window.article.saved; }
function chips() {
  $('#chips').innerHTML = window.article.tags.map(function (t) { return '<span class="tag">' + t + ' <button type="button" class="rm-tag" aria-label="Remove tag ' + t + '">×</button></span>'; }).join('');
}
$('#tags').addEventListener('keydown', function (e) {
  if (e.key !== 'Enter') return;
  e.preventDefault();
  var t = $('#tags').value.trim().toLowerCase();
  if (t && window.article.tags.indexOf(t) < 0) window.article.tags.push(t);
  $('#tags').value = ''; chips();
});
$('#chips').addEventListener('click', function (e) {
  var b = e.target.closest('.rm-tag'); if (!b) return;
  var t = b.getAttribute('aria-label').replace('Remove tag ', '');
  window.article.tags = window.article.tags.filter(function (x) { return x !== t; }); chips();
});
function when() { var r = $('input[name=when]:checked').value; $('#sched').hidden = r !== 'schedule'; $('#primary').textContent = r === 'now' ? 'Publish' : r === 'schedule' ? 'Schedule' : 'Save draft'; }
$$('input[name=when]').forEach(function (r) { r.addEventListener('change', when); });
function errors(list) {
  $('#errs').innerHTML = list.map(function (e) { return '<li><a href="#' + e[0] + '">' + e[1] + '</a></li>'; }).join('');
  $('#errsum').hidden = !list.length;
  if (list.length) $('#errsum').focus();
  return !list.length;
}
function check(full) {
  var list = [], h = $('#headline').value.trim();
  if (!h) list.push(['headline', 'Add a headline']);
  else if (h.length > 90) list.push(['headline', 'The headline must be 90 characters or fewer']);
  if (full && !$('#section').value) list.push(['section', 'Choose a section']);
  if (full && !$('#body').value.trim()) list.push(['body', 'Write the article before it goes live']);
  return errors(list);
}
function keep() {
  ['headline', 'standfirst', 'body', 'section', 'slug', 'meta'].forEach(function (k) { window.article[k] = $('#' + k).value; });
  ['breaking', 'comments', 'members'].forEach(function (k) { window.article[k] = $('#sw-' + k).getAttribute('aria-checked') === 'true'; });
}
$('#primary').addEventListener('click', function () {
  var r = $('input[name=when]:checked').value;
  if (!check(r !== 'draft')) return;
  if (r === 'draft') { keep(); window.article.saved = 'Last saved today at 10:30'; statusLine(); toast('Draft saved'); return; }
  if (r === 'now') {
    $('#pb-text').textContent = 'It will appear on the homepage straight away.' + ($('#sw-breaking').getAttribute('aria-checked') === 'true' ? ' It will also show in the Breaking news banner.' : '');
    showDialog('dlg-publish'); return;
  }
  var d = $('#s-date').value, t = $('#s-time').value;
  if (!d || !t) return errors([['s-date', 'Choose a date and time']]);
  if (d + 'T' + t <= '2027-03-09T10:30') return errors([['s-date', 'Choose a time in the future']]);
  var x = new Date(d + 'T12:00:00');
  keep(); window.article.status = 'Scheduled'; window.article.date = d; window.article.time = t;
  window.article.when = DAYS[x.getDay()] + ' ' + x.getDate() + ' ' + MONTHS[x.getMonth()] + ' ' + x.getFullYear() + ' at ' + t;
  window.article.saved = 'Last saved today at 10:30'; statusLine(); toast('Scheduled for ' + window.article.when);
});
$('#pb-ok').addEventListener('click', function () { keep(); window.article.status = 'Published'; window.article.when = null; window.article.saved = 'Published today at 10:30'; hideDialog('dlg-publish'); statusLine(); toast('Article published'); });
$('#review').addEventListener('click', function () { if (!check(true)) return; keep(); window.article.status = 'In review'; statusLine(); toast('Sent to the news desk for review'); });
$('#preview').addEventListener('click', function () {
  var area = $('#preview-area'); area.hidden = false;
  var old = $('iframe', area); if (old) old.remove();
  var f = document.createElement('iframe'); f.title = 'Article preview'; f.style.cssText = 'width:100%;height:220px;border:1px solid #dde2e8;border-radius:8px;background:#fff';
  var esc = function (s) { return s.replace(/&/g, '&amp;').replace(/</g, '&lt;'); };
  f.srcdoc = '<body style="font:15px Georgia,serif;margin:12px"><p style="font:12px system-ui;color:#667">' + esc($('#section').value || 'No section') + '</p><h1>' + esc($('#headline').value) + '</h1><p><em>' + esc($('#standfirst').value) + '</em></p><p style="font:13px system-ui">By ' + esc(window.article.author) + '</p><p>' + esc($('#body').value) + '</p></body>';
  area.appendChild(f); window.previewed = true;
});
function comments() {
  $('#t-comments').textContent = 'Comments (' + window.pending.length + ')';
  $('#pending').innerHTML = window.pending.map(function (c) {
    return '<article class="card comment" data-id="' + c[0] + '"><p><strong>' + c[1] + '</strong></p><p>' + c[2] + '</p><div class="line"><button type="button" class="approve">Approve</button><button type="button" class="reject">Reject</button><button type="button" class="reply">Reply</button></div><div class="reply-box" hidden><label>Your reply <textarea rows="2" style="width:100%"></textarea></label><button type="button" class="post">Post reply</button></div></article>';
  }).join('') || '<p>No comments are waiting.</p>';
  $('#approved-h').textContent = 'Approved (' + window.approved.length + ')';
  $('#approved').innerHTML = window.approved.map(function (c) { return '<li><strong>' + c[0] + ':</strong> ' + c[1] + '</li>'; }).join('');
}
$('#pending').addEventListener('click', function (e) {
  var card = e.target.closest('.comment'); if (!card) return;
  var c = window.pending.filter(function (x) { return x[0] === card.dataset.id; })[0];
  var drop = function () { window.pending = window.pending.filter(function (x) { return x !== c; }); };
  if (e.target.closest('.approve')) { drop(); window.approved.push([c[1], c[2]]); comments(); toast('Comment from ' + c[1] + ' approved'); }
  if (e.target.closest('.reject')) { drop(); window.rejected.push(c[1]); comments(); toast('Comment from ' + c[1] + ' rejected'); }
  if (e.target.closest('.reply')) { $('.reply-box', card).hidden = false; $('textarea', card).focus(); }
  if (e.target.closest('.post')) { var t = $('textarea', card).value.trim(); if (!t) return; window.replies.push([c[1], t]); $('.reply-box', card).hidden = true; toast('Reply posted'); }
});
function revs() {
  $('#revs').innerHTML = REVISIONS.map(function (r, i) { return '<li data-n="' + i + '">' + r[0] + ' · ' + r[1] + ' · ' + r[2] + ' · "' + r[3] + '" ' + (i === 0 ? '<span class="tag">Current version</span>' : '<button type="button" class="restore">Restore</button>') + '</li>'; }).join('');
}
$('#revs').addEventListener('click', function (e) {
  var b = e.target.closest('.restore'); if (!b) return;
  var r = REVISIONS[Number(b.closest('li').dataset.n)];
  $('#headline').value = r[3]; counts(); window.restored = r[0];
  toast('Restored the version from ' + r[0].toLowerCase());
});
counts(); chips(); statusLine(); comments(); revs(); when();
if (query.get('tab')) $('#t-' + query.get('tab')).click();
`,
);

export const newsroomApp: CorpusApp = {
  name: 'newsroom',
  description:
    'Ledger, The Harbour Gazette\'s content system: an articles list (status tabs that count, a placeholder-only search on Enter, a section filter, six to a page, a checkbox, Edit and a "More actions" menu in every row with Unpublish only for published articles, a delete dialog, a bulk archive bar, Undo toasts); an article editor (a breadcrumb, a status line, a headline counter and limit, a word count, a section select, an author listbox with near-identical names, tags added with Enter and removed by their own buttons, switches, an accordion, publishing radios that change the main button and reveal a date and time, an error summary, a publish confirmation, a preview in an iframe, comments with the same Approve, Reject and Reply buttons, a history with Restore buttons).',
  routes: {
    '/newsroom/articles': () => newsroomArticles,
    '/newsroom/edit': () => newsroomEdit,
  },
};
