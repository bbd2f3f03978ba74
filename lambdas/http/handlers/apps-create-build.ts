import { type CreateBuildBody, createBuildBody } from '../../schemas/apps';
import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** POST /apps/{id}/builds: adds a build to an app. */
export const handler = httpHandler<CreateBuildBody>(
  { body: createBuildBody, pathIds: ['id'], status: 201 },
  async ({ body, ids, principal }) => ({ body: await runtime().apps.addBuild(principal, ids.id!, body) }),
);
