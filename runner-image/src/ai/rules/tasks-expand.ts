/**
 * "Expand the question", "collapse the delivery section": what opens and closes is a control that says whether it is
 * expanded (`aria-expanded`, a `<summary>`). A heading or region the words name is not it: the one such control inside
 * (or beside, under the same parent) is; several there are a choice the step does not make, and it fails saying so.
 */
import type { ObservedElement } from '../contract';
import { describeElement, type TargetPhrase } from './ground';
import { indexOf, isAncestor } from './page-index';
import { PlanError, type State } from './plan-state';

/** The control that expands or collapses what `el` names; `el` itself when it is one, or when none is found. */
export function expander(s: State, verb: string, el: ObservedElement): ObservedElement {
  if (!/^(?:expand|collapse)$/.test(verb) || el.hints?.expanded !== undefined) return el;
  const { byRef } = indexOf(s.observation.elements);
  const togglers = s.observation.elements.filter(
    (e) => e.hints?.expanded !== undefined && !e.hints?.disabled && e.ref !== el.ref,
  );
  for (const holder of [el.ref, el.parent]) {
    if (!holder) continue;
    const inside = togglers.filter((t) => isAncestor(byRef, holder, t));
    if (inside.length === 1) return inside[0] as ObservedElement;
    if (inside.length > 1) {
      const names = inside.map((t) => `"${t.name || describeElement(t)}"`).join(', ');
      throw new PlanError(`The ${describeElement(el)} holds ${inside.length} things to ${verb}: ${names}. Say which.`);
    }
  }
  return el;
}

/**
 * "Expand the question about trains", "collapse the section on refunds": the control of what the words after "about"
 * name ("Can I take a bike on the train?"), whatever the noun before it.
 */
export function aboutTarget(verb: string, object: string): TargetPhrase | null {
  if (!/^(?:expand|collapse|open|close)$/.test(verb)) return null;
  const m =
    /^(?:the\s+)?(?:question|answer|section|item|panel|entry|faq|topic|part)\s+(?:about|on|for|regarding)\s+(.+)$/i.exec(
      object.trim(),
    );
  return m ? { name: m[1] as string, roles: ['button', 'link', 'tab', 'treeitem'] } : null;
}
