/**
 * The runner's page-side functions work however the runner is built. Locally a runner falls back to tsx when it
 * cannot be bundled, and tsx (like esbuild's `keepNames`) rewrites inner functions to call a helper the page does not
 * have: page functions must stand alone there too, or a recorded step stops waiting for its scroll and password
 * inputs stop being masked, both silently.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MIN_FRAMES } from '../../runner-image/src/engine/settle';

const PROBE = fileURLToPath(new URL('../support/page-functions-probe.ts', import.meta.url));

describe('page-side functions', () => {
  it('settle, describe elements and watch password inputs when the runner runs under tsx', {
    timeout: 60_000,
  }, async () => {
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', PROBE], { timeout: 50_000 });
    const report = JSON.parse(stdout) as Record<string, unknown>;
    expect(report.settleFrames).toBeGreaterThanOrEqual(MIN_FRAMES);
    expect(report).toMatchObject({ testId: 'save', passwordSeen: true });
    expect(report.cssPath).toBe('#box > button');
  });
});
