import { runCancel } from '../../compose/cancel';
import { apiHandler } from '../api-handler';

/** POST /test_group_run/{id}/cancel: cancels every run of the group still running; the group settles. */
export const handler = apiHandler({ pathIds: ['id'] }, async ({ ids, principal }) => ({
  body: await runCancel().cancelGroup(principal, ids.id!),
}));
