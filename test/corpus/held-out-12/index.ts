/**
 * The twelfth held-out set: four apps of its own, in domains the other sets do not use (`laundry`, Suds & Co, a laundry
 * and dry-cleaning collection service: booking a collection and "My orders"; `storage`, Keepwell Self Storage: finding
 * and reserving a unit, and a customer account with units, invoices, authorised people and notice to move out;
 * `mobile`, Tidal Mobile, a phone network's account: sign-in, lines with data, roaming and SIM controls, bills and
 * add-ons; `newsroom`, Ledger, a local newspaper's content system: an articles list and an article editor with
 * publishing, comments and history), and steps phrased after the public sources in `sources.ts` (Gherkin step
 * libraries, Gauge and Robot Framework suites, examples and evaluation sets of open-source browser agents,
 * documentation of hosted AI-testing products, manual test cases and bug reports).
 * Its steps were phrased without reference to the planner, the dev set or the other held-out sets' apps and entries.
 * Only `--validate` has been run on it; its first scoring is the figure of a planner on apps and phrasing it was not
 * tuned to. About 40% of the steps must fail: near misses, false claims, missing targets (including actions the app
 * refuses) and ambiguous targets.
 */
import { builder } from '../entry-builder';
import type { CorpusSet } from '../types';
import { laundryApp } from './apps/laundry-orders';
import { mobileApp } from './apps/mobile';
import { newsroomApp } from './apps/newsroom-edit';
import { storageApp } from './apps/storage-account';
import { laundryOrderEntries } from './entries/laundry-order';
import { laundryOrdersEntries } from './entries/laundry-orders';
import { mobileEntries } from './entries/mobile';
import { newsroomEntries } from './entries/newsroom';
import { storageAccountEntries } from './entries/storage-account';
import { storageUnitsEntries } from './entries/storage-units';
import { sources } from './sources';

const laundry = builder('ho12-laundry');
laundryOrderEntries(laundry);
laundryOrdersEntries(laundry);
const storage = builder('ho12-storage');
storageUnitsEntries(storage);
storageAccountEntries(storage);
const mobile = builder('ho12-mobile');
mobileEntries(mobile);
const newsroom = builder('ho12-newsroom');
newsroomEntries(newsroom);

export const set: CorpusSet = {
  name: 'held-out-12',
  apps: [laundryApp, storageApp, mobileApp, newsroomApp],
  entries: [...laundry.entries, ...storage.entries, ...mobile.entries, ...newsroom.entries],
  sources,
};

export default set;
