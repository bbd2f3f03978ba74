import { describe, expect, it } from 'vitest';
import type { AttemptRecord, TestRunRecord } from '../../lambdas/repositories/runs';
import { createRunReads } from '../../lambdas/services/runs';
import { createRunViews, PRESIGNED_URL_TTL_SECONDS, splitAttempts } from '../../lambdas/services/runs-views';
import { FakeRuns, result, snapshotOf } from './runs-fakes';

const AT = '2026-11-21T09:30:00.000Z';

const run = (fields: Partial<TestRunRecord> = {}): TestRunRecord => ({
  id: 7,
  company_id: 1,
  test_group_run_id: 3,
  test_blueprint_id: 10,
  status: 'failed',
  blueprint_metadata: snapshotOf(10),
  is_login_test_run: false,
  chain: [],
  final_attempt: 2,
  test_video_s3_key: 'videos/7-2.webm',
  reason: null,
  created_at: AT,
  updated_at: AT,
  ...fields,
});

const attempt = (n: number, fields: Partial<AttemptRecord> = {}): AttemptRecord => ({
  attempt: n,
  passed: false,
  video_key: `videos/7-${n}.webm`,
  results: [result(1, false)],
  ...fields,
});

/** Signs as `signed:<key>[:<download name>]@<ttl>`, so a test sees what was signed and how. */
const objects = {
  presignGet: async (key: string, ttl: number, downloadName?: string) =>
    `signed:${key}${downloadName ? `:${downloadName}` : ''}@${ttl}`,
};

describe('attempts of a run', () => {
  it('shows the final attempt as the results and the earlier ones as additional attempts', () => {
    // Act
    const { final, earlier } = splitAttempts({ final_attempt: 2 }, [attempt(1), attempt(2), attempt(3)]);

    // Assess
    expect(final.attempt).toBe(2);
    expect(earlier.map((a) => a.attempt)).toEqual([1]);
  });

  it('takes the latest attempt while the run has no final one, and an empty one when there is none', () => {
    // Act / Assess
    expect(splitAttempts({ final_attempt: null }, [attempt(1), attempt(2)]).final.attempt).toBe(2);
    expect(splitAttempts({ final_attempt: null }, []).final).toEqual({
      attempt: 1,
      passed: null,
      video_key: null,
      results: [],
    });
  });
});

describe('run views', () => {
  it('presigns screenshots, api responses and videos when the run is read', async () => {
    // Prepare
    const views = createRunViews(objects);
    const withAction = attempt(2, {
      passed: true,
      results: [
        {
          ...result(1),
          cache: 'hit',
          actions: [
            {
              description: 'Clicked',
              screenshot_key: 'shots/a.png',
              api_response: { status: 200, headers: {}, body: null, api_response_key: 'responses/r.json' },
            } as never,
          ],
        },
      ],
    });

    // Act
    const view = await views.testRunView(run(), [attempt(1), withAction]);

    // Assess
    const ttl = PRESIGNED_URL_TTL_SECONDS;
    expect(view.results?.[0]).toMatchObject({ cache: 'hit' });
    expect(view.results?.[0]?.actions[0]).toEqual({
      description: 'Clicked',
      screenshot_url: `signed:shots/a.png@${ttl}`,
      screenshot_url_before: null,
      api_response: { status: 200, headers: {}, body: null, api_response_url: `signed:responses/r.json@${ttl}` },
    });
    expect(view.test_video_download_url).toBe(`signed:videos/7-2.webm:test-run-7.webm@${ttl}`);
    expect(view.additional_attempts).toEqual([
      expect.objectContaining({
        attempt: 1,
        passed: false,
        test_video_download_url: `signed:videos/7-1.webm:test-run-7-attempt-1.webm@${ttl}`,
      }),
    ]);
  });

  it('shows no results while the run is running', async () => {
    // Prepare
    const runs = new FakeRuns();
    await runs.createGroup(
      { id: 3, company_id: 1, name: 'g', status: 'running', test_run_ids: [7], created_at: AT, updated_at: AT },
      [run({ status: 'running', final_attempt: null, test_video_s3_key: null })],
    );
    await runs.putStep(1, 7, 1, 0, result(1));
    const reads = createRunReads({ runs, objects });

    // Act
    const { test_run } = await reads.getTestRun({ companyId: 1, userId: 1 }, 7);
    const { test_group_run } = await reads.getGroupRun({ companyId: 1, userId: 1 }, 3);

    // Assess
    expect(test_run).toMatchObject({ status: 'running', results: null, additional_attempts: [], test_video_url: null });
    expect(test_group_run.test_runs).toEqual([expect.objectContaining({ id: 7, status: 'running' })]);
    expect(test_group_run.test_runs[0]).not.toHaveProperty('blueprint_metadata');
  });

  it('answers 404 for a run or group of another company', async () => {
    // Prepare
    const reads = createRunReads({ runs: new FakeRuns(), objects });

    // Act / Assess
    await expect(reads.getTestRun({ companyId: 2, userId: 1 }, 7)).rejects.toThrow('No test run with id 7.');
    await expect(reads.getGroupRun({ companyId: 2, userId: 1 }, 3)).rejects.toThrow('No test group run with id 3.');
  });
});
