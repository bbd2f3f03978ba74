/**
 * How the AI agent performs one planned operation on a page: find the element, act, wait for what the action started
 * (a navigation, two animation frames), describe it for results (password values masked) and screenshot around it.
 */
import type { Locator, Page } from 'playwright-core';
import type { AgentAction, AgentContext } from '../engine/agent';
import { refusedNavigation } from '../engine/egress/policy';
import { inputTimersDone } from '../engine/input-timers';
import { ANSWERS_PATIENCE_MS, watchRequests } from '../engine/requests';
import { sinceLastChange } from '../engine/settle';
import { type ResolvedOperation, TargetReplaced, targetGone } from './cache';
import { CONFIRM_MS, CONFIRM_PATIENCE_MS, CONFIRM_QUIET_MS, type PlannedOperation, sameShown } from './contract';
import { MASK } from './observe';
import { countText } from './probe';
import { type Landing, onTarget } from './target-watch';

/** How long a checkbox or switch is watched for the state a click gave it, when it does not show it at once, ms. */
const CHECK_READ_BACK_MS = 2_000;
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
      // The same words in other punctuation: "price, low to high" is the option "Price: low to high".
      const options = page.getByRole(role).filter({ visible: true });
      const texts = await options.allTextContents();
      const same = texts.flatMap((t, i) => (words(t) === words(name) ? [i] : []));
      if (same.length === 1) {
        await options.nth(same[0] as number).click({ timeout });
        return;
      }
    }
    if (Date.now() > deadline) throw new Error(`No option "${name}" appeared in the open list.`);
    await page.waitForTimeout(50);
  }
}

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ');

// -------------------------------------------------------------------------------------------------------------------
// Execution

export interface Run {
  page: Page;
  element: Locator | undefined;
  label: string;
  ctx: AgentContext;
  timeout: number;
  secrets: readonly string[];
}

export function withoutRef(op: PlannedOperation): ResolvedOperation {
  if (!('ref' in op)) return op as ResolvedOperation;
  const { ref: _ref, ...rest } = op;
  return rest as ResolvedOperation;
}

export function failureOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // Playwright's messages carry a call log: the first line is the useful part.
  return message.split('\n')[0]?.replace(/^locator\.\w+: /, '') ?? message;
}

/** `button "Sign in"` from the element's own accessibility snapshot. */
export async function labelOf(element: Locator): Promise<string> {
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

/** What an element shows: a field's value, else its text. */
async function shownBy(element: Locator, timeout: number): Promise<string> {
  const value = await element
    .evaluate((e) => (e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement ? e.value : null), undefined, {
      timeout,
    })
    .catch(() => null);
  return (value ?? (await element.innerText({ timeout }).catch(() => ''))).replace(/\s+/g, ' ').trim();
}

/**
 * Lets the app take what was typed as a person's leaving the field would: many apps read a field on `change`, which
 * the browser fires only when the field loses focus. The field is blurred (the browser's own `change`, fired once, as
 * Enter afterwards would not fire it again) and focused again, so a key pressed next still goes to it. A field with a
 * suggestion list of its own (a combobox, `list`, `aria-autocomplete`) is left focused: blurring would close the list.
 */
async function commitTyped(element: Locator): Promise<void> {
  await element
    .evaluate(
      (e) => {
        if (!(e instanceof HTMLInputElement || e instanceof HTMLTextAreaElement)) return;
        const root = e.getRootNode() as Document | ShadowRoot;
        if (root.activeElement !== e) return;
        if (e.getAttribute('role') === 'combobox' || e.hasAttribute('aria-autocomplete')) return;
        if (e instanceof HTMLInputElement && e.list) return;
        e.blur();
        if (e.isConnected) e.focus({ preventScroll: true });
      },
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => {});
}

/** Runs `act` around screenshots and lets a navigation it started finish. */
async function around(
  run: Run,
  type: string,
  description: string,
  act: () => Promise<unknown>,
  navigates = false,
  landing?: Landing,
): Promise<AgentAction> {
  const before = await run.ctx.screenshot('before');
  const { page } = run;
  let started = false;
  const onRequest = (request: { isNavigationRequest(): boolean; frame(): unknown }) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) started = true;
  };
  // The target replaced (re-rendered) since it was observed, or while the action waits for it, before anything was
  // done: the part is planned again. A reading that only waits on the element (`wait`) is not an action on it.
  const element = type === 'wait' ? undefined : run.element;
  // What the action asked of the server is part of it: the step is over once the app has answered.
  const requests = type === 'wait' ? undefined : watchRequests(page);
  if (navigates) page.on('request', onRequest);
  try {
    await (element ? onTarget(element, act, landing) : act());
    if (navigates) {
      await settle(page);
      if (!started) await sleep(NAVIGATION_GRACE_MS, run.ctx.signal);
      if (started) await page.waitForLoadState('load', { timeout: run.timeout }).catch(() => {});
    } else {
      await settle(page);
    }
    if (requests) await inputTimersDone(page, run.ctx.signal);
    await requests?.answered({ timeoutMs: ANSWERS_PATIENCE_MS, signal: run.ctx.signal });
  } catch (error) {
    if (error instanceof TargetReplaced) throw error;
    throw new Error(`${description} failed: ${failureOf(error)}`);
  } finally {
    requests?.stop();
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
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

export async function execute(op: ResolvedOperation, run: Run): Promise<AgentAction> {
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
        op.button === 'right' ? 'contextmenu' : op.clickCount === 2 ? 'dblclick' : 'click',
      );
    }
    case 'fill': {
      const el = need(run);
      const secret = (await isPasswordField(el)) || run.secrets.some((s) => op.text.includes(s));
      const shown = secret ? MASK : `"${op.text}"`;
      return around(run, 'input_text', `Typed ${shown} into ${label}`, async () => {
        // A native slider takes only values in its range: a value outside it fails before anything is set.
        const range = await el
          .evaluate((e) => (e instanceof HTMLInputElement && e.type === 'range' ? { min: e.min, max: e.max } : null))
          .catch(() => null);
        const wanted = Number(op.text);
        if (range) {
          const [min, max] = [range.min === '' ? 0 : Number(range.min), range.max === '' ? 100 : Number(range.max)];
          if (!Number.isFinite(wanted) || wanted < min || wanted > max) {
            throw new Error(`${op.text} is outside the slider's range (${min} to ${max})`);
          }
        }
        const before = range ? null : await el.inputValue({ timeout: 2_000 }).catch(() => null);
        await el.fill(op.text, { timeout });
        await commitTyped(el);
        // An app that refuses the value puts the old one back ("Set a goal between 1 and 40", the goal still 10).
        if (before && before !== op.text && (await el.inputValue({ timeout: 2_000 }).catch(() => null)) === before) {
          throw new Error(secret ? 'the app put the old value back' : `the app put back "${before}"`);
        }
        if (range) {
          const now = await el.inputValue({ timeout });
          if (Number(now) !== wanted) throw new Error(`the slider took ${now}, not ${op.text} (its steps)`);
        }
      });
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
      // The state is read back: an app that refuses the change ("Tick up to 3 units") puts it back, and the step fails.
      return around(run, 'click_element', `${op.checked ? 'Checked' : 'Unchecked'} ${label}`, async () => {
        if ((await el.isChecked({ timeout })) === op.checked) return;
        await el.click({ timeout });
        const deadline = Date.now() + CHECK_READ_BACK_MS;
        for (;;) {
          await settle(page);
          if (await targetGone(el)) return;
          const now = await el.isChecked({ timeout: 2_000 }).catch(() => op.checked);
          if (now === op.checked) return;
          if (Date.now() >= deadline) throw new Error(`it stayed ${op.checked ? 'unchecked' : 'checked'}`);
          await sleep(100, run.ctx.signal);
        }
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
          const refused = refusedNavigation(op.url);
          if (refused) throw new Error(refused);
          const response = await page.goto(op.url, { waitUntil: 'load', timeout });
          if (response && response.status() >= 400) throw new Error(`it answered HTTP ${response.status()}`);
        },
        false,
      );
    case 'back':
      return around(run, 'go_back', 'Went back', async () => {
        const before = page.url();
        const response = await page.goBack({ waitUntil: 'load', timeout });
        // No response and the same address, or the empty page the run's tab opened on: the run started on this
        // page, and there is nothing before it (the empty page is left again).
        if (!response && page.url() === before) throw new Error('there is no previous page to go back to');
        if (page.url() === 'about:blank' && before !== 'about:blank') {
          await page.goForward({ waitUntil: 'load', timeout });
          throw new Error('there is no previous page to go back to');
        }
      });
    case 'reload':
      return around(run, 'reload_page', 'Reloaded the page', () => page.reload({ waitUntil: 'load', timeout }));
    case 'wait':
      return around(run, 'wait', `Waited ${op.seconds} second${op.seconds === 1 ? '' : 's'}`, () =>
        sleep(op.seconds * 1000, run.ctx.signal),
      );
    case 'wait_for': {
      const limit = (op.timeoutSeconds ?? WAIT_FOR_DEFAULT_S) * 1000;
      const verb = op.state === 'visible' ? 'appeared' : 'disappeared';
      const where = run.element ? ` in ${label}` : '';
      const element = run.element;
      const words = op.text.replace(/\s+/g, ' ').trim().toLowerCase();
      return around(run, 'wait', `Waited until "${op.text}" ${verb}${where}`, async () => {
        const until = Date.now() + limit;
        for (;;) {
          const n = element
            ? Number((await shownBy(element, timeout)).toLowerCase().includes(words))
            : await countText(page, op.text);
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
    case 'confirm': {
      const el = need(run);
      return around(run, 'wait', `Confirmed ${label} shows "${op.text}"`, async () => {
        const started = Date.now();
        for (;;) {
          const shown = await shownBy(el, timeout);
          if (sameShown(shown, op.text)) return;
          const waited = Date.now() - started;
          let done = waited >= CONFIRM_PATIENCE_MS;
          if (!done && waited >= CONFIRM_MS) {
            // Past the first wait, only a page still changing is waited on.
            const since = await sinceLastChange(page, 0, run.ctx.signal);
            done = since === null || since > CONFIRM_QUIET_MS;
          }
          if (done || run.ctx.signal.aborted) throw new Error(`it shows "${shown}", not "${op.text}"`);
          await sleep(100, run.ctx.signal);
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
