/**
 * The fourteenth held-out set: three apps of its own, in domains the other sets do not use (`stay`, Saltmarsh Stays,
 * holiday lets on the coast: a sign-in checked by the server, lets as cards with filters, a four-step booking wizard
 * with dates checked by the server, guest and dog limits, extras, an address lookup and a card form in an iframe, and
 * My trips with cancellations, balance payments, messages and reviews; `jobs`, Applytrack, a personal job-application
 * tracker: a paged, searchable board with row menus, an Add application dialog, and an application page with
 * interviews, notes, a checklist, a CV preview in an iframe, a recruiter card in a shadow root and an offer;
 * `seats`, Harbour Hall's box office: what's on by month, a seat map with a limit of 8 seats, best-available seats and
 * ticket types, and a checkout with an order summary in a shadow root, promo codes and delivery), and steps phrased
 * after the public sources in `sources.ts` (Gherkin step libraries, CodeceptJS, Gauge and Robot Framework suites,
 * examples and evaluation sets of open-source browser agents, documentation of hosted AI-testing products, manual test
 * cases and bug reports).
 * Its steps were phrased without reference to the planner, the dev set or the other held-out sets' apps and entries.
 * Only `--validate` has been run on it; its first scoring is the figure of a planner on apps and phrasing it was not
 * tuned to. About 40% of the steps must fail: near misses, false claims, missing targets (including actions the app
 * refuses) and ambiguous targets.
 */
import { builder } from '../entry-builder';
import type { CorpusSet } from '../types';
import { jobsApp } from './apps/jobs';
import { seatsApp } from './apps/seats';
import { stayApp } from './apps/stay';
import { jobsEntries } from './entries/jobs';
import { seatsEntries } from './entries/seats';
import { stayEntries } from './entries/stay';
import { stayBookEntries } from './entries/stay-book';
import { sources } from './sources';

const stay = builder('ho14-stay');
stayEntries(stay);
stayBookEntries(stay);
const jobs = builder('ho14-jobs');
jobsEntries(jobs);
const seats = builder('ho14-seats');
seatsEntries(seats);

export const set: CorpusSet = {
  name: 'held-out-14',
  apps: [stayApp, jobsApp, seatsApp],
  entries: [...stay.entries, ...jobs.entries, ...seats.entries],
  sources,
};

export default set;
