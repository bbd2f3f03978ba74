import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENV, TENANT_SESSION_TAG } from '../../core/config';
import {
  MAX_CHAINED_SESSION_SECONDS,
  MIN_SESSION_SECONDS,
  TenantSessionError,
  tenantCredentials,
  tenantCredentialsFromEnv,
  tenantSessionSeconds,
} from '../../runner-image/src/aws/tenant-credentials';

/** The KMS clients the composition builds, with the configuration each was given. */
const kmsConfigs = vi.hoisted(() => [] as Record<string, unknown>[]);
vi.mock('@aws-sdk/client-kms', async (importOriginal) => {
  const original = await importOriginal<typeof import('@aws-sdk/client-kms')>();
  class RecordedKMSClient extends original.KMSClient {
    constructor(config: import('@aws-sdk/client-kms').KMSClientConfig) {
      super(config);
      kmsConfigs.push(config as Record<string, unknown>);
    }
  }
  return { ...original, KMSClient: RecordedKMSClient };
});

const stsMock = mockClient(STSClient);
const ROLE_ARN = 'arn:aws:iam::111122223333:role/TenantRole';
const HOUR = 3600_000;

function stsAnswers(accessKeyId: string, expiresAt: number) {
  return {
    Credentials: {
      AccessKeyId: accessKeyId,
      SecretAccessKey: `${accessKeyId}-secret`,
      SessionToken: `${accessKeyId}-token`,
      Expiration: new Date(expiresAt),
    },
  };
}

describe('the tenant session', () => {
  afterEach(() => stsMock.reset());

  it('asks STS for the role with the company as the session tag and the run as the session name', async () => {
    // Prepare
    stsMock.on(AssumeRoleCommand).resolves(stsAnswers('ASIATENANT12', Date.now() + HOUR));
    const env = { [ENV.tenantRoleArn]: ROLE_ARN, [ENV.region]: 'eu-west-1', [ENV.runTimeoutSeconds]: '1800' };

    // Act
    const provider = tenantCredentialsFromEnv(env, { companyId: 12, testRunId: 345 }, new STSClient({}));
    const credentials = await provider?.();

    // Assess
    const calls = stsMock.commandCalls(AssumeRoleCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.args[0].input).toEqual({
      RoleArn: ROLE_ARN,
      RoleSessionName: 'tas-run-345',
      DurationSeconds: 1800 + 600,
      Tags: [{ Key: TENANT_SESSION_TAG, Value: '12' }],
    });
    expect(credentials).toMatchObject({
      accessKeyId: 'ASIATENANT12',
      secretAccessKey: 'ASIATENANT12-secret',
      sessionToken: 'ASIATENANT12-token',
    });
  });

  it('does nothing without a tenant role (locally): no provider, no STS call', () => {
    // Act
    const provider = tenantCredentialsFromEnv({ [ENV.region]: 'eu-west-1' }, { companyId: 12, testRunId: 1 });

    // Assess
    expect(provider).toBeUndefined();
    expect(stsMock.commandCalls(AssumeRoleCommand)).toHaveLength(0);
  });

  it('shares one session between calls, and assumes the role again shortly before it expires', async () => {
    // Prepare
    let now = 1_000_000;
    stsMock
      .on(AssumeRoleCommand)
      .resolvesOnce(stsAnswers('FIRST', now + HOUR))
      .resolvesOnce(stsAnswers('SECOND', now + 2 * HOUR));
    const provider = tenantCredentials(new STSClient({}), {
      roleArn: ROLE_ARN,
      companyId: 12,
      testRunId: 1,
      durationSeconds: 3600,
      now: () => now,
    });

    // Act
    const [a, b] = await Promise.all([provider(), provider()]);
    now += HOUR - 10 * 60_000;
    const stillFirst = await provider();
    now += 5 * 60_000;
    const renewed = await provider();

    // Assess
    expect([a.accessKeyId, b.accessKeyId, stillFirst.accessKeyId]).toEqual(['FIRST', 'FIRST', 'FIRST']);
    expect(renewed.accessKeyId).toBe('SECOND');
    expect(stsMock.commandCalls(AssumeRoleCommand)).toHaveLength(2);
  });

  it('tries again after a failed assumption instead of keeping the failure', async () => {
    // Prepare
    stsMock
      .on(AssumeRoleCommand)
      .rejectsOnce(new Error('AccessDenied'))
      .resolvesOnce(stsAnswers('AFTER', Date.now() + HOUR));
    const provider = tenantCredentials(new STSClient({}), {
      roleArn: ROLE_ARN,
      companyId: 12,
      testRunId: 1,
      durationSeconds: 900,
    });

    // Act
    const failed = await provider().catch((error: Error) => error.message);
    const next = await provider();

    // Assess
    expect(failed).toBe('AccessDenied');
    expect(next.accessKeyId).toBe('AFTER');
  });

  it('refuses a company id that is not a positive integer, before asking STS', () => {
    // Act
    const attempts = [0, -1, 1.5, Number.NaN].map(
      (companyId) => () =>
        tenantCredentials(new STSClient({}), { roleArn: ROLE_ARN, companyId, testRunId: 1, durationSeconds: 900 }),
    );

    // Assess
    for (const attempt of attempts) expect(attempt).toThrow(TenantSessionError);
    expect(stsMock.commandCalls(AssumeRoleCommand)).toHaveLength(0);
  });

  it('fits the session to the run limit within the bounds STS allows a chained role', () => {
    // Act
    const lengths = [60, 1800, 3000, 4 * 3600].map(tenantSessionSeconds);

    // Assess
    expect(lengths).toEqual([MIN_SESSION_SECONDS, 2400, MAX_CHAINED_SESSION_SECONDS, MAX_CHAINED_SESSION_SECONDS]);
  });
});

describe("the runner's data clients", () => {
  const tenant = {
    accessKeyId: 'ASIATENANT12',
    secretAccessKey: 'tenant-secret',
    sessionToken: 'tenant-token',
    expiration: new Date(Date.now() + HOUR),
  };

  beforeEach(() => {
    vi.resetModules();
    kmsConfigs.length = 0;
    vi.stubEnv(ENV.tableName, 'tas-table');
    vi.stubEnv(ENV.bucketName, 'tas-bucket');
    vi.stubEnv(ENV.region, 'eu-west-1');
    vi.stubEnv(ENV.kmsKeyId, 'arn:aws:kms:eu-west-1:111122223333:key/k');
    vi.stubEnv(ENV.dynamoEndpoint, '');
    vi.stubEnv(ENV.s3Endpoint, '');
  });
  afterEach(() => vi.unstubAllEnvs());

  /** The headers of the next request a client signs; the request itself never leaves. */
  function captureSigned(client: { middlewareStack: any }): Promise<Record<string, string>> {
    return new Promise((resolve) => {
      client.middlewareStack.addRelativeTo(
        (_next: unknown) => async (args: { request: { headers: Record<string, string> } }) => {
          resolve(args.request.headers);
          return { response: { statusCode: 200, headers: {} }, output: { $metadata: {} } };
        },
        { relation: 'after', toMiddleware: 'httpSigningMiddleware', name: 'captureSigned' },
      );
    });
  }

  it('sign their requests with the tenant session once it is set, the table, the bucket and the key alike', async () => {
    // Prepare
    const compose = await import('../../lambdas/compose/runner');
    const provider = vi.fn(async () => tenant);
    compose.useDataCredentials(provider);
    const rt = compose.runtime();
    const dynamoSigned = captureSigned(rt.ddb);

    // Act
    await rt.ddb.send(new (await import('@aws-sdk/lib-dynamodb')).GetCommand({ TableName: 't', Key: { pk: 'C#12' } }));
    const dynamoHeaders = await dynamoSigned;
    const presigned = new URL(await rt.objects.presignGet('files/12/app.apk', 600));
    void rt.blueprints; // builds the credentials key's client

    // Assess
    expect(dynamoHeaders.authorization).toContain('Credential=ASIATENANT12/');
    expect(dynamoHeaders['x-amz-security-token']).toBe('tenant-token');
    expect(presigned.searchParams.get('X-Amz-Credential')).toMatch(/^ASIATENANT12\//);
    expect(presigned.searchParams.get('X-Amz-Security-Token')).toBe('tenant-token');
    expect(kmsConfigs).toHaveLength(1);
    expect(kmsConfigs[0]!.credentials).toBe(provider);
  });

  it('refuse a tenant session set after a client was built (it would keep the process credentials)', async () => {
    // Prepare
    const compose = await import('../../lambdas/compose/runner');
    void compose.runtime().ddb;

    // Act / Assess
    expect(() => compose.useDataCredentials(async () => tenant)).toThrow(/before their credentials were set/);
  });

  it("switch to the next run's tenant session in a process that runs one company after another (the Lambda runner)", async () => {
    // Prepare
    const compose = await import('../../lambdas/compose/runner');
    const { GetCommand } = await import('@aws-sdk/lib-dynamodb');
    const other = { ...tenant, accessKeyId: 'ASIATENANT13', sessionToken: 'other-token' };
    compose.switchDataCredentials(async () => tenant);
    const first = compose.runtime().ddb;
    const firstRuns = compose.runtime().runs;
    const firstSigned = captureSigned(first);
    await first.send(new GetCommand({ TableName: 't', Key: { pk: 'C#12' } }));

    // Act
    compose.switchDataCredentials(async () => other);
    const second = compose.runtime().ddb;
    const secondSigned = captureSigned(second);
    await second.send(new GetCommand({ TableName: 't', Key: { pk: 'C#13' } }));

    // Assess: new clients and services, signing as the second company's session
    expect((await firstSigned).authorization).toContain('Credential=ASIATENANT12/');
    expect(second).not.toBe(first);
    expect(compose.runtime().runs).not.toBe(firstRuns);
    expect((await secondSigned).authorization).toContain('Credential=ASIATENANT13/');
    expect((await secondSigned)['x-amz-security-token']).toBe('other-token');
  });

  it('keep the default credentials when no tenant session is set', async () => {
    // Prepare
    const compose = await import('../../lambdas/compose/runner');

    // Act
    void compose.runtime().blueprints;

    // Assess
    expect(kmsConfigs).toHaveLength(1);
    expect(kmsConfigs[0]).not.toHaveProperty('credentials');
  });
});
