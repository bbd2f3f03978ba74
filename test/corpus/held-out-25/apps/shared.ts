/**
 * What the three apps of held-out-25 share: a toast that leaves after four seconds, long dates written the way the
 * apps print them (in the page and on the server), and reading a request's JSON body.
 */

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** Page script: `quick(text, action?, onAction?)` (a toast gone after 4 s) and `longDate('2027-09-18')`. */
export const SHARED_JS = `
var DAYS = ${JSON.stringify(DAYS)}, MONTHS = ${JSON.stringify(MONTHS)};
function quick(text, action, onAction) { toast(text, action, onAction); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 4000); }
function longDate(iso) { var d = new Date(iso + 'T12:00:00Z'); return DAYS[d.getUTCDay()] + ' ' + d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()] + ' ' + d.getUTCFullYear(); }
function shortDate(iso) { var d = new Date(iso + 'T12:00:00Z'); return d.getUTCDate() + ' ' + MONTHS[d.getUTCMonth()].slice(0, 3) + ' ' + d.getUTCFullYear(); }
function weekday(iso) { return new Date(iso + 'T12:00:00Z').getUTCDay(); }
`;

/** `Saturday 18 September 2027` for `2027-09-18`. */
export function longDate(iso: string): string {
  const d = new Date(`${iso}T12:00:00Z`);
  return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** Day of the week (0 Sunday) of an ISO date. */
export function weekday(iso: string): number {
  return new Date(`${iso}T12:00:00Z`).getUTCDay();
}

/** A request body as JSON, `{}` when it is not. */
export function parse<T>(body: string): Partial<T> {
  try {
    return JSON.parse(body) as Partial<T>;
  } catch {
    return {};
  }
}
