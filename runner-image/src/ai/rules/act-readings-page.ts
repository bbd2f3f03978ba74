/**
 * The readings of an imperative that moves about the page or the site: going back, reloading and opening a URL,
 * scrolling, keys, searching, going back to a named place, paging and going to a named link or button.
 */
import type { ObservedElement } from '../contract';
import { goOn } from './act-onward';
import { describeElement, ground, type Intent, type TargetPhrase, textScore } from './ground';
import { boxDistance, indexOf, isAncestor } from './page-index';
import { parseKey, unquote } from './phrasing';
import {
  absoluteUrl,
  controlsNamedBy,
  FIELD,
  find,
  findFirst,
  type Handler,
  isUrl,
  onlyField,
  PlanError,
  type State,
  tryFind,
} from './plan-state';
import { distanceOperation, placeAndDistance, WITHIN } from './tasks-distance';
import { besidePageText, pagerControl, pageStep, pageText } from './tasks-lists';
import { stem, tokens } from './text-match';

/** Going back, reloading, opening a URL. */
export const NAVIGATION_READINGS: Array<[RegExp, Handler]> = [
  // Navigation
  [
    /^(?:go|navigate|move)\s+back(?:\s+to the previous page|\s+(?:a|one)\s+(?:step|page|screen))?$|^back$|^(?:go to|return to) the previous page$|^(?:click|press|hit)\s+(?:the\s+)?browser'?s?\s+back(?:\s+button)?$/i,
    (m, s) => {
      // "Go back" on a page with its own Back button (a wizard) means that button; the browser's Back otherwise.
      if (!/browser/i.test(m[0])) {
        const backs = s.observation.elements.filter(
          (e) =>
            (e.role === 'button' || e.role === 'link') &&
            /^(?:back|go back|previous|prev)$/i.test(e.name.trim()) &&
            !e.hints?.disabled,
        );
        if (backs.length === 1) return [{ op: 'click', ref: (backs[0] as ObservedElement).ref }];
      }
      return [{ op: 'back' }];
    },
  ],
  [/^(?:reload|refresh)(?:\s+the)?(?:\s+(?:page|browser|tab|screen))?$/i, () => [{ op: 'reload' }]],
  [
    /^(?:go to|navigate to|browse to|open|visit|load|head to)\s+(?:the\s+)?(?:url\s+|page\s+|address\s+)?(\S+)$/i,
    (m, s) => {
      const target = m[1] as string;
      if (!isUrl(unquote(target))) return null;
      return [{ op: 'goto', url: absoluteUrl(target, s.observation.url) }];
    },
  ],
];

/** Scrolling, and keys pressed. */
export const SCROLL_AND_KEY_READINGS: Array<[RegExp, Handler]> = [
  // Scrolling
  [
    /^scroll\s+(?:(?:up|down)\s+)?(?:to\s+)?(?:the\s+)?(top|bottom|end|start|beginning)(?:\s+of the page)?$/i,
    (m) => [{ op: 'press', key: /top|start|beginning/i.test(m[1] as string) ? 'Home' : 'End' }],
  ],
  [
    /^scroll(?:\s+the page)?\s+(up|down)(?:\s+(?:a bit|a little|once|the page|one page|by \d+\s*(?:px|pixels)?))?$/i,
    (m) => [{ op: 'scroll', direction: (m[1] as string).toLowerCase() as 'up' | 'down' }],
  ],
  [/^scroll$/i, () => [{ op: 'scroll', direction: 'down' }]],
  // "close the dialog with Escape": the key does it, whatever the dialog is called.
  [
    /^(?:close|dismiss|exit|leave|cancel)\s+(?:the\s+|this\s+)?[\w -]{0,40}?\s*(?:with|using|by pressing|by hitting)\s+(?:the\s+)?(?:escape|esc)(?:\s+key)?$/i,
    () => [{ op: 'press', key: 'Escape' }],
  ],
  [
    /^scroll\s+(?:(up|down)\s+)?(?:to|until(?: you see)?|towards)\s+(?:the\s+)?(.+?)(?:\s+is visible)?$/i,
    (m, s) => {
      const el = find(s, m[2] as string, 'any');
      const rect = el.box;
      const direction = (m[1]?.toLowerCase() as 'up' | 'down' | undefined) ?? (rect && rect.y < 0 ? 'up' : 'down');
      return [{ op: 'scroll', direction, ref: el.ref }];
    },
  ],
  // Keys
  [
    // "press Enter to search": the key; what it is for is the page's business. ("Type DELETE to confirm" is text.)
    /^(press|hit|push|type)\s+(?:the\s+)?(.+?)(?:\s+key)?(?:\s+(?:in|on|into|inside)\s+(?:the\s+)?(.+?))?(\s+(?:to|in order to|so as to)\s+[a-z][\w\s'-]*)?$/i,
    (m, s) => {
      if (m[4] && /^type$/i.test(m[1] as string)) return null;
      const key = parseKey(m[2] as string);
      if (!key) return null;
      // "Press Delete" on a page with Delete buttons presses a button (one of them, or it is ambiguous); "press the
      // Delete key" is the key.
      const named = unquote(m[2] as string).toLowerCase();
      if (
        !/^type$/i.test(m[1] as string) &&
        !m[3] &&
        !/\bkey$/i.test(m[0].replace(m[4] ?? '', '').trim()) &&
        s.observation.elements.some((e) => CONTROLS.has(e.role) && e.name.trim().toLowerCase() === named)
      )
        return null;
      if (m[3]) return [{ op: 'press', key, ref: find(s, m[3], 'any').ref }];
      // "Hit Enter to log in": in the last field of the form whose button does that ("Log in").
      const field = !s.last && key === 'Enter' && m[4] ? fieldOfPurpose(s, m[4]) : null;
      const ref = s.last ?? field?.ref;
      return [ref ? { op: 'press', key, ref } : { op: 'press', key }];
    },
  ],
];

const CONTROLS = new Set(['button', 'link', 'menuitem', 'tab']);

/** Searching: in the search box named, else the page's search box or its only text field. */
export const SEARCH_READINGS: Array<[RegExp, Handler]> = [
  // Search
  [
    /^search\s+(?:the\s+|through\s+(?:the\s+)?)?([\w-]+(?:\s+[\w-]+)?)\s+for\s+(.+)$/i,
    (m, s) => {
      const el =
        tryFind(s, `search ${m[1]}`, 'fill') ??
        tryFind(s, 'search', 'fill') ??
        find(s, `search ${m[1]}`, 'fill', 'search field');
      return [
        { op: 'fill', ref: el.ref, text: unquote(m[2] as string) },
        { op: 'press', key: 'Enter', ref: el.ref },
      ];
    },
  ],
  [
    /^search\s+(?:for\s+)?(.+?)(?:\s+(?:in|using)\s+(?:the\s+)?(.+))?$/i,
    (m, s) => {
      const el = m[2]
        ? find(s, m[2], 'fill', 'search field')
        : (tryFind(s, 'search', 'fill') ?? searchableOnlyField(s) ?? find(s, 'search', 'fill', 'search field'));
      // "Search for sessions near LS6 3HN" in a "Postcode or town" field: the place is what it takes.
      const place = /postcode|post code|zip|town|city|location|place|address|near|where/i.test(
        `${el.name} ${el.hints?.label ?? ''} ${el.hints?.placeholder ?? ''}`,
      );
      const near = place ? placeAndDistance(unquote(m[1] as string)) : null;
      const distance = near?.amount ? distanceOperation(s, near.amount, el) : null;
      if (near?.amount && !distance) return null;
      // Sent with the button beside it that searches ("Find sessions"), else Enter.
      const button = loneButtonBeside(s, el);
      const send = button && /^(?:search|find|go|look\s*up|show)\b/i.test(button.name) ? button : null;
      return [
        ...(distance ? [distance] : []),
        { op: 'fill', ref: el.ref, text: near ? near.place : unquote(m[1] as string) },
        send ? { op: 'click', ref: send.ref } : { op: 'press', key: 'Enter', ref: el.ref },
      ];
    },
  ],
  // "apply promo code DRIVE10", "track parcel TP48213957GB": a code typed into the field the words name, then the
  // control named by the verb ("Apply"), or Enter when there is none.
  [
    /^(apply|redeem|use|track|look\s*up|find|check)\s+(?:the\s+|a\s+|an\s+|my\s+|this\s+)?(.+?)\s+("[^"]+"|'[^']+'|[^\s"']+)$/i,
    (m, s) => {
      let value = unquote(m[3] as string);
      // A code: quoted, or a token with a digit and no lower-case letter ("DRIVE10", "TP48213957GB").
      const code = (t: string) => /\d/.test(t) && !/\p{Ll}/u.test(t);
      // After words that say it is a code ("the promo code FANFIRST"), a word in capitals is.
      const said = /\b(?:promo(?:tional)?|discount|coupon|voucher|gift\s+card|referral)(?:\s+code)?$/i.test(m[2] ?? '');
      if (!/^["']/.test(m[3] as string) && !code(value) && !(said && /\p{Lu}/u.test(value))) return null;
      // A code written in two parts ("check coverage for LS6 3AX"): both, never its last part alone.
      let words = m[2] as string;
      const before = /^(.+?)\s+(\S+)$/.exec(words);
      if (!/^["']/.test(m[3] as string) && before && code(before[2] as string) && /\p{Lu}/u.test(before[2] as string)) {
        value = `${before[2]} ${value}`;
        words = before[1] as string;
      }
      // "Look up HG4 2PL": the whole code, with no words naming its field.
      if (!/^["']/.test(m[3] as string) && code(words) && /\p{Lu}/u.test(words) && !/\s/.test(words)) {
        value = `${words} ${value}`;
        words = '';
      }
      words = words.replace(/\s+(?:for|of|at|in|on)$/i, '');
      // "Find sessions within 10 miles of LS6 3HN": how far is set too, never dropped.
      const far = WITHIN.exec(words);
      words = words.replace(WITHIN, '');
      const verb = (m[1] as string).toLowerCase().replace(/\s+/g, ' ');
      // The field the words name ("promo code"), or with the verb ("track parcel": "Tracking number"), or the page's
      // one field.
      const named = words ? (tryFind(s, words, 'fill') ?? tryFind(s, `${verb}ing ${words}`, 'fill')) : null;
      // "look up streets for GL5 3AA" beside a "Find streets" button: the one field of that button's line.
      const beside = named ? null : fieldBesideButtonNaming(s, words);
      const field = named ?? beside ?? onlyField(s);
      if (!field || !FIELD.has(field.role)) return null;
      const button = verbControlNear(s, verb, field);
      if (button === 'ambiguous') return null;
      // The page's one field, when the words name none, only when its name shares a word with the step's ("Tracking
      // number" for "track parcel number ...") or a control of the verb stands beside it ("Check coverage" for "check
      // coverage for LS6 3AX"): a promo code is never typed into a postcode field.
      const stems = [...tokens(`${words} ${verb} ${verb}ing`)].map(stem);
      const fits = tokens(`${field.name} ${field.hints?.label ?? ''}`).some((t) => stems.includes(stem(t)));
      if (!named && !beside && !button && !fits && words) return null;
      // Else the one button of the field's own line ("Find address" beside the postcode).
      const send = button ?? besideNaming(s, field, words) ?? loneButtonBeside(s, field);
      const distance = far ? distanceOperation(s, far[1] as string, field) : null;
      if (far && !distance) return null;
      return [
        ...(distance ? [distance] : []),
        { op: 'fill', ref: field.ref, text: value },
        send ? { op: 'click', ref: send.ref } : { op: 'press', key: 'Enter', ref: field.ref },
      ];
    },
  ],
];

/**
 * The button named by `verb` ("Apply", "Look up car") that belongs with `field`: the one, or the clearly nearest of
 * several; null when there is none.
 */
function verbControlNear(s: State, verb: string, field: ObservedElement): ObservedElement | null | 'ambiguous' {
  const buttons = controlsNamedBy(s, [verb]).filter((e) => e.role === 'button');
  if (buttons.length <= 1) return buttons[0] ?? null;
  const [nearest, next] = [...buttons].sort((a, b) => boxDistance(a, field) - boxDistance(b, field));
  return nearest && next && boxDistance(nearest, field) < boxDistance(next, field) / 2 ? nearest : 'ambiguous';
}

/**
 * "Apply trade account TA-40000" beside a "Check account" button: the one enabled button in the field's own line
 * (its parent or the parent's parent) that names what the code is for; null when none or several do.
 */
function besideNaming(s: State, field: ObservedElement, words: string): ObservedElement | null {
  const { byRef } = indexOf(s.observation.elements);
  const line = [field.parent, field.parent ? byRef.get(field.parent)?.parent : undefined].filter(Boolean);
  const stems = tokens(words).map(stem);
  const beside = s.observation.elements.filter(
    (e) =>
      e.role === 'button' &&
      !e.hints?.disabled &&
      line.some((ref) => isAncestor(byRef, ref as string, e)) &&
      !/^(?:remove|clear|delete|cancel|reset|undo|hide|show|edit|change)\b/i.test(e.name) &&
      tokens(e.name).some((t) => stems.includes(stem(t))),
  );
  return beside.length === 1 ? (beside[0] as ObservedElement) : null;
}

/**
 * The one enabled button in `field`'s own line (its parent, else the parent's parent: a field in its own labelled
 * box), not one that clears or backs out.
 */
function loneButtonBeside(s: State, field: ObservedElement): ObservedElement | null {
  const { byRef } = indexOf(s.observation.elements);
  for (let line = field.parent, up = 0; line && up < 2; line = byRef.get(line)?.parent, up++) {
    const buttons = s.observation.elements.filter(
      (e) => e.role === 'button' && !e.hints?.disabled && isAncestor(byRef, line as string, e),
    );
    if (buttons.length === 0) continue;
    const kept = buttons.filter((e) => !/^(?:remove|clear|delete|cancel|reset|undo|hide|close|×|x)\b/i.test(e.name));
    return buttons.length === 1 && kept.length === 1 ? (kept[0] as ObservedElement) : null;
  }
  return null;
}

/** The one field in the line (parent, else the parent's parent) of the one enabled button whose name holds `words`. */
function fieldBesideButtonNaming(s: State, words: string): ObservedElement | null {
  const want = tokens(words).map(stem);
  if (want.length === 0) return null;
  const buttons = s.observation.elements.filter(
    (e) => e.role === 'button' && !e.hints?.disabled && want.every((w) => tokens(e.name).map(stem).includes(w)),
  );
  if (buttons.length !== 1) return null;
  const { byRef } = indexOf(s.observation.elements);
  const button = buttons[0] as ObservedElement;
  for (let line = button.parent, up = 0; line && up < 2; line = byRef.get(line)?.parent, up++) {
    const fields = s.observation.elements.filter(
      (e) => FIELD.has(e.role) && e.role !== 'combobox' && isAncestor(byRef, line as string, e),
    );
    if (fields.length > 0) return fields.length === 1 ? (fields[0] as ObservedElement) : null;
  }
  return null;
}

/**
 * Whether `to` ("step 1", "Your details") names the step just before the current one of the page's steps (a list
 * whose current item is marked), where a wizard's Back button leads.
 */
function stepBefore(s: State, to: string): boolean {
  const current = s.observation.elements.filter((e) => e.role === 'listitem' && e.hints?.selected === true);
  if (current.length !== 1) return false;
  const now = current[0] as ObservedElement;
  const steps = s.observation.elements.filter((e) => e.role === 'listitem' && e.parent === now.parent);
  const at = steps.indexOf(now);
  const numbered = /^step\s+(\d{1,2})$/i.exec(to.trim());
  const label = (e: ObservedElement) => (e.hints?.text || e.name).replace(/^\s*\d{1,2}[.)]?\s+/, '');
  const target = numbered
    ? Number(numbered[1]) - 1
    : steps.findIndex((e) => textScore(to.replace(/\s+(?:step|stage)$/i, ''), label(e)) >= 0.9);
  // "Go back to the sessions" from "2. Choose a time": the step before is "1. Find a session", which says it.
  const before = steps[at - 1];
  const said = tokens(to.replace(/\s+(?:step|stage)$/i, '')).filter((w) => !/^(?:the|a|an|my)$/.test(w));
  const holds =
    !!before && said.length > 0 && said.every((w) => tokens(label(before)).some((o) => stem(o) === stem(w)));
  return at > 0 && (target === at - 1 || holds);
}

/** The last link of the page's one breadcrumb trail (the page the current one is under), if there is one. */
function lastCrumb(s: State): ObservedElement | null {
  const { byRef } = indexOf(s.observation.elements);
  const trails = s.observation.elements.filter(
    (e) => e.role === 'navigation' && /breadcrumb/i.test(`${e.name} ${e.hints?.ident ?? ''}`),
  );
  if (trails.length !== 1) return null;
  const links = s.observation.elements.filter(
    (e) => e.role === 'link' && isAncestor(byRef, (trails[0] as ObservedElement).ref, e),
  );
  return links[links.length - 1] ?? null;
}

/** "go back to the book list": a link or button that leads back there. */
export const BACK_TO_READINGS: Array<[RegExp, Handler]> = [
  // "go back to the previous step", "go back to the book list"
  [
    /^(?:(?:go|navigate|return|head)\s+)?back\s+to\s+(?:the\s+)?(.+)$/i,
    (m, s) => {
      // "back to all contacts using the breadcrumb", "back to the Time off page": the place, by its link's name.
      const via =
        /\s+(?:using|via|through|with|from|in)\s+(?:the\s+)?(breadcrumbs?|menu|main menu|navigation|nav)$/i.exec(
          m[1] as string,
        );
      // "go back to the first page", "back to page 1": a page of the pager (its readings below).
      if (/^(?:the\s+)?(?:first\s+page|page\s+\d{1,4})(?:\s+(?:of|in|for)\s.+)?$/i.test(m[1] as string)) return null;
      const to = (m[1] as string)
        .slice(0, via ? via.index : undefined)
        .replace(/^all\s+(?:the\s+)?/i, '')
        .replace(/\s+(?:page|screen|view)$/i, '');
      const scopes = via ? [(via[1] as string).replace(/s$/i, '')] : undefined;
      // "the book list", "the articles list": the place its link names ("Books", "Articles").
      const listed = to.replace(/\s+(?:list|listing|overview|index)$/i, '');
      // A place said only by what it was ("the search results", "the list"), not by a name the trail could lack.
      const generic = /^(?:(?:search\s+)?results|list|listing|overview|previous\s+(?:page|level))$/i.test(to);
      const crumb = generic && /^breadcrumb/i.test(via?.[1] ?? '') ? lastCrumb(s) : null;
      const el = findFirst(
        s,
        [
          [{ name: `back to ${to}`, roles: null, ...(scopes ? { scopes } : {}) }, 'click'],
          [{ name: to, roles: ['link', 'button'], ...(scopes ? { scopes } : {}) }, 'click'],
          ...(listed !== to
            ? ([[{ name: listed, roles: ['link', 'button'], ...(scopes ? { scopes } : {}) }, 'click']] as Array<
                [TargetPhrase, Intent]
              >)
            : []),
          // "back to the search results via the breadcrumb": the trail's last link, the page this one is under.
          ...(crumb
            ? ([[{ name: crumb.name, roles: ['link'], scopes: ['breadcrumb'] }, 'click']] as Array<
                [TargetPhrase, Intent]
              >)
            : []),
          // "back to the date and time step": a wizard's Back button leads to the step before.
          ...(/\s(?:step|stage)$/i.test(to)
            ? ([
                [{ name: `back to ${to.replace(/\s+(?:step|stage)$/i, '')}`, roles: ['button', 'link'] }, 'click'],
                [{ name: 'back', roles: ['button', 'link'] }, 'click'],
                [{ name: 'previous', roles: ['button', 'link'] }, 'click'],
              ] as Array<[TargetPhrase, Intent]>)
            : []),
          // "Go back to choose a different recipient": back, for what to do there.
          ...(/^(?:previous|last)\s+(?:step|page|screen)$/i.test(to) ||
          /^(?:choose|pick|change|select|edit|fix|correct|update|amend)\b/i.test(to) ||
          stepBefore(s, to)
            ? ([
                [{ name: 'back', roles: ['button', 'link'] }, 'click'],
                [{ name: 'previous', roles: ['button', 'link'] }, 'click'],
              ] as Array<[TargetPhrase, Intent]>)
            : []),
        ],
        'link or button',
        `back to ${to}`,
      );
      return [{ op: 'click', ref: el.ref }];
    },
  ],
];

/**
 * Going to a page of the pager: "go to the last page of transactions", "go to page 3", "show page 2" (before the
 * readings of clicks, which would take "page 2" for a name).
 */
export const PAGER_READINGS: Array<[RegExp, Handler]> = [
  [
    /^(?:go|navigate|move|jump|skip|turn|click|open|show|return)(?:\s+back)?\s+(?:to\s+|on\s+)?(?:the\s+)?(?:(first|last|next|previous|prev)\s+page|page\s+(\d{1,4}))(?:\s+(?:of|in|for)\s+(?:the\s+)?(?:(?!\s(?:and|then)\s)[\w\s'-])+)?$/i,
    (m, s) => {
      const which = m[2] ? Number(m[2]) : (m[1] as string).toLowerCase().replace(/^prev$/, 'previous');
      const el =
        pagerControl(s, which as Parameters<typeof pagerControl>[1]) ??
        (typeof which === 'number'
          ? pageStep(s, which)
          : which === 'next' || which === 'previous'
            ? besidePageText(s, which)
            : null);
      if (el) return [{ op: 'click', ref: el.ref }];
      // "Go to page 3" where the list says "Page 2 of 2": there is no such page (never a click on that text).
      const shown = which === 'next' || which === 'previous' ? null : pageText(s);
      if (shown && typeof which === 'number' && which > shown.total) {
        throw new PlanError(`The list has ${shown.total} pages ("${shown.text}"): there is no page ${which}.`);
      }
      // "Show page 3" from page 1, "the last page" of a pager with only Previous and Next: a step towards it, the
      // rest planned again on the page it leads to.
      const n = which === 'first' ? 1 : which === 'last' ? shown?.total : which;
      if (shown && typeof n === 'number' && n !== shown.current) {
        const step = besidePageText(s, n > shown.current ? 'next' : 'previous');
        if (step) {
          if (Math.abs(n - shown.current) > 1) s.followUp = `go to page ${n}`;
          return [{ op: 'click', ref: step.ref }];
        }
      }
      // "the next page of bills" is reached through a pager, never through a control that holds the list's name; a
      // numbered page may also be a link of that number outside a pager (the readings after this one).
      if (which === 'next' || which === 'previous') {
        throw new PlanError(`No pager control for the ${which} page was found on the page.`, true);
      }
      return null;
    },
  ],
];

/** Going to a link or button by its name. */
export const GO_TO_READINGS: Array<[RegExp, Handler]> = [
  // "go to the cart", "open Green Hat": a link or button of that name.
  [
    /^(go to|navigate to|open|visit|head to|browse to|switch to|change to|move to|jump to|proceed to|continue to)\s+(?:the\s+|my\s+)?(.+?)(?:\s+page)?$/i,
    (m, s) => {
      const verb = (m[1] as string).toLowerCase();
      // "Continue to review" in a wizard whose button says only "Continue": that button.
      const onward = /^(?:continue|proceed) to$/.test(verb) ? goOn(s, m[2] as string) : null;
      if (onward) return [{ op: 'click', ref: onward.ref }];
      const el = find(s, m[2] as string, 'click', 'link or button');
      // Going to a heading on the page scrolls to it; switching to or opening a thing is done with a control (or what
      // the page takes clicks on: a div tab shown with a pointer cursor).
      if (
        !TEXT_ROLES.has(el.role) ||
        el.hints?.pointer ||
        /^(?:go|navigate|visit|head|browse|move|jump)\b/.test(verb)
      ) {
        return [{ op: 'click', ref: el.ref }];
      }
      // "Switch to Flex Variable" on a card headed so: the card's own "Switch to this tariff".
      const own = verb.split(' ')[0] as string;
      const g = ground(s.observation.elements, { name: own, roles: ['button', 'link'], scopes: [el.name] }, 'click');
      if (g.kind === 'found' && new RegExp(`^${own}\\b`, 'i').test(g.element.name)) {
        if (g.element.hints?.disabled) {
          throw new PlanError(`The ${describeElement(g.element)} of "${el.name}" is disabled.`);
        }
        return [{ op: 'click', ref: g.element.ref }];
      }
      throw new PlanError(
        `No link or button to ${verb} "${m[2]}" was found on the page (the ${describeElement(el)} is not one).`,
        true,
      );
    },
  ],
];

/** Roles of what is read, not operated: a click on one does nothing a step could mean. */
const TEXT_ROLES = new Set([
  'heading',
  'paragraph',
  'generic',
  'text',
  'StaticText',
  'term',
  'definition',
  'note',
  'caption',
]);

/** The page's only text field, when it can be a search box (not a date, email, number or password field). */
function searchableOnlyField(s: State): ObservedElement | null {
  const field = onlyField(s);
  const type = field?.hints?.inputType;
  return field && (!type || type === 'text' || type === 'search') ? field : null;
}

/** The last text field of the form whose one button does `purpose` ("to log in": the form of "Log in"); else null. */
function fieldOfPurpose(s: State, purpose: string): ObservedElement | null {
  const what = purpose.replace(/^\s*(?:to|in order to|so as to)\s+/i, '').trim();
  const buttons = s.observation.elements.filter(
    (e) => e.role === 'button' && !e.hints?.disabled && textScore(what, e.name || e.hints?.text || '') >= 0.8,
  );
  if (buttons.length !== 1) return null;
  const { byRef } = indexOf(s.observation.elements);
  const typed = (e: ObservedElement) => FIELD.has(e.role) && e.role !== 'combobox' && !e.hints?.disabled;
  for (let box = byRef.get((buttons[0] as ObservedElement).parent ?? ''); box; box = byRef.get(box.parent ?? '')) {
    const fields = s.observation.elements.filter((e) => typed(e) && isAncestor(byRef, box.ref, e));
    if (fields.length > 0) return fields.at(-1) ?? null;
  }
  return null;
}
