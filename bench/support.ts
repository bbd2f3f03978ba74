/** Small load-measurement helpers shared by the benchmarks. */

export interface Sample {
  ms: number;
  status: number;
  headers: Headers;
}

export interface Summary {
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

/** Sends `total` requests with `concurrency` in flight and times each one. */
export async function load(
  total: number,
  concurrency: number,
  send: (i: number) => Promise<Response>,
): Promise<{ samples: Sample[]; summary: Summary }> {
  const samples: Sample[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t0 = performance.now();
        const res = await send(i);
        await res.arrayBuffer();
        samples.push({ ms: performance.now() - t0, status: res.status, headers: res.headers });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const ms = samples.map((s) => s.ms);
  return {
    samples,
    summary: {
      requests: samples.length,
      rps: samples.length / seconds,
      p50: percentile(ms, 50),
      p99: percentile(ms, 99),
      errors: samples.filter((s) => s.status >= 400).length,
    },
  };
}

export function fmt(n: number, digits = 1): string {
  return Number.isFinite(n) ? n.toFixed(digits) : '-';
}

/** Prints rows as an aligned table. */
export function table(rows: (string | number)[][]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => String(r[c]).length)));
  return rows.map((r) => r.map((v, c) => String(v).padEnd(widths[c]!)).join('  ')).join('\n');
}
