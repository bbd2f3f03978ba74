/**
 * The plan of a run: its top-level entries in order, numbered and named as its results are. The API uses it to place
 * a failure reason on the entry in flight; the runner runs the same entries under the same names.
 *
 * Numbering: a setup module is entry 0, then each step by its `step_number`, then a teardown module at the last
 * step's number + 1. Names: `Setup module: <title>`, `<type>: <action>` (e.g. `act: click Sign in`), `Module:
 * <title>` for a `step_module` step, `Teardown module: <title>`. A run of a login blueprint (type `module`) without
 * steps logs in as its one step: entry 1, `Log in: <title>` (`planRunnerEntries`).
 */
import type { RunSnapshot, SnapshotModule, SnapshotStep } from './contract';

export type EntryKind = 'setup' | 'step' | 'teardown';

export interface PlannedEntry {
  step_number: number;
  task: string;
  kind: EntryKind;
  /** The step of a `step` entry. */
  step?: SnapshotStep;
  /** The module of a `setup` or `teardown` entry. */
  module?: SnapshotModule;
  /** The login blueprint a login entry logs in with (its stored credentials). */
  login?: { id: number; title: string };
}

export const setupTask = (module: Pick<SnapshotModule, 'title'>): string => `Setup module: ${module.title}`;
export const teardownTask = (module: Pick<SnapshotModule, 'title'>): string => `Teardown module: ${module.title}`;
export const loginTask = (blueprint: Pick<RunSnapshot, 'title'>): string => `Log in: ${blueprint.title}`;

/**
 * The name of a step: `<type>: <what it does>`; what it does is its action, or for an `api` step without one its
 * method and URL, for a `trigger_run` step without one the test it runs. A `step_module` step is named by its module.
 */
export function stepTask(step: SnapshotStep): string {
  if (step.type === 'step_module') return step.module ? `Module: ${step.module.title}` : 'Module';
  let what = step.action.trim() === '' ? '' : step.action;
  if (!what && step.type === 'api' && step.api_request) {
    what = `${step.api_request.method.toUpperCase()} ${step.api_request.url}`;
  }
  if (!what && step.type === 'trigger_run' && step.trigger_run_config) {
    what = `Run test ${step.trigger_run_config.test_blueprint_id}`;
  }
  return what ? `${step.type}: ${what}` : step.type;
}

/** Steps in run order. */
export function orderedSteps(steps: readonly SnapshotStep[]): SnapshotStep[] {
  return [...steps].sort((a, b) => a.step_number - b.step_number);
}

/** The top-level entries of a run in order, as results number and name them. */
export function planEntries(snapshot: Pick<RunSnapshot, 'steps' | 'setup' | 'teardown'>): PlannedEntry[] {
  const steps = orderedSteps(snapshot.steps);
  const entries: PlannedEntry[] = [];
  if (snapshot.setup) {
    entries.push({ step_number: 0, task: setupTask(snapshot.setup), kind: 'setup', module: snapshot.setup });
  }
  for (const step of steps) entries.push({ step_number: step.step_number, task: stepTask(step), kind: 'step', step });
  if (snapshot.teardown) {
    const last = steps.reduce((max, s) => Math.max(max, s.step_number), 0);
    entries.push({
      step_number: last + 1,
      task: teardownTask(snapshot.teardown),
      kind: 'teardown',
      module: snapshot.teardown,
    });
  }
  return entries;
}

/**
 * The entries a runner runs: `planEntries`, led, in a run of a login blueprint (type `module`) without steps, by the
 * login itself (entry 1, a `setup` entry named `Log in: <title>`).
 */
export function planRunnerEntries(
  snapshot: Pick<RunSnapshot, 'id' | 'type' | 'title' | 'steps' | 'setup' | 'teardown'>,
): PlannedEntry[] {
  const entries = planEntries(snapshot);
  if (snapshot.type === 'module' && snapshot.steps.length === 0) {
    const login = { id: snapshot.id, title: snapshot.title };
    entries.unshift({ step_number: 1, task: loginTask(snapshot), kind: 'setup', login });
  }
  return entries;
}

/**
 * The steps whose next step is a check (an `assert`; `wait` steps between them are passed over): what the app answers
 * to such a step is that check's to judge. A module's steps are in the order they run, after the `step_module` step
 * that runs them; a setup module's last step comes before the test's first; a teardown follows no step.
 */
export function stepsBeforeACheck(snapshot: Pick<RunSnapshot, 'steps' | 'setup'>): ReadonlySet<SnapshotStep> {
  const order: SnapshotStep[] = [];
  const walk = (steps: readonly SnapshotStep[]) => {
    for (const step of orderedSteps(steps)) {
      order.push(step);
      if (step.type === 'step_module' && step.module) walk(step.module.steps);
    }
  };
  if (snapshot.setup) walk(snapshot.setup.steps);
  walk(snapshot.steps);
  const before = new Set<SnapshotStep>();
  let next: SnapshotStep | undefined;
  for (const step of order.reverse()) {
    if (next?.type === 'assert') before.add(step);
    if (step.type !== 'wait') next = step;
  }
  return before;
}
