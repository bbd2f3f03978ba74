import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';
import { tableSchema } from '../../lambdas/repositories/table-schema';
import { operationsSettings } from './operations-settings';

/**
 * The single table, from the key schema the local stack also creates (`table-schema.ts`; item design in
 * `lambdas/repositories/keys.ts`). Expiring items are removed through the TTL attribute (epoch seconds). Point-in-time
 * recovery is on, `tas:pointInTimeRecoveryDays` back.
 */
export class ServiceTable extends Table {
  constructor(scope: Construct, id: string) {
    super(scope, id, {
      partitionKey: { name: tableSchema.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableSchema.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: {
        pointInTimeRecoveryEnabled: true,
        recoveryPeriodInDays: operationsSettings(scope).pointInTimeRecoveryDays,
      },
      timeToLiveAttribute: tableSchema.ttlAttribute,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    for (const index of tableSchema.globalIndexes) {
      this.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }
  }
}
