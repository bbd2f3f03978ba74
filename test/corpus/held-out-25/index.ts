/**
 * The twenty-fifth held-out set: apps of its own in domains the other sets do not use (`venue`, Oakmere Hall, a
 * wedding and event venue's spaces, enquiry wizard and couples' planner; `removals`, Packwell Removals, a home-removals
 * firm's quote wizard and move page; `pool`, Ashgrove Leisure Pools, a public swimming pool's timetable, memberships,
 * join wizard and member account), and steps phrased after the public sources in `sources.ts` (Gherkin step
 * libraries, CodeceptJS, Gauge and Robot Framework suites, examples and evaluation sets of open-source browser agents,
 * documentation of hosted AI-testing products, acceptance criteria, manual test cases and bug reports). Its steps were
 * written blind: without reference to the planner, the dev set or the other sets' entries (only held-out-20's shape
 * was looked at). Only `--validate` has been run on it. Between 40% and 50% of the steps must fail: near misses, false
 * claims, missing targets (including actions the apps refuse) and ambiguous targets.
 */
import { builder } from '../entry-builder';
import type { CorpusSet } from '../types';
import { poolApp } from './apps/pool';
import { removalsApp } from './apps/removals';
import { venueApp } from './apps/venue';
import { poolEntries } from './entries/pool';
import { poolMoreEntries } from './entries/pool-more';
import { removalsEntries } from './entries/removals';
import { removalsMoveEntries } from './entries/removals-move';
import { venueEntries } from './entries/venue';
import { venuePlannerEntries } from './entries/venue-planner';
import { sources } from './sources';

const venue = builder('ho25-venue');
venueEntries(venue);
venuePlannerEntries(venue);
const removals = builder('ho25-removals');
removalsEntries(removals);
removalsMoveEntries(removals);
const pool = builder('ho25-pool');
poolEntries(pool);
poolMoreEntries(pool);

export const set: CorpusSet = {
  name: 'held-out-25',
  apps: [venueApp, removalsApp, poolApp],
  entries: [...venue.entries, ...removals.entries, ...pool.entries],
  sources,
};

export default set;
