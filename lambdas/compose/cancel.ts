/** Cancelling runs: POST /test_group_run/{id}/cancel and POST /test_run/{test_run_id}/cancel. */
import { logger } from '../../core/logger';
import { createRunCancel } from '../services/runs-cancel';
import { currentRunStopper } from '../workflow/run-stopper';
import { once } from './once';
import { runReads, runsRepository } from './runs';
import { settlement } from './settlement';

export const runCancel = once(() =>
  createRunCancel({
    runs: runsRepository(),
    settlement: settlement(),
    reads: runReads(),
    stopper: () => currentRunStopper(),
    log: (message, fields) => logger.info(message, fields),
  }),
);
