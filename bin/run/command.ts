/**
 * `tas run`, `tas run --rerun-failed` and `tas run wait`: trigger tests (the failed ones of an earlier group, or take
 * groups triggered earlier), wait for the service's verdict, report it through every reporter asked for, and resolve
 * to the exit code. Streams, environment and `fetch` are passed in; nothing here exits the process.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApiClient, NotFoundError, RetryLaterError, type TestGroupRun, type TestRun } from './api-client';
import { formatDuration } from './duration';
import { writeHtmlReport } from './html-files';
import { MAX_IDS_PER_TRIGGER, RUN_USAGE, readRunOptions } from './options';
import { EXIT, type ExitCode, ServiceError, UsageError } from './outcome';
import { exitCodeOf, type Report, reportRun } from './report';
import { githubAnnotations, githubSummary } from './reporters/github';
import { jsonReport } from './reporters/json-file';
import { junitXml } from './reporters/junit';
import { listProgress, listResults, type TextOutput, useColour } from './reporters/list';
import { readFailedTests, triggerAll, waitForGroups } from './session';

export interface CommandIo {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  stdout: TextOutput & { isTTY?: boolean };
  stderr: TextOutput;
  fetch?: typeof fetch;
}

/** Runs `tas run <argv>` and resolves to its exit code. */
export async function runCommand(argv: readonly string[], io: CommandIo): Promise<ExitCode> {
  const fail = (code: ExitCode, message: string) => {
    io.stderr.write(`tas run: ${message}\n`);
    return code;
  };
  let options: ReturnType<typeof readRunOptions>;
  try {
    options = readRunOptions(argv, io.env, io.cwd);
  } catch (error) {
    if (error instanceof UsageError) return fail(EXIT.usage, `${error.message}\n\n${RUN_USAGE}`);
    throw error;
  }
  if (options === 'help') {
    io.stdout.write(`${RUN_USAGE}\n`);
    return EXIT.passed;
  }

  const client = createApiClient(options.apiUrl, options.apiKey, io.fetch);
  const titles = new Map<number, string>();
  const progress = listProgress(io.stderr, titles);
  const started: number[] = [];
  const resumeHint = () => (started.length > 0 ? `; resume with: tas run wait ${started.join(' ')}` : '');

  try {
    let groupIds = options.groupIds;
    let known: TestRun[] = [];
    if (options.mode === 'run') {
      let tests = options.tests;
      if (options.rerunGroupIds.length > 0) {
        tests = await readFailedTests(client, options.rerunGroupIds);
        progress.say(
          `rerunning ${tests.length} failed test${tests.length === 1 ? '' : 's'} of group ${options.rerunGroupIds.join(', ')}: ${tests.join(', ')}`,
        );
      }
      const groups = await triggerAll(client, tests, MAX_IDS_PER_TRIGGER, (group: TestGroupRun<TestRun>) => {
        started.push(group.id);
        for (const run of group.test_runs)
          if (run.blueprint_metadata?.title) titles.set(run.id, run.blueprint_metadata.title);
        progress.triggered(group, client.groupUrl(group.id));
      });
      groupIds = groups.map((group) => group.id);
      known = groups.flatMap((group) => group.test_runs);
      if (options.detach) {
        io.stdout.write(`${groupIds.join(' ')}\n`);
        progress.say(`not waiting; wait later with: tas run wait ${groupIds.join(' ')}`);
        return EXIT.passed;
      }
    } else {
      started.push(...groupIds);
    }

    const result = await waitForGroups(client, groupIds, options.timeoutSeconds, progress, { known });
    const report: Report = {
      groups: result.groups,
      runs: result.runs.map((run) => reportRun(run, client.runUrl(run.id))),
      timedOut: result.timedOut,
      failOnFlaky: options.failOnFlaky,
      elapsedSeconds: result.elapsedSeconds,
    };
    io.stdout.write(listResults(report, useColour(io.stdout, io.env)));
    const code = exitCodeOf(report);
    const written = await writeReports(report, options, io, progress.say);
    if (code === EXIT.timeout)
      progress.say(`stopped waiting after ${formatDuration(options.timeoutSeconds)}${resumeHint()}`);
    return written ?? code;
  } catch (error) {
    if (error instanceof NotFoundError && (options.mode === 'wait' || options.rerunGroupIds.length > 0))
      return fail(EXIT.usage, `${error.message}: is the group id right, and is it this key's company?`);
    if (error instanceof UsageError) return fail(EXIT.usage, `${error.message}${resumeHint()}`);
    if (error instanceof ServiceError || error instanceof RetryLaterError)
      return fail(EXIT.service, `${error.message}${resumeHint()}`);
    return fail(EXIT.service, `unexpected error: ${(error as Error).message}${resumeHint()}`);
  }
}

/** Writes the file reporters; a file that cannot be written is a usage error (exit 2) after the others are done. */
async function writeReports(
  report: Report,
  options: { junitFile?: string | undefined; jsonFile?: string | undefined; htmlDir?: string | undefined },
  io: CommandIo,
  say: (text: string) => void,
): Promise<ExitCode | undefined> {
  let failed: ExitCode | undefined;
  const write = (what: string, file: string, text: string, append = false) => {
    try {
      (append ? appendFileSync : writeFileSync)(resolve(io.cwd, file), text);
    } catch (error) {
      io.stderr.write(`tas run: cannot write the ${what} to ${file}: ${(error as Error).message}\n`);
      failed = EXIT.usage;
    }
  };
  if (options.junitFile) write('JUnit report', options.junitFile, junitXml(report));
  if (options.jsonFile) write('JSON report', options.jsonFile, jsonReport(report));
  const summary = io.env.GITHUB_STEP_SUMMARY;
  if (summary) {
    write('job summary', summary, githubSummary(report), true);
    for (const annotation of githubAnnotations(report)) io.stdout.write(`${annotation}\n`);
  }
  if (options.htmlDir) {
    try {
      const html = await writeHtmlReport(report, resolve(io.cwd, options.htmlDir), io.fetch);
      say(htmlWritten(html));
    } catch (error) {
      io.stderr.write(`tas run: cannot write the HTML report to ${options.htmlDir}: ${(error as Error).message}\n`);
      failed = EXIT.usage;
    }
  }
  return failed;
}

/** The line that says where the HTML report is, and how many of its assets are missing. */
export function htmlWritten(html: { file: string; assets: number; missing: number }): string {
  const missing = html.missing > 0 ? `, ${html.missing} could not be downloaded and show as missing` : '';
  return `wrote the HTML report ${html.file} with ${html.assets} screenshots and videos${missing}`;
}
