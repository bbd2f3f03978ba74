import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** GET /test_group_run/{id}: the group run with its test runs' statuses. */
export const handler = httpHandler({ pathIds: ['id'] }, async ({ ids, principal }) => ({
  body: await runtime().runs.getGroupRun(principal, ids.id!),
}));
