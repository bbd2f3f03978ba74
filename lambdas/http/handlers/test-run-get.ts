import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** GET /test_run/{test_run_id}: the full test run, presigned artifact URLs signed now. */
export const handler = httpHandler({ pathIds: ['test_run_id'] }, async ({ ids, principal }) => ({
  body: await runtime().runs.getTestRun(principal, ids.test_run_id!),
}));
