/**
 * The twenty-first held-out set: apps of its own in domains the other sets do not use (`courts`, Hollins Park Courts,
 * a park trust's tennis, padel and pickleball court booking; `visa`, Veloria eVisa, a country's online visa
 * application service; `paddle`, Riverbend Paddle Co., a kayak, canoe and paddleboard hire on a river), and steps
 * phrased after the public sources in `sources.ts` (Gherkin step libraries, CodeceptJS, Gauge and Robot Framework
 * suites, examples and evaluation sets of open-source browser agents, documentation of hosted AI-testing products,
 * acceptance criteria, manual test cases and bug reports). Its steps were written without reference to the planner, the
 * dev set or the other held-out sets' entries (only held-out-20's shape was looked at). Only `--validate` has been run
 * on it. Over 40% of the steps must fail: near misses, false claims, missing targets (including actions the app
 * refuses) and ambiguous targets.
 */
import { builder } from '../entry-builder';
import type { CorpusSet } from '../types';
import { courtsApp } from './apps/courts';
import { paddleApp } from './apps/paddle';
import { visaApp } from './apps/visa';
import { courtsEntries } from './entries/courts';
import { paddleEntries } from './entries/paddle';
import { visaEntries } from './entries/visa';
import { sources } from './sources';

const courts = builder('ho21-courts');
courtsEntries(courts);
const visa = builder('ho21-visa');
visaEntries(visa);
const paddle = builder('ho21-paddle');
paddleEntries(paddle);

export const set: CorpusSet = {
  name: 'held-out-21',
  apps: [courtsApp, visaApp, paddleApp],
  entries: [...courts.entries, ...visa.entries, ...paddle.entries],
  sources,
};

export default set;
