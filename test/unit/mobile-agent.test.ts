import { describe, expect, it } from 'vitest';
import type { ActPlan, AssertVerdict, PageProbe, PlannedOperation, Planner } from '../../runner-image/src/ai/contract';
import type { AgentContext } from '../../runner-image/src/engine/agent';
import { createDeviceAgent } from '../../runner-image/src/mobile/agent';
import type { DeviceSurface } from '../../runner-image/src/mobile/device';
import type { DeviceSession } from '../../runner-image/src/mobile/session';
import { fakeAppScreen } from '../support/fake-apps';
import { snapshotStep } from '../support/snapshots';

const ANDROID = fakeAppScreen('android');
const IOS = fakeAppScreen('ios');

/** A screen with a country picker that opens a list of options when tapped (the fake driver's screens never change). */
const PICKER = `<hierarchy><android.widget.FrameLayout bounds="[0,0][412,915]">
  <android.widget.Spinner resource-id="app:id/country" text="Country" clickable="true" bounds="[20,100][392,160]"/>
</android.widget.FrameLayout></hierarchy>`;
const PICKER_OPEN = `<hierarchy><android.widget.FrameLayout bounds="[0,0][412,915]">
  <android.widget.ListView resource-id="app:id/options" bounds="[20,160][392,400]">
    <android.widget.CheckedTextView text="France" clickable="true" bounds="[20,160][392,220]"/>
    <android.widget.CheckedTextView text="Germany" clickable="true" bounds="[20,220][392,280]"/>
  </android.widget.ListView>
</android.widget.FrameLayout></hierarchy>`;

/** A session that records what it is asked and shows `sources` one after another (the last one stays). */
function fakeSurface(platform: 'android' | 'ios', sources: string[]) {
  const calls: string[] = [];
  let shown = 0;
  const session = {
    pageSource: async () => sources[Math.min(shown++, sources.length - 1)] as string,
    screenshot: async () => Buffer.from('89504e47', 'hex'),
    tap: async (p: { x: number; y: number }, count = 1) => void calls.push(`tap ${p.x},${p.y} x${count}`),
    longPress: async (p: { x: number; y: number }) => void calls.push(`long ${p.x},${p.y}`),
    scroll: async (p: unknown, direction: string, amount: number) =>
      void calls.push(`scroll ${JSON.stringify(p)} ${direction} ${amount}`),
    type: async (text: string) => void calls.push(`type ${text}`),
    setValue: async (s: { using: string; value: string }, text: string) =>
      void calls.push(`set ${s.using}=${s.value} ${text}`),
    clearValue: async (s: { using: string; value: string }) => void calls.push(`clear ${s.value}`),
    pressKey: async (key: string) => void calls.push(`key ${key}`),
    deeplink: async (url: string) => void calls.push(`deeplink ${url}`),
  };
  const surface: DeviceSurface = {
    platform,
    session: session as unknown as DeviceSession,
    viewport: { width: 412, height: 915 },
    appId: 'com.tas.demo',
  };
  return { surface, calls };
}

/** A planner that answers `act` with the given plans in turn, and `assert` by asking the probe. */
function scripted(plans: ActPlan[], assert?: (probe: PageProbe) => Promise<AssertVerdict>): Planner {
  let i = 0;
  return {
    name: 'rules',
    act: async () => plans[Math.min(i++, plans.length - 1)] as ActPlan,
    assert: async (_instruction, _observation, _ctx, probe) =>
      assert ? assert(probe) : { pass: false, reason: 'no verdict' },
  };
}

function context(type: 'act' | 'assert' = 'act'): { ctx: AgentContext; shots: string[] } {
  const shots: string[] = [];
  const ctx: AgentContext = {
    step: snapshotStep(type, 'x', { assert_images_count: 1 }),
    instruction: 'x',
    variables: new Map(),
    downloads: [],
    viewport: { width: 412, height: 915 },
    signal: new AbortController().signal,
    screenshot: async (label) => {
      shots.push(label);
      return `shot-${shots.length}`;
    },
  };
  return { ctx, shots };
}

const plan = (...operations: PlannedOperation[]): ActPlan => ({ operations, decidedBy: 'rules' });

describe('the device agent', () => {
  it('fills a field through its id after tapping it, masking a password, with a screenshot before and after', async () => {
    // Prepare: e2 is the email field, e3 the password field of the fake Android app.
    const { surface, calls } = fakeSurface('android', [ANDROID]);
    const agent = createDeviceAgent({
      planner: scripted([
        plan({ op: 'fill', ref: 'e2', text: 'ann@example.com' }, { op: 'fill', ref: 'e3', text: 'pw' }),
      ]),
    });
    const { ctx, shots } = context();

    // Act
    const outcome = await agent.act(surface, 'sign in as ann', ctx);

    // Assess
    expect(outcome).toMatchObject({ success: true, planner: 'rules' });
    expect(outcome.actions.map((a) => a.description)).toEqual([
      'Typed "ann@example.com" into textbox "Email address"',
      'Typed •••••• into textbox "Password"',
    ]);
    expect(calls).toEqual([
      'tap 206,172 x1',
      'set accessibility id=email ann@example.com',
      'tap 206,244 x1',
      'set accessibility id=password pw',
    ]);
    expect(shots).toEqual(['before', 'after', 'before', 'after']);
    expect(outcome.actions[0]).toMatchObject({
      type: 'input_text',
      screenshotKeyBefore: 'shot-1',
      screenshotKey: 'shot-2',
    });
  });

  it('taps a toggle only when its state differs, and long-presses for a right click', async () => {
    // Prepare: e4 "Remember me" is checked.
    const { surface, calls } = fakeSurface('android', [ANDROID]);
    const agent = createDeviceAgent({
      planner: scripted([
        plan(
          { op: 'check', ref: 'e4', checked: true },
          { op: 'check', ref: 'e4', checked: false },
          { op: 'click', ref: 'e5', button: 'right' },
        ),
      ]),
    });

    // Act
    const outcome = await agent.act(surface, 'x', context().ctx);

    // Assess
    expect(outcome.success).toBe(true);
    expect(calls).toEqual(['tap 124,312 x1', 'long 206,376']);
    expect(outcome.actions.map((a) => a.description)).toEqual([
      'Checked checkbox "Remember me"',
      'Unchecked checkbox "Remember me"',
      'Long-pressed button "Sign in"',
    ]);
  });

  it('selects an option on the screen the control opens', async () => {
    // Prepare
    const { surface, calls } = fakeSurface('android', [PICKER, PICKER_OPEN]);
    const agent = createDeviceAgent({ planner: scripted([plan({ op: 'select', ref: 'e1', option: 'Germany' })]) });

    // Act
    const outcome = await agent.act(surface, 'choose Germany as the country', context().ctx);

    // Assess
    expect(outcome.success, outcome.reason).toBe(true);
    expect(calls).toEqual(['tap 206,130 x1', 'tap 206,250 x1']);
  });

  it('plans the rest of a compound instruction on the screen the first part leaves', async () => {
    // Prepare
    const { surface, calls } = fakeSurface('android', [PICKER, PICKER_OPEN]);
    const planner = scripted([
      { operations: [{ op: 'click', ref: 'e1' }], rest: 'tap France', decidedBy: 'rules' },
      plan({ op: 'click', ref: 'e2' }),
    ]);

    // Act
    const outcome = await createDeviceAgent({ planner }).act(
      surface,
      'open the country list and tap France',
      context().ctx,
    );

    // Assess
    expect(outcome.success).toBe(true);
    expect(outcome.reason).toBe('Tapped combobox "Country"; Tapped checkbox "France".');
    expect(calls).toEqual(['tap 206,130 x1', 'tap 206,190 x1']);
  });

  it('confirms a value set by steps on the screen the taps leave, and fails saying what it shows when it stops short', async () => {
    // Prepare: a stepper showing 2 that shows 3 once the taps are done (screens are shown one after another).
    const stepper = (n: number) => `<hierarchy><android.widget.FrameLayout bounds="[0,0][412,915]">
  <android.widget.Button content-desc="Decrease" clickable="true" bounds="[20,100][80,160]"/>
  <android.widget.TextView resource-id="app:id/people" text="${n}" bounds="[100,100][160,160]"/>
  <android.widget.Button content-desc="Increase" clickable="true" bounds="[180,100][240,160]"/>
</android.widget.FrameLayout></hierarchy>`;
    const reached = fakeSurface('android', [stepper(2), stepper(2), stepper(3)]);
    const capped = fakeSurface('android', [stepper(6)]);
    const steps = (to: string) => scripted([plan({ op: 'click', ref: 'e3' }, { op: 'confirm', ref: 'e2', text: to })]);

    // Act
    const ok = await createDeviceAgent({ planner: steps('3') }).act(reached.surface, 'set People to 3', context().ctx);
    const short = await createDeviceAgent({ planner: steps('8') }).act(
      capped.surface,
      'set People to 8',
      context().ctx,
    );

    // Assess
    expect(ok.success, ok.reason).toBe(true);
    expect(short.success).toBe(false);
    expect(short.reason).toMatch(/it shows "6", not "8"/);
  });

  it('waits until one element shows a text, whatever else the screen says', async () => {
    // Prepare: the legend says "On time" from the start; the status only on the third screen.
    const flight = (status: string) => `<hierarchy><android.widget.FrameLayout bounds="[0,0][412,915]">
  <android.widget.TextView resource-id="app:id/status" text="${status}" bounds="[20,100][392,160]"/>
  <android.widget.TextView resource-id="app:id/legend" text="Statuses: On time, Delayed" bounds="[20,200][392,260]"/>
</android.widget.FrameLayout></hierarchy>`;
    const turns = fakeSurface('android', [flight('Delayed'), flight('Delayed'), flight('On time')]);
    const stays = fakeSurface('android', [flight('Delayed')]);
    const planner = (timeoutSeconds: number) =>
      scripted([plan({ op: 'wait_for', text: 'On time', state: 'visible', ref: 'e1', timeoutSeconds })]);

    // Act
    const outcome = await createDeviceAgent({ planner: planner(5) }).act(turns.surface, 'wait', context().ctx);
    const never = await createDeviceAgent({ planner: planner(1) }).act(stays.surface, 'wait', context().ctx);

    // Assess
    expect(outcome.success, outcome.reason).toBe(true);
    expect(outcome.reason).toMatch(/^Waited until "On time" appeared in /);
    expect(never.success, never.reason).toBe(false);
  });

  it('waits until a text is on the screen, and fails what a device cannot do, saying why', async () => {
    // Prepare
    const waits = fakeSurface('android', [PICKER, PICKER, PICKER_OPEN]);
    const ios = fakeSurface('ios', [IOS]);

    // Act
    const waited = await createDeviceAgent({
      planner: scripted([plan({ op: 'wait_for', text: 'Germany', state: 'visible', timeoutSeconds: 5 })]),
    }).act(waits.surface, 'wait for Germany', context().ctx);
    const back = await createDeviceAgent({ planner: scripted([plan({ op: 'back' })]) }).act(
      ios.surface,
      'go back',
      context().ctx,
    );
    const unsupported = await createDeviceAgent({ planner: scripted([{ unsupported: 'No such control.' }]) }).act(
      ios.surface,
      'tap the rocket',
      context().ctx,
    );

    // Assess
    expect(waited).toMatchObject({ success: true, reason: 'Waited until "Germany" appeared.' });
    expect(back).toMatchObject({ success: false, reason: 'Went back failed: an iPhone has no Back key' });
    expect(unsupported).toMatchObject({ success: false, reason: 'No such control.', actions: [] });
  });

  it('asserts with a probe that answers from the observed screen and never gives a password', async () => {
    // Prepare: e2 email (empty), e3 password, e4 checked, e7 disabled.
    const { surface } = fakeSurface('android', [ANDROID]);
    const answers: unknown[] = [];
    const planner = scripted([], async (probe) => {
      answers.push(
        probe.url(),
        await probe.valueOf('e2'),
        await probe.valueOf('e3'),
        await probe.textOf('e3'),
        await probe.isChecked('e4'),
        await probe.isEnabled('e7'),
        await probe.isVisible('e99'),
        await probe.countText('$'),
      );
      return { pass: true, reason: 'All there.' };
    });
    const { ctx, shots } = context('assert');

    // Act
    const outcome = await createDeviceAgent({ planner }).assert(surface, 'the screen is right', ctx);

    // Assess
    expect(answers).toEqual(['app://com.tas.demo', '', null, '', true, false, false, 2]);
    expect(outcome).toMatchObject({
      success: true,
      reason: 'All there.',
      planner: 'rules',
      actions: [{ type: 'assert', description: 'All there.', screenshotKey: 'shot-1' }],
    });
    expect(shots).toEqual(['evidence']);
  });
});
