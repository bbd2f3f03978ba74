/**
 * Other readings of an imperative the direct readings do not take: the same step reworded as one or more steps they
 * do ("Make my profile private" -> "set my profile to private", "Occupation: Teacher" -> "set Occupation to Teacher").
 */
import { startsWithVerb, verbTypoFixed } from './phrasing';

/**
 * "Clik Save" (a misspelt verb), "Press Escape to close the dialog" (a purpose that is not the target), "Select
 * Dana and Alex" (one verb, several targets): each reading is a list of parts planned in turn.
 */
export function otherReadings(text: string): string[][] {
  const readings: string[][] = [];
  const fixed = verbTypoFixed(text);
  if (fixed) readings.push([fixed]);
  // "Make my profile private": set it to that value; "opt in to X" / "opt out of X": tick or untick X.
  const make = /^make\s+(.+?)\s+([a-z][\w-]*)$/i.exec(text);
  if (make) readings.push([`set ${make[1]} to ${make[2]}`]);
  const opt = /^opt[- ](in|out)\s+(?:to|into|for|of|from)\s+(.+)$/i.exec(text);
  if (opt) readings.push([`${(opt[1] as string).toLowerCase() === 'in' ? 'check' : 'uncheck'} ${opt[2]}`]);
  const purpose = PURPOSE.exec(text);
  if (purpose) readings.push([purpose[1] as string]);
  // "Press Continue without filling anything in", "Click Join now before setting up the Direct Debit", "Click Sign
  // agreement with the name empty": the press; what is left undone is not its target.
  // "Close the application without sending it": closing without doing what it offers is what closing is.
  const without = UNDONE.exec(text) ?? CLOSED_UNDONE.exec(text);
  if (without) readings.push([without[1] as string]);
  // "switch on the toggle next to SMS reminders": turn on what the toggle is next to (its label).
  const toggle =
    /^(?:switch|turn|toggle|flip|set)\s+(on|off)\s+(?:the\s+)?(?:toggle|switch)\s+(?:next to|beside|by|for|of|labell?ed)\s+(.+)$/i.exec(
      text,
    );
  if (toggle) readings.push([`turn ${(toggle[1] as string).toLowerCase()} ${toggle[2]}`]);
  // "turn paperless bills off", "switch the SMS alerts switch on": the particle after its object.
  const particle = /^(?:turn|switch|toggle|flip)\s+(?!on\b|off\b)(.+?)\s+(on|off)$/i.exec(text);
  if (particle) readings.push([`turn ${(particle[2] as string).toLowerCase()} ${particle[1]}`]);
  // "Ask a coach: "Is Barre good for runners?"", "Send "On my way" to Sam": a message written where it goes, then sent.
  const message = MESSAGE.exec(text);
  const [, to, said, after] = (message ?? []) as unknown as [string, string | undefined, string, string | undefined];
  if (message && (to ?? after)) readings.push([`type ${said} into ${to ?? after}`, 'send it']);
  // "Occupation: Teacher", "Licence type: Full UK": a manual test case's field and the value it is given.
  const pair = /^([^:"]{2,60}?)\s*:\s+(\S.*)$/.exec(text);
  if (pair && !message && !startsWithVerb(text)) readings.push([`set ${pair[1]} to ${pair[2]}`]);
  // `In "Anything the pharmacist should know?" type "I am now taking 100 mg"`: the field first, then what goes in.
  const fieldFirst =
    /^in(?:to)?\s+(?:the\s+)?(.+?)\s+(?:field\s+|box\s+)?(type|enter|write|input|fill in)\s+(.+)$/i.exec(text);
  if (fieldFirst) readings.push([`${fieldFirst[2]} ${fieldFirst[3]} into ${fieldFirst[1]}`]);
  // "Add the shuttle" where the shuttle is an extra's box or switch: tick it.
  const extra = /^(?:add|include)\s+(?:the\s+|an?\s+)?((?!\d)(?:(?!\band\b)[^,])+)$/i.exec(text);
  if (extra) readings.push([`check ${extra[1]}`]);
  // "Open the message from Carmen Ruiz", "open the Castleford Town match": the item those words name, whatever its kind
  // is called on the page.
  const from = new RegExp(
    `^(?:open|view|read|select|show)\\s+(?:the\\s+)?(?:${ITEM_KINDS})\\s+(?:from|by|with|for|about|of|on)\\s+(.+)$`,
    'i',
  ).exec(text);
  if (from) readings.push([`click ${from[1]}`]);
  const kind = new RegExp(`^(?:open|view|read|select|show)\\s+(?:the\\s+)?(.+?)\\s+(?:${ITEM_KINDS})$`, 'i').exec(text);
  if (kind) readings.push([`click ${kind[1]}`]);
  // "Select every invoice on this page": the box that selects them all ("Select all on this page").
  if (/^(?:select|tick|check)\s+(?:every|all(?:\s+the)?|each)\s+[\w-]+(?:\s+on\s+(?:this|the)\s+page)?$/i.test(text))
    readings.push(['check Select all']);
  // "Filter by supplier Kestrel Logistics": the value in the dropdown the first words name.
  const by = /^filter\s+(?:\w+\s+)?by\s+(?:the\s+)?(\S+)\s+(\S.*)$/i.exec(text);
  if (by) readings.push([`choose ${by[2]} from the ${by[1]} dropdown`]);
  // "Choose to pay by card", "opt to collect at the venue": the choice of those words.
  const choose = /^(?:choose|opt|select|pick|decide)\s+to\s+(.+)$/i.exec(text);
  if (choose) readings.push([`choose ${choose[1]}`]);
  // "Ask for a new code", "request another link": the control that sends it ("Send a new code").
  const ask = /^(?:ask\s+for|request)\s+(?:a\s+|an\s+|the\s+)?((?:new|another|fresh)\s+.+)$/i.exec(text);
  if (ask) readings.push([`click ${ask[1]}`]);
  const each = EACH.exec(text);
  if (each) {
    const [, verb, noun, list] = each as unknown as [string, string, string | undefined, string];
    const items = list.split(/\s*,\s*(?:and\s+)?|\s+and\s+/).filter(Boolean);
    if (items.length > 1) readings.push(items.map((item) => `${verb} ${noun ?? ''}${item}`));
  }
  return readings;
}

const ITEM_KINDS =
  'message|email|mail|conversation|thread|chat|order|booking|ticket|listing|event|match|game|fixture|course|class|lesson|item|entry|post|article|review|comment|invoice|appointment|session';

const MESSAGE =
  /^(?:ask|message|send|tell|post)\s+(?:(?:to\s+)?(?:the\s+|a\s+|an\s+|our\s+|my\s+)?((?:(?!\b(?:the\s+)?(?:message|question|comment|note)\b)[^:"])+?)\s*:?\s+)?(?:(?:the|a|this)\s+)?(?:(?:message|question|comment|note)\s*:?\s+)?("[^"]+"|“[^”]+”)(?:\s+(?:to|in|into|on|for)\s+(?:the\s+|a\s+|an\s+|our\s+|my\s+)?(.+))?$/i;
const PURPOSE =
  /^(.+?)\s+(?:to|in order to|so that i can|so i can)\s+(?:show|hide|close|open|reveal|submit|confirm|save|continue|see|view|dismiss|expand|collapse|return|go|get|start|finish|complete|proceed|sign|log|clear|send|apply|cancel)\b.*$/i;
const EACH =
  /^(select|choose|pick|check|tick|uncheck|untick|click|tap)\s+((?:the\s+)?(?:seats?|rows?|items?|options?|boxes)\s+)?(.+(?:,|\sand\s).+)$/i;

/** A press and what it leaves undone (the state the page is left in for it), which names nothing to press. */
const UNDONE =
  /^(.+?)\s+(?:without\s+(?:filling|entering|typing|changing|selecting|choosing|checking|saving|answering|agreeing|accepting)\b.*|before\s+\w+ing\b.*|with\s+nothing\b.*|with\s+(?:the\s+|my\s+|an?\s+|all\s+(?:the\s+)?)?(?:[\w'’-]+\s+){1,4}?(?:empty|blank|left\s+(?:empty|blank)|unticked|unchecked|not\s+(?:ticked|checked|filled\s+in|filled|chosen|selected))|leaving\s+.+?\s+(?:empty|blank))$/i;

/** A close (or a going back) and what it leaves undone: whatever that is, it is not done. */
const CLOSED_UNDONE = /^((?:close|dismiss|exit|leave|go\s+back)\b.*?)\s+without\s+\w+ing\b.*$/i;
