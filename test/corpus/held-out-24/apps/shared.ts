/** Parts the three apps of held-out-24 share: a toast that leaves after 8 s, a JSON POST, and reading a request body. */

export const QUICK = `
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 8000); }
function post(url, body) { return fetch(url, { method: 'POST', body: JSON.stringify(body) }).then(function (r) { return r.json(); }); }
function busy(b, text) { b.dataset.text = b.textContent; b.disabled = true; b.textContent = text; }
function free(b) { b.disabled = false; b.textContent = b.dataset.text; }
`;

export function parse<T>(body: string): Partial<T> {
  try {
    return JSON.parse(body) as Partial<T>;
  } catch {
    return {};
  }
}
