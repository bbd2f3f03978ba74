/**
 * Listing cost with 2,000 tests of 30 steps in one company: a page of 50 (with pagination.total), a search, and
 * reading every test with its steps. Prints p50 latency and the DynamoDB read capacity each call consumed (the
 * local stack's X-Tas-Dynamodb-Rcu header, from ReturnConsumedCapacity).
 *
 *   npx tsx bench/blueprint-listing.ts [tests=2000] [steps=30]
 */
import { ENV } from '../core/config';
import { runtime } from '../lambdas/compose/runtime';
import { startTestStack } from '../test/support/local-stack';

const TESTS = Number(process.argv[2] ?? 2000);
const STEPS = Number(process.argv[3] ?? 30);
const SAMPLES = 15;
const AREAS = ['Checkout', 'Login', 'Search', 'Profile', 'Cart'];

interface Sample {
  ms: number;
  rcu: number;
  requests: number;
  bytes: number;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function stepsFor(i: number) {
  return Array.from({ length: STEPS }, (_, n) => {
    const k = n % 5;
    if (k === 0)
      return {
        step_number: n + 1,
        type: 'act',
        action: `Open the ${AREAS[i % 5]} page and accept the cookie banner (${n})`,
      };
    if (k === 1) return { step_number: n + 1, type: 'left_click', action: { x: 100 + n, y: 200 + n } };
    if (k === 2) return { step_number: n + 1, type: 'type', action: `user-${i}-${n}@example.test` };
    if (k === 3)
      return {
        step_number: n + 1,
        type: 'api',
        action: '',
        api_request: {
          url: `https://api.example.test/items/${i}/${n}`,
          method: 'GET',
          headers: { accept: 'application/json' },
        },
      };
    return { step_number: n + 1, type: 'assert', action: `The ${AREAS[i % 5]} summary shows ${n} items and a total` };
  });
}

async function main() {
  // Listing cost only: the per-key rate limit stays on (its write is part of every call) far above the bench's pace.
  process.env[ENV.rateLimitPerSecond] ??= '1000000';
  process.env[ENV.rateLimitBurst] ??= '1000000';
  const t = await startTestStack();
  try {
    const principal = { companyId: t.api.companyId, userId: 1 };
    const service = runtime().blueprints;
    const started = performance.now();
    let next = 0;
    // Seeded through the service (the same validation and writes as POST /test_blueprint/create), 16 at a time.
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        while (next < TESTS) {
          const i = next++;
          await service.createTest(principal, {
            title: `${AREAS[i % 5]} flow ${String(i).padStart(4, '0')}`,
            type: 'integration',
            steps: stepsFor(i) as never,
          } as never);
          if ((i + 1) % 500 === 0) process.stderr.write(`  seeded ${i + 1}/${TESTS}\n`);
        }
      }),
    );
    console.log(`seeded ${TESTS} tests x ${STEPS} steps in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const call = async (path: string): Promise<Sample & { body: any }> => {
      const t0 = performance.now();
      const res = await fetch(t.url + path, { headers: { 'X-API-KEY': t.api.key } });
      const text = await res.text();
      const ms = performance.now() - t0;
      if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${text.slice(0, 300)}`);
      return {
        ms,
        rcu: Number(res.headers.get('x-tas-dynamodb-rcu')),
        requests: Number(res.headers.get('x-tas-dynamodb-requests')),
        bytes: text.length,
        body: JSON.parse(text),
      };
    };

    const measure = async (label: string, fn: () => Promise<Sample>, samples = SAMPLES) => {
      await fn(); // warm-up
      const results: Sample[] = [];
      for (let i = 0; i < samples; i++) results.push(await fn());
      const row = {
        call: label,
        'p50 ms': Number(median(results.map((r) => r.ms)).toFixed(1)),
        'RCU / call': Number(median(results.map((r) => r.rcu)).toFixed(1)),
        'DynamoDB requests': median(results.map((r) => r.requests)),
        'response KiB': Number((median(results.map((r) => r.bytes)) / 1024).toFixed(1)),
      };
      return row;
    };

    const pageCheck = await call('/test_blueprint/list?per_page=50');
    if (pageCheck.body.pagination.total !== TESTS || pageCheck.body.test_blueprints.length !== 50) {
      throw new Error(`unexpected page: ${JSON.stringify(pageCheck.body.pagination)}`);
    }
    const page = await measure('page of 50 (per_page=50, pagination.total)', () =>
      call('/test_blueprint/list?per_page=50&page=3'),
    );
    const search = await measure('search "flow 01" (all matches, no pagination)', () =>
      call('/test_blueprint/list?search=flow%2001'),
    );
    const searchPage = await measure('search "login" page of 50', () =>
      call('/test_blueprint/list?search=login&per_page=50'),
    );
    const all = await measure(
      `all ${TESTS} tests with steps (with_steps, 100 per call)`,
      async () => {
        const total: Sample = { ms: 0, rcu: 0, requests: 0, bytes: 0 };
        let seen = 0;
        for (let p = 1; p <= Math.ceil(TESTS / 100); p++) {
          const r = await call(`/test_blueprint/list?with_steps=true&per_page=100&page=${p}`);
          seen += r.body.test_blueprints.length;
          total.ms += r.ms;
          total.rcu += r.rcu;
          total.requests += r.requests;
          total.bytes += r.bytes;
        }
        if (seen !== TESTS) throw new Error(`read ${seen} tests`);
        return total;
      },
      3,
    );
    console.table([page, search, searchPage, all]);
    const ratio = (page['RCU / call'] / all['RCU / call']) * 100;
    console.log(
      `page of 50 reads ${page['RCU / call']} RCU = ${ratio.toFixed(2)}% of reading all ${TESTS} with steps (${all['RCU / call']} RCU); target < 10%: ${ratio < 10 ? 'met' : 'NOT met'}`,
    );
  } finally {
    await t.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
