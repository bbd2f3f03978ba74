/**
 * A date range said in one step: "Show rides from 1 May 2027 to 31 May 2027", "Filter bookings between 2027-06-01 and
 * 2027-06-30", "Search stays from 3 Aug 2027 until 10 Aug 2027". The page's two date fields of a range (From and To,
 * Start and End, Check-in and Check-out) get the two dates, then the control the step's leading words name ("Show
 * rides") is pressed; with no such control the dates alone are the step. A page without the two fields is not read this
 * way: the dates are never dropped for a press of "Show rides" alone.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import { fieldValue, type Handler, isoDate, type State, tryFind } from './plan-state';
import { textScore } from './text-match';

/** The first and second field of a range, by their names. */
const FIRST = /^(?:from|start|starts|start date|date from|check[\s-]?in|arrival|arrive|departure date|begin|since)\b/i;
const SECOND = /^(?:to|end|ends|end date|date to|until|till|check[\s-]?out|departure|depart|return|return date)\b/i;

function dateFields(s: State): [ObservedElement, ObservedElement] | null {
  const fields = s.observation.elements.filter(
    (e) => (e.role === 'textbox' || e.role === 'combobox') && !e.hints?.disabled,
  );
  const named = (re: RegExp) => fields.filter((e) => re.test(`${e.hints?.label ?? e.name}`.trim()));
  const [first, second] = [named(FIRST), named(SECOND)];
  if (first.length === 1 && second.length === 1) return [first[0] as ObservedElement, second[0] as ObservedElement];
  // Else the page's only two date inputs, in page order.
  const dates = fields.filter((e) => e.hints?.inputType === 'date');
  return dates.length === 2 ? [dates[0] as ObservedElement, dates[1] as ObservedElement] : null;
}

export const RANGE_READINGS: Array<[RegExp, Handler]> = [
  [
    /^(.*?)\s*\b(?:from|between)\s+(.+?)\s+(?:to|and|until|till|through|[-–])\s+(.+?)$/i,
    (m, s) => {
      const [lead, from, to] = [(m[1] as string).trim(), (m[2] as string).trim(), (m[3] as string).trim()];
      if (!isoDate(from) || !isoDate(to)) return null;
      // "Move the meeting from 3 June to 5 June": one date changed to another, not a range.
      if (/^(?:change|move|reschedule|rebook|switch|postpone|bring|shift)\b/i.test(lead)) return null;
      const fields = dateFields(s);
      if (!fields) return null;
      const ops: PlannedOperation[] = [
        { op: 'fill', ref: fields[0].ref, text: fieldValue(fields[0], from) },
        { op: 'fill', ref: fields[1].ref, text: fieldValue(fields[1], to) },
      ];
      // "Show rides": the button of those words (or of all but a leading "filter"/"set"); none, the dates alone.
      const words = lead.replace(/^(?:set|choose|pick|enter|use|filter(?=\s+\S+\s+\S))\s+(?:the\s+)?/i, '');
      const control = words ? (tryFind(s, lead, 'click') ?? tryFind(s, words, 'click')) : null;
      const press =
        control?.role === 'button' && (textScore(lead, control.name) >= 0.8 || textScore(words, control.name) >= 0.8)
          ? control
          : null;
      return press ? [...ops, { op: 'click', ref: press.ref }] : ops;
    },
  ],
];
