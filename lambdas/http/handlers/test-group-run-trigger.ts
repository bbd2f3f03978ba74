import { type TriggerRunBody, triggerRunBody } from '../../schemas/runs';
import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** POST /test_group_run/trigger_run: runs the given tests together as one group run. */
export const handler = httpHandler<TriggerRunBody>(
  { body: triggerRunBody, status: 201 },
  async ({ body, principal }) => ({
    body: await runtime().runs.trigger(principal, body.test_blueprint_ids),
  }),
);
