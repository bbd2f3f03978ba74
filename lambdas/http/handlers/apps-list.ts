import { type ListAppsQuery, listAppsQuery } from '../../schemas/apps';
import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** GET /apps/list: the company's apps, newest first. */
export const handler = httpHandler<undefined, ListAppsQuery>(
  { query: listAppsQuery },
  async ({ query, principal }) => ({
    body: await runtime().apps.list(principal, query.platform),
  }),
);
