/**
 * Oakmere Hall, a wedding and event venue's site and couples' planner (pages in venue-public.ts, venue-enquire.ts
 * and venue-planner.ts). Today is Tuesday 12 January 2027. Sign-in answers late (priya.shah@example.com /
 * confetti24; tom.hale@example.com is locked); availability checks, enquiries and settings answer late and refuse
 * booked dates, evening use of the Walled Garden, fireworks outside the Great Barn and the Boathouse Lawn, and an RSVP
 * deadline after final numbers are due.
 */
import type { CorpusApp } from '../../types';
import { longDate, parse } from './shared';
import { BOOKED, spaceName } from './venue-data';
import { enquire } from './venue-enquire';
import { planner } from './venue-planner';
import { signin, spaces } from './venue-public';

const booked = (space: string, date: string) => (BOOKED[space] ?? []).includes(date);

export const venueApp: CorpusApp = {
  name: 'venue',
  description:
    "Oakmere Hall, a wedding and event venue. Sign-in (email and password with placeholders in a fieldset, a Show password button, Keep me signed in, per-field errors, a server answer after 0.9 s refusing a wrong password and a locked account, a Forgotten your password dialog). Spaces: a Guests slider, an Event type select, an Outdoor spaces only box, a Shortlist only switch, a Showing N of M line and cards with Check dates, View photos and a Shortlist toggle in each (Lakeside Pavilion closed, its Check dates disabled; two more spaces behind Show more spaces answered late); a Check dates dialog with a date input answered late (booked dates and the Walled Garden's evenings refused); a photo dialog; an open-day banner that loads after a second above the heading with a Book a tour dialog (time radios, one full; a People coming stepper); accordions; a brochure form in an iframe. An enquiry wizard of four steps (Your event, Catering, Extras, Your details) with fieldsets, per-field errors, a capacity check, a switch, a budget slider and Send enquiry answered late, refusing booked dates and fireworks outside two spaces. A planner: account menu (deleting the plan refused late), a budget meter in a shadow root loaded late, tabs: Guests (a coordinator's note loading late above a search box named by its placeholder, an RSVP filter, a table of 30 guests, 8 a page, with Edit, Remind and Remove in each row; Remind answered late and refused for a guest without an email; add/edit dialog with validation; a remove confirmation and an Undo toast), Suppliers (cards with Message and Rate in each; Rate refused late unless booked; a star-rating dialog), Timeline (accordions, Expand all), Payments (a table with Receipt and Set reminder twice each, a card form in an iframe answered late, refusing expired and declined cards), Settings (three switches, an RSVP deadline date, a reminder slider, Save answered late). Toasts leave after four seconds.",
  routes: {
    '/venue/signin': () => signin,
    '/venue/spaces': () => spaces,
    '/venue/enquire': () => enquire,
    '/venue/planner': () => planner,
    '/venue/api/signin': (req) => {
      const body = parse<{ email: string; password: string }>(req.body);
      const email = (body.email ?? '').toLowerCase();
      let error = '';
      if (email === 'tom.hale@example.com')
        error = 'This account is locked after too many attempts. Reset your password to unlock it.';
      else if (email !== 'priya.shah@example.com' || body.password !== 'confetti24')
        error = "That email and password don't match an Oakmere Hall planner.";
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true } };
    },
    '/venue/api/availability': (req) => {
      const body = parse<{ space: string; date: string; part: string }>(req.body);
      const space = body.space ?? '';
      const date = body.date ?? '';
      let error = '';
      if (date <= '2027-01-12') error = 'Choose a date after today.';
      else if (space === 'WG' && body.part === 'evening')
        error = 'The Walled Garden is for daytime ceremonies only. Choose Daytime or Whole day.';
      else if (booked(space, date)) error = `Sorry, ${spaceName(space)} is already booked on ${longDate(date)}.`;
      return {
        delayMs: 800,
        json: error ? { ok: false, error } : { ok: true, text: `${longDate(date)} is free in ${spaceName(space)}.` },
      };
    },
    '/venue/api/enquiry': (req) => {
      const body = parse<{ space: string; date: string; extras: string[] }>(req.body);
      const space = body.space ?? '';
      let error = '';
      if (booked(space, body.date ?? ''))
        error = `${spaceName(space)} is already booked on ${longDate(body.date ?? '')}. Go back and choose another date.`;
      else if (body.extras?.includes('Fireworks') && space !== 'GB' && space !== 'BL')
        error = 'Fireworks are only allowed with The Great Barn or The Boathouse Lawn.';
      return { delayMs: 1200, json: error ? { ok: false, error } : { ok: true, ref: 'OH-4471' } };
    },
    '/venue/api/settings': (req) => {
      const body = parse<{ rsvpBy: string }>(req.body);
      let error = '';
      if (!body.rsvpBy) error = 'Choose an RSVP deadline';
      else if (body.rsvpBy > '2027-08-21')
        error = 'The RSVP deadline must be on or before Saturday 21 August 2027, when final numbers are due.';
      else if (body.rsvpBy <= '2027-01-12') error = 'The RSVP deadline must be in the future.';
      return { delayMs: 800, json: error ? { ok: false, error } : { ok: true } };
    },
  },
};
