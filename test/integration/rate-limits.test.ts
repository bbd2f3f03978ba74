/**
 * The per-key rate limit through the real HTTP API of a local stack of its own, configured through the environment
 * with a small, slow bucket: 3 requests at once, then one every 2 s. Nothing here assumes more of the machine than
 * that a request takes less than those 2 s.
 */
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENV } from '../../core/config';
import { runtime } from '../../lambdas/compose/runtime';
import { type ApiClient, type ApiResponse, client, startTestStack, type TestStack } from '../support/local-stack';

const BURST = 3;
const PER_SECOND = 0.5;

let t: TestStack;

beforeAll(async () => {
  vi.stubEnv(ENV.rateLimitPerSecond, String(PER_SECOND));
  vi.stubEnv(ENV.rateLimitBurst, String(BURST));
  t = await startTestStack();
});
afterAll(async () => {
  await t?.stop();
  vi.unstubAllEnvs();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sends `GET /apps/list` until the answer is not a 200 (at most `max` requests); returns every answer. */
async function untilRefused(api: ApiClient, max: number): Promise<ApiResponse[]> {
  const answers: ApiResponse[] = [];
  while (answers.length < max) {
    const res = await api.get('/apps/list');
    answers.push(res);
    if (res.status !== 200) break;
  }
  return answers;
}

describe('per-key rate limit', () => {
  it('answers 429 rate_limited with Retry-After past the burst, leaves other keys alone, and accepts the key after that wait', async () => {
    // Prepare
    const company = await t.newCompany();
    const sameCompany = await runtime().companies.createKey(company.companyId);
    const colleague = client(t.url, sameCompany.api_key, company.companyId);
    const otherCompany = await t.newCompany();

    // Act
    const answers = await untilRefused(company, BURST + 10);
    const refusedAt = Date.now();
    const refused = answers.at(-1)!;
    const colleagueAnswers = await untilRefused(colleague, BURST);
    const otherAnswers = await untilRefused(otherCompany, BURST);
    const retryAfter = Number(refused.headers.get('retry-after'));
    await sleep(Math.max(0, refusedAt + retryAfter * 1000 - Date.now()));
    const afterWait = await company.get('/apps/list');

    // Assess
    expect(answers.slice(0, BURST).map((r) => r.status)).toEqual(Array(BURST).fill(200));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('content-type')).toMatch(/application\/json/);
    expect(refused.body).toEqual({ error: 'rate_limited', message: expect.any(String) });
    expect(refused.headers.get('retry-after')).toMatch(/^[1-9][0-9]*$/);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(1 / PER_SECOND));
    expect(colleagueAnswers.map((r) => r.status)).toEqual(Array(BURST).fill(200));
    expect(otherAnswers.map((r) => r.status)).toEqual(Array(BURST).fill(200));
    expect(afterWait.status).toBe(200);
  });

  it('does not limit the public routes, with or without a key', async () => {
    // Prepare
    const company = await t.newCompany();
    await untilRefused(company, BURST + 10);

    // Act
    const statuses: number[] = [];
    for (let i = 0; i < BURST + 2; i++) {
      for (const path of ['/health', '/openapi.json']) {
        statuses.push((await company.get(path)).status, (await fetch(t.url + path)).status);
      }
    }

    // Assess
    expect(statuses.every((s) => s === 200)).toBe(true);
  });

  it('answers a bad key 401, never 429, and spends no budget on it', async () => {
    // Prepare
    const bad = t.clientWithKey('tas_not-a-key-of-anyone');
    const company = await t.newCompany();

    // Act
    const badStatuses: number[] = [];
    for (let i = 0; i < BURST + 3; i++) badStatuses.push((await bad.get('/apps/list')).status);
    const companyAnswers = await untilRefused(company, BURST);

    // Assess
    expect(badStatuses).toEqual(Array(BURST + 3).fill(401));
    expect(companyAnswers.map((r) => r.status)).toEqual(Array(BURST).fill(200));
  });

  it('keeps no API key in the table, only its hash', async () => {
    // Prepare
    const company = await t.newCompany();
    await untilRefused(company, BURST + 1);

    // Act
    const { Items = [] } = await runtime().ddb.send(new ScanCommand({ TableName: t.stack.table }));

    // Assess
    expect(Items.length).toBeGreaterThan(0);
    expect(JSON.stringify(Items)).not.toContain(company.key);
    expect(JSON.stringify(Items)).not.toContain(t.api.key);
  });
});
