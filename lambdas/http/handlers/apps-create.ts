import { type CreateAppBody, createAppBody } from '../../schemas/apps';
import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** POST /apps/create: registers an app with its first build. */
export const handler = httpHandler<CreateAppBody>(
  { body: createAppBody, status: 201 },
  async ({ body, principal }) => ({
    body: await runtime().apps.createApp(principal, body),
  }),
);
