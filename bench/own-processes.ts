/**
 * On a shared machine the whole machine's CPU over a span also counts other work that happened to run meanwhile.
 * This classifier (for `withProcessCpu`) keeps the usual classes for this bench's own processes (itself and every
 * process it started, however deep: the stack's DynamoDB Local, the runners, the plain scripts, their Chromium and
 * ffmpeg) and puts every other process in one class, so the two can be told apart.
 */
import { readFileSync } from 'node:fs';
import { type Classify, type CpuBreakdown, classifyProcess } from './process-cpu';

/** The class of processes this bench did not start. */
export const NOT_OURS = 'not this bench (other work on the machine)';

function parentOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** Whether `pid` is this process or one of its descendants (as long as its ancestors are alive to be read). */
function isOurs(pid: number): boolean {
  for (let current: number | undefined = pid; current && current > 1; current = parentOf(current)) {
    if (current === process.pid) return true;
  }
  return false;
}

/** `classifyProcess` for this bench's processes, with the plain scripts named; `NOT_OURS` for any other. */
export const classifyOwnProcess: Classify = (pid, command) => {
  if (!isOurs(pid)) return NOT_OURS;
  if (/bench-plain-/.test(command)) return 'plain script (Node)';
  return classifyProcess(pid, command);
};

/** CPU seconds of a breakdown without the processes this bench did not start. */
export function ownSeconds(cpu: CpuBreakdown): number {
  return cpu.byClass.reduce((sum, [cls, seconds]) => (cls === NOT_OURS ? sum : sum + seconds), 0);
}
