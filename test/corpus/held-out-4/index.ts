/**
 * The fourth held-out set: four apps of its own (an issue tracker board, an HR leave and timesheet app, a CRM, a
 * veterinary clinic's pet-owner portal) and steps phrased after the public sources in `sources.ts`, written without
 * seeing the planner or the other sets' entries and apps. Scored only to report how a planner does on steps it was not
 * tuned to.
 */
import type { CorpusSet } from '../types';
import { boardApp } from './apps/board';
import { peopleApp } from './apps/people';
import { boardEntries } from './entries/board';
import { peopleEntries } from './entries/people';
import { sources } from './sources';

export const set: CorpusSet = {
  // `CorpusSet['name']` lists the sets written before this one.
  name: 'held-out-4' as string as CorpusSet['name'],
  apps: [boardApp, peopleApp],
  entries: [...boardEntries, ...peopleEntries],
  sources,
};

export default set;
