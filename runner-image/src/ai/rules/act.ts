/**
 * `act` for the rules planner: common English imperatives turned into planned operations on observed elements.
 * Compound steps joined by "and"/"then" ("type X into Y and press Enter") become several operations.
 */
import type { ActPlan, Observation, PlannedOperation } from '../contract';
import {
  AMONG_THE_LIST,
  asksSomething,
  exactControl,
  ifThere,
  joinNamedParts,
  noChoiceLeft,
  OPTIONAL,
  ORDINAL_OR_MOST,
  onThisPage,
  TASK_VERB,
} from './act-conditions';
import { dropsATime, partOfADate } from './act-guards';
import { HANDLERS } from './act-readings';
import { otherReadings } from './act-rewordings';
import { describeElement, ground, normalize, parseTarget, rank, textScore } from './ground';
import { openMenuItem } from './menu-items';
import { indexOf, isAncestor } from './page-index';
import { clean, splitCompound, startsWithVerb, stepScope } from './phrasing';
import { CHECKABLE, FIELD, MODEL_HINT, PlanError, type State } from './plan-state';
import { joinValueLists } from './tasks-fill-values';
import { itemMenuOpener, labelledTask, pageMenuOpener } from './tasks-labelled';
import { signInCodeParts, signInOpener } from './tasks-sign-in';
import { itemOf, signOutMenu, WRITTEN_THINGS } from './tasks-verbs';
import { SMALL_NUMBER } from './tasks-widgets';

export { MODEL_HINT } from './plan-state';

/**
 * Plans `instruction` on `observation`. A plan whose first action is on a disabled control fails at once (nothing
 * before it could enable it): "The button "Choose" is disabled", not a click that waits for it in vain.
 */
export function planAct(instruction: string, observation: Observation): ActPlan {
  const plan = planSteps(instruction, observation);
  const half =
    'operations' in plan
      ? (partOfADate(instruction, plan.operations) ??
        dropsATime(instruction, plan.operations, plan.rest, observation.elements))
      : undefined;
  if (half) return { unsupported: half, decidedBy: 'rules', certainty: 'unsure' };
  const first = 'operations' in plan ? plan.operations[0] : undefined;
  // Hovering a disabled control is fine (its tooltip may say why it is disabled); using it is not.
  const using = first && ['click', 'fill', 'clear', 'select', 'check', 'upload'].includes(first.op);
  const ref = using && first && 'ref' in first ? first.ref : undefined;
  const target = ref ? observation.elements.find((e) => e.ref === ref) : undefined;
  if (target?.hints?.disabled) {
    return { unsupported: `The ${describeElement(target)} is disabled.`, decidedBy: 'rules', certainty: 'unsure' };
  }
  return plan;
}

function planSteps(instruction: string, observation: Observation): ActPlan {
  const state: State = { observation };
  const operations: PlannedOperation[] = [];
  try {
    const { text, scope } = stepScope(ifThere(onThisPage(clean(instruction), observation)));
    const parts = choicesBeforeConfirming(
      signInCodeParts(
        joinNamedParts(
          sharedVerb(
            withAntecedents(viaMenu(text, observation) ?? joinValueLists(splitCompound(text), state)).flatMap(
              eachOfFirst,
            ),
            observation,
          ),
          state,
        ),
      ),
      observation,
    );
    for (const [i, part] of parts.entries()) {
      // "Add breakfast in the dialog and confirm": a part may name its own container.
      const own = parts.length > 1 ? stepScope(part) : { text: part };
      state.scope = own.scope ?? scope;
      try {
        const ops = planOne(own.text, state);
        operations.push(...ops);
        // "Buy the weekend pass", "Delete the Tesco transaction": a task the app asks to confirm is confirmed; the
        // task is the purchase, the deletion.
        // "Mark the job as rejected because the role was withdrawn": what asks for the reason is finished with it.
        const commit =
          TASK_VERB.exec(own.text) ??
          (/^give the reason\s/i.test(parts[i + 1] ?? '')
            ? (/^mark\s.+\sas\s+(?:an?\s+)?([a-z]+)$/i.exec(own.text) ?? /^([a-z]+)\s+\S/i.exec(own.text))
            : null);
        if (!state.followUp && commit && ops.length === 1 && ops[0]?.op === 'click') {
          state.followUp = `confirm the ${(commit[1] as string).toLowerCase()} if asked`;
        }
        // "Cancel the Yin Yoga booking and confirm": the step says how the question is answered.
        // A detail to choose in what the task opened is still chosen first ("Book a fast lane on ... and confirm").
        if (/^(?:confirm|yes|ok|accept|agree|keep|go back|no)\b/i.test(parts[i + 1] ?? '')) {
          state.followUp = state.followUp?.replace(/(?:^|,\s*then\s+)confirm the [^,]+ if asked$/i, '') || undefined;
        }
        if (state.followUp) {
          // "Reject Chloe Wu's claim with the reason "..."": the reason typed into what the task opened, then the task
          // confirmed (a dialog that asks for a reason is answered, not left open).
          const later = parts.slice(i + 1);
          const reasonAfter =
            !!commit &&
            later.length > 0 &&
            later.every((p) => /^type\s+["'].*\s+into the \w+$|^give the reason\s/i.test(p));
          const rest = (
            reasonAfter ? [...later, state.followUp.replace(/\s+if asked$/, '')] : [state.followUp, ...later]
          ).join(', then ');
          return {
            operations,
            rest: scope ? `In the ${scope}, ${rest}` : rest,
            reasoning: 'rules',
            decidedBy: 'rules',
          };
        }
      } catch (error) {
        // A later part whose target is not on the page yet ("open the menu and click Order history") is planned
        // again on the page the earlier parts leave.
        // So is one in the planner's words whose control may only show then ("open the notifications and mark
        // all as read"); a part it cannot read at all fails the step before anything is done.
        const later = error instanceof PlanError && operations.length > 0 && (error.unsure || startsWithVerb(own.text));
        // "Rate trip RM-4390 five stars" where the stars are behind the trip's Rate button: that button, then the
        // rest on the page it opens.
        // A step not understood on this page may be once its item's menu is open ("Add the 9 January visit to my
        // calendar" with the visit's "Add to calendar" in its "More options" menu).
        // "Print the count sheet" that nothing on the page does: the page's one closed menu, then the step again.
        const behind =
          !later && error instanceof PlanError
            ? ((error.unsure ? behindOpener(own.text, state) : menuBehind(own.text, state)) ??
              (/^No password field/.test(error.message) ? signInBehind(own.text, state) : null) ??
              ((error.unsure && /^No |does not understand/.test(error.message)) || signOutMenu(state, own.text)
                ? pageMenuBehind(own.text, state)
                : null))
            : null;
        if (behind) {
          operations.push(...behind.operations);
          // What finishes the opened dialog ("Submit rating") only when the step says nothing more to do in it.
          const later = parts.slice(i + 1);
          const rest = [behind.rest, ...later, ...(behind.finish && later.length === 0 ? [behind.finish] : [])].join(
            ', then ',
          );
          return {
            operations,
            rest: scope ? `In the ${scope}, ${rest}` : rest,
            reasoning: 'rules',
            decidedBy: 'rules',
          };
        }
        if (!later) throw error;
        const rest = parts.slice(i).join(', then ');
        return { operations, rest: scope ? `In the ${scope}, ${rest}` : rest, reasoning: 'rules', decidedBy: 'rules' };
      }
    }
  } catch (error) {
    if (error instanceof PlanError) {
      return error.unsure
        ? { unsupported: error.message, decidedBy: 'rules', certainty: 'unsure' }
        : { unsupported: error.message, decidedBy: 'rules' };
    }
    throw error;
  }
  if (operations.length === 0 && state.skipped) {
    return { operations, reasoning: state.skipped, decidedBy: 'rules', untilQuiet: true };
  }
  return { operations, reasoning: 'rules', decidedBy: 'rules' };
}

/**
 * "Open the approval history and wait for it to load": a wait whose subject is a pronoun waits for what the part
 * before it opened, whether or not the page still says it is loading when the wait is planned.
 */
function withAntecedents(parts: string[]): string[] {
  return parts.map((part, i) => {
    const before =
      i > 0
        ? /^(?:open|expand|show|view|load|display|go to|navigate to|switch to)\s+(.+)$/i.exec(parts[i - 1] as string)
        : null;
    // "Write the comment 'Fixed' and post it": the control may be named after the thing ("Comment", "Submit review").
    const written =
      i > 0 && /^(?:post|send|submit|publish|save)\s+(?:it|this)$/i.test(part)
        ? new RegExp(
            `^(?:write|add|leave|type|enter|post)\\s+(?:a|an|the|my|your)\\s+(?:[\\w-]+\\s+)?(${WRITTEN_THINGS})\\b`,
            'i',
          ).exec(parts[i - 1] as string)
        : null;
    if (written) return part.replace(/\s+(?:it|this)$/i, ` the ${written[1]}`);
    // "Click "Show more animals" and wait for them to load": for what the press started (the answer it waits for).
    if (!before)
      return i > 0
        ? part.replace(
            /^(wait\s+(?:until|till|for)\s+)(?:it|they|them)(?=\s+to\s+(?:load|appear|finish|show|come)\b)/i,
            '$1the answer',
          )
        : part;
    // "Load more listings and wait for them": the listings.
    const object = (before[1] as string).replace(/^(?:the|a|an|my|your)\s+/i, '').replace(/^more\s+(?=\S)/i, '');
    return part.replace(/^(wait\s+(?:until|till|for)\s+)(?:it|they|them)\b/i, `$1the ${object}`);
  });
}

/**
 * Steps whose control is behind another one: "rate trip RM-4390 five stars" (the trip's Rate button opens the
 * stars), "reply to Mr Hughes's message with "Thanks"" (its Reply button opens the reply box). The opening click,
 * and what is left to plan on the page it opens; null when there is no such reading or no such control.
 */
/** What a step needs first (an item's opener or menu), the rest to plan on the page it opens, and what finishes that. */
interface Behind {
  operations: PlannedOperation[];
  rest: string;
  finish?: string;
}

function behindOpener(text: string, state: State): Behind | null {
  const rating = new RegExp(
    `^(rate|review)\\s+(.+?)\\s+(?:with\\s+|at\\s+)?(${SMALL_NUMBER})(?:[\\s-]*stars?)?$`,
    'i',
  ).exec(text);
  const reply = /^(reply|respond)\s+to\s+(.+?)\s+with\s+("[^"]*"|'[^']*')$/i.exec(text);
  const opening = rating
    ? {
        item: rating[2] as string,
        names: ['rate', 'review', 'leave a review', 'write a review'],
        rest: `give ${rating[3]} stars`,
        // A rating given in a dialog is sent with the dialog's own button ("Submit rating"), when it has one.
        finish: 'submit the rating if present',
      }
    : reply
      ? { item: reply[2] as string, names: ['reply', 'respond'], rest: `type ${reply[3]} into the reply` }
      : null;
  if (!opening) return menuBehind(text, state);
  for (const name of opening.names) {
    const ops = unknownVerb(state, name, opening.item);
    if (ops) return { operations: ops, rest: opening.rest, ...('finish' in opening ? { finish: opening.finish } : {}) };
  }
  return null;
}

/** "Sign in as ... with password ..." with the form behind the page's Sign in button: that button, then the step. */
function signInBehind(text: string, state: State): Behind | null {
  const opener = signInOpener(state);
  return opener ? { operations: opener, rest: text } : null;
}

/** "Archive Levothyroxine": the item's menu, then the step again on the menu it shows; null without one. */
function menuBehind(text: string, state: State): Behind | null {
  const menu = itemMenuOpener(state, text);
  return menu ? { operations: menu, rest: text } : null;
}

function pageMenuBehind(text: string, state: State): Behind | null {
  const menu = signOutMenu(state, text) ?? pageMenuOpener(state);
  return menu ? { operations: menu, rest: text } : null;
}

/** A step that says what to press ("Click Sign out"), and so names the item itself. */
const SAYS_CLICK = /^(?:click|tap|press|select|choose|pick)\s/i;
/** Verbs the readings take with their object ("delete the file"); any other action is the name of a menu item. */
const OBJECT_VERB =
  /^(?:delete|remove|edit|open|close|rename|duplicate|copy|archive|share|download|export|print|move|pin|unpin)\s/i;

/**
 * "Log out using the user menu", "export the report from the actions menu": open the menu, then the action, which is
 * planned on the page the opened menu shows. When no such menu opens ("navigate to Timesheet from the top menu": a
 * bar, not a dropdown), or the route is a bar ("go back to all contacts using the breadcrumb"), the action alone.
 */
export function viaMenu(text: string, observation: Observation): string[] | null {
  const bar =
    /^(.+?)\s+(?:using|from|via|through|with|in)\s+(?:the\s+)?(?:breadcrumbs?|navigation(?:\s+bar)?|nav(?:\s+bar)?|sidebar|side\s+bar|top\s+bar|header|footer|tab\s+bar)$/i.exec(
      text,
    );
  // "Go back to the search results via the breadcrumb": going back reads its route itself (the trail's last link).
  if (bar && !/^(?:(?:go|navigate|return|head)\s+)?back\s+to\s/i.test(bar[1] as string))
    return [(bar[1] as string).trim()];
  const m = /^(.+?)\s+(?:using|from|via|through|with|in)\s+(?:the\s+|my\s+|your\s+)?((?:[\w'’-]+\s+){0,3}menu)$/i.exec(
    text,
  );
  if (!m) return null;
  const action = (m[1] as string).trim();
  const open = `open the ${m[2]}`;
  // "Go to Billing from the user menu": the menu's item named after the place.
  const place = /^(?:go|navigate|head|switch)\s+to\s+(?:the\s+|my\s+)?(.+)$/i.exec(action)?.[1];
  const clickable = OBJECT_VERB.test(action) || SAYS_CLICK.test(action) ? action : `click ${place ?? action}`;
  // A menu already open (its list shows) is not opened again: pressing the list itself would press one of its items.
  const named = normalize((m[2] as string).replace(/\s*menu$/i, ''));
  const shown = observation.elements.some(
    (e) => (e.role === 'menu' || e.role === 'listbox') && !!named && normalize(e.name) === named,
  );
  if (shown || !plans(open, observation)) return [plans(action, observation) ? action : clickable];
  return [open, clickable];
}

/**
 * "Add Statistics and Public History": one verb for two things, each understood with the verb on its own ("Add
 * Statistics", "Add Public History") and acting on different elements; never when a name holds both words ("Add Salt
 * and Pepper" of an item so named), whose step stays one.
 */
function sharedVerb(parts: string[], observation: Observation): string[] {
  const targets = (text: string) => plannedTargets(text, observation);
  return parts.flatMap((part) => {
    const m = /^([a-z]+)\s+(.+?)\s+and\s+(.+)$/i.exec(part);
    if (!m || /["'“‘]/.test(part)) return [part];
    const both = [`${m[1]} ${m[2]}`, `${m[1]} ${m[3]}`];
    const [a, b] = both.map(targets);
    if (!a || !b || a.join() === b.join()) return [part];
    const whole = targets(part);
    const named = whole?.map((ref) => observation.elements.find((e) => e.ref === ref)?.name ?? '').join(' ') ?? '';
    const holdsBoth = [m[2], m[3]].every((half) => textScore(half as string, named) >= 0.8);
    // "Enter maya@example.com and Lunges-42 in the sign-in form": one reading of the whole acts on what each half would.
    const covers = !!whole && [...a, ...b].every((ref) => whole.includes(ref));
    return whole && (holdsBoth || covers) ? [part] : both;
  });
}

const FEW: Record<string, number> = { two: 2, three: 3, four: 4, '2': 2, '3': 3, '4': 4 };
const NTH = ['first', 'second', 'third', 'fourth'];

/**
 * "Save the first two animals": the action on each of them ("save the first animal", "save the second animal"), never
 * on one alone; "the last two" is not read (a step that does half of what it says must not pass).
 */
function eachOfFirst(part: string): string[] {
  const m = /^(.+?)\s+(?:the\s+)?(first|last|top)\s+(two|three|four|[234])\s+(\S+)(.*)$/i.exec(part);
  if (!m) return [part];
  if (/^last$/i.test(m[2] as string)) throw new PlanError(`"${part}" names several items at once.`, true);
  const one = (m[4] as string).replace(/(?:ies)$/i, 'y').replace(/(?<!s)s$/i, '');
  return NTH.slice(0, FEW[(m[3] as string).toLowerCase()]).map((nth) => `${m[1]} the ${nth} ${one}${m[5]}`);
}

/** What the readings plan `text` on `observation` acts on (refs, else the kinds of operation); null when not planned. */
function plannedTargets(text: string, observation: Observation): string[] | null {
  try {
    return planOne(text, { observation }).map((op) => ('ref' in op && op.ref ? op.ref : op.op));
  } catch (error) {
    if (error instanceof PlanError) return null;
    throw error;
  }
}

/**
 * "Join the Thursday class and pay at the first session": the join opened a dialog that asks how to pay, so the rest
 * ("confirm the join if asked, then pay at the first session") is the choice in that dialog first, then its
 * confirmation. Left as it is when a later part is not done inside the open dialog.
 */
function choicesBeforeConfirming(parts: string[], observation: Observation): string[] {
  const confirm = /^(confirm the .+?) if asked$/i.exec(parts[0] ?? '');
  if (!confirm || parts.length < 2) return parts;
  const { byRef } = indexOf(observation.elements);
  const dialogs = observation.elements.filter((e) => e.role === 'dialog' || e.role === 'alertdialog');
  const later = parts.slice(1);
  const inDialog = dialogs.some((d) =>
    later.every((part) => {
      const refs = plannedTargets(part, observation);
      const within = (ref: string) => {
        const e = byRef.get(ref);
        return ref === d.ref || (e !== undefined && isAncestor(byRef, d.ref, e));
      };
      return refs !== null && refs.length > 0 && refs.every(within);
    }),
  );
  return inDialog ? [...later, confirm[1] as string] : parts;
}

/** Whether the readings plan `text` on `observation` (nothing is kept of it). */
function plans(text: string, observation: Observation): boolean {
  return plannedTargets(text, observation) !== null;
}

function planOne(text: string, state: State): PlannedOperation[] {
  const optional = OPTIONAL.exec(text);
  const inner = optional?.[1];
  if (inner) {
    // "... if asked": only when the page asks something (a question, a control to confirm or say yes with).
    if (/\b(?:asked|prompted|asks)$/i.test(text) && !asksSomething(state)) {
      const none = noChoiceLeft(state);
      if (none) throw new PlanError(none);
      state.skipped = `nothing on the page asks to ${inner}`;
      return [];
    }
    try {
      const ops = planOne(inner, state);
      state.followUp = undefined;
      return ops;
    } catch (error) {
      // A control that is there but not enabled yet ("Submit rating" until a star is chosen) is asked for: it is
      // planned again once the parts before it are done.
      if (error instanceof PlanError && error.unsure && !/ is disabled\.$/.test(error.message)) {
        state.skipped = `"${inner}" was not asked for here: ${error.message.replace(/\s*Configure a model.*$/, '')}`;
        return [];
      }
      throw error;
    }
  }
  // "Clear bought items" where a button says exactly that: the button, before any reading of its verb (a step that
  // names a container keeps to it, below).
  const exact = state.scope ? null : exactControl(state, text);
  if (exact) return [{ op: 'click', ref: exact.ref }];
  let failure: PlanError | undefined;
  for (const [pattern, handler] of HANDLERS) {
    const m = pattern.exec(text);
    if (!m) continue;
    try {
      const ops = handler(m, state);
      if (!ops) continue;
      const withRef = [...ops].reverse().find((o) => 'ref' in o && o.ref) as { ref?: string } | undefined;
      if (withRef?.ref) state.last = withRef.ref;
      return ops;
    } catch (error) {
      if (!(error instanceof PlanError)) throw error;
      failure = error;
      break;
    }
  }
  // The instruction is itself a control's label: "Proceed to checkout", "Delete Walk the dog", "Remove Red Mug".
  const whole = failure ? null : wholeLabel(state, text);
  if (whole) return whole;
  // Other readings of a step not understood as written; the first failure is the one reported.
  for (const reading of otherReadings(text)) {
    try {
      return reading.flatMap((part) => planOne(part, state));
    } catch (error) {
      if (!(error instanceof PlanError)) throw error;
    }
  }
  // "Enrol in Python for Everyone": a verb the planner does not know, when the app has a control of that name in
  // the item the rest of the step names.
  const lead = failure
    ? null
    : /^([a-z][a-z-]{2,})\s+(?:(?:in|on|for|to|into|onto|at|with|up for)\s+)?(.+)$/i.exec(text);
  if (lead && !startsWithVerb(text)) {
    const ops = unknownVerb(state, lead[1] as string, lead[2] as string);
    if (ops) return ops;
  }
  // "Mark Radio Silence as played": a control labelled with the verb and some of the words, in the item the others
  // name.
  if (!failure || failure.unsure) {
    const task = labelledTask(state, text);
    if (task) {
      state.followUp = task.followUp;
      return task.operations;
    }
  }
  // "Cancel booking HW-2047" once HW-2047's menu is open, drawn outside its row: that menu's "Cancel booking".
  const fromMenu = !failure || failure.unsure ? openMenuItem(state, text) : null;
  if (fromMenu) return fromMenu;
  // "Save the last opportunity in the list", "Open the second application in the table": the item counted among
  // its like, whatever holds them.
  const among = AMONG_THE_LIST.exec(text);
  if (among && ORDINAL_OR_MOST.test(text) && (!failure || failure.unsure)) {
    try {
      return planOne(text.slice(0, among.index), state);
    } catch (error) {
      if (!(error instanceof PlanError)) throw error;
    }
  }
  throw failure ?? new PlanError(`The rules planner does not understand "${text}". ${MODEL_HINT}`);
}

/**
 * A verb the planner does not know ("Enrol in Python for Everyone"): a button or link named by that verb inside an
 * element the rest names (its title, label or container, never words spread over the page), else nothing.
 */
function unknownVerb(state: State, verb: string, said: string): PlannedOperation[] | null {
  // "Play the last episode in the list": the page's list, which nothing names.
  const object = said.replace(/\s+(?:in|on|from)\s+the\s+(?:list|page|screen|results)$/i, '');
  const target = parseTarget(object);
  const item = itemOf(target);
  const scopings = [[object], ...(item ? [[...(target.scopes ?? []), item]] : [])];
  for (const scopes of scopings) {
    const g = ground(
      state.observation.elements,
      { name: verb, roles: ['button', 'link', 'menuitem'], scopes, strictScopes: true },
      'click',
    );
    if (g.kind !== 'found') continue;
    const el = g.element;
    if (!['button', 'link', 'menuitem'].includes(el.role) || textScore(verb, el.name || el.hints?.text || '') < 0.8) {
      continue;
    }
    return [{ op: 'click', ref: el.ref }];
  }
  return null;
}

function wholeLabel(state: State, raw: string): PlannedOperation[] | null {
  // "Clear completed tasks": the "Clear completed" button (the item noun is what it acts on).
  const text =
    raw.replace(/\s+(?:tasks?|items?|todos?|entries|products?|orders?|messages?|notifications?|files?)$/i, '') || raw;
  const target = { name: text, roles: null };
  const [first, second] = rank(state.observation.elements, target, 'click');
  if (!first || first.score < 0.8) return null;
  if (second && first.score - second.score < 0.005) return null;
  const el = first.element;
  if (CHECKABLE.has(el.role)) return [{ op: 'check', ref: el.ref, checked: true }];
  if (FIELD.has(el.role)) return null;
  return [{ op: 'click', ref: el.ref }];
}

export { clean, parseKey, splitCompound, stepScope } from './phrasing';
