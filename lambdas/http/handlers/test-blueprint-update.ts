import { blueprints } from '../../compose/blueprints';
import type { UpdateTestBody } from '../../schemas/blueprints';
import * as validators from '../../schemas/generated/validators';
import { apiHandler } from '../api-handler';

/** PUT /test_blueprint/{id}: partial update; `steps` replaces every step. */
export const handler = apiHandler<UpdateTestBody>(
  { body: validators.updateTestBody, pathIds: ['id'] },
  async ({ body, ids, principal }) => ({ body: await blueprints().updateTest(principal, ids.id!, body) }),
);
