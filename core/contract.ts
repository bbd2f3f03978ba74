/**
 * The run contract shared by the API (which snapshots a test at trigger time and stores runs), the run orchestration
 * (state machine, local executor, runner entry point) and the runner engine (which executes a snapshot).
 *
 * Field names are the API's (snake_case), because `RunSnapshot` is what GET /test_run/{id} shows as
 * `blueprint_metadata` and `StepResult` is what it shows in `results`.
 */
import type { StepType } from './step-types';

export type { StepType };

/**
 * The message of the JSON line a local standby runner (`TAS_RUNNER_STANDBY=1`) writes on stdout, whatever the log
 * level, once it is ready for a run: engine loaded, browser launched.
 */
export const STANDBY_READY_MESSAGE = 'runner on standby';

/**
 * The JSON line a local standby runner writes on stdout when its run is over (the run settled, or the runner failed
 * it): the exit code the process would have ended with, and whether it goes back on standby for another run (it
 * writes the ready line again) or exits now.
 */
export interface RunnerDone {
  runner: 'done';
  exit_code: number;
  reusable: boolean;
}

export function runnerDoneLine(exitCode: number, reusable: boolean): string {
  const done: RunnerDone = { runner: 'done', exit_code: exitCode, reusable };
  return `${JSON.stringify(done)}\n`;
}

/**
 * What a line of a standby runner's stdout says to its executor: ready for a run, a run done, or nothing (a log line).
 * Only a line the runner wrote itself can match: a log line's own fields are JSON-escaped inside it.
 */
export function readRunnerLine(line: string): { ready: true } | { done: RunnerDone } | undefined {
  if (line.startsWith('{"runner":"done"')) {
    try {
      const done = JSON.parse(line) as RunnerDone;
      if (typeof done.exit_code === 'number') return { done: { ...done, reusable: done.reusable === true } };
    } catch {
      return undefined;
    }
  }
  if (line.startsWith('{"level":') && line.endsWith(`"message":${JSON.stringify(STANDBY_READY_MESSAGE)}}`)) {
    return { ready: true };
  }
  return undefined;
}

export interface ApiRequest {
  url: string;
  method: string;
  headers?: Record<string, string> | null;
  body?: unknown;
  timeout: number;
  retries: number;
  backoff_seconds: number;
  should_refresh_page: boolean;
}

export interface Variable {
  key: string;
  type: 'text' | 'email' | 'random';
  value?: string | null;
  randomConfig?: { prefix?: string; length?: number; charset?: 'alphanumeric' | 'alpha' | 'numeric' | 'hex' } | null;
}

/** A step as stored (defaults applied). `step_module` steps carry the module they run, resolved at trigger time. */
export interface SnapshotStep {
  id: number;
  step_number: number;
  type: StepType;
  action: string;
  use_vision: boolean;
  test_blueprint_module_id: number | null;
  api_request: ApiRequest | null;
  trigger_run_config: { test_blueprint_id: number } | null;
  disable_self_healing: boolean;
  click_count: number;
  hold_start_duration: number;
  hold_end_duration: number;
  assert_images_count: number;
  attached_file_ids: number[] | null;
  /** Present on `step_module` steps: the module's own steps, recursively resolved. */
  module?: SnapshotModule;
}

/** A module (type `step_module`) or login blueprint (type `module`) as run inside a test. */
export interface SnapshotModule {
  id: number;
  title: string;
  type: 'step_module' | 'module';
  starting_url: string | null;
  steps: SnapshotStep[];
}

/** How a test runs: the settings a stored blueprint and a run's snapshot of it share. */
export interface RunSettings {
  browser_zoom: number;
  viewport_width: number;
  viewport_height: number;
  num_retries: number;
  reset_browser_on_retry: boolean;
  typing_speed: number | null;
  persist_self_healed: boolean;
  file_download_mode: 'save_only' | 'ingest_content';
  variables: Variable[] | null;
  setup_module: number | null;
  teardown_module: number | null;
}

/** Where a mobile run's build is: an object of the service's bucket, and its file name (whose extension is the format). */
export interface SnapshotBuildFile {
  s3_key: string;
  /** `<app-name-slug>_<platform>_<YYYYMMDD>_<HHMMSS>.<ext>`: `.apk`, `.apks`, `.xapk`, `.apkm` or `.zip` (iOS). */
  file_name: string;
  file_size: number;
}

/** The blueprint as it was when the run was triggered; never holds credentials. */
export interface RunSnapshot extends RunSettings {
  id: number;
  title: string;
  type: 'integration' | 'module' | 'step_module';
  device_type: 'browser' | 'android' | 'ios';
  device_name: string | null;
  app_id: number | null;
  /**
   * Mobile runs: the build of `app_id` that was current when the run was triggered (its id and name), and where its
   * file is. Absent on browser runs.
   */
  build_id?: number;
  build_name?: string;
  build_file?: SnapshotBuildFile;
  starting_url: string | null;
  starting_prompt: string | null;
  steps: SnapshotStep[];
  /** Resolved `setup_module` / `teardown_module`, null when not set. */
  setup: SnapshotModule | null;
  teardown: SnapshotModule | null;
}

/**
 * What a trigger changes in every run it starts (never in the blueprint), stored on each run so that its
 * `trigger_run` sub-runs get the same.
 */
export interface RunOverrides {
  /** Values by variable key; each becomes a `text` variable of the run, replacing one of the same key. */
  variables?: Record<string, string>;
  /** An origin (`https://host:port`) that replaces the origin of every starting URL of the run. */
  starting_url_base?: string;
  /**
   * The run limit of the runs, in seconds, below the service's (`TAS_RUN_TIMEOUT_SECONDS`): a browser run whose limit
   * fits the Lambda lane runs there on AWS, and starts in seconds.
   */
  run_timeout_seconds?: number;
}

export interface ApiResponseSummary {
  status: number;
  headers: Record<string, string>;
  body: unknown;
  /** S3 key of the full response body; the API turns it into `api_response_url`. */
  api_response_key?: string;
}

/** One action as stored: screenshots are S3 keys; the API presigns them into `screenshot_url(_before)`. */
export interface StoredAction {
  description: string;
  type: string;
  screenshot_key: string | null;
  screenshot_key_before: string | null;
  api_response?: ApiResponseSummary;
}

/** One entry of `results` (setup is step_number 0, teardown last + 1). */
export interface StepResult {
  step_number: number;
  task: string;
  is_successful: boolean;
  result: string;
  duration: number;
  actions: StoredAction[];
  /** `act` steps: `hit` (replayed from the action cache), `miss` (planned and learned) or `healed` (re-planned). */
  cache?: 'hit' | 'miss' | 'healed';
  /** `act`/`assert` steps a planner decided: which one (`rules`, `openai`, `bedrock`); absent on a cache replay. */
  planner?: 'rules' | 'openai' | 'bedrock';
}

/** A finished step at its position in an attempt, as a runner stores it. */
export interface StoredStep {
  attempt: number;
  index: number;
  result: StepResult;
}

/**
 * The most finished steps a runner stores in one write: steps that end while a write is in flight go together in the
 * next (one DynamoDB transaction, with the check that the run is still running).
 */
export const MAX_STEPS_PER_WRITE = 25;

export interface AttemptOutcome {
  attempt: number;
  passed: boolean;
  results: StepResult[];
  /** S3 key of this attempt's .webm recording. */
  video_key: string | null;
}

/** What a login module signs in with (`otp_secret`: base32 TOTP secret). */
export interface LoginCredentials {
  username: string;
  password: string;
  otp_secret?: string;
}
