/**
 * The third held-out set: four apps of its own (car rental, online banking, recruiting, support helpdesk) and steps
 * phrased after the public sources in `sources.ts`, written without seeing the planner or the other sets' entries.
 * Scored only to report how a planner does on steps it was not tuned to.
 */
import type { CorpusSet } from '../types';
import { bank } from './apps/bank';
import { helpdesk } from './apps/helpdesk';
import { hiring } from './apps/hiring';
import { rentals } from './apps/rentals';
import { bankEntries } from './entries/bank';
import { helpdeskEntries } from './entries/helpdesk';
import { hiringEntries } from './entries/hiring';
import { rentalsEntries } from './entries/rentals';
import { sources } from './sources';

export const set: CorpusSet = {
  name: 'held-out-3',
  apps: [rentals, bank, hiring, helpdesk],
  entries: [...rentalsEntries, ...bankEntries, ...hiringEntries, ...helpdeskEntries],
  sources,
};

export default set;
