/**
 * The AI agent of `act` and `assert` steps on a device: it observes the app's accessibility hierarchy (the session's
 * page source, read by observe.ts into the same `Observation` a browser page gives, with the screenshot when the step
 * has `use_vision`), asks the run's planner (the same one browser steps use), and performs the planned operations
 * with touch input on each element's target (agent-execute.ts):
 *
 * - `click`: a tap on the element's centre (`clickCount` taps); a right click is a long press;
 * - `fill`: a tap on the field, then its text replaced through its id (or typed into the focused field when the
 *   element has no unique id); `clear` through its id;
 * - `check`: a tap when the toggle's state differs; `select`: a tap on the control, then on the option of that name on
 *   the screen it opens;
 * - `press`: a device key (session.ts); `scroll`: swipes at the element (or the screen's centre) moving the content
 *   most of a screen; `goto`: a deep link into the app; `back`: Android's Back key;
 * - `wait`, `wait_for` (the text appears in or leaves the hierarchy), `extract` (the element's or the screen's text);
 * - `hover` does nothing (a touch screen has none); `upload` and `reload` fail saying why.
 *
 * `act` with an action cache goes through the same cache-first flow as a browser step (../ai/cache/flow.ts): a learned
 * plan is replayed without a planner when each of its elements is found again in the app's hierarchy (by identifier,
 * role and name, text, place and box: ../ai/cache/observed-elements.ts); a gone element is re-planned (healed) unless
 * the step disables self-healing; a miss is planned and learned if the run passes. Plans are keyed by the instruction,
 * the app (`app:<package or bundle id>`) and the run's `configKeyOf` (device type and name), so a plan learned in a
 * browser, on another platform or another device is never replayed here. Without a cache every step is planned.
 *
 * `assert` gets a `PageProbe` answering from the observed screen. Every action is recorded with a screenshot before
 * and after.
 */

import { type ActTools, planAndPerform, replayOrPlan } from '../ai/cache/flow';
import { type ObservedHandle, observedElements } from '../ai/cache/observed-elements';
import type {
  ActionCache,
  ActPlan,
  AssertVerdict,
  Observation,
  Planner,
  PlannerContext,
  PlannerName,
} from '../ai/contract';
import { assertWithEvidence, plannerNameOf } from '../ai/providers/combined';
import type { Agent, AgentContext, AgentOutcome } from '../engine/agent';
import { sleep } from '../engine/api-step';
import { bounded, errorMessage } from '../engine/bounds';
import { execute, Screen } from './agent-execute';
import type { DeviceSurface } from './device';
import { firstLine } from './errors';
import { observePageSource } from './observe';
import { jpegFromPng } from './video';

export interface DeviceAgentOptions {
  planner: Planner;
  /** The company's action cache; without one every `act` step is planned. */
  cache?: ActionCache;
  /** The run's execution config (`configKeyOf(snapshot)`): part of the cache key. */
  configKey?: string;
  /** The app in the cache key when the session does not name its package or bundle id (`app:<appKey>`). */
  appKey?: string;
  /** Values a learned plan must not type for it to be cached (credentials), as on the browser. */
  secrets?: string[];
  /** How long a replay waits for a cached element to appear before calling it gone, ms. Default 3 s. */
  findTimeoutMs?: number;
  /** Upper bound of one device operation, ms. Default 30 s. */
  actionTimeoutMs?: number;
  /** ffmpeg, to hand a model JPEG screenshots; default `ffmpeg` on the PATH. */
  ffmpegPath?: string;
  log?: (event: Record<string, unknown>) => void;
}

/** Creates the agent the engine calls for `act` and `assert` steps on a device. */
export function createDeviceAgent(options: DeviceAgentOptions): Agent<DeviceSurface> {
  const timeout = options.actionTimeoutMs ?? 30_000;
  const ffmpeg = { ...(options.ffmpegPath && { ffmpegPath: options.ffmpegPath }) };
  /** The screen behind each observation handed to the flow, to act on its elements. */
  const screens = new WeakMap<Observation, Screen>();
  /**
   * The screen last observed on a surface in this step, until an operation is performed there (it may change the
   * screen): what an operation without an element (`wait_for`, `extract`) reads, else the screen is read again.
   */
  const latest = new WeakMap<DeviceSurface, Screen>();

  const jpeg = async (surface: DeviceSurface, signal: AbortSignal): Promise<Buffer | undefined> => {
    const png = await bounded(surface.session.screenshot(), timeout, 'The screenshot', signal);
    return jpegFromPng(png, ffmpeg).catch((error: unknown) => {
      options.log?.({ msg: 'screenshot not converted for the planner', error: errorMessage(error) });
      return undefined;
    });
  };

  const read = async (surface: DeviceSurface, signal: AbortSignal, vision: boolean): Promise<Screen> => {
    const source = await bounded(surface.session.pageSource(), timeout, 'Reading the screen', signal);
    const observed = observePageSource(source, { ...(surface.appId && { appId: surface.appId }) });
    if (vision) {
      const shot = await jpeg(surface, signal);
      if (shot) observed.observation.screenshot = shot;
    }
    const screen = new Screen(observed);
    screens.set(screen.observation, screen);
    latest.set(surface, screen);
    return screen;
  };
  const observe = (surface: DeviceSurface, ctx: AgentContext) => read(surface, ctx.signal, ctx.step.use_vision);

  const plannerContext = (ctx: AgentContext): PlannerContext => ({
    downloads: ctx.downloads.map((d) => ({ fileName: d.fileName, text: d.text })),
    startingPrompt: null,
    signal: ctx.signal,
  });

  const deciderOf = (answer: ActPlan | AssertVerdict): PlannerName | undefined =>
    answer.decidedBy ?? plannerNameOf(options.planner);

  const run = { timeout, observe };

  const tools: ActTools<DeviceSurface, ObservedHandle> = {
    observe: async (surface, ctx) => (await observe(surface, ctx)).observation,
    locatorOf: (_surface, observation, ref) => ({ observation, ref }),
    async perform(surface, operation, element, ctx) {
      const screen = element
        ? screens.get(element.observation)
        : (latest.get(surface) ?? (await observe(surface, ctx)));
      if (!screen) throw new Error(`the element ${element?.ref} is not on the screen`);
      const op = { ...operation, ...(element && { ref: element.ref }) } as Parameters<typeof execute>[0];
      try {
        return [await execute(op, screen, surface, ctx, run)];
      } finally {
        latest.delete(surface);
      }
    },
    elements: observedElements<DeviceSurface>({
      observe: async (surface, signal) => (await read(surface, signal, false)).observation,
      // `app:<id>`, not the observation's `app://<id>`: a page key keeps the path of a URL without an origin, not its host.
      urlOf: (surface) => `app:${surface.appId ?? options.appKey ?? ''}`,
    }),
  };

  /** The step's planner, remembering who decided (its `name` becomes that planner once it has answered). */
  const actPlanner = () => {
    let decidedBy: PlannerName | undefined;
    const planner: Planner = {
      get name() {
        return decidedBy ?? options.planner.name;
      },
      act: async (instruction, observation, pctx) => {
        const plan = await options.planner.act(instruction, observation, pctx);
        decidedBy = deciderOf(plan);
        return decidedBy ? { ...plan, decidedBy } : plan;
      },
      assert: () => Promise.reject(new Error('An act step asks no verdict.')),
    };
    return { planner, decidedBy: () => decidedBy };
  };

  return {
    async act(surface, instruction, ctx) {
      // Steps in between (recorded taps, typing) may have changed the screen.
      latest.delete(surface);
      const context = { ...ctx, instruction };
      const step = actPlanner();
      const named = (outcome: AgentOutcome): AgentOutcome => {
        const decidedBy = step.decidedBy();
        return decidedBy ? { ...outcome, planner: decidedBy } : outcome;
      };
      if (options.cache) {
        const { plannerMs: _plannerMs, ...outcome } = await replayOrPlan(surface, context, {
          planner: step.planner,
          cache: options.cache,
          configKey: options.configKey ?? `${surface.platform}:default`,
          tools,
          ...(options.log ? { log: options.log } : {}),
          ...(options.secrets ? { secrets: options.secrets } : {}),
          ...(options.findTimeoutMs !== undefined ? { findTimeoutMs: options.findTimeoutMs } : {}),
        });
        return named(outcome);
      }
      return named(await planAndPerform(surface, context, step.planner, tools, instruction, firstLine));
    },

    async assert(surface, instruction, ctx) {
      const screen = await observe(surface, ctx);
      const evidence = async () => {
        const shots: Buffer[] = [];
        const n = Math.max(1, Math.min(ctx.step.assert_images_count, 5));
        for (let i = 0; i < n; i++) {
          if (i > 0) await sleep(250, ctx.signal);
          const shot = await jpeg(surface, ctx.signal).catch(() => undefined);
          if (shot) shots.push(shot);
        }
        return shots;
      };
      let verdict: AssertVerdict;
      try {
        verdict = await assertWithEvidence(
          options.planner,
          instruction,
          screen.observation,
          plannerContext(ctx),
          screen.probe(),
          evidence,
        );
      } catch (error) {
        return { success: false, reason: firstLine(error), actions: [] };
      }
      const decidedBy = deciderOf(verdict);
      const reason = 'unsupported' in verdict ? verdict.unsupported : verdict.reason;
      const key = await ctx.screenshot('evidence');
      return {
        success: !('unsupported' in verdict) && verdict.pass,
        reason,
        actions: [{ type: 'assert', description: reason, screenshotKey: key }],
        ...(decidedBy ? { planner: decidedBy } : {}),
      };
    },
  };
}
