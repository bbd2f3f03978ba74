/**
 * A task on an item with a detail the item does not show: "Book a fast lane on the Early bird lane swim", "Book Femi
 * on the Junior diving club". The item's control is pressed ("Book" in the Early bird lane swim's row), and the
 * detail is chosen in what the press opens (the lane speed "Fast", Femi ticked as the one coming) before the task is
 * confirmed. A detail that nothing opened offers fails the step: booking with the default lane would pass having done
 * something else than the step said.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { describeElement } from './ground';
import { indexOf, isAncestor } from './page-index';
import { CHECKABLE, dropdownWithOption, type Handler, isDropdown, PlanError, type State } from './plan-state';
import { verbObject } from './tasks-verbs';
import { contentTokens, stem, tokens } from './text-match';

/** Containers that are one item of a list: a row, a list item, a card. */
const ITEM_ROLES = new Set(['row', 'listitem', 'article', 'group']);

/** The internal part that chooses the detail in the dialog the task opened (see `DETAIL_IN_DIALOG_READINGS`). */
const detailPart = (detail: string) => `give the dialog "${detail}"`;

/**
 * "book <detail> on <item>": the item's control of the verb, with the detail left for what it opens when the item
 * does not show the detail's words. Null (other readings) when the item is not found that way or shows them all.
 */
const taskWithDetail: Handler = (m, s) => {
  const verb = (m[1] as string).toLowerCase();
  const detail = (m[2] as string).trim();
  const item = (m[3] as string).trim();
  let ops: PlannedOperation[] | null;
  try {
    ops = verbObject(s, verb, item);
  } catch (error) {
    if (error instanceof PlanError) return null;
    throw error;
  }
  const press = ops?.length === 1 ? ops[0] : undefined;
  if (press?.op !== 'click' || !press.ref) return null;
  const { byRef, subtree } = indexOf(s.observation.elements);
  let holder: ObservedElement | undefined = byRef.get(press.ref);
  while (holder && !ITEM_ROLES.has(holder.role)) holder = holder.parent ? byRef.get(holder.parent) : undefined;
  if (!holder) return null;
  const shown = subtree.get(holder.ref) ?? new Set<string>();
  const missing = contentTokens(detail)
    .map(stem)
    .filter((w) => !shown.has(w));
  // A word another item shows ("Book Aquafit at 10:00" where another 10:00 session was found) names the item, not a
  // detail of it.
  const items = s.observation.elements.filter((e) => e.role === holder?.role && e.ref !== holder?.ref);
  if (items.some((e) => missing.some((w) => subtree.get(e.ref)?.has(w)))) return null;
  // A detail the item shows ("6 lanes: slow, medium, fast") may be chosen in what opens, or be part of the item's
  // identity: chosen if offered. One it does not show (Femi) must be offered.
  s.followUp = `${detailPart(detail)}${missing.length === 0 ? ' if offered' : ''}, then confirm the ${verb} if asked`;
  return ops;
};

/** The one open dialog's elements; none when there is not exactly one. */
function dialogElements(s: State): ObservedElement[] {
  const elements = s.observation.elements;
  const dialogs = elements.filter((e) => e.role === 'dialog' || e.role === 'alertdialog');
  if (dialogs.length !== 1) return [];
  const { byRef } = indexOf(elements);
  const dialog = dialogs[0] as ObservedElement;
  return elements.filter((e) => isAncestor(byRef, dialog.ref, e));
}

/**
 * "give the dialog "fast lane" [if offered]": the one choice of the open dialog the detail names: a dropdown's option
 * ("Fast" of "Lane speed"), else a box or radio named by it (Femi, ticked as the only one of its group: the task is for
 * whom the step names).
 */
const inDialog: Handler = (m, s) => {
  const detail = m[1] as string;
  const offered = !!m[2];
  const inside = dialogElements(s);
  if (inside.length === 0) {
    if (offered) return [];
    throw new PlanError(`The step asks for "${detail}", but nothing it opened offers a choice to make it.`);
  }
  const within: State = { observation: { ...s.observation, elements: inside } };
  const option = inside.some(isDropdown) ? dropdownWithOption(within, detail) : null;
  const words = contentTokens(detail).map(stem);
  const named = inside.filter(
    (e) => CHECKABLE.has(e.role) && !e.hints?.disabled && words.every((w) => tokens(e.name).map(stem).includes(w)),
  );
  if (option && named.length === 0) return [option];
  if (!option && named.length === 1) {
    const box = named[0] as ObservedElement;
    if (box.role !== 'checkbox') return [{ op: 'check', ref: box.ref, checked: true }];
    // The others ticked in its group (the account holder, ticked by default) are not the step's.
    const { byRef } = indexOf(inside);
    const boxes = inside.filter((e) => e.role === 'checkbox');
    let group = box.parent ? byRef.get(box.parent) : undefined;
    while (group && boxes.filter((e) => isAncestor(byRef, group?.ref as string, e)).length < 2) {
      group = group.parent ? byRef.get(group.parent) : undefined;
    }
    const others = group
      ? boxes.filter((e) => e.ref !== box.ref && e.hints?.checked === true && isAncestor(byRef, group.ref, e))
      : [];
    return [
      ...others.map((e): PlannedOperation => ({ op: 'check', ref: e.ref, checked: false })),
      { op: 'check', ref: box.ref, checked: true },
    ];
  }
  const found = [...(option ? ['a dropdown option'] : []), ...named.map(describeElement)];
  if (found.length === 0 && offered) return [];
  throw new PlanError(
    found.length > 1
      ? `"${detail}" could be any of ${found.join(', ')} in the dialog.`
      : `Nothing in the dialog offers "${detail}".`,
  );
};

/** The part that chooses a task's detail in the dialog it opened: read before any other. */
export const DETAIL_IN_DIALOG_READINGS: Array<[RegExp, Handler]> = [
  [/^give the dialog "(.+)"( if offered)?$/, inDialog],
];

/** "book <detail> on <item>": after the readings of whole tasks (the cheapest, a number of tickets), before clicks. */
export const TASK_DETAIL_READINGS: Array<[RegExp, Handler]> = [
  [
    /^(book|reserve|buy|order|purchase|enrol|enroll|register)\s+(?:a\s+|an\s+)?(.+?)\s+(?:on|for|in|at|onto|into)\s+(?:the\s+)?(.+)$/i,
    taskWithDetail,
  ],
];
