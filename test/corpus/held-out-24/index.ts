/**
 * The twenty-fourth held-out set: apps of its own in domains the other sets do not use (`ski`, Alva Peaks, a ski
 * resort's lift-pass shop and account; `marina`, Port Elsa Marina, visitor berth booking for boats; `grants`, the
 * Northfield Research Council's grant application portal), and steps phrased after the public sources in
 * `sources.ts` (Gherkin step libraries, CodeceptJS, Gauge, Robot Framework and Serenity suites, examples and
 * evaluation sets of open-source browser agents, documentation of hosted AI-testing products, acceptance criteria,
 * manual test cases and bug reports). Its steps were written without reference to the planner, its docs, the dev set
 * or the other held-out sets' entries (only held-out-20's shape was looked at). Only `--validate` has been run on it.
 * Over 40% of the steps must fail: near misses, false claims, missing targets (including actions the app refuses)
 * and ambiguous targets.
 */
import { builder } from '../entry-builder';
import type { CorpusSet } from '../types';
import { grantsApp } from './apps/grants';
import { marinaApp } from './apps/marina';
import { skiApp } from './apps/ski';
import { grantsEntries } from './entries/grants';
import { grantsMoreEntries } from './entries/grants-more';
import { marinaEntries } from './entries/marina';
import { marinaMyEntries } from './entries/marina-my';
import { skiEntries } from './entries/ski';
import { skiMoreEntries } from './entries/ski-more';
import { sources } from './sources';

const ski = builder('ho24-ski');
skiEntries(ski);
skiMoreEntries(ski);
const marina = builder('ho24-marina');
marinaEntries(marina);
marinaMyEntries(marina);
const grants = builder('ho24-grants');
grantsEntries(grants);
grantsMoreEntries(grants);

export const set: CorpusSet = {
  name: 'held-out-24',
  apps: [skiApp, marinaApp, grantsApp],
  entries: [...ski.entries, ...marina.entries, ...grants.entries],
  sources,
};

export default set;
