import { type UpdateModuleBody, updateModuleBody } from '../../schemas/blueprints';
import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** PUT /modules/{id}: partial update; `steps` replaces every step. */
export const handler = httpHandler<UpdateModuleBody>(
  { body: updateModuleBody, pathIds: ['id'] },
  async ({ body, ids, principal }) => ({ body: await runtime().blueprints.updateModule(principal, ids.id!, body) }),
);
