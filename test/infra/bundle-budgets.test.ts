import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { bundleEntry } from '../../lib/build/bundle';

/**
 * Each function bundles only what it uses (the same esbuild settings as the CDK app). Request validators are
 * generated at build time (`npm run validators`), so no bundle carries Ajv's compiler (~130 KiB), only the code of
 * its own schema.
 */
const KIB = 1024;
const root = new URL('../../lambdas/', import.meta.url).pathname;
const handlers = readdirSync(`${root}http/handlers`).map((f) => f.replace(/\.ts$/, ''));
/** A string of Ajv's compiler (its options), absent from the generated validators. */
const AJV_COMPILER = 'strictTypes';
const workflow = ['acquire-slot', 'finish-run', 'settle-group', 'execution-ended'];

describe('function bundles', () => {
  it('GET /health is under 20 KiB and loads neither Ajv nor the AWS SDK', async () => {
    const { bytes, code } = await bundleEntry(`${root}http/handlers/health.ts`);
    expect(bytes).toBeLessThan(20 * KIB);
    expect(code).not.toContain('@aws-sdk/');
    expect(code).not.toContain('ajv');
  });

  it.each(handlers)('API handler %s is under 150 KiB and compiles no schema at cold start', async (name) => {
    const { bytes, code } = await bundleEntry(`${root}http/handlers/${name}.ts`);
    expect(bytes).toBeLessThan(150 * KIB);
    expect(code).not.toContain(AJV_COMPILER);
  });

  it.each(workflow)('workflow function %s is under 150 KiB and holds no HTTP layer', async (name) => {
    const { bytes, code } = await bundleEntry(`${root}workflow/${name}.ts`);
    expect(bytes).toBeLessThan(150 * KIB);
    expect(code).not.toContain('X-Tas-Handler-Ms');
  });

  it('a read of runs does not build the blueprints service', async () => {
    const { code } = await bundleEntry(`${root}http/handlers/test-run-get.ts`);
    expect(code).not.toContain('client-kms');
    expect(code).not.toContain('ajv');
  });
});
