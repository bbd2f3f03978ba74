/** Small JavaScript builders for corpus entries (held-out-12 and later): a query, a click, a field set as a user would. */

/** `document.querySelector(selector)` as JavaScript. */
export const q = (selector: string) => `document.querySelector(${JSON.stringify(selector)})`;

/** Clicks the element `selector` finds. */
export const click = (selector: string) => `${q(selector)}.click();`;

/** Clicks the element `selector` finds, `times` times. */
export const clicks = (selector: string, times: number) => click(selector).repeat(times);

/** Sets a field's value and fires input and change. */
export const setVal = (selector: string, value: string) =>
  `${q(selector)}.value = ${JSON.stringify(value)}; ${q(selector)}.dispatchEvent(new Event('input', { bubbles: true })); ${q(selector)}.dispatchEvent(new Event('change', { bubbles: true }));`;

/** Ticks (or unticks) a checkbox or radio and fires change. */
export const tick = (selector: string, on = true) =>
  `${q(selector)}.checked = ${on}; ${q(selector)}.dispatchEvent(new Event('change', { bubbles: true }));`;

/** Whether `selector` finds an element that is not hidden (by itself or an ancestor). */
export const visible = (selector: string) => `!!(${q(selector)} && ${q(selector)}.getClientRects().length > 0)`;

/** Whether the element `selector` finds is hidden (or absent). */
export const hidden = (selector: string) => `!(${q(selector)} && ${q(selector)}.getClientRects().length > 0)`;

/** Whether `text` is in the page's visible text. */
export const shows = (text: string) => `document.body.innerText.includes(${JSON.stringify(text)})`;

/** An element inside the first iframe's document. */
export const inFrame = (selector: string) =>
  `document.querySelector('iframe').contentDocument.querySelector(${JSON.stringify(selector)})`;

/** Sets a field inside the first iframe and fires input and change. */
export const setInFrame = (selector: string, value: string) =>
  `${inFrame(selector)}.value = ${JSON.stringify(value)}; ${inFrame(selector)}.dispatchEvent(new Event('input', { bubbles: true })); ${inFrame(selector)}.dispatchEvent(new Event('change', { bubbles: true }));`;

/** An element inside the shadow root of the custom element `host`. */
export const inShadow = (host: string, selector: string) =>
  `document.querySelector(${JSON.stringify(host)}).shadowRoot.querySelector(${JSON.stringify(selector)})`;

/** Whether the switch `selector` is on. */
export const on = (selector: string) => `${q(selector)}.getAttribute('aria-checked') === 'true'`;

/** JavaScript run as an async function (awaited by the validator and the engine), with `wait(ms)` in scope. */
export const later = (body: string) =>
  `(async () => { const wait = (ms) => new Promise((r) => setTimeout(r, ms)); ${body} })()`;
