/**
 * Pinewater Campsites, a campsite's booking site: a pitch search (apps/camp-sites.ts), pitch pages, a booking wizard
 * (apps/camp-book.ts), sign-in and My trips (apps/camp-trips.ts), and the server answers they wait for. Today is
 * Monday 12 July 2027.
 */
import type { CorpusApp } from '../../types';
import { bookPage } from './camp-book';
import { PITCHES, pitchPage, sitesPage } from './camp-sites';
import { loginPage, tripsPage } from './camp-trips';

function parse<T>(body: string): Partial<T> {
  try {
    return JSON.parse(body) as Partial<T>;
  } catch {
    return {};
  }
}

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** Lakeside Pitch and Heron Cabin are taken on the nights of 16 and 17 July 2027. */
const takenMidJuly = (from: string, to: string) => from <= '2027-07-17' && to > '2027-07-16';

export const campApp: CorpusApp = {
  name: 'camp',
  description:
    'Pinewater Campsites, a campsite booking site: a pitch search with an arrival date, Nights and Guests steppers (the same Decrease/Increase names in both) and Check availability answered late (past dates refused, two pitches taken mid-July, pitches too small for the party), filters (pitch type boxes, a Dogs welcome switch, a max price slider, a sort select, Clear filters), ten pitch cards over two pages with View details, Book (disabled when fully booked or unavailable) and an icon-only Save toggle in each (three "Lakeside" pitches), a Saved dialog with Remove buttons, a cookie banner and a newsletter box named only by its placeholder; pitch pages with tabs (Overview, Facilities, Reviews), accordions, a 5-day forecast in an iframe loaded late with a °F toggle, reviews with a Helpful button in each and a review form with a star rating validated on the page and posted late; a four-step booking wizard (dates checked late: weekend stays need 2 nights, taken nights refused; steppers, extras a pitch may not offer, an arrival-time listbox with a closed option; details with a mobile field named by its placeholder and a site-rules box; a promo code checked late and a card form in an iframe, paid late with a declined card); sign-in (Google not offered, a show-password button, a reset form, a wrong password answered late); My trips with points in a shadow root loaded late, Upcoming and Past tabs, a Manage menu in each upcoming row, a cancel alertdialog refused late within 7 days of arrival, Pay now answered late and Write a review buttons.',
  routes: {
    '/camp/sites': () => sitesPage,
    '/camp/pitch': () => pitchPage,
    '/camp/book': () => bookPage,
    '/camp/login': () => loginPage,
    '/camp/trips': () => tripsPage,
    '/camp/api/avail': (req) => {
      const body = parse<{ from: string; nights: number }>(req.body);
      const from = body.from ?? '';
      if (from < '2027-07-12') return { delayMs: 900, json: { ok: false, error: "Arrival can't be in the past" } };
      const to = addDays(from, Number(body.nights ?? 1));
      return { delayMs: 900, json: { ok: true, unavailable: takenMidJuly(from, to) ? ['P1', 'P5'] : [] } };
    },
    '/camp/api/dates': (req) => {
      const body = parse<{ id: string; from: string; to: string }>(req.body);
      const from = body.from ?? '';
      const to = body.to ?? '';
      const weekday = new Date(`${from}T12:00:00Z`).getUTCDay();
      const nights = Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86400000);
      const name = PITCHES.find((p) => p[0] === body.id)?.[1] ?? 'This pitch';
      let error = '';
      if ((weekday === 5 || weekday === 6) && nights < 2) error = 'Weekend stays need at least 2 nights';
      else if ((body.id === 'P1' || body.id === 'P5') && takenMidJuly(from, to))
        error = `${name} is booked on some of those nights. Try other dates.`;
      return { delayMs: 700, json: error ? { ok: false, error } : { ok: true } };
    },
    '/camp/api/promo': (req) => {
      const code = parse<{ code: string }>(req.body).code ?? '';
      let error = '';
      if (!code) error = 'Enter a promo code';
      else if (code === 'CAMP2026') error = 'CAMP2026 expired on 31 December 2026';
      else if (code !== 'SUMMER10') error = "We don't recognise that code";
      return { delayMs: 600, json: error ? { ok: false, error } : { ok: true } };
    },
    '/camp/api/pay': (req) => {
      const body = parse<{ card: string; exp: string }>(req.body);
      const [mm, yy] = (body.exp ?? '00/00').split('/').map(Number);
      let error = '';
      if (body.card === '4000000000000002') error = 'Your card was declined. Try another card or contact your bank.';
      else if ((yy ?? 0) * 100 + (mm ?? 0) < 2707) error = 'Your card has expired';
      return { delayMs: 1000, json: error ? { ok: false, error } : { ok: true, ref: 'PW-58213' } };
    },
    '/camp/api/login': (req) => {
      const body = parse<{ email: string; password: string }>(req.body);
      const ok = (body.email ?? '').toLowerCase() === 'ellis.marsh@example.com' && body.password === 'Bluebell27';
      return {
        delayMs: 700,
        json: ok ? { ok: true } : { ok: false, error: "That email and password don't match our records." },
      };
    },
    '/camp/api/cancel': (req) => {
      const ref = parse<{ ref: string }>(req.body).ref;
      const error =
        ref === 'PW-41877'
          ? "Bookings within 7 days of arrival can't be cancelled online. Call us on 01632 960118."
          : '';
      return { delayMs: 800, json: error ? { ok: false, error } : { ok: true } };
    },
  },
};
