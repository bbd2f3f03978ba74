import { runs } from '../../compose/trigger';
import * as validators from '../../schemas/generated/validators';
import type { TriggerRunBody } from '../../schemas/runs';
import { apiHandler } from '../api-handler';

/** POST /test_group_run/trigger_run: runs the given tests together as one group run. */
export const handler = apiHandler<TriggerRunBody>(
  { body: validators.triggerRunBody, status: 201 },
  async ({ body, principal }) => ({
    body: await runs().trigger(principal, body.test_blueprint_ids),
  }),
);
