import { suites } from '../../compose/suites-files';
import type { CreateSuiteBody } from '../../schemas/blueprints';
import * as validators from '../../schemas/generated/validators';
import { apiHandler } from '../api-handler';

/** POST /test_suites/create: a test suite (`test_blueprint_category_id` on blueprints). */
export const handler = apiHandler<CreateSuiteBody>(
  { body: validators.createSuiteBody, status: 201 },
  async ({ body, principal }) => ({ body: await suites().create(principal, body) }),
);
