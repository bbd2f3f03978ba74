/**
 * Login modules (blueprints of type `module` with stored credentials) on a device: on the screen the app shows, find
 * the username/email, password and (with `otp_secret`) one-time-code fields and the submit button with the same rules
 * as on a browser page (ai/login-fields.ts), fill them through the session (a tap on the field, then its text set
 * through its id, or typed into the focused field when it has no unique id), tap the button (or press Return), and
 * decide on the next screen: logged in once no password or code field is left and no error text is shown.
 *
 * Handles a username-first screen (email, "Next", then password) and a code asked on the same screen or the next one.
 * Credentials never reach a planner (none is involved) and never appear in descriptions or reasons: the observation is
 * read with them as secrets, and every description and reason is masked again.
 */

import type { ObservedElement } from '../ai/contract';
import {
  findLoginFields,
  type LoginFields,
  fieldLabel as label,
  loginErrorCandidates,
  totpCode,
} from '../ai/login-fields';
import type { LoginCredentials } from '../contract';
import type { AgentAction, AgentOutcome } from '../engine/agent';
import { sleep } from '../engine/api-step';
import { bounded } from '../engine/bounds';
import type { LoginContext } from '../engine/device';
import { firstLine } from './errors';
import { MASK, type ObservedScreen, observePageSource } from './observe';
import type { DeviceSession } from './session';

/** What the login drives: the attempt's app session and the app under test. */
export interface LoginSurface {
  readonly session: DeviceSession;
  readonly appId: string | undefined;
}

/** How long the next screen may take to show the outcome after submitting, ms. */
export const LOGIN_SETTLE_MS = 8_000;

const isPassword = (e: ObservedElement) => e.hints?.inputType === 'password';

/** Logs in on the app's screen with `credentials`. The outcome's actions and reason never contain a credential. */
export async function logInOnDevice(
  surface: LoginSurface,
  credentials: LoginCredentials,
  ctx: LoginContext,
  settleMs = LOGIN_SETTLE_MS,
): Promise<AgentOutcome> {
  const { session } = surface;
  const secrets = [credentials.username, credentials.password, credentials.otp_secret ?? ''].filter(Boolean);
  const mask = (text: string) => secrets.reduce((t, s) => t.split(s).join(MASK), text);
  const timeout = ctx.timeoutMs ?? 30_000;
  const bound = <T>(work: Promise<T>, what: string) => bounded(work, timeout, what, ctx.signal);
  const actions: AgentAction[] = [];

  const look = async (): Promise<ObservedScreen> => {
    const source = await bound(session.pageSource(), 'Reading the screen');
    return observePageSource(source, { ...(surface.appId && { appId: surface.appId }), secrets });
  };
  const fields = (screen: ObservedScreen): LoginFields => findLoginFields(screen.observation.elements, isPassword);
  const targetOf = (screen: ObservedScreen, e: ObservedElement) => {
    const target = screen.targets.get(e.ref);
    if (!target) throw new Error(`${label(e)} is not on the screen`);
    return target;
  };
  const step = async (type: string, description: string, act: () => Promise<unknown>) => {
    const before = await ctx.screenshot('before');
    await act();
    actions.push({
      type,
      description: mask(description),
      screenshotKeyBefore: before,
      screenshotKey: await ctx.screenshot('after'),
    });
  };
  const fill = (screen: ObservedScreen, e: ObservedElement, value: string, shown: string) => {
    const target = targetOf(screen, e);
    return step('input_text', `Typed ${shown} into ${label(e)}`, async () => {
      await bound(session.tap(target.center), 'The tap');
      if (target.selector) await bound(session.setValue(target.selector, value), 'Typing');
      else await bound(session.type(value), 'Typing');
    });
  };
  const submit = (screen: ObservedScreen, found: LoginFields) => {
    const button = found.submit;
    if (button) {
      const { center } = targetOf(screen, button);
      return step('click_element', `Tapped ${label(button)}`, () => bound(session.tap(center), 'The tap'));
    }
    return step('send_keys', 'Pressed Return', () => bound(session.pressKey('Return'), 'The key press'));
  };
  const fail = (reason: string): AgentOutcome => ({ success: false, reason: mask(reason), actions });
  const shownError = (screen: ObservedScreen) => loginErrorCandidates(screen.observation.elements)[0]?.text ?? null;
  const noOtp = (otp: ObservedElement) =>
    fail(`The login asks for a one-time code (${label(otp)}), but the login module has no otp_secret.`);

  try {
    let screen = await look();
    let found = fields(screen);
    // Username first, password on the next screen.
    if (!found.password && found.username) {
      await fill(screen, found.username, credentials.username, MASK);
      await submit(screen, found);
      screen = await look();
      found = fields(screen);
      if (found.username && found.password) found = { ...found, username: undefined } as LoginFields;
    }
    const password = found.password;
    if (!password) {
      return fail(
        `No password field was found on the screen${screen.observation.url ? ` of ${screen.observation.url}` : ''}.`,
      );
    }
    if (found.username) await fill(screen, found.username, credentials.username, MASK);
    await fill(screen, password, credentials.password, MASK);
    if (found.otp) {
      if (!credentials.otp_secret) return noOtp(found.otp);
      await fill(screen, found.otp, totpCode(credentials.otp_secret), 'the one-time code');
    }
    await submit(screen, found);

    // A next screen asking for the code.
    screen = await look();
    found = fields(screen);
    const error = shownError(screen);
    if (error) return fail(`Login failed: the screen says "${error}".`);
    if (found.otp && !found.password) {
      if (!credentials.otp_secret) return noOtp(found.otp);
      await fill(screen, found.otp, totpCode(credentials.otp_secret), 'the one-time code');
      await submit(screen, found);
    }

    // Success: no error shown, no password or code field left.
    const until = Date.now() + settleMs;
    for (;;) {
      screen = await look();
      found = fields(screen);
      const shown = shownError(screen);
      if (shown) return fail(`Login failed: the screen says "${shown}".`);
      if (!found.password && !found.otp) {
        return { success: true, reason: 'Logged in; the sign-in screen is gone.', actions };
      }
      if (Date.now() > until || ctx.signal.aborted) {
        return fail(
          found.otp
            ? 'Login failed: the screen still asks for the one-time code.'
            : 'Login failed: the sign-in screen is still shown after submitting.',
        );
      }
      await sleep(250, ctx.signal);
    }
  } catch (error) {
    return fail(`Login failed: ${firstLine(error)}`);
  }
}
