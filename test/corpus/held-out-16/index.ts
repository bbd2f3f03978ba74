/**
 * The sixteenth held-out set: three apps of its own, in domains the other sets do not use (`studio`, Pulse & Pine, a
 * fitness-class studio: a sign-in checked by the server, a timetable with day tabs, a search, filters and class cards
 * with Book and Details in each (bookings answered late, refused once bookings have closed, for a reformer class
 * without an intro session and when credits run out; waitlists; two identical Open Gym cards), a details dialog, a
 * toast that goes after four seconds and an account menu; My bookings with a paged table, cancellations refused
 * within 12 hours, past classes with star ratings, switches, a goal slider, a pause form refusing short notice,
 * accordions, a health questionnaire in an iframe and an Ask a coach box in a shadow root; and a three-step Join
 * wizard with a promo code checked late; `hardware`, Hartley's Hardware, DIY click and collect: a paged product grid
 * with a search, a category filter, a sort and cards with a quantity stepper, Check stock and Add to basket in each
 * (adds refused out of stock, beyond the stock and for a delivery-only item; a duplicated listing), a basket, a
 * Change store dialog with a listbox, a product page with a bundle option, tabs, reviews, a Write a review dialog with
 * a star rating, a data sheet in an iframe and nearby stock in a shadow root loaded late, and a three-step checkout
 * with slots loaded late, a trade account checked by the server and Place order disabled until a box is ticked;
 * `water`, Brookwater, a water company's customer account: a sign-in checked by the server, a Pay now dialog with a
 * card listbox, a More actions menu with an action the app refuses, a meter reading checked late by the server, usage
 * tabs, a paged bills table with row actions (queries refused on old bills), the latest bill in an iframe, switches,
 * a Direct Debit slider with a minimum, supply status in a shadow root loaded late, and a three-step Report a leak
 * wizard with a postcode lookup answered late), and steps phrased after the public sources in `sources.ts` (Gherkin
 * step libraries, CodeceptJS, Gauge and Robot Framework suites, examples and evaluation sets of open-source browser
 * agents, documentation of hosted AI-testing products, manual test cases and bug reports).
 * Its steps were phrased without reference to the planner, the dev set or the other held-out sets' entries. Only
 * `--validate` has been run on it; its first scoring is the figure of a planner on apps and phrasing it was not tuned
 * to. About 40% of the steps must fail: near misses, false claims, missing targets (including actions the app
 * refuses) and ambiguous targets.
 */
import { builder } from '../entry-builder';
import type { CorpusSet } from '../types';
import { hardwareApp } from './apps/hardware';
import { studioApp } from './apps/studio';
import { waterApp } from './apps/water';
import { hardwareEntries } from './entries/hardware';
import { studioEntries } from './entries/studio';
import { waterEntries } from './entries/water';
import { sources } from './sources';

const studio = builder('ho16-studio');
studioEntries(studio);
const hardware = builder('ho16-hardware');
hardwareEntries(hardware);
const water = builder('ho16-water');
waterEntries(water);

export const set: CorpusSet = {
  name: 'held-out-16',
  apps: [studioApp, hardwareApp, waterApp],
  entries: [...studio.entries, ...hardware.entries, ...water.entries],
  sources,
};

export default set;
