/**
 * A page of a held-out-5 fixture app: a full HTML document with the shared styles and the small behaviours most real
 * apps have (tabs, accordions, menus, dialogs, a toast), each app adding its own markup and script.
 */

const CSS = String.raw`
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; color: #1f2430; background: #f6f7f9; }
[hidden] { display: none !important; }
header.top { display: flex; align-items: center; gap: 16px; padding: 10px 20px; background: #fff; border-bottom: 1px solid #e2e5ea; }
header.top .brand { font-weight: 700; font-size: 18px; margin-right: auto; }
main { padding: 16px 20px; }
.layout { display: flex; gap: 20px; align-items: flex-start; }
.side { width: 220px; flex: none; }
.grow { flex: 1; min-width: 0; }
.card { background: #fff; border: 1px solid #e2e5ea; border-radius: 8px; padding: 12px 14px; margin-bottom: 12px; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(230px, 1fr)); gap: 12px; }
button, .btn { font: inherit; padding: 6px 12px; border: 1px solid #c5cad3; border-radius: 6px; background: #fff; cursor: pointer; color: inherit; text-decoration: none; display: inline-block; }
button.primary { background: #2456d6; color: #fff; border-color: #2456d6; }
button.danger { background: #c62f2f; color: #fff; border-color: #c62f2f; }
button:disabled { opacity: .5; cursor: not-allowed; }
button.icon { padding: 4px 8px; }
input, select, textarea { font: inherit; padding: 6px 8px; border: 1px solid #c5cad3; border-radius: 6px; background: #fff; }
label { display: inline-block; margin: 4px 0; }
.field { margin: 8px 0; }
.field > label:first-child { display: block; font-weight: 600; font-size: 13px; }
fieldset { border: 1px solid #d6dae1; border-radius: 8px; margin: 10px 0; padding: 8px 12px; }
legend { font-weight: 600; padding: 0 4px; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { text-align: left; padding: 7px 9px; border-bottom: 1px solid #eceef2; }
th { font-size: 12px; text-transform: uppercase; color: #5b6270; }
.muted { color: #6b7280; font-size: 13px; }
.badge { display: inline-block; min-width: 18px; padding: 0 6px; border-radius: 9px; background: #d92d20; color: #fff; font-size: 11px; text-align: center; }
.pill { display: inline-block; padding: 1px 8px; border-radius: 10px; background: #eef1f6; font-size: 12px; }
.error { color: #b42318; font-size: 13px; }
.backdrop { position: fixed; inset: 0; background: rgba(15, 20, 30, .45); display: flex; align-items: center; justify-content: center; z-index: 50; }
.backdrop > [role=dialog], .backdrop > [role=alertdialog] { background: #fff; border-radius: 10px; padding: 18px 20px; width: 440px; max-height: 90vh; overflow: auto; }
.actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 12px; }
[role=menu] { position: absolute; background: #fff; border: 1px solid #d6dae1; border-radius: 8px; box-shadow: 0 6px 18px rgba(0,0,0,.12); padding: 4px 0; min-width: 180px; z-index: 40; }
[role=menuitem] { display: block; width: 100%; text-align: left; border: 0; border-radius: 0; padding: 7px 14px; background: none; }
[role=menuitem]:hover { background: #eef2fb; }
[role=tablist] { display: flex; gap: 4px; border-bottom: 1px solid #d6dae1; margin-bottom: 10px; }
[role=tab] { border: 0; border-bottom: 2px solid transparent; border-radius: 0; background: none; }
[role=tab][aria-selected=true] { border-bottom-color: #2456d6; color: #2456d6; font-weight: 600; }
#toast { position: fixed; bottom: 20px; left: 50%; transform: translateX(-50%); background: #1f2430; color: #fff; padding: 10px 16px; border-radius: 8px; display: flex; gap: 12px; align-items: center; z-index: 60; }
#toast button { background: none; color: #9ec1ff; border: 0; }
.switch { display: inline-flex; align-items: center; gap: 8px; }
[role=switch] { width: 40px; height: 22px; border-radius: 11px; padding: 0; background: #c5cad3; position: relative; }
[role=switch][aria-checked=true] { background: #2456d6; }
[role=switch]::after { content: ""; position: absolute; top: 2px; left: 2px; width: 16px; height: 16px; border-radius: 50%; background: #fff; }
[role=switch][aria-checked=true]::after { left: 20px; }
.stepper { display: inline-flex; align-items: center; gap: 6px; }
.stepper output { min-width: 22px; text-align: center; font-weight: 600; }
progress, meter { width: 100%; }
`;

/** Behaviours shared by the apps; each app's own script comes after it. */
const COMMON_JS = String.raw`
var $ = function (s, r) { return (r || document).querySelector(s); };
var $$ = function (s, r) { return Array.prototype.slice.call((r || document).querySelectorAll(s)); };
window.toasts = [];
function toast(msg, action, onAction) {
  var t = document.getElementById('toast');
  t.querySelector('.msg').textContent = msg;
  var b = t.querySelector('button');
  b.hidden = !action;
  b.textContent = action || '';
  b.onclick = function () { t.hidden = true; if (onAction) onAction(); };
  t.hidden = false;
  window.toasts.push(msg);
  clearTimeout(window.__toastTimer);
  window.__toastTimer = setTimeout(function () { t.hidden = true; }, 9000);
}
function openDialog(id) {
  var d = document.getElementById(id);
  d.hidden = false;
  var f = d.querySelector('input:not([type=hidden]), select, textarea');
  if (f) f.focus();
}
function closeDialog(id) { document.getElementById(id).hidden = true; }
function closeMenus(except) {
  $$('[role=menu]').forEach(function (m) {
    if (m === except) return;
    m.hidden = true;
    $$('[aria-controls="' + m.id + '"]').forEach(function (b) { b.setAttribute('aria-expanded', 'false'); });
  });
}
document.addEventListener('click', function (e) {
  var tab = e.target.closest('[role=tab]');
  if (tab && !tab.disabled) {
    var list = tab.closest('[role=tablist]');
    $$('[role=tab]', list).forEach(function (t) {
      var on = t === tab;
      t.setAttribute('aria-selected', on ? 'true' : 'false');
      var p = document.getElementById(t.getAttribute('aria-controls'));
      if (p) p.hidden = !on;
    });
  }
  var acc = e.target.closest('button[data-acc]');
  if (acc) {
    var open = acc.getAttribute('aria-expanded') !== 'true';
    acc.setAttribute('aria-expanded', open ? 'true' : 'false');
    document.getElementById(acc.getAttribute('aria-controls')).hidden = !open;
  }
  var close = e.target.closest('[data-close]');
  if (close) close.closest('.backdrop').hidden = true;
  var mb = e.target.closest('[aria-haspopup=menu]');
  if (mb && mb.getAttribute('aria-controls')) {
    var menu = document.getElementById(mb.getAttribute('aria-controls'));
    var show = menu.hidden;
    closeMenus(menu);
    menu.hidden = !show;
    mb.setAttribute('aria-expanded', show ? 'true' : 'false');
    if (show && mb.dataset.place !== 'static') {
      var r = mb.getBoundingClientRect();
      menu.style.top = (r.bottom + window.scrollY + 4) + 'px';
      menu.style.left = Math.max(8, Math.min(r.left + window.scrollX, window.innerWidth - 220)) + 'px';
    }
    return;
  }
  if (!e.target.closest('[role=menu]')) closeMenus();
});
document.addEventListener('keydown', function (e) {
  if (e.key === 'Escape') {
    closeMenus();
    $$('.backdrop').forEach(function (b) { b.hidden = true; });
  }
});
`;

export function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title><style>${CSS}</style></head>
<body>
${body}
<div id="toast" role="status" hidden><span class="msg"></span><button type="button" hidden></button></div>
<script>${COMMON_JS}</script>
<script>${script}</script>
</body>
</html>`;
}
