/**
 * The list reporter, always on: progress on stderr (a line per state change, a heartbeat at most every 30 s while
 * nothing changes), results on stdout. Colour only where it helps: stdout is a terminal and `NO_COLOR` is not set.
 */
import type { TestGroupRun, TestRun, TestRunSummary } from '../api-client';
import { formatDuration } from '../duration';
import { failureLine, type Outcome, type Report, tally, uniqueNames } from '../report';
import type { WaitProgress } from '../session';

export interface TextOutput {
  write(text: string): unknown;
}

/** Whether results may be coloured: a terminal, and no `NO_COLOR` (https://no-color.org: set and not empty). */
export function useColour(stream: { isTTY?: boolean }, env: Readonly<Record<string, string | undefined>>): boolean {
  return stream.isTTY === true && !env.NO_COLOR;
}

const COLOUR: Record<Outcome, string> = {
  passed: '\u001b[32m',
  flaky: '\u001b[33m',
  failed: '\u001b[31m',
  error: '\u001b[31m',
  running: '\u001b[36m',
};
const RESET = '\u001b[0m';

/** Terminal control characters from the service or a test must not reach the terminal as such. */
function plain(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters that must not pass.
  return text.replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g, '?');
}

/** The results on stdout: one line per run (and its failure), then the summary. */
export function listResults(report: Report, colour: boolean): string {
  const names = uniqueNames(report.runs);
  const lines: string[] = [];
  report.runs.forEach((run, i) => {
    const label = run.outcome.toUpperCase().padEnd(7);
    const attempts = run.attempts > 1 ? `, ${run.attempts} attempts` : '';
    lines.push(
      `${colour ? COLOUR[run.outcome] + label + RESET : label}  ${plain(names[i]!)}  run ${run.run.id}${attempts}`,
    );
    if (run.outcome !== 'passed' && run.outcome !== 'running') {
      lines.push(`         ${plain(failureLine(run))}`, `         ${run.url}`);
    }
  });
  const counts = tally(report.runs);
  const parts = (Object.keys(counts) as Outcome[]).filter((o) => counts[o] > 0).map((o) => `${counts[o]} ${o}`);
  const groups = report.groups.map((group) => group.id).join(', ');
  lines.push(
    '',
    `${report.runs.length} test${report.runs.length === 1 ? '' : 's'} in group${report.groups.length === 1 ? '' : 's'} ` +
      `${groups}: ${parts.join(', ') || 'none'} (${formatDuration(report.elapsedSeconds)})`,
  );
  if (report.timedOut) lines.push('Stopped waiting before the service gave its verdict.');
  if (report.cancelled) lines.push('Cancelled (interrupted): the runs still running were stopped and failed.');
  return `${lines.join('\n')}\n`;
}

/** At most this long without a progress line while waiting. */
export const HEARTBEAT_SECONDS = 30;

/** Progress on `err`; `titles` names the runs known from the trigger. */
export function listProgress(
  err: TextOutput,
  titles: ReadonlyMap<number, string>,
  now: () => number = Date.now,
): WaitProgress & { triggered(group: TestGroupRun<TestRun>, url: string): void; say(text: string): void } {
  let lastLine = now();
  const say = (text: string) => {
    err.write(`tas: ${plain(text)}\n`);
    lastLine = now();
  };
  const name = (run: TestRunSummary) => {
    const title = titles.get(run.id);
    return `${title ? `${title} ` : ''}(test ${run.test_blueprint_id}, run ${run.id})`;
  };
  return {
    say,
    triggered(group, url) {
      say(
        `started group ${group.id} with ${group.test_runs.length} test${group.test_runs.length === 1 ? '' : 's'}: ${url}`,
      );
    },
    runChanged(run, previous) {
      if (previous === undefined && run.status === 'running') say(`${name(run)}: running`);
      else say(`${name(run)}: ${run.status}`);
    },
    polled(groups, elapsedSeconds) {
      if (now() - lastLine < HEARTBEAT_SECONDS * 1000) return;
      const runs = groups.flatMap((group) => group.test_runs);
      const count = (status: string) => runs.filter((run) => run.status === status).length;
      say(
        `waiting (${formatDuration(elapsedSeconds)}): ${count('running')} running, ${count('passed')} passed, ${count('failed')} failed`,
      );
    },
    retrying(message, delayMs) {
      say(`${message}; trying again in ${formatDuration(delayMs / 1000)}`);
    },
  };
}
