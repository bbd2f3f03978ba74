/**
 * The HTML report: one self-contained page (`index.html`) over assets downloaded next to it, since the presigned
 * URLs of screenshots and videos expire after an hour. Failures first; each run with its attempts as tabs (radio
 * inputs and CSS, no script), each step with its result, screenshots and API response, each attempt with its video.
 * Everything that comes from tests, pages or the service is HTML-escaped, and the page's Content-Security-Policy
 * allows no script at all and no resource but the report's own files. Pure: the assets are planned here, fetched by
 * `html-files.ts`, and passed back in as found or missing.
 */
import { createHash } from 'node:crypto';
import type { Action, Attempt, StepResult } from '../api-client';
import { type AssetState, extensionOf, type PlannedAsset } from '../assets';
import { formatDuration } from '../duration';
import {
  countsAsFailed,
  failureLine,
  type Outcome,
  type Report,
  type RunReport,
  runSeconds,
  tally,
  uniqueNames,
} from '../report';

export type { AssetState, PlannedAsset };

/** Text safe in HTML text and in quoted attribute values. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** One attempt of a run, in the order they were made; the last is the run's final attempt (its top-level fields). */
interface AttemptView {
  number: number;
  final: boolean;
  passed: boolean | undefined;
  results: StepResult[] | null;
  videoUrl: string | null | undefined;
}

function attemptsOf(run: RunReport): AttemptView[] {
  const earlier = [...(run.run.additional_attempts ?? [])].sort((a: Attempt, b: Attempt) => a.attempt - b.attempt);
  const views: AttemptView[] = earlier.map((attempt, i) => ({
    number: i + 1,
    final: false,
    passed: attempt.passed,
    results: attempt.results,
    videoUrl: attempt.test_video_url,
  }));
  views.push({
    number: earlier.length + 1,
    final: true,
    passed: run.run.status === 'running' ? undefined : run.run.status === 'passed',
    results: run.run.results,
    videoUrl: run.run.test_video_url,
  });
  return views;
}

/**
 * Every screenshot and video of the report, each with the path it gets under the report's directory:
 * `assets/run-<id>/attempt-<n>.webm` and `assets/run-<id>/attempt-<n>/result-<i>-action-<j>-(before|after).jpg`.
 * A URL that appears twice is fetched once.
 */
export function planAssets(report: Report): PlannedAsset[] {
  const planned = new Map<string, string>();
  const add = (url: string | null | undefined, path: string, fallback: string) => {
    if (url && !planned.has(url)) planned.set(url, `${path}.${extensionOf(url, fallback)}`);
  };
  for (const run of report.runs) {
    const base = `assets/run-${run.run.id}`;
    for (const attempt of attemptsOf(run)) {
      add(attempt.videoUrl, `${base}/attempt-${attempt.number}`, 'webm');
      (attempt.results ?? []).forEach((step, i) => {
        (step.actions ?? []).forEach((action, j) => {
          const stem = `${base}/attempt-${attempt.number}/result-${i + 1}-action-${j + 1}`;
          add(action.screenshot_url_before, `${stem}-before`, 'jpg');
          add(action.screenshot_url, `${stem}-after`, 'jpg');
        });
      });
    }
  }
  return [...planned].map(([url, path]) => ({ url, path }));
}

/** Failures first (failed and error, flaky too with `--fail-on-flaky`), then flaky, running and passed. */
const RANK: Record<Outcome, number> = { error: 0, failed: 0, flaky: 1, running: 2, passed: 3 };

function rank(run: RunReport, failOnFlaky: boolean): number {
  return countsAsFailed(run, failOnFlaky) ? 0 : RANK[run.outcome];
}

/** Relative asset paths are built from numbers and fixed words only, yet are escaped like everything else. */
function assetPath(path: string): string {
  return escapeHtml(path.split('/').map(encodeURIComponent).join('/'));
}

type Assets = ReadonlyMap<string, AssetState>;

function missing(what: string, state: AssetState | undefined): string {
  const why = state && 'missing' in state ? state.missing : 'not downloaded';
  return `<div class="missing">${escapeHtml(what)} missing (${escapeHtml(why)})</div>`;
}

function screenshot(url: string | null, label: string, assets: Assets): string {
  if (!url) return '';
  const state = assets.get(url);
  const body =
    state && 'path' in state
      ? `<a href="${assetPath(state.path)}"><img src="${assetPath(state.path)}" alt="${label} screenshot"></a>`
      : missing(`${label} screenshot`, state);
  return `<figure class="shot">${body}<figcaption>${label}</figcaption></figure>`;
}

function json(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

function apiResponse(response: NonNullable<Action['api_response']>): string {
  const headers = Object.entries(response.headers ?? {})
    .map(([name, value]) => `<tr><th>${escapeHtml(name)}</th><td>${escapeHtml(String(value))}</td></tr>`)
    .join('');
  return [
    '<div class="api">',
    `<p>Response status <strong>${escapeHtml(String(response.status))}</strong></p>`,
    headers ? `<table class="headers"><caption>Headers</caption>${headers}</table>` : '',
    `<p class="label">Body</p><pre class="body">${escapeHtml(json(response.body))}</pre>`,
    '</div>',
  ].join('');
}

function action(item: Action, assets: Assets): string {
  const shots =
    screenshot(item.screenshot_url_before, 'before', assets) + screenshot(item.screenshot_url, 'after', assets);
  return [
    '<li class="action">',
    `<p><code>${escapeHtml(item.type)}</code> ${escapeHtml(item.description)}</p>`,
    shots ? `<div class="shots">${shots}</div>` : '',
    item.api_response ? apiResponse(item.api_response) : '',
    '</li>',
  ].join('');
}

function step(result: StepResult, assets: Assets): string {
  const verdict = result.is_successful ? 'passed' : 'failed';
  const actions = result.actions ?? [];
  return [
    `<details class="step ${verdict}"${result.is_successful ? '' : ' open'}>`,
    `<summary><span class="verdict ${verdict}">${verdict}</span> Step ${escapeHtml(String(result.step_number))} `,
    `<span class="task">${escapeHtml(result.task)}</span> `,
    `<span class="duration">${escapeHtml(formatDuration(result.duration))}</span></summary>`,
    `<div class="result">${escapeHtml(result.result)}</div>`,
    actions.length > 0 ? `<ol class="actions">${actions.map((a) => action(a, assets)).join('')}</ol>` : '',
    '</details>',
  ].join('');
}

function video(url: string | null | undefined, assets: Assets): string {
  if (!url) return '<p class="novideo">No video for this attempt.</p>';
  const state = assets.get(url);
  if (!state || !('path' in state)) return missing('Video', state);
  const src = assetPath(state.path);
  return `<video controls preload="metadata" src="${src}"></video><p class="label"><a href="${src}">video file</a></p>`;
}

function attemptLabel(attempt: AttemptView): string {
  const verdict = attempt.passed === undefined ? 'running' : attempt.passed ? 'passed' : 'failed';
  return `Attempt ${attempt.number}${attempt.final ? ' (final)' : ''}: ${verdict}`;
}

function attemptPanel(attempt: AttemptView, assets: Assets): string {
  const steps = attempt.results
    ? attempt.results.map((result) => step(result, assets)).join('')
    : '<p>No results yet: the run was still running.</p>';
  return `<div class="steps">${steps}</div><div class="video">${video(attempt.videoUrl, assets)}</div>`;
}

/** Attempts as tabs: radio inputs and labels, then the panels, which CSS shows for the checked input. */
function attemptTabs(run: RunReport, index: number, assets: Assets): string {
  const attempts = attemptsOf(run);
  const name = `run-${index}`;
  const tabs = attempts
    .map((attempt) => {
      const id = `${name}-attempt-${attempt.number}`;
      return (
        `<input type="radio" class="tab t${attempt.number}" name="${name}" id="${id}"${attempt.final ? ' checked' : ''}>` +
        `<label for="${id}">${escapeHtml(attemptLabel(attempt))}</label>`
      );
    })
    .join('');
  const panels = attempts
    .map((attempt) => `<div class="panel p${attempt.number}">${attemptPanel(attempt, assets)}</div>`)
    .join('');
  return `<div class="tabs">${tabs}${panels}</div>`;
}

function runSection(run: RunReport, name: string, index: number, failOnFlaky: boolean, assets: Assets): string {
  const failing = countsAsFailed(run, failOnFlaky);
  const meta = [
    `test ${run.run.test_blueprint_id}`,
    `run ${run.run.id}`,
    `${run.attempts} attempt${run.attempts === 1 ? '' : 's'}`,
    formatDuration(runSeconds(run.run)),
  ].join(' · ');
  return [
    `<section class="run ${run.outcome}${failing ? ' failing' : ''}" id="run-${run.run.id}">`,
    `<h2><span class="outcome ${run.outcome}">${run.outcome}</span> ${escapeHtml(name)}</h2>`,
    `<p class="meta">${escapeHtml(meta)} · <code>${escapeHtml(run.url)}</code></p>`,
    run.outcome === 'passed' || run.outcome === 'running'
      ? ''
      : `<p class="failure">${escapeHtml(failureLine(run))}</p>`,
    attemptTabs(run, index, assets),
    '</section>',
  ].join('');
}

function style(maxAttempts: number): string {
  const tabRules = Array.from(
    { length: maxAttempts },
    (_, i) => `.tabs>.t${i + 1}:checked~.p${i + 1}{display:block}`,
  ).join('\n');
  return `
body{font:14px/1.45 system-ui,sans-serif;margin:0 auto;max-width:1200px;padding:16px;color:#1d1d1f;background:#fafafa}
h1{font-size:20px;margin:0 0 8px}h2{font-size:16px;margin:0 0 4px}
code,pre,.result{font-family:ui-monospace,monospace;font-size:12px}
.summary{margin:0 0 16px}.summary li{margin:2px 0}
.run{background:#fff;border:1px solid #ddd;border-left:6px solid #2e7d32;border-radius:6px;margin:0 0 16px;padding:12px}
.run.failing,.run.failed,.run.error{border-left-color:#c62828}.run.flaky{border-left-color:#ef8f00}
.run.running{border-left-color:#0277bd}
.outcome,.verdict{display:inline-block;border-radius:4px;color:#fff;font-size:12px;padding:0 6px;text-transform:uppercase}
:is(.outcome,.verdict).passed{background:#2e7d32}:is(.outcome,.verdict):is(.failed,.error){background:#c62828}
.outcome.flaky{background:#ef8f00}.outcome.running{background:#0277bd}
.meta{color:#555;margin:0 0 6px}.failure{color:#b71c1c;font-weight:600;white-space:pre-wrap;overflow-wrap:anywhere}
.tabs{display:flex;flex-wrap:wrap;gap:4px}
.tabs>input{position:absolute;opacity:0;pointer-events:none}
.tabs>label{border:1px solid #ccc;border-radius:4px 4px 0 0;cursor:pointer;padding:4px 10px;background:#f0f0f0}
.tabs>input:checked+label{background:#fff;border-bottom-color:#fff;font-weight:600}
.tabs>input:focus-visible+label{outline:2px solid #0277bd}
.panel{display:none;width:100%;border-top:1px solid #ccc;padding-top:8px}
${tabRules}
details.step{border:1px solid #e0e0e0;border-radius:4px;margin:0 0 6px;padding:4px 8px}
details.step.failed{border-color:#e57373}
summary{cursor:pointer}.task{font-weight:600;overflow-wrap:anywhere}.duration{color:#666}
.result{white-space:pre-wrap;overflow-wrap:anywhere;margin:6px 0;padding:6px;background:#f5f5f5;border-radius:4px}
.actions{padding-left:20px}.action p{margin:4px 0;overflow-wrap:anywhere}
.shots{display:flex;flex-wrap:wrap;gap:8px}.shot{margin:0}
.shot img{max-width:360px;max-height:270px;border:1px solid #ccc;display:block}
.shot figcaption,.label{color:#666;font-size:12px;margin:2px 0}
.missing{border:1px dashed #c62828;color:#b71c1c;padding:12px;max-width:360px}
.api table{border-collapse:collapse;font-size:12px}.api th,.api td{border:1px solid #ddd;padding:2px 6px;text-align:left;vertical-align:top;overflow-wrap:anywhere}
.api caption{text-align:left;color:#666}
pre.body{white-space:pre-wrap;overflow-wrap:anywhere;background:#f5f5f5;padding:6px;max-height:400px;overflow:auto}
video{max-width:100%;max-height:480px;background:#000}
`;
}

/** The Content-Security-Policy of a page whose only inline code is the stylesheet with hash `styleHash`. */
export function contentSecurityPolicy(styleHash: string): string {
  return [
    "default-src 'none'",
    "script-src 'none'",
    `style-src '${styleHash}'`,
    "img-src 'self'",
    "media-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ');
}

/**
 * `index.html` of the report. `assets` says where each URL of `planAssets(report)` was saved, or why it was not;
 * a URL it does not know is shown as missing.
 */
export function htmlReport(report: Report, assets: Assets, now = new Date()): string {
  const names = uniqueNames(report.runs);
  const ordered = report.runs
    .map((run, i) => ({ run, name: names[i]!, rank: rank(run, report.failOnFlaky) }))
    .sort((a, b) => a.rank - b.rank);
  const counts = tally(report.runs);
  const parts = (Object.keys(counts) as Outcome[]).filter((o) => counts[o] > 0).map((o) => `${counts[o]} ${o}`);
  const heading = `${report.runs.length} test${report.runs.length === 1 ? '' : 's'}: ${parts.join(', ') || 'none'}`;
  const groups = report.groups.map((group) => `${group.id} (${group.status})`).join(', ');
  const maxAttempts = Math.max(1, ...report.runs.map((run) => run.attempts));
  const css = style(maxAttempts);
  const hash = `sha256-${createHash('sha256').update(css).digest('base64')}`;
  const stillRunning = report.timedOut || report.groups.some((group) => group.status === 'running');
  const toc = ordered
    .map(
      ({ run, name }) =>
        `<li><a href="#run-${run.run.id}"><span class="outcome ${run.outcome}">${run.outcome}</span> ${escapeHtml(name)}</a></li>`,
    )
    .join('');
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(contentSecurityPolicy(hash))}">`,
    '<meta name="referrer" content="no-referrer">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(`tas report: ${heading}`)}</title>`,
    `<style>${css}</style>`,
    '</head>',
    '<body>',
    `<h1>${escapeHtml(heading)}</h1>`,
    `<p class="meta">Groups ${escapeHtml(groups || 'none')} · written ${escapeHtml(now.toISOString())}</p>`,
    stillRunning
      ? '<p class="failure">Some groups were still running when this report was written: their running tests have no verdict yet.</p>'
      : '',
    `<ol class="summary">${toc}</ol>`,
    ...ordered.map(({ run, name }, i) => runSection(run, name, i, report.failOnFlaky, assets)),
    '</body>',
    '</html>',
    '',
  ].join('\n');
}
