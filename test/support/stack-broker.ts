/**
 * Vitest global setup: one local stack for every test file that does not need a stack of its own, started on first
 * request and stopped after the run. Starting a stack costs DynamoDB Local (a JVM), an S3 server and a standby runner
 * with its browser: several seconds of both cores each time, which files sharing one no longer pay.
 *
 * The stack lives in vitest's main process; a small HTTP broker on 127.0.0.1 hands its addresses to the test workers
 * (`sharedTestStack` in local-stack.ts), which start it with their first request. A run that includes no file using
 * it starts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type LocalStack, startLocalStack } from '../../lib/local/stack';

/** What a worker needs to use the shared stack: its API and stores, and the default company's key. */
export interface SharedStackInfo {
  url: string;
  dynamoEndpoint: string;
  s3Endpoint: string;
  dataDir: string;
  apiKey: string;
  defaultCompanyId: number;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The URL of the broker that starts and hands out the shared stack. */
    stackBroker: string;
  }
}

export default async function setup(project: TestProject) {
  let starting: Promise<LocalStack> | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'tas-shared-'));
  const broker = createServer((req, res) => {
    // No file on it runs a mobile test (mobile-runs.test.ts starts a stack with the local Appium server).
    starting ??= startLocalStack({ port: 0, dataDir, inMemory: true, appium: false, log: () => undefined });
    starting.then(
      (stack) => {
        const info: SharedStackInfo = {
          url: stack.url,
          dynamoEndpoint: stack.dynamoEndpoint,
          s3Endpoint: stack.s3Endpoint,
          dataDir: stack.dataDir,
          apiKey: stack.apiKey,
          defaultCompanyId: stack.defaultCompanyId,
        };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(info));
      },
      (error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`The shared stack did not start: ${(error as Error).stack ?? String(error)}`);
      },
    );
    req.resume();
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  project.provide('stackBroker', `http://127.0.0.1:${(broker.address() as AddressInfo).port}`);

  return async () => {
    broker.closeAllConnections();
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    if (starting) await (await starting.catch(() => undefined))?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
