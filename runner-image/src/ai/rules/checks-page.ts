/**
 * Checks about the page and what it shows: URL, title, which page it is, a text, an element's visibility, a text
 * inside a named container.
 */
import type { AssertVerdict, Observation, ObservedElement, PageProbe } from '../contract';
import { describeElement, ground, normalize, parseTarget, rank, tokens } from './ground';
import { headingSection, indexOf, inHeadingSection, isAncestor } from './page-index';
import type { TargetPhrase } from './target';
import { containsPhrase } from './text-match';

export type Verdict = AssertVerdict;
export const FIELDS = new Set(['textbox', 'searchbox', 'combobox', 'spinbutton', 'slider']);

export function unquote(text: string): string {
  const t = text.trim().replace(/[.!]+$/, '');
  const m = /^"([^"]*)"$|^'([^']*)'$|^`([^`]*)`$/.exec(t);
  return m ? (m[1] ?? m[2] ?? m[3] ?? '') : t;
}

export function quoted(text: string): string {
  return `"${text}"`;
}

// -------------------------------------------------------------------------------------------------------------------
// URL and title

export function compare(actual: string, verb: string, expected: string, what: string): Verdict {
  const a = actual.trim();
  const e = expected.trim();
  const negated = /not/.test(verb);
  let ok: boolean;
  if (/contain|include|has|match/.test(verb)) ok = a.toLowerCase().includes(e.toLowerCase());
  else if (/ends with/.test(verb)) ok = a.toLowerCase().endsWith(e.toLowerCase());
  else if (/starts with/.test(verb)) ok = a.toLowerCase().startsWith(e.toLowerCase());
  else ok = normalize(a) === normalize(e);
  const pass = ok !== negated;
  const relation = /contain|include|has|match/.test(verb) ? 'contains' : /ends|starts/.test(verb) ? verb : 'is';
  return {
    pass,
    reason: pass
      ? `The ${what} ${relation}${negated ? ' not' : ''} ${quoted(e)} (it is ${quoted(a)}).`
      : `Expected the ${what} ${negated ? 'not ' : ''}to ${relation === 'is' ? 'be' : relation.replace(/s$/, '')} ${quoted(e)}, but it is ${quoted(a)}.`,
  };
}

export function checkUrl(url: string, verb: string, expected: string): Verdict {
  if (/^(?:is|equals|=|is not|does not equal)$/.test(verb) && expected.startsWith('/')) {
    // "URL is /cart": compare the path (and query) when a path is given.
    const u = new URL(url);
    return compare(`${u.pathname}${u.search}`, verb, expected, 'URL path');
  }
  return compare(url, verb, expected, 'URL');
}

/** "the page title says Contacts": a title says its words whatever the site's name after them ("Contacts · Relay CRM"). */
export function checkTitle(title: string, verb: string, expected: string): Verdict {
  return compare(title, verb.replace(/reads|says|shows/, 'contains'), expected, 'page title');
}

/**
 * "The dialog title is "Reserve Hedge trimmer"": the open dialog's first heading (what a reader sees), else its name;
 * fails when no dialog, or several, are open.
 */
export function checkDialogTitle(observation: Observation, verb: string, expected: string): Verdict {
  const dialogs = observation.elements.filter((e) => e.role === 'dialog' || e.role === 'alertdialog');
  const [dialog, other] = dialogs;
  if (!dialog || other) {
    return { pass: false, reason: dialog ? 'Several dialogs are open.' : 'No dialog is open.', certainty: 'unsure' };
  }
  const { byRef } = indexOf(observation.elements);
  const heading = observation.elements.find((e) => e.role === 'heading' && isAncestor(byRef, dialog.ref, e));
  return compare(heading?.name || dialog.name, verb.replace(/reads|says|shows/, 'contains'), expected, 'dialog title');
}

export async function onPage(probe: PageProbe, observation: Observation, name: string): Promise<Verdict> {
  const url = probe.url().toLowerCase();
  const slug = normalize(name).replace(/[^a-z0-9]+/g, '-');
  const title = (await probe.title()).toLowerCase();
  const heading = observation.elements.find((e) => e.role === 'heading' && normalize(e.name).includes(normalize(name)));
  const pass =
    url.includes(slug) || url.includes(slug.replace(/-/g, '')) || title.includes(normalize(name)) || !!heading;
  return {
    pass,
    reason: pass
      ? `The page is the ${name} page (${probe.url()}).`
      : `Expected the ${name} page, but the page is ${quoted(await probe.title())} at ${probe.url()}.`,
  };
}

// -------------------------------------------------------------------------------------------------------------------
// Text and visibility

/**
 * The message the page showed since the last input, and took away again, that says `text` (case and spacing aside):
 * a text claim about it decides as it would have while it showed.
 */
export function goneSaying(observation: Observation, text: string): string | undefined {
  const want = text.replace(/\s+/g, ' ').trim().toLowerCase();
  if (!want) return undefined;
  return observation.goneMessages?.find((m) => m.text.toLowerCase().includes(want))?.text;
}

const goneVerdict = (text: string, gone: string, negated: boolean): Verdict => ({
  pass: !negated,
  reason: `${quoted(text)} was shown after the last action, in a message that has gone since: ${quoted(gone)}.`,
});

export async function checkText(
  observation: Observation,
  probe: PageProbe,
  text: string,
  negated: boolean,
): Promise<Verdict> {
  let n = await probe.countText(text);
  // "can not be disputed" is also written "can't be disputed", "cannot be disputed".
  for (const form of contracted(text)) if (n === 0) n = await probe.countText(form);
  const gone = n === 0 ? goneSaying(observation, text) : undefined;
  if (gone) return goneVerdict(text, gone, negated);
  const pass = n > 0 !== negated;
  if (negated) {
    return {
      pass,
      reason: pass ? `${quoted(text)} is not on the page.` : `${quoted(text)} is on the page (${n} visible).`,
    };
  }
  return {
    pass,
    reason: pass ? `${quoted(text)} is visible on the page.` : `${quoted(text)} is not visible on the page.`,
  };
}

/** The other ways of writing a text's negations ("can not": "can't", "cannot"; "do not": "don't"). */
function contracted(text: string): string[] {
  const forms = [
    text.replace(/\bcan not\b/gi, "can't"),
    text.replace(/\bcan not\b/gi, 'can’t'),
    text.replace(/\bcan not\b/gi, 'cannot'),
    text.replace(/\b(do|does|did|is|are|was|were|has|have|had|would|could|should|must) not\b/gi, "$1n't"),
    text.replace(/\b(do|does|did|is|are|was|were|has|have|had|would|could|should|must) not\b/gi, '$1n’t'),
    text.replace(/\bwill not\b/gi, "won't"),
  ];
  return [...new Set(forms)].filter((f) => f !== text);
}

export const ERROR_WORDS = /\b(error|invalid|incorrect|wrong|failed|failure|not valid|try again)\b/i;

/** Whether what `target` names is visible in the place it names (its scope, or next to something). */
async function visibleThere(
  observation: Observation,
  probe: PageProbe,
  target: TargetPhrase,
  negated: boolean,
): Promise<Verdict> {
  const scope = target.scopes?.[0];
  if (!target.roles && scope && target.scopes?.length === 1 && !target.near) {
    const within = await checkWithin(observation, probe, unquote(target.name), scope, negated);
    if (within) return within;
  }
  const g = ground(observation.elements, target, 'any');
  const found = g.kind === 'found' ? [g.element] : g.kind === 'ambiguous' ? g.candidates : [];
  for (const e of found) {
    if (await probe.isVisible(e.ref)) return { pass: !negated, reason: `The ${describeElement(e)} is visible.` };
  }
  const what = `${target.roles ? `${target.roles[0]} ` : ''}${quoted(target.name)}`;
  const where = scope ? `in ${quoted(scope)}` : `next to ${quoted(target.near ?? '')}`;
  return {
    pass: negated,
    reason: `No visible ${what} was found ${where}.`,
    ...(negated ? {} : { certainty: 'unsure' as const }),
  };
}

export async function checkVisible(
  observation: Observation,
  probe: PageProbe,
  phrase: string,
  negated: boolean,
): Promise<Verdict> {
  const raw = phrase.replace(/^(?:the\s+)?(?:text|message|words?|label)\s+(?=["'])/i, '').trim();
  // "Username and password fields are visible": each of them.
  const both =
    /^(?:the\s+|both\s+)?(.+?)\s+and\s+(?:the\s+)?(.+?)\s+(fields|buttons|links|checkboxes|inputs|boxes|tabs)$/i.exec(
      raw,
    );
  if (both) {
    const kind = (both[3] as string).replace(/(?:es|s)$/i, '').replace(/checkbox$/i, 'checkbox');
    const first = await checkVisible(observation, probe, `${both[1]} ${kind}`, negated);
    if ('unsupported' in first || !first.pass) return first;
    return checkVisible(observation, probe, `${both[2]} ${kind}`, negated);
  }
  // "an error message": any alert or error-looking text.
  if (/^(?:an?\s+|any\s+)?(?:error|errors|error message|error messages|validation error)s?$/i.test(raw)) {
    const errors = observation.elements.filter((e) => e.role === 'alert' || ERROR_WORDS.test(`${e.hints?.text ?? ''}`));
    const visible: ObservedElement[] = [];
    for (const e of errors) if (await probe.isVisible(e.ref)) visible.push(e);
    const shown = visible.length > 0;
    const gone = observation.goneMessages?.find((m) => m.role === 'alert' || ERROR_WORDS.test(m.text));
    if (!shown && gone) {
      return {
        pass: !negated,
        reason: `An error message was shown after the last action, and has gone since: ${quoted(gone.text)}.`,
      };
    }
    const first = visible[0];
    const what = first ? quoted(first.hints?.text || first.name || describeElement(first)) : '';
    return {
      pass: shown !== negated,
      reason: shown ? `An error message is shown: ${what}.` : 'No error message is shown.',
    };
  }
  const target = parseTarget(raw);
  // "a Save answers button in the health questionnaire", '"Saved" in the billing section': there, not anywhere.
  // ("Page 1 of 3" is a text the page shows, not a "Page 1" in a "3".)
  const whole = !target.roles && (await probe.countText(unquote(raw))) > 0;
  if ((target.scopes?.length || target.near) && !whole) {
    const there = await visibleThere(observation, probe, target, negated);
    // "I should not see order #1050 in the table": a text not found there in those words is no proof it is not there;
    // it must not be found on the page either (the reading below). A control is found there by its name and role.
    if (!negated || target.roles || !('pass' in there) || !there.pass) return there;
  }
  const isQuoted = /^["'`].*["'`]$/.test(raw);
  // A plain text first (quoted, or no role word), then an element of that name.
  if (!target.roles || isQuoted) {
    const text = unquote(isQuoted ? raw : target.name);
    // Quoted words are a text; unquoted ones name a thing: not any sentence that mentions it ("Show the sprint goal"
    // is not the sprint goal).
    const named =
      isQuoted ||
      observation.elements.some((e) => {
        const own = `${e.name} ${e.hints?.text ?? ''}`.trim();
        return containsPhrase(own, text) && tokens(own).length <= tokens(text).length + 3;
      });
    // "The sprint goal is visible" when only its collapsed accordion header shows: the goal itself is not.
    const all = observation.elements.filter((e) => containsPhrase(`${e.name} ${e.hints?.text ?? ''}`, text));
    // The innermost of them: a heading named by the accordion button inside it is that button.
    const byRef = new Map(observation.elements.map((e) => [e.ref, e]));
    const holders = all.filter(
      (h) =>
        !all.some((o) => {
          for (let p = o.parent; p; p = byRef.get(p)?.parent) if (p === h.ref) return true;
          return false;
        }),
    );
    if (!isQuoted && holders.length > 0 && holders.every((e) => e.hints?.expanded === false)) {
      return {
        pass: negated,
        reason: `${quoted(text)} is collapsed: only its ${describeElement(holders[0] as ObservedElement)} shows.`,
      };
    }
    if (text && named && (await probe.countText(text)) > 0) {
      return {
        pass: !negated,
        reason: negated ? `${quoted(text)} is visible on the page.` : `${quoted(text)} is visible on the page.`,
      };
    }
  }
  const candidates = rank(observation.elements, target, 'any');
  const best = candidates[0];
  if (best && (target.roles ? best.score >= 0.5 : best.score >= 0.7)) {
    const tied = candidates.filter((c) => best.score - c.score < 0.005);
    for (const c of tied) {
      // A quoted text is seen as written ("Visit booked" is not the link "Book a visit"), case and spacing aside.
      if (isQuoted && !containsPhrase(`${c.element.name} ${c.element.hints?.text ?? ''}`, unquote(raw))) continue;
      // Another kind of element than the one named only by its whole name: "the address dropdown" is not the textbox
      // "Email address".
      if (target.roles && !target.roles.includes(c.element.role) && c.score < 0.59) continue;
      if (await probe.isVisible(c.element.ref)) {
        return {
          pass: !negated,
          reason: `The ${describeElement(c.element)} is visible.`,
        };
      }
    }
  }
  const name = target.name || raw;
  // Unquoted words name a thing: a message gone since is that thing only when it says little else.
  const said = unquote(isQuoted ? raw : target.name);
  const gone = !target.roles || isQuoted ? goneSaying(observation, said) : undefined;
  if (gone && (isQuoted || (containsPhrase(gone, said) && tokens(gone).length <= tokens(said).length + 3))) {
    return goneVerdict(said, gone, negated);
  }
  return {
    pass: negated,
    reason: negated
      ? `${quoted(name)} is not visible on the page.`
      : `No visible ${target.roles ? `${target.roles[0]} ` : ''}${quoted(name)} was found on the page.`,
    ...(negated ? {} : { certainty: 'unsure' as const }),
  };
}

/**
 * The text of what holds a claim: a heading stands for the part of the page it heads ("My modules lists Databases":
 * the list under the heading), up to the next heading of its rank; anything else, its own text.
 */
export async function holderText(observation: Observation, probe: PageProbe, holder: ObservedElement): Promise<string> {
  const section = holder.role === 'heading' ? headingSection(observation.elements, holder) : null;
  if (!section) return probe.textOf(holder.ref);
  const within = observation.elements.filter((e) => inHeadingSection(observation.elements, holder, section, e));
  // What its fields hold is shown too ("The emergency contact is Ravi Patel" over a Contact name field).
  const values = within.map((e) => (FIELDS.has(e.role) ? (e.hints?.value ?? '') : '')).filter(Boolean);
  if (section.end === undefined) return [await probe.textOf(section.container.ref), ...values].join(' ');
  const parts = within.map((e) => [e.name, e.hints?.text].filter(Boolean).join(' '));
  return [holder.name, ...parts, ...values].join(' ');
}

export async function checkWithin(
  observation: Observation,
  probe: PageProbe,
  text: string,
  container: string,
  negated: boolean,
): Promise<Verdict | null> {
  const pageLike = /^(?:page|screen|site|app|view|window)$/i.test(container.trim());
  const url = probe.url().toLowerCase();
  const title = (await probe.title()).toLowerCase();
  const name = normalize(container)
    .replace(/\b(?:page|list|section|table)\b/g, '')
    .trim();
  const onThatPage =
    !!name &&
    (url.includes(name.replace(/\s+/g, '')) || url.includes(name.replace(/\s+/g, '-')) || title.includes(name));
  // "X is in the cart" on the cart page: the page is the container.
  if (pageLike || onThatPage) return checkText(observation, probe, text, negated);
  let holder = ground(observation.elements, container, 'any');
  // "appears in the list": the page's one list (or table, menu...), whatever its name.
  const bare = parseTarget(container);
  if (holder.kind !== 'found' || holder.score < 0.7) {
    const only = bare.name === '' ? observation.elements.filter((e) => bare.roles?.includes(e.role)) : [];
    if (only.length === 1) holder = { kind: 'found', element: only[0] as ObservedElement, score: 1 };
  }
  // A tab and its panel share a name: the panel holds the content.
  if (holder.kind === 'ambiguous') {
    const panels = holder.candidates.filter((c) => !['tab', 'button', 'link', 'menuitem'].includes(c.role));
    if (panels.length === 1) holder = { kind: 'found', element: panels[0] as ObservedElement, score: 1 };
  }
  if (holder.kind === 'found' && holder.score >= 0.7 && !['link', 'button'].includes(holder.element.role)) {
    const inner = await holderText(observation, probe, holder.element);
    const has = containsPhrase(inner, text);
    return {
      pass: has !== negated,
      reason: has
        ? `The ${describeElement(holder.element)} contains ${quoted(text)}.`
        : `The ${describeElement(holder.element)} does not contain ${quoted(text)}.`,
    };
  }
  if (holder.kind === 'ambiguous') {
    return {
      pass: false,
      reason: `"${container}" is ambiguous: ${holder.candidates.slice(0, 5).map(describeElement).join(', ')}.`,
      certainty: 'unsure',
    };
  }
  return {
    pass: false,
    reason: `No ${quoted(container)} was found on the page to look for ${quoted(text)} in.`,
    certainty: 'unsure',
  };
}

// -------------------------------------------------------------------------------------------------------------------
// Counts
