import { apps } from '../../compose/apps';
import type { ListAppsQuery } from '../../schemas/apps';
import * as validators from '../../schemas/generated/validators';
import { apiHandler } from '../api-handler';

/** GET /apps/list: the company's apps, newest first. */
export const handler = apiHandler<undefined, ListAppsQuery>(
  { query: validators.listAppsQuery },
  async ({ query, principal }) => ({
    body: await apps().list(principal, query.platform),
  }),
);
