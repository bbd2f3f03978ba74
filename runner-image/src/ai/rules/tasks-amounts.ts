/**
 * Tasks of an amount: "Top up £20", "Tip the courier €2", "Donate £35". The amount's own choice (a radio or button
 * "£20"), else the "Other" choice and then the amount typed into the field it shows, then the control that sends it:
 * the one the verb names ("Top up £20.00"), or, in an open dialog, the dialog's own ("Pay"). With none of these on the
 * page, the one control the verb names opens them ("Top up", which opens the top-up dialog), and the step is planned
 * again on what it opens.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { insideDialog } from './headings';
import { indexOf } from './page-index';
import { CHECKABLE, controlsNamedBy, FIELD, type Handler, PlanError, type State, tryFind } from './plan-state';
import { finishingControl } from './tasks-verbs';

/** The operations of an amount task (see the module comment). */
export function amountTask(s: State, verb: string, amount: string): PlannedOperation[] {
  const elements = s.observation.elements;
  const number = amount.replace(/[^\d.,]/g, '');
  // The control the verb names ("Top up £10.00", its amount changing with the choice): the same element is clicked.
  // In an open dialog, the dialog's: the one so named, else its one control that does not back out ("Pay").
  const index = indexOf(elements);
  const dialogOpen = elements.some((e) => e.role === 'dialog' || e.role === 'alertdialog');
  const named = controlsNamedBy(s, [verb]);
  const sender = dialogOpen ? dialogSender(s, named) : named.length === 1 ? named[0] : undefined;
  const finish: PlannedOperation[] = sender ? [{ op: 'click', ref: sender.ref }] : [];
  const pick = (e: ObservedElement): PlannedOperation =>
    CHECKABLE.has(e.role) ? { op: 'check', ref: e.ref, checked: true } : { op: 'click', ref: e.ref };
  const choices = elements.filter(
    (e) => (CHECKABLE.has(e.role) || e.role === 'button') && !e.hints?.disabled && sameAmount(e.name, amount),
  );
  // A choice that applies itself (a tip) needs no control of its own.
  if (choices.length === 1) return [pick(choices[0] as ObservedElement), ...finish];
  if (choices.length > 1) throw new PlanError(`"${amount}" is ambiguous: ${choices.length} choices have it.`, true);
  // A sum typed in needs the control that sends it.
  if (finish.length === 0)
    throw new PlanError(`No choice of ${amount}, nor a control to ${verb} with, was found.`, true);
  const field = tryFind(s, { name: 'amount', roles: [...FIELD] }, 'fill');
  if (field) return [{ op: 'fill', ref: field.ref, text: number }, ...finish];
  const other = elements.filter(
    (e) =>
      (CHECKABLE.has(e.role) || e.role === 'button') &&
      !e.hints?.disabled &&
      /^(?:other|other amount|custom|custom amount|enter (?:an )?amount)$/i.test(e.name.trim()),
  );
  if (other.length !== 1) {
    // "Top up £10" beside a "Top up" button that opens the choices: that button, then the step on what it opens.
    // Only where no amount is offered at all: a "Top up £20.00" beside £5 and £20 sends, it opens nothing.
    const opener = named.length === 1 ? (named[0] as ObservedElement) : undefined;
    const amounts = elements.some((e) => (CHECKABLE.has(e.role) || e.role === 'button') && /[£$€]\s?\d/.test(e.name));
    if (!dialogOpen && !amounts && opener && opener.role === 'button' && !insideDialog(index, opener)) {
      s.followUp = `${verb} ${amount}`;
      return [{ op: 'click', ref: opener.ref }];
    }
    throw new PlanError(`No choice of ${amount} nor an amount to type was found.`, true);
  }
  // The field shows once "Other" is chosen: the rest is planned on the page that choice leaves.
  s.followUp = `type ${number} into the amount field, then use the ${verb} control`;
  return [pick(other[0] as ObservedElement)];
}

/** Whether a choice's name is that sum: "£20" for "£20", "£20.00" for "£20". */
function sameAmount(name: string, amount: string): boolean {
  const value = (t: string) => {
    const m = /^\s*([£$€])\s?(\d+(?:\.\d{1,2})?)\s*$/.exec(t);
    return m ? `${m[1]}${Number(m[2]).toFixed(2)}` : null;
  };
  const a = value(name);
  return a !== null && a === value(amount);
}

export const AMOUNT_READINGS: Array<[RegExp, Handler]> = [
  // "use the top up control": the one button or link whose label starts with those words ("Top up £35.00").
  [
    /^use the (.+) control$/i,
    (m, s) => {
      const named = controlsNamedBy(s, [m[1] as string]);
      if (named.length !== 1) throw new PlanError(`No one control to ${m[1]} with was found.`, true);
      return [{ op: 'click', ref: (named[0] as ObservedElement).ref }];
    },
  ],
  [
    /^(top up|tip|donate|give)(?:\s+(?:my|the|your)\s+[\w\s-]+?)?(?:\s+(?:with|by))?\s+([£$€]\s?\d+(?:\.\d{1,2})?)$/i,
    (m, s) => amountTask(s, (m[1] as string).toLowerCase(), (m[2] as string).replace(/\s/g, '')),
  ],
  // "Add £20 to my wallet", "put €10 on my card": a top-up, by whichever control the app names it.
  [
    /^(?:add|put|load)\s+([£$€]\s?\d+(?:\.\d{1,2})?)\s+(?:to|into|onto|on)\s+(?:my|the|your)\s+(?:wallet|balance|account|card|credit|travel card)$/i,
    (m, s) => {
      let failure: unknown;
      for (const verb of ['top up', 'add money', 'add funds', 'add credit']) {
        try {
          return amountTask(s, verb, (m[1] as string).replace(/\s/g, ''));
        } catch (error) {
          failure = error;
        }
      }
      throw failure;
    },
  ],
];

/**
 * The open dialog's control that sends the amount: the one named by the verb, else what finishes the dialog
 * (`finishingControl`: its one control that does not back out, "Pay").
 */
function dialogSender(s: State, named: ObservedElement[]): ObservedElement | undefined {
  const index = indexOf(s.observation.elements);
  const inDialog = named.filter((e) => insideDialog(index, e));
  if (inDialog.length === 1) return inDialog[0];
  try {
    const [send] = finishingControl(s, 'confirm');
    return send && 'ref' in send ? index.byRef.get(send.ref as string) : undefined;
  } catch {
    return undefined;
  }
}
