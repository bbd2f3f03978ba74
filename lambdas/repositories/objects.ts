import { GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';

/** Reads bytes [start, end] inclusive. */
export type RangeReader = (start: number, end: number) => Promise<Buffer>;

/** The bucket: presigned transfers, existence checks and explicit byte-range reads. */
export function createObjectStore(s3: S3Client, s3Presign: S3Client, bucket: string) {
  return {
    /**
     * A presigned PUT. `content-type` is a signed header, so real S3 rejects an upload whose Content-Type differs
     * from the one granted.
     */
    presignPut(key: string, contentType: string, expiresInSeconds: number): Promise<string> {
      return getSignedUrl(s3Presign, new PutObjectCommand({ Bucket: bucket, Key: key, ContentType: contentType }), {
        expiresIn: expiresInSeconds,
        signableHeaders: new Set(['content-type']),
      });
    },

    /** A presigned GET; with `downloadName` the response asks the browser to save the file under that name. */
    presignGet(key: string, expiresInSeconds: number, downloadName?: string): Promise<string> {
      return getSignedUrl(
        s3Presign,
        new GetObjectCommand({
          Bucket: bucket,
          Key: key,
          ...(downloadName
            ? { ResponseContentDisposition: `attachment; filename="${downloadName.replace(/["\\\r\n]/g, '_')}"` }
            : {}),
        }),
        { expiresIn: expiresInSeconds },
      );
    },

    /** The object's size in bytes, or undefined when there is no such object. */
    async size(key: string): Promise<number | undefined> {
      try {
        const out = await s3.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return out.ContentLength ?? 0;
      } catch (error) {
        if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return undefined;
        if ((error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
        throw error;
      }
    },

    /** A reader of explicit `bytes=start-end` ranges (suffix ranges are wrong on some S3 stand-ins). */
    rangeReader(key: string): RangeReader {
      return async (start, end) => {
        const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${start}-${end}` }));
        const bytes = await out.Body!.transformToByteArray();
        return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      };
    },

    async put(key: string, body: Buffer | string, contentType: string): Promise<void> {
      await s3.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: contentType }));
    },

    async get(key: string): Promise<Buffer | undefined> {
      try {
        const out = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        return Buffer.from(await out.Body!.transformToByteArray());
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
  };
}

export type ObjectStore = ReturnType<typeof createObjectStore>;
