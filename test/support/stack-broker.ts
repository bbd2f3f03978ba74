/**
 * Vitest global setup: one local stack for every test file that does not need a stack of its own, started on first
 * request and stopped after the run. Starting a stack costs DynamoDB Local (a JVM), an S3 server and a standby runner
 * with its browser: several seconds of both cores each time, which files sharing one no longer pay. The files that
 * start a stack of their own keep its data in a table of their own in the same DynamoDB Local (`GET /dynamodb`), which
 * saves a JVM start (about 4 s of CPU) per file.
 *
 * The stack lives in vitest's main process; a small HTTP broker on 127.0.0.1 hands its addresses to the test workers
 * (`sharedTestStack` in local-stack.ts), which start it with their first request. A run that includes no file using
 * it starts nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type DynamoHandle, startDynamoDb } from '../../lib/local/dynamodb';
import { type LocalStack, startLocalStack } from '../../lib/local/stack';

/** What a worker needs to use the shared stack: its API and stores, and the default company's key. */
export interface SharedStackInfo {
  url: string;
  dynamoEndpoint: string;
  table: string;
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
  let dynamo: Promise<DynamoHandle> | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'tas-shared-'));
  const fail = (res: ServerResponse, what: string, error: unknown) => {
    res.writeHead(500, { 'content-type': 'text/plain' });
    res.end(`${what} did not start: ${(error as Error).stack ?? String(error)}`);
  };
  const broker = createServer((req, res) => {
    req.resume();
    dynamo ??= startDynamoDb(null);
    if (req.url === '/dynamodb') {
      dynamo.then(
        (handle) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify({ endpoint: handle.endpoint }));
        },
        (error: unknown) => fail(res, 'DynamoDB Local', error),
      );
      return;
    }
    // No file on it runs a mobile test (mobile-runs.test.ts starts a stack with the local Appium server).
    starting ??= dynamo.then(({ endpoint }) =>
      startLocalStack({
        port: 0,
        dataDir,
        appium: false,
        dynamo: { endpoint, table: 'tas-shared' },
        log: () => undefined,
      }),
    );
    starting.then(
      (stack) => {
        const info: SharedStackInfo = {
          url: stack.url,
          dynamoEndpoint: stack.dynamoEndpoint,
          table: stack.table,
          s3Endpoint: stack.s3Endpoint,
          dataDir: stack.dataDir,
          apiKey: stack.apiKey,
          defaultCompanyId: stack.defaultCompanyId,
        };
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(info));
      },
      (error: unknown) => fail(res, 'The shared stack', error),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));
  project.provide('stackBroker', `http://127.0.0.1:${(broker.address() as AddressInfo).port}`);

  return async () => {
    broker.closeAllConnections();
    await new Promise<void>((resolve) => broker.close(() => resolve()));
    if (starting) await (await starting.catch(() => undefined))?.stop();
    if (dynamo) await (await dynamo.catch(() => undefined))?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
