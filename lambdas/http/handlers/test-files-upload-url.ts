import { type FileUploadUrlBody, fileUploadUrlBody } from '../../schemas/blueprints';
import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** POST /test_blueprint/files/upload-url: a presigned PUT for a file to attach to steps. */
export const handler = httpHandler<FileUploadUrlBody>({ body: fileUploadUrlBody }, async ({ body, principal }) => ({
  body: await runtime().testFiles.uploadUrl(principal, body),
}));
