/**
 * The twentieth held-out set: apps of its own in domains the other sets do not use (`tools`, Brackenford Tool
 * Library, a community library of tools to borrow; `donor`, Lifeline Donors, a blood donor's account and session
 * booking; `charge`, Voltway, a public EV-charging network's app and account), and steps phrased after the public
 * sources in `sources.ts` (Gherkin step libraries, CodeceptJS, Gauge and Robot Framework suites, examples and
 * evaluation sets of open-source browser agents, documentation of hosted AI-testing products, acceptance criteria,
 * manual test cases and bug reports). Its steps were written without reference to the planner, the dev set or the
 * other held-out sets' entries (only held-out-17's shape was looked at). Only `--validate` has been run on it. Over
 * 40% of the steps must fail: near misses, false claims, missing targets (including actions the app refuses) and
 * ambiguous targets.
 */
import { builder } from '../entry-builder';
import type { CorpusSet } from '../types';
import { chargeApp } from './apps/charge';
import { donorApp } from './apps/donor';
import { toolsApp } from './apps/tools';
import { chargeEntries } from './entries/charge';
import { donorEntries } from './entries/donor';
import { toolsEntries } from './entries/tools';
import { sources } from './sources';

const tools = builder('ho20-tools');
toolsEntries(tools);
const donor = builder('ho20-donor');
donorEntries(donor);
const charge = builder('ho20-charge');
chargeEntries(charge);

export const set: CorpusSet = {
  name: 'held-out-20',
  apps: [toolsApp, donorApp, chargeApp],
  entries: [...tools.entries, ...donor.entries, ...charge.entries],
  sources,
};

export default set;
