/**
 * `assert` for the rules planner: checks of text and element visibility, page text, URL, title, counts, field values
 * and checked/enabled states, answered with the observation and a live `PageProbe`.
 */
import type { AssertVerdict, Observation, PageProbe } from '../contract';
import {
  checkDialogTitle,
  checkText,
  checkTitle,
  checkUrl,
  checkVisible,
  checkWithin,
  onPage,
  quoted,
  unquote,
} from './checks-page';
import { checkChoice, checkState, STATE_WORDS } from './checks-state';
import { checkInside, checkValue } from './checks-value';
import { countChecks, SAYS } from './claims-count-parse';
import { sizeClaim } from './claims-dimensions';
import { checkFact } from './claims-facts';
import { checkEach, checkNoneChosen, checkNth, checkOnly, checkPosition } from './claims-groups';
import { checkLoaded } from './claims-loaded';
import { checkContextMessage } from './claims-message-context';
import { checkGreeting, checkMessage } from './claims-messages';
import { NONE_CLAIMS } from './claims-none';
import { checkSuperlative, SUPERLATIVE_CLAIM } from './claims-superlative';
import { claimOfWait, itsNamed, saidOtherwise } from './claims-waits';
import { tokens } from './ground';
import { plainModals } from './modals';
import { isQuoted, thirdPerson, timeless, twoClaims } from './phrasing';
import { MODEL_HINT } from './plan-state';

type Verdict = AssertVerdict;

/** Rewrites modal phrasing ("should be", "must contain", "verify that") to plain statements. */
export function cleanAssertion(instruction: string): string {
  let text = itsNamed(instruction)
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.!]+$/, '');
  for (;;) {
    const next = claimOfWait(text)
      // "After the search finishes, 3 books are listed": the claim (the page is settled before any check).
      .replace(/^(?:after|once|when)\s+[^,]{3,60},\s*(?=\S)/i, '')
      // "With Overnight stay chosen, 3 sitters are listed": the claim, on the page as it is.
      .replace(
        /^(?:with|having)\s+[^,]{2,50}?\s+(?:chosen|selected|ticked|checked|applied|picked|set|entered|on|off)\s*,\s*(?=\S)/i,
        '',
      )
      // "4 past visits are shown once loading finishes", "... is empty when the page opens": checked once it is done.
      .replace(
        /\s+(?:once|after|when)\s+(?:the\s+)?[\w-]+(?:\s+[\w-]+)?\s+(?:finishes|finished|is done|are done|has loaded|have loaded|loads|load|completes|is complete|are complete|has finished|have finished|opens|is opened|first loads|first opens)$/i,
        '',
      )
      // "Wait for the product list; 6 products should be shown", "wait until the cards appear and verify X": the
      // claim (a check is looked at again while the page is at work).
      .replace(
        /^wait\s+(?:for|until|till)\s+[^;,]{3,80}?(?:\s*[;,]\s*(?:then\s+)?|\s+(?:and|then)\s+(?:then\s+)?(?=(?:verify|check|confirm|make sure|assert|ensure|see)\b))/i,
        '',
      )
      // "Wait until 6 opportunities are shown": the claim, which a check waits for while the page is at work.
      .replace(/^wait\s+(?:until|till)\s+(?=(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s)/i, '')
      // "Wait for the workshops to appear", "Wait until the Robot demonstration talk appears", "wait until "Frost
      // Fair" shows up in the list": that it is shown (a check is looked at again while the page is at work).
      .replace(
        /^wait\s+(?:for|until|till)\s+(.{2,80}?)\s+(?:to\s+(?:appear|show(?: up)?|be (?:shown|displayed|visible|listed))|appears?|shows? up|(?:is|are)\s+(?:now\s+)?(?:shown|displayed|visible|listed))(\s+(?:in|on|under|among|inside|within)\s+.+)?$/i,
        '$1 appears$2',
      )
      // "Wait for the pitch status to say the pitches are open": the status says so (looked at again while the page
      // is at work).
      .replace(
        /^wait\s+(?:for|until|till)\s+(.{2,60}?)\s+to\s+(say|show|read|display|change to|turn|become|mention)\s+(?=\S)/i,
        (_m, subject: string, verb: string) =>
          `${subject} ${/^(?:change to|turn|become)$/i.test(verb) ? 'shows' : `${verb.toLowerCase()}s`} `,
      )
      // "Wait until the tips mention saving £45", "wait until the chef's pick is shown: X": the claim.
      .replace(/^wait\s+(?:until|till)\s+(?=\S)/i, '')
      // "The chef's pick is shown: Mushroom Risotto": the thing shows that text.
      .replace(/^(.{2,60}?)\s+(?:is|are)\s+(?:shown|displayed)\s*:\s*(?=\S)/i, '$1 shows ')
      // "5 prescriptions are listed on this page": the page is where every check looks.
      .replace(/\s+on\s+(?:this|the)\s+(?:page|screen)\b/i, '')
      .replace(/^(?:given|when|then|and|but|also|finally|now|lastly|eventually)[,:\s]+/i, '')
      .replace(
        // "Verify is disabled": a control called Verify, not a verb.
        /^(?:(?:please\s+)?(?:verify|check|assert|ensure|confirm|validate|expect|make sure|see if|test|double[- ]check)(?:\s+(?:that|whether|if))?[,:\s]+)(?!(?:is|are|was|were|button|link)\b)/i,
        '',
      )
      .trim();
    if (next === text) break;
    text = next;
  }
  // Questions: "Does the error message contain X?", "Is the Save button enabled?"
  const question = /^(does|do|is|are|can|has|have)\s+(.+?)\?$/i.exec(text);
  if (question) {
    const aux = (question[1] as string).toLowerCase();
    const body = question[2] as string;
    if (aux === 'is' || aux === 'are') {
      const m =
        /^(.+?)\s+((?:not\s+)?(?:visible|shown|displayed|checked|selected|enabled|disabled|greyed out|grayed out|empty|on|off|expanded|collapsed|hidden|present)\b.*)$/i.exec(
          body,
        );
      // "Are there exactly 4 slots listed?": "there are exactly 4 slots listed".
      const there = /^there\s+(.+)$/i.exec(body);
      text = there ? `there ${aux} ${there[1]}` : m ? `${m[1]} ${aux} ${m[2]}` : `${aux} ${body}`;
    } else if (aux === 'does' || aux === 'do') {
      const m = /^(.+?)\s+(contain|include|show|display|say|read|have|list)\s+(.+)$/i.exec(body);
      text = m ? `${m[1]} ${thirdPerson(m[2] as string)} ${m[3]}` : body;
    } else text = body;
  }
  text = text.replace(/\?$/, '');
  text = timeless(text);
  // "The Next week button cannot be clicked": it is disabled; "can be clicked": enabled.
  text = text
    .replace(/\s+(?:cannot|can ?not|can't|could not|couldn't)\s+be\s+(?:clicked|pressed|used|tapped)$/i, ' is disabled')
    .replace(/\s+can\s+(?:still\s+)?be\s+(?:clicked|pressed|used|tapped)$/i, ' is enabled');
  // "There is an error summary asking me to choose X": an error asking that (a summary lists errors, not this one).
  text = text.replace(
    /\berror summary\s+(?=(?:asking|asks|saying|says|telling|tells|that says|which says)\b)/i,
    'error ',
  );
  text = saidOtherwise(text);
  // "The health questionnaire has a Save answers button": there is one, in it.
  text = text.replace(
    /^(?:[Tt]he\s+)?(.{2,50}?)\s+(has|have|contains?|includes?|offers?|does not have|has no)\s+(?:an?\s+|the\s+|one\s+)?((?:"[^"]+"|[A-Z][\w'’-]*(?:\s+[\w'’-]+){0,4})\s+(?:button|link|field|checkbox|tab|switch|toggle|dropdown|menu|slider|text ?box))$/,
    (_m, holder: string, verb: string, control: string) =>
      `${/not|no$/.test(verb) ? 'not see the' : 'there is a'} ${control} ${/^(?:page|screen|site|app)$/i.test(holder) ? '' : `in the ${holder}`}`.trim(),
  );
  // "Lumen Maps is at the Applied stage": it is Applied.
  text = text.replace(/\s+(is|are)\s+(now\s+)?(?:at|in)\s+the\s+(.+?)\s+(?:stage|status|state|phase)$/i, ' $1 $2$3');
  // "Penalty notices shows a badge of 3": it shows 3 (its badge is part of it).
  text = text.replace(
    /\b(shows|has|displays|carries)\s+an?\s+(?:badge|counter|count|bubble|pill)\s+(?:of|with|showing|saying|reading)\s+(?=\d)/i,
    'shows ',
  );
  // "The page thanks Sam": a message that thanks Sam ("Thank you, Sam!").
  text = text.replace(/^(?:the\s+)?(?:page|screen|site|app|confirmation)\s+thanks\s+(?=\S)/i, 'a message says thank ');
  // "Wait for the lookup to finish, then check it says X": "it" is what the page now says, a message of any kind.
  text = text.replace(
    /^(?:it|this|that)\s+(?:now\s+)?(?:(says|shows|reads|displays|states)|asks|tells (?:me|you|us))\s+(?:that\s+)?/i,
    (_m, says: string | undefined) => (says ? 'a message says ' : 'a message asks '),
  );
  // "I should see X", "the user should not see X", "User sees X": a claim about what is visible.
  text = text
    .replace(
      /^(?:i|we|you|the user|user|a user|the customer|the visitor|the admin)\s+(?:should|must|will|can|shall|is able to|am able to)\s+(not\s+|no longer\s+)?(?:be able to\s+)?(?:see|notice|find|view|spot)\s+/i,
      (_m, neg: string | undefined) => (neg ? 'not see ' : 'see '),
    )
    .replace(/^(?:i|we|you|the user|user|a user)\s+(?:sees?|notices?|finds?|views?)\s+/i, 'see ')
    .replace(/^(?:i|we|you|the user|user)\s+(?:do(?:es)?\s+not|don't|doesn't|cannot|can't)\s+see\s+/i, 'not see ')
    .replace(/^it\s+(?:should|must|will)\s+(?:show|display)\s+/i, 'the page shows ');
  // Modal verbs and changes are read outside quotes: 'says "must be after the pick-up date"' keeps its words.
  const quotes: string[] = [];
  text = text.replace(/"[^"]*"/g, (q) => `\uE000${quotes.push(q) - 1}\uE000`);
  text = plainModals(text)
    .replace(/\bisn't\b/gi, 'is not')
    .replace(/\baren't\b/gi, 'are not')
    .replace(/\bdoesn't\b/gi, 'does not')
    .replace(/\bdon't\b/gi, 'do not')
    .replace(/\bcan't\b|\bcannot\b/gi, 'can not')
    // "The total drops to £38.00", "the follower count goes up to 18,413": what it is now.
    .replace(
      /\s+(?:drops|falls|goes (?:up|down)|rises|climbs|increases|decreases|changes|updates|is updated|jumps|moves|grows|shrinks|is reduced|is increased)\s+to\s+/i,
      ' is ',
    )
    // '"Your name" is prefilled with Grace Okafor': the field's value.
    .replace(
      /\s+(?:is|are)\s+(?:pre-?filled|pre-?populated|populated|auto-?filled|filled(?:\s+in)?)\s+with\s+/i,
      ' has the value ',
    );
  text = text.replace(/\uE000(\d+)\uE000/g, (_m, i: string) => quotes[Number(i)] ?? '');
  return text.trim();
}

/** Answers `instruction` on the observed page. */
export async function planAssert(
  instruction: string,
  observation: Observation,
  probe: PageProbe,
  sized = true,
): Promise<AssertVerdict> {
  // "Berth B03 is 3.5 m deep": as said (a card that says "4.5 m wide · 3.5 m deep"), or else as the depth of Berth
  // B03 (a Depth term that says "3.5 m"). Both failing, the one sure of its answer says why.
  const size = sized ? sizeClaim(cleanAssertion(instruction)) : null;
  if (size && size !== cleanAssertion(instruction)) {
    const asSaid = await planAssert(instruction, observation, probe, false);
    if ('pass' in asSaid && asSaid.pass) return asSaid;
    const asSize = await planAssert(size, observation, probe, false);
    return 'pass' in asSize && (asSize.pass || !asSize.certainty) ? asSize : asSaid;
  }
  // "the discount is £0.63 and the total is £8.61": each claim holds.
  const claims = twoClaims(cleanAssertion(instruction));
  if (claims) {
    const verdicts: AssertVerdict[] = [];
    for (const claim of claims) {
      const verdict = await planAssert(claim, observation, probe, sized);
      if (!('pass' in verdict) || !verdict.pass) return verdict;
      verdicts.push(verdict);
    }
    return { pass: true, reason: verdicts.map((v) => ('reason' in v ? v.reason : '')).join(' '), decidedBy: 'rules' };
  }
  // "In the confirmation dialog, the total is $360": the claim, inside that container.
  const scoped = /^(?:in|inside|within|on|under)\s+(?:the\s+|this\s+)?([^,:;]+?)\s*[,:;]\s*(.+)$/i.exec(
    cleanAssertion(instruction),
  );
  const pageScope = scoped && /\b(?:page|screen|site|app)$/i.test(scoped[1] as string);
  const text = scoped
    ? pageScope
      ? (scoped[2] as string)
      : withinScope(cleanAssertion(scoped[2] as string), scoped[1] as string)
    : cleanAssertion(instruction);
  const checks: Array<[RegExp, (m: RegExpExecArray) => Promise<Verdict | null>]> = [
    // "None of the extras are ticked": every box of the group.
    ...NONE_CLAIMS.map(([re, f]): [RegExp, (m: RegExpExecArray) => Promise<Verdict | null>] => [
      re,
      (m) => f(m, observation, probe),
    ]),
    // "The cheapest listing is Block 301, Row A at £29.00": the cheapest of them says so.
    [
      SUPERLATIVE_CLAIM,
      async (m) => checkSuperlative(observation, m[1] as string, m[2] as string, unquote(m[3] as string)),
    ],
    // "Third party only is the most expensive cover": the same, said the other way round.
    [
      /^(.+?)\s+is\s+the\s+(cheapest|least expensive|lowest[- ]priced|most expensive|earliest|latest|soonest|(?:highest|best|top)[- ]rated)\s+(.+)$/i,
      async (m) => checkSuperlative(observation, m[2] as string, m[3] as string, unquote(m[1] as string)),
    ],
    // "Wait for the documents to load" (read as "the documents has loaded"): shown, and nothing still loading.
    [/^the\s+(.+?)\s+has\s+loaded$/i, async (m) => checkLoaded(observation, probe, m[1] as string)],
    // "Only EX-3108 is shown": that item, and no other of its list.
    [
      /^only\s+(?!\d|one\b|two\b|three\b)(?:the\s+)?(.+?)\s+(?:(?:is|are)\s+(?:shown|listed|displayed|visible|left|showing)|appears?|shows? up)$/i,
      async (m) => (/\band\b|,/.test(m[1] as string) ? null : checkOnly(observation, probe, unquote(m[1] as string))),
    ],
    // URL
    [
      /^(?:the\s+)?(?:current\s+)?(?:page\s+|browser\s+)?(?:url|address|location|path)\s+(is not|does not (?:contain|include|equal|end with)|not contains|contains|includes|has|ends with|starts with|matches|is|equals|=)\s+(.+)$/i,
      async (m) => checkUrl(probe.url(), (m[1] as string).toLowerCase(), unquote(m[2] as string)),
    ],
    [
      /^(?:i am|i'm|we are|we're|user is|the user is|you are)\s+(?:on|at|taken to|redirected to)\s+(?:the\s+)?(.+?)(?:\s+page)?$/i,
      async (m) => onPage(probe, observation, unquote(m[1] as string)),
    ],
    // "The dialog title is "Reserve Hedge trimmer"": the open dialog's.
    [
      /^(?:the\s+)?(?:dialog|modal|pop-?up)(?:['’]s)?\s+(?:title|heading|header)\s+(is not|does not (?:contain|include)|contains|includes|is|equals|reads|says|shows)\s+(.+)$/i,
      async (m) => checkDialogTitle(observation, (m[1] as string).toLowerCase(), unquote(m[2] as string)),
    ],
    // Title
    [
      /^(?:the\s+)?(?:(?:page|browser|window)(?:\s+tab)?(?:['’]s)?\s+|(?:tab|document)(?:['’]s)?\s+)?title(?:\s+of\s+(?:the\s+|this\s+)?(?:page|window|(?:browser\s+)?tab|document))?\s+(is not|does not (?:contain|include)|contains|includes|has|is|equals|reads|says|shows|=)\s+(.+)$/i,
      async (m) => checkTitle(await probe.title(), (m[1] as string).toLowerCase(), unquote(m[2] as string)),
    ],
    // Greetings and messages: "the dashboard greets Marta", "an error asking to choose a rating"
    [
      // ("6 pitches welcome dogs" is a count of the items that do.)
      /^(?!(?:only\s+|exactly\s+)?(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|no|all|every|none)\s)(?:the\s+)?(?:.+?\s+)?(does not\s+)?(?:greets|welcomes|says (?:hello|hi) to|greet|welcome)\s+(?!message\b|banner\b|text\b|screen\b|page\b|back\b)(.+)$/i,
      async (m) => checkGreeting(observation, probe, unquote(m[2] as string), !!m[1]),
    ],
    // "A message confirms that Kofi was deactivated": a message of any kind, named by what it says.
    [
      /^(?:see\s+|there\s+(?:is|are)\s+)?(no\s+|not\s+an?\s+)?(?:an?\s+|the\s+)?(message|notice|banner|pop-?up|note|tip|hint)\s+(?:confirms?|confirming|says|saying|reads|reading|tells|telling|informs|informing|states|stating|shows|showing|indicates|indicating|mentions|mentioning|explains|explaining|warns|warning|asks|asking|reminds|reminding)\s+(?:me\s+|the user\s+|us\s+|you\s+)?(?:that\s+)?(.+)$/i,
      async (m) =>
        checkMessage(observation, probe, m[2] as string, unquote(m[3] as string), !!m[1], isQuoted(m[3] as string)),
    ],
    [
      /^(?:see\s+|there\s+(?:is|are)\s+)?(no\s+|not\s+an?\s+)?(?:an?\s+|the\s+|some\s+|any\s+)?(error|validation|success|warning|info|confirmation|toast|notification|alert|inline error|inline|snackbar|flash)(?!s?\s+(?:tabs?|buttons?|links?|switch|toggle|page|panel|section|settings|preferences|menu|icon|checkbox|cent(?:er|re)|bell|badge|count|list|field|summary|volume|sound|tone|frequency|level|email|emails)\b)(?:\s+(?:message|notice|banner|toast|notification|text|alert|popup|pop-up|error|dialog|modal|box|window|prompt))?s?\b\s*(.*?)(?:\s*\b(?:is|are)\s+(not\s+)?(?:shown|displayed|visible|present|there|rendered))?(?:\s*\b(?:appears|pops up|shows up))?$/i,
      async (m) => {
        // "a confirmation dialog is shown" is about a dialog, not a message (see the visibility checks).
        if (
          /^(?:see\s+|there\s+(?:is|are)\s+)?(?:no\s+)?(?:an?\s+|the\s+)?\w+\s+(?:dialog|modal|window|popup|pop-up|box)\b/i.test(
            m[0],
          )
        )
          return null;
        const about = (m[3] as string)
          .replace(/^(?:is\s+)?(?:shown|displayed|visible)\s*/i, '')
          .replace(
            /^(?:asking|asks|ask|telling|tells|saying|says|stating|states|that says|that reads|reads|reading|about|which says|informing|informs|explaining|explains|indicating|indicates|requesting|requests|mentioning|mentions|shows|showing|confirming|confirms|contains|contain|includes|include|that|with|:)\s+/i,
            '',
          )
          .replace(/^(?:me|the user|us|you)\s+/i, '')
          .replace(/^(?:that|to|for)\s+/i, '');
        return checkMessage(observation, probe, m[2] as string, unquote(about), !!m[1] !== !!m[4], isQuoted(about));
      },
    ],
    // "Wait until the sign-in error appears", "the payment error is shown": a message of that kind, about that.
    [
      /^(?:see\s+|there\s+(?:is|are)\s+)?(no\s+)?(?:an?\s+|the\s+)?((?!no\b|not\b|any\b)[\w-]+(?:\s+[\w-]+)?)\s+(error|warning|confirmation|success|result)(?:\s+message)?\s*(?:(?:is|are)\s+(not\s+)?(?:shown|displayed|visible|present)|appears|shows up|pops up)?$/i,
      async (m) => checkContextMessage(observation, probe, m[2] as string, m[3] as string, !!m[1] !== !!m[4]),
    ],
    // "No overall rating is selected": nothing chosen in that group.
    [
      /^no\s+(.+?)\s+(?:is|are|has been|have been)\s+(?:selected|checked|chosen|picked|ticked)$/i,
      async (m) => checkNoneChosen(observation, probe, m[1] as string),
    ],
    ...countChecks(observation, probe, text),
    // "In person is selected as the visit type", "Relevance is selected for Sort by"
    [
      /^(.+?)\s+(?:is|are)\s+(not\s+)?(?:selected|chosen|picked|checked)\s+(?:for|as|in|under)\s+(?:the\s+)?(.+)$/i,
      async (m) => checkChoice(observation, probe, unquote(m[1] as string), m[3] as string, !!m[2]),
    ],
    // "the follower count is 18,413", "the number of reviews is 212": the page says "18,413 followers".
    [
      /^(?:the\s+)?(?:number of\s+([a-z][\w-]*?)|([a-z][\w-]*?)\s+count)\s+(?:is|shows|reads|says)\s+(\d[\d,]*)$/i,
      async (m) => {
        const noun = (m[1] ?? m[2]) as string;
        const plural = /s$/i.test(noun) ? noun : `${noun}s`;
        return checkText(observation, probe, `${m[3]} ${m[3] === '1' ? noun.replace(/s$/i, '') : plural}`, false);
      },
    ],
    // "The first car in the list is the VW Polo", "the last episode listed is Pilot": the item at that position.
    [
      /^(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|1st|2nd|3rd|\d+th)\s+([\w-]+)(?:\s+(?:in|on|of)\s+(?:the\s+|this\s+)?(?:list|table|page|results|screen)|\s+(?:listed|shown|displayed))?\s+(?:is|was|reads|says)\s+(?:the\s+|a\s+|an\s+)?(.+)$/i,
      async (m) => checkNth(observation, probe, m[1] as string, m[2] as string, unquote(m[3] as string)),
    ],
    // "Harbour Athletic are top of Division 1", "Canal Street Rangers are listed first", "Old Mill Athletic lead
    // Division 2": the item's place among its list's items.
    [
      /^(.+?)\s+(?:(?:is|are)\s+(?:now\s+|still\s+)?(?:listed\s+|shown\s+|ranked\s+|placed\s+|sorted\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|last|top|bottom|\d+(?:st|nd|rd|th))|(leads?|tops?))(?:\s+(?:of|in|on)\s+(?:the\s+)?(.+?)|\s+(.+?))?$/i,
      async (m) => {
        const scope = (m[4] ?? m[5]) as string | undefined;
        // "lead Division 2 with 28 points" says more than a place, "The lead passenger" names a thing: not this reading.
        if ((scope && /\bwith\b|\d+\s+points?\b/i.test(scope) && !m[4]) || /^(?:the|a|an)$/i.test(m[1] as string))
          return null;
        const where = /^(?:list|table|page|results?|league|standings)$/i.test(scope ?? '') ? undefined : scope;
        const said = ((m[2] ?? 'first') as string).toLowerCase();
        const place = said === 'bottom' ? 'last' : said === 'top' ? 'first' : said;
        const what = unquote(m[1] as string);
        return checkPosition(observation, where ? { name: what, roles: null, scopes: [where] } : what, place, 'item');
      },
    ],
    // "Call the plumber is the third task"
    [
      /^(.+?)\s+is\s+(?:the\s+)?(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|1st|2nd|3rd|\d+th)\s+([\w-]+)(?:\s+(?:in|on)\s+the\s+(?:list|table|page))?$/i,
      async (m) => checkPosition(observation, unquote(m[1] as string), m[2] as string, m[3] as string),
    ],
    // States
    [
      new RegExp(`^(?:the\\s+)?(.+?)\\s+(?:is|are)\\s+(not\\s+)?(${STATE_WORDS})$`, 'i'),
      async (m) =>
        // "The pitch status says the pitches are open": what it says, not the state of "pitch status says the pitches".
        SAYS.test(m[1] as string)
          ? null
          : checkState(observation, probe, m[1] as string, !!m[2], (m[3] as string).toLowerCase()),
    ],
    // Visibility
    [
      /^(?:the\s+)?(.+?)\s+(?:is|are)\s+(not\s+)?(visible|displayed|shown|present|showing|there|on the page|on screen|on the screen|in view|hidden|gone|absent|missing|invisible)$/i,
      async (m) => {
        if (SAYS.test(m[1] as string)) return null;
        const hiddenWord = /hidden|gone|absent|missing|invisible/i.test(m[3] as string);
        // "The GWR receipt is missing" on a page that shows the GWR expense: the thing is there, and whether the part
        // named is missing (a status) is not told by the phrase's absence.
        const code = (m[1] as string).split(/\s+/).find((w) => /^(?=.*[A-Z]{2}|.*\d)[A-Z0-9][\w-]*$/.test(w));
        if (
          hiddenWord &&
          !m[2] &&
          code &&
          (await probe.countText(code)) > 0 &&
          (await probe.countText(m[1] as string)) === 0
        ) {
          return {
            pass: false,
            reason: `${quoted(code)} is on the page: whether ${quoted(m[1] as string)} is ${m[3]} cannot be told from its words.`,
            certainty: 'unsure',
          };
        }
        return checkVisible(observation, probe, m[1] as string, !!m[2] !== hiddenWord);
      },
    ],
    // "Page 2 lists Priya Shah, Leon Fischer and Sam Patel": each of them, there.
    [
      /^(?:the\s+)?(.+?)\s+(?:lists|shows|includes|contains)\s+((?:[^,]+,\s+)+(?:and\s+)?[^,]+|[A-Z][^,]*?\s+and\s+[A-Z][^,]*)$/,
      async (m) =>
        checkEach(observation, probe, m[1] as string, (m[2] as string).split(/\s*,\s+(?:and\s+)?|\s+and\s+/)),
    ],
    // "Opera Gala appears in the list": shown inside that container.
    [
      /^(.+?)\s+(does not\s+)?(?:appears?|shows? up|is displayed|is listed|exists?)\s+(?:in|on|under|among|inside|within)\s+(?:the\s+)?(?!page$|screen$)(.+)$/i,
      async (m) => checkWithin(observation, probe, unquote(m[1] as string), m[3] as string, !!m[2]),
    ],
    [
      /^(?:the\s+)?(.+?)\s+(does not\s+)?(?:appears?|shows? up|is displayed|exists?)(?:\s+on the (?:page|screen))?$/i,
      async (m) => checkVisible(observation, probe, m[1] as string, !!m[2]),
    ],
    [
      /^(?:i\s+)?(?:can\s+|do\s+)?(not\s+|can not\s+|do not\s+|no longer\s+)?see\s+(?:the\s+)?(.+?)(?:\s+on the (?:page|screen))?$/i,
      async (m) => checkVisible(observation, probe, m[2] as string, !!m[1]),
    ],
    [
      /^(?:the\s+)?(?:page|screen|site|app|website|body)\s+(does not\s+)?(?:contains?|shows?|has|displays?|includes?|says|reads)\s+(.+)$/i,
      async (m) => {
        const said = unquote(m[2] as string);
        const verdict = await checkText(observation, probe, said, !!m[1]);
        // "the page says I have 2 attempts left" ("You have 2 attempts left"): in the reader's words.
        const failed = 'pass' in verdict && verdict.pass === !!m[1];
        // "the page says 7 of 12 lifts are open": "7 of 12 lifts open".
        const copula = /^(.*\S)\s+(?:is|are)\s+(?!not\b)(\S.*)$/i.exec(said);
        if (failed && !m[1] && copula) {
          const terse = await checkText(observation, probe, `${copula[1]} ${copula[2]}`, false);
          if ('pass' in terse && terse.pass) return terse;
        }
        if (failed && /\b(?:i|i'm|my|me|we|our|us)\b/i.test(said)) {
          const message = await checkMessage(observation, probe, 'message', said, !!m[1]);
          if ('pass' in message && message.pass !== !!m[1]) return message;
        }
        return verdict;
      },
    ],
    [
      /^there\s+(?:is|are)\s+(no\s+)?(?:an?\s+|the\s+|some\s+)?(.+?)(?:\s+(?:on the page|on screen|shown|visible|displayed))?$/i,
      async (m) => checkVisible(observation, probe, m[2] as string, !!m[1]),
    ],
    [
      /^no\s+(.+?)\s+(?:is|are)\s+(?:shown|visible|displayed|present)$/i,
      async (m) => checkVisible(observation, probe, m[1] as string, true),
    ],
    // "X is in the cart"
    [
      /^(.+?)\s+(?:is|are)\s+(not\s+)?(?:in|on|inside|within|listed in|shown in|listed under|shown under|under|among)\s+(?:the\s+)?(.+)$/i,
      // Not "the live status says SK 412 is on time": what something says.
      async (m) =>
        /\b(?:says|shows|reads|displays|states|confirms)\b/i.test(m[1] as string)
          ? null
          : checkInside(observation, probe, unquote(m[1] as string), m[3] as string, !!m[2]),
    ],
    // Values and texts: "Full name contains Ada", "Size is Medium", "the heading says Green Hat"
    [
      /^(?:the\s+)?(.+?)\s+(does not\s+)?(has value|has the value|value is|has text|has the text|contains|contain|includes|include|shows|show|displays|display|says|say|reads|read|asks|tells|mentions?|states|warns(?: that)?|explains(?: that)?|equals|costs|cost(?!\s+(?:is|was|of|will|per|for|should)\b)|is priced at|is rated|is set to|is at|is|=|has)\s+(.+)$/i,
      async (m) => {
        // `the heading is not "Sign in"`: a quoted value after "is not" is what the subject must not be.
        const not = /^is$/i.test(m[3] as string) ? /^not\s+(?=["\u201c'])/i.exec(m[4] as string) : null;
        const value = unquote((m[4] as string).slice(not ? not[0].length : 0));
        return checkValue(observation, probe, m[1] as string, (m[3] as string).toLowerCase(), value, !!m[2] || !!not);
      },
    ],
  ];
  for (const [pattern, check] of checks) {
    const m = pattern.exec(text);
    if (!m) continue;
    const verdict = await check(m);
    if (!verdict) continue;
    // Not found as a value of what it names: a fact one item shows ("Heron's Rest sleeps 2").
    if ('pass' in verdict && !verdict.pass && verdict.certainty === 'unsure') {
      const fact = await checkFact(observation, probe, text);
      if (fact) return { ...fact, decidedBy: 'rules' };
    }
    return { ...verdict, decidedBy: 'rules' };
  }
  const fact = await checkFact(observation, probe, text);
  if (fact) return { ...fact, decidedBy: 'rules' };
  // A bare text: "3 items left", "Welcome back".
  const bare = unquote(text);
  // "Storage used: 7.4 GB of 15 GB" (a manual test case's label and value): that value where that label is, else the
  // words as a text.
  const pair = /^([^:"]{2,50}?)\s*:\s+(\S.*)$/.exec(bare);
  if (pair) {
    const verdict = await checkValue(observation, probe, pair[1] as string, 'is', pair[2] as string, false);
    if (verdict && 'pass' in verdict && verdict.pass) return { ...verdict, decidedBy: 'rules' };
  }
  if (tokens(bare).length > 0 && tokens(bare).length <= 8)
    return { ...(await checkText(observation, probe, bare, false)), decidedBy: 'rules' };
  return {
    decidedBy: 'rules',
    unsupported: `The rules planner does not understand the check "${instruction}". ${MODEL_HINT}`,
  };
}

/** Puts a step-wide container on the claim's subject ("the total" -> "the total in the confirmation dialog"). */
function withinScope(claim: string, scope: string): string {
  const m =
    /^(.+?)\s+(is|are|has|have|shows|show|contains|contain|says|say|displays|display|lists|list|reads|read|equals|costs|cost|includes|include)\s+(.+)$/i.exec(
      claim,
    );
  const container =
    /\b(?:form|section|dialog|modal|popup|panel|table|list|menu|header|footer|sidebar|card|frame|area|region|tab)$/i.test(
      scope,
    ) || /^(?:row|card|item|entry|line|record|listing|tile)\s+(?:for|of|with|containing)\s/i.test(scope)
      ? scope
      : `${scope} section`;
  // "In the results for pepper, Salt appears": the container is never dropped.
  if (!m) return `${claim} in the ${container}`;
  return `${m[1]} in the ${container} ${m[2]} ${m[3]}`;
}
