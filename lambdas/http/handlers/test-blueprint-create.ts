import { blueprints } from '../../compose/blueprints';
import type { CreateTestBody } from '../../schemas/blueprints';
import * as validators from '../../schemas/generated/validators';
import { apiHandler } from '../api-handler';

/** POST /test_blueprint/create: a test (type integration) or login blueprint (type module). */
export const handler = apiHandler<CreateTestBody>(
  { body: validators.createTestBody, status: 201 },
  async ({ body, principal }) => ({ body: await blueprints().createTest(principal, body) }),
);
