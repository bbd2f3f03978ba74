import { DynamoDBClient, type DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { RuntimeConfig } from '../../core/config';
import { currentMetrics, recordConsumedCapacity, trackStorageCall } from './request-metrics';

/** Credentials the local stand-ins accept; real AWS uses the default provider chain instead. */
const LOCAL_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

type Kind = 'dynamo' | 's3';

/** Counts calls and time per invocation (see request-metrics) without touching the calls themselves. */
function metricsMiddleware(kind: Kind) {
  return (next: (args: unknown) => Promise<{ output: unknown }>) => async (args: unknown) => {
    const metrics = currentMetrics();
    const started = performance.now();
    const done = metrics ? trackStorageCall(metrics) : undefined;
    try {
      const result = await next(args);
      if (kind === 'dynamo') recordConsumedCapacity(result.output);
      return result;
    } finally {
      done?.();
      if (metrics) {
        const ms = performance.now() - started;
        if (kind === 'dynamo') {
          metrics.dynamoRequests++;
          metrics.dynamoMs += ms;
        } else {
          metrics.s3Requests++;
          metrics.s3Ms += ms;
        }
      }
    }
  };
}

type Endpoints = Pick<RuntimeConfig, 'region' | 'dynamoEndpoint' | 's3Endpoint'> & {
  /** AWS only: the clients' credentials instead of the default chain (the runner's tenant session). */
  credentials?: DynamoDBClientConfig['credentials'];
};

/** The DynamoDB document client for a configuration (AWS or the local stack). */
export function createDynamoClient(cfg: Omit<Endpoints, 's3Endpoint'>): DynamoDBDocumentClient {
  const local = cfg.dynamoEndpoint !== undefined;
  const dynamo = new DynamoDBClient({
    region: cfg.region,
    ...(cfg.dynamoEndpoint
      ? { endpoint: cfg.dynamoEndpoint, credentials: LOCAL_CREDENTIALS }
      : cfg.credentials && { credentials: cfg.credentials }),
    maxAttempts: local ? 6 : 3,
  });
  dynamo.middlewareStack.add(metricsMiddleware('dynamo') as never, { step: 'initialize', name: 'tasMetrics' });
  return DynamoDBDocumentClient.from(dynamo, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}

/** The S3 client, and a second one for presigning (no metrics middleware in signed URLs). */
export function createS3Clients(cfg: Omit<Endpoints, 'dynamoEndpoint'>): { s3: S3Client; s3Presign: S3Client } {
  const s3Options = {
    region: cfg.region,
    ...(cfg.s3Endpoint
      ? { endpoint: cfg.s3Endpoint, forcePathStyle: true, credentials: LOCAL_CREDENTIALS }
      : cfg.credentials && { credentials: cfg.credentials }),
    // Without this, presigned URLs carry an empty-body checksum and streamed uploads get aws-chunked framing.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  };
  const s3 = new S3Client(s3Options);
  s3.middlewareStack.add(metricsMiddleware('s3') as never, { step: 'initialize', name: 'tasMetrics' });
  // Presigning makes no request; a separate client keeps the metrics middleware out of signed URLs.
  const s3Presign = new S3Client(s3Options);
  return { s3, s3Presign };
}

export type Clients = { ddb: DynamoDBDocumentClient; s3: S3Client; s3Presign: S3Client };

/** Both clients (the local stack's admin tasks). */
export function createClients(cfg: Endpoints): Clients {
  return { ddb: createDynamoClient(cfg), ...createS3Clients(cfg) };
}
