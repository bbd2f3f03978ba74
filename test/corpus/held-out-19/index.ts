/**
 * The nineteenth held-out set: apps of its own in domains the other sets do not use (`bikes`, Portwell Bikes, a city
 * bike-share account; `bulky`, Harrowgate Council bin days and bulky waste collections; `music`, Fairlight Music School
 * lessons), and steps phrased after the public sources in `sources.ts` (Gherkin step libraries, CodeceptJS, Gauge and
 * Robot Framework suites, examples and evaluation sets of open-source browser agents, documentation of hosted
 * AI-testing products, acceptance criteria, manual test cases and bug reports). Its steps were written without
 * reference to the planner, the dev set or the other held-out sets' entries (only held-out-17's shape was looked at).
 * Only `--validate` has been run on it. Over 40% of the steps must fail: near misses, false claims, missing targets
 * (including actions the app refuses) and ambiguous targets.
 */
import { builder } from '../entry-builder';
import type { CorpusSet } from '../types';
import { bikesApp } from './apps/bikes';
import { bulkyApp } from './apps/bulky';
import { musicApp } from './apps/music';
import { bikesEntries } from './entries/bikes';
import { bulkyEntries } from './entries/bulky';
import { musicEntries } from './entries/music';
import { sources } from './sources';

const bikes = builder('ho19-bikes');
bikesEntries(bikes);
const bulky = builder('ho19-bulky');
bulkyEntries(bulky);
const music = builder('ho19-music');
musicEntries(music);

export const set: CorpusSet = {
  name: 'held-out-19',
  apps: [bikesApp, bulkyApp, musicApp],
  entries: [...bikes.entries, ...bulky.entries, ...music.entries],
  sources,
};

export default set;
