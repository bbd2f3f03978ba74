/**
 * The readings of an imperative on one control: sliders, typing and setting fields, dropdowns, clearing, checkboxes
 * and switches, uploads, hovering, verb-object phrasing ("delete Buy milk") and clicks.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { withApplyButton } from './act-apply';
import { describeElement, indexOf, parseTarget, textScore, tokens } from './ground';
import { unquote } from './phrasing';
import {
  CHECKABLE,
  CHOOSABLE,
  controlsNamedBy,
  dropdownOffering,
  dropdownWithOption,
  FIELD,
  fieldValue,
  fill,
  find,
  groundFlexible,
  type Handler,
  isDropdown,
  isoDate,
  PlanError,
  type State,
  selectOp,
  sliderValue,
  targetOf,
  tryFind,
  tryFindScored,
} from './plan-state';
import { fillGroupInOrder, typeInto } from './plan-typing';
import { dateParts } from './tasks-date-parts';
import { fillValues } from './tasks-fill-values';
import { descendantsOf, rowCheckbox } from './tasks-lists';
import { switchByWords } from './tasks-switch-words';
import { finishingControl, verbObject, WRITTEN_THINGS } from './tasks-verbs';
import { rateOp, stepTo } from './tasks-widgets';
import { contentTokens } from './text-match';

/** Controls "follow" may press besides a link: a button or tab that leads somewhere ('I follow "Next"'). */
const FOLLOWABLE = new Set(['button', 'menuitem', 'tab']);

/** The labels of buttons that choose the card they are in. */
const PICK_NAMES = ['select', 'choose', 'pick'];

/**
 * The pick button (Select, Choose, Pick) of the one card, row or item whose title or label `target` names; a
 * disabled one fails the step (the item cannot be chosen); null when there is none.
 */
function pickButton(s: State, verb: string, target: string): ObservedElement | null {
  for (const name of [verb, ...PICK_NAMES.filter((n) => n !== verb)]) {
    const found = tryFind(s, { name, roles: ['button', 'link'], scopes: [target], strictScopes: true }, 'click');
    if (!found || textScore(name, found.name || found.hints?.text || '') < 0.8) continue;
    if (found.hints?.disabled) {
      throw new PlanError(`"${target}" cannot be chosen: its ${describeElement(found)} is disabled.`);
    }
    return found;
  }
  return null;
}

/** What names a row rather than acting on it: its link, a cell, its text. */
const NAMES_A_ROW = new Set(['link', 'cell', 'gridcell', 'rowheader', 'text', 'generic', 'paragraph', 'heading']);

const firstWord = (text: string) => /^\S+/.exec(text)?.[0] ?? '';

/** Sliders (or number fields) set to a value. */
export const SLIDER_READINGS: Array<[RegExp, Handler]> = [
  // Sliders: "set the price slider to 50", "slide Servings to 6", "drag the volume to 30%"
  [
    /^(?:set|slide|drag|move|adjust|change|put|increase|decrease|raise|lower)\s+(?:the\s+)?(.+?)\s+(?:slider\s+|range\s+)?(?:(?:up|down|left|right|back)\s+)?to\s+([$€£]?\s*-?\d+(?:[.,]\d+)?)\s*(?:%|percent|[$€£]|(?:minutes?|mins?|hours?|hrs?|seconds?|secs?|days?|weeks?|months?|years?|km|kg|miles?|people|guests|persons|nights)\b)?$/i,
    (m, s) => {
      // A slider or a number field ("increase the quantity to 3").
      const el = tryFind(s, m[1] as string, 'slide') ?? tryFind(s, m[1] as string, 'fill');
      if (!el || el.role === 'combobox') return null;
      return withApplyButton(s, firstWord(m[0]), [{ op: 'fill', ref: el.ref, text: sliderValue(m[2] as string) }]);
    },
  ],
];

/** Typing, setting a field, choosing in a dropdown, clearing. */
export const FIELD_READINGS: Array<[RegExp, Handler]> = [
  // Typing
  [
    /^(?:enter|type|input|write|use)\s+(.+?)\s+as\s+(?:the\s+)?(.+)$/i,
    (m, s) => dateParts(s, m[2] as string, m[1] as string) ?? fill(s, m[2] as string, m[1] as string),
  ],
  // "Fill in the delivery address (Ruth Kemp, 4 Rose Court, Harrogate, HG1 2AB)": its fields, in order.
  [
    /^(?:fill(?:\s+in|\s+out)?|complete|populate)\s+(?:the\s+)?(.+?)(?:\s+with\s+|\s*:\s*|\s*\(\s*)([^()]+?)\)?$/i,
    (m, s) => fillGroupInOrder(s, m[1] as string, m[2] as string),
  ],
  // "Fill in Ellis Marsh, ellis@example.com, mobile 07700 900417": each value into the field it names or of its kind.
  [
    /^(?:fill(?:\s+in|\s+out)?|complete|populate|enter)\s+(.+(?:,|\sand\s).+)$/i,
    (m, s) => fillValues(s, m[1] as string),
  ],
  // "Fill in passenger 2 as Owen Brennan": a value for the part of the form it names.
  [/^(?:fill(?:\s+in|\s+out)?|complete)\s+(.+?\s+as\s+.+)$/i, (m, s) => fillValues(s, m[1] as string, true)],
  [
    /^(?:fill(?:\s+in|\s+out)?|complete|populate)\s+(?:the\s+)?(.+?)\s+(?:with|as)\s+(.+)$/i,
    (m, s) => {
      // "Fill in Leah Brown as partner": the value first, when no field is named by it and one is by the rest.
      const swapped =
        /\s+as\s+/i.test(m[0]) && !tryFind(s, m[1] as string, 'fill') && tryFind(s, m[2] as string, 'fill');
      return swapped
        ? fill(s, (m[2] as string).replace(/^(?:the|my|your)\s+/i, ''), m[1] as string)
        : fill(s, m[1] as string, m[2] as string);
    },
  ],
  [
    /^(type|enter|input|write|put|fill(?:\s+in)?|insert|paste|key in)\s+(.+)$/i,
    (m, s) => typeInto(s, m[2] as string, m[1] as string),
  ],
  [
    // ("switch off the weekly report to parents" turns a switch off: its "to" is part of the name.)
    /^(?:set|change|update|switch(?!\s+(?:on|off)\b)|make|filter)\s+(?:the\s+|my\s+|your\s+)?(.+?)\s+(?:to|as)\s+(.+)$/i,
    (m, s) => {
      const value = unquote(m[2] as string);
      const target = m[1] as string;
      // "Set the date of birth to 12 August 1991" over Day, Month and Year boxes.
      const parts = dateParts(s, target, value);
      if (parts) return parts;
      // A field, or a slider when that is what the words name better ("set the call duration to 15 minutes" with a
      // slider "Duration (minutes)" and a Notes field in the same "Log a call" form).
      const slider = tryFindScored(s, target, 'slide');
      const field = tryFindScored(s, target, 'fill');
      const el =
        slider && (!field || slider.score > field.score)
          ? slider.element
          : (field?.element ?? tryFind(s, target, 'any') ?? dropdownOffering(s, value) ?? find(s, target, 'any'));
      if (isDropdown(el)) return [selectOp(el, value)];
      if (el.role === 'slider') return [{ op: 'fill', ref: el.ref, text: sliderValue(value) }];
      if (el.role === 'radiogroup' || el.role === 'group' || el.role === 'tablist' || el.role === 'listbox') {
        const option = tryFind(s, { ...parseTarget(value), scopes: [target] }, 'any');
        if (option && option.role !== 'generic') return rateOp(option);
        // A group holding one field ("Guests" with its number input and +/- buttons): that field.
        const fields = descendantsOf(s, el).filter((e) => FIELD.has(e.role) || e.role === 'slider');
        if (fields.length === 1) return [{ op: 'fill', ref: (fields[0] as ObservedElement).ref, text: value }];
        // A stepper ("Guests: − 2 guests +").
        const steps = /^\d{1,2}$/.test(value) ? stepTo(s, target, Number(value)) : null;
        if (steps) return steps;
        throw new PlanError(`The ${describeElement(el)} has no option "${value}".`, true);
      }
      if (CHECKABLE.has(el.role)) {
        const on = /^(checked|on|true|yes|enabled|ticked|selected)$/i.test(value);
        const off = /^(unchecked|off|false|no|disabled|unticked|deselected)$/i.test(value);
        if (!on && !off) throw new PlanError(`"${value}" is not a state for the ${describeElement(el)}.`);
        return [{ op: 'check', ref: el.ref, checked: on }];
      }
      return withApplyButton(s, firstWord(m[0]), fill(s, target, value));
    },
  ],
  // "Answer Yes to "Are you pregnant or breastfeeding?"": the choice of that name in the question's group.
  [
    /^answer\s+(.+?)\s+(?:to|for|on)\s+(?:the\s+question\s+)?(.+)$/i,
    (m, s) => {
      const option = tryFind(s, { ...parseTarget(unquote(m[1] as string)), scopes: [m[2] as string] }, 'any');
      if (!option || !CHOOSABLE.has(option.role)) return null;
      return CHECKABLE.has(option.role)
        ? [{ op: 'check', ref: option.ref, checked: true }]
        : [{ op: 'click', ref: option.ref }];
    },
  ],
  // Selects
  [
    /^(?:select|choose|pick)\s+(.+?)\s+(?:from|in|on|for|of|under|inside|as|within)\s+(?:the\s+|your\s+|my\s+)?(.+)$/i,
    (m, s) => {
      const value = unquote(m[1] as string);
      // Several dropdowns of that name ("Hours" on every room card): which one is not said; nothing else is meant.
      const named = groundFlexible(s, targetOf(s, m[2] as string), 'select');
      if (named.kind === 'ambiguous' && named.candidates.every((c) => isDropdown(c))) {
        const list = named.candidates.slice(0, 5).map(describeElement).join(', ');
        throw new PlanError(
          `"${m[2]}" is ambiguous: ${named.candidates.length} dropdowns have that name (${list}).`,
          true,
        );
      }
      const el =
        tryFind(s, m[2] as string, 'select') ??
        tryFind(s, (m[2] as string).replace(/\s+(?:list|drop-?down|picker|selector)$/i, ''), 'select');
      if (el) {
        s.last = el.ref;
        return [selectOp(el, value)];
      }
      const field = tryFind(s, m[2] as string, 'fill');
      if (field && (field.hints?.inputType === 'date' || isoDate(value))) {
        return [{ op: 'fill', ref: field.ref, text: fieldValue(field, value) }];
      }
      // A radio group or a group of buttons: the option inside it.
      const option = tryFind(s, { ...parseTarget(value), scopes: [m[2] as string] }, 'any');
      if (option && CHOOSABLE.has(option.role)) {
        return CHECKABLE.has(option.role)
          ? [{ op: 'check', ref: option.ref, checked: true }]
          : [{ op: 'click', ref: option.ref }];
      }
      // A custom dropdown (a button that opens a list): its options show once it is opened.
      const name = (m[2] as string).replace(/\s+(?:list|drop-?down|picker|selector)$/i, '');
      // Named by its own words or by the label beside it ("Reason for visit" above a "Choose a reason" button).
      const index = indexOf(s.observation.elements);
      const openers = s.observation.elements.filter(
        (e) =>
          e.hints?.expanded === false &&
          (textScore(name, `${e.name} ${e.hints.ident ?? ''}`) >= 0.8 ||
            textScore(name, index.context.get(e.ref) ?? '') >= 0.8),
      );
      if (openers.length === 1 && !s.scope) return [selectOp(openers[0] as ObservedElement, value)];
      // `Select "£5" from "When my balance drops below"`: a list named in quotes is that list, or nothing.
      if (/^["'“]/.test((m[2] as string).trim())) {
        throw new PlanError(`No dropdown or group named ${m[2]} was found on the page.`, true);
      }
      return null;
    },
  ],
  // Clearing
  [
    /^(?:clear|empty|erase|reset)\s+(?:out\s+)?(?:the\s+)?(?:text (?:in|of)\s+(?:the\s+)?|contents? of\s+(?:the\s+)?)?(.+)$/i,
    (m, s) => {
      const el = tryFind(s, m[1] as string, 'fill');
      if (el) {
        s.last = el.ref;
        return [{ op: 'clear', ref: el.ref }];
      }
      const box = tryFind(s, m[1] as string, 'check');
      if (box) return [{ op: 'check', ref: box.ref, checked: false }];
      return null;
    },
  ],
];

/** Checkboxes and switches. */
export const CHECKBOX_READINGS: Array<[RegExp, Handler]> = [
  // "Tick the Gift Aid box", "untick the newsletter box": a box that is ticked is a checkbox, not a text box.
  [
    /^(?:(un)(?:check|tick)|check|tick)\s+(?:the\s+)?(.+?)\s+(?:tick\s?)?box$/i,
    (m, s) => {
      const el = tryFind(s, { name: m[2] as string, roles: ['checkbox', 'switch', 'menuitemcheckbox'] }, 'check');
      return el ? [{ op: 'check', ref: el.ref, checked: !m[1] }] : null;
    },
  ],
  // Checkboxes
  [
    /^(?:uncheck|untick|unmark|deselect|unselect|disable|turn off|switch off|toggle off)\s+(?:the\s+)?(.+?)(?:\s+(?:checkbox|option|box))?$/i,
    (m, s) => [
      {
        op: 'check',
        ref: (
          byState(s, m[1] as string) ??
          switchByWords(s, m[1] as string) ??
          find(s, m[1] as string, 'check', 'checkbox')
        ).ref,
        checked: false,
      },
    ],
  ],
  [
    /^mark\s+(?:the\s+)?(.+?)\s+as\s+(?:not\s+(?:done|complete|completed|finished)|undone|incomplete|active|open|todo)$/i,
    (m, s) => [{ op: 'check', ref: find(s, m[1] as string, 'check', 'checkbox').ref, checked: false }],
  ],
  [
    /^(?:check|tick|mark|enable|turn on|switch on|toggle on|activate)\s+(?:the\s+)?(.+?)(?:\s+as\s+(?:done|complete|completed|finished|checked|read))?$/i,
    (m, s) => {
      const el = tryFind(s, m[1] as string, 'check') ?? switchByWords(s, m[1] as string);
      if (!el) return null;
      return [{ op: 'check', ref: el.ref, checked: true }];
    },
  ],
  // "Tick the confirmation box": the one checkbox whose label has the words' roots ("I confirm the details").
  [
    /^(?:check|tick)\s+(?:the\s+)?(.+?)(?:\s+(?:check ?box|tick ?box|box))?$/i,
    (m, s) => {
      const el = checkboxByRoots(s, m[1] as string);
      return el ? [{ op: 'check', ref: el.ref, checked: true }] : null;
    },
  ],
  // "Select all requests": the list's "Select all" checkbox.
  [
    /^(?:select|check|tick)\s+all(?:\s+(?:the\s+)?([\w\s-]{1,30}))?$/i,
    (m, s) => {
      const el =
        (m[1] ? tryFind(s, { name: `select all ${m[1]}`, roles: ['checkbox'] }, 'check') : null) ??
        tryFind(s, { name: 'select all', roles: ['checkbox'] }, 'check');
      return el ? [{ op: 'check', ref: el.ref, checked: true }] : null;
    },
  ],
  // "Tick the box to agree to the cancellation policy": the checkbox its purpose names.
  [
    /^(?:check|tick|mark|select|click)\s+(?:on\s+)?(?:the\s+)?(?:check ?box|tick ?box|box)\s+(?:to|that says|saying|for|labell?ed|about)\s+(.+)$/i,
    (m, s) => {
      const el = tryFind(s, m[1] as string, 'check');
      return el ? [{ op: 'check', ref: el.ref, checked: true }] : null;
    },
  ],
  // "Mark Aisha B.'s review as helpful", "mark all as read": the control that marks it so, in what it names.
  [
    /^mark\s+(?:the\s+)?(.+?)\s+as\s+(?:an?\s+)?(.+)$/i,
    (m, s) => {
      const what = m[1] as string;
      const as = m[2] as string;
      const whole = tryFind(s, { name: `mark ${what} as ${as}`, roles: null }, 'click');
      if (whole)
        return [
          CHECKABLE.has(whole.role) ? { op: 'check', ref: whole.ref, checked: true } : { op: 'click', ref: whole.ref },
        ];
      const parsed = parseTarget(what);
      const scope = parsed.scopes?.[0] ?? what;
      const said = tokens(as);
      for (const name of [`mark as ${as}`, as]) {
        const el = tryFind(
          s,
          { name, roles: ['button', 'link', 'menuitem', 'checkbox', 'switch'], scopes: [scope], strictScopes: true },
          'click',
        );
        // The state's own words: "as played" is not the Play button.
        const own = tokens(`${el?.name ?? ''} ${el?.hints?.text ?? ''}`);
        if (el && said.every((w) => own.includes(w)))
          return [CHECKABLE.has(el.role) ? { op: 'check', ref: el.ref, checked: true } : { op: 'click', ref: el.ref }];
      }
      return null;
    },
  ],
  [
    /^(?:accept|agree to|consent to)\s+(?:the\s+)?(.+)$/i,
    (m, s) => {
      const el = tryFind(s, m[1] as string, 'check');
      return el ? [{ op: 'check', ref: el.ref, checked: true }] : null;
    },
  ],
  [
    /^toggle\s+(?:the\s+)?(.+?)(?:\s+(?:on|off))?$/i,
    (m, s) => {
      const el = tryFind(s, m[1] as string, 'check');
      if (!el) return null;
      const off = /\s+off$/i.test(m[0]);
      const on = /\s+on$/i.test(m[0]);
      if (on || off) return [{ op: 'check', ref: el.ref, checked: on }];
      return [{ op: 'click', ref: el.ref }];
    },
  ],
];

/** Uploads. */
export const UPLOAD_READINGS: Array<[RegExp, Handler]> = [
  // Uploads
  [
    /^(?:upload|attach)\s+(?:the\s+)?(?:file\s+)?(.+?)(?:\s+(?:to|into|in|using|with|via|as)\s+(?:the\s+)?(.+))?$/i,
    (m, s) => {
      const fileName = unquote(m[1] as string);
      const el = m[2]
        ? find(s, m[2], 'any')
        : (tryFind(s, 'choose file', 'click') ?? tryFind(s, 'upload', 'click') ?? find(s, 'file', 'any'));
      return [{ op: 'upload', ref: el.ref, fileName }];
    },
  ],
];

/** Hovering, verb-object phrasing and clicks. */
export const CLICK_READINGS: Array<[RegExp, Handler]> = [
  // Hover
  [
    /^(?:hover|mouse\s*over|move (?:the )?mouse (?:over|to)|point at)\s+(?:over\s+|on\s+|to\s+)?(?:the\s+)?(.+)$/i,
    (m, s) => [{ op: 'hover', ref: find(s, m[1] as string, 'hover').ref }],
  ],
  // "... and confirm", "send it", "save": the one control that finishes what is open
  [
    /^(confirm|send|submit|save|apply|buy|post|pay)(?:\s+(?:it|this|that|them|everything))?$/i,
    (m, s) => finishingControl(s, m[1] as string),
  ],
  // "Renew everything that can be renewed", "Decline all the recommended work": the page's one "Renew all" control.
  [
    /^([a-z]+)\s+(?:all|everything)\b(?:\s+.*)?$/i,
    (m, s) => {
      const found = controlsNamedBy(s, [`${m[1]} all`]);
      return found.length === 1 ? [{ op: 'click', ref: (found[0] as ObservedElement).ref }] : null;
    },
  ],
  // "post the comment", "submit the review": the finishing control, which may be named after the thing ("Comment")
  [
    new RegExp(`^(post|send|submit|publish|save)\\s+(?:the|your|my)\\s+(${WRITTEN_THINGS})$`, 'i'),
    (m, s) => finishingControl(s, m[1] as string, (m[2] as string).toLowerCase()),
  ],
  // "delete Buy milk", "edit the row for order 1042", "open the menu", "close the dialog"
  [
    /^(delete|remove|edit|open|close|expand|collapse|view|show|hide|save|cancel|download|archive|dismiss|submit|apply|confirm|like|share|duplicate|copy|book|buy|reserve|approve|reject|decline|rename|restore|publish|print|unfollow|start|stop|pause|resume|join|register|subscribe|unsubscribe|complete|finish|clone|favorite|favourite|bookmark|discard|undo|retry|refresh|reset|continue|star|unstar|pin|unpin|modify|resolve|reply)\s+(?:the\s+|a\s+|an\s+|my\s+|this\s+|your\s+)?(.+)$/i,
    // "Continue to review": where to go (the readings of going to a place).
    (m, s) =>
      /^continue$/i.test(m[1] as string) && /^to\s/i.test(m[2] as string)
        ? null
        : verbObject(s, (m[1] as string).toLowerCase(), m[2] as string),
  ],
  // Clicks
  [
    /^(double[- ]?click|right[- ]?click|click|tap|press|hit|push|select|choose|pick|follow|activate)\s+(?:on\s+|in\s+|at\s+)?(?:the\s+)?(.+)$/i,
    (m, s) => {
      const verb = (m[1] as string).toLowerCase().replace(/[- ]/, '');
      // "pick Dr. Rossi as the doctor": the role the choice plays is not part of its name.
      const role = /\s+as\s+(?:the|a|an|your|my)\s+([\w\s-]+)$/i.exec(m[2] as string);
      const target = role ? (m[2] as string).slice(0, role.index) : (m[2] as string);
      const choosing = verb === 'select' || verb === 'choose' || verb === 'pick';
      // "Choose "Theft" as the reason for SKU-1043": a role that names its thing (a code, a number) is that dropdown,
      // never another one that has the option ("Reason for SKU-3307").
      if (choosing && role && /\b[A-Za-z]+-?\d+\b|\d{3,}/.test(role[1] as string)) {
        const dropdown = tryFind(s, role[1] as string, 'select');
        if (!dropdown)
          throw new PlanError(`No element matching "${(role[1] as string).trim()}" was found on the page.`, true);
        return [selectOp(dropdown, unquote(target))];
      }
      // "select veterinarian "Dr. Sofia Reyes"": the option of the dropdown the words name.
      const named = choosing ? /^(.+?)\s+(["'][^"']+["'])$/.exec(target) : null;
      if (named) {
        const dropdown = tryFind(s, named[1] as string, 'select');
        if (dropdown) return [selectOp(dropdown, unquote(named[2] as string))];
      }
      const direct = choosing ? tryFind(s, target, 'click') : null;
      const control = direct && (CHOOSABLE.has(direct.role) || FIELD.has(direct.role));
      const option = choosing && !control ? dropdownWithOption(s, target) : null;
      if (option) return [option];
      // "I follow "Privacy"" clicks a link; "Follow The Night Desk" is the Follow control of that show.
      if (verb === 'follow') {
        const named = tryFind(s, target, 'click');
        if (named?.role === 'link') return [{ op: 'click', ref: named.ref }];
        let control: PlannedOperation[] | null = null;
        try {
          control = verbObject(s, 'follow', target);
        } catch (error) {
          if (!(error instanceof PlanError)) throw error;
        }
        if (control) return control;
        // 'I follow "Next"' on a pager whose Next is a button.
        if (named && FOLLOWABLE.has(named.role)) return [{ op: 'click', ref: named.ref }];
        throw new PlanError(`No link "${target}" to follow, nor a Follow control of it, was found on the page.`, true);
      }
      // "Choose Leo Marsh", "select Kids cut": the card of that title whose one pick button (Select, Choose)
      // chooses it.
      const picked = choosing && !control ? pickButton(s, verb, target) : null;
      if (picked) return [{ op: 'click', ref: picked.ref }];
      const el = find(s, target, 'click');
      if (choosing && CHECKABLE.has(el.role)) return [{ op: 'check', ref: el.ref, checked: true }];
      // "select Elena Rossi" in a list whose rows have checkboxes: her row's checkbox, not her link.
      const box = choosing && NAMES_A_ROW.has(el.role) ? rowCheckbox(s, el) : null;
      if (box) return [{ op: 'check', ref: box.ref, checked: true }];
      // Choosing is done on a control; a bare text that happens to carry the words is not one.
      if (choosing && !CHOOSABLE.has(el.role) && !FIELD.has(el.role)) {
        throw new PlanError(`No option or control "${target}" to ${verb} was found on the page.`, true);
      }
      if (verb === 'doubleclick') return [{ op: 'click', ref: el.ref, clickCount: 2 }];
      if (verb === 'rightclick') return [{ op: 'click', ref: el.ref, button: 'right' }];
      return [{ op: 'click', ref: el.ref }];
    },
  ],
];

/** A word's root for matching its other forms: "confirmation", "confirmed" -> "confirm"; "agreement" -> "agree". */
function root(word: string): string {
  return word.replace(/(?:ations?|ments?|ances?|ences?|ing|ed|s)$/, '');
}

/** The one checkbox whose label has, for every content word of `phrase`, a word of the same root. */
function checkboxByRoots(s: State, phrase: string): ObservedElement | null {
  const words = contentTokens(phrase).map(root);
  if (words.length === 0 || words.some((w) => w.length < 4)) return null;
  const matches = s.observation.elements.filter((e) => {
    if (e.role !== 'checkbox' || e.hints?.disabled) return false;
    const label = tokens([e.name, e.hints?.label, e.hints?.text].filter(Boolean).join(' ')).map(root);
    // A root of four letters ("term" of "terms") only as a whole word: as a prefix it would fit too much.
    return words.every((w) =>
      label.some((l) => l === w || (l.length >= 5 && w.length >= 5 && (l.startsWith(w) || w.startsWith(l)))),
    );
  });
  return matches.length === 1 ? (matches[0] as ObservedElement) : null;
}

/**
 * "untick the bought item", "tick the open task": the one checkbox in that state; several fail the step as ambiguous,
 * none as not found. Null when the words do not name a thing by its state.
 */
function byState(s: State, phrase: string): ObservedElement | null {
  const m =
    /^(bought|ticked|checked|done|completed|finished|selected|unticked|unchecked|open|pending|unfinished)\s+(?:item|task|entry|todo|one|row|thing|product)$/i.exec(
      phrase.trim(),
    );
  if (!m) return null;
  const checked = !/^(?:unticked|unchecked|open|pending|unfinished)$/i.test(m[1] as string);
  const found = s.observation.elements.filter(
    (e) => (e.role === 'checkbox' || e.role === 'menuitemcheckbox') && e.hints?.checked === checked,
  );
  if (found.length === 1) return found[0] as ObservedElement;
  if (found.length === 0) throw new PlanError(`No ${phrase} was found on the page.`, true);
  const list = found.slice(0, 5).map(describeElement).join(', ');
  throw new PlanError(
    `"The ${phrase}" is ambiguous: ${found.length} are ${checked ? 'ticked' : 'not ticked'} (${list}).`,
    true,
  );
}
