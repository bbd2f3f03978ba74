/**
 * GitHub Actions: a Markdown job summary (appended to `GITHUB_STEP_SUMMARY`) and `::error` workflow commands for the
 * first failures, escaped by the rules of workflow commands. Pure.
 */
import { countsAsFailed, failureLine, type Outcome, type Report, tally, uniqueNames } from '../report';

/** Annotations beyond this many add noise, not information: the summary and the JUnit report list every failure. */
export const MAX_ANNOTATIONS = 10;

/** A workflow command's message. */
export function escapeData(text: string): string {
  return text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/** A workflow command's property value (`title=...`). */
export function escapeProperty(text: string): string {
  return escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
}

/** Text safe in a Markdown table cell: no HTML, no cell breaks, one line. */
function cell(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\|/g, '\\|')
    .replace(/[\r\n]+/g, ' ');
}

const LABEL: Record<Outcome, string> = {
  passed: '✅ passed',
  flaky: '⚠️ flaky',
  failed: '❌ failed',
  error: '💥 error',
  running: '⏳ running',
};

export function githubSummary(report: Report): string {
  const names = uniqueNames(report.runs);
  const counts = tally(report.runs);
  const parts = (Object.keys(counts) as Outcome[]).filter((o) => counts[o] > 0).map((o) => `${counts[o]} ${o}`);
  const lines = [
    `### tas run: ${report.runs.length} test${report.runs.length === 1 ? '' : 's'}, ${parts.join(', ')}`,
    '',
    ...(report.timedOut ? ['Stopped waiting before the service gave its verdict.', ''] : []),
    ...(report.cancelled ? ['Cancelled (interrupted): the runs still running were stopped and failed.', ''] : []),
    '| Test | Result | Attempts | Details |',
    '|---|---|---|---|',
    ...report.runs.map((run, i) => {
      const details = run.outcome === 'passed' || run.outcome === 'running' ? '' : failureLine(run);
      return `| ${cell(names[i]!)} | ${LABEL[run.outcome]} | ${run.attempts} | ${cell(details)} [run ${run.run.id}](${encodeURI(run.url)}) |`;
    }),
    '',
  ];
  return lines.join('\n');
}

/** `::error` commands for the first `MAX_ANNOTATIONS` runs that count as failed. */
export function githubAnnotations(report: Report): string[] {
  const names = uniqueNames(report.runs);
  return report.runs
    .map((run, i) => ({ run, name: names[i]! }))
    .filter(({ run }) => countsAsFailed(run, report.failOnFlaky))
    .slice(0, MAX_ANNOTATIONS)
    .map(
      ({ run, name }) =>
        `::error title=${escapeProperty(`${name} ${run.outcome}`)}::${escapeData(`${failureLine(run)}\n${run.url}`)}`,
    );
}
