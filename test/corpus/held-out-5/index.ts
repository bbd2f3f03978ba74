/**
 * The fifth held-out set: four apps of its own, in domains the other sets do not use (`drive`, a file-sharing drive;
 * `tables`, a restaurant's table booking and reservations; `budget`, a household budgeting app; `rail`, train ticket
 * search, results and seat choice), and steps phrased after the public sources in `sources.ts` (Gherkin features and
 * step libraries, examples and evaluation sets of open-source browser agents, documentation of hosted AI-testing
 * products, manual test cases and bug reports). Written without seeing the planner or the other sets' entries and
 * apps: its author read only the corpus format, the scorer and validator, and held-out-4's index and sources for their
 * layout; only `--validate` was run while writing it. More than a third of the steps must fail. Scored once, by
 * someone else, to report how a planner does on apps and phrasing it was not tuned to.
 */
import type { CorpusSet } from '../types';
import { budgetApp } from './apps/budget';
import { driveApp } from './apps/drive';
import { railApp } from './apps/rail';
import { tablesApp } from './apps/tables';
import { budgetEntries } from './entries/budget';
import { driveEntries } from './entries/drive';
import { railEntries } from './entries/rail';
import { tablesEntries } from './entries/tables';
import { sources } from './sources';

export const set: CorpusSet = {
  // `CorpusSet['name']` lists the sets written before this one.
  name: 'held-out-5',
  apps: [driveApp, tablesApp, budgetApp, railApp],
  entries: [...driveEntries, ...tablesEntries, ...budgetEntries, ...railEntries],
  sources,
};

export default set;
