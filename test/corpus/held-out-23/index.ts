/**
 * The twenty-third held-out set: apps of its own in domains the other sets do not use (`camp`, Pinewater Campsites, a
 * campsite's pitch search, booking wizard and trips; `labs`, Clearpath Diagnostics, a patient portal for booking blood
 * tests and reading results; `procure`, Brightfield Procure, a B2B accounts-payable and purchasing tool), and steps
 * phrased after the public sources in `sources.ts` (Gherkin step libraries, CodeceptJS, Gauge and Robot Framework
 * suites, examples and evaluation sets of open-source browser agents, documentation of hosted AI-testing products,
 * acceptance criteria, manual test cases and bug reports). Its steps were written blind: without reading the planner,
 * the dev set or the other held-out sets' entries (only held-out-20's shape and one of its apps were looked at). Only
 * `--validate` has been run on it. About 45% of the steps must fail: near misses, false claims, missing targets
 * (including disabled controls and actions the app refuses, often only after a late server answer) and ambiguous
 * targets.
 */
import { builder } from '../entry-builder';
import type { CorpusSet } from '../types';
import { campApp } from './apps/camp';
import { labsApp } from './apps/labs';
import { procureApp } from './apps/procure';
import { campBookEntries } from './entries/camp-book';
import { campFindEntries } from './entries/camp-find';
import { labsBookEntries } from './entries/labs-book';
import { labsRecordEntries } from './entries/labs-records';
import { procureInvoiceEntries } from './entries/procure-invoices';
import { procureOrderEntries } from './entries/procure-orders';
import { sources } from './sources';

const camp = builder('ho23-camp');
campFindEntries(camp);
campBookEntries(camp);
const labs = builder('ho23-labs');
labsBookEntries(labs);
labsRecordEntries(labs);
const procure = builder('ho23-procure');
procureInvoiceEntries(procure);
procureOrderEntries(procure);

export const set: CorpusSet = {
  name: 'held-out-23',
  apps: [campApp, labsApp, procureApp],
  entries: [...camp.entries, ...labs.entries, ...procure.entries],
  sources,
};

export default set;
