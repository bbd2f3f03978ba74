import { fileURLToPath } from 'node:url';
import { AssetHashType, DockerImage, Duration, RemovalPolicy, Size } from 'aws-cdk-lib';
import { type IRole, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { LAMBDA_MAX_TIMEOUT_SECONDS } from '../../core/defaults';
import { LAMBDA_RUNNER_HANDLER, stageLambdaRunner } from '../build/lambda-runner-asset';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/** Room in `/tmp` for the unpacked Chromium (about 200 MB with its libraries), videos and downloads. */
export const LAMBDA_RUNNER_EPHEMERAL_MB = 2048;

/**
 * The function's code: `lib/build/lambda-runner-asset.ts` run by the CDK at synth (local bundling: no Docker, no
 * network; the image named is never pulled). The asset is hashed by its output.
 */
function runnerCode(): Code {
  return Code.fromAsset(`${projectRoot}runner-image/src`, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
      local: {
        tryBundle(outputDir: string): boolean {
          stageLambdaRunner(outputDir, projectRoot);
          return true;
        },
      },
    },
  });
}

export interface BrowserRunnerFunctionProps {
  /** The runner's variables, as the browser task's container gets them (without `AWS_REGION`, which Lambda sets). */
  readonly environment: Record<string, string>;
  readonly memoryMb: number;
  readonly reservedConcurrency?: number;
  readonly logRetention: RetentionDays;
}

/**
 * The Lambda lane's runner (runner-image/src/lambda.ts): Node 22 on x86-64 (the shipped Chromium and ffmpeg are
 * x86-64 builds), Lambda's longest timeout, room in `/tmp` for Chromium, and a log group of its own. Its role may
 * write that log group and nothing else until granted more: like the browser task's role, it holds no grant on the
 * service's data, which it reaches through the tenant role (lib/aws/runs.ts grants the assumption). No X-Ray: it would
 * add a grant on `*`, and a run's own timings are in its log.
 */
export class BrowserRunnerFunction extends Construct {
  readonly function: LambdaFunction;
  readonly role: IRole;

  constructor(scope: Construct, id: string, props: BrowserRunnerFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', {
      retention: props.logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const role = new Role(this, 'ServiceRole', { assumedBy: new ServicePrincipal('lambda.amazonaws.com') });
    logGroup.grantWrite(role);
    this.role = role;
    this.function = new LambdaFunction(this, 'Function', {
      description: 'Test automation: browser runs that fit Lambda (the Lambda lane)',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.X86_64,
      handler: LAMBDA_RUNNER_HANDLER,
      code: runnerCode(),
      memorySize: props.memoryMb,
      timeout: Duration.seconds(LAMBDA_MAX_TIMEOUT_SECONDS),
      ephemeralStorageSize: Size.mebibytes(LAMBDA_RUNNER_EPHEMERAL_MB),
      tracing: Tracing.DISABLED,
      logGroup,
      role,
      ...(props.reservedConcurrency !== undefined && { reservedConcurrentExecutions: props.reservedConcurrency }),
      environment: props.environment,
    });
  }
}
