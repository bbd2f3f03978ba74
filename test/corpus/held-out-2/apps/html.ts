/**
 * The page shell the held-out-2 apps share: a document with a title, a small base style (toasts, dialogs, switches,
 * badges) and the app's own style and script. Page scripts are plain ES5-ish JavaScript written as strings.
 */

const BASE_CSS = `*{box-sizing:border-box} body{font:15px/1.45 system-ui,sans-serif;margin:0;color:#1d2430}
header.top{display:flex;align-items:center;gap:16px;padding:10px 20px;background:#0f2a4a;color:#fff}
header.top a,header.top button{color:#fff} main{padding:16px 20px;max-width:1100px}
label{display:block;margin:8px 0 2px} input,select,textarea{font:inherit;padding:5px 7px}
button{font:inherit;padding:5px 10px;cursor:pointer} button[disabled]{opacity:.5;cursor:not-allowed}
.badge{display:inline-block;min-width:18px;padding:0 6px;border-radius:9px;background:#d33;color:#fff;font-size:12px}
.pill{display:inline-block;padding:1px 8px;border-radius:9px;background:#e7eef7;font-size:12px}
.card{border:1px solid #d5dbe3;border-radius:8px;padding:12px;margin:8px 0}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:12px}
.toast{position:fixed;right:20px;bottom:20px;background:#1d2430;color:#fff;padding:10px 16px;border-radius:6px}
.error{color:#b3261e} .muted{color:#66707d;font-size:13px}
.switch{width:42px;height:22px;border-radius:11px;border:1px solid #889;background:#ccd;padding:0;position:relative}
.switch[aria-checked=true]{background:#2a7}
.switch::after{content:'';position:absolute;top:2px;left:2px;width:16px;height:16px;border-radius:50%;background:#fff}
.switch[aria-checked=true]::after{left:22px}
.backdrop{position:fixed;inset:0;background:rgba(0,0,0,.4);display:flex;align-items:center;justify-content:center}
.backdrop[hidden]{display:none} .dialog{background:#fff;padding:20px;border-radius:8px;min-width:380px}
table{border-collapse:collapse} th,td{border-bottom:1px solid #dde;padding:6px 10px;text-align:left}
[role=tab][aria-selected=true]{border-bottom:3px solid #0f62fe;font-weight:600}
.stars button{background:none;border:none;font-size:22px;color:#bbb;padding:0 2px}
.stars button.on{color:#e6a700}`;

/** A full HTML document. */
export function page(title: string, body: string, opts: { css?: string; script?: string } = {}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${BASE_CSS}${opts.css ?? ''}</style></head>
<body>${body}${opts.script ? `<script>${opts.script}</script>` : ''}</body></html>`;
}

/** Small helpers every page script starts with: `$`, `$$`, `qs` (query parameter) and `toast(text)`. */
export const HELPERS = `var $=function(s,r){return (r||document).querySelector(s)};
var $$=function(s,r){return Array.prototype.slice.call((r||document).querySelectorAll(s))};
var qs=function(k){return new URLSearchParams(location.search).get(k)};
function toast(text){var t=document.createElement('div');t.className='toast';t.setAttribute('role','status');
t.textContent=text;document.body.appendChild(t);window.lastToast=text;setTimeout(function(){t.remove()},6000);}
`;
