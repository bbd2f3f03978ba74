import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** GET /test_blueprint/{id}: one blueprint with its steps (never its credentials). */
export const handler = httpHandler({ pathIds: ['id'] }, async ({ ids, principal }) => ({
  body: await runtime().blueprints.getTest(principal, ids.id!),
}));
