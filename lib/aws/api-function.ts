import { fileURLToPath } from 'node:url';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { type IRole, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, type NodejsFunctionProps, OutputFormat } from 'aws-cdk-lib/aws-lambda-nodejs';
import { type ILogGroup, LogGroup } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { ENV } from '../../core/config';
import type { DataAccess } from '../../lambdas/http/routes';
import { grantObjectPuts, grantObjectReads, grantRateLimitUpdates, grantTable, TABLE_ACTIONS } from './data-grants';
import { operationsSettings } from './operations-settings';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * What every Lambda function of the project shares: Node 22 on ARM, X-Ray tracing, bundled with the project's
 * esbuild as minified ESM, the AWS SDK left to the runtime.
 */
export const NODE_FUNCTION_DEFAULTS = {
  handler: 'handler',
  projectRoot,
  depsLockFilePath: `${projectRoot}package-lock.json`,
  runtime: Runtime.NODEJS_22_X,
  architecture: Architecture.ARM_64,
  memorySize: 512,
  tracing: Tracing.ACTIVE,
  bundling: {
    format: OutputFormat.ESM,
    target: 'node22',
    minify: true,
    sourceMap: false,
    mainFields: ['module', 'main'],
    externalModules: ['@aws-sdk/*'],
    banner: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);",
  },
} satisfies Partial<NodejsFunctionProps>;

/**
 * The execution role of one function: it may write to the function's own log group and nothing else until granted
 * more (instead of AWSLambdaBasicExecutionRole, which lets a function create and write any log group).
 */
export function functionRole(scope: Construct, id: string, logGroup: ILogGroup): IRole {
  const role = new Role(scope, id, { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
  logGroup.grantWrite(role);
  return role;
}

/** The service's data stores; each function is granted only the part its route's `DataAccess` declares. */
export interface ServiceData {
  readonly table: ITable;
  readonly bucket: IBucket;
  /** Wraps the data keys of stored login credentials (envelope encryption). */
  readonly credentialsKey?: IKey;
}

export interface ApiFunctionProps {
  /** Module name: the function runs `handler` from `lambdas/http/handlers/<handler>.ts`. */
  readonly handler: string;
  readonly data: ServiceData;
  /** What the handler does with the data (its route's `access`); the function is granted that and nothing more. */
  readonly access: DataAccess;
  /** The handler takes a token of its caller's key bucket (every authenticated route): it may update `RATE#` items. */
  readonly rateLimited: boolean;
}

/**
 * The Lambda function of one API endpoint, with the defaults every endpoint shares: Node 22 on arm64, an ESM
 * bundle without the AWS SDK (the runtime provides it), X-Ray tracing and a log group of its own with the
 * deployment's retention (`tas:logRetentionDays`). It is granted exactly the data access its route declares, action by
 * action (`data-grants.ts`).
 */
export class ApiFunction extends NodejsFunction {
  /** Absolute path of a handler module. */
  static entryOf(handler: string): string {
    if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(handler)) throw new Error(`Invalid handler module name: ${handler}`);
    return `${projectRoot}lambdas/http/handlers/${handler}.ts`;
  }

  readonly handlerModule: string;
  readonly access: DataAccess;
  readonly rateLimited: boolean;

  constructor(scope: Construct, id: string, props: ApiFunctionProps) {
    const logGroup = new LogGroup(scope, `${id}Logs`, {
      retention: operationsSettings(scope).logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    super(scope, id, {
      ...NODE_FUNCTION_DEFAULTS,
      entry: ApiFunction.entryOf(props.handler),
      description: `Test automation API: ${props.handler}`,
      timeout: Duration.seconds(29),
      logGroup,
      role: functionRole(scope, `${id}ServiceRole`, logGroup),
    });
    this.handlerModule = props.handler;
    this.access = props.access;
    this.rateLimited = props.rateLimited;
    this.bindData(props.data, props.access);
    const { rateLimitPerSecond, rateLimitBurst } = operationsSettings(scope);
    this.addEnvironment(ENV.rateLimitPerSecond, String(rateLimitPerSecond));
    this.addEnvironment(ENV.rateLimitBurst, String(rateLimitBurst));
    if (props.rateLimited) grantRateLimitUpdates(this, props.data.table);
  }

  private bindData({ table, bucket, credentialsKey }: ServiceData, access: DataAccess): void {
    // Both names, whatever the access: every handler reads the configuration at cold start, which requires them
    // (core/config.ts). A name grants nothing.
    this.addEnvironment(ENV.tableName, table.tableName);
    this.addEnvironment(ENV.bucketName, bucket.bucketName);
    if (access.table === 'read') grantTable(this, table, TABLE_ACTIONS.read);
    if (access.table === 'readwrite') grantTable(this, table, [...TABLE_ACTIONS.read, ...TABLE_ACTIONS.write]);
    for (const { prefix, access: level } of access.objects ?? []) {
      if (level === 'read') grantObjectReads(this, bucket, prefix, true);
      else grantObjectPuts(this, bucket, prefix);
    }
    const keyActions = (access.credentialsKey ?? []).map((use) =>
      use === 'encrypt' ? 'kms:GenerateDataKey' : 'kms:Decrypt',
    );
    if (credentialsKey && keyActions.length > 0) {
      this.addEnvironment(ENV.kmsKeyId, credentialsKey.keyArn);
      credentialsKey.grant(this, ...keyActions);
    }
  }
}
