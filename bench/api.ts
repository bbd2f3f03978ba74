/**
 * `npm run bench:api`: load on the local stack's apps endpoints, and the Lambda bundle sizes.
 *
 * For each endpoint: requests/s, latency p50/p99 (client side, keep-alive, 8 in flight), the number of DynamoDB
 * requests each API call made (counted in the SDK client and reported by the local stack in a header), and the
 * handler's own time without DynamoDB and S3 time. Targets: O(1) DynamoDB calls per request, handler overhead
 * under 2 ms p50, each bundle under 250 KiB minified.
 */
import '../lib/local/polyfills';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { startTestStack } from '../test/support/local-stack';
import { createApp } from '../test/support/uploads';
import { fmt, load, percentile, table } from './support';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const CONCURRENCY = 8;

async function bundleSizes(): Promise<{ handler: string; kib: number }[]> {
  const dir = 'lambdas/http/handlers';
  const entries = readdirSync(dir).filter((f) => f.endsWith('.ts'));
  const sizes = await Promise.all(
    entries.map(async (file) => {
      const out = await build({
        entryPoints: [join(dir, file)],
        bundle: true,
        minify: true,
        format: 'esm',
        platform: 'node',
        target: 'node22',
        external: ['@aws-sdk/*'],
        mainFields: ['module', 'main'],
        write: false,
        logLevel: 'silent',
      });
      return { handler: file.replace(/\.ts$/, ''), kib: out.outputFiles[0]!.contents.length / 1024 };
    }),
  );
  return sizes.sort((a, b) => b.kib - a.kib);
}

async function main(): Promise<void> {
  process.stderr.write('bench:api: starting the local stack...\n');
  const t = await startTestStack();
  try {
    process.stderr.write('bench:api: creating 50 apps...\n');
    let appId = 0;
    for (let i = 0; i < 50; i++) {
      const res = await createApp(t.api, `bench-app-${i}`, i % 2 ? 'ios' : 'android');
      if (res.status !== 201) throw new Error(`seeding failed: ${res.status} ${JSON.stringify(res.body)}`);
      appId = res.body.app.id;
    }
    const headers = { 'X-API-KEY': t.api.key, 'Content-Type': 'application/json' };
    const uploadBody = JSON.stringify({ filename: 'bench.apk', platform: 'android', file_size: 1000 });
    const endpoints: [string, (i: number) => Promise<Response>][] = [
      ['GET /apps/list (50 apps)', () => fetch(`${t.url}/apps/list`, { headers })],
      ['GET /apps/{id}', () => fetch(`${t.url}/apps/${appId}`, { headers })],
      ['POST /apps/upload-url', () => fetch(`${t.url}/apps/upload-url`, { method: 'POST', headers, body: uploadBody })],
    ];
    const rows: (string | number)[][] = [
      ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ddb calls/req', 'handler ms p50 (excl. storage wait)'],
    ];
    let worstOverhead = 0;
    let maxCalls = 0;
    for (const [name, send] of endpoints) {
      process.stderr.write(`bench:api: ${name}...\n`);
      await load(50, CONCURRENCY, send); // warm-up
      const { samples, summary } = await load(REQUESTS, CONCURRENCY, send);
      const calls = samples.map((s) => Number(s.headers.get('x-tas-dynamodb-requests')));
      const overhead = samples.map(
        (s) => Number(s.headers.get('x-tas-handler-ms')) - Number(s.headers.get('x-tas-storage-wall-ms')),
      );
      const callsMax = Math.max(...calls);
      const overheadP50 = percentile(overhead, 50);
      worstOverhead = Math.max(worstOverhead, overheadP50);
      maxCalls = Math.max(maxCalls, callsMax);
      rows.push([
        name,
        fmt(summary.rps, 0),
        fmt(summary.p50),
        fmt(summary.p99),
        summary.errors,
        `${Math.min(...calls)}-${callsMax}`,
        fmt(overheadP50, 2),
      ]);
    }
    const bundles = await bundleSizes();
    console.log(`\n${table(rows)}\n`);
    console.log(table([['bundle', 'KiB (minified)'], ...bundles.map((b) => [b.handler, fmt(b.kib)])]));
    const largest = bundles[0]!;
    console.log('\ntargets:');
    console.log(`  DynamoDB calls per request constant (max ${maxCalls}): ${maxCalls <= 3 ? 'met' : 'MISSED'}`);
    console.log(
      `  handler overhead p50 < 2 ms (worst ${fmt(worstOverhead, 2)} ms): ${worstOverhead < 2 ? 'met' : 'MISSED'}`,
    );
    console.log(
      `  bundles < 250 KiB (largest ${largest.handler} ${fmt(largest.kib)} KiB): ${largest.kib < 250 ? 'met' : 'MISSED'}`,
    );
  } finally {
    await t.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
