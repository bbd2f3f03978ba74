import { apps } from '../../compose/apps';
import type { CreateBuildBody } from '../../schemas/apps';
import * as validators from '../../schemas/generated/validators';
import { apiHandler } from '../api-handler';

/** POST /apps/{id}/builds: adds a build to an app. */
export const handler = apiHandler<CreateBuildBody>(
  { body: validators.createBuildBody, pathIds: ['id'], status: 201 },
  async ({ body, ids, principal }) => ({ body: await apps().addBuild(principal, ids.id!, body) }),
);
