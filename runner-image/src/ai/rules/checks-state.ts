/**
 * State checks about one element: its state (checked, selected, expanded, enabled, empty) and the choice made in a
 * control. Its value or text is checked in checks-value.ts.
 */
import type { Observation, ObservedElement, PageProbe } from '../contract';
import { holderText, quoted, type Verdict } from './checks-page';
import { sameValue } from './checks-value';
import { describeElement, ground, parseTarget, textScore, tokens } from './ground';

export const ON_WORDS = /^(?:checked|ticked|selected|on|enabled|active|switched on|turned on)$/;
export const STATE_WORDS =
  'checked|ticked|selected|pressed|unpressed|unchecked|unticked|unselected|deselected|enabled|disabled|greyed out|grayed out|clickable|empty|blank|on|off|switched on|switched off|turned on|turned off|active|inactive|expanded|collapsed|open|opened|closed|current|the current page|the active tab|the current step|the active step|the current stage|focused|required|read-only|readonly';

export async function checkState(
  observation: Observation,
  probe: PageProbe,
  phrase: string,
  negated: boolean,
  rawState: string,
): Promise<Verdict | null> {
  const state = rawState.replace(/^the\s+/, '');
  const toggled = /^(?:checked|ticked|unchecked|unticked|on|off|switched (?:on|off)|turned (?:on|off))$/.test(state);
  const selectable =
    /^(?:selected|unselected|deselected|pressed|unpressed|active|inactive|current|current (?:page|step|stage)|active (?:tab|step))$/.test(
      state,
    );
  const disclosure = /^(?:expanded|collapsed|open|opened|closed)$/.test(state);
  // "Passengers is the current step": the item of the list of steps ("1. Passengers"), not the step's own heading.
  const step = /^(?:current|active)\s+(?:step|stage)$/.test(state) ? stepItem(observation, phrase) : null;
  let g: ReturnType<typeof ground> = step
    ? { kind: 'found', element: step, score: 1 }
    : ground(observation.elements, phrase, toggled ? 'check' : 'any');
  if (g.kind === 'none' && (toggled || selectable)) g = ground(observation.elements, phrase, 'any');
  if (g.kind === 'ambiguous') {
    return {
      pass: false,
      reason: `"${phrase}" is ambiguous: ${g.candidates.length} elements match equally well (${g.candidates
        .slice(0, 5)
        .map(describeElement)
        .join(', ')}).`,
      certainty: 'unsure',
    };
  }
  if (g.kind === 'none') {
    if (state === 'empty' || state === 'blank') return null;
    return {
      pass: false,
      reason: `No element matching ${quoted(parseTarget(phrase).name)} was found on the page.`,
      certainty: 'unsure',
    };
  }
  const el = g.element;
  const label = describeElement(el);
  // "PRM-4410 is active" of a table's record: a cell of its row that says so ("Active").
  const cell = rowCellSaying(observation, el, state);
  if (cell) {
    return {
      pass: !negated,
      reason: `The row of the ${label} ${negated ? 'says' : 'shows'} ${quoted(cell.name)}.`,
    };
  }
  let actual: boolean;
  let word: string;
  if (
    toggled ||
    (selectable && ['checkbox', 'radio', 'switch', 'menuitemcheckbox', 'menuitemradio'].includes(el.role))
  ) {
    const checked = await probe.isChecked(el.ref);
    if (checked === null) return { pass: false, reason: `The ${label} cannot be checked or unchecked.` };
    const wantOn = /^(?:inactive|unselected|deselected)$/.test(state) ? false : ON_WORDS.test(state) || selectable;
    actual = checked === wantOn;
    word = checked ? (el.role === 'switch' ? 'on' : 'checked') : el.role === 'switch' ? 'off' : 'not checked';
  } else if (selectable) {
    const selected = el.hints?.selected;
    const current = /current/.test(state);
    if (selected === undefined && !current) {
      if (el.role === 'option' || el.role === 'tab') {
        actual = /^(?:unselected|deselected|unpressed|inactive)$/.test(state);
        word = 'not selected';
      } else {
        return { pass: false, reason: `Whether the ${label} is ${state} cannot be told.`, certainty: 'unsure' };
      }
    } else {
      const on = current ? !!el.hints?.selected || (await probe.textOf(el.ref)) === '' : !!selected;
      actual = /^(?:unselected|deselected|unpressed|inactive)$/.test(state) ? !on : on;
      word = on ? 'selected' : 'not selected';
    }
  } else if (disclosure) {
    const expanded = el.hints?.expanded;
    if (expanded === undefined) {
      return { pass: false, reason: `Whether the ${label} is ${state} cannot be told.`, certainty: 'unsure' };
    }
    actual = /^(?:expanded|open|opened)$/.test(state) ? expanded : !expanded;
    word = expanded ? 'expanded' : 'collapsed';
  } else if (state === 'empty' || state === 'blank') {
    const field = await probe.valueOf(el.ref);
    // "My basket is empty" under the heading "Your basket": what its section says ("Your basket is empty.").
    const value =
      field ?? (el.role === 'heading' ? await holderText(observation, probe, el) : await probe.textOf(el.ref));
    // A cart or list is empty when it says so or counts nothing ("Cart 0", "Your cart is empty").
    const numbers = tokens(value).filter((t) => /^\d+$/.test(t));
    actual =
      value.trim() === '' ||
      (field === null &&
        (/\b(?:empty|no items|nothing)\b/i.test(value) || (numbers.length === 1 && numbers[0] === '0')));
    word = actual ? 'empty' : `not empty (${quoted(value.slice(0, 60))})`;
  } else if (state === 'focused') {
    return null;
  } else if (/^(?:enabled|disabled)$/.test(state) && ['switch', 'checkbox', 'menuitemcheckbox'].includes(el.role)) {
    // "SMS reminders are enabled" may mean that the switch is on, or that it can be used; teams write both. The
    // claim holds only when both readings agree (on and usable, or off and greyed out).
    const [checked, enabled] = [await probe.isChecked(el.ref), await probe.isEnabled(el.ref)];
    const on = checked === true;
    const wantEnabled = state === 'enabled';
    word = `${on ? (el.role === 'switch' ? 'on' : 'checked') : el.role === 'switch' ? 'off' : 'not checked'}${enabled ? '' : ' and cannot be changed'}`;
    const byState = on === wantEnabled;
    const byUse = enabled === wantEnabled;
    if (byState === byUse) actual = byState;
    else {
      return {
        pass: false,
        reason: `The ${label} is ${word}: "${state}" could mean either, so the check does not hold.`,
        certainty: 'unsure',
      };
    }
  } else if (/^(?:required|read-only|readonly)$/.test(state)) {
    // "The face value field is read-only", "Email is required": the field's own rule, not whether it can be used (a
    // greyed-out field is neither).
    const rules = (await probe.fieldRules?.(el.ref)) ?? null;
    const required = state === 'required';
    // A label marked "*" or "(required)" says so too.
    const marked = required && /\*\s*$|\(required\)/i.test(`${el.name} ${el.hints?.label ?? ''}`);
    // "Email is required" also reads as the app's message saying so.
    const said = required && (await probe.countText(`${phrase.replace(/^the\s+/i, '')} is required`)) > 0;
    if (!rules && !marked && !said) {
      return { pass: false, reason: `Whether the ${label} is ${state} cannot be told.`, certainty: 'unsure' };
    }
    actual = marked || said || (required ? !!rules?.required : !!rules?.readOnly);
    word = actual ? state : `not ${state}`;
  } else {
    const enabled = await probe.isEnabled(el.ref);
    actual = /enabled|clickable|active/.test(state) ? enabled : !enabled;
    word = enabled ? 'enabled' : 'disabled';
  }
  const pass = actual !== negated;
  return {
    pass,
    reason: pass
      ? `The ${label} is ${word}.`
      : `Expected the ${label} ${negated ? 'not ' : ''}to be ${state}, but it is ${word}.`,
  };
}

/** "In person is selected as the visit type": the option chosen in the control (or group) named. */
export async function checkChoice(
  observation: Observation,
  probe: PageProbe,
  option: string,
  control: string,
  negated: boolean,
): Promise<Verdict> {
  const field = ground(observation.elements, control, 'select');
  if (field.kind === 'found') {
    const value = (await probe.valueOf(field.element.ref)) ?? '';
    const ok = sameValue(value, option);
    return {
      pass: ok !== negated,
      reason: `The ${describeElement(field.element)} is set to ${quoted(value)}.`,
    };
  }
  const choice = ground(observation.elements, { ...parseTarget(option), scopes: [control] }, 'check');
  if (choice.kind === 'found') {
    const checked = await probe.isChecked(choice.element.ref);
    return {
      pass: !!checked !== negated,
      reason: `The ${describeElement(choice.element)} is ${checked ? 'selected' : 'not selected'}.`,
    };
  }
  return {
    pass: false,
    reason: `No ${quoted(control)} with a ${quoted(option)} choice was found.`,
    certainty: 'unsure',
  };
}

/** The cell of `el`'s row (`el` a row header or cell) whose whole text is `state`, if any. */
function rowCellSaying(observation: Observation, el: ObservedElement, state: string): ObservedElement | undefined {
  if (el.role !== 'rowheader' && el.role !== 'cell' && el.role !== 'gridcell') return undefined;
  const words = tokens(state).join(' ');
  return observation.elements.find(
    (e) =>
      e.parent === el.parent &&
      e.ref !== el.ref &&
      (e.role === 'cell' || e.role === 'gridcell') &&
      tokens(e.name).join(' ') === words,
  );
}

/**
 * The item named `phrase` in a list of steps (a list whose one item is marked current: "1. Passengers", "Step 2: Meals"),
 * its numbering aside; null when there is no such list or not exactly one item is named so.
 */
function stepItem(observation: Observation, phrase: string): ObservedElement | null {
  const elements = observation.elements;
  const name = parseTarget(phrase).name;
  const text = (e: ObservedElement) =>
    (e.name || e.hints?.text || '').replace(/^(?:step\s+)?\d+\s*(?:[.):–-]\s*|of\s+\d+\s*[:–-]\s*)?/i, '').trim();
  const lists = new Set(elements.filter((e) => e.hints?.selected === true && e.parent).map((e) => e.parent as string));
  // "Step 4": the item numbered 4 ("4. Check and pay").
  const n = /^(?:step|stage)\s+(\d+)$/i.exec(name.trim())?.[1];
  const named = (e: ObservedElement) =>
    n
      ? new RegExp(`^(?:(?:step|stage)\\s+)?${n}\\b`, 'i').test((e.name || e.hints?.text || '').trim())
      : textScore(name, text(e)) >= 0.9;
  const items = elements.filter((e) => e.parent && lists.has(e.parent) && named(e));
  return items.length === 1 ? (items[0] as ObservedElement) : null;
}
