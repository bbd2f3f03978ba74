import { type CreateFileBody, createFileBody } from '../../schemas/blueprints';
import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** POST /test_blueprint/files/create: registers an uploaded file for `attached_file_ids`. */
export const handler = httpHandler<CreateFileBody>(
  { body: createFileBody, status: 201 },
  async ({ body, principal }) => ({ body: await runtime().testFiles.create(principal, body) }),
);
