import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** GET /modules/{id}: one module with its steps and the tests using it. */
export const handler = httpHandler({ pathIds: ['id'] }, async ({ ids, principal }) => ({
  body: await runtime().blueprints.getModule(principal, ids.id!),
}));
