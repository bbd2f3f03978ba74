/**
 * `tas report <group-id>... --out DIR`: the HTML report of groups run earlier, as `tas run --html` writes it. It
 * reads the groups once, without waiting: a group still running is reported as it stands. Resolves to its exit code.
 */
import { resolve } from 'node:path';
import { createApiClient, NotFoundError, RetryLaterError } from './api-client';
import type { CommandIo } from './command';
import { htmlWritten } from './command';
import { writeHtmlReport } from './html-files';
import { REPORT_USAGE, readReportOptions } from './options';
import { EXIT, type ExitCode, ServiceError, UsageError } from './outcome';
import { type Report, reportRun } from './report';
import { readGroups, readRuns } from './session';

/** Runs `tas report <argv>` and resolves to its exit code: 0 once the report is written, whatever the verdict. */
export async function reportCommand(argv: readonly string[], io: CommandIo): Promise<ExitCode> {
  const fail = (code: ExitCode, message: string) => {
    io.stderr.write(`tas report: ${message}\n`);
    return code;
  };
  let options: ReturnType<typeof readReportOptions>;
  try {
    options = readReportOptions(argv, io.env, io.cwd);
  } catch (error) {
    if (error instanceof UsageError) return fail(EXIT.usage, `${error.message}\n\n${REPORT_USAGE}`);
    throw error;
  }
  if (options === 'help') {
    io.stdout.write(`${REPORT_USAGE}\n`);
    return EXIT.passed;
  }

  const client = createApiClient(options.apiUrl, options.apiKey, io.fetch);
  let report: Report;
  try {
    const groups = await readGroups(client, options.groupIds);
    const runs = await readRuns(client, groups);
    report = {
      groups,
      runs: runs.map((run) => reportRun(run, client.runUrl(run.id))),
      timedOut: false,
      failOnFlaky: options.failOnFlaky,
      elapsedSeconds: 0,
    };
  } catch (error) {
    if (error instanceof NotFoundError)
      return fail(EXIT.usage, `${error.message}: is the group id right, and is it this key's company?`);
    if (error instanceof UsageError) return fail(EXIT.usage, error.message);
    if (error instanceof ServiceError || error instanceof RetryLaterError) return fail(EXIT.service, error.message);
    return fail(EXIT.service, `unexpected error: ${(error as Error).message}`);
  }
  try {
    const html = await writeHtmlReport(report, resolve(io.cwd, options.outDir), io.fetch);
    io.stderr.write(`tas report: ${htmlWritten(html)}\n`);
    io.stdout.write(`${html.file}\n`);
    return EXIT.passed;
  } catch (error) {
    return fail(EXIT.usage, `cannot write the HTML report to ${options.outDir}: ${(error as Error).message}`);
  }
}
