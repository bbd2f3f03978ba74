/**
 * The page shell the held-out-3 apps share: a document with a title, a base style (toasts, dialogs, switches, badges,
 * tabs, stars) and the app's own style and script. Page scripts are plain ES5-style JavaScript written as strings;
 * each app keeps its state in a `window` global so that entries can check it.
 */

const BASE_CSS = `*{box-sizing:border-box} body{font:15px/1.5 "Segoe UI",system-ui,sans-serif;margin:0;color:#1f2933;background:#fafbfc}
header.bar{display:flex;align-items:center;gap:18px;padding:10px 22px;background:#fff;border-bottom:1px solid #e1e5ea}
header.bar .brand{font-weight:700;font-size:18px} main{padding:18px 22px;max-width:1120px}
label{display:block;margin:8px 0 3px} input,select,textarea{font:inherit;padding:6px 8px;border:1px solid #b8c1cc;border-radius:4px}
button{font:inherit;padding:6px 12px;cursor:pointer;border:1px solid #9aa5b1;border-radius:4px;background:#fff}
button.primary{background:#1a56db;border-color:#1a56db;color:#fff} button[disabled]{opacity:.45;cursor:not-allowed}
fieldset{border:1px solid #d3d9e0;border-radius:6px;margin:12px 0;padding:8px 14px}
.badge{display:inline-block;min-width:18px;padding:0 6px;border-radius:9px;background:#d92d20;color:#fff;font-size:12px;text-align:center}
.tag{display:inline-block;padding:1px 8px;border-radius:10px;background:#e8eef9;font-size:12px;margin-right:4px}
.card{border:1px solid #d3d9e0;border-radius:8px;padding:12px 14px;margin:8px 0;background:#fff}
.row{display:flex;gap:14px;align-items:flex-start} .grow{flex:1}
.toast{position:fixed;right:22px;bottom:22px;background:#1f2933;color:#fff;padding:10px 16px;border-radius:6px;max-width:380px}
.error{color:#b42318} .hint{color:#616e7c;font-size:13px} .ok{color:#127a3a}
.switch{width:44px;height:24px;border-radius:12px;border:1px solid #8795a1;background:#cbd2d9;padding:0;position:relative;vertical-align:middle}
.switch[aria-checked=true]{background:#1a56db}
.switch::after{content:'';position:absolute;top:3px;left:3px;width:16px;height:16px;border-radius:50%;background:#fff}
.switch[aria-checked=true]::after{left:23px}
.overlay{position:fixed;inset:0;background:rgba(15,23,42,.45);display:flex;align-items:center;justify-content:center}
.overlay[hidden]{display:none} .modal{background:#fff;padding:20px 22px;border-radius:8px;min-width:400px;max-width:560px}
table{border-collapse:collapse;background:#fff} th,td{border-bottom:1px solid #e1e5ea;padding:7px 10px;text-align:left}
[role=tab]{border:none;border-bottom:3px solid transparent;background:none;border-radius:0}
[role=tab][aria-selected=true]{border-bottom-color:#1a56db;font-weight:600}
[role=menu],[role=listbox]{background:#fff;border:1px solid #b8c1cc;border-radius:6px;padding:4px;box-shadow:0 4px 14px rgba(0,0,0,.12)}
[role=menuitem],[role=option],[role=menuitemradio]{display:block;width:100%;text-align:left;border:none;padding:5px 10px;cursor:pointer}
[role=option][aria-selected=true]{background:#e8eef9}
.stars button{border:none;background:none;font-size:22px;color:#c4cdd5;padding:0 1px}
.stars button.on{color:#f0a202}`;

/** A full HTML document. */
export function page(title: string, body: string, opts: { css?: string; script?: string } = {}): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"><style>${BASE_CSS}${opts.css ?? ''}</style></head>
<body>${body}${opts.script ? `<script>${opts.script}</script>` : ''}</body></html>`;
}

/** Helpers every page script starts with: `$`, `$$`, `qs` (query parameter), `toast(text)` and `money(n)`. */
export const HELPERS = `var $=function(s,r){return (r||document).querySelector(s)};
var $$=function(s,r){return Array.prototype.slice.call((r||document).querySelectorAll(s))};
var qs=function(k){return new URLSearchParams(location.search).get(k)};
function toast(text){var t=document.createElement('div');t.className='toast';t.setAttribute('role','status');
t.textContent=text;document.body.appendChild(t);window.toasts=(window.toasts||[]).concat([text]);setTimeout(function(){t.remove()},8000);}
`;
