import { blueprints } from '../../compose/blueprints';
import type { ListTestsQuery } from '../../schemas/blueprints';
import * as validators from '../../schemas/generated/validators';
import { apiHandler } from '../api-handler';

/** GET /test_blueprint/list: blueprints of a folder (or all), filtered and optionally paginated, newest first. */
export const handler = apiHandler<undefined, ListTestsQuery>(
  { query: validators.listTestsQuery },
  async ({ query, principal }) => ({ body: await blueprints().listTests(principal, query) }),
);
