/**
 * The JUnit XML report, valid against the JUnit schema of the Jenkins xUnit plugin (`junit-10.xsd`) and in the shape
 * GitLab and Jenkins read: a `testsuites` root with the totals, then one `testsuite` per test run, named uniquely with
 * its test id, holding the run's properties (the schema allows none in a `testcase`) and its one `testcase`:
 * `failure` for a failed test, `error` for a run that ended without a verdict of its steps, `skipped` for one still
 * running, and in `system-out` every step's result and the failing step's screenshots as `[[ATTACHMENT|path]]` lines.
 * Everything that comes from tests or the service is escaped. Pure: the screenshots are planned here, downloaded by
 * `junit-files.ts`, and passed back in as found or missing.
 */
import type { StepResult } from '../api-client';
import { type AssetState, extensionOf, type PlannedAsset } from '../assets';
import { countsAsFailed, failureLine, type Report, type RunReport, runSeconds, uniqueNames } from '../report';

/** The folder, next to the JUnit file, that holds the screenshots its attachment lines point at. */
export const ATTACHMENTS_DIR = 'tas-attachments';

/**
 * `text` safe in XML 1.0 text and attribute values: markup characters escaped, characters XML 1.0 cannot hold at all
 * (most control characters, lone surrogates, U+FFFE/U+FFFF) dropped.
 */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
      .replace(/\r/g, '&#13;')
      .replace(/\t/g, '&#9;')
  );
}

/** `name="value" ...` with every value escaped (newlines too, so attribute values keep them). */
function attributes(values: Record<string, string | number>): string {
  return Object.entries(values)
    .map(([name, value]) => `${name}="${escapeXml(String(value)).replace(/\n/g, '&#10;')}"`)
    .join(' ');
}

/**
 * Text from a test or a page that would read as an attachment line is broken up, wherever it is written: Jenkins would
 * otherwise archive whatever file of the workspace it names, and GitLab link it.
 */
function defused(text: string): string {
  return text.replace(/\[\[(?=ATTACHMENT\|)/gi, '[ [');
}

function steps(run: RunReport): string {
  return defused(
    (run.run.results ?? [])
      .map((step) => `${step.is_successful ? 'ok  ' : 'FAIL'} Step ${step.step_number} (${step.task}): ${step.result}`)
      .join('\n'),
  );
}

/** A screenshot of a failing run that goes next to the JUnit file. */
export interface PlannedAttachment extends PlannedAsset {
  runId: number;
  /** What it shows: `step 2, after action 1`. */
  label: string;
}

interface Shot {
  url: string;
  result: number;
  label: string;
  stem: string;
}

/** Digits, letters and dashes only: a file name part from an API value. */
function token(value: number): string {
  return String(value).replace(/[^A-Za-z0-9-]/g, '') || 'x';
}

/** The attempt a failing run is shown by: its final one, or for a flaky run the last attempt that failed. */
function failingAttempt(run: RunReport): StepResult[] {
  if (run.outcome !== 'flaky') return run.run.results ?? [];
  const failed = (run.run.additional_attempts ?? []).filter((attempt) => !attempt.passed);
  return failed.sort((a, b) => a.attempt - b.attempt).at(-1)?.results ?? [];
}

/**
 * The screenshots of a failing run worth attaching, newest first: the failing step's last one and the one taken
 * before it (by that step or the one before); when the failing step took none, the last one before it.
 */
function failingShots(run: RunReport): Shot[] {
  const results = failingAttempt(run);
  const failing = results.findIndex((step) => !step.is_successful);
  const upTo = failing >= 0 ? results.slice(0, failing + 1) : results;
  const shots: Shot[] = [];
  const seen = new Set<string>();
  upTo.forEach((step, result) => {
    (step.actions ?? []).forEach((action, j) => {
      const moments = [
        ['before', action.screenshot_url_before],
        ['after', action.screenshot_url],
      ] as const;
      for (const [moment, url] of moments) {
        if (!url || seen.has(url)) continue;
        seen.add(url);
        const label = `step ${step.step_number}, ${moment} action ${j + 1}`;
        const stem = `run-${token(run.run.id)}-step-${token(step.step_number)}-action-${j + 1}-${moment}`;
        shots.push({ url, result, label, stem });
      }
    });
  });
  const failingTookOne = shots.some((shot) => shot.result === failing);
  return shots.slice(failingTookOne ? -2 : -1).reverse();
}

/**
 * The screenshots of every run the report counts as failed, each with its path relative to the JUnit file's
 * directory: `tas-attachments/run-<id>-step-<n>-action-<j>-(before|after).jpg`. File names hold the run id because
 * Jenkins keeps the attachments of a test class by file name, and the same test run twice shares its class.
 */
export function planAttachments(report: Report): PlannedAttachment[] {
  const planned: PlannedAttachment[] = [];
  const paths = new Set<string>();
  for (const run of report.runs) {
    if (!countsAsFailed(run, report.failOnFlaky)) continue;
    for (const shot of failingShots(run)) {
      const extension = extensionOf(shot.url, 'jpg');
      let path = `${ATTACHMENTS_DIR}/${shot.stem}.${extension}`;
      for (let n = 2; paths.has(path); n++) path = `${ATTACHMENTS_DIR}/${shot.stem}-${n}.${extension}`;
      paths.add(path);
      planned.push({ url: shot.url, path, runId: run.run.id, label: shot.label });
    }
  }
  return planned;
}

/**
 * The lines that attach a run's screenshots: `[[ATTACHMENT|path]]` alone on its line after a line saying what it
 * shows, as the Jenkins JUnit Attachments plugin and GitLab read it (GitLab links the first one: the newest).
 */
function attachmentLines(planned: readonly PlannedAttachment[], saved: ReadonlyMap<string, AssetState>): string[] {
  return planned.flatMap((attachment) => {
    const state = saved.get(attachment.url);
    if (!state || 'missing' in state)
      return [`Screenshot of ${attachment.label} could not be downloaded (${state?.missing ?? 'not downloaded'}).`];
    // Both readers end the path at `]]` or `|`; a line break would end the line.
    if (/[[\]|\r\n]/.test(state.path))
      return [`Screenshot of ${attachment.label}: ${state.path} (its path cannot be written as an attachment line).`];
    return [`Screenshot of ${attachment.label}:`, `[[ATTACHMENT|${state.path}]]`];
  });
}

function property(name: string, value: string | number): string {
  return `      <property ${attributes({ name, value })}/>`;
}

/** JUnit timestamps are ISO 8601 without a zone; these are UTC. */
function timestamp(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, '');
}

interface SuiteContext {
  report: Report;
  groupIds: string;
  attachments: readonly PlannedAttachment[];
  saved: ReadonlyMap<string, AssetState>;
  now: Date;
}

/** The properties every suite carries: the groups of the report and how waiting for them ended. */
function groupProperties(context: SuiteContext): string[] {
  return [
    property('test_group_run_ids', context.groupIds),
    ...(context.report.timedOut ? [property('stopped_waiting', 'true')] : []),
    ...(context.report.cancelled ? [property('cancelled', 'true')] : []),
  ];
}

/** The `testsuite` of one run: its properties and its one `testcase`. */
function runSuite(run: RunReport, name: string, context: SuiteContext): string[] {
  const { report } = context;
  const failed = run.outcome === 'failed' || (run.outcome === 'flaky' && countsAsFailed(run, report.failOnFlaky));
  const seconds = runSeconds(run.run).toFixed(3);
  const created = new Date(run.run.created_at);
  const lines = [
    `  <testsuite ${attributes({
      name,
      tests: 1,
      failures: failed ? 1 : 0,
      errors: run.outcome === 'error' ? 1 : 0,
      skipped: run.outcome === 'running' ? 1 : 0,
      time: seconds,
      timestamp: timestamp(Number.isNaN(created.getTime()) ? context.now : created),
    })}>`,
    '    <properties>',
    property('test_run_id', run.run.id),
    property('test_group_run_id', run.run.test_group_run_id),
    property('run_url', run.url),
    property('attempts', run.attempts),
    property('flaky', String(run.outcome === 'flaky')),
    ...groupProperties(context),
    '    </properties>',
    `    <testcase ${attributes({ name, classname: `tas.test_${run.run.test_blueprint_id}`, time: seconds })}>`,
  ];
  const message = defused(failureLine(run));
  if (failed) {
    lines.push(`      <failure ${attributes({ message, type: run.outcome })}>${escapeXml(steps(run))}</failure>`);
  } else if (run.outcome === 'error') {
    lines.push(`      <error ${attributes({ message, type: 'run_error' })}>${escapeXml(steps(run))}</error>`);
  } else if (run.outcome === 'running') {
    lines.push(`      <skipped ${attributes({ message: 'still running when tas run stopped waiting' })}/>`);
  }
  const attached = attachmentLines(
    context.attachments.filter((attachment) => attachment.runId === run.run.id),
    context.saved,
  );
  const out = [steps(run), attached.join('\n')].filter(Boolean).join('\n\n');
  if (out) lines.push(`      <system-out>${escapeXml(out)}</system-out>`);
  lines.push('    </testcase>', '  </testsuite>');
  return lines;
}

/**
 * The JUnit XML of `report`. `saved` says where each screenshot of `planAttachments(report)` was saved, as the path
 * to write in its attachment line, or why it was not; one it does not know is said to be missing.
 */
export function junitXml(report: Report, saved: ReadonlyMap<string, AssetState> = new Map(), now = new Date()): string {
  const names = uniqueNames(report.runs);
  const failures = report.runs.filter(
    (run) => run.outcome === 'failed' || (run.outcome === 'flaky' && report.failOnFlaky),
  ).length;
  const errors = report.runs.filter((run) => run.outcome === 'error').length;
  const time = report.runs.reduce((sum, run) => sum + runSeconds(run.run), 0);
  const context: SuiteContext = {
    report,
    groupIds: report.groups.map((group) => group.id).join(','),
    attachments: planAttachments(report),
    saved,
    now,
  };
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites ${attributes({ name: 'tas run', tests: report.runs.length, failures, errors, time: time.toFixed(3) })}>`,
    ...report.runs.flatMap((run, i) => runSuite(run, names[i]!, context)),
  ];
  if (report.runs.length === 0) {
    // No run to report: one empty suite still says which groups were waited for and how that ended.
    lines.push(
      `  <testsuite ${attributes({ name: 'tas run', tests: 0, failures: 0, errors: 0, skipped: 0, time: '0.000', timestamp: timestamp(now) })}>`,
      '    <properties>',
      ...groupProperties(context),
      '    </properties>',
      '  </testsuite>',
    );
  }
  lines.push('</testsuites>', '');
  return lines.join('\n');
}
