import { type UploadUrlBody, uploadUrlBody } from '../../schemas/apps';
import { httpHandler } from '../http-handler';
import { runtime } from '../runtime';

/** POST /apps/upload-url: a presigned PUT for a build binary. */
export const handler = httpHandler<UploadUrlBody>({ body: uploadUrlBody }, async ({ body, principal }) => ({
  body: await runtime().apps.uploadUrl(principal, body),
}));
