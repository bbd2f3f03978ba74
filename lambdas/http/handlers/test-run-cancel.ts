import { runCancel } from '../../compose/cancel';
import { apiHandler } from '../api-handler';

/** POST /test_run/{test_run_id}/cancel: cancels the run when it is still running. */
export const handler = apiHandler({ pathIds: ['test_run_id'] }, async ({ ids, principal }) => ({
  body: await runCancel().cancelRun(principal, ids.test_run_id!),
}));
