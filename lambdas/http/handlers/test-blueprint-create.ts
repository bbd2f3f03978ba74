import { type CreateTestBody, createTestBody } from '../../schemas/blueprints';
import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** POST /test_blueprint/create: a test (type integration) or login blueprint (type module). */
export const handler = httpHandler<CreateTestBody>(
  { body: createTestBody, status: 201 },
  async ({ body, principal }) => ({ body: await runtime().blueprints.createTest(principal, body) }),
);
