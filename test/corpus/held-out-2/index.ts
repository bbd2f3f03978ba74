/**
 * The second held-out set: five apps of its own (airline check-in, homes for sale, online courses, food delivery,
 * event tickets) and steps phrased after the public sources in `sources.ts`, written without seeing the planner or
 * the other sets. Scored only to report how a planner does on steps it was not tuned to.
 */
import type { CorpusSet } from '../types';
import { airline } from './apps/airline';
import { eats } from './apps/eats';
import { events } from './apps/events';
import { homes } from './apps/homes';
import { learn } from './apps/learn';
import { airlineEntries } from './entries/airline';
import { eatsEntries } from './entries/eats';
import { eventsEntries } from './entries/events';
import { homesEntries } from './entries/homes';
import { learnEntries } from './entries/learn';
import { sources } from './sources';

export const set: CorpusSet = {
  name: 'held-out-2',
  apps: [airline, homes, learn, eats, events],
  entries: [...airlineEntries, ...homesEntries, ...learnEntries, ...eatsEntries, ...eventsEntries],
  sources,
};

export default set;
