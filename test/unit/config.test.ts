import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import {
  ConfigError,
  ENV,
  ENV_DEFAULTS,
  rateLimitOf,
  readConfig,
  readLocalConfig,
  runTimeoutSecondsOf,
} from '../../core/config';
import { DEFAULT_BROWSER_CONCURRENCY } from '../../core/defaults';
import { DEFAULT_PLAN } from '../../lambdas/services/companies';

/** The rows of the variables table in docs/configuration.md: variable name -> its cells. */
function documentedVariables(): Map<string, string[]> {
  const text = readFileSync(new URL('../../docs/configuration.md', import.meta.url), 'utf8');
  const rows = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^\| `([A-Z0-9_]+)` \|(.*)\|$/.exec(line);
    if (match)
      rows.set(
        match[1]!,
        match[2]!.split('|').map((c) => c.trim()),
      );
  }
  return rows;
}

describe('environment variables', () => {
  it('documents every variable of ENV in one table, and nothing else', () => {
    // Act
    const rows = documentedVariables();

    // Assess
    expect([...rows.keys()].sort()).toEqual([...new Set(Object.values(ENV))].sort());
  });

  it("documents each default as core/config.ts declares it, in its variable's row", () => {
    // Prepare
    const rows = documentedVariables();

    // Act
    const mismatches = Object.entries(ENV_DEFAULTS).filter(([key, value]) => {
      const name = ENV[key as keyof typeof ENV];
      return !rows.get(name)?.[0]?.includes(`\`${value}\``);
    });

    // Assess
    expect(mismatches).toEqual([]);
  });

  it('applies the defaults when nothing is set', () => {
    // Act
    const local = readLocalConfig({});
    const runtime = readConfig({ [ENV.tableName]: 't', [ENV.bucketName]: 'b' });

    // Assess
    expect(local).toMatchObject({
      dataDir: ENV_DEFAULTS.dataDir,
      standbyRunners: ENV_DEFAULTS.standbyRunners,
      runTimeoutSeconds: ENV_DEFAULTS.runTimeoutSeconds,
      dynamoJavaOptions: ENV_DEFAULTS.dynamoJavaOptions,
      apiKey: undefined,
      chromiumPath: undefined,
    });
    expect(runtime).toMatchObject({ region: 'us-east-1', authCacheTtlMs: 10_000, runTimeoutSeconds: 1800 });
  });

  it('reads what is set, and falls back on values that are not numbers of the right kind', () => {
    // Act
    const local = readLocalConfig({
      [ENV.dataDir]: '/data',
      [ENV.standbyRunners]: '0',
      [ENV.chromiumPath]: '  /opt/chrome  ',
      [ENV.runTimeoutSeconds]: '90',
    });

    // Assess
    expect(local).toMatchObject({
      dataDir: '/data',
      standbyRunners: 0,
      chromiumPath: '/opt/chrome',
      runTimeoutSeconds: 90,
    });
    expect(readLocalConfig({ [ENV.standbyRunners]: '-1' }).standbyRunners).toBe(ENV_DEFAULTS.standbyRunners);
    expect(runTimeoutSecondsOf({ [ENV.runTimeoutSeconds]: '0' })).toBe(ENV_DEFAULTS.runTimeoutSeconds);
    expect(runTimeoutSecondsOf({ [ENV.runTimeoutSeconds]: '1.5' })).toBe(ENV_DEFAULTS.runTimeoutSeconds);
  });

  it('keeps as many runners on standby as the default plan runs browser tests at once, at most one per core', () => {
    // Act / Assess
    expect(ENV_DEFAULTS.standbyRunners).toBe(Math.min(DEFAULT_BROWSER_CONCURRENCY, availableParallelism()));
    expect(ENV_DEFAULTS.standbyRunners).toBeGreaterThanOrEqual(1);
    expect(DEFAULT_PLAN.browserConcurrency).toBe(DEFAULT_BROWSER_CONCURRENCY);
  });

  it('names the first missing required variable', () => {
    // Act / Assess
    expect(() => readConfig({ [ENV.bucketName]: 'b' })).toThrow('Missing environment variable TAS_TABLE_NAME');
  });
});

describe('per-key rate limit settings', () => {
  it('defaults to 20 requests/s with bursts of 40, reads decimals, and is off at 0', () => {
    // Act
    const defaults = rateLimitOf({});
    const set = rateLimitOf({ [ENV.rateLimitPerSecond]: '0.5', [ENV.rateLimitBurst]: '3' });
    const off = rateLimitOf({ [ENV.rateLimitPerSecond]: '0' });

    // Assess
    expect(defaults).toEqual({ perSecond: 20, burst: 40 });
    expect(set).toEqual({ perSecond: 0.5, burst: 3 });
    expect(off).toBeUndefined();
  });

  it('refuses values that are not numbers of the right kind, naming the variable', () => {
    // Assess
    expect(() => rateLimitOf({ [ENV.rateLimitPerSecond]: 'fast' })).toThrow(ConfigError);
    expect(() => rateLimitOf({ [ENV.rateLimitPerSecond]: '-1' })).toThrow(/TAS_RATE_LIMIT_PER_SECOND/);
    expect(() => rateLimitOf({ [ENV.rateLimitBurst]: '2.5' })).toThrow(/TAS_RATE_LIMIT_BURST/);
    expect(() => rateLimitOf({ [ENV.rateLimitBurst]: '0' })).toThrow(/TAS_RATE_LIMIT_BURST/);
  });
});
