/**
 * Functions that run inside a page. Playwright sends a function to the page as its source text, so the text must
 * stand alone there. Transpilers that keep function names (tsx, esbuild's `keepNames`) wrap inner functions in calls
 * to a `__name` helper that exists only in the Node module: in the page such a function throws a ReferenceError.
 * `inPage` gives the function a `__name` of its own, so it behaves the same however the runner was built.
 */
export function inPage<F extends (...args: never[]) => unknown>(fn: F): F {
  return new Function(`const __name = (target) => target;\nreturn (${fn.toString()}).apply(this, arguments);`) as F;
}
