/**
 * Count claims as teams write them ("there are 3 items in the cart", "the table has 10 rows", "3 books are listed",
 * "the badge shows 3"): parsed here, answered by `checkCount` on the subject they name.
 */
import type { AssertVerdict, Observation, PageProbe } from '../contract';
import { unquote } from './checks-page';
import { checkCount } from './claims-count';
import { activeFilter } from './claims-count-having';
import { statedWithWords } from './claims-count-stated';
import { NUMBER_WORDS } from './phrasing';

type Verdict = AssertVerdict;

const NUMBERS: Record<string, number> = { ...NUMBER_WORDS, no: 0, zero: 0, a: 1, an: 1 };
const COUNT = '(\\d+|no|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)';

const UNITS =
  /^(?:seconds?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?|miles?|km|kilomet(?:er|re)s?|met(?:er|re)s?|kg|grams?|pounds?|lbs?|litres?|liters?|percent|points?|stars?|kwh|kw)$/i;

/** A verb of saying inside what looked like a claim's subject: the claim is about what is said. */
export const SAYS = /\b(?:says|shows|reads|displays|mentions|states|tells|asks|confirms|warns)\b/i;

export function parseCount(word: string): number {
  const n = Number(word);
  return Number.isFinite(n) ? n : (NUMBERS[word.toLowerCase()] ?? Number.NaN);
}

/** The count readings of the claim `text` (cleaned, scoped), each a pattern and its check (null: not this reading). */
export function countChecks(
  observation: Observation,
  probe: PageProbe,
  text: string,
): Array<[RegExp, (m: RegExpExecArray) => Promise<Verdict | null>]> {
  const count = async (n: string, said: string, subject: string | null, negated: boolean) => {
    // "5 amount buttons to choose from": what they are for is not part of what is counted.
    const noun = said.replace(/\s+(?:to\s+(?:choose|pick|select)\s+from|on offer|to choose)$/i, '');
    // "The Cancelled tab now shows 1 appointment": when is not part of what holds the count.
    if (subject) subject = subject.replace(/\s+(?:now|still|currently|already|also)$/i, '');
    const expected = parseCount(n);
    // "6 sessions within 5 miles are found": a line that states the count with all those words.
    if (/\d|\bwithin\b/i.test(noun) && !/[$€£¥]/.test(noun) && !negated && Number.isFinite(expected)) {
      const stated = statedWithWords(observation.elements, expected, noun.trim());
      if (stated) return stated;
    }
    // "the summary says 2 tickets for €90.00" claims more than a count: the whole text is checked instead.
    if (/\b(?:for|at|with|costing|priced|totall?ing)\b|[$€£¥]|\d/i.test(noun)) return null;
    // "12 people in total": the page's total, not a thing called "total".
    if (subject && /^(?:total|all|sum)$/i.test(subject.trim())) subject = null;
    if (!Number.isFinite(expected)) return null;
    // "5 episodes are shown": a claim about what is on screen, not about a total the page states.
    const shown =
      /\b(?:shown|listed|displayed|visible|shows?|showing|displays?|lists|on\s+(?:this|the|one|each|every)\s+page|on\s+screen)\b|^see\s/i.test(
        text,
      );
    return checkCount(observation, probe, { expected, noun: noun.trim(), subject, negated, shown });
  };
  const having = async (n: string, noun: string, what: string) => {
    const expected = parseCount(n);
    // "30 minutes is chosen as the lesson length": an amount of a unit, not things counted.
    if (!Number.isFinite(expected) || /\d/.test(noun) || UNITS.test(noun.trim())) return null;
    const phrase = unquote(what.replace(/^(?:an?|the)\s+/i, ''));
    return checkCount(observation, probe, { expected, noun: noun.trim(), subject: null, having: phrase });
  };
  return [
    // Counts: "there are 3 items in the cart", "the table has 10 rows", "3 books are listed", "the badge shows 3"
    [
      new RegExp(
        `^there\\s+(?:are|is)\\s+(not\\s+)?(?:exactly\\s+|only\\s+)?${COUNT}\\s+(.+?)(?:\\s+(?:shown|listed|displayed|visible|present|left|found|remaining))?(?:\\s+(?:in|on|inside|within|under)\\s+(?:the\\s+|my\\s+|your\\s+)?(.+))?$`,
        'i',
      ),
      async (m) => count(m[2] as string, m[3] as string, m[4] ?? null, !!m[1]),
    ],
    [
      new RegExp(
        `^(?:the\\s+)?(.+?)\\s+(does not\\s+)?(?:shows|has|contains|displays|lists|says|reads|is showing|have|show|display|list|indicates|includes|holds|counts)\\s+(?:exactly\\s+|only\\s+)?${COUNT}(?:\\s+(.+?))?(?:\\s+(?:in total|total|in it|now))?$`,
        'i',
      ),
      // "the page says I have 2 attempts left": what the page says, not a count held by "page says I".
      async (m) => (SAYS.test(m[1] as string) ? null : count(m[3] as string, m[4] ?? '', m[1] as string, !!m[2])),
    ],
    [
      new RegExp(
        `^(?:exactly\\s+|only\\s+)?${COUNT}\\s+(.+?)\\s+(?:are|is|exist|exists)\\s*(not\\s+)?(?:shown|visible|displayed|listed|present|found|left|remaining|selected|in the list|available|saved|registered|stored|added)?(?:\\s+(?:in|on|inside|within|under)\\s+(?:the\\s+|my\\s+|your\\s+)?(.+))?$`,
        'i',
      ),
      async (m) => count(m[1] as string, m[2] as string, m[4] ?? null, !!m[3]),
    ],
    [
      new RegExp(
        `^(?:see\\s+)?${COUNT}\\s+(.+?)\\s+(?:in|on|inside|within|under)\\s+(?:the\\s+|my\\s+|your\\s+)(.+)$`,
        'i',
      ),
      async (m) => count(m[1] as string, m[2] as string, m[3] as string, false),
    ],
    // "expect 4 results", "Then I should see 3 listings"
    [
      new RegExp(
        `^(?:see\\s+)?(?:exactly\\s+|only\\s+)?${COUNT}\\s+((?![a-z-]*\\s)[a-z][a-z-]{1,30}|[a-z][a-z-]+\\s+[a-z][a-z-]+)$`,
        'i',
      ),
      async (m) =>
        // "9 restaurants are open now" is a claim about which ones, not a bare count.
        /\b(?:are|is|was|were|be|been|has|have|had|do|does|did)\b/i.test(m[2] as string)
          ? null
          : count(m[1] as string, m[2] as string, null, false),
    ],
    // "16 sessions are shown for all years": the count, when a filter the page has set says that of all of them;
    // "5 clinics are found near LS6 2AB": when the search typed is that.
    [
      new RegExp(
        `^(?:exactly\\s+|only\\s+)?${COUNT}\\s+(.+?)\\s+(?:are|is|were|was)\\s+(?:shown|listed|displayed|found|available|returned)\\s+(?:for|near|matching)\\s+(.+)$`,
        'i',
      ),
      async (m) =>
        activeFilter(observation.elements, unquote(m[3] as string))
          ? count(m[1] as string, m[2] as string, null, false)
          : null,
    ],
    // "6 stations are open 24 hours", "Two blood groups are marked Low", "Only one station offers 150 kW": the items
    // that say so.
    [
      new RegExp(
        `^(?:only\\s+)?(?:exactly\\s+)?${COUNT}\\s+([a-z][\\w-]*(?:\\s+[a-z][\\w-]*){0,2}?)\\s+(?:(?:are|is)(?:\\s+(?:marked|labell?ed|tagged|flagged|shown|listed)(?:\\s+as)?)?|offers?|has|have|supports?|accepts?|includes?|(welcome|allow|permit)s?)\\s+(?!(?:not|no|shown|listed|displayed|visible|found|available|present|left|remaining|selected|chosen|picked|checked|ticked|set|entered|filled|in|on|inside|within|under|from|at|for|to|of|by|than|more|less|fewer)\\b)(.+)$`,
        'i',
      ),
      // "6 pitches welcome dogs": the items that say "Dogs welcome" (never "No dogs").
      async (m) => having(m[1] as string, m[2] as string, m[3] ? `${m[4]} ${m[3]}` : (m[4] as string)),
    ],
  ];
}
