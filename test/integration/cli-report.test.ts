/**
 * The HTML report and `--rerun-failed` against the real local stack: `tas run --html` and `tas report` as child
 * processes, the report opened from disk in real Chromium (its screenshots, its video, and no script from a test),
 * and a rerun of a group's failures through the HTTP API.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import { chromiumExecutablePath } from '../../lib/local/browser-paths';
import { chromium } from '../../runner-image/src/engine/playwright-device';
import { CHROMIUM_ARGS } from '../../runner-image/src/engine/run-test';
import { tasCli } from '../support/cli-process';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';
import type { ApiClient, TestStack } from '../support/local-stack';
import { startTestStack } from '../support/local-stack';
import { runsHarness } from '../support/runs-harness';

const temp = mkdtempSync(join(tmpdir(), 'tas-cli-report-'));

/** The run limit of this suite's stack: every run ends within it (see runs.test.ts). */
const RUN_LIMIT_SECONDS = 40;
/** How long a run of this suite can be `running`: the run limit plus the time to settle it. */
const RUN_BOUND_SECONDS = RUN_LIMIT_SECONDS + 20;
/** `--timeout` of the commands that wait: a run's bound, so a hang fails as exit 4, not a pass. */
const WAIT = `${RUN_BOUND_SECONDS}s`;
/** A test here waits for at most two groups one after another, plus start-up and the browser. */
const SUITE = { timeout: (2 * RUN_BOUND_SECONDS + 60) * 1000 };

/** Markup a test, its steps or the page it calls may hold: none of it may run in the report. */
const INJECTED = '<img src=x onerror=window.pwned=1>';

const PAGE = `<!doctype html><html><body style="margin:0;background:#fff">
<button style="position:absolute;left:20px;top:20px;width:200px;height:60px"
  onclick="this.textContent='pressed'">Press</button></body></html>`;

let t: TestStack;
let api: ApiClient;
let site: FixtureServer;
let browser: Browser;

const { createTest, trigger, pollGroup } = runsHarness(
  () => api,
  () => site,
  RUN_BOUND_SECONDS * 1000,
);

const ci = (client: ApiClient = api) => ({ [ENV.apiUrl]: t.url, [ENV.apiKey]: client.key });
const tas = (args: string[], env: Record<string, string>, cwd = mkdtempSync(join(temp, 'cli-'))) =>
  tasCli(args, env, cwd);

const click = { step_number: 1, type: 'left_click', action: '120,50' };

/** A passing test, and a failing one whose title, step and API response hold markup. */
async function passingAndFailing(): Promise<{ passing: number; failing: number }> {
  const passing = await createTest([click], { title: 'Opens the page' });
  const failing = await createTest(
    [
      click,
      {
        step_number: 2,
        type: 'api',
        action: `call ${INJECTED} "</textarea>"`,
        api_request: { url: site.url('/api/evil'), method: 'GET', timeout: 10, retries: 0 },
      },
    ],
    { title: `Checkout ${INJECTED}` },
  );
  return { passing, failing };
}

beforeAll(async () => {
  process.env[ENV.runTimeoutSeconds] = String(RUN_LIMIT_SECONDS);
  site = await startFixtureServer({
    '/page': PAGE,
    '/api/evil': { status: 404, json: { error: `</textarea><script>window.pwned=2</script>${INJECTED}` } },
  });
  t = await startTestStack();
  api = t.api;
  browser = await chromium.launch({ executablePath: chromiumExecutablePath(), args: [...CHROMIUM_ARGS] });
});

afterAll(async () => {
  await browser?.close();
  await t?.stop();
  await site?.close();
  rmSync(temp, { recursive: true, force: true });
});

/** What the report at `dir` shows in Chromium, opened from disk as someone would open a CI artifact. */
async function openReport(dir: string) {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await page.goto(pathToFileURL(join(dir, 'index.html')).href, { waitUntil: 'load' });
    const seen = await page.evaluate(async () => {
      const first = document.querySelector('section.run')!;
      const panel = [...first.querySelectorAll<HTMLElement>('.panel')].find(
        (p) => getComputedStyle(p).display !== 'none',
      );
      const failedStep = panel?.querySelector<HTMLDetailsElement>('details.step.failed');
      const image = failedStep?.querySelector<HTMLImageElement>('img');
      const video = panel?.querySelector<HTMLVideoElement>('video');
      let played = 'no video';
      if (video) {
        video.muted = true;
        const loaded = new Promise<string>((resolve) => {
          if (video.readyState >= 2) resolve('loaded');
          video.addEventListener('loadeddata', () => resolve('loaded'), { once: true });
          video.addEventListener('error', () => resolve(`error ${video.error?.code}`), { once: true });
          setTimeout(() => resolve(`readyState ${video.readyState} after 10 s`), 10_000);
        });
        played = await Promise.all([video.play().catch((error: Error) => error.message), loaded]).then(
          ([, state]) => state,
        );
      }
      return {
        firstHeading: first.querySelector('h2')?.textContent ?? '',
        firstClass: first.className,
        failure: first.querySelector('.failure')?.textContent ?? '',
        headings: [...document.querySelectorAll('section.run h2')].map((h) => h.textContent),
        failedStepOpen: failedStep?.open ?? false,
        failedStepTask: failedStep?.querySelector('.task')?.textContent ?? '',
        failedStepResult: failedStep?.querySelector('.result')?.textContent ?? '',
        imageWidth: image?.naturalWidth ?? 0,
        imageComplete: image?.complete ?? false,
        played,
        videoReadyState: video?.readyState ?? -1,
        scripts: document.scripts.length,
        pwned: (window as unknown as { pwned?: number }).pwned,
      };
    });
    return { ...seen, errors };
  } finally {
    await page.close();
  }
}

describe('the HTML report against the local stack', SUITE, () => {
  let groupId: number;
  let ids: { passing: number; failing: number };

  it('tas run --html writes a report that opens from disk: the failure first, its screenshot, its video, no script', async () => {
    // Prepare: the passing test first, so that the report has to move the failure up
    ids = await passingAndFailing();
    const dir = mkdtempSync(join(temp, 'cli-'));

    // Act
    const res = await tas(
      ['run', '--tests', `${ids.passing},${ids.failing}`, '--timeout', WAIT, '--html', 'html-report'],
      ci(),
      dir,
    );
    const seen = await openReport(join(dir, 'html-report'));

    // Assess: the verdict is the service's, and the report says where it is
    expect(res.code, res.stdout + res.stderr).toBe(1);
    expect(res.stderr).toMatch(/wrote the HTML report .*html-report\/index\.html with \d+ screenshots and videos\n/);
    expect(res.stderr).not.toMatch(/could not be downloaded/);
    groupId = Number(/started group (\d+)/.exec(res.stderr)![1]);
    // The failing run first, with its failing step open and its result
    expect(seen.headings).toHaveLength(2);
    expect(seen.firstClass).toContain('failed');
    expect(seen.firstHeading).toBe(`failed Checkout ${INJECTED} (test ${ids.failing})`);
    expect(seen.failure).toMatch(/^Step 2 \(api: call <img src=x onerror=window\.pwned=1> "<\/textarea>"\): .*404/);
    expect(seen.failedStepOpen).toBe(true);
    expect(seen.failedStepTask).toBe(`api: call ${INJECTED} "</textarea>"`);
    expect(seen.failedStepResult).toMatch(/404/);
    // Its screenshot and the attempt's video, from the report's own directory
    expect(seen.imageComplete).toBe(true);
    expect(seen.imageWidth).toBeGreaterThan(0);
    expect(seen.played).toBe('loaded');
    expect(seen.videoReadyState).toBeGreaterThanOrEqual(2);
    const assets = readdirSync(join(dir, 'html-report/assets'), { recursive: true }).map(String);
    expect(assets.filter((file) => file.endsWith('.webm'))).toHaveLength(2);
    expect(assets.some((file) => /result-2-action-1-after\.(jpg|png)$/.test(file))).toBe(true);
    // No script ran: not the test's markup, not the API response's
    expect(seen.scripts).toBe(0);
    expect(seen.pwned).toBeUndefined();
    expect(seen.errors).toEqual([]);
    const html = readFileSync(join(dir, 'html-report/index.html'), 'utf8');
    expect(html).not.toContain(api.key);
    // Every screenshot and video is a file of the report, not a presigned URL that expires
    expect(html).not.toMatch(/X-Amz-|(src|href)="https?:/);
  });

  it('tas report writes the same report for a group run earlier, and exits 0 whatever its verdict', async () => {
    expect(groupId, 'the test before started the group').toBeGreaterThan(0);
    const dir = mkdtempSync(join(temp, 'cli-'));

    const res = await tas(['report', String(groupId), '--out', 'later'], ci(), dir);
    const seen = await openReport(join(dir, 'later'));

    expect(res.code, res.stdout + res.stderr).toBe(0);
    expect(res.stdout).toBe(`${join(dir, 'later', 'index.html')}\n`);
    expect(seen.firstHeading).toBe(`failed Checkout ${INJECTED} (test ${ids.failing})`);
    expect(seen.headings[1]).toBe(`passed Opens the page (test ${ids.passing})`);
    expect(seen.imageWidth).toBeGreaterThan(0);
    expect(seen.played).toBe('loaded');
    expect(seen.pwned).toBeUndefined();
  });

  it('tas run --rerun-failed runs again only the failed test of the group, and reports it', async () => {
    expect(groupId, 'the first test started the group').toBeGreaterThan(0);

    const res = await tas(['run', '--rerun-failed', String(groupId), '--timeout', WAIT], ci());

    expect(res.code, res.stdout + res.stderr).toBe(1);
    expect(res.stderr).toContain(`rerunning 1 failed test of group ${groupId}: ${ids.failing}\n`);
    const rerun = Number(/started group (\d+) with 1 test/.exec(res.stderr)![1]);
    expect(rerun).not.toBe(groupId);
    const group = (await api.get(`/test_group_run/${rerun}`)).body.test_group_run;
    expect(group.test_runs.map((run: { test_blueprint_id: number }) => run.test_blueprint_id)).toEqual([ids.failing]);
    expect(res.stdout).toMatch(new RegExp(`^FAILED +Checkout .* \\(test ${ids.failing}\\)  run \\d+$`, 'm'));
    expect(res.stdout).toMatch(new RegExp(`1 test in group ${rerun}: 1 failed`));
  });
});

describe('tas run --rerun-failed refusing to run', SUITE, () => {
  it('exits 2 for a group with no failed run, starting nothing', async () => {
    const id = await createTest([click]);
    const passed = await trigger([id]);
    await pollGroup(passed.id);
    const before = (await api.get(`/test_blueprint/${id}`)).body.test_blueprint.last_run;

    const res = await tas(['run', '--rerun-failed', String(passed.id)], ci());

    expect(res.code).toBe(2);
    expect(res.stderr).toBe(`tas run: no failed run in group ${passed.id}: nothing to rerun\n`);
    expect((await api.get(`/test_blueprint/${id}`)).body.test_blueprint.last_run).toBe(before);
  });

  it('exits 2 for a group still running, telling to wait for it', async () => {
    const company = await t.newCompany();
    const id = await createTest([{ step_number: 1, type: 'wait', action: '10' }], {}, company);
    const running = await trigger([id], company);

    const res = await tas(['run', '--rerun-failed', String(running.id)], ci(company));

    expect(res.code).toBe(2);
    expect(res.stderr).toContain(
      `group ${running.id} is still running: wait for it (tas run wait ${running.id}), then rerun the failed tests`,
    );
    await pollGroup(running.id, company);
  });

  it('exits 2 for a group this key cannot see', async () => {
    const res = await tas(['run', '--rerun-failed', '999999999998'], ci());

    expect(res.code).toBe(2);
    expect(res.stderr).toMatch(/404.*is the group id right/);
  });
});
