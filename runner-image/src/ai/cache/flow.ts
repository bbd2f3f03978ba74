/**
 * The cache-first flow of an `act` step: replay a learned plan without any planner when every element is found
 * again; re-plan (heal) when one is gone, unless the step disables self-healing; plan and learn on a miss.
 *
 * The agent owns observation and execution; this module only decides which plan runs and what the cache learns. It
 * reaches the agent through `ActTools` (observe the surface, turn an observation ref into an element handle, perform
 * one operation, and find learned elements again), so the same flow runs with any planner, on a browser page
 * (Playwright locators, page-elements.ts) as on a device (observed elements, mobile/agent.ts).
 *
 *   const outcome = await replayOrPlan(page, ctx, { planner, cache, configKey, tools });
 *   // outcome.cache: 'hit' | 'miss' | 'healed' (undefined when nothing was planned: unsupported, cache trouble...)
 */
import type { Locator, Page } from 'playwright-core';
import type { AgentAction, AgentContext, AgentOutcome } from '../../engine/agent';
import type {
  ActionCache,
  CachedOperation,
  CacheEntry,
  CacheStatus,
  ElementDescriptor,
  Observation,
  PlannedOperation,
  Planner,
  PlannerContext,
} from '../contract';
import { cacheKeyOf, pageKeyOf } from './key';
import { type ElementMatching, pageElements } from './page-elements';

/** A planned operation without its ref (distributes over the union, unlike `Omit<PlannedOperation, 'ref'>`). */
export type ResolvedOperation = PlannedOperation extends infer T ? (T extends unknown ? Omit<T, 'ref'> : never) : never;

/**
 * What the flow needs from the agent that runs it, on a surface `S` (a Playwright page by default, a device) whose
 * elements it reaches through handles `H` (Playwright locators by default).
 */
export interface AgentTools<S, H> {
  /** The surface as the planner sees it. */
  observe(surface: S, ctx: AgentContext): Promise<Observation>;
  /** The live element behind a ref of `observation`. */
  locatorOf(surface: S, observation: Observation, ref: string): H;
  /**
   * Performs one operation (on `element` when it targets one) and returns the actions to record. Throws when the
   * operation cannot be performed (the step then fails with the error's message).
   */
  perform(surface: S, operation: ResolvedOperation, element: H | undefined, ctx: AgentContext): Promise<AgentAction[]>;
  /**
   * Whether the surface is still at work (says it loads, or changed a moment ago); when it is, resolves once it
   * changed again. A part the rules planner found no target for is planned again while it is, for `ACT_PATIENCE_MS`.
   */
  atWork?(surface: S, observation: Observation, signal: AbortSignal): Promise<boolean>;
}

/**
 * The agent's tools and how its elements are found again (`elements`): a Playwright page's by default
 * (page-elements.ts); any other surface must bring its own.
 */
export type ActTools<S = Page, H = Locator> = AgentTools<S, H> &
  (S extends Page ? { elements?: ElementMatching<S, H> } : { elements: ElementMatching<S, H> });

/** The element matching of `tools`: its own, else a Playwright page's (only a page's tools may leave it out). */
function elementsOf<S, H>(tools: ActTools<S, H>): ElementMatching<S, H> {
  return (tools.elements ?? pageElements) as ElementMatching<S, H>;
}

/** How long a part that the rules planner could not ground is planned again while the page is at work, ms. */
export const ACT_PATIENCE_MS = 10_000;

export interface ActFlowDeps<S = Page, H = Locator> {
  planner: Planner;
  cache: ActionCache;
  /** `configKeyOf(snapshot)`. */
  configKey: string;
  tools: ActTools<S, H>;
  /** How long replay waits for a cached element to appear before calling it gone. Default 3 s. */
  findTimeoutMs?: number;
  log?: (event: Record<string, unknown>) => void;
  now?: () => Date;
  /**
   * Values that must never be stored (credentials). A plan that types one is executed but not cached, so the
   * step is planned again next time rather than writing a secret to the table.
   */
  secrets?: readonly string[];
}

export type ActFlowOutcome = AgentOutcome & {
  cache?: CacheStatus;
  /** Time spent in the planner (ms), 0 on a hit. */
  plannerMs: number;
};

/** "button "Sign in"" for messages. */
export function describeForPeople(element: ElementDescriptor): string {
  return element.name ? `${element.role} "${element.name}"` : element.role;
}

export function goneMessage(element: ElementDescriptor): string {
  return `The cached element (${describeForPeople(element)}) is gone and self-healing is disabled for this step.`;
}

const VARIABLE = /\{\{\s*([^{}]*?)\s*\}\}/g;

/**
 * Typed text with the run's values swapped back to `{{name}}` for every variable the instruction names, so the cache
 * never stores a value (nor a secret) and the next run types its own.
 */
export function templateText(text: string, rawInstruction: string, variables: ReadonlyMap<string, string>): string {
  const names = [...rawInstruction.matchAll(VARIABLE)].map((m) => m[1]!);
  const pairs = names
    .map((name) => [name, variables.get(name)] as const)
    .filter((p): p is readonly [string, string] => !!p[1])
    .sort((a, b) => b[1].length - a[1].length);
  let out = text;
  for (const [name, value] of pairs) out = out.split(value).join(`{{${name}}}`);
  return out;
}

/** The inverse of `templateText`, with this run's values. */
export function fillTemplate(text: string, variables: ReadonlyMap<string, string>): string {
  return text.replace(VARIABLE, (whole, name: string) => variables.get(name) ?? whole);
}

function withoutRef(op: PlannedOperation): ResolvedOperation {
  if (!('ref' in op)) return op as ResolvedOperation;
  const { ref: _ref, ...rest } = op;
  return rest as ResolvedOperation;
}

/** Operation fields that may hold a run's variable values: stored with `{{name}}`, filled back on replay. */
const VALUE_FIELDS = ['text', 'key', 'option', 'url', 'fileName', 'what'] as const;

function mapValues(op: ResolvedOperation, f: (value: string) => string): ResolvedOperation {
  const out: Record<string, unknown> = { ...op };
  for (const field of VALUE_FIELDS) if (typeof out[field] === 'string') out[field] = f(out[field] as string);
  return out as ResolvedOperation;
}

function cachedOf(
  op: PlannedOperation,
  element: ElementDescriptor | undefined,
  rawInstruction: string,
  variables: ReadonlyMap<string, string>,
): CachedOperation {
  const stored = mapValues(withoutRef(op), (v) => templateText(v, rawInstruction, variables));
  return (element ? { ...stored, element } : stored) as CachedOperation;
}

function replayable(cached: CachedOperation, variables: ReadonlyMap<string, string>): ResolvedOperation {
  const { element: _element, ...rest } = cached as CachedOperation & Record<string, unknown>;
  return mapValues(rest as unknown as ResolvedOperation, (v) => fillTemplate(v, variables));
}

const failureOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Runs an `act` step cache-first. Hit: every cached element found where it was, operations replayed, no planner.
 * Gone element: fails with `goneMessage` under `disable_self_healing`, else re-plans and stages the heal. Moved
 * element (see `hasMoved`): re-planned and healed too, unless self-healing is disabled (then replayed where it is). Miss: plans and stages.
 * Staged entries are stored by `cache.commit` at the end of the run (only if it passed).
 */
export async function replayOrPlan<S = Page, H = Locator>(
  page: S,
  ctx: AgentContext,
  deps: ActFlowDeps<S, H>,
): Promise<ActFlowOutcome> {
  const rawInstruction = ctx.step.action;
  const elements = elementsOf(deps.tools);
  const pageUrl = elements.urlOf(page);
  const key = cacheKeyOf(rawInstruction, pageUrl, deps.configKey);
  let entry: CacheEntry | undefined;
  try {
    entry = await deps.cache.get(key);
  } catch (error) {
    // A cache that cannot be read costs speed, not correctness: plan as if nothing were cached.
    deps.log?.({ message: 'action cache read failed', error: failureOf(error) });
  }
  const actions: AgentAction[] = [];
  if (entry) {
    for (const cached of entry.operations) {
      // An element the page replaced while the action waited for it, nothing found in its place: looked for again.
      for (let attempt = 0; ; attempt++) {
        let element: H | undefined;
        if (cached.element) {
          const found = await elements.find(page, cached.element, {
            timeoutMs: deps.findTimeoutMs ?? 3_000,
            signal: ctx.signal,
          });
          if (!found) {
            if (ctx.step.disable_self_healing) {
              return { success: false, reason: goneMessage(cached.element), actions, cache: 'hit', plannerMs: 0 };
            }
            deps.log?.({ message: 'cached element gone; re-planning', element: describeForPeople(cached.element) });
            return plan(page, ctx, deps, { key, pageUrl, status: 'healed', actions });
          }
          if (!ctx.step.disable_self_healing && (await elements.hasMoved(found, cached.element))) {
            deps.log?.({ message: 'cached element moved; re-planning', element: describeForPeople(cached.element) });
            return plan(page, ctx, deps, { key, pageUrl, status: 'healed', actions });
          }
          element = found;
        }
        try {
          actions.push(...(await deps.tools.perform(page, replayable(cached, ctx.variables), element, ctx)));
          break;
        } catch (error) {
          if (error instanceof TargetReplaced && attempt < MAX_REPLANS) continue;
          const label = cached.element ? describeForPeople(cached.element) : 'the element';
          const reason =
            error instanceof TargetReplaced ? replacedTargetReason(label, actions.length > 0) : failureOf(error);
          return { success: false, reason, actions, cache: 'hit', plannerMs: 0 };
        }
      }
    }
    const n = entry.operations.length;
    return {
      success: true,
      reason: `Replayed ${n} cached action${n === 1 ? '' : 's'} without a planner.`,
      actions,
      cache: 'hit',
      plannerMs: 0,
    };
  }
  return plan(page, ctx, deps, { key, pageUrl, status: 'miss', actions });
}

/** Parts of a compound instruction planned on fresh observations (`ActPlan.rest`), at most this many. */
export const MAX_PLAN_PARTS = 4;

/** One planned part: the observation it was planned on, the answer, and the time the planner took. */
export interface PlannedPart {
  observation: Observation;
  plan: Awaited<ReturnType<Planner['act']>>;
  plannerMs: number;
}

/** What the caller of `planParts` tells it after a part: `replan` asks for the same part again on a fresh observation. */
export interface PartFeedback {
  replan?: boolean;
}

/**
 * Times a part is planned again because the page replaced its target between observation and action (a list
 * re-rendered, a framework swapping nodes), before the step fails saying so.
 */
export const MAX_REPLANS = 2;

/**
 * Plans `instruction` on a fresh observation; while the plan leaves a `rest`, the caller performs the part's
 * operations and the rest is planned on the page they leave. `next({ replan: true })` plans the same part again on a
 * fresh observation instead (see `targetGone`). A planner that throws ends the parts with its error.
 */
export async function* planParts<S = Page>(
  page: S,
  ctx: AgentContext,
  planner: Planner,
  tools: Pick<AgentTools<S, unknown>, 'observe' | 'atWork'>,
  instruction: string,
): AsyncGenerator<PlannedPart, void, PartFeedback | undefined> {
  const plannerContext: PlannerContext = {
    downloads: ctx.downloads.map((d) => ({ fileName: d.fileName, text: d.text })),
    startingPrompt: null,
    signal: ctx.signal,
  };
  let text = instruction;
  for (let part = 1; part <= MAX_PLAN_PARTS; part++) {
    let feedback: PartFeedback | undefined;
    let plan: PlannedPart['plan'];
    do {
      let observation: Observation;
      let plannerMs = 0;
      const since = Date.now();
      for (;;) {
        observation = await tools.observe(page, ctx);
        const started = performance.now();
        plan = await planner.act(text, observation, plannerContext);
        plannerMs += performance.now() - started;
        // A target not on a page that is still loading may be on it in a moment: only the rules planner is asked
        // again (a model's answer costs a call), and nothing of the part was done yet.
        const rulesFailed = 'unsupported' in plan && (plan.decidedBy ?? planner.name) === 'rules';
        // "... if asked" with nothing asked yet: asked again while the page is at work (a dialog may be on its way).
        const atRest = !('unsupported' in plan) && plan.untilQuiet === true;
        if ((!rulesFailed && !atRest) || !tools.atWork || Date.now() - since >= ACT_PATIENCE_MS) break;
        if (!(await tools.atWork(page, observation, ctx.signal))) break;
      }
      feedback = yield { observation, plan, plannerMs };
    } while (feedback?.replan);
    if ('unsupported' in plan || !plan.rest) return;
    text = plan.rest;
  }
  // A step whose parts do not end (a menu opened again and again) fails; it never passes with its rest undone.
  yield {
    observation: await tools.observe(page, ctx),
    plan: { unsupported: `The step was not finished: "${text}" was still to do after ${MAX_PLAN_PARTS} parts.` },
    plannerMs: 0,
  };
}

/**
 * Thrown instead of acting when the target is gone (checked just before the action, so nothing was done): the part
 * is planned again on the page as it is now.
 */
export class TargetReplaced extends Error {
  constructor() {
    super('The page replaced the element before it could be acted on.');
  }
}

/** The failure of a step whose target the page kept replacing, or replaced after part of the step was done. */
function replacedTargetReason(label: string, partStarted: boolean): string {
  return partStarted
    ? `The page replaced ${label} after part of the step was done; the rest was not performed.`
    : `The page replaced ${label} each time before it could be acted on (planned ${MAX_REPLANS + 1} times).`;
}

/**
 * Performs the operations of one planned part. `replan` when its first target was replaced before anything was done
 * (the caller plans the part again, at most `MAX_REPLANS` times); otherwise the actions and, on failure, its reason.
 * `learn` is called after each performed operation with its target's descriptor (taken before acting: a click may
 * navigate away from it).
 */
export async function performPart<S = Page, H = Locator>(
  page: S,
  part: PlannedPart,
  ctx: AgentContext,
  tools: ActTools<S, H>,
  options: { mayReplan: boolean; learn?: (op: PlannedOperation, descriptor: ElementDescriptor | undefined) => void },
): Promise<{ replan: true } | { actions: AgentAction[]; failure?: string }> {
  const actions: AgentAction[] = [];
  if ('unsupported' in part.plan) return { actions, failure: part.plan.unsupported };
  const { observation } = part;
  const elements = elementsOf(tools);
  for (const [i, op] of part.plan.operations.entries()) {
    let element: H | undefined;
    let descriptor: ElementDescriptor | undefined;
    const observed = 'ref' in op && op.ref ? observation.elements.find((e) => e.ref === op.ref) : undefined;
    try {
      if ('ref' in op && op.ref) {
        element = tools.locatorOf(page, observation, op.ref);
        if (await elements.isGone(element)) throw new TargetReplaced();
        if (options.learn) {
          descriptor = await elements.describe(element, observed && { role: observed.role, name: observed.name });
        }
      }
      actions.push(...(await tools.perform(page, withoutRef(op), element, ctx)));
    } catch (error) {
      if (!(error instanceof TargetReplaced)) return { actions, failure: failureOf(error) };
      if (i === 0 && options.mayReplan) return { replan: true };
      const label = observed?.name ? `${observed.role} "${observed.name}"` : (observed?.role ?? 'the element');
      return { actions, failure: replacedTargetReason(label, i > 0) };
    }
    options.learn?.(op, descriptor);
  }
  return { actions };
}

/**
 * An `act` step without the action cache: each part planned on the page the previous one left and performed, a part
 * whose target was replaced planned again. The step's outcome; a planner that throws rejects it (the caller says
 * how such a step fails).
 */
export async function planAndPerform<S = Page, H = Locator>(
  surface: S,
  ctx: AgentContext,
  planner: Planner,
  tools: ActTools<S, H>,
  instruction: string,
  /** The reason a step fails with when its planner throws, the actions done so far kept; without it, it rejects. */
  plannerFailure?: (error: unknown) => string,
): Promise<AgentOutcome> {
  const actions: AgentAction[] = [];
  const parts = planParts(surface, ctx, planner, tools, instruction);
  const next = async (feedback?: PartFeedback) => {
    try {
      return await parts.next(feedback);
    } catch (error) {
      if (!plannerFailure) throw error;
      return { failure: plannerFailure(error) };
    }
  };
  let replans = 0;
  let reasoning: string | undefined;
  let feedback: PartFeedback | undefined;
  for (;;) {
    const part = await next(feedback);
    if ('failure' in part) return { success: false, reason: part.failure, actions };
    if (part.done) break;
    if (!('unsupported' in part.value.plan)) reasoning = part.value.plan.reasoning;
    const done = await performPart(surface, part.value, ctx, tools, { mayReplan: replans < MAX_REPLANS });
    feedback = 'replan' in done ? { replan: true } : undefined;
    if ('replan' in done) {
      replans++;
      continue;
    }
    actions.push(...done.actions);
    if (done.failure) return { success: false, reason: done.failure, actions };
  }
  const done = actions.map((a) => a.description).join('; ');
  return { success: true, reason: done ? `${done}.` : `Nothing to do${reasoning ? ` (${reasoning})` : ''}.`, actions };
}

async function plan<S, H>(
  page: S,
  ctx: AgentContext,
  deps: ActFlowDeps<S, H>,
  at: { key: string; pageUrl: string; status: Exclude<CacheStatus, 'hit'>; actions: AgentAction[] },
): Promise<ActFlowOutcome> {
  const { actions } = at;
  let plannerMs = 0;
  const learned: CachedOperation[] = [];
  let reasoning: string | undefined;
  const parts = planParts(page, ctx, deps.planner, deps.tools, ctx.instruction);
  let feedback: PartFeedback | undefined;
  let replans = 0;
  while (true) {
    let next: IteratorResult<PlannedPart>;
    try {
      next = await parts.next(feedback);
      feedback = undefined;
    } catch (error) {
      // A model that cannot be reached fails the step with its (key-free) reason; it is not a crash of the run.
      return { success: false, reason: failureOf(error), actions, plannerMs };
    }
    if (next.done) break;
    const { plan: planned } = next.value;
    plannerMs += next.value.plannerMs;
    if ('unsupported' in planned) return { success: false, reason: planned.unsupported, actions, plannerMs };
    reasoning = planned.reasoning;
    const done = await performPart(page, next.value, ctx, deps.tools, {
      mayReplan: replans < MAX_REPLANS,
      learn: (op, descriptor) => learned.push(cachedOf(op, descriptor, ctx.step.action, ctx.variables)),
    });
    if ('replan' in done) {
      replans++;
      feedback = { replan: true };
      continue;
    }
    actions.push(...done.actions);
    if (done.failure) return { success: false, reason: done.failure, actions, cache: at.status, plannerMs };
  }
  const secrets = (deps.secrets ?? []).filter((v) => v.length > 0);
  const typesSecret = learned.some((op) => {
    const text = (op as { text?: unknown }).text;
    return typeof text === 'string' && secrets.some((v) => text.includes(v));
  });
  // A step that did nothing ("accept the cookies if asked" on a page that did not ask) is planned again next time.
  if (!typesSecret && learned.length > 0)
    deps.cache.stage(
      {
        key: at.key,
        instruction: ctx.step.action,
        operations: learned,
        updatedAt: (deps.now?.() ?? new Date()).toISOString(),
        configKey: deps.configKey,
        page: pageKeyOf(at.pageUrl),
      },
      at.status,
    );
  const verb = at.status === 'healed' ? 'Re-planned (the cached element had changed)' : 'Planned';
  const why = reasoning && reasoning !== deps.planner.name ? ` (${reasoning})` : '';
  const done = actions.map((a) => a.description.replace(/\.?$/, '.')).join(' ');
  return {
    success: true,
    reason: `${done ? `${done} ` : ''}${verb} by the ${deps.planner.name} planner${why}.`,
    actions,
    cache: at.status,
    plannerMs,
  };
}
