import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** DELETE /modules/{id}: 409 while a blueprint still uses the module. */
export const handler = httpHandler({ pathIds: ['id'] }, async ({ ids, principal }) => ({
  body: await runtime().blueprints.deleteModule(principal, ids.id!),
}));
