/** Opening a URL on the device: the test's starting URL before the first entry, a module's before its steps. */
import { errorMessage, RunStoppedError } from '../bounds';
import { type Entry, NONE, type Outcome } from '../entry';
import type { StepContext } from './context';

/**
 * Opens `url`; records a `go_to_url` action (with a screenshot after) when `record` is set. A URL that does not load
 * (network error, timeout, HTTP >= 400) is a failed outcome saying why; a stop is rethrown.
 */
export async function openUrl<S>(ctx: StepContext<S>, entry: Entry, url: string, record: boolean): Promise<Outcome> {
  let failure: string | null = null;
  ctx.evidence.inputSent();
  try {
    await ctx.device.open(url);
  } catch (error) {
    if (error instanceof RunStoppedError) throw error;
    failure = `Could not open ${url}: ${errorMessage(error)}`;
  }
  if (record) {
    const after = (await ctx.evidence.screenshot(entry, 'after')).key;
    ctx.evidence.addAction(entry, failure ?? `Opened ${url}`, 'go_to_url', NONE, after);
  }
  return failure ? { ok: false, result: failure } : { ok: true, result: `Opened ${url}.` };
}
