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
import { type ActTools, planParts, type ResolvedOperation, replayOrPlan } from './cache';
import type {
  ActionCache,
  Observation,
  PageProbe,
  PlannedOperation,
  Planner,
  PlannerContext,
  PlannerName,
} from './contract';
import { MASK, maskSecrets, type ObservedPage, observe } from './observe';
import { countText, createPageProbe } from './probe';
import { assertWithEvidence, plannerNameOf } from './providers/combined';

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
/** How long `wait until X appears` waits by default. */
const WAIT_FOR_DEFAULT_S = 10;
/**
 * After a click or key, how long to watch for a navigation it started, beyond the two animation frames of `settle`
 * (links and form submits have issued their request by then; later, script-driven navigations are awaited by the
 * next step, whose element lookup and checks wait for the page).
 */
const NAVIGATION_GRACE_MS = 50;

/** Clicks the visible option (or menu item) named `name` of an open custom dropdown: exact name first. */
async function pickOption(page: Page, name: string, timeout: number): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    for (const role of ['option', 'menuitem', 'menuitemradio'] as const) {
      for (const exact of [true, false]) {
        const found = page.getByRole(role, { name, exact }).filter({ visible: true });
        const n = await found.count();
        if (n === 1 || (n > 1 && exact)) {
          await found.first().click({ timeout });
          return;
        }
        if (n > 1) throw new Error(`${n} options match "${name}" in the open list.`);
      }
    }
    if (Date.now() > deadline) throw new Error(`No option "${name}" appeared in the open list.`);
    await page.waitForTimeout(50);
  }
}

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

  return {
    async act(page, instruction, ctx) {
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
          tools,
          ...(options.log ? { log: options.log } : {}),
          // The flow never caches a plan that types one of these (see ActFlowDeps.secrets).
          secrets,
        });
        return named(outcome);
      }
      const actions: AgentAction[] = [];
      for await (const { observation, plan } of planParts(page, context, planner, tools.observe, instruction)) {
        if ('unsupported' in plan) return named({ success: false, reason: plan.unsupported, actions });
        for (const op of plan.operations) {
          const element = 'ref' in op && op.ref ? locatorOf(page, observation, op.ref) : undefined;
          try {
            actions.push(...(await perform(page, withoutRef(op), element, context)));
          } catch (error) {
            return named({ success: false, reason: failureOf(error), actions });
          }
        }
      }
      const done = actions.map((a) => a.description).join('; ');
      return named({ success: true, reason: `${done}.`, actions });
    },

    async assert(page, instruction, ctx) {
      const observed = await observeFor(page, { ...ctx, instruction });
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
      const verdict = await assertWithEvidence(
        options.planner,
        hideSecrets(instruction, secrets),
        observed.observation,
        plannerContext(ctx),
        probe,
        () => evidenceShots(page, ctx.step.assert_images_count),
      );
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

// -------------------------------------------------------------------------------------------------------------------
// Execution

interface Run {
  page: Page;
  element: Locator | undefined;
  label: string;
  ctx: AgentContext;
  timeout: number;
  secrets: readonly string[];
}

function withoutRef(op: PlannedOperation): ResolvedOperation {
  if (!('ref' in op)) return op as ResolvedOperation;
  const { ref: _ref, ...rest } = op;
  return rest as ResolvedOperation;
}

function failureOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // Playwright's messages carry a call log: the first line is the useful part.
  return message.split('\n')[0]?.replace(/^locator\.\w+: /, '') ?? message;
}

/** `button "Sign in"` from the element's own accessibility snapshot. */
async function labelOf(element: Locator): Promise<string> {
  const snapshot = await element.ariaSnapshot({ timeout: 2_000 }).catch(() => '');
  const m = /^- ([a-z]+)(?: "((?:[^"\\]|\\.)*)")?/.exec(snapshot.trim());
  if (!m) return 'the element';
  return m[2] ? `${m[1]} "${m[2]}"` : (m[1] as string);
}

function need(run: Run): Locator {
  if (!run.element) throw new Error('The operation names no element.');
  return run.element;
}

async function isPasswordField(element: Locator): Promise<boolean> {
  return element
    .evaluate((el) => el instanceof HTMLInputElement && el.type === 'password', undefined, { timeout: 2_000 })
    .catch(() => true);
}

/** Runs `act` around screenshots and lets a navigation it started finish. */
async function around(
  run: Run,
  type: string,
  description: string,
  act: () => Promise<unknown>,
  navigates = false,
): Promise<AgentAction> {
  const before = await run.ctx.screenshot('before');
  const { page } = run;
  let started = false;
  const onRequest = (request: { isNavigationRequest(): boolean; frame(): unknown }) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) started = true;
  };
  if (navigates) page.on('request', onRequest);
  try {
    await act();
    if (navigates) {
      await settle(page);
      if (!started) await sleep(NAVIGATION_GRACE_MS, run.ctx.signal);
      if (started) await page.waitForLoadState('load', { timeout: run.timeout }).catch(() => {});
    } else {
      await settle(page);
    }
  } catch (error) {
    throw new Error(`${description} failed: ${failureOf(error)}`);
  } finally {
    if (navigates) page.off('request', onRequest);
  }
  const after = await run.ctx.screenshot('after');
  return { type, description, screenshotKeyBefore: before, screenshotKey: after };
}

/** Two animation frames: lets the page react (re-render) before the next observation or screenshot. */
async function settle(page: Page): Promise<void> {
  await page
    .evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
    .catch(() => {});
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}

async function execute(op: ResolvedOperation, run: Run): Promise<AgentAction> {
  const { page, timeout, label } = run;
  switch (op.op) {
    case 'click': {
      const el = need(run);
      const how = op.button === 'right' ? 'Right-clicked' : op.clickCount === 2 ? 'Double-clicked' : 'Clicked';
      return around(
        run,
        'click_element',
        `${how} ${label}`,
        () =>
          el.click({
            timeout,
            ...(op.button ? { button: op.button } : {}),
            ...(op.clickCount ? { clickCount: op.clickCount } : {}),
          }),
        true,
      );
    }
    case 'fill': {
      const el = need(run);
      const secret = (await isPasswordField(el)) || run.secrets.some((s) => op.text.includes(s));
      const shown = secret ? MASK : `"${op.text}"`;
      return around(run, 'input_text', `Typed ${shown} into ${label}`, () => el.fill(op.text, { timeout }));
    }
    case 'clear': {
      const el = need(run);
      return around(run, 'input_text', `Cleared ${label}`, () => el.clear({ timeout }));
    }
    case 'select': {
      const el = need(run);
      return around(run, 'select_option', `Selected "${op.option}" in ${label}`, async () => {
        const kind = await el.evaluate(
          (e) => (e instanceof HTMLSelectElement ? 'select' : e instanceof HTMLInputElement ? 'input' : 'other'),
          undefined,
          { timeout },
        );
        if (kind === 'select') {
          const byLabel = await el.selectOption({ label: op.option }, { timeout }).catch(() => null);
          if (!byLabel) await el.selectOption(op.option, { timeout });
          return;
        }
        // A custom dropdown (a button or an input with a listbox): open it, then pick the option.
        if (kind === 'input') await el.fill(op.option, { timeout });
        else await el.click({ timeout });
        await pickOption(run.page, op.option, timeout);
      });
    }
    case 'check': {
      const el = need(run);
      // One click when the state differs, not setChecked: apps that re-render the list on change replace the
      // element, and setChecked would wait for the old one to become checked until it times out.
      return around(run, 'click_element', `${op.checked ? 'Checked' : 'Unchecked'} ${label}`, async () => {
        if ((await el.isChecked({ timeout })) !== op.checked) await el.click({ timeout });
      });
    }
    case 'hover': {
      const el = need(run);
      return around(run, 'hover_element', `Hovered over ${label}`, () => el.hover({ timeout }));
    }
    case 'press': {
      const el = run.element;
      const where = el ? ` in ${label}` : '';
      return around(
        run,
        'send_keys',
        `Pressed ${op.key}${where}`,
        () => (el ? el.press(op.key, { timeout }) : page.keyboard.press(op.key)),
        true,
      );
    }
    case 'upload': {
      const el = need(run);
      const file = run.ctx.downloads.find((d) => d.fileName === op.fileName);
      if (!file || file.text === null) {
        throw new Error(`Uploading "${op.fileName}" failed: no file of that name is available to this run.`);
      }
      return around(run, 'upload_file', `Uploaded "${op.fileName}" to ${label}`, () =>
        el.setInputFiles(
          { name: file.fileName, mimeType: 'application/octet-stream', buffer: Buffer.from(file.text ?? '') },
          { timeout },
        ),
      );
    }
    case 'scroll': {
      const type = op.direction === 'up' ? 'scroll_up' : 'scroll_down';
      if (run.element) {
        const el = run.element;
        return around(run, type, `Scrolled to ${label}`, () => el.scrollIntoViewIfNeeded({ timeout }));
      }
      return around(run, type, `Scrolled ${op.direction}`, async () => {
        const height = page.viewportSize()?.height ?? 800;
        await page.mouse.wheel(0, (op.direction === 'up' ? -1 : 1) * Math.round(height * 0.8));
      });
    }
    case 'goto':
      return around(
        run,
        'go_to_url',
        `Opened ${op.url}`,
        async () => {
          const response = await page.goto(op.url, { waitUntil: 'load', timeout });
          if (response && response.status() >= 400) throw new Error(`it answered HTTP ${response.status()}`);
        },
        false,
      );
    case 'back':
      return around(run, 'go_back', 'Went back', () => page.goBack({ waitUntil: 'load', timeout }));
    case 'reload':
      return around(run, 'reload_page', 'Reloaded the page', () => page.reload({ waitUntil: 'load', timeout }));
    case 'wait':
      return around(run, 'wait', `Waited ${op.seconds} second${op.seconds === 1 ? '' : 's'}`, () =>
        sleep(op.seconds * 1000, run.ctx.signal),
      );
    case 'wait_for': {
      const limit = (op.timeoutSeconds ?? WAIT_FOR_DEFAULT_S) * 1000;
      const verb = op.state === 'visible' ? 'appeared' : 'disappeared';
      return around(run, 'wait', `Waited until "${op.text}" ${verb}`, async () => {
        const until = Date.now() + limit;
        for (;;) {
          const n = await countText(page, op.text);
          if (n > 0 === (op.state === 'visible')) return;
          if (Date.now() > until || run.ctx.signal.aborted) {
            throw new Error(
              `"${op.text}" was still ${op.state === 'visible' ? 'not visible' : 'visible'} after ${limit / 1000} s`,
            );
          }
          await sleep(200, run.ctx.signal);
        }
      });
    }
    case 'extract': {
      const text = run.element
        ? await run.element.innerText({ timeout }).catch(() => '')
        : await page.locator('body').innerText({ timeout });
      const after = await run.ctx.screenshot('after');
      return {
        type: 'extract_content',
        description: `Extracted ${op.what}: ${text.replace(/\s+/g, ' ').trim().slice(0, 500)}`,
        screenshotKey: after,
      };
    }
  }
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
