/**
 * The thirteenth held-out set: three apps of its own, in domains the other sets do not use (`parking`, ParkRight, staff
 * car-park permits at a business park: car parks, a permit application, permits, vehicles and penalty notices;
 * `courses`, Halden University's module registration: a paged module catalogue with clashes, prerequisites, full
 * modules and a credit limit, a registration summary and a message to a module leader; `stock`, Shelfwise, a
 * warehouse cycle count: a count sheet with a scanner box, variances and reasons, stock adjustments with a manager
 * code, and past counts), and steps phrased after the public sources in `sources.ts` (Gherkin step libraries, Gauge
 * and Robot Framework suites, examples and evaluation sets of open-source browser agents, documentation of hosted
 * AI-testing products, manual test cases and bug reports).
 * Its steps were phrased without reference to the planner, the dev set or the other held-out sets' apps and entries.
 * Only `--validate` has been run on it; its first scoring is the figure of a planner on apps and phrasing it was not
 * tuned to. About 40% of the steps must fail: near misses, false claims, missing targets (including actions the app
 * refuses) and ambiguous targets.
 */
import { builder } from '../entry-builder';
import type { CorpusSet } from '../types';
import { coursesApp } from './apps/courses';
import { parkingApp } from './apps/parking';
import { stockApp } from './apps/stock';
import { coursesEntries } from './entries/courses';
import { parkingAccountEntries } from './entries/parking-account';
import { parkingApplyEntries } from './entries/parking-apply';
import { stockEntries } from './entries/stock';
import { sources } from './sources';

const parking = builder('ho13-parking');
parkingApplyEntries(parking);
parkingAccountEntries(parking);
const courses = builder('ho13-courses');
coursesEntries(courses);
const stock = builder('ho13-stock');
stockEntries(stock);

export const set: CorpusSet = {
  name: 'held-out-13',
  apps: [parkingApp, coursesApp, stockApp],
  entries: [...parking.entries, ...courses.entries, ...stock.entries],
  sources,
};

export default set;
