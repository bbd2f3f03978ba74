/**
 * A scope that counts an item among its like ("the second card", "the first pet"), unless the page names something
 * with those very words: "the second instalment" beside a row "Second instalment" is that row, not the second row.
 */
import type { ObservedElement } from '../contract';
import { ITEM_NOUNS } from './target';
import { normalize } from './text-match';

/** "the second card", "the first pet": the nth of the repeated items (whatever the page calls them) holding the target. */
const ORDINAL_SCOPE = new RegExp(
  `^(?:the\\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|seventh|7th|eighth|8th|ninth|9th|tenth|10th|last)\\s+(${ITEM_NOUNS}|[a-z][a-z-]{2,20}(?:\\s+(?!(?:button|btn|link|field|box|checkbox|radio|tab|icon|input|option|menu|dropdown|switch|toggle)$)[a-z][a-z-]{2,20})?)$`,
  'i',
);

/** The ordinal and the noun of `scope`, or null when it is no ordinal or the page names something by it whole. */
export function ordinalScope(elements: readonly ObservedElement[], scope: string): RegExpExecArray | null {
  const ordinal = ORDINAL_SCOPE.exec(scope.trim());
  if (!ordinal) return null;
  const said = normalize(scope.trim().replace(/^the\s+/i, ''));
  return elements.some((e) => e.name && normalize(e.name) === said) ? null : ordinal;
}
