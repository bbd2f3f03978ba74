import { type CreateModuleBody, createModuleBody } from '../../schemas/blueprints';
import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** POST /modules/create: a reusable module (type step_module). */
export const handler = httpHandler<CreateModuleBody>(
  { body: createModuleBody, status: 201 },
  async ({ body, principal }) => ({ body: await runtime().blueprints.createModule(principal, body) }),
);
