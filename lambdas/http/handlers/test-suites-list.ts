import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** GET /test_suites/list: the company's test suites, newest first. */
export const handler = httpHandler({}, async ({ principal }) => ({ body: await runtime().suites.list(principal) }));
