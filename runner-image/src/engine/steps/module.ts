/**
 * Modules inside one entry: a setup or teardown module, and `step_module` steps. A module with its own
 * `starting_url` opens it before its steps; its steps run in order until one fails. A login blueprint without steps
 * logs in instead (login.ts).
 */

import { orderedSteps } from '../../../../core/run-plan';
import type { SnapshotModule, SnapshotStep } from '../../contract';
import type { Entry, Outcome } from '../entry';
import { substitute } from '../variables';
import type { StepContext } from './context';
import { runLogin } from './login';
import { openUrl } from './open-url';
import { runStep } from './run-step';

/** Runs a module's steps into `entry`; `depth` is that of its steps (1 for a setup or teardown module). */
export async function runModule<S>(
  module: SnapshotModule,
  entry: Entry,
  ctx: StepContext<S>,
  depth: number,
): Promise<Outcome> {
  // A login blueprint's starting URL is its web sign-in page; on a device it signs in on the app's own screen.
  const login = module.type === 'module' && module.steps.length === 0;
  if (module.starting_url && !(login && ctx.device.platform !== 'browser')) {
    const url = substitute(module.starting_url, ctx.values, entry.unknown);
    const opened = await openUrl(ctx, entry, url, true);
    if (!opened.ok) return { ok: false, result: `Module "${module.title}": ${opened.result}` };
  }
  // A login blueprint without steps of its own logs in with its stored credentials; one with steps runs them.
  if (module.type === 'module' && module.steps.length === 0) return runLogin(module, entry, ctx);
  const steps = orderedSteps(module.steps);
  for (const step of steps) {
    const outcome = await runStep(step, entry, ctx, depth);
    if (!outcome.ok) {
      return { ok: false, result: `Step ${step.step_number} of module "${module.title}" failed: ${outcome.result}` };
    }
  }
  return {
    ok: true,
    result: `Module "${module.title}": ${steps.length} step${steps.length === 1 ? '' : 's'} passed.`,
  };
}

/** `step_module` steps: the module's steps, as actions of the step's entry. */
export async function runStepModule<S>(
  step: SnapshotStep,
  entry: Entry,
  ctx: StepContext<S>,
  depth: number,
): Promise<Outcome> {
  if (!step.module) {
    return { ok: false, result: `Module ${step.test_blueprint_module_id} is missing from the run's snapshot.` };
  }
  return runModule(step.module, entry, ctx, depth + 1);
}
