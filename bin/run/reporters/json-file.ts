/** The `--json` report: the API objects of the groups and of their runs, as the service returned them. Pure. */
import type { Report } from '../report';

export function jsonReport(report: Report): string {
  return `${JSON.stringify(
    {
      test_group_runs: report.groups,
      test_runs: report.runs.map((run) => run.run),
    },
    null,
    2,
  )}\n`;
}
