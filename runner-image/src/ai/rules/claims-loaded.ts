/**
 * "Wait for the documents to load", "wait for the quote to load" as a check: what the step names has loaded when the
 * page shows it (an element whose own words name it) and nothing on the page still says it is loading ("Loading your
 * documents…", `aria-busy`) or says it could not be loaded ("We couldn't load your documents").
 */
import type { Observation, ObservedElement, PageProbe } from '../contract';
import { sameWord, type Verdict, words } from './claims-evidence';
import { indexOf, isAncestor } from './page-index';
import { tokens } from './text-match';

/** A text that says the page is still at work on something ("Loading documents…", "Getting your quote..."). */
const AT_WORK = /(?:…|\.\.\.)\s*$|^(?:loading|please wait|fetching|getting|searching|checking)\b/i;
/** A text that says something could not be loaded. */
const NOT_LOADED =
  /\b(?:could(?:\s+not|n['’]t)|can(?:not|['’]t)|unable\s+to|failed\s+to|did(?:\s+not|n['’]t))\s+(?:load|get|fetch|find|show|retrieve)\b|\b(?:error|problem)\s+loading\b/i;
/** Words of the claim that name no thing ("the", "my", "all"). */
const FILLER = new Set([
  'the',
  'a',
  'an',
  'my',
  'your',
  'our',
  'all',
  'of',
  'new',
  'latest',
  'list',
  'page',
  'section',
  'form',
  'panel',
  'widget',
  'box',
  'area',
]);

/** The verdict on "the `thing` has loaded". */
export async function checkLoaded(observation: Observation, probe: PageProbe, thing: string): Promise<Verdict> {
  const want = tokens(thing).filter((w) => !FILLER.has(w));
  // By its words, a frame's title ("Weather forecast") or the identity its page gives it (a "spend-summary" box).
  const names = (e: ObservedElement) => {
    const own = tokens(`${words(e)} ${e.hints?.title ?? ''} ${e.hints?.ident ?? ''}`);
    return want.every((w) => own.some((o) => sameWord(w, o)));
  };
  const visible = async (e: ObservedElement) => probe.isVisible(e.ref).catch(() => false);
  for (const e of observation.elements) {
    const text = words(e).trim();
    if (!text || text.length > 120) continue;
    if ((AT_WORK.test(text) || NOT_LOADED.test(text)) && (await visible(e))) {
      return { pass: false, reason: `The page says "${text}".` };
    }
  }
  // "Wait for the page to load": nothing says it is loading.
  if (want.length === 0) return { pass: true, reason: 'Nothing on the page says it is loading.' };
  const { byRef } = indexOf(observation.elements);
  for (const e of observation.elements.filter(names)) {
    const text = words(e).trim();
    if (AT_WORK.test(text) || NOT_LOADED.test(text)) continue;
    // Named only by its title or identity: loaded when something is shown inside it.
    const inside = text ? undefined : observation.elements.find((d) => words(d).trim() && isAncestor(byRef, e.ref, d));
    if ((text || inside) && (await visible(e))) {
      const shown = text || words(inside as ObservedElement).trim();
      return { pass: true, reason: `The page shows "${shown.slice(0, 80)}" and nothing is loading.` };
    }
  }
  return { pass: false, reason: `Nothing on the page shows the ${thing}.`, certainty: 'unsure' };
}
