import { describe, expect, it } from 'vitest';
import type { RunSnapshot } from '../../core/contract';
import type { BuildRecord } from '../../lambdas/repositories/apps';
import { withBuilds } from '../../lambdas/services/runs-trigger';
import { snapshotOf } from './runs-fakes';

const build: BuildRecord = {
  id: 50,
  app_id: 5,
  name: '2.1.0',
  arch: 'arm64',
  file: { id: 60, file_name: 'shop_android_20261121_093000.apk', file_size: 1234 },
  s3_key: 'files/1/abc_shop.apk',
  created_at: '2026-11-21T09:30:00.000Z',
};

const apps = new Map([
  [5, { platform: 'android' as const, current_build: build }],
  [6, { platform: 'android' as const, current_build: null }],
  [7, { platform: 'ios' as const, current_build: { ...build, id: 70, app_id: 7 } }],
]);

function snapshots(...list: RunSnapshot[]): Map<number, RunSnapshot> {
  return new Map(list.map((s) => [s.id, s]));
}

describe('the build a mobile run installs', () => {
  it("records the app's current build, its name and its file in the snapshot", async () => {
    // Act
    const { snapshots: out, problems } = await withBuilds(
      [1, 2],
      snapshots(snapshotOf(1, { device_type: 'android', app_id: 5 }), snapshotOf(2)),
      async (id) => apps.get(id),
    );

    // Assess
    expect(problems).toEqual([]);
    expect(out.get(1)).toMatchObject({
      app_id: 5,
      build_id: 50,
      build_name: '2.1.0',
      build_file: { s3_key: 'files/1/abc_shop.apk', file_name: 'shop_android_20261121_093000.apk', file_size: 1234 },
    });
    expect(out.get(2)).not.toHaveProperty('build_id');
  });

  it('names each mobile test without an app, with a gone app, an app of another platform or without builds', async () => {
    // Act
    const { problems } = await withBuilds(
      [1, 2, 3, 4, 1],
      snapshots(
        snapshotOf(1, { device_type: 'ios', app_id: null }),
        snapshotOf(2, { device_type: 'android', app_id: 9 }),
        snapshotOf(3, { device_type: 'android', app_id: 7 }),
        snapshotOf(4, { device_type: 'android', app_id: 6 }),
      ),
      async (id) => apps.get(id),
    );

    // Assess
    expect(problems).toEqual([
      { path: '/test_blueprint_ids/0', message: '1 is an ios test without an app_id; set the app it tests to run it' },
      { path: '/test_blueprint_ids/1', message: '2 tests app 9, which no longer exists' },
      { path: '/test_blueprint_ids/2', message: '3 is an android test but its app 7 is for ios' },
      { path: '/test_blueprint_ids/3', message: '4 tests app 6, which has no build to run' },
      { path: '/test_blueprint_ids/4', message: '1 is an ios test without an app_id; set the app it tests to run it' },
    ]);
  });
});
