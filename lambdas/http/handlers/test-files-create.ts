import { testFiles } from '../../compose/suites-files';
import type { CreateFileBody } from '../../schemas/blueprints';
import * as validators from '../../schemas/generated/validators';
import { apiHandler } from '../api-handler';

/** POST /test_blueprint/files/create: registers an uploaded file for `attached_file_ids`. */
export const handler = apiHandler<CreateFileBody>(
  { body: validators.createFileBody, status: 201 },
  async ({ body, principal }) => ({ body: await testFiles().create(principal, body) }),
);
