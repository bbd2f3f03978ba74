/**
 * Finding a cached element again from observations alone, for surfaces whose elements are only known through what
 * is observed of them (a device's accessibility hierarchy, read into an `Observation` by mobile/observe.ts): the
 * learned descriptor is compared with the elements of a fresh observation by the signals match.ts uses on a page.
 *
 * Signals: the identifier (a device's resource id or accessibility id, `hints.testId`), role + name, text, the path
 * of identifiers and roles from the top of the screen (`cssPath`'s place), and the box. A unique identifier of the
 * same role, or a unique exact role + name, is accepted at once; otherwise the candidates are scored with
 * `scoreCandidate` and the best one is accepted only above `MATCH_THRESHOLD` and clearly ahead of the runner-up.
 */
import type { ElementDescriptor, Observation, ObservedElement } from '../contract';
import { MATCH_MARGIN, MATCH_THRESHOLD, MOVE_TOLERANCE_PX, scoreCandidate } from './match';
import type { ElementMatching } from './page-elements';

/** An element of one observation. */
export interface ObservedHandle {
  observation: Observation;
  ref: string;
}

/** How often a surface is observed again while a cached element is awaited, ms. */
const POLL_MS = 250;

/** Roles whose name alone does not single an element out (plain text, containers). */
const WEAK_ROLES = new Set(['generic', 'text']);

/** `#<identifier>` for an element that has one, else its role. */
function segmentOf(element: ObservedElement): string {
  return element.hints?.testId ? `#${element.hints.testId}` : element.role;
}

/** The element's path from the top of the screen through its observed ancestors, `#id` or role each. */
function pathOf(observation: Observation, element: ObservedElement): string {
  const byRef = new Map(observation.elements.map((e) => [e.ref, e]));
  const parts = [segmentOf(element)];
  const seen = new Set([element.ref]);
  for (
    let parent = element.parent && byRef.get(element.parent);
    parent;
    parent = parent.parent && byRef.get(parent.parent)
  ) {
    if (seen.has(parent.ref)) break;
    seen.add(parent.ref);
    parts.unshift(segmentOf(parent));
  }
  return parts.join(' > ');
}

/** The descriptor of an observed element, by the signals `matchObserved` compares. */
export function describeObserved(observation: Observation, element: ObservedElement): ElementDescriptor {
  return {
    role: element.role,
    name: element.name,
    text: element.hints?.text ?? null,
    testId: element.hints?.testId ?? null,
    cssPath: pathOf(observation, element),
    framePath: [],
    box: element.box ? { ...element.box } : null,
  };
}

/** The element of `observation` the descriptor names, or undefined when none is singled out confidently. */
export function matchObserved(observation: Observation, descriptor: ElementDescriptor): ObservedElement | undefined {
  const { elements } = observation;
  const only = (found: ObservedElement[]) => (found.length === 1 ? found[0] : undefined);
  const byId =
    descriptor.testId &&
    only(elements.filter((e) => e.hints?.testId === descriptor.testId && e.role === descriptor.role));
  if (byId) return byId;
  const byName =
    descriptor.name && !WEAK_ROLES.has(descriptor.role)
      ? only(elements.filter((e) => e.role === descriptor.role && e.name === descriptor.name))
      : undefined;
  if (byName) return byName;
  const scored = elements
    .map((element) => ({ element, score: scoreCandidate(descriptor, describeObserved(observation, element)) }))
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || best.score < MATCH_THRESHOLD) return undefined;
  if (second && best.score - second.score < MATCH_MARGIN) return undefined;
  return best.element;
}

/** Whether `found` sits at another place in the hierarchy AND visibly elsewhere than `cached` (see match.ts `hasMoved`). */
export function movedFrom(found: ElementDescriptor, cached: ElementDescriptor): boolean {
  if (!cached.box || !found.box || found.cssPath === cached.cssPath) return false;
  const dx = found.box.x + found.box.width / 2 - (cached.box.x + cached.box.width / 2);
  const dy = found.box.y + found.box.height / 2 - (cached.box.y + cached.box.height / 2);
  return Math.hypot(dx, dy) > MOVE_TOLERANCE_PX;
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });

/**
 * Element matching over observations of surface `S`: `observe` reads the surface as it is now (no screenshot needed),
 * `urlOf` says where it is for the cache key. Handles are elements of one observation, so an element found again is
 * acted on as observed.
 */
export function observedElements<S>(surface: {
  observe(surface: S, signal: AbortSignal): Promise<Observation>;
  urlOf(surface: S): string;
}): ElementMatching<S, ObservedHandle> {
  const elementOf = (handle: ObservedHandle) => {
    const element = handle.observation.elements.find((e) => e.ref === handle.ref);
    if (!element) throw new Error(`the element ${handle.ref} is not on the screen`);
    return element;
  };
  return {
    urlOf: surface.urlOf,
    describe: async (handle) => describeObserved(handle.observation, elementOf(handle)),
    async find(target, descriptor, options) {
      const until = Date.now() + options.timeoutMs;
      for (;;) {
        const observation = await surface.observe(target, options.signal);
        const found = matchObserved(observation, descriptor);
        if (found) return { observation, ref: found.ref };
        if (Date.now() >= until || options.signal.aborted) return undefined;
        await pause(POLL_MS, options.signal);
      }
    },
    hasMoved: async (handle, cached) => movedFrom(describeObserved(handle.observation, elementOf(handle)), cached),
    // An observed element stays where it was read until the next input: nothing to look at again.
    isGone: async () => false,
  };
}
