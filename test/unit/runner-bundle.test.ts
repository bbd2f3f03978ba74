import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildRunnerBundle, currentBundle } from '../../lib/local/runner-bundle';

let root: string;
const cacheDir = () => join(root, 'node_modules', '.cache', 'tas-runner');
const recordTime = () => statSync(join(cacheDir(), 'current.json')).mtimeMs;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tas-bundle-'));
  writeFileSync(join(root, 'greeting.ts'), "export const greeting: string = 'hello';\n");
  writeFileSync(join(root, 'main.ts'), "import { greeting } from './greeting';\nconsole.log(greeting);\n");
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('runner bundle', () => {
  it('builds a bundle that runs, and records its inputs', async () => {
    // Act
    const entry = await buildRunnerBundle(join(root, 'main.ts'), root);

    // Assess
    expect(execFileSync(process.execPath, [entry], { encoding: 'utf8' }).trim()).toBe('hello');
    const record = JSON.parse(readFileSync(join(cacheDir(), 'current.json'), 'utf8'));
    expect(Object.keys(record.inputs).sort()).toEqual(['greeting.ts', 'main.ts']);
    expect(currentBundle(cacheDir(), root)).toBe(entry);
  });

  it('reuses the recorded bundle while no input changed, without building again', async () => {
    // Prepare
    const first = await buildRunnerBundle(join(root, 'main.ts'), root);
    const recorded = recordTime();
    await new Promise((r) => setTimeout(r, 20));

    // Act
    const second = await buildRunnerBundle(join(root, 'main.ts'), root);

    // Assess
    expect(second).toBe(first);
    expect(recordTime()).toBe(recorded);
  });

  it('builds again when an imported file changed, also when only its time did', async () => {
    // Prepare
    const first = await buildRunnerBundle(join(root, 'main.ts'), root);
    writeFileSync(join(root, 'greeting.ts'), "export const greeting: string = 'hi';\n");

    // Act
    const changed = await buildRunnerBundle(join(root, 'main.ts'), root);
    const later = new Date(Date.now() + 5_000);
    utimesSync(join(root, 'main.ts'), later, later);
    const touched = currentBundle(cacheDir(), root);

    // Assess
    expect(changed).not.toBe(first);
    expect(execFileSync(process.execPath, [changed], { encoding: 'utf8' }).trim()).toBe('hi');
    expect(touched).toBeUndefined();
  });

  it('builds again when the recorded bundle is gone or the record is unreadable', async () => {
    // Prepare
    const entry = await buildRunnerBundle(join(root, 'main.ts'), root);
    rmSync(entry);
    const afterRemoval = currentBundle(cacheDir(), root);
    writeFileSync(join(cacheDir(), 'current.json'), '{not json');

    // Act
    const rebuilt = await buildRunnerBundle(join(root, 'main.ts'), root);

    // Assess
    expect(afterRemoval).toBeUndefined();
    expect(execFileSync(process.execPath, [rebuilt], { encoding: 'utf8' }).trim()).toBe('hello');
  });
});
