import { blueprints } from '../../compose/blueprints';
import type { UpdateModuleBody } from '../../schemas/blueprints';
import * as validators from '../../schemas/generated/validators';
import { apiHandler } from '../api-handler';

/** PUT /modules/{id}: partial update; `steps` replaces every step. */
export const handler = apiHandler<UpdateModuleBody>(
  { body: validators.updateModuleBody, pathIds: ['id'] },
  async ({ body, ids, principal }) => ({ body: await blueprints().updateModule(principal, ids.id!, body) }),
);
