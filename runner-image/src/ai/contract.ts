/**
 * The contract of AI steps (`act`, `assert`): what a planner sees (an observation), what it answers (a plan of
 * operations on element refs, or a verdict), and how learned plans are cached per company.
 *
 * Planners (`rules`, `openai`, `bedrock`) only decide; the agent executes, records actions and screenshots, and talks
 * to the cache. A plan names elements by the refs of the observation it was made from; the agent turns each ref into
 * a multi-signal `ElementDescriptor` before caching, so a cached plan can be replayed on a later page without any
 * planner and healed when its element no longer matches.
 */

import type { GoneMessage } from '../engine/messages';

export type { GoneMessage };

/** One element of an observation, addressable by `ref` (e.g. `e12`). */
export interface ObservedElement {
  ref: string;
  role: string;
  /** Accessible name. */
  name: string;
  /** Frame path from the top document: [] for the main frame, else the iframe refs/indices down to the element. */
  framePath: string[];
  /** Where it is, in CSS pixels of the viewport, when known. */
  box?: { x: number; y: number; width: number; height: number };
  /** Ref of the nearest observed ancestor, when any (lets planners relate a control to its list item or form). */
  parent?: string;
  /** Further grounding signals, when known. Never holds a password's value. */
  hints?: ElementHints;
}

/** What else identifies an element besides its role and accessible name. */
export interface ElementHints {
  /** Its own text (not its descendants'), whitespace-collapsed. */
  text?: string;
  placeholder?: string;
  /** Text of its `<label>`s. */
  label?: string;
  title?: string;
  testId?: string;
  /**
   * Words of the element's identity that people use for it but that are not its name: its id, class names, test id
   * (`cart-badge`, `btn-primary` -> "cart badge btn primary"); on a device, its resource id.
   */
  ident?: string;
  /** Whether a disclosure (accordion, menu button, combobox) is expanded, when it says. */
  expanded?: boolean;
  /** Whether a tab, option or toggle button is selected/pressed, when it says. */
  selected?: boolean;
  /** `input` type (`password`, `email`, `checkbox`...). */
  inputType?: string;
  /** Current value of a text field (never of a password field) or the selected option of a `<select>`. */
  value?: string;
  /** Option labels of a `<select>` / listbox. */
  options?: string[];
  checked?: boolean;
  disabled?: boolean;
  /** Shown with a pointer cursor: the page takes clicks on it, whatever its role (a clickable card, a div tab). */
  pointer?: boolean;
  /** Heading level. */
  level?: number;
  /** Link target. */
  url?: string;
}

/** The page as a planner sees it. Secrets (password values, credentials) never appear in it. */
export interface Observation {
  url: string;
  title: string;
  /** Compact accessibility snapshot (YAML-like, refs as `[ref=eN]`), iframes and open shadow DOM included, trimmed. */
  snapshot: string;
  elements: ObservedElement[];
  /** JPEG of the viewport, only when the step has `use_vision`. */
  screenshot?: Buffer;
  /**
   * Messages the page showed since the last input and took away again (a toast gone after 1.5 s), oldest first: a
   * check about a message decides alike however long the machine took to get to it.
   */
  goneMessages?: GoneMessage[];
}

/** Operations a plan is made of; the agent executes them in order. */
export type PlannedOperation =
  | { op: 'click'; ref: string; button?: 'left' | 'right'; clickCount?: number }
  | { op: 'fill'; ref: string; text: string }
  | { op: 'clear'; ref: string }
  | { op: 'select'; ref: string; option: string }
  | { op: 'check'; ref: string; checked: boolean }
  | { op: 'hover'; ref: string }
  | { op: 'press'; key: string; ref?: string }
  | { op: 'upload'; ref: string; fileName: string }
  | { op: 'scroll'; direction: 'up' | 'down'; ref?: string }
  | { op: 'goto'; url: string }
  | { op: 'back' }
  | { op: 'reload' }
  | { op: 'wait'; seconds: number }
  /** With `ref`: until that element shows (or no longer shows) the text, whatever the rest of the page says. */
  | { op: 'wait_for'; text: string; state: 'visible' | 'hidden'; timeoutSeconds?: number; ref?: string }
  | { op: 'extract'; ref?: string; what: string }
  /**
   * The read-back of a value set by steps ("set People to 8" as six clicks on +): the element must come to show
   * `text` (its value, else its text, whole), or the step fails saying what it shows (a stepper stopped at its maximum).
   */
  | { op: 'confirm'; ref: string; text: string };

/**
 * How long a `confirm` operation waits for the page (or screen) to come to show the value its actions set, at least;
 * on a page still changing then, it waits on while the page changes (a quiet `CONFIRM_QUIET_MS` ends it), up to
 * `CONFIRM_PATIENCE_MS` in all, so that a busy machine's slow update is not read as a value that stopped short.
 */
export const CONFIRM_MS = 2_000;
export const CONFIRM_QUIET_MS = 1_000;
export const CONFIRM_PATIENCE_MS = 10_000;

/** Whether what an element shows is the `text` a `confirm` operation expects: whole, spacing and case aside. */
export function sameShown(shown: string, text: string): boolean {
  return shown.replace(/\s+/g, ' ').trim().toLowerCase() === text.replace(/\s+/g, ' ').trim().toLowerCase();
}

/** The planners a runner can be configured with; `decidedBy` names the one that answered. */
export type PlannerName = 'rules' | 'openai' | 'bedrock';

/**
 * How sure a planner is of an answer. `unsure`: the instruction was understood but not grounded with confidence (its
 * target is missing, or several elements match equally well). A combined planner (`rules+openai`) hands every answer
 * short of `confident` (and every `unsupported` one) to its model. Absent means confident.
 */
export type Certainty = 'confident' | 'unsure';

/** A planner's answer to `act`. `unsupported` means it did not understand; the step fails with that reason. */
export type ActPlan =
  | {
      operations: PlannedOperation[];
      reasoning?: string;
      decidedBy?: PlannerName;
      certainty?: Certainty;
      /**
       * What is left of a compound instruction, to be planned on the page these operations leave: "open the menu
       * and click Order history", where "Order history" appears only once the menu is open. The agent performs the
       * operations, observes again and asks the planner for the rest (a few times at most).
       */
      rest?: string;
      /**
       * The answer holds only on a page at rest ("confirm the deletion if asked" on a page that asks nothing yet): the
       * agent plans again on a fresh observation while the page is still at work, and takes this answer once it is not.
       */
      untilQuiet?: boolean;
    }
  | { unsupported: string; decidedBy?: PlannerName; certainty?: Certainty };

/** A planner's answer to `assert`. */
export type AssertVerdict =
  | { pass: boolean; reason: string; decidedBy?: PlannerName; certainty?: Certainty }
  | { unsupported: string; decidedBy?: PlannerName; certainty?: Certainty };

export interface PlannerContext {
  /** Text of files ingested earlier in the run (`file_download_mode: 'ingest_content'`). */
  downloads: readonly { fileName: string; text: string | null }[];
  startingPrompt: string | null;
  signal: AbortSignal;
  /** For `assert` with a model: evidence screenshots (up to `assert_images_count`). */
  evidence?: Buffer[];
}

/**
 * Decides what an instruction means on an observed page. `assert` receives a `probe` so that deterministic planners
 * can check facts the snapshot does not show (an input's value, a checkbox state, the URL, element counts).
 */
export interface Planner {
  readonly name: PlannerName | 'rules+openai' | 'rules+bedrock';
  act(instruction: string, observation: Observation, ctx: PlannerContext): Promise<ActPlan>;
  assert(instruction: string, observation: Observation, ctx: PlannerContext, probe: PageProbe): Promise<AssertVerdict>;
}

/** Read-only questions about the live page (never returns password values). */
export interface PageProbe {
  url(): string;
  title(): Promise<string>;
  isVisible(ref: string): Promise<boolean>;
  textOf(ref: string): Promise<string>;
  valueOf(ref: string): Promise<string | null>;
  isChecked(ref: string): Promise<boolean | null>;
  isEnabled(ref: string): Promise<boolean>;
  /** Whether a field takes no typing (`readonly`, `aria-readonly`) and must be filled (`required`, `aria-required`);
   * null for an element that is not a field, or where the device does not tell. */
  fieldRules?(ref: string): Promise<{ readOnly: boolean; required: boolean } | null>;
  /** Visible occurrences of a text anywhere on the page (frames and shadow DOM included). */
  countText(text: string): Promise<number>;
}

/** How a cached element is found again: several signals, any of which may have changed. */
export interface ElementDescriptor {
  role: string;
  name: string;
  text: string | null;
  testId: string | null;
  cssPath: string;
  framePath: string[];
  box: { x: number; y: number; width: number; height: number } | null;
}

/** A cached operation: a planned one whose `ref` is replaced by the element's descriptor. */
export type CachedOperation = Omit<PlannedOperation, 'ref'> & { element?: ElementDescriptor };

export interface CacheEntry {
  /** sha256 of normalised instruction + origin/path + config_key. */
  key: string;
  /** The instruction as written (variable names, not values), for people reading the cache. */
  instruction: string;
  operations: CachedOperation[];
  updatedAt: string;
  /** The `config_key` it was learned under (so that listings can find a step's latest plan). */
  configKey?: string;
  /** Origin + path of the page it was learned on. */
  page?: string;
}

/** Each AI step's result says how it was planned: `cache` in the step result. */
export type CacheStatus = 'hit' | 'miss' | 'healed';

/**
 * The per-company action cache (DynamoDB, shared by every worker). Writes are staged during the run and stored by
 * `commit` only when the whole run passed (a failing run may have learned the wrong element); heals additionally need
 * the test's `persist_self_healed`.
 */
export interface ActionCache {
  get(key: string): Promise<CacheEntry | undefined>;
  stage(entry: CacheEntry, status: Exclude<CacheStatus, 'hit'>): void;
  commit(outcome: { passed: boolean; persistSelfHealed: boolean }): Promise<void>;
}
