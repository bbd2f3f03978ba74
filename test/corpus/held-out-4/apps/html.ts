/**
 * A page of a held-out-4 fixture app: plain HTML with a little shared CSS and shared helpers (`toast(text)`,
 * `qs(name)` for the query string). App state lives in `window` globals and in the DOM so entries can check it.
 */
const CSS = `
*{box-sizing:border-box}
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;color:#1d2330;background:#f5f6f8;font-size:14px}
header.top{display:flex;align-items:center;gap:16px;padding:10px 20px;background:#fff;border-bottom:1px solid #dde1e7}
header.top .brand{font-weight:700;font-size:17px;margin-right:auto}
main{padding:16px 20px;max-width:1200px;margin:0 auto}
button{font:inherit;cursor:pointer;border:1px solid #c5ccd6;background:#fff;border-radius:6px;padding:5px 10px}
button.primary{background:#2455d6;border-color:#2455d6;color:#fff}
button.danger{background:#c8321f;border-color:#c8321f;color:#fff}
button:disabled{opacity:.45;cursor:not-allowed}
button.icon{border:none;background:transparent;padding:3px 6px;font-size:16px}
input,select,textarea{font:inherit;padding:5px 7px;border:1px solid #c5ccd6;border-radius:5px}
label{display:block;margin:8px 0 3px;font-weight:500}
label.inline{display:inline-flex;align-items:center;gap:5px;font-weight:400;margin:4px 12px 4px 0}
.badge{display:inline-block;padding:1px 7px;border-radius:10px;font-size:12px;background:#e6e9ef}
.badge.red,.red{background:#fde3df;color:#a4210f}
.badge.green{background:#dcf3e3;color:#146c35}
.badge.amber{background:#fff0cc;color:#7a5300}
.badge.blue{background:#dde7fd;color:#1c3f9e}
.count{display:inline-block;min-width:18px;padding:0 5px;border-radius:9px;background:#c8321f;color:#fff;font-size:11px;text-align:center}
.card{background:#fff;border:1px solid #dde1e7;border-radius:8px;padding:10px;margin:8px 0}
.muted{color:#6a7383}
.error{color:#b3261e;font-size:13px}
.row{display:flex;gap:12px;align-items:center;flex-wrap:wrap}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{border-bottom:1px solid #e4e7ec;padding:6px 8px;text-align:left}
[role=dialog]{position:fixed;top:60px;left:50%;transform:translateX(-50%);background:#fff;border:1px solid #aab2bf;border-radius:10px;padding:18px;width:520px;max-height:85vh;overflow:auto;box-shadow:0 10px 40px rgba(0,0,0,.25);z-index:10}
.backdrop{position:fixed;inset:0;background:rgba(0,0,0,.3);z-index:9}
#toast{position:fixed;bottom:20px;right:20px;background:#1d2330;color:#fff;padding:10px 14px;border-radius:8px;z-index:20}
[role=tablist]{display:flex;gap:4px;border-bottom:1px solid #c5ccd6;margin:10px 0}
[role=tab]{border:none;border-bottom:3px solid transparent;border-radius:0;background:none}
[role=tab][aria-selected=true]{border-bottom-color:#2455d6;font-weight:600}
[role=menu],[role=listbox]{position:absolute;background:#fff;border:1px solid #aab2bf;border-radius:6px;padding:4px 0;margin:0;list-style:none;z-index:5;min-width:170px}
[role=menuitem],[role=option]{padding:5px 12px;cursor:pointer;display:block}
[role=option][aria-selected=true]{background:#dde7fd}
[role=switch]{width:38px;height:20px;border-radius:10px;padding:0;background:#c5ccd6;position:relative}
[role=switch][aria-checked=true]{background:#2455d6}
.hidden,[hidden]{display:none!important}
`;

/** Functions every page gets. */
const HELPERS = `
function qs(name){return new URLSearchParams(location.search).get(name);}
function toast(text){var t=document.getElementById('toast');if(!t){t=document.createElement('div');t.id='toast';t.setAttribute('role','status');document.body.appendChild(t);}t.textContent=text;t.hidden=false;clearTimeout(window.__toastTimer);window.__toastTimer=setTimeout(function(){t.hidden=true;},8000);}
function esc(s){return String(s).replace(/[&<>"]/g,function(c){return {'&':'&amp;','<':'&lt;','>':'&gt;','"':'&quot;'}[c];});}
`;

export function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title><style>${CSS}</style></head>
<body>
${body}
<script>${HELPERS}
${script}</script>
</body></html>`;
}
