/**
 * What a target phrase says: the element's name, the kind of control (role words), its position ("the second"), its
 * containers ("of the Blue Mug card", "in the row for order 1042", "the Red Mug's") and a neighbour ("next to").
 */
import { normalize } from './text-match';

const FIELD = ['textbox', 'searchbox', 'combobox', 'spinbutton'];

export const ROLE_WORDS: Array<[string, string[]]> = [
  ['search box', ['searchbox', 'textbox']],
  ['search field', ['searchbox', 'textbox']],
  ['search bar', ['searchbox', 'textbox']],
  ['search input', ['searchbox', 'textbox']],
  ['text field', FIELD],
  ['text box', FIELD],
  ['input field', FIELD],
  ['text area', ['textbox']],
  ['radio button', ['radio']],
  ['check box', ['checkbox']],
  ['drop down', ['combobox', 'listbox']],
  ['drop-down', ['combobox', 'listbox']],
  ['dropdown', ['combobox', 'listbox']],
  ['select box', ['combobox', 'listbox']],
  ['selectbox', ['combobox', 'listbox']],
  ['select', ['combobox', 'listbox']],
  ['combobox', ['combobox']],
  ['combo box', ['combobox']],
  ['picker', ['combobox', 'listbox']],
  ['checkbox', ['checkbox']],
  ['tickbox', ['checkbox']],
  ['toggle', ['switch', 'checkbox']],
  ['switch', ['switch', 'checkbox']],
  ['radio', ['radio']],
  ['option', ['option', 'radio', 'checkbox', 'switch', 'menuitem', 'menuitemradio', 'menuitemcheckbox']],
  ['slider', ['slider']],
  ['range', ['slider']],
  ['textbox', FIELD],
  ['textarea', ['textbox']],
  ['field', FIELD],
  ['input', FIELD],
  ['box', [...FIELD, 'checkbox']],
  ['button', ['button']],
  ['btn', ['button']],
  ['link', ['link']],
  ['tab', ['tab']],
  ['heading', ['heading']],
  ['header', ['banner', 'heading']],
  ['footer', ['contentinfo']],
  ['navigation', ['navigation']],
  ['nav', ['navigation']],
  ['image', ['img']],
  ['icon', ['img', 'button']],
  ['picture', ['img']],
  ['list', ['list']],
  ['table', ['table']],
  ['dialog', ['dialog', 'alertdialog']],
  ['modal', ['dialog', 'alertdialog']],
  ['popup', ['dialog', 'alertdialog']],
  ['menu', ['menu', 'menubar', 'navigation']],
  ['section', ['region', 'group', 'form', 'generic', 'article', 'complementary']],
  ['column', ['region', 'group', 'list', 'generic', 'columnheader']],
  ['lane', ['region', 'group', 'list', 'generic']],
  ['panel', ['region', 'group', 'tabpanel', 'generic', 'dialog', 'complementary']],
  ['form', ['form', 'group', 'iframe']],
  ['card', ['article', 'listitem', 'group', 'generic', 'region']],
  ['portal', ['iframe', 'region', 'generic']],
  ['frame', ['iframe']],
  ['widget', ['iframe', 'region', 'generic', 'group']],
];

/** Words that describe an element without naming a role (a badge, a counter): dropped from the name. */
export const DESCRIPTOR_WORDS = [
  'badge',
  'counter',
  'indicator',
  'pill',
  'chip',
  'label',
  'text',
  'message',
  'element',
  'time slot',
  'filter',
  'slot',
  'tile',
  'entry',
];

export interface TargetPhrase {
  /** The name part, role words removed. */
  name: string;
  /** Roles the phrase's role words mean, or null when it names none. */
  roles: string[] | null;
  /** "the second X": 2; "the last X": -1. */
  ordinal?: number;
  /** With an ordinal, the name with its ordinal word kept ("First floor"): what a control may be called. */
  literal?: string;
  /** Words that said what kind of thing it is without naming a role ("badge", "counter"), dropped from `name`. */
  descriptors?: string[];
  /** Scopes must be named by an element (a label or a container), never matched by words spread over the page. */
  strictScopes?: boolean;
  /** Containers the element is in ("the billing form", "the row for order 1042"), innermost first. */
  scopes?: string[];
  /** "next to Remember me": the element is the one nearest to this one. */
  near?: string;
  /** Only the element's own name and texts count, not the text of the container around it. */
  ownWordsOnly?: boolean;
}

export const ORDINALS: Record<string, number> = {
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
  sixth: 6,
  '6th': 6,
  seventh: 7,
  '7th': 7,
  eighth: 8,
  '8th': 8,
  ninth: 9,
  '9th': 9,
  tenth: 10,
  '10th': 10,
  last: -1,
};

/** Nouns of repeated things ("the second course", "the last row"): an ordinal with one names an item of a list. */
export const ITEM_NOUNS =
  'results?|products?|items?|tasks?|todos?|orders?|rows?|cards?|books?|hotels?|entries|entry|users?|people|persons?|employees?|records?|listings?|options?|posts?|articles?|messages?|emails?|reviews?|recipes?|events?|tickets?|appointments?|slots?|lines?|files?|projects?|issues?|offers?|plans?|stays?|rooms?|courses?|lessons?|homes?|houses?|propert(?:y|ies)|restaurants?|flights?|passengers?|accounts?|transactions?|invoices?|quiz(?:zes)?|comments?|jobs?|candidates?|applicants?|vehicles?|cars?|classes|class|sessions?|members?|contacts?|documents?|folders?|bookings?|reservations?|deals?|videos?|songs?|tracks?|photos?|images?|notifications?|budgets?|goals?|bills?|versions?|trains?|departures?|journeys?|visits?|seats?|payees?|uploads?|categor(?:y|ies)|trips?|rides?|deliver(?:y|ies)|parcels?|shipments?|packages?|shows?|episodes?|podcasts?|services?|treatments?|stylists?|exhibitions?|workshops?|talks?|meetings?|shifts?|tours?|activit(?:y|ies)|opportunit(?:y|ies)|donations?|permits?|claims?|reports?|requests?|policies|policy|subscriptions?|plants?|prints?|programmes?|programs?|roles?|loans?|holds?|desks?|guests?|ingredients?|timers?|applications?|conversations?|threads?|units?|animals?|pets?|patients?|students?|contracts?|quotes?|matches|match|fixtures?|teams?|players?|campaigns?|leads?|cases?|incidents?|assets?|devices?|one';
export const ORDINAL_WORDS =
  'first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|seventh|7th|eighth|8th|ninth|9th|tenth|10th|last';

/** Nouns of containers people scope a target with ("in the billing form", "of the Blue Mug card"). */
export const CONTAINER_WORDS =
  'portal|form|section|row|card|dialog|modal|popup|pop-up|panel|table|list|menu|header|footer|sidebar|toolbar|tab|area|region|fieldset|group|item|entry|tile|page|step|block|column|widget|pane|drawer|bar|navigation|nav|box|container|window|sheet|listing|line|record|product|frame|iframe|accordion|banner|callout';
export const SCOPE_TAIL = new RegExp(
  `\\s+(?:in|inside|within|under|of|on|from|at|for)\\s+(?:the\\s+|this\\s+|that\\s+)?((?:${ORDINAL_WORDS})\\s+(?:${ITEM_NOUNS})|[A-Z][\\w-]*['’]s\\s+(?:${ITEM_NOUNS})|(?:row|card|item|entry|line|record|listing|section|tile)\\s+(?:for|of|with|containing|about|named|called|labell?ed)\\s+.+|.+?\\s+(?:${CONTAINER_WORDS})(?:\\s+(?:for|of|with|containing)\\s+.+)?)$`,
  'i',
);
// Names in any script ("Chloé Martin", "Zoë"): letters are \p{L}, not \w.
export const FOR_TAIL =
  /\s+(?:for|of|on|belonging to|next to the|in the row of)\s+(?:the\s+)?(?:(?:order|user|item|product|row|entry|task|booking|invoice|customer|employee|record)\s+)?(["'][^"']+["']|\uE000+|\p{Lu}[\p{L}\p{N}_'-]*(?:\s+[\p{L}\p{N}_'-]+){0,3}\.[a-z0-9]{2,4}|\d+[A-Za-z]?(?:\s+\p{Lu}[\p{L}\p{N}_.'-]*){1,3}|#?\d[\p{L}\p{N}_-]*|\p{Lu}[\p{L}\p{N}_.'-]*(?:\s+[\p{Lu}\p{N}][\p{L}\p{N}_.'-]*){0,3})$/u;
const ROLE_TAIL =
  /(\s+(?:button|link|icon|tab|checkbox|toggle|switch|field|input|dropdown))\s+(?:in|on|inside|within|under|for|of)\s+(?:the\s+|this\s+|that\s+)?([a-z0-9][\w\s'-]*(?::\d\d[\w\s'-]*)?)$/i;
/** "the PDF of the bill dated 1 Aug 2027": the item of that date. */
const DATED_TAIL = /\s+(?:of|for|in|on|from)\s+(?:the\s+|my\s+)?[a-z]+\s+dated\s+(\S.*)$/i;
/** "Cancellations under House rules": under a heading or section called so. */
const UNDER_TAIL = /\s+under\s+(?:the\s+)?([A-Z][\w'-]*(?:\s+[\w'-]+){0,3})$/;
const POSITION_WORDS = /^(?:top|bottom|left|right|upper|lower|middle|centre|center|corner|side|screen|far)\b/i;
export const NEAR_TAIL = /\s+(?:next to|beside|near|alongside|to the right of|to the left of)\s+(?:the\s+)?(.+)$/i;

/**
 * Splits a target phrase into what the element is called and where it is: `the second "Add to cart" button of the
 * Blue Mug card` is name `Add to cart`, roles [button], ordinal 2, scopes [`Blue Mug card`].
 */
export function parseTarget(phrase: string): TargetPhrase {
  let text = phrase
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2018\u2019]/g, "'")
    .trim();
  const scopes: string[] = [];
  let near: string | undefined;
  let ordinal: number | undefined;
  const masked = () => text.replace(/"[^"]*"|(?<=^|\s)'[^']*'(?=\s|$)/g, (m) => '\uE000'.repeat(m.length));
  // "the Red Mug's Add to cart button": the button, in the Red Mug's item.
  const possessive = /^(?:the\s+)?([^'"]+?)['\u2019]s\s+(.+)$/i.exec(text);
  // Only a possessor that starts the phrase ("the Red Mug's button"), not one inside a scope ("in Mei's row").
  if (
    possessive &&
    !/^(?:it|that|this|one|what|there|let|here)$/i.test((possessive[1] as string).trim()) &&
    !/\s(?:in|inside|within|of|on|for|from|at|to|with|under|next to)\s/i.test(` ${possessive[1]} `)
  ) {
    scopes.push((possessive[1] as string).trim());
    text = text.slice(text.length - (possessive[2] as string).length);
  }
  for (;;) {
    const m = SCOPE_TAIL.exec(masked());
    if (m && m.index > 0) {
      scopes.push(stripScope(text.slice(m.index + m[0].length - (m[1] as string).length)));
      text = text.slice(0, m.index).trim();
      continue;
    }
    const n = NEAR_TAIL.exec(masked());
    if (n && n.index > 0 && !near) {
      near = text.slice(n.index + n[0].length - (n[1] as string).length).trim();
      text = text.slice(0, n.index).trim();
      continue;
    }
    // "the zoom button on the map": after a control's role word, the place it is in, whatever that place is called
    // (not a position on screen: "the button at the top right" says where to look, not a container).
    const r = ROLE_TAIL.exec(masked());
    if (r && r.index > 0 && !POSITION_WORDS.test(r[2] as string)) {
      scopes.push(stripScope(text.slice(r.index + r[0].length - (r[2] as string).length)));
      text = text.slice(0, r.index + (r[1] as string).length).trim();
      continue;
    }
    const d = DATED_TAIL.exec(masked());
    if (d && d.index > 0) {
      scopes.push(text.slice(d.index + d[0].length - (d[1] as string).length).trim());
      text = text.slice(0, d.index).trim();
      continue;
    }
    const u = UNDER_TAIL.exec(masked());
    if (u && u.index > 0) {
      scopes.push(stripScope(text.slice(u.index + u[0].length - (u[1] as string).length)));
      text = text.slice(0, u.index).trim();
      continue;
    }
    const f = FOR_TAIL.exec(masked());
    if (f && f.index > 0) {
      scopes.push(text.slice(f.index + f[0].length - (f[1] as string).length).trim());
      text = text.slice(0, f.index).trim();
      continue;
    }
    break;
  }
  // `the "Move to next column" arrow in In progress`: what follows a quoted name and "in" is where it is, whatever
  // its words (a scope the tails above do not know would otherwise be dropped with the rest of the phrase).
  if (scopes.length === 0) {
    const q =
      /^(.*?(?:"[^"]+"|(?<=^|\s)'[^']+'))([^"']*?)\s+(?:in|on|inside|within|under)\s+(?:the\s+)?([^"']+)$/i.exec(text);
    if (q && (q[3] as string).trim()) {
      scopes.push(stripScope(q[3] as string));
      text = `${q[1]}${q[2]}`.trim();
    }
  }
  const ord =
    /^(?:the\s+)?(first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|seventh|7th|eighth|8th|ninth|9th|tenth|10th|last)\s+(?:one\s+)?(?!name\b|names\b|class\b|aid\b|login\b|seen\b|updated\b|modified\b|minute\b|party\b|parties\b|person\b)/i.exec(
      text,
    );
  let literal: string | undefined;
  if (ord) {
    ordinal = ORDINALS[(ord[1] as string).toLowerCase()];
    // Not a quoted name: "the last "Move" arrow" names "Move", whatever else is called that.
    if (!/["']/.test(text)) literal = parseName(text.replace(/^the\s+/i, '')).name;
    text = text.slice(ord[0].length);
  } else {
    const hash = /\s+(?:#|number\s+|no\.\s*)(\d{1,2})$/i.exec(text);
    if (hash && !/^["']/.test(text.trim())) {
      ordinal = Number(hash[1]);
      text = text.slice(0, hash.index);
    }
  }
  const base = parseName(text);
  const out: TargetPhrase = { ...base };
  if (ordinal !== undefined) out.ordinal = ordinal;
  if (literal) out.literal = literal;
  // "the last Book button on the page": the page is where every step looks, not a part of it.
  const parts = scopes.filter((x) => !/^(?:the\s+|this\s+)?(?:page|screen|site|app|web\s*page)$/i.test(x.trim()));
  if (parts.length > 0) out.scopes = parts;
  if (near) out.near = near;
  return out;
}

export function stripScope(scope: string): string {
  return (
    scope
      .trim()
      .replace(/^(?:the|a|an)\s+/i, '')
      .replace(
        /^(?:row|card|item|entry|line|record|listing|section|tile)\s+(?:for|of|with|containing|about|named|called|labell?ed)\s+/i,
        '',
      )
      // "the Car row", "the Breakdown cover row": the row of Car (a lower-case kind after the name; "Row G" is a name).
      .replace(
        /^(?!(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|next|previous|top|bottom|header|heading|selected|highlighted|empty|new|current|same|\d+(?:st|nd|rd|th)?)\s+(?:row|line|entry)$)(\S.*?)\s+(?:row|line|entry)$/,
        '$1',
      )
      // "Mei Tanaka's row": the row of Mei Tanaka.
      .replace(/['\u2019]s\s+(?:row|card|item|entry|line|record|listing|section|tile|profile|page)$/i, '')
      // "Sian's review", "Dev's offer": the item of Sian.
      .replace(new RegExp(`^([A-Z][\\w-]*)['\u2019]s\\s+(?:${ITEM_NOUNS})$`), '$1')
      // "the row for loan L-205", "the row for order 1042": the item's own code, without the noun of its kind (which
      // a table says in its header, not in its rows).
      .replace(new RegExp(`^(?:${ITEM_NOUNS})\\s+(?=[A-Z0-9#][\\w-]*\\d[\\w-]*$)`, 'i'), '')
      .trim()
  );
}

/** Role words of containers, which follow their name. */
const NAMED_BEFORE = new Set(['card', 'section', 'column', 'lane', 'panel', 'portal', 'widget', 'table', 'list']);

/** Splits `the "Sign in" button` into name `Sign in` and roles [button]. */
export function parseName(phrase: string): { name: string; roles: string[] | null; descriptors?: string[] } {
  const descriptors: string[] = [];
  let text = ` ${phrase.replace(/[\u201c\u201d]/g, '"').trim()} `;
  const quoted = /"([^"]+)"|(?:^|\s)'([^']+)'(?=\s|$)/.exec(text.trim());
  // `"Mattress or furniture" and "Fridge or freezer"`: two names are not one element's; the phrase stays whole, so
  // that nothing is matched by its first name alone.
  if (quoted && /^\s*(?:,|and|or|&|\+)\s*["']/i.test(text.trim().slice(quoted.index + quoted[0].length))) {
    return { name: phrase.replace(/["']/g, '').trim(), roles: null };
  }
  let roles: string[] | null = null;
  const lower = () => text.toLowerCase();
  for (const [word, mapped] of ROLE_WORDS) {
    const pattern = new RegExp(`(^|[\\s"'])${word.replace(/[-]/g, '\\-')}(?=[\\s"'.,]|$)`, 'i');
    if (!pattern.test(lower())) continue;
    // A role word inside the quoted name is part of the name; so is one that is the whole name ("the Menu").
    if (quoted && normalize(quoted[1] ?? quoted[2] ?? '').includes(word)) continue;
    // "the Address select": a kind only after a name, at the end; "Select" alone is a button's name.
    if (word === 'select' && !/\S\s+select\s*$/i.test(text.trim())) continue;
    // "the French option": a kind only after a name, at the end ("Option A" is a name).
    if (word === 'option' && !/\S\s+option\s*$/i.test(text.trim())) continue;
    // A container's word that starts a name is the name's own ("card number", "table booking"): a container is named
    // before its word ("the Blue Mug card").
    if (
      NAMED_BEFORE.has(word) &&
      !quoted &&
      new RegExp(`^(?:the\\s+|a\\s+|an\\s+)?${word}\\s+\\w`, 'i').test(text.trim())
    ) {
      continue;
    }
    roles ??= [];
    for (const r of mapped) if (!roles.includes(r)) roles.push(r);
    const residue = word.startsWith('search ') ? ' search ' : ' ';
    text = text.replace(pattern, `$1${residue}`);
  }
  if (!quoted) {
    // What kind of thing it is comes after its name ("the cart badge", "the error text"); a leading word is the
    // name's own ("Text reminders").
    for (const word of DESCRIPTOR_WORDS) {
      const pattern = new RegExp(`(^|\\s)${word}(?=\\s*$)`, 'i');
      if (pattern.test(text) && normalize(text) !== word) {
        text = text.replace(pattern, '$1 ');
        descriptors.push(word);
      }
    }
  }
  let name = quoted ? (quoted[1] ?? quoted[2] ?? '') : text;
  name = name
    .trim()
    .replace(/^(?:on|at|in|into)\s+/i, '')
    .replace(/^(?:the|a|an|this|that)\s+/i, '')
    .replace(/\s+(?:for|of|labell?ed|named|called|that says|with the text|with text|saying)$/i, '')
    .replace(/^(?:labell?ed|named|called)\s+/i, '')
    .trim();
  return descriptors.length > 0 ? { name, roles, descriptors } : { name, roles };
}

/** Short words of markup identities (`class="loc-desc"`, `id="qty"`) and what they stand for. */
export const ABBREVIATIONS: Record<string, string> = {
  reg: 'registration',
  loc: 'location',
  desc: 'description',
  qty: 'quantity',
  addr: 'address',
  msg: 'message',
  amt: 'amount',
  dob: 'date of birth',
  pwd: 'password',
  ref: 'reference',
  num: 'number',
  tel: 'phone',
  fname: 'first name',
  lname: 'last name',
  org: 'organisation',
  dept: 'department',
  cat: 'category',
  img: 'image',
};
