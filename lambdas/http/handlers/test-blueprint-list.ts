import { type ListTestsQuery, listTestsQuery } from '../../schemas/blueprints';
import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** GET /test_blueprint/list: blueprints of a folder (or all), filtered and optionally paginated, newest first. */
export const handler = httpHandler<undefined, ListTestsQuery>(
  { query: listTestsQuery },
  async ({ query, principal }) => ({ body: await runtime().blueprints.listTests(principal, query) }),
);
