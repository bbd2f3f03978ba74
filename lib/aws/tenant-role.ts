import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { ArnPrincipal, type IRole, PolicyStatement, Role } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { TENANT_SESSION_TAG } from '../../core/config';
import { keys } from '../../lambdas/repositories/keys';
import type { credentialsContext } from '../../lambdas/services/blueprints-records';
import { OBJECT_ACTIONS } from './data-grants';

/** The session tag's value as a policy variable: the company the session was assumed for. */
export const COMPANY_VARIABLE = `\${aws:PrincipalTag/${TENANT_SESSION_TAG}}`;

/**
 * The one partition key of a company's items (`companyPk`), as the policy writes it. Compared whole (StringEquals,
 * no wildcard), so company 12's session never matches `C#123`.
 */
export const COMPANY_PARTITION = `C#${COMPANY_VARIABLE}`;

/** The id sequences' partition (`SEQ`): a sub-run allocates its group and run ids there. */
export const SEQUENCE_PARTITION = keys.sequence('groupRun').pk;
/** The partition of the "companies that have had runs" markers (`RUNNERS`): a sub-run's group writes one. */
export const RUN_COMPANIES_PARTITION = keys.runCompaniesPk;

/**
 * A company's run artifacts (`runs/<company_id>/<test_run_id>/...`) and uploads (`uploadPrefix`), as object-key
 * patterns with a `/` between the company and the wildcard, so `runs/12/*` never matches `runs/123/...`.
 */
export const COMPANY_RUNS_OBJECTS = `runs/${COMPANY_VARIABLE}/*`;
export const COMPANY_FILES_OBJECTS = `files/${COMPANY_VARIABLE}/*`;

/** The encryption-context key of sealed credentials that names their company (`credentialsContext`). */
export const CREDENTIALS_COMPANY_CONTEXT_KEY = 'company_id' satisfies keyof ReturnType<typeof credentialsContext>;

export interface TenantRoleProps {
  /** The only principals that may assume the role: the runner's roles (the browser task's, the Lambda runner's). */
  readonly assumedBy: readonly IRole[];
  readonly table: ITable;
  readonly bucket: IBucket;
  readonly credentialsKey?: IKey;
  /** The runner's table actions (`RUNNER_TABLE_ACTIONS`), all confined to the company's partition. */
  readonly companyTableActions: readonly string[];
}

/**
 * The role a runner works with once it knows its company: the runner's task role assumes it with the session tag
 * `company=<company_id>` (`TAS_TENANT_ROLE_ARN` on the container), and every grant on the service's data is written
 * against that tag, so the session reaches that company's items, objects and sealed credentials only:
 *
 * - the table: the runner's actions where every partition key of the request (`dynamodb:LeadingKeys`) is exactly
 *   `C#<company>`, plus `UpdateItem` on the id sequences (`SEQ`) and `PutItem` on the run markers (`RUNNERS`), the two
 *   partitions outside a company that a trigger_run sub-run writes (its ids, and the marker of its company);
 * - the bucket: PutObject on `runs/<company>/*`, GetObject on `files/<company>/*`;
 * - the credentials key: Decrypt where the encryption context's `company_id` is the company.
 *
 * The trust policy lets only the runner's roles assume it (the task role, and the Lambda runner's role), and only
 * with a non-empty `company` tag free of `/` and no other tag.
 */
export class TenantRole extends Construct {
  readonly role: Role;

  constructor(scope: Construct, id: string, props: TenantRoleProps) {
    super(scope, id);
    const [first, ...others] = props.assumedBy;
    if (!first) throw new Error('the tenant role needs a principal that may assume it');
    const conditions = {
      // Present and non-empty; `/` would let a value span a level of the object-key patterns. STS itself refuses
      // `*`, `?` and `#` in tag values, so no value can widen a pattern; IAM cannot say "digits only", so the runner
      // checks that its company id is a positive integer before it asks.
      StringLike: { [`aws:RequestTag/${TENANT_SESSION_TAG}`]: '?*' },
      StringNotLike: { [`aws:RequestTag/${TENANT_SESSION_TAG}`]: '*/*' },
      'ForAllValues:StringEquals': { 'aws:TagKeys': [TENANT_SESSION_TAG] },
    };
    this.role = new Role(this, 'Role', {
      assumedBy: new ArnPrincipal(first.roleArn).withSessionTags().withConditions(conditions),
      description: "A test runner's access to one company's data (the session tag `company` names it)",
    });
    // Each other runner role under the same conditions, in a statement of its own: the Sid keeps the CDK from
    // merging it with the first, whose principal carries the conditions itself.
    others.forEach((role, index) => {
      this.role.assumeRolePolicy?.addStatements(
        new PolicyStatement({
          sid: `Runner${index + 2}`,
          actions: ['sts:AssumeRole', 'sts:TagSession'],
          principals: [new ArnPrincipal(role.roleArn)],
          conditions,
        }),
      );
    });
    for (const statement of tenantStatements(props)) this.role.addToPrincipalPolicy(statement);
  }
}

/** Every partition key of the request is `partition` (and the request names at least one). */
function onlyPartition(partition: string) {
  return {
    'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [partition] },
    Null: { 'dynamodb:LeadingKeys': 'false' },
  };
}

/** The TenantRole's statements (see `TenantRole`). */
export function tenantStatements(props: Omit<TenantRoleProps, 'assumedBy'>): PolicyStatement[] {
  const { table, bucket, credentialsKey } = props;
  const statements = [
    new PolicyStatement({
      sid: 'CompanyItems',
      actions: [...props.companyTableActions],
      resources: [table.tableArn],
      conditions: onlyPartition(COMPANY_PARTITION),
    }),
    new PolicyStatement({
      sid: 'IdSequences',
      actions: ['dynamodb:UpdateItem'],
      resources: [table.tableArn],
      conditions: onlyPartition(SEQUENCE_PARTITION),
    }),
    new PolicyStatement({
      sid: 'RunCompanyMarkers',
      actions: ['dynamodb:PutItem'],
      resources: [table.tableArn],
      conditions: onlyPartition(RUN_COMPANIES_PARTITION),
    }),
    new PolicyStatement({
      sid: 'CompanyRunArtifacts',
      actions: [...OBJECT_ACTIONS.put],
      resources: [bucket.arnForObjects(COMPANY_RUNS_OBJECTS)],
    }),
    new PolicyStatement({
      sid: 'CompanyUploads',
      actions: [...OBJECT_ACTIONS.read],
      resources: [bucket.arnForObjects(COMPANY_FILES_OBJECTS)],
    }),
  ];
  if (credentialsKey) {
    statements.push(
      new PolicyStatement({
        sid: 'CompanyCredentials',
        actions: ['kms:Decrypt'],
        resources: [credentialsKey.keyArn],
        conditions: {
          StringEquals: { [`kms:EncryptionContext:${CREDENTIALS_COMPANY_CONTEXT_KEY}`]: COMPANY_VARIABLE },
        },
      }),
    );
  }
  return statements;
}
