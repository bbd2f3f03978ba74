import { defineConfig } from 'vitest/config';
import LongestFirst from './test/support/sequencer';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Integration files spend part of their time waiting for runs, stacks and processes: three at a time keep two
    // cores busy (about 1.4 cores on average, 7.6 min against 11 min with two); four gained nothing more.
    maxWorkers: 3,
    // The longest files start first, also on a fresh clone (test/support/sequencer.ts).
    sequence: { sequencer: LongestFirst },
    setupFiles: ['test/setup/polyfills.ts'],
    // One local stack for the files that share it, started when the first one asks (test/support/stack-broker.ts).
    globalSetup: ['test/support/stack-broker.ts'],
  },
});
