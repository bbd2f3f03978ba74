/**
 * An item's menu open on the page, drawn outside the item (a pop-up the page puts at the end of its document): "Cancel
 * booking HW-2047" once HW-2047's "More actions" menu is open is that menu's "Cancel booking".
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { indexOf, inScope, isAncestor } from './page-index';
import type { State } from './plan-state';
import { containsPhrase, tokens } from './text-match';

const MENU_ITEM = new Set(['menuitem', 'menuitemradio', 'menuitemcheckbox']);

/**
 * The item of the one open menu whose label starts the step ("Cancel booking" in "Cancel booking HW-2047"), when
 * the rest of the step names the item whose control opened that menu (the one control that says it is expanded);
 * null otherwise.
 */
export function openMenuItem(s: State, text: string): PlannedOperation[] | null {
  const elements = s.observation.elements;
  const index = indexOf(elements);
  const menus = elements.filter((e) => e.role === 'menu');
  const openers = elements.filter((e) => e.role === 'button' && e.hints?.expanded === true);
  if (menus.length !== 1 || openers.length !== 1) return null;
  const [menu] = menus as [ObservedElement];
  const [opener] = openers as [ObservedElement];
  const words = tokens(text);
  const named = elements.filter(
    (e) =>
      MENU_ITEM.has(e.role) &&
      !e.hints?.disabled &&
      isAncestor(index.byRef, menu.ref, e) &&
      tokens(e.name)[0] === words[0] &&
      containsPhrase(text, e.name),
  );
  if (named.length !== 1) return null;
  const [item] = named as [ObservedElement];
  // What is left once the item's label is said ("HW-2047", "my Aldeburgh booking") names where the menu was opened.
  const said = new Set(tokens(item.name));
  const rest = words
    .filter((w) => !said.has(w))
    .join(' ')
    .replace(/^(?:the|my|your|our|this|that)\s+/, '');
  if (!rest) return null;
  const held = inScope(index, elements, [{ element: opener, score: 1 }], rest, true);
  return held && held.length === 1 ? [{ op: 'click', ref: item.ref }] : null;
}
