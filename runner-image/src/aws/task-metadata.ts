/**
 * The runner's own ECS task, from the task metadata endpoint (version 4) that ECS sets in every Fargate container as
 * `ECS_CONTAINER_METADATA_URI_V4`: `GET <uri>/task` answers the task's metadata, `TaskARN` among it. The runner
 * records it on its run so that cancelling the run stops the task (docs/runs.md). Locally there is no such variable,
 * and nothing to record.
 */
import { ENV } from '../../../core/config';

/** The endpoint answers at once from the task's own host; a slow answer is not worth delaying the run for. */
const METADATA_TIMEOUT_MS = 2_000;

export class TaskMetadataError extends Error {
  override name = 'TaskMetadataError';
}

/**
 * The ARN of the ECS task this process runs in; undefined when `ECS_CONTAINER_METADATA_URI_V4` is not set (not on
 * ECS). Throws `TaskMetadataError` when the endpoint does not answer with a task ARN.
 */
export async function ownTaskArn(
  env: NodeJS.ProcessEnv = process.env,
  fetchFn: typeof fetch = fetch,
): Promise<string | undefined> {
  const base = env[ENV.ecsMetadataUri]?.trim();
  if (!base) return undefined;
  let body: unknown;
  try {
    const response = await fetchFn(`${base.replace(/\/+$/, '')}/task`, {
      signal: AbortSignal.timeout(METADATA_TIMEOUT_MS),
    });
    if (!response.ok) throw new TaskMetadataError(`the task metadata endpoint answered ${response.status}`);
    body = await response.json();
  } catch (error) {
    if (error instanceof TaskMetadataError) throw error;
    throw new TaskMetadataError(`the task metadata endpoint did not answer: ${(error as Error).message}`);
  }
  const arn = (body as { TaskARN?: unknown } | null)?.TaskARN;
  if (typeof arn !== 'string' || !arn.startsWith('arn:')) {
    throw new TaskMetadataError('the task metadata has no TaskARN');
  }
  return arn;
}
