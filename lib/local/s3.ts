import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';

export interface S3Handle {
  endpoint: string;
  stop(): Promise<void>;
}

/** Lets browsers PUT presigned uploads and GET artifacts from any origin, as the AWS bucket's CORS rule does. */
const CORS = `<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>PUT</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
  </CORSRule>
</CORSConfiguration>`;

/** Starts an S3 server storing objects under `dir`, with `bucket` created when missing. */
export async function startS3(dir: string, bucket: string, port = 0): Promise<S3Handle> {
  mkdirSync(dir, { recursive: true });
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    silent: true,
    directory: dir,
    vhostBuckets: false,
    configureBuckets: [{ name: bucket, configs: [CORS] }],
  });
  const address = await server.run();
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    stop: () => server.close(),
  };
}
