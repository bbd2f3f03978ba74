import { type UpdateTestBody, updateTestBody } from '../../schemas/blueprints';
import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** PUT /test_blueprint/{id}: partial update; `steps` replaces every step. */
export const handler = httpHandler<UpdateTestBody>(
  { body: updateTestBody, pathIds: ['id'] },
  async ({ body, ids, principal }) => ({ body: await runtime().blueprints.updateTest(principal, ids.id!, body) }),
);
