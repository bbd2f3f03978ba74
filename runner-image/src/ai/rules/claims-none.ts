/**
 * Claims about every box of a group: "None of the extras are ticked", "no add-ons are selected", "all the reminders are
 * switched on". The group is what the words name (a heading's section, a fieldset, a region); every checkbox or switch in
 * it is looked at, and the claim holds only when each is as said.
 */
import type { Observation, ObservedElement, PageProbe } from '../contract';
import { quoted, type Verdict } from './checks-page';
import { headingSection, indexOf, inHeadingSection, isAncestor, scopeHolders } from './page-index';

const BOXES = new Set(['checkbox', 'switch', 'menuitemcheckbox']);
const STATE =
  '(ticked|checked|selected|on|switched on|turned on|enabled|unticked|unchecked|off|switched off|turned off)';

export const NONE_CLAIMS: Array<
  [RegExp, (m: RegExpExecArray, o: Observation, p: PageProbe) => Promise<Verdict | null>]
> = [
  [
    new RegExp(`^(none|all|each|every one)\\s+of\\s+(?:the\\s+|my\\s+|your\\s+)?(.+?)\\s+(?:is|are)\\s+${STATE}$`, 'i'),
    (m, o, p) => checkEvery(o, p, m[2] as string, (m[1] as string).toLowerCase() === 'none', m[3] as string),
  ],
  [
    new RegExp(`^(no|all(?:\\s+the)?|every)\\s+(.+?)\\s+(?:is|are)\\s+${STATE}$`, 'i'),
    (m, o, p) => checkEvery(o, p, m[2] as string, (m[1] as string).toLowerCase() === 'no', m[3] as string),
  ],
];

async function checkEvery(
  observation: Observation,
  probe: PageProbe,
  group: string,
  none: boolean,
  state: string,
): Promise<Verdict | null> {
  const elements = observation.elements;
  const { byRef } = indexOf(elements);
  const boxesOf = (holder: ObservedElement) => {
    const section = holder.role === 'heading' ? headingSection(elements, holder) : null;
    return elements.filter(
      (e) =>
        BOXES.has(e.role) &&
        (section ? inHeadingSection(elements, holder, section, e) : isAncestor(byRef, holder.ref, e)),
    );
  };
  const groups = scopeHolders(elements, group)
    .map(boxesOf)
    .filter((g) => g.length > 0);
  const refs = new Set(groups.flat().map((e) => e.ref));
  if (groups.length === 0) return null;
  if (groups.some((g) => g.length !== refs.size)) {
    return { pass: false, reason: `Several groups could be ${quoted(group)}.`, certainty: 'unsure' };
  }
  const boxes = groups[0] as ObservedElement[];
  const wantOn = !/^(?:unticked|unchecked|off|switched off|turned off)$/i.test(state) !== none;
  const wrong: ObservedElement[] = [];
  for (const box of boxes) if ((await probe.isChecked(box.ref)) !== wantOn) wrong.push(box);
  const pass = wrong.length === 0;
  return {
    pass,
    reason: pass
      ? `All ${boxes.length} boxes of ${quoted(group)} are ${wantOn ? 'on' : 'off'}.`
      : `${wrong.map((b) => quoted(b.name)).join(', ')} ${wrong.length > 1 ? 'are' : 'is'} ${wantOn ? 'off' : 'on'}.`,
  };
}
