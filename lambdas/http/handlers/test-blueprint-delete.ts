import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** DELETE /test_blueprint/{id}: 409 while another blueprint uses it as a module. */
export const handler = httpHandler({ pathIds: ['id'] }, async ({ ids, principal }) => ({
  body: await runtime().blueprints.deleteTest(principal, ids.id!),
}));
