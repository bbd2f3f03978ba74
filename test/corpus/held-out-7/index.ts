/**
 * The seventh held-out set: four apps of its own, in domains the other sets do not use (`museum`, a museum's timed
 * tickets and membership; `energy`, a home energy account; `mealkit`, a meal-kit recipe planner; `confer`, a
 * conference schedule and attendee portal), and steps phrased after the public sources in `sources.ts` (Gherkin step
 * libraries, examples and evaluation sets of open-source browser agents, documentation of hosted AI-testing products,
 * manual test cases and bug reports). Written blind: its author read only the corpus format and its documentation
 * page, the scorer and validator, the fixture server, held-out-6's index and sources for their layout and its small
 * HTML page helper, and nothing of the planner or of the other sets' entries and apps; only `--validate` was run while
 * writing it. More than a third of the steps must fail, near misses and ambiguous targets among them. Scored once, by
 * someone else, to report how a planner does on apps and phrasing it was not tuned to.
 */
import type { CorpusSet } from '../types';
import { conferApp } from './apps/confer';
import { energyApp } from './apps/energy';
import { mealkitApp } from './apps/mealkit';
import { museumApp } from './apps/museum';
import { conferEntries } from './entries/confer';
import { energyEntries } from './entries/energy';
import { mealkitEntries } from './entries/mealkit';
import { museumEntries } from './entries/museum';
import { sources } from './sources';

export const set: CorpusSet = {
  name: 'held-out-7',
  apps: [museumApp, energyApp, mealkitApp, conferApp],
  entries: [...museumEntries, ...energyEntries, ...mealkitEntries, ...conferEntries],
  sources,
};

export default set;
