/**
 * The eighth held-out set: four apps of its own, in domains the other sets do not use (`carshare`, a car-sharing
 * app; `school`, a primary school's parent portal; `salon`, a hair salon's booking wizard and past visits; `podcast`,
 * a podcast player and show page), and steps phrased after the public sources in `sources.ts` (Gherkin step
 * libraries, examples and evaluation sets of open-source browser agents, documentation of hosted AI-testing products,
 * manual test cases and bug reports). Written blind: its author read only the corpus documentation page, the format
 * (`types.ts`), the scorer and validator (`score.ts`), the corpus script, the fixture server, and held-out-7's index,
 * sources, entry builder and small HTML page helper for their layout, and nothing of the planner or of the other sets'
 * entries and apps; only `--validate` was run while writing it. At least 40% of the steps must fail, near misses and
 * ambiguous targets among them. To be scored once, by someone else, to report how a planner does on apps and
 * phrasing it was not tuned to.
 */
import type { CorpusSet } from '../types';
import { carshareApp } from './apps/carshare';
import { podcastApp } from './apps/podcast';
import { salonApp } from './apps/salon';
import { schoolApp } from './apps/school';
import { carshareEntries } from './entries/carshare';
import { podcastEntries } from './entries/podcast';
import { salonEntries } from './entries/salon';
import { schoolEntries } from './entries/school';
import { sources } from './sources';

export const set: CorpusSet = {
  name: 'held-out-8',
  apps: [carshareApp, schoolApp, salonApp, podcastApp],
  entries: [...carshareEntries, ...schoolEntries, ...salonEntries, ...podcastEntries],
  sources,
};

export default set;
