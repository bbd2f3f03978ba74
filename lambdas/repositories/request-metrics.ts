import { AsyncLocalStorage } from 'node:async_hooks';

/** What one API invocation cost in storage calls; measured in the SDK clients' middleware stacks. */
export interface RequestMetrics {
  dynamoRequests: number;
  dynamoMs: number;
  /** Read capacity units reported by DynamoDB (ReturnConsumedCapacity), where the call asked for it. */
  readCapacity: number;
  s3Requests: number;
  s3Ms: number;
  /** Wall time during which at least one DynamoDB or S3 call was in flight (parallel calls count once). */
  storageWallMs: number;
  /** @internal bookkeeping for storageWallMs */
  inFlight: number;
  /** @internal */
  inFlightSince: number;
}

const storage = new AsyncLocalStorage<RequestMetrics>();

/**
 * Starts a fresh metrics record that every SDK call made from here on in the current async context adds to (the
 * rest of one invocation); returns it, to be read when the invocation ends.
 */
export function enterRequestMetrics(): RequestMetrics {
  const metrics: RequestMetrics = {
    dynamoRequests: 0,
    dynamoMs: 0,
    readCapacity: 0,
    s3Requests: 0,
    s3Ms: 0,
    storageWallMs: 0,
    inFlight: 0,
    inFlightSince: 0,
  };
  storage.enterWith(metrics);
  return metrics;
}

/** The metrics record of the invocation in progress, if any. */
export function currentMetrics(): RequestMetrics | undefined {
  return storage.getStore();
}

/** Marks a storage call as started; returns the function that marks it finished. */
export function trackStorageCall(metrics: RequestMetrics): () => void {
  if (metrics.inFlight++ === 0) metrics.inFlightSince = performance.now();
  return () => {
    if (--metrics.inFlight === 0) metrics.storageWallMs += performance.now() - metrics.inFlightSince;
  };
}

interface ConsumedCapacityLike {
  CapacityUnits?: number;
  ReadCapacityUnits?: number;
}

/** Adds the capacity a DynamoDB response reports (single or per-table list) to the current invocation. */
export function recordConsumedCapacity(output: unknown): void {
  const metrics = currentMetrics();
  if (!metrics || !output || typeof output !== 'object') return;
  const consumed = (output as { ConsumedCapacity?: ConsumedCapacityLike | ConsumedCapacityLike[] }).ConsumedCapacity;
  const list = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
  for (const c of list) metrics.readCapacity += c.ReadCapacityUnits ?? c.CapacityUnits ?? 0;
}
