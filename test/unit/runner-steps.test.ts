/**
 * The runner's step executors over a fake device: what reaches the device, the evidence recorded, and the key and
 * scroll mapping a device relies on. No browser.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { RunSnapshot, SnapshotModule, SnapshotStep } from '../../runner-image/src/contract';
import { type Agent, NO_AGENT_RESULT } from '../../runner-image/src/engine/agent';
import { runOnDevice } from '../../runner-image/src/engine/attempts';
import {
  normalizeKeyName,
  parseKeyCombo,
  parseRecordedAction,
  RecordedActionError,
  scrollMotion,
} from '../../runner-image/src/engine/recorded-actions';
import { DEEPLINK_IN_BROWSER_RESULT } from '../../runner-image/src/engine/steps/deeplink';
import { executorKind } from '../../runner-image/src/engine/steps/run-step';
import { runSnapshot, snapshotStep } from '../support/snapshots';
import { FAKE_SURFACE, FakeDevice, fakeRunInput } from './runner-fakes';

type Surface = typeof FAKE_SURFACE;

const numbered = (...steps: SnapshotStep[]): SnapshotStep[] => steps.map((s, i) => ({ ...s, step_number: i + 1 }));

async function run(
  snapshot: RunSnapshot,
  device = new FakeDevice(),
  agent?: Agent<Surface>,
): Promise<{
  results: NonNullable<Awaited<ReturnType<typeof runOnDevice>>['attempts'][0]>['results'];
  device: FakeDevice;
}> {
  const { input } = fakeRunInput(snapshot);
  const outcome = await runOnDevice(input, () => device, agent ? { agent } : {});
  return { results: outcome.attempts[0]?.results ?? [], device };
}

describe('recorded input steps', () => {
  it('clicks with a screenshot before and after, reusing the last "after" as the next "before"', async () => {
    // Act
    const { results, device } = await run(
      runSnapshot({
        steps: numbered(snapshotStep('left_click', '10,20', { click_count: 4 }), snapshotStep('right_click', '30,40')),
      }),
    );

    // Assess
    expect(device.performed).toEqual([
      { kind: 'click', button: 'left', clickCount: 4, at: { x: 10, y: 20 } },
      { kind: 'click', button: 'right', clickCount: 1, at: { x: 30, y: 40 } },
    ]);
    const [first, second] = results.map((r) => r.actions[0]);
    expect(first).toMatchObject({
      type: 'click_element',
      description: 'Clicked 4 times at (10, 20)',
      screenshot_key_before: 'runs/42/attempt-1/step-1-1-before.jpg',
      screenshot_key: 'runs/42/attempt-1/step-1-1-after.jpg',
    });
    expect(second).toMatchObject({
      type: 'right_click',
      screenshot_key_before: 'runs/42/attempt-1/step-1-1-after.jpg',
      screenshot_key: 'runs/42/attempt-1/step-2-1-after.jpg',
    });
  });

  it('fails a point outside the viewport without touching the device', async () => {
    // Act
    const { results, device } = await run(runSnapshot({ steps: numbered(snapshotStep('left_click', '800,10')) }));

    // Assess
    expect(device.performed).toEqual([]);
    expect(results[0]).toMatchObject({
      is_successful: false,
      result: 'The position (800, 10) is outside the 800x600 viewport.',
    });
  });

  it('records an input the device could not perform as failed, with the reason', async () => {
    // Prepare
    const device = new FakeDevice();
    device.onPerform = () => new Error('The click did not finish within 15 s.');

    // Act
    const { results } = await run(runSnapshot({ steps: numbered(snapshotStep('left_click', '1,1')) }), device);

    // Assess
    expect(results[0]?.result).toBe('Clicked at (1, 1) failed: The click did not finish within 15 s.');
    expect(results[0]?.actions.map((a) => a.description)).toEqual(['Clicked at (1, 1) (failed)']);
  });

  it("names keys as the device does: a phone's Back key, and an unknown key fails before anything is pressed", async () => {
    // Prepare
    const device = new FakeDevice();
    device.platform = 'android';
    const deviceKeys: Record<string, string> = { return: 'Enter', enter: 'Enter', back: 'Back', home: 'Home' };
    device.keys = (name) => deviceKeys[name.trim().toLowerCase()] ?? null;

    // Act
    const { results } = await run(
      runSnapshot({
        steps: numbered(snapshotStep('key', 'Back'), snapshotStep('key', 'Return'), snapshotStep('key', 'ctrl+a')),
      }),
      device,
    );

    // Assess
    expect(device.performed).toEqual([
      { kind: 'key', keys: ['Back'] },
      { kind: 'key', keys: ['Enter'] },
    ]);
    expect(results[2]).toMatchObject({ is_successful: false, result: 'Unknown key "ctrl" in "ctrl+a".' });
  });

  it('waits on the device with a screenshot after only', async () => {
    // Act
    const { results, device } = await run(runSnapshot({ steps: numbered(snapshotStep('wait', '0.5')) }));

    // Assess
    expect(device.performed).toEqual([{ kind: 'wait', seconds: 0.5 }]);
    expect(results[0]?.actions).toEqual([
      {
        description: 'Waited 0.5 s',
        type: 'wait',
        screenshot_key_before: null,
        screenshot_key: 'runs/42/attempt-1/step-1-1-after.jpg',
      },
    ]);
  });

  it('fails a deeplink in a browser test, skips one inside a module, and opens one on a phone', async () => {
    // Prepare
    const inModule: SnapshotModule = {
      id: 9,
      title: 'Open item',
      type: 'step_module',
      starting_url: null,
      steps: numbered(snapshotStep('deeplink', 'shop://item/42')),
    };
    const phone = new FakeDevice();
    phone.platform = 'ios';

    // Act
    const top = await run(runSnapshot({ steps: numbered(snapshotStep('deeplink', 'shop://item/42')) }));
    const nested = await run(
      runSnapshot({
        steps: numbered(snapshotStep('step_module', '', { test_blueprint_module_id: 9, module: inModule })),
      }),
    );
    const onPhone = await run(runSnapshot({ steps: numbered(snapshotStep('deeplink', 'shop://item/42')) }), phone);

    // Assess
    expect(top.results[0]).toMatchObject({ is_successful: false, result: DEEPLINK_IN_BROWSER_RESULT });
    expect(nested.results[0]).toMatchObject({ is_successful: true, result: 'Module "Open item": 1 step passed.' });
    expect(nested.device.performed).toEqual([]);
    expect(onPhone.device.performed).toEqual([{ kind: 'deeplink', url: 'shop://item/42' }]);
    expect(onPhone.results[0]?.actions.map((a) => a.type)).toEqual(['open_deeplink']);
  });

  it('reports a file the device downloaded as an action of the entry in flight', async () => {
    // Prepare
    const dir = await mkdtemp(path.join(tmpdir(), 'runner-steps-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    const file = path.join(dir, 'report.csv');
    await writeFile(file, 'id,total\n1,42\n');
    const device = new FakeDevice();
    device.onPerform = (action) => {
      if (action.kind === 'click') {
        device.sessions[0]?.onDownload({ suggestedFilename: () => 'report.csv', path: async () => file });
      }
      return null;
    };

    // Act
    const { results } = await run(
      runSnapshot({ steps: numbered(snapshotStep('left_click', '1,1'), snapshotStep('wait', '0.05')) }),
      device,
    );

    // Assess
    expect(results[1]?.actions.map((a) => [a.type, a.description])).toEqual([
      ['download_file', 'Downloaded report.csv (14 bytes)'],
      ['wait', 'Waited 0.05 s'],
    ]);
  });
});

describe('act and assert steps', () => {
  it("hand the agent the device's surface and viewport, and record its actions", async () => {
    // Prepare
    const seen: unknown[] = [];
    const agent: Agent<Surface> = {
      async act(surface, instruction, ctx) {
        seen.push(surface, instruction, ctx.viewport);
        return {
          success: true,
          reason: 'Clicked Sign in.',
          actions: [{ type: 'click_element', description: 'Clicked Sign in' }],
          planner: 'rules',
        };
      },
      async assert() {
        return { success: false, reason: 'The cart is not empty.', actions: [] };
      },
    };

    // Act
    const { results } = await run(
      runSnapshot({
        steps: numbered(snapshotStep('act', 'click {{what}}'), snapshotStep('assert', 'the cart is empty')),
        variables: [{ key: 'what', type: 'text', value: 'Sign in' }],
      }),
      new FakeDevice(),
      agent,
    );

    // Assess
    expect(seen).toEqual([FAKE_SURFACE, 'click Sign in', { width: 800, height: 600 }]);
    expect(results[0]).toMatchObject({ task: 'act: click {{what}}', is_successful: true, planner: 'rules' });
    expect(results[0]?.actions[0]).toMatchObject({
      type: 'click_element',
      screenshot_key_before: 'runs/42/attempt-1/step-1-1-before.jpg',
      screenshot_key: 'runs/42/attempt-1/step-1-1-after.jpg',
    });
    expect(results[1]).toMatchObject({ is_successful: false, result: 'The cart is not empty.' });
    expect(results[1]?.actions.map((a) => a.type)).toEqual(['assert']);
  });

  it("capture each screen once: the step's before serves as the agent's first, no extra after", async () => {
    // Prepare
    const agent: Agent<Surface> = {
      async act(_surface, _instruction, ctx) {
        const before = await ctx.screenshot('before');
        const after = await ctx.screenshot('after');
        return {
          success: true,
          reason: 'Clicked Save.',
          actions: [
            { type: 'click_element', description: 'Clicked Save', screenshotKeyBefore: before, screenshotKey: after },
          ],
        };
      },
      async assert() {
        return { success: false, reason: 'not asked', actions: [] };
      },
    };
    const device = new FakeDevice();

    // Act
    const { results } = await run(runSnapshot({ steps: numbered(snapshotStep('act', 'click Save')) }), device, agent);

    // Assess
    expect(results[0]?.actions).toHaveLength(1);
    const [action] = results[0]!.actions;
    expect(action?.screenshot_key_before).toMatch(/step-1-\d+-before\.jpg$/);
    expect(action?.screenshot_key).toMatch(/step-1-\d+-after\.jpg$/);
    expect(action?.screenshot_key_before).not.toBe(action?.screenshot_key);
    // The run's own captures (setup, final) are the same with or without the step: count the step's alone.
    const baseline = new FakeDevice();
    await run(runSnapshot({ steps: [] }), baseline, agent);
    expect(device.shots - baseline.shots).toBe(2);
  });

  it('fail clearly without an agent', async () => {
    // Act
    const { results } = await run(runSnapshot({ steps: numbered(snapshotStep('act', 'click Sign in')) }));

    // Assess
    expect(results[0]).toMatchObject({ is_successful: false, result: NO_AGENT_RESULT });
  });
});

describe('executorKind', () => {
  it.each([
    ['act', 'ai'],
    ['assert', 'ai'],
    ['api', 'api'],
    ['step_module', 'step_module'],
    ['trigger_run', 'trigger_run'],
    ['wait', 'wait'],
    ['deeplink', 'deeplink'],
    ['left_click', 'input'],
    ['key', 'input'],
    ['scroll', 'input'],
  ])('runs %s steps with the %s executor', (type, kind) => {
    expect(executorKind(type)).toBe(kind);
  });

  it('has no executor for an unknown step type, which fails its step', async () => {
    expect(executorKind('dance')).toBeNull();
    const { results } = await run(runSnapshot({ steps: numbered(snapshotStep('dance' as SnapshotStep['type'], '')) }));
    expect(results[0]).toMatchObject({ is_successful: false, result: 'Unknown step type "dance".' });
  });
});

describe('key names', () => {
  it('map xdotool and Playwright names to Playwright names by default', () => {
    expect(parseKeyCombo('ctrl+Page_Down')).toEqual(['Control', 'PageDown']);
    expect(parseKeyCombo('super+Return')).toEqual(['Meta', 'Enter']);
    expect(normalizeKeyName('BackSpace')).toBe('Backspace');
  });

  it("map through a device's own names, failing on a key the device does not have", () => {
    const device = (name: string) => ({ back: 'Back', return: 'Enter' })[name.toLowerCase()] ?? null;
    expect(parseRecordedAction('key', 'Back', 1, device)).toEqual({ kind: 'key', keys: ['Back'] });
    expect(() => parseKeyCombo('Page_Down', device)).toThrow(RecordedActionError);
  });
});

describe('scrollMotion', () => {
  it.each([
    ['down', 3, { dx: 0, dy: 300 }],
    ['up', 1, { dx: 0, dy: -100 }],
    ['left', 2, { dx: -200, dy: 0 }],
    ['right', 0.5, { dx: 50, dy: 0 }],
  ] as const)('scrolls %s %s notches of 100 px', (direction, amount, delta) => {
    expect(scrollMotion({ kind: 'scroll', at: { x: 5, y: 6 }, direction, amount }, 800, 600)).toEqual({
      at: { x: 5, y: 6 },
      ...delta,
    });
  });

  it('scrolls at the centre of the viewport when the step names no point', () => {
    expect(scrollMotion({ kind: 'scroll', at: null, direction: 'down', amount: 1 }, 1440, 901).at).toEqual({
      x: 720,
      y: 450.5,
    });
  });
});
