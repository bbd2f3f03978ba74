/**
 * The twenty-second held-out set: apps of its own in domains the other sets do not use (`insure`, Harbourline, a car
 * insurer's quote wizard, payment and renewal account; `resale`, Second Row, a fan-to-fan ticket resale marketplace;
 * `lingo`, Polyglot Lane, a language school's catalogue, placement test, timetable, enrolment and messages), and
 * steps phrased after the public sources in `sources.ts` (Gherkin step libraries, CodeceptJS, Gauge and Robot
 * Framework suites, examples and evaluation sets of open-source browser agents, documentation of hosted AI-testing
 * products, acceptance criteria, manual test cases and bug reports). Its steps were written without reference to the
 * planner, the dev set or the other held-out sets' entries (only held-out-20's shape was looked at). Only `--validate`
 * has been run on it. Over 40% of the steps must fail: near misses, false claims, missing targets (including actions
 * the app refuses) and ambiguous targets.
 */
import { builder } from '../entry-builder';
import type { CorpusSet } from '../types';
import { insureApp } from './apps/insure';
import { lingoApp } from './apps/lingo';
import { resaleApp } from './apps/resale';
import { insureEntries } from './entries/insure';
import { lingoEntries } from './entries/lingo';
import { resaleEntries } from './entries/resale';
import { sources } from './sources';

const insure = builder('ho22-insure');
insureEntries(insure);
const resale = builder('ho22-resale');
resaleEntries(resale);
const lingo = builder('ho22-lingo');
lingoEntries(lingo);

export const set: CorpusSet = {
  name: 'held-out-22',
  apps: [insureApp, resaleApp, lingoApp],
  entries: [...insure.entries, ...resale.entries, ...lingo.entries],
  sources,
};

export default set;
