import { describe, expect, it } from 'vitest';
import { cacheKeyOf, configKeyOf } from '../../runner-image/src/ai/cache/key';
import { describeObserved, matchObserved, movedFrom } from '../../runner-image/src/ai/cache/observed-elements';
import type { ActPlan, Observation, Planner } from '../../runner-image/src/ai/contract';
import { createRulesPlanner } from '../../runner-image/src/ai/rules';
import type { AgentContext } from '../../runner-image/src/engine/agent';
import { createDeviceAgent } from '../../runner-image/src/mobile/agent';
import type { DeviceSurface } from '../../runner-image/src/mobile/device';
import { observePageSource } from '../../runner-image/src/mobile/observe';
import type { DeviceSession } from '../../runner-image/src/mobile/session';
import { createMemoryActionCache } from '../support/cache-harness';
import { fakeAppScreen } from '../support/fake-apps';
import { snapshotStep } from '../support/snapshots';

const SIGN_IN = fakeAppScreen('android');
const GIFT_CARDS = fakeAppScreen('android', 'gift_cards');
const ANDROID = configKeyOf({
  device_type: 'android',
  device_name: null,
  viewport_width: 0,
  viewport_height: 0,
  browser_zoom: 1,
});

/** A device showing `source` (replaceable between steps) that records its taps and typing. */
function fakeDevice(source: string, platform: 'android' | 'ios' = 'android', appId = 'com.tas.demo') {
  const calls: string[] = [];
  const device = { source, calls, surface: undefined as unknown as DeviceSurface };
  const session = {
    pageSource: async () => device.source,
    screenshot: async () => Buffer.from('89504e47', 'hex'),
    tap: async (p: { x: number; y: number }, count = 1) => void calls.push(`tap ${p.x},${p.y} x${count}`),
    setValue: async (s: { value: string }, text: string) => void calls.push(`set ${s.value} ${text}`),
    type: async (text: string) => void calls.push(`type ${text}`),
  };
  device.surface = {
    platform,
    session: session as unknown as DeviceSession,
    viewport: { width: 412, height: 915 },
    appId,
  };
  return device;
}

/** The rules planner, counting how often it is asked. */
function countingPlanner(): Planner & { calls: number } {
  const rules = createRulesPlanner();
  const planner = {
    name: rules.name,
    calls: 0,
    act: async (...args: Parameters<Planner['act']>): Promise<ActPlan> => {
      planner.calls++;
      return rules.act(...args);
    },
    assert: rules.assert,
  };
  return planner;
}

function context(
  action: string,
  extra: Parameters<typeof snapshotStep>[2] = {},
  variables = new Map<string, string>(),
) {
  const instruction = action.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => variables.get(name) ?? whole);
  const ctx: AgentContext = {
    step: snapshotStep('act', action, extra),
    instruction,
    variables,
    downloads: [],
    viewport: { width: 412, height: 915 },
    signal: new AbortController().signal,
    screenshot: async () => null,
  };
  return { ctx, instruction };
}

/** One run of one `act` step with a fresh device agent over `cache`, committed as a passing run. */
async function runStep(
  device: ReturnType<typeof fakeDevice>,
  cache: ReturnType<typeof createMemoryActionCache>,
  action: string,
  options: { configKey?: string; extra?: Parameters<typeof snapshotStep>[2]; variables?: Map<string, string> } = {},
) {
  const planner = countingPlanner();
  const agent = createDeviceAgent({ planner, cache, configKey: options.configKey ?? ANDROID, findTimeoutMs: 300 });
  const { ctx, instruction } = context(action, options.extra, options.variables);
  device.calls.length = 0;
  const outcome = await agent.act(device.surface, instruction, ctx);
  await cache.commit({ passed: outcome.success, persistSelfHealed: true });
  return { outcome, planner, calls: [...device.calls] };
}

describe('the action cache on a device', () => {
  it('plans and learns an act step on a miss, then replays it without a planner, tapping the same element', async () => {
    // Prepare: the fake Android app's sign-in screen (runner-image/mobile-apps/android.xml).
    const cache = createMemoryActionCache();
    const device = fakeDevice(SIGN_IN);

    // Act
    const first = await runStep(device, cache, 'Tap the Sign in button');
    const second = await runStep(device, cache, 'Tap the Sign in button');

    // Assess
    expect(first.outcome).toMatchObject({ success: true, cache: 'miss', planner: 'rules' });
    expect(first.outcome.reason).toBe('Tapped button "Sign in". Planned by the rules planner.');
    expect(first.planner.calls).toBe(1);
    expect(second.outcome).toMatchObject({ success: true, cache: 'hit' });
    expect(second.outcome.planner).toBeUndefined();
    expect(second.outcome.reason).toBe('Replayed 1 cached action without a planner.');
    expect(second.planner.calls).toBe(0);
    expect(second.calls).toEqual(first.calls);
    expect(second.outcome.actions.map((a) => a.description)).toEqual(['Tapped button "Sign in"']);
    const [entry] = [...cache.store.values()];
    expect(entry).toMatchObject({ configKey: 'android:default', page: 'app:com.tas.demo' });
    expect(entry?.operations).toEqual([
      {
        op: 'click',
        element: expect.objectContaining({ role: 'button', name: 'Sign in', testId: 'com.tas.demo:id/sign_in' }),
      },
    ]);
  });

  it('fails with the gone message when the cached element is gone and self-healing is disabled', async () => {
    // Prepare
    const cache = createMemoryActionCache();
    const device = fakeDevice(SIGN_IN);
    await runStep(device, cache, 'Tap the Sign in button', { extra: { disable_self_healing: true } });
    device.source = GIFT_CARDS;

    // Act
    const gone = await runStep(device, cache, 'Tap the Sign in button', { extra: { disable_self_healing: true } });

    // Assess
    expect(gone.outcome).toMatchObject({
      success: false,
      cache: 'hit',
      reason: 'The cached element (button "Sign in") is gone and self-healing is disabled for this step.',
    });
    expect(gone.planner.calls).toBe(0);
    expect(gone.calls).toEqual([]);
  });

  it('re-plans a step whose cached element moved elsewhere on the screen, then replays it at its new place', async () => {
    // Prepare: "Back" is learned where the sign-in screen has "Forgot password?"; the gift-card screen has it top left.
    const cache = createMemoryActionCache();
    const other = SIGN_IN.replace(
      'resource-id="com.tas.demo:id/forgot" text="Forgot password?"',
      'resource-id="com.tas.demo:id/go_back" text="Back"',
    );
    const device = fakeDevice(other);
    const learned = await runStep(device, cache, 'Tap the Back button');
    device.source = GIFT_CARDS;

    // Act
    const healed = await runStep(device, cache, 'Tap the Back button');
    const replayed = await runStep(device, cache, 'Tap the Back button');

    // Assess
    expect(learned.outcome).toMatchObject({ success: true, cache: 'miss' });
    expect(healed.outcome).toMatchObject({ success: true, cache: 'healed', planner: 'rules' });
    expect(healed.outcome.reason).toBe(
      'Tapped button "Back". Re-planned (the cached element had changed) by the rules planner.',
    );
    expect(healed.calls).toEqual(['tap 32,48 x1']);
    expect(replayed.outcome).toMatchObject({ success: true, cache: 'hit' });
    expect(replayed.calls).toEqual(['tap 32,48 x1']);
  });

  it('never replays a plan learned for another platform, device or app', async () => {
    // Prepare
    const cache = createMemoryActionCache();
    await runStep(fakeDevice(SIGN_IN), cache, 'Tap the Sign in button');
    const pixel = configKeyOf({
      device_type: 'android',
      device_name: 'Google Pixel 8',
      viewport_width: 0,
      viewport_height: 0,
      browser_zoom: 1,
    });

    // Act
    const ios = await runStep(fakeDevice(SIGN_IN, 'ios'), cache, 'Tap the Sign in button', {
      configKey: 'ios:default',
    });
    const device = await runStep(fakeDevice(SIGN_IN), cache, 'Tap the Sign in button', { configKey: pixel });
    const app = await runStep(fakeDevice(SIGN_IN, 'android', 'com.other.shop'), cache, 'Tap the Sign in button');
    const same = await runStep(fakeDevice(SIGN_IN), cache, 'Tap the Sign in button');

    // Assess
    expect([ios, device, app, same].map((r) => r.outcome.cache)).toEqual(['miss', 'miss', 'miss', 'hit']);
    expect(cacheKeyOf('Tap the Sign in button', 'app:com.tas.demo', ANDROID)).not.toBe(
      cacheKeyOf('Tap the Sign in button', 'app:com.tas.demo', 'browser:1280x800@1'),
    );
  });

  it('stores a variable by its name, replays it with the next value, and never caches a plan typing a secret', async () => {
    // Prepare
    const cache = createMemoryActionCache();
    const device = fakeDevice(SIGN_IN);
    const step = 'Type {{email}} into the Email address field';

    // Act
    await runStep(device, cache, step, { variables: new Map([['email', 'ann@example.com']]) });
    const replayed = await runStep(device, cache, step, { variables: new Map([['email', 'bob@example.com']]) });
    const planner = countingPlanner();
    const agent = createDeviceAgent({ planner, cache, configKey: ANDROID, secrets: ['hunter22'] });
    const { ctx } = context('Type hunter22 into the Password field');
    const secret = await agent.act(device.surface, ctx.instruction, ctx);
    await cache.commit({ passed: true, persistSelfHealed: true });

    // Assess
    expect(replayed.outcome).toMatchObject({ success: true, cache: 'hit' });
    expect(replayed.calls).toEqual(['tap 206,172 x1', 'set email bob@example.com']);
    expect(secret).toMatchObject({ success: true, cache: 'miss' });
    const stored = JSON.stringify([...cache.store.values()]);
    expect(cache.store.size).toBe(1);
    expect(stored).toContain('{{email}}');
    expect(stored).not.toContain('ann@example.com');
    expect(stored).not.toContain('hunter22');
  });
});

describe('finding an observed element again', () => {
  const observed = (source: string): Observation => observePageSource(source, { appId: 'com.tas.demo' }).observation;
  const element = (observation: Observation, name: string) => observation.elements.find((e) => e.name === name)!;

  it('finds a renamed element by its identifier, and a re-identified one by its role and name', () => {
    // Prepare
    const before = observed(SIGN_IN);
    const cached = describeObserved(before, element(before, 'Sign in'));
    const renamed = observed(SIGN_IN.replace('text="Sign in"', 'text="Log in"'));
    const reidentified = observed(SIGN_IN.replace('id/sign_in"', 'id/login"'));

    // Act
    const byId = matchObserved(renamed, cached);
    const byName = matchObserved(reidentified, cached);

    // Assess
    expect(byId?.name).toBe('Log in');
    expect(byName?.hints?.testId).toBe('com.tas.demo:id/login');
    expect(matchObserved(observed(GIFT_CARDS), cached)).toBeUndefined();
  });

  it('does not single out one of several list items that share an identifier and differ only in name', () => {
    // Prepare: the offers share the resource id com.tas.demo:id/offer.
    const before = observed(SIGN_IN);
    const cached = describeObserved(before, element(before, 'Free delivery over $50'));
    const after = observed(SIGN_IN.replace('Free delivery over $50', 'Free returns'));

    // Act
    const found = matchObserved(after, cached);

    // Assess
    expect(found).toBeUndefined();
    expect(matchObserved(before, cached)?.name).toBe('Free delivery over $50');
  });

  it('calls an element moved only when both its place in the hierarchy and its position changed', () => {
    // Prepare
    const before = observed(SIGN_IN);
    const cached = describeObserved(before, element(before, 'Sign in'));
    const lower = { ...cached, box: { ...cached.box!, y: cached.box!.y + 200 } };

    // Act / Assess
    expect(movedFrom({ ...lower, cssPath: 'list > #com.tas.demo:id/sign_in' }, cached)).toBe(true);
    expect(movedFrom(lower, cached)).toBe(false);
    expect(movedFrom({ ...cached, cssPath: 'list > #com.tas.demo:id/sign_in' }, cached)).toBe(false);
  });
});
