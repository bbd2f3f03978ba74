import { runs } from '../../compose/trigger';
import * as validators from '../../schemas/generated/validators';
import type { TriggerRunBody } from '../../schemas/runs';
import { apiHandler } from '../api-handler';

/**
 * POST /test_group_run/trigger_run: runs the given tests, or the tests a selection names, as one group run (201); a
 * dry run of a selection answers its ids and creates nothing (200).
 */
export const handler = apiHandler<TriggerRunBody>(
  { body: validators.triggerRunBody, status: 201 },
  async ({ body, principal }) => {
    const answer = await runs().triggerRun(principal, body);
    return 'test_blueprint_ids' in answer ? { status: 200, body: answer } : { body: answer };
  },
);
