import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY } from 'aws-cdk-lib/cx-api';
import { Construct } from 'constructs';
import { operationsSettings } from './operations-settings';

/** The key prefix of run artifacts, which expire; uploads (`files/`) stay as long as the tests that use them. */
const RUN_ARTIFACTS_PREFIX = 'runs/';

/**
 * Uploaded apps, test files and run artifacts. Browsers upload and download directly with presigned URLs, hence
 * the CORS rule; nothing is public. Run artifacts expire after `tas:artifactRetentionDays` (the run's record stays;
 * its links to expired artifacts then answer 404), uploads never do, and unfinished multipart uploads are removed
 * after a day. The bucket is not versioned, so there are no noncurrent versions to expire. Requests to it are logged
 * to a bucket of its own (S3 server access logs), kept `tas:accessLogRetentionDays`.
 */
export class ArtifactsBucket extends Bucket {
  readonly accessLogs: Bucket;

  constructor(scope: Construct, id: string) {
    const settings = operationsSettings(scope);
    // S3 delivers the logs under a bucket policy rather than the log-delivery ACL (ACLs stay disabled), whatever the
    // app's feature flags say.
    const logging = new Construct(scope, `${id}Logging`);
    logging.node.setContext(S3_SERVER_ACCESS_LOGS_USE_BUCKET_POLICY, true);
    const accessLogs = new Bucket(logging, 'AccessLogs', {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      lifecycleRules: [{ id: 'expire-access-logs', expiration: Duration.days(settings.accessLogRetentionDays) }],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    super(scope, id, {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      serverAccessLogsBucket: accessLogs,
      serverAccessLogsPrefix: 'artifacts/',
      cors: [
        {
          allowedMethods: [HttpMethods.PUT, HttpMethods.GET],
          allowedOrigins: ['*'],
          allowedHeaders: ['*'],
          exposedHeaders: ['ETag'],
          maxAge: 3600,
        },
      ],
      lifecycleRules: [
        { id: 'abort-incomplete-multipart-uploads', abortIncompleteMultipartUploadAfter: Duration.days(1) },
        {
          id: 'expire-run-artifacts',
          prefix: RUN_ARTIFACTS_PREFIX,
          expiration: Duration.days(settings.artifactRetentionDays),
        },
      ],
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.accessLogs = accessLogs;
  }
}
