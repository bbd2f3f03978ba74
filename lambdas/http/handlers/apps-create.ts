import { apps } from '../../compose/apps';
import type { CreateAppBody } from '../../schemas/apps';
import * as validators from '../../schemas/generated/validators';
import { apiHandler } from '../api-handler';

/** POST /apps/create: registers an app with its first build. */
export const handler = apiHandler<CreateAppBody>(
  { body: validators.createAppBody, status: 201 },
  async ({ body, principal }) => ({
    body: await apps().createApp(principal, body),
  }),
);
