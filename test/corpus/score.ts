/**
 * Scores a corpus set (types.ts) through the real engine in Chromium, and validates its entries.
 *
 * Scoring: every entry is its own run (`runTest`, the AI agent with the planner the environment selects, `js:` steps
 * for the entry's own JavaScript), a few at a time. A run is `prepare` (a `js:` act step) and the step itself, the
 * test's last step; an act+pass entry's `check`, or an entry's `unchanged`, is the one `js:` assert step of a teardown
 * module (the engine runs a teardown after a failed step too). The check is no step of the test: the engine reads a
 * press whose next step is a check as the press alone (core/run-plan.ts `stepsBeforeACheck`), and the entry's own
 * check must not tell it how to read the step.
 *
 * Each entry is decided correctly, wrongly, or is a **false pass** (the worst outcome: a step that must fail passed,
 * or an act step passed but did the wrong thing: `check` false or `unchanged` broken). An entry whose own JavaScript
 * failed (start page, `prepare`) is `broken`: a fault of the entry, not a decision.
 *
 * Validation (`validateSet`): static rules on every entry, then in Chromium without any planner: each start page
 * loads and `prepare` runs; each act+pass entry's `check` is false before its `solution` and true after it; each
 * `unchanged` holds at the start.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { createAiAgent } from '../../runner-image/src/ai';
import type { Planner } from '../../runner-image/src/ai/contract';
import { plannerFromConfig } from '../../runner-image/src/ai/providers/select';
import type { SnapshotModule, SnapshotStep, StepResult } from '../../runner-image/src/contract';
import type { Agent } from '../../runner-image/src/engine/agent';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { aiSnapshot, aiStep, runInBrowser, withJsSteps } from '../support/ai-fixtures';
import { type FixtureRoute, type FixtureServer, startFixtureServer } from '../support/fixture-server';
import { type CorpusEntry, type CorpusSet, FAILING_CATEGORIES } from './types';

/**
 * Whether scored runs record their video and result screenshots (`TAS_CORPUS_VIDEO=1`). Off by default: a verdict
 * never depends on them, and they are a large share of a run's CPU (the screenshots alone about 15% of a set's).
 */
const SCORE_VIDEO = process.env.TAS_CORPUS_VIDEO === '1';

/**
 * Runs at once, each a browser context. An entry mostly waits (a page settling, a check looked at again a moment
 * later), so more runs than cores keep the cores busy: on 2 cores, six at once took 94 s for a gate that took 127 s
 * with three, and eight or ten at once under a load average of 20 gave the same verdicts as three.
 */
export const DEFAULT_CONCURRENCY = 6;
const VIEWPORT = { width: 1280, height: 800 };

// -------------------------------------------------------------------------------------------------------------------
// Outcome of one entry (pure)

/** One step's result as the scorer needs it. */
export interface StepOutcome {
  passed: boolean;
  result: string;
}

/** What one run of an entry produced. */
export interface EntryRun {
  /** The `prepare` step's result, when the entry has one. */
  prepare?: StepOutcome;
  /** The step's own result; absent when the run did not reach it. */
  main?: StepOutcome & { planner?: string };
  /** `check` after the step (act+pass entries whose step passed). */
  check?: StepOutcome;
  /** `unchanged` at the end of the run (entries that have one). */
  unchanged?: StepOutcome;
  /** The run itself threw (browser crash, engine error). */
  error?: string;
}

/**
 * `correct`: decided as expected (and, for act steps, with the intended effect). `false_pass`: passed where it must
 * fail, or passed having acted wrongly. `wrong`: any other wrong decision (a step that must pass failed, or one that
 * must fail failed but changed what it must not). `broken`: the entry could not be judged.
 */
export type Verdict = 'correct' | 'wrong' | 'false_pass' | 'broken';

export interface EntryOutcome {
  entry: CorpusEntry;
  verdict: Verdict;
  /** Why, in a sentence, for wrong, false-pass and broken verdicts; the engine's result otherwise. */
  detail: string;
  /** The engine's result text for the step. */
  result: string;
  /** The planner that decided the step, when its result says so. */
  planner?: string;
}

/** Decides one entry from its run. */
export function classifyEntry(entry: CorpusEntry, run: EntryRun): EntryOutcome {
  const base = { entry, result: run.main?.result ?? '', ...(run.main?.planner ? { planner: run.main.planner } : {}) };
  if (run.error) return { ...base, verdict: 'broken', detail: `the run failed: ${run.error}` };
  if (entry.prepare && run.prepare && !run.prepare.passed) {
    return { ...base, verdict: 'broken', detail: `prepare failed: ${run.prepare.result}` };
  }
  if (!run.main) return { ...base, verdict: 'broken', detail: 'the step has no result' };
  const unchangedBroke = entry.unchanged !== undefined && run.unchanged !== undefined && !run.unchanged.passed;
  const { passed, result } = run.main;
  if (entry.expect === 'fail') {
    if (passed) {
      const extra = unchangedBroke ? ` and broke unchanged (${run.unchanged?.result})` : '';
      return { ...base, verdict: 'false_pass', detail: `expected fail, passed${extra}: ${result}` };
    }
    if (unchangedBroke) {
      return {
        ...base,
        verdict: 'wrong',
        detail: `failed as expected but broke unchanged (${run.unchanged?.result}): ${result}`,
      };
    }
    return { ...base, verdict: 'correct', detail: result };
  }
  if (!passed) return { ...base, verdict: 'wrong', detail: `expected pass, failed: ${result}` };
  if (entry.type === 'act' && entry.check !== undefined) {
    if (!run.check) return { ...base, verdict: 'broken', detail: `check was not evaluated: ${result}` };
    if (!run.check.passed) {
      return {
        ...base,
        verdict: 'false_pass',
        detail: `passed without the intended effect (${run.check.result}): ${result}`,
      };
    }
  }
  if (unchangedBroke) {
    return {
      ...base,
      verdict: 'false_pass',
      detail: `passed but broke unchanged (${run.unchanged?.result}): ${result}`,
    };
  }
  return { ...base, verdict: 'correct', detail: result };
}

// -------------------------------------------------------------------------------------------------------------------
// Report (pure)

export interface Tally {
  total: number;
  correct: number;
  wrong: number;
  falsePasses: number;
  broken: number;
}

export interface ScoreReport {
  set: string;
  planner: string;
  overall: Tally;
  byType: Record<string, Tally>;
  byExpect: Record<string, Tally>;
  byCategory: Record<string, Tally>;
  /** Which planner decided how many steps (from the results that say so). */
  byPlanner: Record<string, Tally>;
  outcomes: EntryOutcome[];
  durationMs: number;
}

function emptyTally(): Tally {
  return { total: 0, correct: 0, wrong: 0, falsePasses: 0, broken: 0 };
}

function add(tally: Tally, verdict: Verdict): void {
  tally.total++;
  if (verdict === 'correct') tally.correct++;
  else if (verdict === 'wrong') tally.wrong++;
  else if (verdict === 'false_pass') tally.falsePasses++;
  else tally.broken++;
}

function addTo(groups: Record<string, Tally>, key: string, verdict: Verdict): void {
  groups[key] ??= emptyTally();
  add(groups[key], verdict);
}

/** Totals by type, expected outcome, category and planner; outcomes keep the set's order. */
export function aggregate(set: string, planner: string, outcomes: EntryOutcome[], durationMs = 0): ScoreReport {
  const report: ScoreReport = {
    set,
    planner,
    overall: emptyTally(),
    byType: {},
    byExpect: {},
    byCategory: {},
    byPlanner: {},
    outcomes,
    durationMs,
  };
  for (const o of outcomes) {
    add(report.overall, o.verdict);
    addTo(report.byType, o.entry.type, o.verdict);
    addTo(report.byExpect, o.entry.expect, o.verdict);
    addTo(report.byCategory, o.entry.category, o.verdict);
    addTo(report.byPlanner, o.planner ?? '(not reported)', o.verdict);
  }
  return report;
}

/** Share decided correctly, in percent (0 for an empty tally). */
export function percentCorrect(tally: Tally): number {
  return tally.total === 0 ? 0 : (100 * tally.correct) / tally.total;
}

function tallyLine(label: string, t: Tally, width: number): string {
  const pct = percentCorrect(t).toFixed(1).padStart(5);
  const extra = [
    t.falsePasses ? `${t.falsePasses} false pass${t.falsePasses === 1 ? '' : 'es'}` : '',
    t.wrong ? `${t.wrong} wrong` : '',
    t.broken ? `${t.broken} broken` : '',
  ].filter(Boolean);
  return `  ${label.padEnd(width)} ${String(t.correct).padStart(4)}/${String(t.total).padEnd(4)} ${pct}%${extra.length ? `  (${extra.join(', ')})` : ''}`;
}

function section(title: string, groups: Record<string, Tally>, order?: readonly string[]): string[] {
  const keys = Object.keys(groups).sort((a, b) => {
    const ia = order?.indexOf(a) ?? -1;
    const ib = order?.indexOf(b) ?? -1;
    return ia !== ib ? (ia === -1 ? 1 : ib === -1 ? -1 : ia - ib) : a.localeCompare(b);
  });
  const width = Math.max(8, ...keys.map((k) => k.length));
  return [title, ...keys.map((k) => tallyLine(k, groups[k]!, width))];
}

const CATEGORY_ORDER: readonly string[] = [
  'click',
  'fill',
  'select',
  'check',
  'scope',
  'ordinal',
  'count',
  'state',
  'page',
  'message',
  'widget',
  'navigation',
  'keys',
  'wait',
  'frames',
  'compound',
  'login',
  'value',
  ...FAILING_CATEGORIES,
];

function describe(o: EntryOutcome): string {
  const planner = o.planner ? ` [${o.planner}]` : '';
  return `  ${o.entry.id} (${o.entry.type}, ${o.entry.category}, expect ${o.entry.expect})${planner} on ${o.entry.start}\n    step:   ${o.entry.step}\n    result: ${o.detail}`;
}

/** The report as text: totals, groups, false passes, then every other wrong or broken entry. */
export function formatReport(report: ScoreReport): string {
  const o = report.overall;
  const lines = [
    `Corpus "${report.set}" with the ${report.planner} planner: ${o.correct}/${o.total} decided correctly (${percentCorrect(o).toFixed(1)}%), ${o.falsePasses} false pass${o.falsePasses === 1 ? '' : 'es'}, ${o.wrong} wrong, ${o.broken} broken${report.durationMs ? ` in ${(report.durationMs / 1000).toFixed(0)} s` : ''}`,
    '',
    ...section('By type', report.byType),
    ...section('By expected outcome', report.byExpect),
    ...section('By category', report.byCategory, CATEGORY_ORDER),
  ];
  if (Object.keys(report.byPlanner).some((k) => k !== '(not reported)')) {
    lines.push(...section('By deciding planner', report.byPlanner));
  }
  const falsePasses = report.outcomes.filter((x) => x.verdict === 'false_pass');
  lines.push('', `False passes (${falsePasses.length})`, ...falsePasses.map(describe));
  const wrong = report.outcomes.filter((x) => x.verdict === 'wrong');
  lines.push('', `Wrong decisions (${wrong.length})`, ...wrong.map(describe));
  const broken = report.outcomes.filter((x) => x.verdict === 'broken');
  if (broken.length) lines.push('', `Broken entries (${broken.length})`, ...broken.map(describe));
  return lines.join('\n');
}

/** The report as JSON-ready data (entries by id, not repeated in full). */
export function reportJson(report: ScoreReport): unknown {
  return {
    set: report.set,
    planner: report.planner,
    overall: { ...report.overall, percentCorrect: Number(percentCorrect(report.overall).toFixed(2)) },
    byType: report.byType,
    byExpect: report.byExpect,
    byCategory: report.byCategory,
    byPlanner: report.byPlanner,
    durationMs: report.durationMs,
    outcomes: report.outcomes.map((x) => ({
      id: x.entry.id,
      type: x.entry.type,
      category: x.entry.category,
      expect: x.entry.expect,
      start: x.entry.start,
      step: x.entry.step,
      verdict: x.verdict,
      detail: x.detail,
      result: x.result,
      ...(x.planner ? { planner: x.planner } : {}),
    })),
  };
}

// -------------------------------------------------------------------------------------------------------------------
// Static rules on a set (pure)

/** Problems with a set's entries that need no browser: ids, sources, required fields, categories, apps. */
export function lintSet(set: CorpusSet): ValidationProblem[] {
  const problems: ValidationProblem[] = [];
  const ids = new Set<string>();
  const apps = new Set(set.apps.map((a) => a.name));
  for (const e of set.entries) {
    const bad = (problem: string) => problems.push({ id: e.id, problem });
    if (ids.has(e.id)) bad('duplicate id');
    ids.add(e.id);
    if (!set.sources[e.source]) bad(`source "${e.source}" is not in the set's sources`);
    if (FAILING_CATEGORIES.includes(e.category) !== (e.expect === 'fail')) {
      bad(`category ${e.category} does not go with expect ${e.expect}`);
    }
    if (e.type === 'act' && e.expect === 'pass') {
      if (!e.check) bad('an act step that must pass needs check');
      if (!e.solution) bad('an act step that must pass needs solution');
    } else {
      if (e.check) bad('check is only for act steps that must pass');
      if (e.solution) bad('solution is only for act steps that must pass');
    }
    if (e.unchanged && e.expect === 'pass') bad('unchanged is only for steps that must fail');
    if (!e.start.startsWith('/')) bad('start must be a path ("/app/...")');
    const app = e.start.split(/[/?#]/)[1] ?? '';
    if (!apps.has(app)) bad(`start ${e.start} is not under one of the set's apps`);
    if (!e.step.trim()) bad('empty step');
  }
  for (const app of set.apps) {
    for (const route of Object.keys(app.routes)) {
      if (route !== `/${app.name}` && !route.startsWith(`/${app.name}/`)) {
        problems.push({ id: `(app ${app.name})`, problem: `route ${route} is not under /${app.name}` });
      }
    }
  }
  return problems;
}

// -------------------------------------------------------------------------------------------------------------------
// Running

export interface ScoreOptions {
  /** Default: `plannerFromConfig(process.env)`. */
  planner?: Planner;
  /** Only entries whose id contains this. */
  only?: string;
  /**
   * Only the entries that can end in a false pass (steps that must fail, and act steps whose effect is checked): the
   * check CI runs. Assert steps that must pass can only be wrong, never falsely pass.
   */
  falsePassGate?: boolean;
  /**
   * Only every `sample`-th entry, picked by a hash of its id (the same entries on every run, whatever entries are
   * added around them): CI's gate runs a third of every set in its time budget; the whole gate is the default.
   */
  sample?: number;
  concurrency?: number;
  /** Called after each entry. */
  onProgress?: (done: number, total: number, outcome: EntryOutcome) => void;
  /** Default: a Chromium launched (and closed) here. */
  browser?: Browser;
}

/** Every app's routes on one server, each app under `/<app.name>/`. */
export function setRoutes(set: CorpusSet): Record<string, FixtureRoute> {
  const routes: Record<string, FixtureRoute> = {};
  for (const app of set.apps) {
    for (const [route, handler] of Object.entries(app.routes)) {
      if (routes[route] !== undefined) throw new Error(`Corpus "${set.name}": route ${route} is defined twice.`);
      routes[route] = handler;
    }
  }
  return routes;
}

/** Entries whose id contains one of `only`'s comma-separated texts, or whose category is one of them. */
function selected(set: CorpusSet, only: string | undefined): CorpusEntry[] {
  if (!only) return set.entries;
  const wanted = only
    .split(',')
    .map((w) => w.trim())
    .filter(Boolean);
  return set.entries.filter((e) => wanted.some((w) => e.id.includes(w) || e.category === w));
}

/** Which of `of` samples an entry falls in: its id's FNV-1a hash, modulo `of`. */
export function sampleSlot(id: string, of: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) hash = Math.imul(hash ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return hash % of;
}

/** Runs `task` over `items`, at most `limit` at once, results in the items' order. */
async function pooled<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

async function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
}

function outcomeOf(result: StepResult | undefined): StepOutcome | undefined {
  return result ? { passed: result.is_successful, result: result.result } : undefined;
}

/** The planner named in a step result, once results carry one. */
function plannerOf(result: StepResult): string | undefined {
  const value = (result as StepResult & { planner?: unknown }).planner;
  return typeof value === 'string' && value ? value : undefined;
}

let nextModuleId = 9000;

/** How long an act step's intended effect may take to show, after the step and after a solution alike, ms. */
const EFFECT_MS = 2_000;

/** A page expression that waits (up to `ms`) for `expression` to be true: `true` once it is, else its last value. */
function eventually(expression: string, ms: number): string {
  return `(async () => { const until = Date.now() + ${ms}; for (;;) { const v = (${expression}); if (v === true || Date.now() >= until) return v; await new Promise((r) => setTimeout(r, 100)); } })()`;
}

async function runEntry(browser: Browser, server: FixtureServer, agent: Agent, entry: CorpusEntry): Promise<EntryRun> {
  const steps: SnapshotStep[] = [];
  if (entry.prepare) steps.push(aiStep('act', `js:${entry.prepare}`));
  steps.push(aiStep(entry.type, entry.step));
  const checked = entry.type === 'act' && entry.expect === 'pass' && entry.check !== undefined;
  // The effect may land a moment after the step (a lookup answering late): the check gets the same 2 s that
  // `--validate` gives a solution's effect, and holds as soon as it is true.
  const after = checked ? eventually(entry.check as string, EFFECT_MS) : entry.unchanged;
  const teardown: SnapshotModule | null = after
    ? {
        id: nextModuleId++,
        title: checked ? 'check' : 'unchanged',
        type: 'step_module',
        starting_url: null,
        steps: [{ ...aiStep('assert', `js:${after}`), step_number: 1 }],
      }
    : null;
  const variables = Object.entries(entry.variables ?? {}).map(([key, value]) => ({
    key,
    type: 'text' as const,
    value,
  }));
  const snapshot = aiSnapshot(server.url(entry.start), steps, {
    variables: variables.length ? variables : null,
    teardown,
  });
  try {
    const { results } = await runInBrowser(
      browser,
      snapshot,
      agent,
      {},
      { recordVideo: SCORE_VIDEO, screenshots: SCORE_VIDEO },
    );
    const at = entry.prepare ? 1 : 0;
    const main = results[at];
    const run: EntryRun = {};
    if (entry.prepare) run.prepare = outcomeOf(results[0]);
    if (main) {
      const planner = plannerOf(main);
      run.main = { passed: main.is_successful, result: main.result, ...(planner ? { planner } : {}) };
      if (checked && main.is_successful) run.check = outcomeOf(results[results.length - 1]);
    }
    if (entry.unchanged) run.unchanged = outcomeOf(results[results.length - 1]);
    return run;
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Scores `set` (or its entries matching `options.only`) through the engine. */
export async function scoreSet(set: CorpusSet, options: ScoreOptions = {}): Promise<ScoreReport> {
  const started = Date.now();
  const planner = options.planner ?? (await plannerFromConfig(process.env));
  const agent = withJsSteps(createAiAgent({ planner, configKey: `browser:${VIEWPORT.width}x${VIEWPORT.height}` }));
  const entries = selected(set, options.only).filter(
    (e) =>
      (!options.falsePassGate || e.expect === 'fail' || e.type === 'act') &&
      (!options.sample || sampleSlot(e.id, options.sample) === 0),
  );
  const server = await startFixtureServer(setRoutes(set));
  const browser = options.browser ?? (await launch());
  let done = 0;
  try {
    const outcomes = await pooled(entries, options.concurrency ?? DEFAULT_CONCURRENCY, async (entry) => {
      const outcome = classifyEntry(entry, await runEntry(browser, server, agent, entry));
      options.onProgress?.(++done, entries.length, outcome);
      return outcome;
    });
    return aggregate(set.name, planner.name, outcomes, Date.now() - started);
  } finally {
    if (!options.browser) await browser.close();
    await server.close();
  }
}

// -------------------------------------------------------------------------------------------------------------------
// Validation in the browser

export interface ValidationProblem {
  id: string;
  problem: string;
}

export interface ValidationReport {
  set: string;
  checked: number;
  problems: ValidationProblem[];
}

/** Evaluates `expression` in the page; a navigation it starts (or one under way) is waited for and retried once. */
async function evaluate(page: Page, expression: string): Promise<unknown> {
  try {
    return await page.evaluate(expression);
  } catch (error) {
    if (!/context was destroyed|navigation/i.test(String(error))) throw error;
    await page.waitForLoadState('load');
    return page.evaluate(expression);
  }
}

/**
 * Whether `expression` becomes true within `ms` (effects of a solution may land a frame or a navigation later; a
 * check that is false at the start must be false at once, so only the "after" side waits).
 */
async function becomesTrue(page: Page, expression: string, ms: number): Promise<unknown> {
  const until = Date.now() + ms;
  let value: unknown;
  for (;;) {
    value = await evaluate(page, expression).catch((error: unknown) => `threw ${String(error).split('\n')[0]}`);
    if (value === true || Date.now() >= until) return value;
    await page.waitForTimeout(100);
  }
}

async function validateEntry(browser: Browser, server: FixtureServer, entry: CorpusEntry): Promise<string[]> {
  const problems: string[] = [];
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const response = await page.goto(server.url(entry.start), { waitUntil: 'load' });
    if (!response || response.status() >= 400) {
      return [`start page ${entry.start} answered ${response?.status() ?? 'nothing'}`];
    }
    if (entry.prepare) {
      try {
        await evaluate(page, entry.prepare);
      } catch (error) {
        return [`prepare threw: ${String(error).split('\n')[0]}`];
      }
    }
    if (entry.unchanged !== undefined) {
      const value = await evaluate(page, entry.unchanged).catch((error: unknown) => `threw ${String(error)}`);
      if (value !== true) problems.push(`unchanged is not true at the start (${JSON.stringify(value)})`);
    }
    if (entry.type === 'act' && entry.expect === 'pass' && entry.check && entry.solution) {
      const before = await evaluate(page, entry.check).catch((error: unknown) => `threw ${String(error)}`);
      if (before !== false) problems.push(`check is not false before the solution (${JSON.stringify(before)})`);
      try {
        await evaluate(page, entry.solution);
      } catch (error) {
        problems.push(`solution threw: ${String(error).split('\n')[0]}`);
        return problems;
      }
      const after = await becomesTrue(page, entry.check, EFFECT_MS);
      if (after !== true) problems.push(`check is not true after the solution (${JSON.stringify(after)})`);
    }
  } catch (error) {
    problems.push(`could not be validated: ${String(error).split('\n')[0]}`);
  } finally {
    await context.close();
  }
  return problems;
}

/** Static rules, then each entry's JavaScript against its start page (no planner involved). */
export async function validateSet(
  set: CorpusSet,
  options: Pick<ScoreOptions, 'only' | 'concurrency' | 'browser'> & {
    onProgress?: (done: number, total: number) => void;
  } = {},
): Promise<ValidationReport> {
  const problems = lintSet(set);
  const entries = selected(set, options.only);
  const server = await startFixtureServer(setRoutes(set));
  const browser = options.browser ?? (await launch());
  try {
    let done = 0;
    const found = await pooled(entries, options.concurrency ?? DEFAULT_CONCURRENCY, async (entry) => {
      const list = await validateEntry(browser, server, entry);
      options.onProgress?.(++done, entries.length);
      return list;
    });
    found.forEach((list, i) => {
      for (const problem of list) problems.push({ id: entries[i]!.id, problem });
    });
    return { set: set.name, checked: entries.length, problems };
  } finally {
    if (!options.browser) await browser.close();
    await server.close();
  }
}

/** The validation report as text. */
export function formatValidation(report: ValidationReport): string {
  if (report.problems.length === 0) return `Corpus "${report.set}": ${report.checked} entries valid.`;
  return [
    `Corpus "${report.set}": ${report.problems.length} problem${report.problems.length === 1 ? '' : 's'} in ${report.checked} entries`,
    ...report.problems.map((p) => `  ${p.id}: ${p.problem}`),
  ].join('\n');
}

// -------------------------------------------------------------------------------------------------------------------
// Loading a set

/** The folder of the corpus sets (this file's folder). */
export const CORPUS_DIR = path.dirname(new URL(import.meta.url).pathname);

/** Loads `test/corpus/<name>/index.ts` (default export or `set`); a missing folder is a clear error. */
export async function loadSet(name: string, dir = CORPUS_DIR): Promise<CorpusSet> {
  const folder = path.join(dir, name);
  const index = path.join(folder, 'index.ts');
  if (!existsSync(folder)) {
    throw new Error(`There is no corpus set "${name}": ${path.relative(process.cwd(), folder)}/ does not exist.`);
  }
  if (!existsSync(index)) {
    throw new Error(`Corpus set "${name}" has no index.ts in ${path.relative(process.cwd(), folder)}/.`);
  }
  const mod = (await import(pathToFileURL(index).href)) as { default?: CorpusSet; set?: CorpusSet };
  const set = mod.default ?? mod.set;
  if (!set || !Array.isArray(set.entries) || !Array.isArray(set.apps)) {
    throw new Error(`${path.relative(process.cwd(), index)} exports no CorpusSet (default export or \`set\`).`);
  }
  return set;
}
