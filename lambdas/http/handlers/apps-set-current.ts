import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** PUT /apps/{id}/builds/{build_id}/set-current: promotes a build. */
export const handler = httpHandler({ pathIds: ['id', 'build_id'] }, async ({ ids, principal }) => ({
  body: await runtime().apps.setCurrent(principal, ids.id!, ids.build_id!),
}));
