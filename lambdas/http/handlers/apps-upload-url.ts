import { apps } from '../../compose/apps';
import type { UploadUrlBody } from '../../schemas/apps';
import * as validators from '../../schemas/generated/validators';
import { apiHandler } from '../api-handler';

/** POST /apps/upload-url: a presigned PUT for a build binary. */
export const handler = apiHandler<UploadUrlBody>({ body: validators.uploadUrlBody }, async ({ body, principal }) => ({
  body: await apps().uploadUrl(principal, body),
}));
