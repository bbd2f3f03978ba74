import { type CreateSuiteBody, createSuiteBody } from '../../schemas/blueprints';
import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** POST /test_suites/create: a test suite (`test_blueprint_category_id` on blueprints). */
export const handler = httpHandler<CreateSuiteBody>(
  { body: createSuiteBody, status: 201 },
  async ({ body, principal }) => ({ body: await runtime().suites.create(principal, body) }),
);
