/**
 * Login modules: a login blueprint (type `module`) without steps of its own logs in with its stored credentials
 * (`RunInput.loginCredentials`) on what the device shows. A login that succeeded is not repeated by later attempts of
 * the run: the device starts them from its logged-in state.
 */
import { bounded } from '../bounds';
import type { Entry, Outcome } from '../entry';
import type { StepContext } from './context';

/** Upper bound of one login. */
export const LOGIN_TIMEOUT_MS = 5 * 60_000;

export async function runLogin<S>(
  module: { id: number; title: string },
  entry: Entry,
  ctx: StepContext<S>,
): Promise<Outcome> {
  const { evidence } = ctx;
  if (ctx.loggedIn.has(module.id)) {
    return {
      ok: true,
      result: `Login module "${module.title}": reused the login from an earlier attempt of this run.`,
    };
  }
  const lookup = ctx.input.loginCredentials;
  if (!lookup) {
    return { ok: false, result: `Login module "${module.title}": this runner has no access to stored credentials.` };
  }
  const credentials = await bounded(lookup(module.id), ctx.actionTimeoutMs, 'Reading the credentials', ctx.signal);
  if (!credentials) return { ok: false, result: `Login module "${module.title}" has no stored credentials.` };
  evidence.inputSent();
  const outcome = await bounded(
    ctx.device.logIn(credentials, {
      signal: ctx.signal,
      timeoutMs: ctx.actionTimeoutMs,
      screenshot: async (label) => (await evidence.screenshot(entry, label)).key,
    }),
    LOGIN_TIMEOUT_MS,
    'The login',
    ctx.signal,
  );
  for (const action of outcome.actions) {
    evidence.addAction(
      entry,
      action.description,
      action.type,
      Promise.resolve(action.screenshotKeyBefore ?? null),
      Promise.resolve(action.screenshotKey ?? null),
    );
  }
  if (outcome.success) ctx.loggedIn.add(module.id);
  return { ok: outcome.success, result: `Login module "${module.title}": ${outcome.reason}` };
}
