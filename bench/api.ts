/**
 * `npm run bench:api`: load on the local stack's apps endpoints, and each API function's bundle size and cold-start
 * module load time (`--bundles-only` skips the load part).
 *
 * For each endpoint: requests/s, latency p50/p99 (client side, keep-alive, 8 in flight), the number of DynamoDB
 * requests each API call made (counted in the SDK client and reported by the local stack in a header), and the
 * handler's own time without DynamoDB and S3 time. For each function: its bundle (the CDK's esbuild settings) and
 * the time a fresh `node` process takes to import it, AWS SDK included (resolved from node_modules, as the Lambda
 * runtime provides it), median of a few rounds. Targets: O(1) DynamoDB calls per request, handler overhead under
 * 2 ms p50, each bundle under 150 KiB minified.
 */
import '../lib/local/polyfills';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleEntry } from '../lib/build/bundle';
import { startTestStack } from '../test/support/local-stack';
import { createApp } from '../test/support/uploads';
import { fmt, load, percentile, table } from './support';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 600);
const CONCURRENCY = 8;
const COLD_ROUNDS = Number(process.env.BENCH_COLD_ROUNDS ?? 3);
const BUDGET_KIB = 150;

interface FunctionFigures {
  handler: string;
  kib: number;
  /** Median import time of the bundle in a fresh process, AWS SDK included, ms. */
  loadMs: number;
  /** The same with the AWS SDK modules it imports loaded first: the bundle's own top-level work, ms. */
  ownMs: number;
}

/**
 * Milliseconds a fresh `node` process takes to import `file` (the bundle's top level: its cold-start work), after
 * importing `preload` untimed.
 */
function importMs(file: string, preload: readonly string[] = []): number {
  const script = [
    `for (const m of ${JSON.stringify(preload)}) await import(m);`,
    'const t = performance.now();',
    `await import(${JSON.stringify(pathToFileURL(file).href)});`,
    'process.stdout.write(String(performance.now() - t));',
  ].join('\n');
  const env = { ...process.env, TAS_TABLE_NAME: 'bench', TAS_BUCKET_NAME: 'bench', AWS_REGION: 'us-east-1' };
  return Number(execFileSync(process.execPath, ['--input-type=module', '-e', script], { env, encoding: 'utf8' }));
}

/** Bundles every API function and times its import; the bundles sit inside the project so `@aws-sdk/*` resolves. */
async function functionFigures(): Promise<{ functions: FunctionFigures[]; baselineMs: number }> {
  const dir = 'lambdas/http/handlers';
  const out = resolve('node_modules/.cache/tas-bench-bundles');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  try {
    const entries = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    const bundles = await Promise.all(
      entries.map(async (file) => {
        const { bytes, code } = await bundleEntry(join(dir, file));
        const path = join(out, file.replace(/\.ts$/, '.mjs'));
        writeFileSync(path, code);
        const sdk = [...new Set([...code.matchAll(/["'](@aws-sdk\/[^"']+)["']/g)].map((m) => m[1]!))];
        return { handler: file.replace(/\.ts$/, ''), kib: bytes / 1024, path, sdk };
      }),
    );
    const empty = join(out, 'empty.mjs');
    writeFileSync(empty, 'export {};\n');
    const median = (file: string, preload?: string[]) =>
      percentile(
        Array.from({ length: COLD_ROUNDS }, () => importMs(file, preload)),
        50,
      );
    const baselineMs = median(empty);
    const functions = bundles.map((b) => {
      process.stderr.write(`bench:api: cold start of ${b.handler}...\n`);
      return { handler: b.handler, kib: b.kib, loadMs: median(b.path), ownMs: median(b.path, b.sdk) };
    });
    return { functions: functions.sort((a, b) => b.kib - a.kib), baselineMs };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

function reportFunctions({ functions, baselineMs }: Awaited<ReturnType<typeof functionFigures>>): void {
  console.log(
    table([
      ['function', 'KiB (minified)', 'cold import ms', 'own import ms (SDK preloaded)'],
      ...functions.map((f) => [f.handler, fmt(f.kib), fmt(f.loadMs), fmt(f.ownMs)]),
    ]),
  );
  console.log(`(medians of ${COLD_ROUNDS} fresh processes; importing an empty module takes ${fmt(baselineMs)} ms)`);
  const largest = functions[0]!;
  const slowest = [...functions].sort((a, b) => b.loadMs - a.loadMs)[0]!;
  console.log(`\nslowest import: ${slowest.handler} ${fmt(slowest.loadMs)} ms`);
  console.log(
    `bundles < ${BUDGET_KIB} KiB (largest ${largest.handler} ${fmt(largest.kib)} KiB): ${largest.kib < BUDGET_KIB ? 'met' : 'MISSED'}`,
  );
}

async function main(): Promise<void> {
  if (process.argv.includes('--bundles-only')) {
    reportFunctions(await functionFigures());
    return;
  }
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
    console.log(`\n${table(rows)}\n`);
    console.log('targets:');
    console.log(`  DynamoDB calls per request constant (max ${maxCalls}): ${maxCalls <= 3 ? 'met' : 'MISSED'}`);
    console.log(
      `  handler overhead p50 < 2 ms (worst ${fmt(worstOverhead, 2)} ms): ${worstOverhead < 2 ? 'met' : 'MISSED'}\n`,
    );
  } finally {
    await t.stop();
  }
  // Timed with the local stack stopped, so that its load does not count.
  reportFunctions(await functionFigures());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
