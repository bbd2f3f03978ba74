/**
 * Where the CPU goes, per kind of process: samples every process's CPU time in /proc while some work runs and sums
 * what each one spent during it, grouped by what the process is (Chromium's browser, renderer, GPU and utility
 * processes, ffmpeg, the runner, DynamoDB Local, the measuring process itself...). A process that ends between two
 * samples loses at most one interval of CPU; the interval is short enough for that to stay under a few percent.
 * Linux only (reads /proc).
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

export type Classify = (pid: number, command: string) => string | undefined;

/** The usual classes; anything not listed is "other". */
export const classifyProcess: Classify = (pid, command) => {
  if (pid === process.pid) return 'measuring process (stack: API, S3 server, state machine)';
  if (/chrom(e|ium)/i.test(command)) {
    const type = /--type=([\w-]+)/.exec(command)?.[1];
    if (!type) return 'Chromium: browser';
    if (type === 'renderer') return 'Chromium: renderer';
    if (type === 'gpu-process') return 'Chromium: GPU';
    return `Chromium: ${type}`;
  }
  if (/ffmpeg/.test(command)) return 'ffmpeg (video)';
  if (/java/.test(command) && /DynamoDB/i.test(command)) return 'DynamoDB Local';
  if (/runner-image|tas-runner/.test(command)) return 'runner (Node)';
  if (/node/.test(command)) return 'other Node';
  return undefined;
};

function cpuTicks(pid: string): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

function commandOf(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

export interface CpuBreakdown {
  /** CPU seconds per class, largest first. */
  byClass: [string, number][];
  totalSeconds: number;
}

/** Runs `work` while sampling; returns its result and the CPU every class of process spent meanwhile. */
export async function withProcessCpu<T>(
  work: () => Promise<T>,
  options: { intervalMs?: number; classify?: Classify } = {},
): Promise<{ result: T; cpu: CpuBreakdown }> {
  const classify = options.classify ?? classifyProcess;
  const start = new Map<string, number>();
  const last = new Map<string, { ticks: number; cls: string }>();
  const sample = (initial: boolean) => {
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      const ticks = cpuTicks(pid);
      if (ticks === undefined) continue;
      if (initial) {
        start.set(pid, ticks);
        continue;
      }
      const known = last.get(pid);
      if (known) known.ticks = ticks;
      else last.set(pid, { ticks, cls: classify(Number(pid), commandOf(pid)) ?? 'other' });
    }
  };
  sample(true);
  const timer = setInterval(() => sample(false), options.intervalMs ?? 50);
  try {
    const result = await work();
    sample(false);
    const sums = new Map<string, number>();
    for (const [pid, { ticks, cls }] of last) {
      const spent = (ticks - (start.get(pid) ?? 0)) / TICKS_PER_SECOND;
      if (spent > 0) sums.set(cls, (sums.get(cls) ?? 0) + spent);
    }
    const byClass = [...sums].sort((a, b) => b[1] - a[1]);
    return { result, cpu: { byClass, totalSeconds: byClass.reduce((a, [, s]) => a + s, 0) } };
  } finally {
    clearInterval(timer);
  }
}

/** A table of a breakdown, or of several side by side (one column each). */
export function formatCpuTable(columns: { title: string; cpu: CpuBreakdown }[]): string {
  const classes = [...new Set(columns.flatMap((c) => c.cpu.byClass.map(([cls]) => cls)))];
  const get = (cpu: CpuBreakdown, cls: string) => cpu.byClass.find(([c]) => c === cls)?.[1] ?? 0;
  classes.sort((a, b) => get(columns[0]!.cpu, b) - get(columns[0]!.cpu, a));
  const width = Math.max(...classes.map((c) => c.length), 'total'.length);
  const head = `${'process'.padEnd(width)}  ${columns.map((c) => c.title.padStart(14)).join('  ')}`;
  const rows = classes.map(
    (cls) => `${cls.padEnd(width)}  ${columns.map((c) => `${get(c.cpu, cls).toFixed(2)} s`.padStart(14)).join('  ')}`,
  );
  const total = `${'total'.padEnd(width)}  ${columns.map((c) => `${c.cpu.totalSeconds.toFixed(2)} s`.padStart(14)).join('  ')}`;
  return [head, ...rows, total].join('\n');
}

/** The mean of several breakdowns of the same work (one per round). */
export function meanCpu(rounds: CpuBreakdown[]): CpuBreakdown {
  const sums = new Map<string, number>();
  for (const round of rounds) for (const [cls, s] of round.byClass) sums.set(cls, (sums.get(cls) ?? 0) + s);
  const byClass = [...sums].map(([cls, s]): [string, number] => [cls, s / rounds.length]).sort((a, b) => b[1] - a[1]);
  return { byClass, totalSeconds: byClass.reduce((a, [, s]) => a + s, 0) };
}
