/**
 * A page of a held-out-6 fixture app: a full HTML document with shared styles and the small behaviours real apps have
 * (tabs, accordions, menus, dialogs, a toast, ARIA listboxes, steppers, switches, star ratings). Each app adds its own
 * markup and script; state a user would have clicked their way to comes from the query string.
 */

const CSS = `
* { box-sizing: border-box; }
body { font: 14px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0; color: #1c2230; background: #f4f6f8; }
[hidden] { display: none !important; }
header.top { display: flex; align-items: center; gap: 14px; padding: 10px 20px; background: #fff; border-bottom: 1px solid #dfe3e8; position: relative; }
header.top .brand { font-weight: 700; font-size: 18px; margin-right: auto; }
nav.links a { margin-right: 12px; color: #2450c8; text-decoration: none; }
main { padding: 16px 22px; max-width: 1180px; }
.card { background: #fff; border: 1px solid #dfe3e8; border-radius: 8px; padding: 12px 14px; margin-bottom: 12px; }
.cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 12px; }
.row { display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
button, .btn { font: inherit; padding: 6px 12px; border: 1px solid #c3c9d2; border-radius: 6px; background: #fff; cursor: pointer; color: inherit; text-decoration: none; display: inline-block; }
button.primary, .btn.primary { background: #1d5fd1; color: #fff; border-color: #1d5fd1; }
button.danger { background: #bf2d2d; color: #fff; border-color: #bf2d2d; }
button:disabled { opacity: .5; cursor: not-allowed; }
button.icon { padding: 4px 8px; }
input, select, textarea { font: inherit; padding: 6px 8px; border: 1px solid #c3c9d2; border-radius: 6px; background: #fff; }
.field { margin: 8px 0; }
.field > label:first-child, .field > .lbl { display: block; font-weight: 600; font-size: 13px; }
fieldset { border: 1px solid #d3d8df; border-radius: 8px; margin: 10px 0; padding: 8px 12px; }
legend { font-weight: 600; padding: 0 4px; }
table { border-collapse: collapse; width: 100%; background: #fff; }
th, td { text-align: left; padding: 7px 9px; border-bottom: 1px solid #eaedf1; }
th { font-size: 12px; text-transform: uppercase; color: #5a6271; }
.muted { color: #687080; font-size: 13px; }
.badge { display: inline-block; min-width: 18px; padding: 0 6px; border-radius: 9px; background: #d4301f; color: #fff; font-size: 11px; text-align: center; }
.pill { display: inline-block; padding: 1px 8px; border-radius: 10px; background: #eaeef5; font-size: 12px; }
.error { color: #b1261a; font-size: 13px; }
.ok { color: #17713a; }
.backdrop { position: fixed; inset: 0; background: rgba(12, 18, 28, .45); display: flex; align-items: center; justify-content: center; z-index: 50; }
.backdrop > [role=dialog], .backdrop > [role=alertdialog] { background: #fff; border-radius: 10px; padding: 18px 20px; width: 460px; max-height: 90vh; overflow: auto; }
.actions { display: flex; gap: 8px; justify-content: flex-end; margin-top: 12px; }
[role=menu] { position: absolute; background: #fff; border: 1px solid #d3d8df; border-radius: 8px; box-shadow: 0 6px 18px rgba(0,0,0,.12); padding: 4px 0; min-width: 180px; z-index: 40; }
[role=menuitem] { display: block; width: 100%; text-align: left; border: 0; border-radius: 0; padding: 7px 14px; background: none; }
[role=listbox] { list-style: none; margin: 4px 0 0; padding: 4px 0; background: #fff; border: 1px solid #d3d8df; border-radius: 8px; position: absolute; z-index: 30; min-width: 200px; }
[role=option] { padding: 6px 12px; cursor: pointer; }
[role=option][aria-selected=true] { background: #e7efff; font-weight: 600; }
[role=option][aria-disabled=true] { color: #9aa1ad; cursor: not-allowed; }
.lb-wrap { position: relative; display: inline-block; }
[role=tablist] { display: flex; gap: 4px; border-bottom: 1px solid #d3d8df; margin-bottom: 10px; }
[role=tab] { border: 0; border-bottom: 2px solid transparent; border-radius: 0; background: none; }
[role=tab][aria-selected=true] { border-bottom-color: #1d5fd1; color: #1d5fd1; font-weight: 600; }
#toast { position: fixed; bottom: 20px; left: 50%; transform: translateX(-50%); background: #1c2230; color: #fff; padding: 10px 16px; border-radius: 8px; display: flex; gap: 12px; align-items: center; z-index: 60; }
#toast button { background: none; color: #9ec1ff; border: 0; }
.switch { display: inline-flex; align-items: center; gap: 8px; }
[role=switch] { width: 40px; height: 22px; border-radius: 11px; padding: 0; background: #c3c9d2; position: relative; }
[role=switch][aria-checked=true] { background: #1d5fd1; }
[role=switch]::after { content: ""; position: absolute; top: 2px; left: 2px; width: 16px; height: 16px; border-radius: 50%; background: #fff; }
[role=switch][aria-checked=true]::after { left: 20px; }
.stepper { display: inline-flex; align-items: center; gap: 6px; }
.stepper output { min-width: 24px; text-align: center; font-weight: 600; }
.stars button { border: 0; background: none; padding: 0 1px; font-size: 18px; color: #c3c9d2; }
.stars button[aria-checked=true], .stars button.lit { color: #e6a100; }
dl.summary { display: grid; grid-template-columns: 180px 1fr; gap: 4px 12px; }
dl.summary dt { color: #5a6271; }
dl.summary dd { margin: 0; }
`;

/** Behaviours shared by the apps; each app's own script comes after it. */
const COMMON_JS = `
var $ = function (s, r) { return (r || document).querySelector(s); };
var $$ = function (s, r) { return Array.prototype.slice.call((r || document).querySelectorAll(s)); };
var params = new URLSearchParams(location.search);
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
  var f = d.querySelector('input:not([type=hidden]):not([type=radio]):not([type=checkbox]), select, textarea');
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
function closeListboxes(except) {
  $$('[role=listbox][data-popup]').forEach(function (l) {
    if (l === except) return;
    l.hidden = true;
    $$('[aria-controls="' + l.id + '"]').forEach(function (b) { b.setAttribute('aria-expanded', 'false'); });
  });
}
function pickOption(opt) {
  if (opt.getAttribute('aria-disabled') === 'true') return;
  var list = opt.closest('[role=listbox]');
  $$('[role=option]', list).forEach(function (o) { o.setAttribute('aria-selected', o === opt ? 'true' : 'false'); });
  var owner = $('[aria-controls="' + list.id + '"]');
  if (owner) {
    if (owner.tagName === 'INPUT') owner.value = opt.dataset.label || opt.textContent.trim();
    else $('.lb-value', owner) ? ($('.lb-value', owner).textContent = opt.dataset.label || opt.textContent.trim()) : (owner.textContent = opt.dataset.label || opt.textContent.trim());
    owner.dataset.value = opt.dataset.value || opt.textContent.trim();
    owner.dispatchEvent(new CustomEvent('pick', { bubbles: true, detail: owner.dataset.value }));
  }
  if (list.dataset.popup !== undefined) closeListboxes();
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
    list.dispatchEvent(new CustomEvent('tabchange', { bubbles: true, detail: tab.id }));
  }
  var acc = e.target.closest('button[data-acc]');
  if (acc) {
    var open = acc.getAttribute('aria-expanded') !== 'true';
    acc.setAttribute('aria-expanded', open ? 'true' : 'false');
    document.getElementById(acc.getAttribute('aria-controls')).hidden = !open;
  }
  var sw = e.target.closest('button[role=switch]');
  if (sw && !sw.disabled) {
    sw.setAttribute('aria-checked', sw.getAttribute('aria-checked') === 'true' ? 'false' : 'true');
    sw.dispatchEvent(new CustomEvent('toggle', { bubbles: true }));
  }
  var star = e.target.closest('.stars [role=radio]');
  if (star) {
    var group = star.closest('.stars');
    var n = Number(star.dataset.n);
    $$('[role=radio]', group).forEach(function (s) {
      s.setAttribute('aria-checked', Number(s.dataset.n) === n ? 'true' : 'false');
      s.classList.toggle('lit', Number(s.dataset.n) <= n);
    });
    group.dataset.value = String(n);
    group.dispatchEvent(new CustomEvent('rate', { bubbles: true, detail: n }));
  }
  var step = e.target.closest('.stepper button[data-step]');
  if (step && !step.disabled) {
    var box = step.closest('.stepper');
    var out = $('output', box);
    var v = Number(out.textContent) + Number(step.dataset.step);
    var min = Number(box.dataset.min || 0), max = Number(box.dataset.max || 99);
    v = Math.max(min, Math.min(max, v));
    out.textContent = String(v);
    box.dataset.value = String(v);
    box.dispatchEvent(new CustomEvent('stepchange', { bubbles: true, detail: v }));
  }
  var close = e.target.closest('[data-close]');
  if (close) close.closest('.backdrop').hidden = true;
  var opt = e.target.closest('[role=option]');
  if (opt) pickOption(opt);
  var lb = e.target.closest('[aria-haspopup=listbox]');
  if (lb && lb.getAttribute('aria-controls') && lb.tagName !== 'INPUT') {
    var l = document.getElementById(lb.getAttribute('aria-controls'));
    var showL = l.hidden;
    closeListboxes(l);
    l.hidden = !showL;
    lb.setAttribute('aria-expanded', showL ? 'true' : 'false');
    return;
  }
  if (!e.target.closest('[role=listbox]') && !e.target.closest('[role=combobox]')) closeListboxes();
  var mb = e.target.closest('[aria-haspopup=menu]');
  if (mb && mb.getAttribute('aria-controls')) {
    var menu = document.getElementById(mb.getAttribute('aria-controls'));
    var show = menu.hidden;
    closeMenus(menu);
    menu.hidden = !show;
    mb.setAttribute('aria-expanded', show ? 'true' : 'false');
    if (show) {
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
    closeListboxes();
    $$('.backdrop').forEach(function (b) { b.hidden = true; });
  }
});
`;

/** A full page: `title` in the document head, `body` as given, the shared behaviours, then the app's `script`. */
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

/** Five star buttons in a radio group, e.g. `stars('Rate Spin Express', 'rate-1')`. */
export function stars(label: string, id: string, value = 0): string {
  const buttons = [1, 2, 3, 4, 5]
    .map(
      (n) =>
        `<button type="button" role="radio" data-n="${n}" aria-checked="${n === value}" class="${n <= value ? 'lit' : ''}" aria-label="${n} star${n === 1 ? '' : 's'}">★</button>`,
    )
    .join('');
  return `<span class="stars" role="radiogroup" id="${id}" aria-label="${label}" data-value="${value}">${buttons}</span>`;
}
