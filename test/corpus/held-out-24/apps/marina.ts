/**
 * Port Elsa Marina, visitor berth booking at a marina (today is Thursday 8 June 2028; prices in euros): Find a
 * visitor berth (apps/marina-berths.ts), the booking wizard (apps/marina-book.ts) and My bookings
 * (apps/marina-my.ts). A header with Sign in (signed out) or an account menu (signed in as Ivo Maras).
 */
import type { CorpusApp } from '../../types';
import { BERTHS, berthsPage } from './marina-berths';
import { bookPage } from './marina-book';
import { myPage } from './marina-my';
import { parse } from './shared';

const berth = (id: string) => BERTHS.find((b) => b[0] === id);

export const marinaApp: CorpusApp = {
  name: 'marina',
  description:
    "Port Elsa Marina, visitor berth booking (today is Thu 8 Jun 2028, prices in euros): Find a visitor berth (a Sign in dialog answered late, refusing a wrong password; a search form with an Arrival date, a Nights stepper, a Boat length slider, a Beam field named only by its placeholder, Shore power needed and a Pontoon select, answered late, refusing past dates and the regatta weekend 23–25 June; result cards for the last search at load, sorted by a select, each with Book (answered late; the fuel quay berth F02 is for one night only, A15 was just taken), Details (a dialog) and an icon-only Save berth toggle); Book a berth, a three-step wizard (Boat: Boat name, a Registration field named only by its placeholder, Boat type radios, a read-only length, Draft, checked late: catamarans need a 6 m wide berth, a draft deeper than the berth is refused; Arrival: date, time, a People on board stepper, Skipper's name, a mobile field named only by its placeholder, Dog on board, checked late: arrivals after 21:00 refused; Services & payment: Shore power and Water switches, a Pre-order fuel accordion with a select and a litres slider, a price table, a harbour rules box, Pay €N answered late, refusing more than 200 litres of petrol); My bookings (tide times in a shadow root loading late; tabs: a sortable, paged bookings table with Extend and Cancel in confirmed rows and Rate stay in completed rows, Extend refused late past the berth's next booking, Cancel (a confirm dialog) refused late within 48 hours of arrival, a star-rating dialog, a harbour weather iframe with Today and Tomorrow; Services: four cards with the same Request button, a request dialog answered late, the crane refused before 1 July; Notices: accordions with Unread tags and Mark all as read); an account menu and toasts that leave after 8 s.",
  routes: {
    '/marina/berths': () => berthsPage,
    '/marina/book': () => bookPage,
    '/marina/my': () => myPage,
    '/marina/api/login': (req) => {
      const body = parse<{ email: string; pw: string }>(req.body);
      const ok = (body.email ?? '').toLowerCase() === 'ivo.maras@example.hr' && body.pw === 'Bura-2028';
      return { delayMs: 900, json: ok ? { ok: true } : { ok: false, error: 'Wrong email or password' } };
    },
    '/marina/api/search': (req) => {
      const body = parse<{ arrive: string; nights: number }>(req.body);
      const arrive = body.arrive ?? '';
      const end = new Date(`${arrive}T12:00:00Z`);
      end.setUTCDate(end.getUTCDate() + (body.nights ?? 1));
      const leave = end.toISOString().slice(0, 10);
      const error =
        arrive <= '2028-06-25' && leave > '2028-06-23'
          ? 'The marina is full for the Elsa Regatta, 23–25 June. Choose other dates.'
          : '';
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true } };
    },
    '/marina/api/hold': (req) => {
      const body = parse<{ id: string; nights: number }>(req.body);
      let error = '';
      if (body.id === 'F02' && (body.nights ?? 1) > 1) error = 'Berth F02 on the fuel quay is for one night only.';
      else if (body.id === 'A15') error = 'Berth A15 was just booked by someone else. Choose another berth.';
      return { delayMs: 800, json: error ? { ok: false, error } : { ok: true } };
    },
    '/marina/api/boat': (req) => {
      const body = parse<{ berth: string; type: string; draft: number }>(req.body);
      const b = berth(body.berth ?? '');
      let error = '';
      if (b && body.type === 'cat' && b[3] < 6)
        error = `Catamarans need a berth at least 6 m wide. Berth ${b[0]} is ${b[3].toFixed(1)} m wide.`;
      else if (b && (body.draft ?? 0) > b[4])
        error = `Your draft of ${body.draft} m is more than the ${b[4].toFixed(1)} m depth at berth ${b[0]}.`;
      return { delayMs: 700, json: error ? { ok: false, error } : { ok: true } };
    },
    '/marina/api/arrival': (req) => {
      const eta = parse<{ eta: string }>(req.body).eta ?? '';
      const error =
        eta > '21:00'
          ? 'The harbour office closes at 21:00. Arrive earlier, or call on VHF channel 17 before booking a late arrival.'
          : '';
      return { delayMs: 600, json: error ? { ok: false, error } : { ok: true } };
    },
    '/marina/api/pay': (req) => {
      const body = parse<{ fuel: string; litres: number }>(req.body);
      const error =
        body.fuel === 'petrol' && (body.litres ?? 0) > 200 ? 'Petrol pre-orders are limited to 200 litres.' : '';
      return { delayMs: 1200, json: error ? { ok: false, error } : { ok: true, ref: 'PE-2291' } };
    },
    '/marina/api/extend': (req) => {
      const body = parse<{ ref: string; extra: number }>(req.body);
      const error =
        body.ref === 'PE-2240' && (body.extra ?? 0) > 1
          ? 'Berth B03 is booked from 13 June. You can extend by 1 night at most.'
          : '';
      return { delayMs: 800, json: error ? { ok: false, error } : { ok: true } };
    },
    '/marina/api/cancel': (req) => {
      const arrive = parse<{ arrive: string }>(req.body).arrive ?? '';
      const error =
        arrive <= '2028-06-10'
          ? "Bookings can't be cancelled within 48 hours of arrival. Call the harbour office on +385 23 555 010."
          : '';
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true } };
    },
    '/marina/api/review': () => ({ delayMs: 500, json: { ok: true } }),
    '/marina/api/service': (req) => {
      const body = parse<{ id: string; date: string }>(req.body);
      const error =
        body.id === 'crane' && (body.date ?? '') < '2028-07-01'
          ? 'The crane is booked until 30 June. Choose a date from 1 July.'
          : '';
      return { delayMs: 700, json: error ? { ok: false, error } : { ok: true } };
    },
  },
};
