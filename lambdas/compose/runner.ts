/**
 * What the runner process (`runner-image/src/main.ts`) is composed of: the service's domains (its run's progress and
 * settlement, artifacts, credentials), the action cache's store, the run starter of its sub-runs, and the credentials
 * its data clients use (the tenant role's session on AWS: once per process, or switched per run by the Lambda runner).
 */
export { createDynamoActionCache } from '../repositories/action-cache';
export { registerRunStarter } from '../workflow/run-starter';
export { switchDataCredentials, useDataCredentials } from './data-credentials';
export { runtime } from './runtime';
