/**
 * The sixth held-out set: four apps of its own, in domains the other sets do not use (`gym`, a gym's class booking and
 * membership; `quote`, a car insurance quote wizard; `pharmacy`, prescription refills and an online pharmacy shop;
 * `parcel`, a parcel tracking portal), and steps phrased after the public sources in `sources.ts` (Gherkin step
 * libraries and features, examples and evaluation sets of open-source browser agents, documentation of hosted
 * AI-testing and monitoring products, manual test cases and bug reports). Written blind: its author read only the
 * corpus format and its documentation page, the scorer and validator, held-out-5's index and sources for their layout,
 * its small HTML page helper and the fixture server, and nothing of the planner or of the other sets' entries and
 * apps; only `--validate` was run while writing it. More than a third of the steps must fail, near misses among them.
 * Scored once, by someone else, to report how a planner does on apps and phrasing it was not tuned to.
 */
import type { CorpusSet } from '../types';
import { gymApp } from './apps/gym';
import { parcelApp } from './apps/parcel';
import { pharmacyApp } from './apps/pharmacy';
import { quoteApp } from './apps/quote';
import { gymEntries } from './entries/gym';
import { parcelEntries } from './entries/parcel';
import { pharmacyEntries } from './entries/pharmacy';
import { quoteEntries } from './entries/quote';
import { sources } from './sources';

export const set: CorpusSet = {
  name: 'held-out-6',
  apps: [gymApp, quoteApp, pharmacyApp, parcelApp],
  entries: [...gymEntries, ...quoteEntries, ...pharmacyEntries, ...parcelEntries],
  sources,
};

export default set;
