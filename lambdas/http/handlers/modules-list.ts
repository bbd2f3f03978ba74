import { blueprints } from '../../compose/blueprints';
import type { ListModulesQuery } from '../../schemas/blueprints';
import * as validators from '../../schemas/generated/validators';
import { apiHandler } from '../api-handler';

/** GET /modules/list: modules of a folder (or all), filtered and optionally paginated, newest first. */
export const handler = apiHandler<undefined, ListModulesQuery>(
  { query: validators.listModulesQuery },
  async ({ query, principal }) => ({ body: await blueprints().listModules(principal, query) }),
);
