/** Going on in a wizard: "Continue to review" where the wizard's button says only "Continue". */
import type { ObservedElement } from '../contract';
import { indexOf, isAncestor } from './page-index';
import { type State, tryFind } from './plan-state';

/**
 * The one enabled Continue or Next button of a page with no control named for where it goes ("Continue to review"
 * where the wizard says "Continue"); null when a control is named so, or when there is not exactly one. A link of the
 * site's menu ("Get a quote") is where the site goes, not where the wizard goes on to.
 */
export function goOn(s: State, where: string): ObservedElement | null {
  const { byRef } = indexOf(s.observation.elements);
  const inMenu = (e: ObservedElement) =>
    s.observation.elements.some((n) => /^(?:navigation|banner)$/.test(n.role) && isAncestor(byRef, n.ref, e));
  const named = tryFind(s, where, 'click') ?? tryFind(s, `continue to ${where}`, 'click');
  if (named && !inMenu(named)) return null;
  const buttons = s.observation.elements.filter(
    (e) => (e.role === 'button' || e.role === 'link') && /^(?:continue|next|proceed)$/i.test(e.name.trim()),
  );
  const only = buttons.length === 1 ? (buttons[0] as ObservedElement) : null;
  return only && !only.hints?.disabled ? only : null;
}
