/**
 * `drive`: Cloudnest, a file-sharing drive. A file list with folders, a search field named only by its placeholder, a
 * sort select, list/grid views, per-row checkboxes with a bulk bar, identical "Star" and "More actions" buttons in
 * every row, a context menu (also on right-click), rename / new-folder / share dialogs, pagination (8 a page), a
 * notifications bell with a count, uploads that finish after a delay, a trash with Restore and "Delete forever" in
 * every row, and a file page with a preview in an iframe, tabs, comments with identical buttons, a switch and a
 * version-history accordion.
 */
import type { CorpusApp } from '../../types';
import { page } from './html';

const ME = 'Ana Ruiz';

const ROOT = [
  { id: 'invoices', name: 'Invoices', kind: 'folder', owner: 'Tom Becker', modified: '2026-01-28', size: 0 },
  { id: 'photos', name: 'Photos', kind: 'folder', owner: ME, modified: '2026-03-03', size: 0 },
  { id: 'projects', name: 'Projects', kind: 'folder', owner: ME, modified: '2026-02-12', size: 0 },
  {
    id: 'budget',
    name: 'Budget 2026.xlsx',
    kind: 'Spreadsheet',
    owner: ME,
    modified: '2026-03-10',
    size: 48_000,
    starred: true,
  },
  { id: 'clients', name: 'Client list.csv', kind: 'CSV', owner: 'Tom Becker', modified: '2026-03-01', size: 3_000 },
  { id: 'contract', name: 'Contract signed.pdf', kind: 'PDF', owner: ME, modified: '2026-01-14', size: 880_000 },
  { id: 'logo-draft', name: 'Logo draft.png', kind: 'Image', owner: ME, modified: '2026-02-20', size: 295_000 },
  { id: 'logo-final', name: 'Logo final.png', kind: 'Image', owner: ME, modified: '2026-03-02', size: 310_000 },
  {
    id: 'notes',
    name: 'Meeting notes.docx',
    kind: 'Document',
    owner: 'Tom Becker',
    modified: '2026-03-09',
    size: 22_000,
  },
  {
    id: 'roadmap',
    name: 'Roadmap Q3.pptx',
    kind: 'Presentation',
    owner: 'Lena Fischer',
    modified: '2026-03-05',
    size: 5_100_000,
    starred: true,
  },
  {
    id: 'offsite',
    name: 'Team offsite.pdf',
    kind: 'PDF',
    owner: 'Lena Fischer',
    modified: '2026-03-07',
    size: 2_400_000,
  },
];

const PROJECTS = [
  { id: 'website', name: 'Website redesign', kind: 'folder', owner: ME, modified: '2026-03-08', size: 0 },
  {
    id: 'brand',
    name: 'Brand guidelines.pdf',
    kind: 'PDF',
    owner: 'Lena Fischer',
    modified: '2026-02-26',
    size: 1_700_000,
  },
  { id: 'copy', name: 'Copy deck.docx', kind: 'Document', owner: ME, modified: '2026-03-04', size: 61_000 },
  {
    id: 'sprint',
    name: 'Sprint plan.xlsx',
    kind: 'Spreadsheet',
    owner: 'Tom Becker',
    modified: '2026-03-11',
    size: 35_000,
  },
];

const UPLOADS = [
  { id: 'up-report', name: 'Quarterly report.pdf', kind: 'PDF', owner: ME, modified: '2026-03-12', size: 1_200_000 },
  {
    id: 'up-photo',
    name: 'Offsite group photo.jpg',
    kind: 'Image',
    owner: ME,
    modified: '2026-03-12',
    size: 3_300_000,
  },
];

const SHARES = {
  budget: [
    { name: 'Ana Ruiz (you)', email: 'ana.ruiz@cloudnest.io', role: 'Owner' },
    { name: 'Tom Becker', email: 'tom.becker@cloudnest.io', role: 'Editor' },
  ],
};

const shell = (active: string, inner: string) => `
<header class="top">
  <span class="brand">☁ Cloudnest</span>
  <form id="search-form" role="search" onsubmit="return false">
    <input id="search" type="search" placeholder="Search in Drive" autocomplete="off" style="width:320px">
    <button type="submit" class="icon" aria-label="Search">🔍</button>
  </form>
  <button id="bell" class="icon" aria-label="Notifications" aria-haspopup="menu" aria-controls="notif-menu" aria-expanded="false">🔔 <span class="badge" id="notif-count">3</span></button>
  <button id="account" class="icon" aria-label="Account menu" aria-haspopup="menu" aria-controls="account-menu" aria-expanded="false">AR</button>
</header>
<div role="menu" id="notif-menu" aria-label="Notifications" hidden style="width:330px">
  <div id="notif-list" style="padding:6px 12px">
    <p>Lena Fischer shared “Roadmap Q3.pptx” with you</p>
    <p>Tom Becker commented on “Budget 2026.xlsx”</p>
    <p>Your storage is 49% full</p>
  </div>
  <button role="menuitem" id="mark-read">Mark all as read</button>
</div>
<div role="menu" id="account-menu" aria-label="Account" hidden>
  <div style="padding:6px 14px"><strong>Ana Ruiz</strong><br><span class="muted">ana.ruiz@cloudnest.io</span></div>
  <button role="menuitem">Settings</button>
  <button role="menuitem">Keyboard shortcuts</button>
  <button role="menuitem" onclick="location.href='/drive/signed-out'">Sign out</button>
</div>
<main class="layout">
  <nav class="side" aria-label="Drive">
    <div style="position:relative">
      <button class="primary" id="new-btn" aria-haspopup="menu" aria-controls="new-menu" aria-expanded="false">＋ New</button>
    </div>
    <ul style="list-style:none;padding:0;line-height:2">
      <li><a href="/drive" ${active === 'mine' ? 'aria-current="page"' : ''}>My Drive</a></li>
      <li><a href="/drive?filter=shared" ${active === 'shared' ? 'aria-current="page"' : ''}>Shared with me</a></li>
      <li><a href="/drive?filter=starred" ${active === 'starred' ? 'aria-current="page"' : ''}>Starred (<span id="starred-count">2</span>)</a></li>
      <li><a href="/drive/trash" ${active === 'trash' ? 'aria-current="page"' : ''}>Trash (<span id="trash-count">4</span>)</a></li>
    </ul>
    <div class="card">
      <div>Storage</div>
      <div role="progressbar" aria-label="Storage used" aria-valuenow="49" aria-valuemin="0" aria-valuemax="100" style="height:6px;background:#e2e5ea;border-radius:3px"><div style="width:49%;height:6px;background:#2456d6;border-radius:3px"></div></div>
      <div class="muted">7.4 GB of 15 GB used</div>
      <a href="#" onclick="return false">Get more storage</a>
    </div>
  </nav>
  <div class="grow">${inner}</div>
</main>
<div role="menu" id="new-menu" aria-label="New" hidden>
  <button role="menuitem" id="mi-new-folder">New folder</button>
  <button role="menuitem" id="mi-upload">File upload</button>
  <button role="menuitem" id="mi-new-doc">New document</button>
</div>`;

const listPage = page(
  'My Drive - Cloudnest',
  shell(
    'mine',
    `
  <nav aria-label="Breadcrumb" id="crumbs" class="muted"></nav>
  <h1 id="title">My Drive</h1>
  <div style="display:flex;gap:10px;align-items:center;margin-bottom:10px">
    <label for="sort">Sort by</label>
    <select id="sort"><option value="name">Name</option><option value="modified">Last modified</option><option value="size">File size</option></select>
    <span style="margin-left:auto"></span>
    <button id="view-list" aria-pressed="true">List</button>
    <button id="view-grid" aria-pressed="false">Grid</button>
  </div>
  <div id="upload-panel" class="card" hidden><strong id="upload-title"></strong><div id="upload-detail" class="muted"></div></div>
  <div id="bulk" class="card" hidden style="display:flex;gap:10px;align-items:center">
    <strong id="bulk-count"></strong>
    <button id="bulk-download">Download</button>
    <button id="bulk-trash">Move to trash</button>
    <button id="bulk-clear">Clear selection</button>
  </div>
  <p id="result-count" class="muted"></p>
  <table id="files">
    <thead><tr><th><input type="checkbox" id="select-all" aria-label="Select all"></th><th>Name</th><th>Owner</th><th>Last modified</th><th>File size</th><th></th></tr></thead>
    <tbody id="rows"></tbody>
  </table>
  <div id="grid" class="cards" hidden></div>
  <div style="display:flex;gap:10px;align-items:center;margin-top:10px">
    <button id="prev">Previous</button>
    <span id="page-info"></span>
    <button id="next">Next</button>
  </div>
  <p id="empty" class="muted" hidden>No files match your search.</p>`,
  ) +
    `
<div role="menu" id="ctx" aria-label="File actions" hidden>
  <button role="menuitem" data-act="open">Open</button>
  <button role="menuitem" data-act="rename">Rename</button>
  <button role="menuitem" data-act="share">Share</button>
  <button role="menuitem" data-act="copy">Make a copy</button>
  <button role="menuitem" data-act="download">Download</button>
  <button role="menuitem" data-act="trash">Move to trash</button>
</div>
<div class="backdrop" id="rename-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="rename-h">
    <h2 id="rename-h">Rename</h2>
    <div class="field"><label for="rename-input">Name</label><input id="rename-input" style="width:100%"></div>
    <p class="error" id="rename-error" role="alert"></p>
    <div class="actions"><button data-close>Cancel</button><button class="primary" id="rename-ok">Rename</button></div>
  </div>
</div>
<div class="backdrop" id="folder-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="folder-h">
    <h2 id="folder-h">New folder</h2>
    <div class="field"><label for="folder-input">Folder name</label><input id="folder-input" value="Untitled folder" style="width:100%"></div>
    <div class="actions"><button data-close>Cancel</button><button class="primary" id="folder-ok">Create</button></div>
  </div>
</div>
<div class="backdrop" id="share-dlg" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="share-h" style="width:520px">
    <h2 id="share-h">Share</h2>
    <div style="display:flex;gap:8px">
      <input id="share-to" placeholder="Add people, groups or emails" style="flex:1">
      <select id="share-role" aria-label="Access level"><option>Viewer</option><option>Commenter</option><option>Editor</option></select>
    </div>
    <p class="error" id="share-error" role="alert"></p>
    <label><input type="checkbox" id="share-notify" checked> Notify people</label>
    <div><textarea id="share-msg" placeholder="Message" rows="2" style="width:100%"></textarea></div>
    <h3>People with access</h3>
    <ul id="share-people" style="list-style:none;padding:0"></ul>
    <h3>General access</h3>
    <select id="share-general" aria-label="General access"><option>Restricted</option><option>Anyone with the link</option></select>
    <div class="actions" style="justify-content:space-between">
      <button id="copy-link">🔗 Copy link</button>
      <span><button data-close>Cancel</button> <button class="primary" id="share-send" disabled>Send</button></span>
    </div>
  </div>
</div>`,
  String.raw`
var DATA = { root: ${JSON.stringify(ROOT)}, projects: ${JSON.stringify(PROJECTS)} };
var UPLOADS = ${JSON.stringify(UPLOADS)};
var params = new URLSearchParams(location.search);
var drive = window.drive = {
  folder: params.get('folder') || 'root',
  filter: params.get('filter') || '',
  items: [], page: Number(params.get('page') || 1), sort: 'name', query: '', view: params.get('view') || 'list',
  selected: [], trash: 4, menuFor: null, shares: ${JSON.stringify(SHARES)}, log: [], downloads: [], copies: 0, notified: [],
};
drive.items = (DATA[drive.folder] || DATA.root).map(function (i) { return Object.assign({ starred: false }, i); });
var PER_PAGE = 8;
function fmtSize(b) { if (!b) return '—'; if (b >= 1000000) return (b / 1000000).toFixed(1) + ' MB'; return Math.round(b / 1000) + ' KB'; }
var MONTHS = ['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'];
function fmtDate(d) { var p = d.split('-'); return Number(p[2]) + ' ' + MONTHS[Number(p[1]) - 1] + ' ' + p[0]; }
function byId(id) { return drive.items.find(function (i) { return i.id === id; }); }
function visible() {
  var list = drive.items.filter(function (i) {
    if (drive.filter === 'starred' && !i.starred) return false;
    if (drive.filter === 'shared' && i.owner === 'Ana Ruiz') return false;
    if (drive.query && i.name.toLowerCase().indexOf(drive.query.toLowerCase()) < 0) return false;
    return true;
  });
  list.sort(function (a, b) {
    if (drive.sort === 'name') {
      if ((a.kind === 'folder') !== (b.kind === 'folder')) return a.kind === 'folder' ? -1 : 1;
      return a.name.localeCompare(b.name);
    }
    if (drive.sort === 'modified') return b.modified.localeCompare(a.modified);
    return b.size - a.size;
  });
  return list;
}
function icon(i) { return i.kind === 'folder' ? '📁' : i.kind === 'Image' ? '🖼' : '📄'; }
function link(i) { return i.kind === 'folder' ? '/drive?folder=' + i.id : '/drive/file?id=' + i.id; }
function render() {
  var list = visible();
  var pages = Math.max(1, Math.ceil(list.length / PER_PAGE));
  if (drive.page > pages) drive.page = pages;
  var shown = list.slice((drive.page - 1) * PER_PAGE, drive.page * PER_PAGE);
  var rows = $('#rows'); rows.innerHTML = '';
  var grid = $('#grid'); grid.innerHTML = '';
  shown.forEach(function (i) {
    var tr = document.createElement('tr');
    tr.dataset.id = i.id;
    tr.innerHTML = '<td><input type="checkbox" aria-label="Select"' + (drive.selected.indexOf(i.id) >= 0 ? ' checked' : '') + '></td>' +
      '<td>' + icon(i) + ' <a href="' + link(i) + '">' + i.name + '</a></td><td>' + (i.owner === 'Ana Ruiz' ? 'me' : i.owner) + '</td>' +
      '<td>' + fmtDate(i.modified) + '</td><td>' + fmtSize(i.size) + '</td>' +
      '<td><button class="icon star" aria-label="Star" aria-pressed="' + !!i.starred + '">' + (i.starred ? '★' : '☆') + '</button> ' +
      '<button class="icon more" aria-label="More actions" aria-haspopup="menu" aria-expanded="false">⋮</button></td>';
    rows.appendChild(tr);
    var card = document.createElement('div');
    card.className = 'card'; card.dataset.id = i.id;
    card.innerHTML = '<div style="font-size:36px">' + icon(i) + '</div><a href="' + link(i) + '">' + i.name + '</a><div class="muted">' + fmtDate(i.modified) + '</div>' +
      '<button class="icon star" aria-label="Star" aria-pressed="' + !!i.starred + '">' + (i.starred ? '★' : '☆') + '</button> <button class="icon more" aria-label="More actions" aria-haspopup="menu">⋮</button>';
    grid.appendChild(card);
  });
  $('#files').hidden = drive.view !== 'list';
  grid.hidden = drive.view !== 'grid';
  $('#view-list').setAttribute('aria-pressed', drive.view === 'list');
  $('#view-grid').setAttribute('aria-pressed', drive.view === 'grid');
  var from = list.length ? (drive.page - 1) * PER_PAGE + 1 : 0;
  $('#result-count').textContent = drive.query
    ? list.length + (list.length === 1 ? ' result' : ' results')
    : 'Showing ' + from + '–' + ((drive.page - 1) * PER_PAGE + shown.length) + ' of ' + list.length + ' items';
  $('#page-info').textContent = 'Page ' + drive.page + ' of ' + pages;
  $('#prev').disabled = drive.page <= 1;
  $('#next').disabled = drive.page >= pages;
  $('#empty').hidden = list.length > 0;
  $('#starred-count').textContent = drive.items.filter(function (i) { return i.starred; }).length + (drive.folder === 'root' ? 0 : 2);
  $('#trash-count').textContent = drive.trash;
  var n = drive.selected.length;
  $('#bulk').hidden = n === 0;
  $('#bulk-count').textContent = n + ' selected';
  $('#select-all').checked = shown.length > 0 && shown.every(function (i) { return drive.selected.indexOf(i.id) >= 0; });
  var title = drive.filter === 'starred' ? 'Starred' : drive.filter === 'shared' ? 'Shared with me' : drive.folder === 'projects' ? 'Projects' : 'My Drive';
  if (drive.query) title = 'Search results for “' + drive.query + '”';
  $('#title').textContent = title;
  document.title = title + ' - Cloudnest';
  $('#crumbs').innerHTML = drive.folder === 'projects' ? '<a href="/drive">My Drive</a> › Projects' : '';
}
render();
document.addEventListener('change', function (e) {
  var row = e.target.closest('tr[data-id]');
  if (row && e.target.type === 'checkbox') {
    var id = row.dataset.id;
    drive.selected = drive.selected.filter(function (x) { return x !== id; });
    if (e.target.checked) drive.selected.push(id);
    render();
  }
});
$('#select-all').addEventListener('change', function (e) {
  var list = visible().slice((drive.page - 1) * PER_PAGE, drive.page * PER_PAGE);
  drive.selected = e.target.checked ? list.map(function (i) { return i.id; }) : [];
  render();
});
var ctx = $('#ctx');
function openCtx(id, x, y, btn) {
  drive.menuFor = id;
  closeMenus();
  ctx.hidden = false;
  ctx.style.left = Math.min(x, window.innerWidth - 220) + 'px';
  ctx.style.top = (y + window.scrollY) + 'px';
  if (btn) btn.setAttribute('aria-expanded', 'true');
  ctx.querySelector('[data-act=open]').textContent = byId(id).kind === 'folder' ? 'Open folder' : 'Open';
}
document.addEventListener('click', function (e) {
  var holder = e.target.closest('[data-id]');
  if (e.target.closest('button.star') && holder) {
    var it = byId(holder.dataset.id); it.starred = !it.starred; drive.log.push('star:' + it.id + ':' + it.starred);
    toast(it.starred ? 'Added to Starred' : 'Removed from Starred');
    render();
  }
  if (e.target.closest('button.more') && holder) {
    e.stopPropagation();
    var r = e.target.closest('button.more').getBoundingClientRect();
    openCtx(holder.dataset.id, r.left - 150, r.bottom + 4, e.target.closest('button.more'));
  }
}, true);
$('#rows').addEventListener('contextmenu', function (e) {
  var row = e.target.closest('tr[data-id]');
  if (!row) return;
  e.preventDefault();
  openCtx(row.dataset.id, e.clientX, e.clientY);
});
ctx.addEventListener('click', function (e) {
  var b = e.target.closest('[data-act]');
  if (!b) return;
  var it = byId(drive.menuFor);
  ctx.hidden = true;
  var act = b.dataset.act;
  drive.log.push(act + ':' + it.id);
  if (act === 'open') location.href = link(it);
  if (act === 'rename') { $('#rename-input').value = it.name; $('#rename-error').textContent = ''; openDialog('rename-dlg'); $('#rename-input').select(); }
  if (act === 'share') openShare(it);
  if (act === 'copy') { drive.copies++; var c = Object.assign({}, it, { id: it.id + '-copy', name: 'Copy of ' + it.name, starred: false, owner: 'Ana Ruiz', modified: '2026-03-12' }); drive.items.push(c); toast('Created “' + c.name + '”'); render(); }
  if (act === 'download') { drive.downloads.push(it.id); toast('Downloading “' + it.name + '”'); }
  if (act === 'trash') trashItems([it.id]);
});
function trashItems(ids) {
  var removed = drive.items.filter(function (i) { return ids.indexOf(i.id) >= 0; });
  drive.items = drive.items.filter(function (i) { return ids.indexOf(i.id) < 0; });
  drive.selected = drive.selected.filter(function (x) { return ids.indexOf(x) < 0; });
  drive.trash += removed.length;
  render();
  toast(removed.length === 1 ? '“' + removed[0].name + '” moved to trash' : removed.length + ' items moved to trash', 'Undo', function () {
    drive.items = drive.items.concat(removed); drive.trash -= removed.length; render();
  });
}
$('#rename-ok').addEventListener('click', function () {
  var it = byId(drive.menuFor);
  var v = $('#rename-input').value.trim();
  if (!v) { $('#rename-error').textContent = 'Enter a name.'; return; }
  if (drive.items.some(function (i) { return i !== it && i.name.toLowerCase() === v.toLowerCase(); })) {
    $('#rename-error').textContent = 'An item named “' + v + '” already exists in this folder.'; return;
  }
  it.name = v; closeDialog('rename-dlg'); toast('Renamed to “' + v + '”'); render();
});
$('#mi-new-folder').addEventListener('click', function () { closeMenus(); openDialog('folder-dlg'); $('#folder-input').select(); });
$('#mi-new-doc').addEventListener('click', function () { closeMenus(); toast('New documents are not available in this workspace'); });
$('#folder-ok').addEventListener('click', function () {
  var v = $('#folder-input').value.trim() || 'Untitled folder';
  drive.items.push({ id: 'new-' + drive.items.length, name: v, kind: 'folder', owner: 'Ana Ruiz', modified: '2026-03-12', size: 0, starred: false });
  closeDialog('folder-dlg'); toast('Folder “' + v + '” created'); render();
});
function startUpload() {
  var panel = $('#upload-panel'); panel.hidden = false;
  $('#upload-title').textContent = 'Uploading 2 files…';
  $('#upload-detail').textContent = 'Quarterly report.pdf, Offsite group photo.jpg';
  setTimeout(function () {
    drive.items = drive.items.concat(UPLOADS.map(function (u) { return Object.assign({ starred: false }, u); }));
    $('#upload-title').textContent = '2 uploads complete';
    $('#upload-detail').textContent = '';
    render();
  }, 2500);
}
$('#mi-upload').addEventListener('click', function () { closeMenus(); startUpload(); });
if (params.get('uploading')) startUpload();
var shareFor = null;
function renderPeople() {
  var list = drive.shares[shareFor.id] || [{ name: 'Ana Ruiz (you)', email: 'ana.ruiz@cloudnest.io', role: 'Owner' }];
  drive.shares[shareFor.id] = list;
  $('#share-people').innerHTML = list.map(function (p) {
    return '<li style="display:flex;justify-content:space-between;padding:4px 0"><span>' + p.name + '<br><span class="muted">' + p.email + '</span></span><span>' + p.role + '</span></li>';
  }).join('');
}
function openShare(it) {
  shareFor = it;
  $('#share-h').textContent = 'Share “' + it.name + '”';
  $('#share-to').value = ''; $('#share-error').textContent = ''; $('#share-send').disabled = true; $('#share-msg').value = '';
  $('#share-role').value = 'Viewer';
  renderPeople();
  openDialog('share-dlg');
}
$('#share-to').addEventListener('input', function () { $('#share-send').disabled = !this.value.trim(); });
$('#share-send').addEventListener('click', function () {
  var emails = $('#share-to').value.split(/[,;\s]+/).filter(Boolean);
  var bad = emails.filter(function (m) { return !/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/i.test(m); });
  if (bad.length) { $('#share-error').textContent = 'Enter a valid email address: ' + bad[0]; return; }
  var role = $('#share-role').value;
  emails.forEach(function (m) {
    drive.shares[shareFor.id].push({ name: m, email: m, role: role });
    if ($('#share-notify').checked) drive.notified.push(m);
  });
  drive.log.push('shared:' + shareFor.id + ':' + emails.join(',') + ':' + role + ':' + $('#share-msg').value);
  closeDialog('share-dlg');
  toast('Shared with ' + emails.length + (emails.length === 1 ? ' person' : ' people'));
});
$('#copy-link').addEventListener('click', function () { drive.log.push('link:' + shareFor.id); toast('Link copied'); });
$('#share-general').addEventListener('change', function () { drive.log.push('general:' + shareFor.id + ':' + this.value); });
$('#search-form').addEventListener('submit', function () { drive.query = $('#search').value.trim(); drive.page = 1; render(); });
$('#sort').addEventListener('change', function () { drive.sort = this.value; drive.page = 1; render(); });
$('#view-list').addEventListener('click', function () { drive.view = 'list'; render(); });
$('#view-grid').addEventListener('click', function () { drive.view = 'grid'; render(); });
$('#prev').addEventListener('click', function () { drive.page--; render(); });
$('#next').addEventListener('click', function () { drive.page++; render(); });
$('#bulk-clear').addEventListener('click', function () { drive.selected = []; render(); });
$('#bulk-trash').addEventListener('click', function () { trashItems(drive.selected.slice()); });
$('#bulk-download').addEventListener('click', function () { drive.downloads = drive.downloads.concat(drive.selected); toast('Preparing ' + drive.selected.length + ' files for download'); });
$('#mark-read').addEventListener('click', function () { $('#notif-count').hidden = true; drive.log.push('read-all'); closeMenus(); });
`,
);

const TRASH = [
  { id: 't-logo', name: 'Old logo.png', when: 'Deleted 2 days ago', size: '120 KB' },
  { id: 't-contract', name: 'Draft contract.docx', when: 'Deleted 6 days ago', size: '41 KB' },
  { id: 't-receipts', name: 'Receipts 2024', when: 'Deleted 12 days ago', size: '—' },
  { id: 't-shot', name: 'Screenshot 2026-02-11.png', when: 'Deleted 27 days ago', size: '1.1 MB' },
];

const trashPage = page(
  'Trash - Cloudnest',
  shell(
    'trash',
    `
  <h1>Trash</h1>
  <p class="muted">Items in trash are deleted forever after 30 days.</p>
  <div style="display:flex;gap:10px;align-items:center"><span id="trash-summary"></span><button id="empty-trash" class="danger" style="margin-left:auto">Empty trash</button></div>
  <table style="margin-top:10px">
    <thead><tr><th>Name</th><th>Deleted</th><th>File size</th><th>Actions</th></tr></thead>
    <tbody id="trash-rows"></tbody>
  </table>
  <p id="trash-empty" class="muted" hidden>Trash is empty</p>`,
  ) +
    `
<div class="backdrop" id="empty-dlg" hidden>
  <div role="alertdialog" aria-modal="true" aria-labelledby="empty-h">
    <h2 id="empty-h">Delete forever?</h2>
    <p id="empty-text"></p>
    <div class="actions"><button data-close>Cancel</button><button class="danger" id="empty-ok">Delete forever</button></div>
  </div>
</div>`,
  String.raw`
var trash = window.trash = { items: ${JSON.stringify(TRASH)}, restored: [], deleted: [] };
function renderTrash() {
  $('#trash-rows').innerHTML = trash.items.map(function (t) {
    return '<tr data-id="' + t.id + '"><td>' + t.name + '</td><td>' + t.when + '</td><td>' + t.size + '</td><td><button class="restore">Restore</button> <button class="forever">Delete forever</button></td></tr>';
  }).join('');
  $('#trash-summary').textContent = trash.items.length + (trash.items.length === 1 ? ' item' : ' items') + ' in trash';
  $('#trash-count').textContent = trash.items.length;
  $('#trash-empty').hidden = trash.items.length > 0;
  $('#empty-trash').disabled = trash.items.length === 0;
}
renderTrash();
$('#trash-rows').addEventListener('click', function (e) {
  var row = e.target.closest('tr'); if (!row) return;
  var t = trash.items.find(function (x) { return x.id === row.dataset.id; });
  if (e.target.closest('.restore')) { trash.restored.push(t.id); trash.items = trash.items.filter(function (x) { return x !== t; }); toast('“' + t.name + '” restored'); renderTrash(); }
  if (e.target.closest('.forever')) { trash.deleted.push(t.id); trash.items = trash.items.filter(function (x) { return x !== t; }); toast('“' + t.name + '” deleted forever'); renderTrash(); }
});
$('#empty-trash').addEventListener('click', function () { $('#empty-text').textContent = 'All ' + trash.items.length + ' items in trash will be deleted forever. You can’t undo this.'; openDialog('empty-dlg'); });
$('#empty-ok').addEventListener('click', function () { trash.deleted = trash.deleted.concat(trash.items.map(function (t) { return t.id; })); trash.items = []; closeDialog('empty-dlg'); toast('Trash emptied'); renderTrash(); });
`,
);

const COMMENTS = [
  { id: 'c1', who: 'Tom Becker', when: '9 Mar', text: 'Can we move the marketing line to Q2?' },
  { id: 'c2', who: 'Lena Fischer', when: '10 Mar', text: 'Travel budget looks low for the offsite.' },
  { id: 'c3', who: 'Tom Becker', when: '11 Mar', text: 'Updated the totals on Sheet 2.' },
];

const filePage = page(
  'Budget 2026.xlsx - Cloudnest',
  shell(
    'mine',
    `
  <nav aria-label="Breadcrumb" class="muted"><a href="/drive">My Drive</a> › Budget 2026.xlsx</nav>
  <div style="display:flex;align-items:center;gap:10px">
    <h1 style="margin-right:auto">Budget 2026.xlsx</h1>
    <button id="file-share" class="primary">Share</button>
    <button id="file-download">Download</button>
  </div>
  <div class="layout">
    <div class="grow">
      <iframe id="preview" title="File preview" src="/drive/preview" style="width:100%;height:330px;border:1px solid #d6dae1;background:#fff"></iframe>
      <div class="card">
        <button data-acc aria-expanded="false" aria-controls="versions">Version history (4 versions)</button>
        <ol id="versions" hidden>
          <li data-v="4">10 Mar 2026, 16:42 – Tom Becker <span class="pill">Current version</span></li>
          <li data-v="3">6 Mar 2026, 09:15 – Ana Ruiz <button class="restore-v">Restore</button></li>
          <li data-v="2">12 Feb 2026, 11:03 – Ana Ruiz <button class="restore-v">Restore</button></li>
          <li data-v="1">2 Jan 2026, 08:30 – Ana Ruiz <button class="restore-v">Restore</button></li>
        </ol>
      </div>
    </div>
    <aside class="card" style="width:360px">
      <div role="tablist" aria-label="File information">
        <button role="tab" id="tab-details" aria-selected="true" aria-controls="panel-details">Details</button>
        <button role="tab" id="tab-activity" aria-selected="false" aria-controls="panel-activity">Activity</button>
        <button role="tab" id="tab-comments" aria-selected="false" aria-controls="panel-comments">Comments (<span id="comment-count">3</span>)</button>
      </div>
      <section role="tabpanel" id="panel-details" aria-labelledby="tab-details">
        <dl style="display:grid;grid-template-columns:110px 1fr;gap:4px">
          <dt>Type</dt><dd>Spreadsheet</dd>
          <dt>Size</dt><dd>48 KB</dd>
          <dt>Owner</dt><dd>Ana Ruiz</dd>
          <dt>Modified</dt><dd>10 Mar 2026 by Tom Becker</dd>
          <dt>Created</dt><dd>2 Jan 2026</dd>
          <dt>Location</dt><dd>My Drive</dd>
        </dl>
        <div class="switch"><button role="switch" id="offline" aria-checked="false" aria-labelledby="offline-l"></button><span id="offline-l">Available offline</span></div>
        <div class="field"><label for="desc">Description</label><textarea id="desc" rows="2" style="width:100%" placeholder="Add a description"></textarea></div>
        <button id="desc-save">Save description</button> <span id="desc-saved" class="muted" role="status"></span>
      </section>
      <section role="tabpanel" id="panel-activity" aria-labelledby="tab-activity" hidden>
        <ul>
          <li>Tom Becker edited this file · 10 Mar</li>
          <li>Ana Ruiz shared this file with Tom Becker · 4 Mar</li>
          <li>Ana Ruiz created this file · 2 Jan</li>
        </ul>
      </section>
      <section role="tabpanel" id="panel-comments" aria-labelledby="tab-comments" hidden>
        <div id="comments"></div>
        <textarea id="new-comment" placeholder="Add a comment" rows="2" style="width:100%"></textarea>
        <button id="post-comment" class="primary" disabled>Comment</button>
      </section>
    </aside>
  </div>`,
  ),
  String.raw`
var file = window.file = { comments: ${JSON.stringify(COMMENTS)}, resolved: [], offline: false, restoredVersion: null, description: '', downloads: 0 };
function renderComments() {
  $('#comments').innerHTML = file.comments.map(function (c) {
    var done = file.resolved.indexOf(c.id) >= 0;
    return '<div class="card" data-comment="' + c.id + '"><strong>' + c.who + '</strong> <span class="muted">' + c.when + '</span><p>' + c.text + '</p>' +
      (done ? '<span class="pill">Resolved</span>' : '<button class="resolve">Resolve</button> <button class="reply">Reply</button>') + '</div>';
  }).join('');
  $('#comment-count').textContent = file.comments.length - file.resolved.length;
}
renderComments();
$('#comments').addEventListener('click', function (e) {
  var c = e.target.closest('[data-comment]');
  if (e.target.closest('.resolve')) { file.resolved.push(c.dataset.comment); renderComments(); toast('Comment resolved'); }
  if (e.target.closest('.reply')) { $('#new-comment').value = '@' + c.querySelector('strong').textContent + ' '; $('#new-comment').focus(); $('#post-comment').disabled = false; }
});
$('#new-comment').addEventListener('input', function () { $('#post-comment').disabled = !this.value.trim(); });
$('#post-comment').addEventListener('click', function () {
  file.comments.push({ id: 'c' + (file.comments.length + 1), who: 'Ana Ruiz', when: 'now', text: $('#new-comment').value.trim() });
  $('#new-comment').value = ''; this.disabled = true; renderComments();
});
$('#offline').addEventListener('click', function () {
  file.offline = !file.offline; this.setAttribute('aria-checked', file.offline);
  toast(file.offline ? 'Budget 2026.xlsx will be available offline' : 'Removed from offline files');
});
$('#desc-save').addEventListener('click', function () { file.description = $('#desc').value; $('#desc-saved').textContent = 'Description saved'; });
$('#versions').addEventListener('click', function (e) {
  var li = e.target.closest('li');
  if (e.target.closest('.restore-v')) { file.restoredVersion = Number(li.dataset.v); toast('Restored the version of ' + li.firstChild.textContent.split(' –')[0]); }
});
$('#file-download').addEventListener('click', function () { file.downloads++; toast('Downloading “Budget 2026.xlsx”'); });
$('#file-share').addEventListener('click', function () { toast('Sharing opens from My Drive'); });
`,
);

const previewPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title>
<style>body{font:13px system-ui,sans-serif;margin:8px}table{border-collapse:collapse}td,th{border:1px solid #ccd;padding:3px 8px}button{font:inherit}</style></head>
<body>
<div style="display:flex;gap:8px;align-items:center;margin-bottom:6px">
  <button id="sheet1" aria-pressed="true">Sheet 1</button><button id="sheet2" aria-pressed="false">Sheet 2</button>
  <span style="margin-left:auto">Zoom</span><button id="zoom-out" aria-label="Zoom out">−</button><output id="zoom">100%</output><button id="zoom-in" aria-label="Zoom in">+</button>
</div>
<table id="s1"><tr><th>Category</th><th>Q1</th><th>Q2</th></tr><tr><td>Marketing</td><td>12,000</td><td>9,500</td></tr><tr><td>Travel</td><td>4,200</td><td>3,800</td></tr><tr><td>Total</td><td>16,200</td><td>13,300</td></tr></table>
<table id="s2" hidden><tr><th>Month</th><th>Spent</th></tr><tr><td>January</td><td>5,120</td></tr><tr><td>February</td><td>4,870</td></tr><tr><td>Total</td><td>9,990</td></tr></table>
<script>
var z = 100;
window.preview = { sheet: 1, zoom: 100 };
function show(n){ preview.sheet = n; document.getElementById('s1').hidden = n !== 1; document.getElementById('s2').hidden = n !== 2; document.getElementById('sheet1').setAttribute('aria-pressed', n === 1); document.getElementById('sheet2').setAttribute('aria-pressed', n === 2); }
document.getElementById('sheet1').onclick = function(){ show(1); };
document.getElementById('sheet2').onclick = function(){ show(2); };
document.getElementById('zoom-in').onclick = function(){ z += 10; preview.zoom = z; document.getElementById('zoom').textContent = z + '%'; };
document.getElementById('zoom-out').onclick = function(){ z -= 10; preview.zoom = z; document.getElementById('zoom').textContent = z + '%'; };
</script>
</body></html>`;

const signedOut = page(
  'Signed out - Cloudnest',
  '<main><h1>You have signed out</h1><a href="/drive">Sign in again</a></main>',
);

export const driveApp: CorpusApp = {
  name: 'drive',
  description:
    'Cloudnest, a file-sharing drive: file list with folders, placeholder-only search, sort select, list/grid views, per-row checkboxes and a bulk bar, identical Star and More actions buttons, a context menu, rename/new-folder/share dialogs, pagination, a notifications bell, delayed uploads, a trash with row actions and a confirmation dialog, and a file page with an iframe preview, tabs, comments, a switch and a version-history accordion.',
  routes: {
    '/drive': listPage,
    '/drive/trash': trashPage,
    '/drive/file': filePage,
    '/drive/preview': previewPage,
    '/drive/signed-out': signedOut,
  },
};
