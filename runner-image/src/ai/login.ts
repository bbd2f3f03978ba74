/**
 * Login modules (blueprints of type `module`): on the page the run opened, find the username/email field, the
 * password field and (with `otp_secret`) the one-time-code field, fill the stored credentials, submit, and decide
 * whether the login succeeded: the password field is gone (or the URL left the login page) and no error is shown.
 *
 * Handles a username-first page (email, "Next", then password) and a code asked on the same page or on a second
 * page after submitting. Which element is which, and the TOTP code, come from login-fields.ts (shared with the login
 * on a device, mobile/login.ts).
 *
 * Credentials never reach a planner (no planner is involved) and never appear in descriptions or reasons: the
 * username is masked like the password, since both are stored secrets.
 */
import type { Locator, Page } from 'playwright-core';
import type { LoginCredentials } from '../contract';
import type { AgentAction, AgentOutcome } from '../engine/agent';
import type { ObservedElement } from './contract';
import { findLoginFields, type LoginFields, fieldLabel as label, loginErrorCandidates, totpCode } from './login-fields';
import { MASK, maskSecrets, type ObservedPage, observe } from './observe';

export type { LoginCredentials };
export { totpCode };

export interface LoginContext {
  /** Stores a screenshot now; returns its key. */
  screenshot(label: string): Promise<string | null>;
  signal: AbortSignal;
  /** Upper bound of one browser operation, ms. Default 15 s. */
  timeoutMs?: number;
  /** How long to wait for the page to show the outcome after submitting, ms. Default 8 s. */
  settleMs?: number;
}

function findFields(observed: ObservedPage): LoginFields {
  return findLoginFields(observed.observation.elements, (e) => observed.isPassword(e.ref));
}

/** Logs in on `page` with `credentials`. The outcome's actions and reason never contain a credential. */
export async function performLogin(
  page: Page,
  credentials: LoginCredentials,
  ctx: LoginContext,
): Promise<AgentOutcome> {
  const secrets = [credentials.username, credentials.password, credentials.otp_secret ?? ''].filter(Boolean);
  const mask = (text: string) => maskSecrets(text, secrets);
  const timeout = ctx.timeoutMs ?? 15_000;
  const actions: AgentAction[] = [];
  const look = () => observe(page, { instruction: 'log in with username and password', secrets });
  const startPath = pathOf(page.url());

  const step = async (type: string, description: string, act: () => Promise<unknown>) => {
    const before = await ctx.screenshot('before');
    await act();
    await settle(page, timeout);
    actions.push({
      type,
      description: mask(description),
      screenshotKeyBefore: before,
      screenshotKey: await ctx.screenshot('after'),
    });
  };
  const fail = (reason: string): AgentOutcome => ({ success: false, reason: mask(reason), actions });
  const submit = async (observed: ObservedPage, fields: LoginFields, last: ObservedElement) => {
    if (fields.submit) {
      const button = fields.submit;
      await step('click_element', `Clicked ${label(button)}`, () => observed.resolve(button.ref).click({ timeout }));
    } else {
      await step('send_keys', `Pressed Enter in ${label(last)}`, () =>
        observed.resolve(last.ref).press('Enter', { timeout }),
      );
    }
  };

  try {
    let observed = await look();
    let fields = findFields(observed);
    // Username first, password on the next page.
    if (!fields.password && fields.username) {
      const user = fields.username;
      await step('input_text', `Typed ${MASK} into ${label(user)}`, () =>
        fill(observed.resolve(user.ref), credentials.username, timeout),
      );
      await submit(observed, fields, user);
      observed = await look();
      fields = findFields(observed);
      if (fields.username && fields.password) fields = { ...fields, username: undefined } as LoginFields;
    }
    const password = fields.password;
    if (!password) return fail(`No password field was found on the login page (${page.url()}).`);
    if (fields.username) {
      const user = fields.username;
      await step('input_text', `Typed ${MASK} into ${label(user)}`, () =>
        fill(observed.resolve(user.ref), credentials.username, timeout),
      );
    }
    await step('input_text', `Typed ${MASK} into ${label(password)}`, () =>
      fill(observed.resolve(password.ref), credentials.password, timeout),
    );
    let last = password;
    if (fields.otp) {
      if (!credentials.otp_secret)
        return fail(
          `The login page asks for a one-time code (${label(fields.otp)}), but the login module has no otp_secret.`,
        );
      const otp = fields.otp;
      await step('input_text', `Typed the one-time code into ${label(otp)}`, () =>
        fill(observed.resolve(otp.ref), totpCode(credentials.otp_secret as string), timeout),
      );
      last = otp;
    }
    await submit(observed, fields, last);

    // A second page asking for the code.
    observed = await look();
    fields = findFields(observed);
    const shownError = await visibleError(observed);
    if (shownError) return fail(`Login failed: the page says "${shownError}".`);
    if (fields.otp && !fields.password) {
      if (!credentials.otp_secret)
        return fail(
          `The login asks for a one-time code (${label(fields.otp)}), but the login module has no otp_secret.`,
        );
      const otp = fields.otp;
      await step('input_text', `Typed the one-time code into ${label(otp)}`, () =>
        fill(observed.resolve(otp.ref), totpCode(credentials.otp_secret as string), timeout),
      );
      await submit(observed, fields, otp);
    }

    // Success: no error shown, and the password field gone or the URL moved off the login page.
    const until = Date.now() + (ctx.settleMs ?? 8_000);
    for (;;) {
      observed = await look();
      fields = findFields(observed);
      const error = await visibleError(observed);
      if (error) return fail(`Login failed: the page says "${error}".`);
      const passwordGone = !fields.password || !(await observed.resolve(fields.password.ref).isVisible());
      const otpGone = !fields.otp;
      const moved = pathOf(page.url()) !== startPath;
      if ((passwordGone || moved) && otpGone) {
        return { success: true, reason: mask(`Logged in; now on ${page.url()}.`), actions };
      }
      if (Date.now() > until || ctx.signal.aborted) {
        return fail(
          fields.otp
            ? 'Login failed: the page still asks for the one-time code.'
            : 'Login failed: the login form is still shown after submitting.',
        );
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  } catch (error) {
    const message = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
    return fail(`Login failed: ${message}`);
  }
}

function pathOf(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`;
  } catch {
    return url;
  }
}

async function fill(locator: Locator, value: string, timeout: number): Promise<void> {
  await locator.fill(value, { timeout });
}

/** Waits for a navigation the last action started (if any) to load, then two animation frames. */
async function settle(page: Page, timeout: number): Promise<void> {
  await page.waitForLoadState('load', { timeout }).catch(() => {});
  await new Promise((r) => setTimeout(r, 100));
  await page.waitForLoadState('load', { timeout }).catch(() => {});
  await page
    .evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
    .catch(() => {});
}

/** The text of a visible alert or error-looking message, if any. */
async function visibleError(observed: ObservedPage): Promise<string | null> {
  for (const { element, text } of loginErrorCandidates(observed.observation.elements)) {
    if (
      await observed
        .resolve(element.ref)
        .isVisible()
        .catch(() => false)
    )
      return text;
  }
  return null;
}
