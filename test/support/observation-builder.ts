/** Observed elements and pages for planner tests, written as the observation shows them. */
import type { Observation, ObservedElement } from '../../runner-image/src/ai/contract';

/** One observed element: its ref, role and name, and anything else it has. */
export const el = (ref: string, role: string, name: string, extra: Partial<ObservedElement> = {}): ObservedElement => ({
  ref,
  role,
  name,
  framePath: [],
  ...extra,
});

/** A page of these elements. */
export const pageOf = (elements: ObservedElement[]): Observation => ({
  url: 'http://app.test/',
  title: 'App',
  snapshot: '',
  elements,
});
