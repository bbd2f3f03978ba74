import { describe, expect, it } from 'vitest';
import {
  aggregate,
  classifyEntry,
  type EntryRun,
  formatReport,
  lintSet,
  percentCorrect,
  reportJson,
  sampleSlot,
} from '../corpus/score';
import type { CorpusEntry, CorpusSet } from '../corpus/types';

function entry(overrides: Partial<CorpusEntry> = {}): CorpusEntry {
  return {
    id: 'dev-shop-001',
    start: '/shop',
    type: 'act',
    step: 'Click Add to cart',
    expect: 'pass',
    category: 'click',
    source: 'gherkin-x',
    check: 'true',
    solution: 'void 0',
    ...overrides,
  };
}

const passed = (result = 'done') => ({ passed: true, result });
const failed = (result = 'no') => ({ passed: false, result });

describe('classifyEntry', () => {
  it('counts an act step that passed with its effect as correct', () => {
    // Prepare
    const run: EntryRun = { main: passed('Clicked'), check: passed() };
    // Act
    const outcome = classifyEntry(entry(), run);
    // Assess
    expect(outcome.verdict).toBe('correct');
    expect(outcome.result).toBe('Clicked');
  });

  it('calls an act step that passed but whose check is false a false pass', () => {
    const outcome = classifyEntry(entry(), { main: passed('Clicked the wrong one'), check: failed('false') });
    expect(outcome.verdict).toBe('false_pass');
    expect(outcome.detail).toContain('without the intended effect');
  });

  it('calls a step that must pass but failed wrong, not a false pass', () => {
    const outcome = classifyEntry(entry(), { main: failed('Could not find it') });
    expect(outcome.verdict).toBe('wrong');
    expect(outcome.detail).toContain('Could not find it');
  });

  it('calls a step that must fail but passed a false pass', () => {
    const e = entry({ type: 'assert', expect: 'fail', category: 'near_miss', check: undefined, solution: undefined });
    expect(classifyEntry(e, { main: passed('The badge shows 3') }).verdict).toBe('false_pass');
  });

  it('counts a step that must fail and failed, leaving unchanged true, as correct', () => {
    const e = entry({
      expect: 'fail',
      category: 'missing_target',
      unchanged: 'x',
      check: undefined,
      solution: undefined,
    });
    expect(classifyEntry(e, { main: failed(), unchanged: passed() }).verdict).toBe('correct');
  });

  it('calls a failing step that broke unchanged wrong, and a passing one a false pass', () => {
    const e = entry({
      expect: 'fail',
      category: 'ambiguous_target',
      unchanged: 'x',
      check: undefined,
      solution: undefined,
    });
    expect(classifyEntry(e, { main: failed(), unchanged: failed('false') }).verdict).toBe('wrong');
    expect(classifyEntry(e, { main: passed(), unchanged: failed('false') }).verdict).toBe('false_pass');
  });

  it('calls an entry whose prepare failed or that has no result broken', () => {
    const e = entry({ prepare: 'x()' });
    expect(classifyEntry(e, { prepare: failed('x is not defined'), main: failed() }).verdict).toBe('broken');
    expect(classifyEntry(entry(), {}).verdict).toBe('broken');
    expect(classifyEntry(entry(), { error: 'browser closed' }).detail).toContain('browser closed');
  });

  it('keeps the planner that decided the step', () => {
    const outcome = classifyEntry(entry(), { main: { ...passed(), planner: 'rules' }, check: passed() });
    expect(outcome.planner).toBe('rules');
  });
});

describe('aggregate', () => {
  const outcomes = [
    classifyEntry(entry({ id: 'a' }), { main: passed(), check: passed() }),
    classifyEntry(entry({ id: 'b' }), { main: passed(), check: failed() }),
    classifyEntry(entry({ id: 'c', type: 'assert', category: 'count', check: undefined, solution: undefined }), {
      main: { ...failed('only 2 rows'), planner: 'rules' },
    }),
    classifyEntry(
      entry({
        id: 'd',
        type: 'assert',
        expect: 'fail',
        category: 'false_claim',
        check: undefined,
        solution: undefined,
      }),
      { main: { ...failed(), planner: 'openai' } },
    ),
  ];

  it('totals by type, category, expected outcome and planner', () => {
    const report = aggregate('dev', 'rules', outcomes);
    expect(report.overall).toEqual({ total: 4, correct: 2, wrong: 1, falsePasses: 1, broken: 0 });
    expect(report.byType['act']).toEqual({ total: 2, correct: 1, wrong: 0, falsePasses: 1, broken: 0 });
    expect(report.byType['assert']).toEqual({ total: 2, correct: 1, wrong: 1, falsePasses: 0, broken: 0 });
    expect(report.byCategory['click']?.total).toBe(2);
    expect(report.byCategory['count']?.wrong).toBe(1);
    expect(report.byExpect['fail']?.correct).toBe(1);
    expect(report.byPlanner['openai']?.correct).toBe(1);
    expect(report.byPlanner['(not reported)']?.total).toBe(2);
    expect(percentCorrect(report.overall)).toBe(50);
  });

  it('lists false passes and wrong decisions with the step and the engine result', () => {
    const text = formatReport(aggregate('dev', 'rules', outcomes));
    expect(text).toContain('2/4 decided correctly (50.0%), 1 false pass');
    expect(text).toMatch(/False passes \(1\)\n {2}b \(act, click, expect pass\)/);
    expect(text).toMatch(/Wrong decisions \(1\)\n {2}c \(assert, count, expect pass\) \[rules\]/);
    expect(text).toContain('only 2 rows');
    expect(text).toContain('By deciding planner');
  });

  it('writes JSON with one record per entry', () => {
    const json = reportJson(aggregate('dev', 'rules', outcomes)) as {
      outcomes: Array<{ id: string; verdict: string }>;
    };
    expect(json.outcomes.map((o) => `${o.id}:${o.verdict}`)).toEqual([
      'a:correct',
      'b:false_pass',
      'c:wrong',
      'd:correct',
    ]);
  });
});

describe('lintSet', () => {
  const set = (entries: CorpusEntry[]): CorpusSet => ({
    name: 'dev',
    apps: [{ name: 'shop', description: 'a shop', routes: { '/shop': '<h1>Shop</h1>' } }],
    entries,
    sources: { 'gherkin-x': { title: 't', url: 'https://example.com', kind: 'gherkin', note: 'n' } },
  });

  it('accepts a well-formed set', () => {
    expect(lintSet(set([entry()]))).toEqual([]);
  });

  it('reports missing check/solution, unknown sources and apps, duplicates and mismatched categories', () => {
    const problems = lintSet(
      set([
        entry({ check: undefined, solution: undefined }),
        entry({ source: 'nowhere', start: '/clinic' }),
        entry({ id: 'x', expect: 'fail', category: 'click', check: undefined, solution: undefined }),
      ]),
    ).map((p) => `${p.id}: ${p.problem}`);
    expect(problems).toEqual([
      'dev-shop-001: an act step that must pass needs check',
      'dev-shop-001: an act step that must pass needs solution',
      'dev-shop-001: duplicate id',
      'dev-shop-001: source "nowhere" is not in the set\'s sources',
      "dev-shop-001: start /clinic is not under one of the set's apps",
      'x: category click does not go with expect fail',
    ]);
  });
});

describe('gate sampling', () => {
  it('puts each entry in one slot by its id alone, about evenly', () => {
    const ids = Array.from({ length: 900 }, (_, i) => `ho-app-${String(i).padStart(3, '0')}`);
    const slots = ids.map((id) => sampleSlot(id, 3));
    expect(ids.map((id) => sampleSlot(id, 3))).toEqual(slots);
    for (const slot of [0, 1, 2]) {
      const share = slots.filter((s) => s === slot).length / ids.length;
      expect(share).toBeGreaterThan(0.25);
      expect(share).toBeLessThan(0.42);
    }
    expect(new Set(ids.map((id) => sampleSlot(id, 1)))).toEqual(new Set([0]));
  });
});
