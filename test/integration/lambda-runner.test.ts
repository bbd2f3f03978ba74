/**
 * The Lambda lane's handler itself (runner-image/src/lambda.ts), in this process, with `@sparticuz/chromium` and the
 * ffmpeg of `@ffmpeg-installer/linux-x64`: a stack of its own whose state machine serves its "Run browser test in
 * Lambda" state with the handler (instead of a runner process), a test triggered through the HTTP API, to `passed`,
 * with its screenshots and video. Also prints how long the handler takes from its start to the run's first action.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENV } from '../../core/config';
import { TASK_STATES } from '../../lib/workflow/definition';
import type { LambdaRunEvent } from '../../runner-image/src/lambda';
import { type FixtureServer, startFixtureServer } from '../support/fixture-server';
import type { TestStack } from '../support/local-stack';
import { startTestStack } from '../support/local-stack';
import { RECORDED, RUN_PAGE, runBoundMs, runsHarness, waitFor } from '../support/runs-harness';

/**
 * The trigger's run limit: within the Lambda lane (600 s by default), so that the lane choice sends the run to the
 * handler; the service's stays the default 30 minutes (Fargate's).
 */
const RUN_LIMIT_SECONDS = 120;
const RUN_BOUND_MS = runBoundMs(RUN_LIMIT_SECONDS);

// Set before the stack and the handler are loaded: no standby runner (no run goes to one), and a temporary directory
// of this file's own, where the handler unpacks its Chromium (as into a Lambda's /tmp) and keeps Playwright's ffmpeg
// link: the machine's /tmp/chromium is left alone.
const scratch = mkdtempSync(join(tmpdir(), 'tas-lambda-runner-'));
delete process.env[ENV.runTimeoutSeconds];
process.env[ENV.standbyRunners] = '0';
process.env.TMPDIR = scratch;

let t: TestStack;
let site: FixtureServer;
/** When the handler was invoked, and with what; when each invocation ended, by test run id. */
const invocations: { event: LambdaRunEvent; at: number }[] = [];
const ended = new Map<number, number>();
/** When the page of the run was first requested: the run's first action. */
let firstActionAt: number | undefined;
/** How long Chromium's unpacking took at the handler module's load (Lambda's init phase). */
let initMs = 0;

const { createTest, pollRun, pollGroup } = runsHarness(
  () => t.api,
  () => site,
  RUN_BOUND_MS,
);

beforeAll(async () => {
  site = await startFixtureServer({
    '/page': () => {
      firstActionAt ??= Date.now();
      return RUN_PAGE;
    },
  });
  const loading = Date.now();
  const lambda = await import('../../runner-image/src/lambda');
  await lambda.chromiumBuild;
  initMs = Date.now() - loading;
  t = await startTestStack({
    workflowHandlers: {
      [TASK_STATES.runBrowserLambda]: async (event: LambdaRunEvent) => {
        const at = Date.now();
        invocations.push({ event, at });
        // Lambda's context: the function's 900 s from the invocation.
        try {
          return await lambda.handler(event, { getRemainingTimeInMillis: () => 900_000 - (Date.now() - at) });
        } finally {
          ended.set(event.test_run_id, Date.now());
        }
      },
    },
  });
}, 180_000);

afterAll(async () => {
  await t?.stop();
  await site?.close();
  rmSync(scratch, { recursive: true, force: true });
});

/** libavformat's version of an ffmpeg binary, as it writes it in the files it muxes (`Lavf58.24.100`). */
function lavfOf(ffmpeg: string): string {
  const version = execFileSync(ffmpeg, ['-hide_banner', '-version'], { encoding: 'utf8' });
  const match = /libavformat\s+(\d+)\.\s*(\d+)\.\s*(\d+)/.exec(version);
  if (!match) throw new Error(`no libavformat version in: ${version}`);
  return `Lavf${match[1]}.${match[2]}.${match[3]}`;
}

describe('the Lambda runner, in process', { timeout: 2 * RUN_BOUND_MS }, () => {
  it('runs a browser test to passed with per-step screenshots and a WebM video made by the packaged ffmpeg', async () => {
    // Prepare
    const id = await createTest(RECORDED);

    // Act
    const res = await t.api.post('/test_group_run/trigger_run', {
      test_blueprint_ids: [id],
      run_timeout_seconds: RUN_LIMIT_SECONDS,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const group = res.body.test_group_run;
    const run = await pollRun(group.test_runs[0].id);

    // Assess: the state machine gave the run to the handler, and no runner process ran it
    expect(run.status, JSON.stringify(run.results, null, 1)).toBe('passed');
    expect(invocations.map((i) => i.event)).toEqual([
      { company_id: t.api.companyId, test_run_id: run.id, run_timeout_seconds: RUN_LIMIT_SECONDS },
    ]);
    expect(t.stack.workflow.peakRunners()).toBe(0);
    // Its Chromium is @sparticuz/chromium's, unpacked into this file's temporary directory.
    expect(existsSync(join(scratch, 'chromium'))).toBe(true);

    // Assess: every step passed, each with its screenshots
    expect(run.results.map((r: { step_number: number }) => r.step_number)).toEqual([1, 2, 3, 4]);
    for (const result of run.results as { is_successful: boolean; actions: Record<string, string>[] }[]) {
      expect(result.is_successful).toBe(true);
      expect(result.actions.length).toBeGreaterThan(0);
      const shot = Buffer.from(await (await fetch(result.actions.at(-1)!.screenshot_url!)).arrayBuffer());
      expect(shot.subarray(0, 2).toString('hex')).toBe('ffd8');
      expect(shot.length).toBeGreaterThan(500);
    }

    // Assess: the video is a real WebM (EBML header, a VP8/VP9 stream, a duration), muxed by the packaged ffmpeg
    const video = Buffer.from(await (await fetch(run.test_video_url)).arrayBuffer());
    expect(video.subarray(0, 4).toString('hex')).toBe('1a45dfa3');
    const file = join(scratch, 'video.webm');
    writeFileSync(file, video);
    const probe = JSON.parse(
      execFileSync(
        'ffprobe',
        ['-v', 'error', '-show_entries', 'stream=codec_name:format=duration:format_tags=ENCODER', '-of', 'json', file],
        { encoding: 'utf8' },
      ),
    ) as { streams: { codec_name: string }[]; format: { duration: string; tags?: { ENCODER?: string } } };
    expect(probe.streams.map((s) => s.codec_name)).toEqual([expect.stringMatching(/^vp[89]$/)]);
    expect(Number(probe.format.duration)).toBeGreaterThan(0.5);
    const { packagedFfmpegPath } = await import('../../runner-image/src/lambda');
    expect(probe.format.tags?.ENCODER).toBe(lavfOf(packagedFfmpegPath()));

    // Assess: the group settled through "Ensure run settled", as for a task
    expect((await pollGroup(group.id)).status).toBe('passed');

    // The figure: from the handler's start to the run's first action (its page requested)
    const handlerToFirstAction = firstActionAt! - invocations[0]!.at;
    expect(handlerToFirstAction).toBeGreaterThan(0);
    process.stdout.write(
      `lambda runner: Chromium unpacked at init in ${initMs} ms; handler start -> first action ${handlerToFirstAction} ms\n`,
    );
  });

  it("ends a cancelled run's invocation: nothing stops a Lambda from outside, its watchdog sees the run settled", async () => {
    // Prepare: a run that waits, well into its wait step
    const id = await createTest([{ step_number: 1, type: 'wait', action: '100' }]);
    const res = await t.api.post('/test_group_run/trigger_run', {
      test_blueprint_ids: [id],
      run_timeout_seconds: RUN_LIMIT_SECONDS,
    });
    const runId: number = res.body.test_group_run.test_runs[0].id;
    await waitFor(() => invocations.some((i) => i.event.test_run_id === runId), 60_000);
    await new Promise((resolve) => setTimeout(resolve, 3_000)); // the handler is in the wait step
    expect(ended.has(runId)).toBe(false);

    // Act
    const cancelledAt = Date.now();
    const cancel = await t.api.post(`/test_run/${runId}/cancel`);

    // Assess: cancelled at once; the invocation ends on its own, long before the wait or the run limit would
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(cancel.body.test_run.results.at(-1)).toMatchObject({
      is_successful: false,
      result: 'The run was cancelled.',
    });
    await waitFor(() => ended.has(runId), 60_000);
    expect(ended.get(runId)! - cancelledAt).toBeLessThan(60_000);
    const run = await pollRun(runId);
    expect(run.status).toBe('failed');
    expect((await pollGroup(res.body.test_group_run.id)).status).toBe('failed');
  });
});
