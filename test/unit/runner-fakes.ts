/**
 * Fakes for the runner's attempt loop and step executors: a device that records what it is asked to do, and a run
 * input whose sink, artifact store and sub-run trigger keep everything in memory. No browser, no stack.
 */
import type {
  AttemptOutcome,
  LoginCredentials,
  RunInput,
  RunSnapshot,
  StepResult,
} from '../../runner-image/src/contract';
import type { AgentOutcome } from '../../runner-image/src/engine/agent';
import type {
  AttemptSession,
  Device,
  DevicePlatform,
  LoginContext,
  Screenshot,
  Size,
} from '../../runner-image/src/engine/device';
import { normalizeKeyName, type RecordedAction } from '../../runner-image/src/engine/recorded-actions';

/** The surface a fake device hands to agents. */
export const FAKE_SURFACE = { fake: 'surface' } as const;

/** A device that performs nothing, records every call in `calls`, and fails where a test tells it to. */
export class FakeDevice implements Device<typeof FAKE_SURFACE> {
  platform: DevicePlatform = 'browser';
  viewport: Size = { width: 800, height: 600 };
  readonly calls: string[] = [];
  readonly sessions: AttemptSession[] = [];
  readonly performed: RecordedAction[] = [];
  /** Thrown by `start` when set. */
  startError: Error | null = null;
  /** Thrown by `open` for a URL when it returns an error. */
  openError: (url: string) => Error | null = () => null;
  /** Called for each action `perform` gets; an error it returns is thrown. */
  onPerform: (action: RecordedAction) => Error | null = () => null;
  /** Maps key names; Playwright's by default. */
  keys: (name: string) => string | null = normalizeKeyName;
  /** Whether each login succeeds. */
  loginSucceeds = true;
  /** Screenshots taken. */
  shots = 0;
  private session: AttemptSession | null = null;

  keyName(name: string): string | null {
    return this.keys(name);
  }

  async start(): Promise<void> {
    this.calls.push('start');
    if (this.startError) throw this.startError;
  }

  async openAttempt(session: AttemptSession): Promise<void> {
    this.sessions.push(session);
    this.session = session;
    this.calls.push(`open attempt ${session.attempt}`);
  }

  async closeAttempt(): Promise<Buffer | null> {
    const session = this.session;
    this.session = null;
    this.calls.push('close attempt');
    return session ? Buffer.from(`video of attempt ${session.attempt}`) : null;
  }

  async close(): Promise<void> {
    this.calls.push('close');
  }

  async perform(action: RecordedAction): Promise<void> {
    this.calls.push(`perform ${action.kind}`);
    this.performed.push(action);
    const error = this.onPerform(action);
    if (error) throw error;
    if (action.kind === 'wait') await new Promise((resolve) => setTimeout(resolve, action.seconds * 1000));
  }

  async open(url: string): Promise<void> {
    this.calls.push(`open ${url}`);
    const error = this.openError(url);
    if (error) throw error;
  }

  async reload(): Promise<void> {
    this.calls.push('reload');
  }

  async screenshot(): Promise<Screenshot> {
    this.shots++;
    return { body: Buffer.from(`screenshot ${this.shots}`), format: 'jpeg' };
  }

  agentSurface(): typeof FAKE_SURFACE {
    return FAKE_SURFACE;
  }

  async logIn(credentials: LoginCredentials, ctx: LoginContext): Promise<AgentOutcome> {
    this.calls.push(`log in as ${credentials.username}`);
    const before = await ctx.screenshot('before');
    return {
      success: this.loginSucceeds,
      reason: this.loginSucceeds ? 'Logged in.' : 'The password was wrong.',
      actions: [{ type: 'input_text', description: 'Typed ••••••', screenshotKeyBefore: before }],
    };
  }
}

/** What a fake run input recorded. */
export interface RunRecord {
  /** Sink calls in order: `started 1`, `step 1 #0`, `finished 1 passed`... */
  sink: string[];
  /** Stored artifacts by name. */
  artifacts: Map<string, Buffer>;
  results: Map<number, StepResult[]>;
  finished: AttemptOutcome[];
}

/** A run input over in-memory ports; `extra` overrides any field. */
export function fakeRunInput(
  snapshot: RunSnapshot,
  extra: Partial<RunInput> = {},
): { input: RunInput; record: RunRecord } {
  const record: RunRecord = { sink: [], artifacts: new Map(), results: new Map(), finished: [] };
  const input: RunInput = {
    companyId: 7,
    testRunId: 42,
    snapshot,
    chain: [snapshot.id],
    deadline: Date.now() + 60_000,
    sink: {
      async attemptStarted(attempt) {
        record.sink.push(`started ${attempt}`);
      },
      async stepFinished(attempt, result) {
        record.sink.push(`step ${attempt} #${result.step_number}`);
        record.results.set(attempt, [...(record.results.get(attempt) ?? []), result]);
      },
      async attemptFinished(outcome) {
        record.sink.push(`finished ${outcome.attempt} ${outcome.passed ? 'passed' : 'failed'}`);
        record.finished.push(outcome);
      },
    },
    artifacts: {
      async put(name, body) {
        record.artifacts.set(name, body);
        return `runs/42/${name}`;
      },
    },
    subRuns: {
      async run(testBlueprintId) {
        return { status: 'passed', testRunId: 100 + testBlueprintId, reason: '' };
      },
    },
    ...extra,
  };
  return { input, record };
}
