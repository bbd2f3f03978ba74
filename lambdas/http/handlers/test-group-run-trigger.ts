import { runs } from '../../compose/trigger';
import * as validators from '../../schemas/generated/validators';
import type { TriggerRunBody } from '../../schemas/runs';
import { apiHandler } from '../api-handler';

/** POST /test_group_run/trigger_run: runs the given tests, or the tests a selection names, as one group run. */
export const handler = apiHandler<TriggerRunBody>(
  { body: validators.triggerRunBody, status: 201 },
  async ({ body, principal }) => ({
    body: await runs().triggerRun(principal, body),
  }),
);
