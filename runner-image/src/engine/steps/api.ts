/**
 * `api` steps: the request (variables substituted) with its retry rules (../api-step.ts), its full response body
 * stored as an artifact, and with `should_refresh_page` the screen reloaded afterwards; a screenshot after.
 */
import type { SnapshotStep, StoredAction } from '../../contract';
import { callApi, summarizeResponse } from '../api-step';
import { errorMessage, RunStoppedError } from '../bounds';
import { type Entry, NONE, type Outcome, type PendingAction } from '../entry';
import { substituteDeep } from '../variables';
import type { StepContext } from './context';

export async function runApiStep<S>(step: SnapshotStep, entry: Entry, ctx: StepContext<S>): Promise<Outcome> {
  if (!step.api_request) return { ok: false, result: 'The api step has no api_request.' };
  const { evidence } = ctx;
  const request = substituteDeep(step.api_request, ctx.values, entry.unknown);
  const call = await callApi(request, ctx.signal);
  const index = entry.nextIndex;
  let summary: StoredAction['api_response'];
  if (call.response) {
    summary = summarizeResponse(call.response);
    const key = await evidence.apiResponse(entry, index, call.response.body, call.response.contentType);
    if (key !== null) summary.api_response_key = key;
  }
  let result = call.message;
  if (request.should_refresh_page) {
    evidence.inputSent();
    try {
      await ctx.device.reload();
      result += ' The page was reloaded.';
    } catch (error) {
      if (error instanceof RunStoppedError) throw error;
      return { ok: false, result: `${result} Reloading the page failed: ${errorMessage(error)}` };
    }
  }
  const pending: PendingAction = {
    description: call.message,
    type: 'api_request',
    before: NONE,
    after: (await evidence.screenshot(entry, 'after')).key,
  };
  if (summary) pending.api_response = summary;
  entry.actions.push(pending);
  return { ok: call.success, result };
}
