import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** GET /apps/{id}: one app with every build. */
export const handler = httpHandler({ pathIds: ['id'] }, async ({ ids, principal }) => ({
  body: await runtime().apps.get(principal, ids.id!),
}));
