/**
 * How the device agent performs one planned operation with touch input, on the screen it was planned on (or the
 * cached element found again), between a screenshot before and one after (see agent.ts for what each operation does).
 */
import {
  CONFIRM_MS,
  CONFIRM_PATIENCE_MS,
  CONFIRM_QUIET_MS,
  type Observation,
  type ObservedElement,
  type PageProbe,
  type PlannedOperation,
  sameShown,
} from '../ai/contract';
import type { AgentAction, AgentContext } from '../engine/agent';
import { sleep } from '../engine/api-step';
import { bounded } from '../engine/bounds';
import type { DeviceSurface } from './device';
import { firstLine } from './errors';
import { MASK, type ObservedScreen } from './observe';

/** How long `wait until X appears` waits by default. */
const WAIT_FOR_DEFAULT_S = 10;

/** The observed screen, and how to name and reach its elements. */
export class Screen {
  constructor(readonly observed: ObservedScreen) {}

  get observation(): Observation {
    return this.observed.observation;
  }

  element(ref: string): ObservedElement | undefined {
    return this.observation.elements.find((e) => e.ref === ref);
  }

  label(ref: string): string {
    const element = this.element(ref);
    if (!element) return 'the element';
    return element.name ? `${element.role} "${element.name}"` : element.role;
  }

  target(ref: string) {
    const target = this.observed.targets.get(ref);
    if (!target) throw new Error(`the element ${ref} is not on the screen`);
    return target;
  }

  /** Elements whose name, own text or value holds `text` (case-insensitive). */
  countText(text: string): number {
    const wanted = text.toLowerCase();
    return this.observation.elements.filter((e) =>
      [e.name, e.hints?.text, e.hints?.value].some((t) => t?.toLowerCase().includes(wanted)),
    ).length;
  }

  probe(): PageProbe {
    const element = (ref: string) => this.element(ref);
    return {
      url: () => this.observation.url,
      title: async () => this.observation.title,
      isVisible: async (ref) => this.observed.targets.has(ref),
      textOf: async (ref) => {
        const e = element(ref);
        if (!e || e.hints?.inputType === 'password') return '';
        return e.hints?.text || e.name;
      },
      valueOf: async (ref) => {
        const e = element(ref);
        if (!e || e.hints?.inputType === 'password') return null;
        return e.hints?.value ?? (e.role === 'textbox' || e.role === 'searchbox' ? '' : null);
      },
      isChecked: async (ref) => {
        const e = element(ref);
        return e?.hints?.checked ?? (e && (e.role === 'checkbox' || e.role === 'switch') ? false : null);
      },
      isEnabled: async (ref) => element(ref) !== undefined && element(ref)?.hints?.disabled !== true,
      countText: async (text) => this.countText(text),
    };
  }
}

export interface Run {
  timeout: number;
  observe(surface: DeviceSurface, ctx: AgentContext): Promise<Screen>;
}

/** Performs `work` between a screenshot before and one after; a failure names what failed. */
async function around(
  ctx: AgentContext,
  type: string,
  description: string,
  work: () => Promise<unknown>,
): Promise<AgentAction> {
  const before = await ctx.screenshot('before');
  try {
    await work();
  } catch (error) {
    throw new Error(`${description} failed: ${firstLine(error)}`);
  }
  const after = await ctx.screenshot('after');
  return { type, description, screenshotKeyBefore: before, screenshotKey: after };
}

/** Performs one planned operation on the device. */
export async function execute(
  op: PlannedOperation,
  screen: Screen,
  surface: DeviceSurface,
  ctx: AgentContext,
  run: Run,
): Promise<AgentAction> {
  const { session } = surface;
  const bound = <T>(work: Promise<T>, what: string) => bounded(work, run.timeout, what, ctx.signal);
  switch (op.op) {
    case 'click': {
      const { center } = screen.target(op.ref);
      const label = screen.label(op.ref);
      if (op.button === 'right') {
        return around(ctx, 'right_click', `Long-pressed ${label}`, () => bound(session.longPress(center), 'The press'));
      }
      const count = op.clickCount ?? 1;
      const how = count === 2 ? 'Double-tapped' : count > 2 ? `Tapped ${count} times` : 'Tapped';
      return around(ctx, 'click_element', `${how} ${label}`, () => bound(session.tap(center, count), 'The tap'));
    }
    case 'fill': {
      const target = screen.target(op.ref);
      const secret = screen.element(op.ref)?.hints?.inputType === 'password';
      const shown = secret ? MASK : `"${op.text}"`;
      return around(ctx, 'input_text', `Typed ${shown} into ${screen.label(op.ref)}`, async () => {
        await bound(session.tap(target.center), 'The tap');
        if (target.selector) await bound(session.setValue(target.selector, op.text), 'Typing');
        else await bound(session.type(op.text), 'Typing');
      });
    }
    case 'clear': {
      const target = screen.target(op.ref);
      return around(ctx, 'input_text', `Cleared ${screen.label(op.ref)}`, async () => {
        if (!target.selector) throw new Error('the field has no id to clear it by');
        await bound(session.clearValue(target.selector), 'Clearing');
      });
    }
    case 'check': {
      const { center } = screen.target(op.ref);
      const state = screen.element(op.ref)?.hints?.checked ?? false;
      const verb = op.checked ? 'Checked' : 'Unchecked';
      return around(ctx, 'click_element', `${verb} ${screen.label(op.ref)}`, async () => {
        if (state !== op.checked) await bound(session.tap(center), 'The tap');
      });
    }
    case 'select': {
      const { center } = screen.target(op.ref);
      return around(ctx, 'select_option', `Selected "${op.option}" in ${screen.label(op.ref)}`, async () => {
        await bound(session.tap(center), 'The tap');
        const opened = await run.observe(surface, ctx);
        const wanted = op.option.toLowerCase();
        const options = opened.observation.elements.filter((e) => e.ref !== op.ref);
        const option =
          options.find((e) => e.name.toLowerCase() === wanted) ??
          options.find((e) => e.name.toLowerCase().includes(wanted));
        if (!option) throw new Error(`no option "${op.option}" appeared on the screen`);
        await bound(session.tap(opened.target(option.ref).center), 'The tap');
      });
    }
    case 'hover':
      return around(
        ctx,
        'hover_element',
        `Hovered over ${screen.label(op.ref)} (nothing to do on a touch screen)`,
        () => Promise.resolve(),
      );
    case 'press':
      return around(ctx, 'send_keys', `Pressed ${op.key}`, () => bound(session.pressKey(op.key), 'The key press'));
    case 'scroll': {
      const type = op.direction === 'up' ? 'scroll_up' : 'scroll_down';
      const at = op.ref ? screen.target(op.ref).center : null;
      const notches = Math.max(1, Math.round((surface.viewport.height * 0.6) / 100));
      const where = op.ref ? ` at ${screen.label(op.ref)}` : '';
      return around(ctx, type, `Scrolled ${op.direction}${where}`, () =>
        bound(session.scroll(at, op.direction, notches), 'The scroll'),
      );
    }
    case 'goto':
      return around(ctx, 'open_deeplink', `Opened ${op.url}`, () => bound(session.deeplink(op.url), 'The deep link'));
    case 'back':
      return around(ctx, 'go_back', 'Went back', async () => {
        if (surface.platform !== 'android') throw new Error('an iPhone has no Back key');
        await bound(session.pressKey('Back'), 'The key press');
      });
    case 'reload':
      return around(ctx, 'reload_page', 'Reloaded the screen', () =>
        Promise.reject(new Error('an app has no page to reload')),
      );
    case 'upload':
      return around(ctx, 'upload_file', `Uploaded "${op.fileName}"`, () =>
        Promise.reject(new Error('files cannot be uploaded to an app on a device')),
      );
    case 'wait':
      return around(ctx, 'wait', `Waited ${op.seconds} second${op.seconds === 1 ? '' : 's'}`, () =>
        sleep(op.seconds * 1000, ctx.signal),
      );
    case 'wait_for': {
      const limit = (op.timeoutSeconds ?? WAIT_FOR_DEFAULT_S) * 1000;
      const verb = op.state === 'visible' ? 'appeared' : 'disappeared';
      const where = op.ref ? ` in ${screen.label(op.ref)}` : '';
      const words = op.text.replace(/\s+/g, ' ').trim().toLowerCase();
      const shows = (current: typeof screen) => {
        if (!op.ref) return current.countText(op.text) > 0;
        const element = current.element(op.ref);
        const shown = element ? `${element.name} ${element.hints?.text ?? ''} ${element.hints?.value ?? ''}` : '';
        return shown.replace(/\s+/g, ' ').toLowerCase().includes(words);
      };
      return around(ctx, 'wait', `Waited until "${op.text}" ${verb}${where}`, async () => {
        const until = Date.now() + limit;
        for (let current = screen; ; current = await run.observe(surface, ctx)) {
          if (shows(current) === (op.state === 'visible')) return;
          if (Date.now() > until) {
            throw new Error(
              `"${op.text}" was still ${op.state === 'visible' ? 'not on the screen' : 'on the screen'} after ${limit / 1000} s`,
            );
          }
          await sleep(250, ctx.signal);
        }
      });
    }
    case 'confirm': {
      const label = screen.label(op.ref);
      return around(ctx, 'wait', `Confirmed ${label} shows "${op.text}"`, async () => {
        const started = Date.now();
        // Past the first wait, only a screen still changing what the element shows is waited on.
        let last: string | undefined;
        let changedAt = started;
        for (let current = screen; ; current = await run.observe(surface, ctx)) {
          const element = current.element(op.ref);
          const shown = element ? (element.hints?.value ?? element.hints?.text ?? element.name) : '';
          if (sameShown(shown, op.text)) return;
          if (last !== undefined && shown !== last) changedAt = Date.now();
          last = shown;
          const waited = Date.now() - started;
          const quiet = Date.now() - changedAt > CONFIRM_QUIET_MS;
          if (waited >= CONFIRM_PATIENCE_MS || (waited >= CONFIRM_MS && quiet)) {
            throw new Error(`it shows "${shown}", not "${op.text}"`);
          }
          await sleep(250, ctx.signal);
        }
      });
    }
    case 'extract': {
      const element = op.ref ? screen.element(op.ref) : undefined;
      const text = element
        ? element.hints?.text || element.hints?.value || element.name
        : screen.observation.elements.map((e) => e.name || e.hints?.text || '').join(' ');
      const after = await ctx.screenshot('after');
      return {
        type: 'extract_content',
        description: `Extracted ${op.what}: ${text.replace(/\s+/g, ' ').trim().slice(0, 500)}`,
        screenshotKey: after,
      };
    }
  }
}
