/**
 * The AI agent behind `act` and `assert` steps: observe the page, ask a planner, execute its operations with
 * Playwright, and record what it did in the results' action vocabulary with before/after screenshots.
 *
 * - `act`: with an action cache, the cache-first flow of ../ai/cache (replay, heal, learn) runs with this agent's
 *   observation and execution as its tools; without one, every step is planned.
 * - `assert`: the planner answers with a verdict, given a live `PageProbe`; model planners also get
 *   `assert_images_count` evidence screenshots.
 *
 * Each outcome a planner decided names it (`planner`: `rules`, `openai` or `bedrock`, from the answer's `decidedBy`, so
 * a combined `rules+openai` planner reports which half answered); a cache hit that planned nothing names none.
 *
 * Secrets: strings in `secrets` never reach a planner (they are swapped for `{{secret_N}}` placeholders in the
 * instruction and restored only in the text typed), and are masked as `••••••` in every description and reason;
 * typing into a password input is described as "Typed ••••••".
 */
import type { Locator, Page } from 'playwright-core';
import type { Agent, AgentAction, AgentContext, AgentOutcome } from '../engine/agent';
import { requestsInFlight } from '../engine/requests';
import { sinceLastChange } from '../engine/settle';
import { execute, labelOf } from './agent-execute';
import { type ActTools, planAndPerform, type ResolvedOperation, replayOrPlan } from './cache';
import type { ActionCache, Observation, PageProbe, Planner, PlannerContext, PlannerName } from './contract';
import { maskSecrets, type ObservedPage, observe } from './observe';
import { createPageProbe } from './probe';
import { assertWithEvidence, plannerNameOf } from './providers/combined';
import { watchForRefusal } from './refusal';
import { type ActThenCheck, actThenCheck } from './rules/act-checks';
import {
  expectsSuccess,
  pressFailsOnError,
  reportsDone,
  saysMoreThan,
  saysWhatFirst,
  shortTask,
} from './rules/act-outcome';
import { busyText } from './rules/act-waits';

export interface AiAgentOptions {
  planner: Planner;
  /** The company's action cache; without one every `act` step is planned. */
  cache?: ActionCache;
  /** The run's execution config (`configKeyOf(snapshot)`): part of the cache key. */
  configKey: string;
  /** Values never shown to a planner nor written in results (credentials). */
  secrets?: string[];
  /** How long an operation may take, ms. Default 15 s. */
  actionTimeoutMs?: number;
  log?: (event: Record<string, unknown>) => void;
}

const SECRET_TOKEN = (i: number) => `{{secret_${i + 1}}}`;
/** Creates the agent the engine calls for `act` and `assert` steps. */
export function createAiAgent(options: AiAgentOptions): Agent {
  const secrets = (options.secrets ?? []).filter((s) => s.length > 0).sort((a, b) => b.length - a.length);
  const mask = (text: string) => maskSecrets(text, secrets);
  const timeout = options.actionTimeoutMs ?? 15_000;
  /** Human labels of live elements, from the observation they were planned on. */
  const labels = new WeakMap<Locator, string>();
  const observations = new WeakMap<Observation, ObservedPage>();

  const observeFor = async (page: Page, ctx: AgentContext): Promise<ObservedPage> => {
    const observed = await observe(page, {
      instruction: hideSecrets(ctx.instruction, secrets),
      useVision: ctx.step.use_vision,
      secrets,
      signal: ctx.signal,
    });
    observations.set(observed.observation, observed);
    return observed;
  };

  const locatorOf = (page: Page, observation: Observation, ref: string): Locator => {
    const observed = observations.get(observation);
    const locator = observed ? observed.resolve(ref) : page.locator(`aria-ref=${ref}`);
    const element = observation.elements.find((e) => e.ref === ref);
    if (element) labels.set(locator, element.name ? `${element.role} "${element.name}"` : element.role);
    return locator;
  };

  const perform = async (
    page: Page,
    operation: ResolvedOperation,
    element: Locator | undefined,
    ctx: AgentContext,
  ): Promise<AgentAction[]> => {
    const label = element ? (labels.get(element) ?? (await labelOf(element))) : '';
    const run = { page, element, label, ctx, timeout, secrets };
    const action = await execute(operation, run);
    return [{ ...action, description: mask(action.description) }];
  };

  const tools: ActTools = {
    observe: async (page, ctx) => (await observeFor(page, ctx)).observation,
    locatorOf,
    perform,
    atWork: pageAtWork,
  };

  const plannerContext = (ctx: AgentContext): PlannerContext => ({
    downloads: ctx.downloads.map((d) => ({ fileName: d.fileName, text: d.text })),
    startingPrompt: null,
    signal: ctx.signal,
  });

  /** Who decided an answer: its `decidedBy`, else the configured planner's name when that names one planner. */
  const deciderOf = (answer: { decidedBy?: PlannerName }): PlannerName | undefined =>
    answer.decidedBy ?? plannerNameOf(options.planner);

  /**
   * The planner of one `act` step: it sees placeholders instead of secrets, the text it plans to type gets them back,
   * and it remembers who decided (its `name` becomes that planner once it has answered, for the step's reason).
   */
  const actPlanner = () => {
    let decidedBy: PlannerName | undefined;
    const planner: Planner = {
      get name() {
        return decidedBy ?? options.planner.name;
      },
      act: async (instruction, observation, pctx) => {
        const plan = await options.planner.act(hideSecrets(instruction, secrets), observation, pctx);
        decidedBy = deciderOf(plan);
        const by = decidedBy ? { decidedBy } : {};
        if ('unsupported' in plan) return { unsupported: mask(plan.unsupported), ...by };
        return {
          ...plan,
          ...by,
          operations: plan.operations.map((op) =>
            op.op === 'fill' ? { ...op, text: revealSecrets(op.text, secrets) } : op,
          ),
        };
      },
      assert: () => Promise.reject(new Error('An act step asks no verdict.')),
    };
    return { planner, decidedBy: () => decidedBy };
  };

  // Placeholders a planner wrote become the masked value too.
  const shown = (text: string) => mask(revealSecrets(text, secrets));
  const finish = (outcome: AgentOutcome): AgentOutcome => ({
    ...outcome,
    reason: shown(outcome.reason),
    actions: outcome.actions.map((a) => ({ ...a, description: shown(a.description) })),
  });

  /** Plans (or replays) and performs one `act` step. */
  const actOnce = async (
    page: Page,
    instruction: string,
    ctx: AgentContext,
    stepTools: ActTools = tools,
  ): Promise<AgentOutcome> => {
    const context = { ...ctx, instruction };
    const step = actPlanner();
    const { planner } = step;
    /** The outcome, masked, naming the planner that decided it (none on a cache hit). */
    const named = (outcome: AgentOutcome): AgentOutcome => {
      const decidedBy = step.decidedBy();
      return finish(decidedBy ? { ...outcome, planner: decidedBy } : outcome);
    };
    if (options.cache) {
      const { plannerMs: _plannerMs, ...outcome } = await replayOrPlan(page, context, {
        planner,
        cache: options.cache,
        configKey: options.configKey,
        tools: stepTools,
        ...(options.log ? { log: options.log } : {}),
        // The flow never caches a plan that types one of these (see ActFlowDeps.secrets).
        secrets,
      });
      return named(outcome);
    }
    return named(await planAndPerform(page, context, planner, stepTools, instruction));
  };

  const agent: Agent<Page> = {
    // A step that names a task fails when the app answers it with a new error message (rules/act-outcome.ts).
    async act(page, instruction, ctx) {
      // "Add 2 bikes and check the extras come to £16": the actions, then the claim checked as an assert step's is.
      const split = actThenCheck(instruction);
      if (split) return actThenAssert(page, split, ctx);
      const task = expectsSuccess(instruction);
      const short = !task && shortTask(instruction);
      // "Continue" (a control's label) is the press alone only when the test's next step checks the app's answer.
      const press = !task && pressFailsOnError(instruction, ctx.nextIsCheck ?? false);
      const reading = {
        reportsDone: (message: string) => reportsDone(instruction, message),
        saysWhatFirst: (message: string) => saysWhatFirst(instruction, message),
      };
      const watch = task || short || press ? await watchForRefusal(page, ctx.signal, reading) : undefined;
      const watched: ActTools = watch
        ? {
            ...tools,
            perform: async (...args) => {
              await watch.beforeAction();
              return tools.perform(...args);
            },
          }
        : tools;
      try {
        const outcome = await actOnce(page, instruction, ctx, watched);
        // A step that only typed or chose values did its task when the fields hold them (a value the app put back
        // fails the typing itself): what the app says of them is for the next step to check.
        // A tick or a radio's choice is a value chosen too ("answer Yes to ...").
        const valuesOnly = outcome.actions.every(
          (a) =>
            a.type === 'input_text' ||
            a.type === 'select_option' ||
            (a.type === 'click_element' && /^(?:Checked|Unchecked) /.test(a.description)),
        );
        // "Remove Biscuit" that pressed "Remove" names the task; "Place order" that pressed "Place order" the press.
        const asked =
          task ||
          saysMoreThan(instruction, outcome.actions.flatMap(pressedLabel)) ||
          (press && outcome.actions.some(pressedControl));
        const refused = outcome.success && !valuesOnly && asked ? await watch?.refusal() : undefined;
        if (!refused) return outcome;
        const reason = `The app answered with an error: ${JSON.stringify(shown(refused))}. ${outcome.reason}`;
        return { ...outcome, success: false, reason };
      } finally {
        watch?.stop();
      }
    },

    async assert(page, instruction, ctx) {
      let observedAt = Date.now();
      let observed = await observeFor(page, { ...ctx, instruction });
      // The planner reasons with placeholders: the probe turns them into the values and back.
      const live = createPageProbe(page, observed.resolve);
      const probe: PageProbe = {
        ...live,
        textOf: async (ref) => hideSecrets(await live.textOf(ref), secrets),
        valueOf: async (ref) => {
          const value = await live.valueOf(ref);
          return value === null ? null : hideSecrets(value, secrets);
        },
        countText: (text) => live.countText(revealSecrets(text, secrets)),
      };
      // Evidence screenshots are taken only when a model is asked (with `rules+...`, only when the rules defer).
      const decide = () =>
        assertWithEvidence(
          options.planner,
          hideSecrets(instruction, secrets),
          observed.observation,
          plannerContext(ctx),
          probe,
          () => evidenceShots(page, ctx.step.assert_images_count),
        );
      let verdict = await decide();
      // The verdict is the page's once it is done, not whatever an instant of a busy machine showed. On a page still
      // at work (saying it loads, or changing), a check that does not hold is looked at again each time the page
      // changes, for a while; and a check that holds must hold again after the page's next change (or a quiet
      // moment), so that a state the page was only passing through (3 rows of a list still filling up) never passes.
      // Only the rules planner is asked again (a model's answer costs a call).
      // "Wait until the status says X": a check the step says to wait for is looked at again, until it holds, also on
      // a page that is quiet meanwhile (its next change may come from a timer or the server).
      const waitsFor = WAITS_FOR.test(instruction);
      const since = Date.now();
      while (deciderOf(verdict) === 'rules' && Date.now() - since < ASSERT_PATIENCE_MS) {
        const held = 'pass' in verdict && verdict.pass;
        if (!(await pageAtWork(page, observed.observation, ctx.signal))) {
          // A page that changed after it was looked at (a total row drawn again while the check read it) is looked
          // at again: the verdict is never one of a page that is gone.
          const quietFor = await sinceLastChange(page, 0, ctx.signal);
          const changedSince = quietFor !== null && quietFor < Date.now() - observedAt;
          if (!changedSince && (!waitsFor || held)) break;
          if (!changedSince) await sinceLastChange(page, WAIT_POLL_MS, ctx.signal);
        }
        observedAt = Date.now();
        observed = await observeFor(page, { ...ctx, instruction });
        verdict = await decide();
        if (held && 'pass' in verdict && verdict.pass) break;
      }
      const decidedBy = deciderOf(verdict);
      const shots = Math.max(1, decidedBy === 'rules' ? 1 : Math.min(ctx.step.assert_images_count, 5));
      const actions: AgentAction[] = [];
      const reason = 'unsupported' in verdict ? verdict.unsupported : verdict.reason;
      for (let i = 0; i < shots; i++) {
        const key = await ctx.screenshot(shots === 1 ? 'evidence' : `evidence-${i + 1}`);
        actions.push({ type: 'assert', description: i === 0 ? reason : `Evidence ${i + 1}`, screenshotKey: key });
      }
      const by = decidedBy ? { planner: decidedBy } : {};
      if ('unsupported' in verdict) return finish({ success: false, reason: verdict.unsupported, actions, ...by });
      return finish({ success: verdict.pass, reason: verdict.reason, actions, ...by });
    },
  };

  /**
   * An act step that says what must then hold: its actions (a press among them the press alone, as before a check
   * step), then the claim, checked as an assert step's is; it passes only when both do.
   */
  const actThenAssert = async (page: Page, split: ActThenCheck, ctx: AgentContext): Promise<AgentOutcome> => {
    const done = await agent.act(page, split.act, { ...ctx, instruction: split.act, nextIsCheck: true });
    if (!done.success) return done;
    const checked = await agent.assert(page, split.check, { ...ctx, instruction: split.check });
    const planner =
      checked.planner && checked.planner !== 'rules' ? checked.planner : (done.planner ?? checked.planner);
    return {
      success: checked.success,
      reason: `${done.reason} Then: ${checked.reason}`,
      actions: [...done.actions, ...checked.actions],
      ...(done.cache ? { cache: done.cache } : {}),
      ...(planner ? { planner } : {}),
    };
  };
  return agent;
}

// -------------------------------------------------------------------------------------------------------------------
// Secrets

function hideSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  secrets.forEach((secret, i) => {
    out = out.split(secret).join(SECRET_TOKEN(i));
  });
  return out;
}

function revealSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  secrets.forEach((secret, i) => {
    out = out.split(SECRET_TOKEN(i)).join(secret);
  });
  return out;
}

/** Evidence screenshots for model planners (password inputs masked), a quarter second apart. */
async function evidenceShots(page: Page, count: number): Promise<Buffer[]> {
  const shots: Buffer[] = [];
  const n = Math.max(1, Math.min(count, 5));
  for (let i = 0; i < n; i++) {
    if (i > 0) await new Promise((r) => setTimeout(r, 250));
    const shot = await page
      .screenshot({ type: 'jpeg', quality: 60, caret: 'initial', mask: [page.locator('input[type=password]')] })
      .catch(() => null);
    if (shot) shots.push(shot);
  }
  return shots;
}

// -------------------------------------------------------------------------------------------------------------------
// Checks on a page at work

/** How long a check that does not hold is looked at again while the page is at work, ms. */
export const ASSERT_PATIENCE_MS = 10_000;
/** A check the step says to wait for ("Wait until ...", "wait for ... to ...", "Eventually a message says ..."). */
const WAITS_FOR = /^\s*(?:(?:and|then|when|given)\s+)?(?:eventually\b|(?:i\s+)?wait\s+(?:until|till|for)\b)/i;
/** How long such a check waits for the page's next change before it is looked at again, ms. */
const WAIT_POLL_MS = 500;
/** A page whose document changed this recently is at work, ms. */
export const RECENT_CHANGE_MS = 1_000;

/**
 * Whether the page is still at work: it shows that it loads, waits for an answer to a request, or its document
 * changed (a field typed into included) within `RECENT_CHANGE_MS`. When it is, waits for its next change, or until it
 * has been quiet for `RECENT_CHANGE_MS` since its last one, before answering (the quiet it already had counts).
 */
async function pageAtWork(page: Page, observation: Observation, signal: AbortSignal): Promise<boolean> {
  // A page that says it is at work ("Loading…", "Confirming your booking…"), or waits for the server, is, however
  // long ago it last changed.
  const loading = busyText(observation.elements) !== undefined || requestsInFlight(page) > 0;
  const since = await sinceLastChange(page, 0, signal);
  if (!loading && (since === null || since > RECENT_CHANGE_MS)) return false;
  await sinceLastChange(page, loading ? RECENT_CHANGE_MS : Math.max(50, RECENT_CHANGE_MS - (since ?? 0)), signal);
  return true;
}

/** Whether an action pressed a control or a key (not a click that only put the cursor in a text field, nor a tick). */
function pressedControl(action: AgentAction): boolean {
  if (action.type === 'send_keys') return true;
  if (action.type !== 'click_element') return false;
  // Ticking a box or choosing a radio is a value chosen, not a press.
  return !/^(?:(?:Right-c|Double-c|C)licked (?:textbox|searchbox|spinbutton|combobox|textarea)|Checked|Unchecked)\b/.test(
    action.description,
  );
}

/** The label of the control a click pressed, from its action's description ('Clicked button "Remove".'). */
function pressedLabel(action: AgentAction): string[] {
  const m = /^(?:Right-c|Double-c|C)licked [^"]*"([^"]+)"/.exec(action.description);
  return action.type === 'click_element' && m ? [m[1] as string] : [];
}
