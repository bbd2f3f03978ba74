import { KMSClient } from '@aws-sdk/client-kms';
import { config } from '../config';
import { logger } from '../logger';
import { createActionCacheRepository } from '../repositories/action-cache';
import { createAppsRepository } from '../repositories/apps';
import { createBlueprintsRepository } from '../repositories/blueprints';
import { createKmsKeyProvider, createLocalFileKeyProvider } from '../repositories/blueprints-kms';
import { createClients } from '../repositories/clients';
import { createCompaniesRepository } from '../repositories/companies';
import { createTestFilesRepository } from '../repositories/files';
import { createObjectStore } from '../repositories/objects';
import { createRunsRepository } from '../repositories/runs';
import { createSequences } from '../repositories/sequences';
import { createSuitesRepository } from '../repositories/suites';
import { createAppsService } from '../services/apps';
import { createAuthenticator } from '../services/auth';
import { createBlueprintsService } from '../services/blueprints';
import { createBlueprintFilesService, createSuitesService } from '../services/blueprints-suites-files';
import { createCompaniesService } from '../services/companies';
import { CryptoConfigError, createEnvelopeCrypto } from '../services/crypto';
import { type BlueprintsForRuns, createRunsService } from '../services/runs';
import { currentRunStarter } from '../workflow/run-starter';

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
  const suites = createSuitesRepository(ddb, cfg.tableName);
  const testFiles = createTestFilesRepository(ddb, cfg.tableName);
  const actionCache = createActionCacheRepository(ddb, cfg.tableName);
  // Credentials keys: KMS on AWS, the data dir's key file locally; neither means credentials cannot be stored.
  const keyProvider = cfg.kmsKeyId
    ? createKmsKeyProvider(new KMSClient({ region: cfg.region }), cfg.kmsKeyId)
    : cfg.localKmsKeyFile
      ? createLocalFileKeyProvider(cfg.localKmsKeyFile)
      : {
          generate: () => Promise.reject(new CryptoConfigError('no credentials key configured')),
          decrypt: () => Promise.reject(new CryptoConfigError('no credentials key configured')),
        };
  return {
    ddb,
    blueprints: createBlueprintsService({
      blueprints: createBlueprintsRepository(ddb, cfg.tableName),
      suites,
      files: testFiles,
      sequences,
      crypto: createEnvelopeCrypto(keyProvider),
      appExists: async (companyId, appId) => (await apps.getApp(companyId, appId)) !== undefined,
      cachedPlans: (companyId, requests) => actionCache.stepPlans(companyId, requests),
    }),
    suites: createSuitesService({ suites, sequences }),
    testFiles: createBlueprintFilesService({ files: testFiles, objects, sequences }),
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
    runs: createRunsService({
      runs: createRunsRepository(ddb, cfg.tableName),
      blueprints: (): BlueprintsForRuns => runtime().blueprints,
      sequences,
      objects,
      plan: (companyId) => companies.get(companyId),
      starter: () => currentRunStarter(),
      runTimeoutSeconds: cfg.runTimeoutSeconds,
      log: (message, fields) => logger.info(message, fields),
    }),
  };
}

export type Runtime = ReturnType<typeof build>;
let instance: Runtime | undefined;

export function runtime(): Runtime {
  instance ??= build();
  return instance;
}
