/**
 * The seam for AI steps (`act`, `assert`). The engine owns the device, screenshots and results; an agent only
 * decides and performs what an instruction asks on the surface it is given: the device's `agentSurface()`, a
 * Playwright page for a browser (the default `Surface`).
 */
import type { Page } from 'playwright-core';
import type { SnapshotStep } from '../contract';

/** A file the run downloaded and ingested (`file_download_mode: 'ingest_content'`). */
export interface IngestedDownload {
  /** The name the page suggested for the file. */
  fileName: string;
  /** S3 key of the saved file. */
  key: string;
  /** Text of the file when it looks textual, cut at `INGEST_TEXT_LIMIT` characters; null for binary files. */
  text: string | null;
}

/** What an agent may read about the run while it works. */
export interface AgentContext {
  step: SnapshotStep;
  /** The instruction after `{{variable}}` substitution. */
  instruction: string;
  /** The run's variables, resolved. */
  variables: ReadonlyMap<string, string>;
  /**
   * Files downloaded earlier in this attempt, oldest first. With `ingest_content` each carries its text, which is
   * how later steps "see" the content of a downloaded file; with `save_only` the text is always null.
   */
  downloads: readonly IngestedDownload[];
  viewport: { width: number; height: number };
  /**
   * The test's next step is a check (an `assert`): what the app answers to this step is that step's to judge ("Click
   * Continue", then "An error asks for a main course"). Unknown (absent) counts as no.
   */
  nextIsCheck?: boolean;
  /** Aborted when the run's deadline passes or the run is cancelled; the agent should stop promptly. */
  signal: AbortSignal;
  /**
   * Takes a screenshot now and stores it; returns its key. Agents call it around the actions they perform so that
   * each returned action can carry `screenshotKeyBefore`/`screenshotKey`.
   */
  screenshot(label: string): Promise<string | null>;
}

/** One thing the agent did, in the results' action vocabulary (`click_element`, `input_text`, `extract_content`...). */
export interface AgentAction {
  type: string;
  description: string;
  screenshotKey?: string | null;
  screenshotKeyBefore?: string | null;
}

export interface AgentOutcome {
  success: boolean;
  /** What happened, one or two sentences: becomes the step's `result`. */
  reason: string;
  actions: AgentAction[];
  /** For `act`: whether the plan came from the action cache (`hit`), was learned (`miss`) or re-learned (`healed`). */
  cache?: 'hit' | 'miss' | 'healed';
  /** The planner that decided the step (absent when none did, e.g. a replay from the action cache). */
  planner?: 'rules' | 'openai' | 'bedrock';
}

export interface Agent<Surface = Page> {
  act(surface: Surface, instruction: string, ctx: AgentContext): Promise<AgentOutcome>;
  assert(surface: Surface, instruction: string, ctx: AgentContext): Promise<AgentOutcome>;
}

export const NO_AGENT_RESULT = 'No AI agent is configured for act/assert steps.';
