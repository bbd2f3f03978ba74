import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, Table, TableEncryption } from 'aws-cdk-lib/aws-dynamodb';
import type { Construct } from 'constructs';

/**
 * The single table (key design in `lambdas/repositories/keys.ts`): `pk`/`sk`, one GSI `gsi1` on `gsi1pk`/`gsi1sk`,
 * and expiring items removed through the `expires_at` TTL attribute (epoch seconds).
 */
export class ServiceTable extends Table {
  static readonly partitionKey = 'pk';
  static readonly sortKey = 'sk';
  static readonly gsi1 = { indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' } as const;
  static readonly ttlAttribute = 'expires_at';

  constructor(scope: Construct, id: string) {
    super(scope, id, {
      partitionKey: { name: ServiceTable.partitionKey, type: AttributeType.STRING },
      sortKey: { name: ServiceTable.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: ServiceTable.ttlAttribute,
      encryption: TableEncryption.AWS_MANAGED,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.addGlobalSecondaryIndex({
      indexName: ServiceTable.gsi1.indexName,
      partitionKey: { name: ServiceTable.gsi1.partitionKey, type: AttributeType.STRING },
      sortKey: { name: ServiceTable.gsi1.sortKey, type: AttributeType.STRING },
      projectionType: ProjectionType.ALL,
    });
  }
}
