import { blueprints } from '../../compose/blueprints';
import type { CreateModuleBody } from '../../schemas/blueprints';
import * as validators from '../../schemas/generated/validators';
import { apiHandler } from '../api-handler';

/** POST /modules/create: a reusable module (type step_module). */
export const handler = apiHandler<CreateModuleBody>(
  { body: validators.createModuleBody, status: 201 },
  async ({ body, principal }) => ({ body: await blueprints().createModule(principal, body) }),
);
