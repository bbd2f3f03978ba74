/**
 * The order test files start in. Vitest starts the files it has timings for longest first, and files it has none for
 * (a fresh clone, CI) largest first; file size says little here: several of the longest files are short ones that
 * wait for runs. Files that one full run showed to take longest (each over a minute, most of it waiting for runs,
 * stacks and devices) start first, so that none of them starts last and becomes the run's tail; the rest keep
 * Vitest's order.
 */
import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const LONGEST_FIRST = [
  'lifecycle',
  'mobile-runs',
  'runs-robustness',
  'cli-run',
  'ai-cache',
  'ai-combined',
  'ai-corpus',
  'runner-engine',
  'runs-standby',
  'runs',
  'cli-selection',
  'cli-report',
  'runs-selection-cancel',
];

export default class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const known = LONGEST_FIRST.indexOf(basename(file.moduleId, '.test.ts'));
      // A unit test of the same name (test/unit/cli-run.test.ts) is quick: only integration files are ranked.
      return known >= 0 && file.moduleId.includes('/integration/') ? known : LONGEST_FIRST.length;
    };
    return sorted
      .map((file, index) => ({ file, index }))
      .sort((a, b) => rank(a.file) - rank(b.file) || a.index - b.index)
      .map(({ file }) => file);
  }
}
