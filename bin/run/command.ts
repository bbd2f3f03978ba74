/**
 * `tas run`, `tas run --rerun-failed` and `tas run wait`: trigger tests (by ids or a selection, the failed ones of an
 * earlier group, or take groups triggered earlier), wait for the service's verdict, report it through every reporter
 * asked for, and resolve to the exit code. A first Ctrl-C while waiting cancels the groups and reports them; a second
 * resolves at once to 130. Streams, environment, `fetch` and the interrupts are passed in; nothing here exits the
 * process.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  type ApiClient,
  createApiClient,
  EmptySelectionError,
  NotFoundError,
  type Overrides,
  RetryLaterError,
  type Selection,
  type TestGroupRun,
  type TestRun,
} from './api-client';
import { formatDuration } from './duration';
import { writeHtmlReport } from './html-files';
import { type JunitWritten, writeJunitReport } from './junit-files';
import { MAX_IDS_PER_TRIGGER, RUN_USAGE, type RunOptions, readRunOptions } from './options';
import { EXIT, type ExitCode, ServiceError, UsageError } from './outcome';
import { exitCodeOf, type Report, reportRun } from './report';
import { githubAnnotations, githubSummary } from './reporters/github';
import { jsonReport } from './reporters/json-file';
import { listProgress, listResults, type TextOutput, useColour } from './reporters/list';
import { cancelGroups, readFailedTests, type TriggerPlan, triggerAll, waitForGroups } from './session';

/** What interrupts `tas run`: Ctrl-C, or the SIGTERM a CI system sends when the job is cancelled. */
export type Interrupt = 'Ctrl-C' | 'SIGTERM';

/** Where interrupts come from: SIGINT and SIGTERM in the CLI, a fake in tests. */
export interface InterruptSource {
  /** Calls `listener` on each interrupt until the returned function is called. */
  onInterrupt(listener: (interrupt: Interrupt) => void): () => void;
}

/**
 * SIGINT (Ctrl-C) and SIGTERM of this process. While a listener is on, Node no longer ends the process on either by
 * itself. CI systems cancelling a job send one or both (GitHub Actions SIGINT then SIGTERM, GitLab SIGTERM).
 */
export const processInterrupts: InterruptSource = {
  onInterrupt(listener) {
    const onInt = () => listener('Ctrl-C');
    const onTerm = () => listener('SIGTERM');
    process.on('SIGINT', onInt);
    process.on('SIGTERM', onTerm);
    return () => {
      process.off('SIGINT', onInt);
      process.off('SIGTERM', onTerm);
    };
  },
};

export interface CommandIo {
  env: Readonly<Record<string, string | undefined>>;
  cwd: string;
  stdout: TextOutput & { isTTY?: boolean };
  stderr: TextOutput;
  fetch?: typeof fetch;
  /** Without it, Ctrl-C is left to the process's default (it ends at once, cancelling nothing). */
  interrupts?: InterruptSource;
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

  const run = options;
  const client = createApiClient(run.apiUrl, run.apiKey, io.fetch);
  const titles = new Map<number, string>();
  const progress = listProgress(io.stderr, titles);
  const started: number[] = [];
  const interrupted = new AbortController();
  let leave: (code: ExitCode) => void = () => {};
  const left = new Promise<ExitCode>((resolve) => {
    leave = resolve;
  });
  // With --detach nothing waits, so nothing is cancelled: Ctrl-C keeps its default.
  const stopListening =
    run.detach || !io.interrupts
      ? () => {}
      : io.interrupts.onInterrupt((interrupt) => {
          if (!interrupted.signal.aborted) {
            interrupted.abort();
            const which = started.length > 0 ? `group ${started.join(', ')}` : 'the group(s) as soon as they start';
            const by = interrupt === 'Ctrl-C' ? '' : ` by ${interrupt}`;
            progress.say(`interrupted${by}: cancelling ${which} (Ctrl-C again to leave without waiting)`);
            return;
          }
          const resume = started.length > 0 ? `; they may still be running: tas run wait ${started.join(' ')}` : '';
          io.stderr.write(`tas run: interrupted again: leaving without waiting for the cancel${resume}\n`);
          leave(EXIT.interrupted);
        });
  try {
    return await Promise.race([
      execute(run, io, { client, titles, progress, started, interrupted: interrupted.signal }),
      left,
    ]);
  } finally {
    stopListening();
  }
}

/** What `runCommand` shares with its body: the client, the progress reporter, the groups started, the first Ctrl-C. */
interface Session {
  client: ApiClient;
  /** Run titles from the triggers, for progress lines. */
  titles: Map<number, string>;
  progress: ReturnType<typeof listProgress>;
  /** The groups this invocation started (or, for `wait`, was given): the ones to cancel and to resume. */
  started: number[];
  interrupted: AbortSignal;
}

async function execute(options: RunOptions, io: CommandIo, session: Session): Promise<ExitCode> {
  const { client, titles, progress, started, interrupted } = session;
  const fail = (code: ExitCode, message: string) => {
    io.stderr.write(`tas run: ${message}\n`);
    return code;
  };
  const resumeHint = () => (started.length > 0 ? `; resume with: tas run wait ${started.join(' ')}` : '');

  try {
    let groupIds = options.groupIds;
    let known: TestRun[] = [];
    if (options.mode === 'run') {
      let tests = options.tests;
      if (options.selection) {
        progress.say(
          `selecting the active tests of ${describeSelection(options.selection)}${describeOverrides(options.overrides)}`,
        );
        // Read once, here: tests created or paused while the parts are triggered do not change what runs.
        tests = await client.resolveSelection(options.selection, options.overrides);
        const parts = Math.ceil(tests.length / MAX_IDS_PER_TRIGGER);
        progress.say(
          `${tests.length} test${tests.length === 1 ? '' : 's'} selected${parts > 1 ? `, triggered in ${parts} parts of at most ${MAX_IDS_PER_TRIGGER}` : ''}`,
        );
      } else {
        if (options.rerunGroupIds.length > 0) {
          tests = await readFailedTests(client, options.rerunGroupIds);
          progress.say(
            `rerunning ${tests.length} failed test${tests.length === 1 ? '' : 's'} of group ${options.rerunGroupIds.join(', ')}: ${tests.join(', ')}`,
          );
        }
        const overrides = describeOverrides(options.overrides);
        if (overrides) progress.say(`triggering${overrides}`);
      }
      const plan: TriggerPlan = { ids: tests, maxPerTrigger: MAX_IDS_PER_TRIGGER, overrides: options.overrides };
      const groups = await triggerAll(
        client,
        plan,
        (group: TestGroupRun<TestRun>) => {
          started.push(group.id);
          for (const run of group.test_runs)
            if (run.blueprint_metadata?.title) titles.set(run.id, run.blueprint_metadata.title);
          progress.triggered(group, client.groupUrl(group.id));
        },
        { stopped: () => interrupted.aborted },
      );
      groupIds = groups.map((group) => group.id);
      known = groups.flatMap((group) => group.test_runs);
      if (options.detach) {
        io.stdout.write(`${groupIds.join(' ')}\n`);
        progress.say(`not waiting; wait later with: tas run wait ${groupIds.join(' ')}`);
        return EXIT.passed;
      }
      if (groupIds.length === 0) return fail(EXIT.interrupted, 'interrupted before any test started');
    } else {
      started.push(...groupIds);
    }

    const result = await waitForGroups(client, groupIds, options.timeoutSeconds, progress, {
      known,
      interruption: { signal: interrupted, cancel: (ids) => cancelGroups(client, ids) },
    });
    const report: Report = {
      groups: result.groups,
      runs: result.runs.map((run) => reportRun(run, client.runUrl(run.id))),
      timedOut: result.timedOut,
      cancelled: result.cancelled,
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
    if (error instanceof EmptySelectionError) {
      if (options.allowEmpty) {
        progress.say(`${error.message}; exiting 0 as --allow-empty says`);
        return EXIT.passed;
      }
      return fail(EXIT.usage, `${error.message} (with --allow-empty that exits 0)`);
    }
    if (error instanceof NotFoundError && (options.mode === 'wait' || options.rerunGroupIds.length > 0))
      return fail(EXIT.usage, `${error.message}: is the group id right, and is it this key's company?`);
    if (error instanceof UsageError) return fail(EXIT.usage, `${error.message}${resumeHint()}`);
    if (error instanceof ServiceError || error instanceof RetryLaterError)
      return fail(EXIT.service, `${error.message}${resumeHint()}`);
    return fail(EXIT.service, `unexpected error: ${(error as Error).message}${resumeHint()}`);
  }
}

/** `folder /smoke, suite 4, title containing "login"`: the filters of a selection, for progress lines. */
export function describeSelection(selection: Selection): string {
  const parts: string[] = [];
  if (selection.folder_path !== undefined) parts.push(`folder ${selection.folder_path}`);
  if (selection.test_blueprint_category_id !== undefined) parts.push(`suite ${selection.test_blueprint_category_id}`);
  if (selection.search !== undefined) parts.push(`title containing "${selection.search}"`);
  return parts.join(', ');
}

/** ` with variables a, b (values not shown) on https://pr-12.example`: the overrides by key, never by value. */
export function describeOverrides(overrides: Overrides): string {
  const keys = Object.keys(overrides.variables ?? {});
  const variables =
    keys.length > 0 ? ` with variable${keys.length === 1 ? '' : 's'} ${keys.join(', ')} (values not shown)` : '';
  const origin = overrides.starting_url_base ? ` on ${overrides.starting_url_base}` : '';
  const limit = overrides.run_timeout_seconds
    ? ` with a run limit of ${formatDuration(overrides.run_timeout_seconds)}`
    : '';
  return `${variables}${origin}${limit}`;
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
  if (options.junitFile) {
    try {
      const junit = await writeJunitReport(report, resolve(io.cwd, options.junitFile), io.cwd, io.fetch);
      if (junit.attachments > 0) say(junitWritten(junit));
    } catch (error) {
      io.stderr.write(`tas run: cannot write the JUnit report to ${options.junitFile}: ${(error as Error).message}\n`);
      failed = EXIT.usage;
    }
  }
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

/** The line that says how many screenshots the JUnit report attaches, and how many are missing. */
export function junitWritten(junit: JunitWritten): string {
  const missing = junit.missing > 0 ? `, ${junit.missing} could not be downloaded (the report says which)` : '';
  const count = `${junit.attachments} screenshot${junit.attachments === 1 ? '' : 's'}`;
  return `wrote the JUnit report ${junit.file} with ${count} of failing steps as attachments${missing}`;
}
