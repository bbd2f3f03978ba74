/** Tests, modules and login blueprints, with what they reference (apps, suites, files, learned plans, credentials). */
import { KMSClient } from '@aws-sdk/client-kms';
import { config } from '../../core/config';
import { CryptoConfigError, createEnvelopeCrypto, type DataKeyProvider } from '../../core/crypto';
import { createActionCacheRepository } from '../repositories/action-cache';
import { createAppsRepository } from '../repositories/apps';
import { createBlueprintsRepository } from '../repositories/blueprints';
import { createKmsKeyProvider, createLocalFileKeyProvider } from '../repositories/blueprints-kms';
import { createBlueprintsService } from '../services/blueprints';
import { dataCredentials } from './data-credentials';
import { dynamo, sequences, tableName } from './dynamo';
import { once } from './once';
import { suitesRepository, testFilesRepository } from './suites-files';

/** Credentials keys: KMS on AWS, the data dir's key file locally; neither means credentials cannot be stored. */
function keyProvider(): DataKeyProvider {
  const cfg = config();
  if (cfg.kmsKeyId) {
    const credentials = dataCredentials();
    return createKmsKeyProvider(
      new KMSClient({ region: cfg.region, ...(credentials && { credentials }) }),
      cfg.kmsKeyId,
    );
  }
  if (cfg.localKmsKeyFile) return createLocalFileKeyProvider(cfg.localKmsKeyFile);
  return {
    generate: () => Promise.reject(new CryptoConfigError('no credentials key configured')),
    decrypt: () => Promise.reject(new CryptoConfigError('no credentials key configured')),
  };
}

export const blueprintsRepository = once(() => createBlueprintsRepository(dynamo(), tableName()));

export const blueprints = once(() => {
  const apps = createAppsRepository(dynamo(), tableName());
  const actionCache = createActionCacheRepository(dynamo(), tableName());
  return createBlueprintsService({
    blueprints: blueprintsRepository(),
    suites: suitesRepository(),
    files: testFilesRepository(),
    sequences: sequences(),
    crypto: createEnvelopeCrypto(keyProvider()),
    appPlatform: async (companyId, appId) => (await apps.getApp(companyId, appId))?.platform,
    cachedPlans: (companyId, requests) => actionCache.stepPlans(companyId, requests),
  });
});
