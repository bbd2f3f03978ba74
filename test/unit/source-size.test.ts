/**
 * Source files stay small enough to be read as one responsibility: no TypeScript source in `core/`, `lambdas/`,
 * `lib/` or `runner-image/src/` over 500 lines (generated files excepted).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const LIMIT = 500;

function sources(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' || entry.name === 'node_modules' ? [] : sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('source size', () => {
  it(`keeps every source file at ${LIMIT} lines or fewer`, () => {
    const files = ['core', 'lambdas', 'lib', 'runner-image/src'].flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    const over = files
      .map((file) => ({ file, lines: readFileSync(join(ROOT, file), 'utf8').split('\n').length - 1 }))
      .filter((f) => f.lines > LIMIT);
    expect(over).toEqual([]);
  });
});
