/**
 * A page of a fixture app of held-out-7 and held-out-8: a whole HTML document with shared styles and the small behaviours real apps have
 * (tabs, accordions, menus, dialogs, a toast, listboxes, steppers, switches, star ratings). Each app adds its own markup
 * and script after it; state a user would have clicked their way to comes from the query string.
 */

const STYLE = `
*{box-sizing:border-box}
body{font:14px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;margin:0;color:#1e2430;background:#f5f6f8}
[hidden]{display:none!important}
header.bar{display:flex;align-items:center;gap:16px;padding:10px 20px;background:#fff;border-bottom:1px solid #dde2e8}
header.bar .logo{font-weight:700;font-size:18px;margin-right:auto}
header.bar nav a{margin-right:12px;color:#2352c4;text-decoration:none}
main{padding:16px 22px;max-width:1160px}
section.box,.card{background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px;margin-bottom:12px}
.grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:12px}
.line{display:flex;gap:10px;align-items:center;flex-wrap:wrap}
button,a.button{font:inherit;padding:6px 12px;border:1px solid #c2c8d1;border-radius:6px;background:#fff;cursor:pointer;color:inherit;text-decoration:none;display:inline-block}
button.main,a.button.main{background:#1f5fcf;color:#fff;border-color:#1f5fcf}
button.warn{background:#b92f2f;color:#fff;border-color:#b92f2f}
button:disabled{opacity:.5;cursor:not-allowed}
input,select,textarea{font:inherit;padding:6px 8px;border:1px solid #c2c8d1;border-radius:6px;background:#fff}
.field{margin:8px 0}
.field>label:first-child,.field>.name{display:block;font-weight:600;font-size:13px}
fieldset{border:1px solid #d2d7de;border-radius:8px;margin:10px 0;padding:8px 12px}
legend{font-weight:600}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:7px 9px;border-bottom:1px solid #e8ebef}
th{font-size:12px;text-transform:uppercase;color:#5b6372}
.note{color:#667080;font-size:13px}
.count{display:inline-block;min-width:18px;padding:0 6px;border-radius:9px;background:#d3301f;color:#fff;font-size:11px;text-align:center}
.tag{display:inline-block;padding:1px 8px;border-radius:10px;background:#e9eef6;font-size:12px}
.err{color:#b0261a;font-size:13px}
.good{color:#16723a}
.shade{position:fixed;inset:0;background:rgba(10,16,28,.45);display:flex;align-items:center;justify-content:center;z-index:50}
.shade>[role=dialog],.shade>[role=alertdialog]{background:#fff;border-radius:10px;padding:18px 20px;width:460px;max-height:90vh;overflow:auto}
.buttons{display:flex;gap:8px;justify-content:flex-end;margin-top:12px}
[role=menu]{position:absolute;background:#fff;border:1px solid #d2d7de;border-radius:8px;box-shadow:0 6px 18px rgba(0,0,0,.12);padding:4px 0;min-width:180px;z-index:40}
[role=menuitem]{display:block;width:100%;text-align:left;border:0;border-radius:0;padding:7px 14px;background:none}
.pop{position:relative;display:inline-block}
[role=listbox]{list-style:none;margin:4px 0 0;padding:4px 0;background:#fff;border:1px solid #d2d7de;border-radius:8px;min-width:200px}
.pop [role=listbox]{position:absolute;z-index:30}
[role=option]{padding:6px 12px;cursor:pointer}
[role=option][aria-selected=true]{background:#e6eeff;font-weight:600}
[role=option][aria-disabled=true]{color:#9aa1ad;cursor:not-allowed}
[role=tablist]{display:flex;gap:4px;border-bottom:1px solid #d2d7de;margin-bottom:10px}
[role=tab]{border:0;border-bottom:2px solid transparent;border-radius:0;background:none}
[role=tab][aria-selected=true]{border-bottom-color:#1f5fcf;color:#1f5fcf;font-weight:600}
#toast{position:fixed;bottom:20px;right:20px;background:#1e2430;color:#fff;padding:10px 16px;border-radius:8px;display:flex;gap:12px;align-items:center;z-index:60}
#toast button{background:none;color:#9ec1ff;border:0}
[role=switch]{width:40px;height:22px;border-radius:11px;padding:0;background:#c2c8d1;position:relative;vertical-align:middle}
[role=switch][aria-checked=true]{background:#1f5fcf}
[role=switch]::after{content:"";position:absolute;top:2px;left:2px;width:16px;height:16px;border-radius:50%;background:#fff}
[role=switch][aria-checked=true]::after{left:20px}
.stepper{display:inline-flex;align-items:center;gap:6px}
.stepper output{min-width:24px;text-align:center;font-weight:600}
.stars button{border:0;background:none;padding:0 1px;font-size:18px;color:#c2c8d1}
.stars button.on{color:#e3a000}
dl.pairs{display:grid;grid-template-columns:170px 1fr;gap:4px 12px}
dl.pairs dt{color:#5b6372}
dl.pairs dd{margin:0}
tbody th{text-transform:none;font-size:14px;color:inherit}
.pager{display:flex;gap:6px;align-items:center;margin-top:8px}
`;

const BEHAVIOUR = `
var $ = function (s, r) { return (r || document).querySelector(s); };
var $$ = function (s, r) { return Array.prototype.slice.call((r || document).querySelectorAll(s)); };
var query = new URLSearchParams(location.search);
window.toasts = [];
function toast(text, action, onAction) {
  var t = document.getElementById('toast');
  t.querySelector('span').textContent = text;
  var b = t.querySelector('button');
  b.hidden = !action;
  b.textContent = action || '';
  b.onclick = function () { t.hidden = true; if (onAction) onAction(); };
  t.hidden = false;
  window.toasts.push(text);
  clearTimeout(window.__toastTimer);
  window.__toastTimer = setTimeout(function () { t.hidden = true; }, 10000);
}
function showDialog(id) {
  var d = document.getElementById(id);
  d.hidden = false;
  var f = d.querySelector('input:not([type=radio]):not([type=checkbox]), select, textarea');
  if (f) f.focus();
}
function hideDialog(id) { document.getElementById(id).hidden = true; }
function closeMenus(keep) {
  $$('[role=menu]').forEach(function (m) {
    if (m === keep) return;
    m.hidden = true;
    $$('[aria-controls="' + m.id + '"]').forEach(function (b) { b.setAttribute('aria-expanded', 'false'); });
  });
}
function closeLists(keep) {
  $$('.pop [role=listbox]').forEach(function (l) {
    if (l === keep) return;
    l.hidden = true;
    $$('[aria-controls="' + l.id + '"]').forEach(function (b) { b.setAttribute('aria-expanded', 'false'); });
  });
}
function choose(opt) {
  if (opt.getAttribute('aria-disabled') === 'true') return;
  var list = opt.closest('[role=listbox]');
  $$('[role=option]', list).forEach(function (o) { o.setAttribute('aria-selected', o === opt ? 'true' : 'false'); });
  var owner = $('[aria-controls="' + list.id + '"]');
  var label = opt.dataset.label || opt.textContent.trim();
  if (owner) {
    if (owner.tagName === 'INPUT') owner.value = label;
    else { var v = $('.value', owner); if (v) v.textContent = label; else owner.textContent = label; }
    owner.dataset.value = opt.dataset.value || label;
  }
  list.dataset.value = opt.dataset.value || label;
  list.dispatchEvent(new CustomEvent('chosen', { bubbles: true, detail: list.dataset.value }));
  if (list.closest('.pop')) closeLists();
}
document.addEventListener('click', function (e) {
  var tab = e.target.closest('[role=tab]');
  if (tab && !tab.disabled) {
    var tl = tab.closest('[role=tablist]');
    $$('[role=tab]', tl).forEach(function (t) {
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
  var sw = e.target.closest('button[role=switch]');
  if (sw && !sw.disabled) {
    sw.setAttribute('aria-checked', sw.getAttribute('aria-checked') === 'true' ? 'false' : 'true');
    sw.dispatchEvent(new CustomEvent('flip', { bubbles: true }));
  }
  var star = e.target.closest('.stars [role=radio]');
  if (star) {
    var g = star.closest('.stars');
    var n = Number(star.dataset.n);
    $$('[role=radio]', g).forEach(function (s) {
      s.setAttribute('aria-checked', Number(s.dataset.n) === n ? 'true' : 'false');
      s.classList.toggle('on', Number(s.dataset.n) <= n);
    });
    g.dataset.value = String(n);
    g.dispatchEvent(new CustomEvent('rated', { bubbles: true, detail: n }));
  }
  var st = e.target.closest('.stepper button[data-step]');
  if (st && !st.disabled) {
    var box = st.closest('.stepper');
    var out = $('output', box);
    var v = Number(out.textContent) + Number(st.dataset.step);
    v = Math.max(Number(box.dataset.min || 0), Math.min(Number(box.dataset.max || 99), v));
    out.textContent = String(v);
    box.dataset.value = String(v);
    box.dispatchEvent(new CustomEvent('stepped', { bubbles: true, detail: v }));
  }
  var x = e.target.closest('[data-dismiss]');
  if (x) x.closest('.shade').hidden = true;
  var opt = e.target.closest('[role=option]');
  if (opt) choose(opt);
  var lb = e.target.closest('[aria-haspopup=listbox]');
  if (lb && lb.tagName !== 'INPUT' && lb.getAttribute('aria-controls')) {
    var l = document.getElementById(lb.getAttribute('aria-controls'));
    var showL = l.hidden;
    closeLists(l);
    l.hidden = !showL;
    lb.setAttribute('aria-expanded', showL ? 'true' : 'false');
    return;
  }
  if (!e.target.closest('[role=listbox]') && !e.target.closest('[role=combobox]')) closeLists();
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
  if (e.key === 'Escape') { closeMenus(); closeLists(); $$('.shade').forEach(function (s) { s.hidden = true; }); }
});
`;

/** A whole page: `title` in the head, `body` as given, the shared behaviours, then the app's own `script`. */
export function doc(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${title}</title><style>${STYLE}</style></head>
<body>
${body}
<div id="toast" role="status" hidden><span></span><button type="button" hidden></button></div>
<script>${BEHAVIOUR}</script>
<script>${script}</script>
</body>
</html>`;
}

/** Five star buttons in a radio group named `label`. */
export function starRating(label: string, id: string, value = 0): string {
  const buttons = [1, 2, 3, 4, 5]
    .map(
      (n) =>
        `<button type="button" role="radio" data-n="${n}" aria-checked="${n === value}" class="${n <= value ? 'on' : ''}" aria-label="${n} star${n === 1 ? '' : 's'}">★</button>`,
    )
    .join('');
  return `<span class="stars" role="radiogroup" id="${id}" aria-label="${label}" data-value="${value}">${buttons}</span>`;
}

/** A stepper: a named group with Decrease/Increase buttons (the same names in every stepper) and its value. */
export function stepper(id: string, label: string, value = 0, min = 0, max = 9): string {
  return `<span class="stepper" id="${id}" role="group" aria-label="${label}" data-min="${min}" data-max="${max}" data-value="${value}"><button type="button" data-step="-1" aria-label="Decrease">−</button><output>${value}</output><button type="button" data-step="1" aria-label="Increase">+</button></span>`;
}

/** An iframe whose document is `html` (srcdoc), escaped for the attribute. */
export function frame(title: string, html: string, height = 200): string {
  const escaped = html.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<iframe title="${title}" srcdoc="${escaped}" style="width:100%;height:${height}px;border:1px solid #dde2e8;border-radius:8px;background:#fff"></iframe>`;
}
