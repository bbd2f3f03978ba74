/** The S3 object store of this process (artifacts, uploads, presigned URLs). */
import { config } from '../../core/config';
import { createS3Clients } from '../repositories/clients';
import { createObjectStore } from '../repositories/objects';
import { dataCredentials } from './data-credentials';
import { once } from './once';

export const objects = once(() => {
  const cfg = config();
  const { s3, s3Presign } = createS3Clients({ ...cfg, credentials: dataCredentials() });
  return createObjectStore(s3, s3Presign, cfg.bucketName);
});
