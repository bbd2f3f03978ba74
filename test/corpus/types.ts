/**
 * The shape of a plain-English step corpus: fixture apps, step instructions in the phrasing real teams write, where
 * each phrasing comes from, and what must happen. A corpus set (`dev`, `held-out`) is a folder whose `index.ts`
 * exports a `CorpusSet`; `npm run corpus` scores sets through the real engine in Chromium.
 */
import type { FixtureRoute } from '../support/fixture-server';

/** What a step exercises (a passing step) or how it must fail (a step that must fail). */
export type CorpusCategory =
  // steps that must pass
  | 'click'
  | 'fill'
  | 'select'
  | 'check'
  | 'scope' // "in the billing form", "in the row for order 1042", "of the Blue Mug card", "next to Remember me"
  | 'ordinal' // "the second Add to cart button"
  | 'count' // "3 books are listed", "the table has 10 rows"
  | 'state' // checked, selected, disabled, empty, expanded, visible, hidden
  | 'page' // title, URL, heading
  | 'message' // "greets Marta", "an error asking to choose a rating"
  | 'widget' // rating, slider, switch, date, tabs, accordion, menu, modal, toast
  | 'navigation'
  | 'keys'
  | 'wait'
  | 'frames' // iframe, shadow DOM
  | 'compound' // several actions in one step
  | 'login'
  | 'value' // a field's or element's value/text
  // steps that must fail
  | 'false_claim' // an assertion that is untrue on the page
  | 'missing_target' // the named element is not on the page
  | 'ambiguous_target' // several elements fit equally well; the step must fail listing them
  | 'near_miss'; // the claim is false where it is about, though matching text exists elsewhere (a false-pass trap)

export const FAILING_CATEGORIES: readonly CorpusCategory[] = [
  'false_claim',
  'missing_target',
  'ambiguous_target',
  'near_miss',
];

export interface CorpusEntry {
  /** Unique within its set, e.g. `dev-forms-012`. */
  id: string;
  /** Path (with query) on the set's fixture server where the step's run starts, e.g. `/clinic/book?step=2`. */
  start: string;
  type: 'act' | 'assert';
  /** The instruction, as a user would write it. */
  step: string;
  expect: 'pass' | 'fail';
  category: CorpusCategory;
  /** Key into the set's `sources`: where this phrasing comes from. */
  source: string;
  /** JavaScript run in the page before the step (state a user would have clicked their way to). */
  prepare?: string;
  /** `act` + `pass`: a JavaScript expression that is true after the step has had its intended effect. */
  check?: string;
  /**
   * `act` + `pass`: JavaScript that performs the intended effect by hand (DOM calls). `npm run corpus -- --validate`
   * proves `check` is false before it and true after it, so a mislabelled entry is caught.
   */
  solution?: string;
  /** `act` + `fail`: a JavaScript expression that must still be true after the step (nothing wrong was done). */
  unchanged?: string;
  /** The run's variables, for `{{name}}` in the step. */
  variables?: Record<string, string>;
}

export interface CorpusSource {
  /** What it is: a project's Gherkin features, an agent's evaluation set, a product's documentation page. */
  title: string;
  /** Where it can be read. */
  url: string;
  kind: 'gherkin' | 'agent-eval' | 'agent-examples' | 'product-docs' | 'issue-report';
  /** Which phrasings were taken from it and how they were adapted to the fixture apps. */
  note: string;
}

export interface CorpusApp {
  /** First path segment of every route of the app, e.g. `clinic`. */
  name: string;
  /** What the app is and which real-app features it has. */
  description: string;
  routes: Record<string, FixtureRoute>;
}

export interface CorpusSet {
  name:
    | 'dev'
    | 'held-out'
    | 'held-out-2'
    | 'held-out-3'
    | 'held-out-4'
    | 'held-out-5'
    | 'held-out-6'
    | 'held-out-7'
    | 'held-out-8'
    | 'held-out-9'
    | 'held-out-10'
    | 'held-out-11'
    | 'held-out-12'
    | 'held-out-13'
    | 'held-out-14'
    | 'held-out-15'
    | 'held-out-16'
    | 'held-out-17'
    | 'held-out-18'
    | 'held-out-19'
    | 'held-out-20'
    | 'held-out-21'
    | 'held-out-22'
    | 'held-out-23'
    | 'held-out-24'
    | 'held-out-25';
  apps: CorpusApp[];
  entries: CorpusEntry[];
  sources: Record<string, CorpusSource>;
}
