/**
 * `npm run bench:api`: load on the local stack's apps endpoints, and each API function's bundle size and cold-start
 * module load time (`--bundles-only` skips the load part).
 *
 * For each endpoint: requests/s, latency p50/p99 (client side, keep-alive, 8 in flight), the number of DynamoDB
 * requests each API call made (counted in the SDK client and reported by the local stack in a header), and the
 * handler's own time without DynamoDB and S3 time. For each function: its bundle (the CDK's esbuild settings) and
 * the time a fresh `node` process takes to import it, AWS SDK included (resolved from node_modules, as the Lambda
 * runtime provides it), median of a few rounds. Targets: O(1) DynamoDB calls per request, handler overhead under
 * 2 ms p50, each bundle under 150 KiB minified. The load runs twice, without and with the per-key rate limit, and
 * the second's figures are also given as ratios to the first's: what the limit costs.
 */
import '../lib/local/polyfills';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ENV } from '../core/config';
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

/** Load figures of one endpoint. */
interface EndpointFigures {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  callsMin: number;
  callsMax: number;
  callsMedian: number;
  /** Handler time without storage wait, p50, ms. */
  overheadP50: number;
}

/** Starts a local stack with this process's environment, seeds it and loads each endpoint. */
async function endpointFigures(): Promise<EndpointFigures[]> {
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
    const figures: EndpointFigures[] = [];
    for (const [name, send] of endpoints) {
      process.stderr.write(`bench:api: ${name}...\n`);
      await load(50, CONCURRENCY, send); // warm-up
      const { samples, summary } = await load(REQUESTS, CONCURRENCY, send);
      const calls = samples.map((s) => Number(s.headers.get('x-tas-dynamodb-requests')));
      const overhead = samples.map(
        (s) => Number(s.headers.get('x-tas-handler-ms')) - Number(s.headers.get('x-tas-storage-wall-ms')),
      );
      figures.push({
        name,
        rps: summary.rps,
        p50: summary.p50,
        p99: summary.p99,
        errors: summary.errors,
        callsMin: Math.min(...calls),
        callsMax: Math.max(...calls),
        callsMedian: percentile(calls, 50),
        overheadP50: percentile(overhead, 50),
      });
    }
    return figures;
  } finally {
    await t.stop();
  }
}

/**
 * The per-key rate limit's cost: the same load without it (`TAS_RATE_LIMIT_PER_SECOND=0`) and with it, with a burst
 * far above the load so that no request is refused and each pays for its token. Two cases with the limit: a busy key
 * (1 request/s, so that the bucket never refills and every request takes a token from a part-used bucket: one write),
 * and a key whose bucket is full again before each request (1,000,000/s: each request finds it full, and concurrent
 * requests that both find it full write twice, the second time on the state the first write returned). Each
 * configuration runs in a fresh process (the configuration is read once per process), one after the other.
 */
const CONFIGURATIONS: { label: string; env: Record<string, string> }[] = [
  { label: 'off', env: { [ENV.rateLimitPerSecond]: '0' } },
  { label: 'busy key', env: { [ENV.rateLimitPerSecond]: '1', [ENV.rateLimitBurst]: '1000000' } },
  { label: 'full bucket', env: { [ENV.rateLimitPerSecond]: '1000000', [ENV.rateLimitBurst]: '1000000' } },
];

function figuresWith(env: Record<string, string>): EndpointFigures[] {
  const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--load-only'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(out) as EndpointFigures[];
}

async function main(): Promise<void> {
  if (process.argv.includes('--bundles-only')) {
    reportFunctions(await functionFigures());
    return;
  }
  if (process.argv.includes('--load-only')) {
    process.stdout.write(JSON.stringify(await endpointFigures()));
    return;
  }
  const runs = CONFIGURATIONS.map(({ label, env }) => {
    process.stderr.write(`bench:api: per-key rate limit ${label}...\n`);
    return { label, figures: figuresWith(env) };
  });
  const [off, ...limited] = runs as [(typeof runs)[number], ...typeof runs];
  for (const { label, figures } of runs) {
    console.log(`\nper-key rate limit: ${label}`);
    console.log(
      table([
        ['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'ddb calls/req', 'handler ms p50 (excl. storage wait)'],
        ...figures.map((f) => [
          f.name,
          fmt(f.rps, 0),
          fmt(f.p50),
          fmt(f.p99),
          f.errors,
          `${f.callsMin}-${f.callsMax}`,
          fmt(f.overheadP50, 2),
        ]),
      ]),
    );
  }
  console.log('\nwith the limit / without it, same run:');
  console.log(
    table([
      ['endpoint', 'case', 'p50', 'p99', 'req/s', 'ddb calls/req (median off -> on)'],
      ...limited.flatMap(({ label, figures }) =>
        figures.map((f, i) => {
          const o = off.figures[i]!;
          return [
            f.name,
            label,
            `${fmt(f.p50 / o.p50, 2)}x`,
            `${fmt(f.p99 / o.p99, 2)}x`,
            `${fmt(f.rps / o.rps, 2)}x`,
            `${fmt(o.callsMedian, 0)} -> ${fmt(f.callsMedian, 0)}`,
          ];
        }),
      ),
    ]),
  );
  const busy = limited[0]!.figures;
  const worstOverhead = Math.max(...busy.map((f) => f.overheadP50));
  const maxCalls = Math.max(...busy.map((f) => f.callsMax));
  const extraCalls = Math.max(...busy.map((f, i) => f.callsMax - off.figures[i]!.callsMax));
  console.log('\ntargets (busy key):');
  console.log(`  DynamoDB calls per request constant (max ${maxCalls}): ${maxCalls <= 4 ? 'met' : 'MISSED'}`);
  console.log(`  one more for the rate limit (max ${extraCalls} more): ${extraCalls <= 1 ? 'met' : 'MISSED'}`);
  console.log(
    `  handler overhead p50 < 2 ms (worst ${fmt(worstOverhead, 2)} ms): ${worstOverhead < 2 ? 'met' : 'MISSED'}\n`,
  );
  // Timed with the local stacks stopped, so that their load does not count.
  reportFunctions(await functionFigures());
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
