import { config } from '../config';
import { createAppsRepository } from '../repositories/apps';
import { createClients } from '../repositories/clients';
import { createCompaniesRepository } from '../repositories/companies';
import { createObjectStore } from '../repositories/objects';
import { createSequences } from '../repositories/sequences';
import { createAppsService } from '../services/apps';
import { createAuthenticator } from '../services/auth';
import { createCompaniesService } from '../services/companies';

/**
 * The process's default instances, built once on first use (a Lambda cold start, or the first local request):
 * clients from the configuration, repositories over them, services over the repositories.
 */
function build() {
  const cfg = config();
  const { ddb, s3, s3Presign } = createClients(cfg);
  const sequences = createSequences(ddb, cfg.tableName);
  const companies = createCompaniesRepository(ddb, cfg.tableName, sequences);
  const objects = createObjectStore(s3, s3Presign, cfg.bucketName);
  const apps = createAppsRepository(ddb, cfg.tableName);
  const authenticate = createAuthenticator(async (hash) => {
    const key = await companies.findKey(hash);
    return key ? { companyId: key.companyId, userId: key.userId } : undefined;
  }, cfg.authCacheTtlMs);
  return {
    ddb,
    companies: createCompaniesService(companies),
    objects,
    sequences,
    authenticate,
    apps: createAppsService({
      apps,
      objects,
      sequences,
      mobileConcurrency: async (companyId) => (await companies.get(companyId))?.mobileConcurrency ?? 0,
    }),
  };
}

export type Runtime = ReturnType<typeof build>;
let instance: Runtime | undefined;

export function runtime(): Runtime {
  instance ??= build();
  return instance;
}
