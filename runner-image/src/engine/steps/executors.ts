/** The engine's step executors, one per kind of step. */

import { runAiStep } from './ai';
import { runApiStep } from './api';
import type { StepExecutors } from './context';
import { runDeeplinkStep } from './deeplink';
import { runInputStep } from './input';
import { runStepModule } from './module';
import { runTriggerStep } from './trigger-run';
import { runWaitStep } from './wait';

/** The executors every device shares. */
export function stepExecutors<S>(): StepExecutors<S> {
  return {
    input: runInputStep,
    wait: runWaitStep,
    deeplink: runDeeplinkStep,
    ai: runAiStep,
    api: runApiStep,
    step_module: runStepModule,
    trigger_run: runTriggerStep,
  };
}
