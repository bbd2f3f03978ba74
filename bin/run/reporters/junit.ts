/**
 * The JUnit XML report, in the shape GitLab and Jenkins read: one `testsuite`, one `testcase` per test run named
 * uniquely with its test id, `failure` for a failed test, `error` for a run that ended without a verdict of its
 * steps, `skipped` for one still running, and properties with the run's URL and attempts. Everything that comes
 * from tests or the service is escaped. Pure.
 */
import { countsAsFailed, failureLine, type Report, runSeconds, uniqueNames } from '../report';

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

function steps(report: Report['runs'][number]): string {
  return (report.run.results ?? [])
    .map((step) => `${step.is_successful ? 'ok  ' : 'FAIL'} Step ${step.step_number} (${step.task}): ${step.result}`)
    .join('\n');
}

/** The JUnit XML of `report`. */
export function junitXml(report: Report, now = new Date()): string {
  const names = uniqueNames(report.runs);
  const failures = report.runs.filter(
    (run) => run.outcome === 'failed' || (run.outcome === 'flaky' && report.failOnFlaky),
  ).length;
  const errors = report.runs.filter((run) => run.outcome === 'error').length;
  const skipped = report.runs.filter((run) => run.outcome === 'running').length;
  const time = report.runs.reduce((sum, run) => sum + runSeconds(run.run), 0);
  const groupIds = report.groups.map((group) => group.id).join(',');

  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuite ${attributes({
      name: 'tas run',
      tests: report.runs.length,
      failures,
      errors,
      skipped,
      time: time.toFixed(3),
      timestamp: now.toISOString().replace(/\.\d{3}Z$/, ''),
    })}>`,
    '  <properties>',
    `    <property ${attributes({ name: 'test_group_run_ids', value: groupIds })}/>`,
    ...(report.timedOut ? [`    <property ${attributes({ name: 'stopped_waiting', value: 'true' })}/>`] : []),
    ...(report.cancelled ? [`    <property ${attributes({ name: 'cancelled', value: 'true' })}/>`] : []),
    '  </properties>',
  ];
  report.runs.forEach((run, i) => {
    lines.push(
      `  <testcase ${attributes({
        name: names[i]!,
        classname: `tas.test_${run.run.test_blueprint_id}`,
        time: runSeconds(run.run).toFixed(3),
      })}>`,
      '    <properties>',
      `      <property ${attributes({ name: 'test_run_id', value: run.run.id })}/>`,
      `      <property ${attributes({ name: 'run_url', value: run.url })}/>`,
      `      <property ${attributes({ name: 'attempts', value: run.attempts })}/>`,
      `      <property ${attributes({ name: 'flaky', value: String(run.outcome === 'flaky') })}/>`,
      '    </properties>',
    );
    const message = failureLine(run);
    if (run.outcome === 'failed' || (run.outcome === 'flaky' && countsAsFailed(run, report.failOnFlaky))) {
      lines.push(`    <failure ${attributes({ message, type: run.outcome })}>${escapeXml(steps(run))}</failure>`);
    } else if (run.outcome === 'error') {
      lines.push(`    <error ${attributes({ message, type: 'run_error' })}>${escapeXml(steps(run))}</error>`);
    } else if (run.outcome === 'running') {
      lines.push(`    <skipped ${attributes({ message: 'still running when tas run stopped waiting' })}/>`);
    }
    if (run.run.results?.length) lines.push(`    <system-out>${escapeXml(steps(run))}</system-out>`);
    lines.push('  </testcase>');
  });
  lines.push('</testsuite>', '');
  return lines.join('\n');
}
