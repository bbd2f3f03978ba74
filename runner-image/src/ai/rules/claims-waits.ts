/**
 * Claims said in other words, rewritten to the form the checks read: checks written as waits ("Wait for "Order
 * HH-55102 placed"", "Wait for the toast: Spin 45 cancelled"), claims after a condition the page already went through
 * ("After removing the screws the total is £146.00"), a field's placeholder named as its hint, and claims whose parts
 * come in another order ("..., says the error").
 */
import { ITEM_NOUNS } from './target';

/** The claim a wait or a finished condition leads to; `text` unchanged when it is neither. */
export function claimOfWait(text: string): string {
  return (
    text
      // "Wait for the results for "Castleford"": results that say it are shown.
      .replace(
        /^wait\s+(?:for|until)\s+(?:the\s+)?(?:search\s+)?results\s+(?:for|of|matching)\s+("[^"]+"|'[^']+')$/i,
        '$1 appears',
      )
      // "Wait for "Order HH-55102 placed"": that text is shown.
      .replace(/^wait\s+(?:for|until)\s+(?:the\s+)?("[^"]+"|'[^']+'|“[^”]+”)$/i, '$1 appears')
      // "Wait for the toast: Spin 45 cancelled", "wait for the thank-you toast saying my review will appear": a
      // message says it.
      .replace(
        /^wait\s+(?:for|until)\s+(?:an?\s+|the\s+)?(?:[\w-]+\s+)?(toast|message|notification|banner|alert|error|confirmation)\s*(?::|saying|that says|which says|reading|confirming(?:\s+that)?|telling (?:me|you|us)(?:\s+that)?)\s*(?=\S)/i,
        'a $1 says ',
      )
      // "Wait for the reservation toast to go away": it has gone (a check is looked at again while the page is at work).
      .replace(
        /^wait\s+(?:for|until)\s+(?:the\s+|a\s+|an\s+)?(?:[\w-]+\s+)?(toast|notification|snackbar|banner|alert|pop-?up|spinner|tooltip)\s+(?:to\s+(?:go\s+away|disappear|vanish|close|be\s+gone)|goes\s+away|disappears|vanishes|closes|is\s+gone|has\s+gone)$/i,
        'the $1 has gone',
      )
      // "Wait for the travel check result", "wait for the booking confirmation": that message is shown.
      .replace(
        /^wait\s+(?:for|until)\s+(?:the\s+|a\s+|an\s+)?((?:[\w-]+\s+){1,2}(?:result|confirmation|error|warning))$/i,
        'the $1 appears',
      )
      // "Wait for the error message", "wait for the error about the Wildlife tour", "wait for the river closure message
      // to appear": that message is shown.
      .replace(
        /^wait\s+(?:for|until)\s+(?:the\s+|an?\s+)((?:[\w-]+\s+){0,2}?(?:error|warning|message|notice)(?:\s+message)?(?:\s+(?:about|on|for)\s+(?!it\b|them\b).+?)?)(?:\s+to\s+(?:appear|show(?:\s+up)?|be\s+shown|come\s+up))?$/i,
        'the $1 appears',
      )
      // "Wait for the documents to load": they are shown, and nothing says it is still loading them.
      .replace(
        /^wait\s+(?:for|until)\s+(?:the\s+|my\s+|your\s+)?((?!it\b|them\b|they\b)[\w'’ -]{2,40}?)\s+to\s+(?:load|finish\s+loading|be\s+loaded)$/i,
        'the $1 has loaded',
      )
      // "Wait until my points have loaded", "wait until the tide times load": the same.
      .replace(
        /^wait\s+(?:until|till)\s+(?:the\s+|my\s+|your\s+)?((?!it\b|them\b|they\b)[\w'’ -]{2,40}?)\s+(?:(?:has|have)\s+(?:finished\s+)?load(?:ed|ing)|loads?|(?:is|are)\s+loaded|finish(?:es)?\s+loading)$/i,
        'the $1 has loaded',
      )
      // "Wait for the booking to be confirmed": it is (a check is looked at again while the page is at work).
      .replace(
        /^wait\s+(?:for|until|till)\s+((?!it\b|them\b|they\b)[\w'’ -]{2,40}?)\s+to\s+be\s+((?!shown\b|displayed\b|listed\b|loaded\b)[a-z]+ed|done|complete|ready|paid|sent)$/i,
        '$1 is $2',
      )
      // "Wait for the reference LK-88231": the reference is shown.
      .replace(
        /^wait\s+(?:for|until)\s+(?:the\s+|a\s+|an\s+|my\s+)?(?:[\w-]+\s+)?(?:reference|ref|code|number|order|ticket|booking|confirmation)(?:\s+(?:number|code|id))?\s+([A-Z0-9][\w-]*\d[\w-]*)$/i,
        '$1 appears',
      )
      // "Wait for the nearby stock: Guildford has 2 in stock": what comes after the colon.
      .replace(/^wait\s+(?:for|until)\s+(?:the\s+)?[a-z][\w'’-]*(?:\s+[a-z][\w'’-]*){0,3}\s*:\s*(?=\S)/i, '')
      // "The placeholder of the email box is you@example.com", "the email box shows the hint you@example.com": the
      // field's placeholder.
      .replace(
        /^(?:the\s+)?(?:placeholder|hint)(?:\s+text)?\s+(?:of|in)\s+(?:the\s+)?(.+?)\s+(?:is|says|reads|shows)\s+(?=\S)/i,
        '$1 has the placeholder ',
      )
      .replace(
        /^(.+?)(?:['’]s)?\s+(?:placeholder|hint)(?:\s+text)?\s+(?:is|says|reads|shows)\s+(?=\S)/i,
        '$1 has the placeholder ',
      )
      .replace(
        /^(.+?)\s+(?:shows|has|displays)\s+(?:the\s+|a\s+)?(?:hint|placeholder)(?:\s+text)?(?:\s+of)?\s+(?=\S)/i,
        '$1 has the placeholder ',
      )
      // "The booking reference box hints "6 letters and numbers"": its placeholder.
      .replace(/^(.{2,60}?\s+(?:box|field|input))\s+hints\s+(?=\S)/i, '$1 has the placeholder ')
      // "After removing the screws the total is £146.00", "after paying £20 the balance is £22.18", "After creating
      // "Trade show" the first row is EX-3112", "After checking LS21 1AB it says ...": the claim.
      .replace(
        /^(?:after|once)\s+[a-z]+ing\s+(?:"[^"]+"|[^,"]{1,50}?)\s+(?=(?:the|my|your|it|its)\s+(?:[\w'’()-]+\s+){0,3}?(?:is|are|shows|says|lists|reads|has|have|asks|displays|contains|comes)\b)/i,
        '',
      )
  );
}

/**
 * Claims whose parts come in another order: "£1 already buys €1.1742, says the error" (the error says it), and what the
 * app said when something was done ("Tracking the 12 Jun transfer says it is expected by 16 Jun", "Searching for Zoe
 * says no sitters match": a message); and claims in other words ("come to £16": cost; "the X page opens": the page is
 * X; "the counter says 271 characters left": that text is shown).
 */
export function saidOtherwise(claim: string): string {
  // "Expected: error asking for a real postcode" (a manual test case's expected result): the claim.
  let text = claim.replace(/^expected(?:\s+result)?\s*:\s*/i, '');
  // "The Step ladder was borrowed on Tue 15 Jun": what the page says of it now (a participle and when; never "was last
  // modified by", a position).
  text = text.replace(
    /^((?:the|my|our|your)\s+[^,]{2,60}?)\s+(was|were)\s+(?=[a-z]+ed\s+(?:on|at|in|from|until)\s)/i,
    (_m, s: string, v: string) => `${s} ${v.toLowerCase() === 'was' ? 'is' : 'are'} `,
  );
  // "Comprehensive now costs £541.20": what it shows once the page is done ("still says" is left as said: an app that
  // is still at work shows the old words).
  text = text.replace(
    /^(.{2,60}?)\s+(?:now|then)\s+(?=(?:costs?|shows?|says?|reads?|lists?|displays?|totals?)\b)/i,
    '$1 ',
  );
  // "Add a driver is disabled now that there are 4 drivers": the state; why it is so is not checked.
  text = text.replace(
    /\s+(is|are)\s+(not\s+)?(disabled|enabled|greyed out|grayed out|checked|unchecked|ticked|unticked|selected|hidden|visible|shown|on|off)\s+(?:now\s+that|because|since|while|until)\s+\S.*$/i,
    (_m, verb: string, not: string | undefined, state: string) => ` ${verb} ${not ?? ''}${state}`,
  );
  // "I have 2 upcoming orders": that many of the things listed are shown ("6 of 12 credits left" is 6 left); never a
  // quantity ("I have 3 loyalty points" is not three things).
  const have =
    /^(?:i|we)\s+(?:now\s+)?have\s+((?:\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten)\s+[^,]*?([a-z]+))$/i.exec(
      text,
    );
  if (have && new RegExp(`^(?:${ITEM_NOUNS})$`, 'i').test(have[2] as string)) text = `${have[1]} are shown`;
  // "One of the errors asks me to agree to the site rules": an error does; "the page title becomes X": it is X.
  text = text
    .replace(
      /^one\s+of\s+the\s+(error|message|warning|notification|alert)s\s+(?=\S)/i,
      (_m, kind: string) => `an ${kind} `,
    )
    .replace(
      /^(?:the\s+)?(page\s+title|title|url|address)\s+(?:becomes|changes\s+to|turns\s+into|updates\s+to)\s+/i,
      'the $1 is ',
    );
  // "Heron Cabin has the best rating on the page, 4.9": it is the highest-rated, with that rating.
  text = text.replace(
    /^(.{2,60}?)\s+has\s+the\s+(?:best|highest|top)\s+rating(?:\s+(?:on\s+the\s+page|of\s+all|here|of\s+them|in\s+the\s+list))?(?:\s*[,:]?\s*(?:at\s+|with\s+|of\s+)?(\d(?:\.\d)?))?$/i,
    (_m, what: string, rating?: string) => `the highest-rated one is ${what}${rating ? `, ${rating}` : ''}`,
  );
  // "I am told I must be 17 or older": a message says so.
  text = text.replace(
    /^(?:i\s+am|i['’]m|we\s+are|we['’]re|the\s+user\s+is)\s+(?:told|informed|warned|notified)\s+(?:that\s+)?(?=\S)/i,
    'a message says ',
  );
  // "The payment form asks me to pay £706.39": the form says "Pay £706.39".
  text = text.replace(
    /^((?:the|my|our|your)\s+[^,]{2,40}?\s+(?:form|frame|panel|widget|portal|page|dialog))\s+asks\s+(?:me|you|us|the\s+user)\s+to\s+(?=(?:pay|enter|confirm|choose|select|sign|log|type|add|upload|accept|agree|verify)\b)/i,
    '$1 says ',
  );
  // "Get Title should be "Bin collection days"" (a keyword library's words): the page title.
  text = text.replace(/^(?:get\s+)?title\s+should\s+be\s+/i, 'the page title is ');
  // "Step 4 is marked as the current step": it is the current step.
  text = text.replace(
    /\s+is\s+(?:marked|shown|highlighted)\s+as\s+(?:the\s+)?(current|active)\s+(step|stage)$/i,
    ' is the $1 $2',
  );
  // "Sofia Lind has a 4.8 rating", "Tom Okafor's rating is 4.8": what it is rated.
  text = text
    .replace(/^(.{2,60}?)\s+(?:has|have)\s+an?\s+(\d+(?:\.\d+)?)(?:[\s-]*stars?)?\s+rating$/i, '$1 is rated $2')
    .replace(/^(.{2,60}?)(?:'s|’s)\s+rating\s+is\s+(\d+(?:\.\d+)?)(?:\s*stars?)?$/i, '$1 is rated $2');
  // "The toast has gone after five seconds", "the banner disappeared": it is no longer shown.
  text = text.replace(
    /^(the|a|an)\s+(?:[\w-]+\s+)?(toast|message|notification|snackbar|banner|alert|pop-?up|spinner|tooltip)\s+(?:has\s+gone(?:\s+away)?|is\s+gone|has\s+disappeared|disappeared|went\s+away|has\s+vanished|vanished)(?:\s+(?:after|within|in)\s+.+)?$/i,
    'the $2 is not shown',
  );
  // "£1 already buys €1.1742, says the error": the error says so.
  text = text.replace(
    /^(.{3,}?),\s*(?:says|reads|warns)\s+(?:the|an?)\s+(error|message|toast|notification|alert|banner|page|dialog)$/i,
    'the $2 says $1',
  );
  // "Tracking the 12 Jun transfer says it is expected by 16 Jun", "Searching for Zoe says no sitters match": what the
  // app said when that was done.
  text = text.replace(
    /^([A-Z][a-z]{3,}ing)\s+(?:[^,]{2,60}?)\s+(says|asks|tells (?:me|you|us)|warns)\s+(?=\S)/,
    (m, gerund: string, verb: string) =>
      GERUND_NOUNS.test(gerund)
        ? m
        : `a message ${verb.startsWith('tells') ? 'asks' : verb.replace(/^warns$/, 'says')} `,
  );
  // "Roaming is on for Sam's phone": the state of Roaming in Sam's phone (never "Roaming" found on Sam's phone).
  text = text.replace(
    /^(.{2,40}?)\s+(is|are)\s+(not\s+)?(on|off|enabled|disabled|checked|unchecked|ticked|selected|turned on|turned off|switched on|switched off)\s+for\s+(?:the\s+)?(.{2,60})$/i,
    (_m, what: string, verb: string, not: string | undefined, state: string, owner: string) =>
      `In ${owner}, ${what} ${verb} ${not ?? ''}${state}`,
  );
  // "The payment form says to enter a valid card number": it says "Enter a valid card number".
  text = text.replace(
    /\b(says|tells (?:me|you|us)|asks (?:me|you|us))\s+to\s+(?=(?:enter|type|choose|select|pick|add|use|try|check|fill|give|provide|sign|log|accept|agree|confirm|upload|call|contact|wait|write|allow|turn|set|remove|verify|book)\b)/i,
    'says ',
  );
  // "The membership card shows card number BTL-20417": the number is what it shows, whatever the card calls it.
  text = text.replace(
    /\b(shows|says|displays|reads)\s+(?:the\s+|my\s+|a\s+)?(?:[\w-]+\s+)?(?:number|no\.?|ref|reference|code|id)\s+(?=[A-Z0-9][\w-]*\d[\w-]*$)/i,
    '$1 ',
  );
  // "It says there are 12 stations": it says "12 stations".
  text = text.replace(/\b(says|shows|tells (?:me|you|us))\s+(?:that\s+)?there\s+(?:is|are)\s+(?=\d)/i, '$1 ');
  // "The vehicle extras come to £16", "The total adds up to $42": what they cost.
  text = text.replace(
    /\s+(?:(come|add\s+up|amount)|comes|adds\s+up|amounts)\s+to\s+(?=[$€£¥]|\d)/i,
    (_m, plural?: string) => (plural ? ' cost ' : ' costs '),
  );
  // "The membership page opens": the page shown is that page.
  text = text.replace(
    /^(?:the\s+)?(.{2,40}?)\s+page\s+(?:opens|is\s+opened|is\s+open|loads|has\s+loaded|is\s+loaded|is\s+shown|is\s+displayed|appears)$/i,
    'I am on the $1 page',
  );
  // "I am on step 1 of 4", "The wizard shows step 2 of 3", "I'm on step 1 of 4: Your car": the wizard says so.
  text = text.replace(
    /^(?:i\s+am|i['’]m|we\s+are|we['’]re|you\s+are|the\s+user\s+is|(?:the\s+)?(?:wizard|form|booking|checkout|flow|progress(?:\s+bar)?|stepper))\s+(?:is\s+)?(?:now\s+)?(?:on|at|shows?|says?|reads?)\s+(step\s+\d+\s+of\s+\d+(?:\s*[:–—-]\s*.+)?)$/i,
    (_m, step: string) => `"${step.replace(/^s/, 'S')}" is shown`,
  );
  // "Do you see a message that passengers can't be added online?", "I see an error saying the code is not
  // recognised": a message (an error) says so.
  text = text.replace(
    /^(?:(?:i|we|you)\s+(?:can\s+)?(?:see|get)|there\s+is)\s+an?\s+(error(?:\s+message)?|message|toast|notification|alert|warning|banner)\s+(?:that\s+says|which\s+says|saying|that|telling\s+(?:me|us|you)(?:\s+that)?)\s+(?=\S)/i,
    (_m, kind: string) => `${/^error/i.test(kind) ? 'an error' : `a ${kind.toLowerCase()}`} says `,
  );
  // "By car is the selected tab": the By car tab is selected; "Both Priya and Arjun are ticked": each is.
  text = text
    .replace(/^(.{1,40}?)\s+is\s+the\s+(?:selected|active|current|open)\s+tab$/i, 'the $1 tab is selected')
    .replace(/^both\s+(?=\S.*\s+and\s+\S.*\s+are\s)/i, '');
  // "The dialog is titled Share ...": its heading says so; "The page is titled X": its title.
  text = text.replace(
    /^(?:the\s+)?(dialog|modal|pop-?up|page)\s+is\s+(?:titled|called|headed)\s+(?=\S)/i,
    (_m, what: string) => (/^page$/i.test(what) ? 'the page title is ' : 'the dialog heading is '),
  );
  // "The counter says 271 characters left": the text a character counter shows, wherever it is.
  text = text.replace(
    /^(?:the\s+)?(?:character\s+)?(?:counter|character\s+count)\s+(?:says|shows|reads|displays)\s+(.+)$/i,
    (_m, said: string) => `"${said.replace(/^["']|["']$/g, '')}" is shown`,
  );
  return text;
}

/** Words in -ing that are things, not doings ("Booking B-12 says ..."). */
const GERUND_NOUNS =
  /^(?:booking|listing|setting|parking|rating|meeting|heading|building|greeting|training|clothing|bedding|morning|evening|ceiling|thing|nothing|something|anything|everything|spring|string|king|ring|wedding|filling|pudding|landing|opening|ending|warning|reading|offering|serving)$/i;

/**
 * "After favouriting Mill Lane, its star is filled", "After reserving at Harbour Square, its row shows 6 bikes": "its"
 * is the thing the clause acted on ("Mill Lane's star"), which the claim keeps once the clause is read as done.
 */
export function itsNamed(claim: string): string {
  const m =
    /^((?:after|once|when)\s+[a-z]+ing\s+(?:(?:at|on|in|for|to|from|with)\s+)?(?:the\s+)?([^,]{2,50})),\s*its\s+/i.exec(
      claim.trim(),
    );
  return m ? `${m[1]}, ${m[2]}'s ${claim.trim().slice(m[0].length)}` : claim;
}
