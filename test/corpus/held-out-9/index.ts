/**
 * The ninth held-out set: four apps of its own, in domains the other sets do not use (`council`, a district
 * council's services portal: bin days by postcode, a problem report with a map, a parking permit wizard and a council
 * tax account; `charity`, a homelessness charity's donations, volunteering roles and events; `garden`, a garden
 * centre's plant shop, plant page and delivery-slot checkout; `prints`, a photo-print ordering page), and steps
 * phrased after the public sources in `sources.ts` (Gherkin step libraries, examples and evaluation sets of
 * open-source browser agents, documentation of hosted AI-testing products, manual test cases and bug reports).
 * Written blind: its author read only the corpus documentation page, the format (`types.ts`), the scorer and
 * validator (`score.ts`), the corpus script, the fixture server, the shared page helper and entry builder, and
 * held-out-8's index and sources plus one of its apps and its entries for their layout, and nothing of the planner or
 * of the other sets' entries and apps; only `--validate` was run while writing it. At least 40% of the steps must
 * fail, near misses and ambiguous targets among them. To be scored once, by someone else, to report how a planner
 * does on apps and phrasing it was not tuned to.
 */
import type { CorpusSet } from '../types';
import { charityApp } from './apps/charity';
import { councilApp } from './apps/council';
import { gardenApp } from './apps/garden';
import { printsApp } from './apps/prints';
import { charityEntries } from './entries/charity';
import { councilEntries } from './entries/council';
import { gardenEntries } from './entries/garden';
import { printsEntries } from './entries/prints';
import { sources } from './sources';

export const set: CorpusSet = {
  name: 'held-out-9',
  apps: [councilApp, charityApp, gardenApp, printsApp],
  entries: [...councilEntries, ...charityEntries, ...gardenEntries, ...printsEntries],
  sources,
};

export default set;
