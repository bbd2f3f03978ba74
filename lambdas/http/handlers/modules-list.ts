import { type ListModulesQuery, listModulesQuery } from '../../schemas/blueprints';
import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** GET /modules/list: modules of a folder (or all), filtered and optionally paginated, newest first. */
export const handler = httpHandler<undefined, ListModulesQuery>(
  { query: listModulesQuery },
  async ({ query, principal }) => ({ body: await runtime().blueprints.listModules(principal, query) }),
);
