/**
 * `dry_run` of a trigger's selection, through the HTTP API on the shared local stack: it answers the ids the selection
 * matches (any number of them) and starts nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiClient, type SharedTestStack, sharedTestStack } from '../support/local-stack';

const TRIGGER = '/test_group_run/trigger_run';
/** More than one trigger may run (50). */
const MANY = 52;
const steps = [{ step_number: 1, type: 'wait', action: '0' }];

let t: SharedTestStack;
let api: ApiClient;
let seq = 0;

beforeAll(async () => {
  t = await sharedTestStack();
  api = await t.newCompany();
});

async function create(path: string, fields: Record<string, unknown>, client = api): Promise<number> {
  const res = await client.post(path, { title: `Dry run ${Date.now()} ${++seq}`, steps, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body.test_blueprint ?? res.body.module).id;
}

describe('POST /test_group_run/trigger_run with dry_run', () => {
  let folder: string;
  let active: number[];

  beforeAll(async () => {
    folder = `/dry-${Date.now()}`;
    active = [];
    for (let i = 0; i < MANY; i++) {
      const sub = i % 2 === 0 ? folder : `${folder}/sub`;
      active.push(await create('/test_blueprint/create', { type: 'integration', folder_path: sub }));
      if (i === 10)
        await create('/test_blueprint/create', { type: 'integration', folder_path: folder, status: 'paused' });
      if (i === 20) await create('/modules/create', { folder_path: folder });
    }
  }, 120_000);

  it('answers 200 with every active integration test of the selection, oldest first, and starts nothing', async () => {
    // Act
    const res = await api.post(TRIGGER, { selection: { folder_path: folder }, dry_run: true });

    // Assess
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: 'Selection resolved; nothing was started', test_blueprint_ids: active });
    for (const id of [active[0], active.at(-1)]) {
      expect((await api.get(`/test_blueprint/${id}`)).body.test_blueprint.last_run).toBeNull();
    }
  });

  it('still refuses to trigger more than 50 in one group without dry_run', async () => {
    const res = await api.post(TRIGGER, { selection: { folder_path: folder } });

    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      {
        path: '/selection',
        message: `matches ${MANY} active integration tests, more than the 50 one trigger may run; narrow it or trigger in parts`,
      },
    ]);
  });

  it("never shows this company's tests to another company's key", async () => {
    // Prepare
    const other = await t.newCompany();

    // Act
    const res = await other.post(TRIGGER, { selection: { folder_path: folder }, dry_run: true });

    // Assess
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { path: '/selection', message: 'matches no active integration test; nothing was started' },
    ]);
    expect(JSON.stringify(res.body)).not.toContain(String(active[0]));
  });

  it('answers 400 for a dry_run that is not a boolean, one without a selection, and a bad selection', async () => {
    // Act
    const notBoolean = await api.post(TRIGGER, { selection: { folder_path: folder }, dry_run: 'true' });
    const withIds = await api.post(TRIGGER, { test_blueprint_ids: [active[0]], dry_run: true });
    const emptySelection = await api.post(TRIGGER, { selection: {}, dry_run: true });
    const badFolder = await api.post(TRIGGER, { selection: { folder_path: 'no-slash' }, dry_run: true });
    const badOrigin = await api.post(TRIGGER, {
      selection: { folder_path: folder },
      dry_run: true,
      starting_url_base: 'https://example.com/path',
    });

    // Assess
    for (const res of [notBoolean, withIds, emptySelection, badFolder, badOrigin]) {
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.error).toBe('validation_error');
    }
    expect(notBoolean.body.details).toEqual([expect.objectContaining({ path: '/dry_run' })]);
    expect(withIds.body.details).toEqual([
      { path: '/dry_run', message: 'applies to a selection only; send a selection with it' },
    ]);
    expect(badFolder.body.details).toEqual([expect.objectContaining({ path: '/selection/folder_path' })]);
    expect(badOrigin.body.details).toEqual([expect.objectContaining({ path: '/starting_url_base' })]);
    expect((await api.get(`/test_blueprint/${active[0]}`)).body.test_blueprint.last_run).toBeNull();
  });
});
