import { defineConfig } from 'vitest/config';
import { ENV } from './core/config';
import LongestFirst from './test/support/sequencer';

// The per-key rate limit stays on in every test (the same code path as in production) but far above what a test
// sends, so that no result depends on the machine's speed; the shared stack (in this process) and the workers (its
// children) inherit it. test/integration/rate-limits.test.ts sets small limits for a stack of its own.
process.env[ENV.rateLimitPerSecond] ??= '100000';
process.env[ENV.rateLimitBurst] ??= '100000';
// Three files run at a time, several with a stack of their own: one standby runner each (the default keeps as many as
// the default plan runs at once) leaves the cores to the tests. runs-standby-group.test.ts runs a stack with two.
process.env[ENV.standbyRunners] ??= '1';

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
