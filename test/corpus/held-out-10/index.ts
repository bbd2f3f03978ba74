/**
 * The tenth held-out set: four apps of its own, in domains the other sets do not use (`garage`, an independent
 * car-repair garage: service booking with a registration look-up, "My vehicles" with a service history, and a repair
 * tracker with recommended work to approve; `library`, a public library's catalogue with holds and borrowing, and a
 * reader's account with loans, holds, reading history and fines; `recipes`, a recipe site with a recipe page and a
 * shopping list; `cowork`, a coworking space's desk and meeting-room booking and "My bookings"), and steps phrased
 * after the public sources in `sources.ts` (Gherkin step libraries, examples and evaluation sets of open-source
 * browser agents, documentation of hosted AI-testing products, manual test cases and bug reports).
 * Written blind: its author read only the corpus documentation page, the format (`types.ts`), the scorer and
 * validator (`score.ts`), the corpus script, the fixture server, the shared page helper and entry builder, and
 * held-out-9's index and sources plus one of its apps and its entries for their layout, and nothing of the planner or
 * of the other sets' entries and apps; only `--validate` was run while writing it. At least 40% of the steps must
 * fail, near misses and ambiguous targets among them. To be scored once, by someone else, to report how a planner
 * does on apps and phrasing it was not tuned to.
 */
import { builder } from '../entry-builder';
import type { CorpusSet } from '../types';
import { coworkApp } from './apps/cowork';
import { garageApp } from './apps/garage';
import { libraryApp } from './apps/library';
import { recipesApp } from './apps/recipes';
import { coworkEntries } from './entries/cowork';
import { garageAccountEntries } from './entries/garage-account';
import { garageBookEntries } from './entries/garage-book';
import { libraryAccountEntries } from './entries/library-account';
import { libraryCatalogueEntries } from './entries/library-catalogue';
import { recipesEntries } from './entries/recipes';
import { sources } from './sources';

const garage = builder('ho10-garage');
garageBookEntries(garage);
garageAccountEntries(garage);
const library = builder('ho10-library');
libraryCatalogueEntries(library);
libraryAccountEntries(library);
const recipes = builder('ho10-recipes');
recipesEntries(recipes);
const cowork = builder('ho10-cowork');
coworkEntries(cowork);

export const set: CorpusSet = {
  name: 'held-out-10',
  apps: [garageApp, libraryApp, recipesApp, coworkApp],
  entries: [...garage.entries, ...library.entries, ...recipes.entries, ...cowork.entries],
  sources,
};

export default set;
