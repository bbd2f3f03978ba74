import { Aspects, CfnOutput, RemovalPolicy, Stack, type StackProps, Tags } from 'aws-cdk-lib';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { Construct } from 'constructs';
import { fallbackHandler, routes } from '../../lambdas/http/routes';
import { ServiceAlarms } from './alarms';
import type { ServiceData } from './api-function';
import { ArtifactsBucket } from './artifacts-bucket';
import { acknowledgeNagFindings, type NagAcknowledgement } from './nag-acknowledgements';
import { operationsSettings } from './operations-settings';
import { ServiceApi } from './rest-api';
import { RoleDependencies } from './role-dependencies';
import { aiSettingsFromContext } from './runner-ai-settings';
import { mobileSettingsFromContext } from './runner-mobile-settings';
import { RunOrchestration } from './runs';
import { ServiceTable } from './table';

export class TestAutomationStack extends Stack {
  readonly table: ServiceTable;
  readonly bucket: ArtifactsBucket;
  readonly data: ServiceData;
  readonly credentialsKey: Key;
  readonly api: ServiceApi;
  readonly runs: RunOrchestration;
  readonly alarms: ServiceAlarms;
  /** The cdk-nag findings this stack keeps, each with its reason. */
  readonly nagAcknowledgements: readonly NagAcknowledgement[];

  constructor(scope: Construct, id: string, props?: StackProps) {
    super(scope, id, props);
    Tags.of(this).add('service', 'test-automation');

    this.table = new ServiceTable(this, 'Table');
    this.bucket = new ArtifactsBucket(this, 'ArtifactsBucket');
    this.credentialsKey = new Key(this, 'CredentialsKey', {
      description: 'Wraps the data keys that encrypt stored login credentials',
      enableKeyRotation: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.data = { table: this.table, bucket: this.bucket, credentialsKey: this.credentialsKey };

    this.api = new ServiceApi(this, 'RestApi', { routes, fallbackHandler, data: this.data });
    this.runs = new RunOrchestration(this, 'Runs', {
      data: this.data,
      runStarters: [...this.api.functions.values()].filter((fn) => fn.access.startsRuns),
      runStoppers: [...this.api.functions.values()].filter((fn) => fn.access.stopsRuns),
      runnerStoppers: [...this.api.functions.values()].filter((fn) => fn.access.stopsRunners),
      ai: aiSettingsFromContext(this),
      mobile: mobileSettingsFromContext(this),
    });

    this.alarms = new ServiceAlarms(this, 'Alarms', {
      api: this.api.api,
      stateMachine: this.runs.stateMachine,
      settings: operationsSettings(this),
    });
    Aspects.of(this).add(new RoleDependencies());
    this.nagAcknowledgements = acknowledgeNagFindings(this);

    new CfnOutput(this, 'ApiUrl', { value: this.api.url, description: 'Base URL of the API stage' });
    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'BucketName', { value: this.bucket.bucketName });
    new CfnOutput(this, 'RunStateMachineArn', { value: this.runs.stateMachine.stateMachineArn });
  }
}
