/**
 * The runner's credentials for the service's data on AWS: a session of the tenant role (`TAS_TENANT_ROLE_ARN`)
 * assumed with the run's company as the session tag, whose policy reaches that company's items, objects and sealed
 * credentials only (docs/security.md, "Tenant isolation"). Without the variable (locally) there is no such session and
 * the clients keep the process's credentials.
 */
import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { ENV, runTimeoutSecondsOf, TENANT_SESSION_TAG } from '../../../core/config';

/** Temporary credentials, in the shape the AWS SDK's `credentials` option takes. */
export interface TemporaryCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken: string;
  expiration: Date;
}

/** Resolves the current credentials; the SDK calls it before each request (and caches until near expiry). */
export type TemporaryCredentialsProvider = () => Promise<TemporaryCredentials>;

/** STS's shortest session. */
export const MIN_SESSION_SECONDS = 900;
/** A role assumed with a role's credentials (the task role's) is "role chaining": STS caps its session at 1 hour. */
export const MAX_CHAINED_SESSION_SECONDS = 3600;
/** Time after the run limit a session still lasts: settling the run, flushing results, the last artifacts. */
const SETTLE_MARGIN_SECONDS = 600;
/** A session this close to its end is replaced before the next request (the SDK itself refreshes 5 minutes early). */
const REFRESH_MARGIN_MS = 6 * 60_000;

export class TenantSessionError extends Error {
  override name = 'TenantSessionError';
}

/** The session length for a run limit: the run plus a margin to settle, within STS's bounds for a chained role. */
export function tenantSessionSeconds(runTimeoutSeconds: number): number {
  return Math.min(
    MAX_CHAINED_SESSION_SECONDS,
    Math.max(MIN_SESSION_SECONDS, runTimeoutSeconds + SETTLE_MARGIN_SECONDS),
  );
}

/** The session's name, seen in CloudTrail next to the company tag: the run it belongs to. */
export function tenantSessionName(testRunId: number): string {
  return `tas-run-${testRunId}`;
}

export interface TenantSessionOptions {
  readonly roleArn: string;
  readonly companyId: number;
  readonly testRunId: number;
  readonly durationSeconds: number;
  /** The clock (tests). */
  readonly now?: () => number;
}

/**
 * A provider of the tenant role's credentials for one company: the first call assumes the role (tag
 * `company=<companyId>`, session `tas-run-<testRunId>`), later calls share that session until it is close to its
 * end, and then assume it again, so a run longer than one session keeps working. A failed assumption is not kept:
 * the next call tries again.
 */
export function tenantCredentials(sts: Pick<STSClient, 'send'>, options: TenantSessionOptions) {
  const { companyId, testRunId } = options;
  // The company becomes a policy variable: only a plain id may go there (IAM cannot check "digits only").
  if (!Number.isSafeInteger(companyId) || companyId <= 0) {
    throw new TenantSessionError(`the company id must be a positive integer, not ${companyId}`);
  }
  const now = options.now ?? Date.now;
  let session: { credentials: Promise<TemporaryCredentials>; refreshAt: number } | undefined;

  async function assume(): Promise<TemporaryCredentials> {
    const out = await sts.send(
      new AssumeRoleCommand({
        RoleArn: options.roleArn,
        RoleSessionName: tenantSessionName(testRunId),
        DurationSeconds: options.durationSeconds,
        Tags: [{ Key: TENANT_SESSION_TAG, Value: String(companyId) }],
      }),
    );
    const c = out.Credentials;
    if (!c?.AccessKeyId || !c.SecretAccessKey || !c.SessionToken || !c.Expiration) {
      throw new TenantSessionError('STS returned no credentials for the tenant role');
    }
    return {
      accessKeyId: c.AccessKeyId,
      secretAccessKey: c.SecretAccessKey,
      sessionToken: c.SessionToken,
      expiration: c.Expiration,
    };
  }

  const provider: TemporaryCredentialsProvider = () => {
    if (!session || now() >= session.refreshAt) {
      const credentials = assume();
      const current = { credentials, refreshAt: Number.POSITIVE_INFINITY };
      session = current;
      credentials.then(
        (c) => {
          current.refreshAt = c.expiration.getTime() - REFRESH_MARGIN_MS;
        },
        () => {
          if (session === current) session = undefined;
        },
      );
    }
    return session.credentials;
  };
  return provider;
}

/**
 * The tenant credentials of a run from the runner's environment (`TAS_TENANT_ROLE_ARN`, `AWS_REGION`, the run limit),
 * or undefined when no tenant role is configured. `sts` is for tests; by default an STS client of the region, which
 * itself uses the process's (the task role's) credentials.
 */
export function tenantCredentialsFromEnv(
  env: NodeJS.ProcessEnv,
  run: { companyId: number; testRunId: number },
  sts?: Pick<STSClient, 'send'>,
): TemporaryCredentialsProvider | undefined {
  const roleArn = env[ENV.tenantRoleArn];
  if (!roleArn) return undefined;
  return tenantCredentials(sts ?? new STSClient({ region: env[ENV.region] || undefined }), {
    roleArn,
    ...run,
    durationSeconds: tenantSessionSeconds(runTimeoutSecondsOf(env)),
  });
}
