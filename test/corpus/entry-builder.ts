/**
 * Compact builders for the entries of held-out-7 and held-out-8: ids are numbered in the order an app's entries are
 * written (`builder('ho7-museum')` gives `ho7-museum-001` ...), so every entry states only its start, step, category,
 * source and JavaScript.
 */
import type { CorpusCategory, CorpusEntry } from './types';

export interface EntryBuilder {
  /** An act step that must pass: `check` holds once done, `solution` does it by hand. */
  act(
    start: string,
    step: string,
    category: CorpusCategory,
    source: string,
    check: string,
    solution: string,
    extra?: Partial<CorpusEntry>,
  ): void;
  /** An act step that must fail, leaving `unchanged` true. */
  actFails(
    start: string,
    step: string,
    category: CorpusCategory,
    source: string,
    unchanged: string,
    extra?: Partial<CorpusEntry>,
  ): void;
  /** An assertion that must pass. */
  holds(start: string, step: string, category: CorpusCategory, source: string, extra?: Partial<CorpusEntry>): void;
  /** An assertion that must fail. */
  fails(start: string, step: string, category: CorpusCategory, source: string, extra?: Partial<CorpusEntry>): void;
  entries: CorpusEntry[];
}

export function builder(prefix: string): EntryBuilder {
  const entries: CorpusEntry[] = [];
  const id = () => `${prefix}-${String(entries.length + 1).padStart(3, '0')}`;
  return {
    entries,
    act(start, step, category, source, check, solution, extra = {}) {
      entries.push({ id: id(), start, type: 'act', step, expect: 'pass', category, source, check, solution, ...extra });
    },
    actFails(start, step, category, source, unchanged, extra = {}) {
      entries.push({ id: id(), start, type: 'act', step, expect: 'fail', category, source, unchanged, ...extra });
    },
    holds(start, step, category, source, extra = {}) {
      entries.push({ id: id(), start, type: 'assert', step, expect: 'pass', category, source, ...extra });
    },
    fails(start, step, category, source, extra = {}) {
      entries.push({ id: id(), start, type: 'assert', step, expect: 'fail', category, source, ...extra });
    },
  };
}
