/**
 * The fourth held-out set: four apps of its own, in domains the other sets do not use (`board`, an issue tracker's
 * kanban board; `people`, HR time off, timesheets and approvals; `crm`, a contacts table and contact page; `vet`, a
 * veterinary clinic's pet-owner portal), and 313 steps phrased after the public sources in `sources.ts` (Gherkin step
 * libraries, examples of open-source browser agents, documentation of hosted AI-testing products, manual test cases).
 * Written without seeing the planner or the other sets' entries and apps: its author read only the corpus format, the
 * scorer and validator, and held-out-3's index file for its layout; only `--validate` was run while writing it. More
 * than a third of the steps must fail, near misses first. Scored once, by someone else, to report how a planner does
 * on apps and phrasing it was not tuned to.
 */
import type { CorpusSet } from '../types';
import { boardApp } from './apps/board';
import { crmApp } from './apps/crm';
import { peopleApp } from './apps/people';
import { vetApp } from './apps/vet';
import { boardEntries } from './entries/board';
import { crmEntries } from './entries/crm';
import { peopleEntries } from './entries/people';
import { vetEntries } from './entries/vet';
import { sources } from './sources';

export const set: CorpusSet = {
  // `CorpusSet['name']` lists the sets written before this one.
  name: 'held-out-4',
  apps: [boardApp, peopleApp, crmApp, vetApp],
  entries: [...boardEntries, ...peopleEntries, ...crmEntries, ...vetEntries],
  sources,
};

export default set;
