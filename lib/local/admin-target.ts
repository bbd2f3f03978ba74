import { join, resolve } from 'node:path';
import { ENV, ENV_DEFAULTS, readLocalConfig } from '../../core/config';
import { createClients } from '../../lambdas/repositories/clients';
import { createCompaniesRepository } from '../../lambdas/repositories/companies';
import { createSequences } from '../../lambdas/repositories/sequences';
import { type CompaniesService, createCompaniesService } from '../../lambdas/services/companies';
import { lockDataDir, runningStack } from './data-dir';
import { ensureTable, startDynamoDb } from './dynamodb';
import { LOCAL_TABLE } from './stack';

export interface AdminTarget {
  companies: CompaniesService;
  close(): Promise<void>;
}

function over(dynamoEndpoint: string | undefined, tableName: string, region: string): CompaniesService {
  const { ddb } = createClients({ region, dynamoEndpoint });
  return createCompaniesService(createCompaniesRepository(ddb, tableName, createSequences(ddb, tableName)));
}

/**
 * Where the admin commands act: a deployed table when `TAS_TABLE_NAME` is set without a local endpoint; otherwise
 * the local stack of `TAS_DATA_DIR`: its DynamoDB Local when it runs, or one started on its data for the command.
 */
export async function adminTarget(env: NodeJS.ProcessEnv): Promise<AdminTarget> {
  const region = env[ENV.region] ?? env[ENV.defaultRegion] ?? ENV_DEFAULTS.region;
  const table = env[ENV.tableName];
  if (table && !env[ENV.dynamoEndpoint]) {
    return { companies: over(undefined, table, region), close: async () => undefined };
  }
  if (env[ENV.dynamoEndpoint]) {
    return { companies: over(env[ENV.dynamoEndpoint], table ?? LOCAL_TABLE, region), close: async () => undefined };
  }
  const dataDir = resolve(readLocalConfig(env).dataDir);
  const running = runningStack(dataDir);
  if (running?.dynamoEndpoint) {
    return {
      companies: over(running.dynamoEndpoint, running.tableName ?? LOCAL_TABLE, region),
      close: async () => undefined,
    };
  }
  // No stack runs on this data dir: hold it, and open its database just for this command.
  const lock = lockDataDir(dataDir);
  try {
    const dynamo = await startDynamoDb(join(dataDir, 'dynamodb'));
    await ensureTable(dynamo.endpoint, LOCAL_TABLE);
    return {
      companies: over(dynamo.endpoint, LOCAL_TABLE, region),
      async close() {
        await dynamo.stop();
        lock.release();
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
