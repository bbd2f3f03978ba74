import { testFiles } from '../../compose/suites-files';
import type { FileUploadUrlBody } from '../../schemas/blueprints';
import * as validators from '../../schemas/generated/validators';
import { apiHandler } from '../api-handler';

/** POST /test_blueprint/files/upload-url: a presigned PUT for a file to attach to steps. */
export const handler = apiHandler<FileUploadUrlBody>(
  { body: validators.fileUploadUrlBody },
  async ({ body, principal }) => ({
    body: await testFiles().uploadUrl(principal, body),
  }),
);
