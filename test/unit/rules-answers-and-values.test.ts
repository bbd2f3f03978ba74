/**
 * A value the app takes only when a button beside its field is pressed ("Set tempo" beside the Tempo field): a step
 * that sets the value presses it too, or it would pass with nothing set. And a control whose label has a message's
 * words ("Save preferences") is no message, and a message that says a word only negated ("can't be cancelled") does
 * not say it.
 */
import { describe, expect, it } from 'vitest';
import { clean, planAct, splitCompound } from '../../runner-image/src/ai/rules/act';
import { el, pageOf } from '../support/observation-builder';
import { passes } from '../support/rules-steps';

const metronome = pageOf([
  el('e1', 'generic', '', { hints: { ident: 'metronome' } }),
  el('e2', 'heading', 'Metronome', { parent: 'e1', hints: { level: 2 } }),
  el('e3', 'button', 'Slower', { parent: 'e1' }),
  el('e4', 'generic', '', { parent: 'e1', hints: { text: 'Tempo' } }),
  el('e5', 'spinbutton', 'Tempo', { parent: 'e4', hints: { inputType: 'number', label: 'Tempo', value: '96' } }),
  el('e6', 'button', 'Set tempo', { parent: 'e1' }),
  el('e7', 'button', 'Start', { parent: 'e1' }),
  el('e8', 'generic', '', { hints: { ident: 'profile' } }),
  el('e9', 'textbox', 'Nickname', { parent: 'e8', hints: { label: 'Nickname' } }),
  el('e10', 'button', 'Save profile', { parent: 'e8' }),
]);

describe('a value taken only when the button beside its field is pressed', () => {
  it.each([
    ['Set the metronome tempo to 120', '120'],
    ['Set the tempo to 300', '300'],
    ['set tempo to 88', '88'],
  ])('"%s" types the value, then presses "Set tempo"', (step, value) => {
    expect(planAct(step, metronome)).toMatchObject({
      operations: [
        { op: 'fill', ref: 'e5', text: value },
        { op: 'click', ref: 'e6' },
      ],
    });
  });

  it.each([
    // The button is not named by the step's verb and the field's words.
    ['Set the nickname to Rob', 'e9', 'Rob'],
    ['Change the tempo to 100', 'e5', '100'],
    ['Type 100 into the tempo field', 'e5', '100'],
  ])('"%s" only types', (step, ref, value) => {
    expect(planAct(step, metronome)).toMatchObject({ operations: [{ op: 'fill', ref, text: value }] });
  });
});

describe("a control's label is no message", () => {
  const prefs = (toast: boolean) =>
    pageOf([
      el('e1', 'switch', 'Email receipts', { hints: { checked: true } }),
      el('e2', 'button', 'Save preferences'),
      el('e3', 'link', 'Message settings'),
      ...(toast ? [el('e4', 'status', '', { hints: { ident: 'toast', text: 'Preferences saved' } })] : []),
    ]);

  it.each([
    ['A toast says Preferences saved', false, false],
    ['A toast says Preferences saved', true, true],
    ['A message says the preferences were saved', false, false],
    ['The page shows a message about settings', false, false],
  ])('"%s" (toast shown: %s) holds: %s', async (claim, toast, holds) => {
    expect(await passes(prefs(toast), claim)).toBe(holds);
  });
});

describe('a message that says a word only negated', () => {
  const refused = pageOf([
    el('t', 'status', '', {
      hints: {
        ident: 'toast',
        text: "Lessons starting within 24 hours can't be cancelled. You will still be charged.",
      },
    }),
  ]);

  it.each([
    ['A toast says it was cancelled', false],
    ['A toast says the lesson was cancelled', false],
    ["A toast says lessons within 24 hours can't be cancelled", true],
    ['A message says the lesson cannot be cancelled', true],
    ['A toast says I will still be charged', true],
  ])('"%s" holds: %s', async (claim, holds) => {
    expect(await passes(refused, claim)).toBe(holds);
  });
});

describe('a date range said in one step', () => {
  const rides = pageOf([
    el('e1', 'textbox', 'From', { hints: { inputType: 'date', label: 'From', value: '' } }),
    el('e2', 'textbox', 'To', { hints: { inputType: 'date', label: 'To', value: '' } }),
    el('e3', 'button', 'Show rides'),
    el('e4', 'columnheader', 'From'),
    el('e5', 'columnheader', 'To'),
  ]);

  it.each([
    ['Show rides from 1 May 2027 to 31 May 2027', '2027-05-01', '2027-05-31', true],
    ['Show rides between 2027-06-01 and 2027-06-30', '2027-06-01', '2027-06-30', true],
    ['From 3 Aug 2027 to 10 Aug 2027', '2027-08-03', '2027-08-10', false],
  ])('"%s" types both dates, then presses the control it names', (step, from, to, press) => {
    expect(planAct(step, rides)).toMatchObject({
      operations: [
        { op: 'fill', ref: 'e1', text: from },
        { op: 'fill', ref: 'e2', text: to },
        ...(press ? [{ op: 'click', ref: 'e3' }] : []),
      ],
    });
  });

  it('is never read as a press of "Show rides" alone on a page without the two fields', () => {
    const plan = planAct('Show rides from 1 May 2027 to 31 May 2027', pageOf([el('e3', 'button', 'Show rides')]));
    expect('operations' in plan && plan.operations).not.toEqual([{ op: 'click', ref: 'e3' }]);
  });
});

describe("a value's own words are no label of the thing it is claimed of", () => {
  const plans = pageOf([
    el('g', 'generic', '', { hints: { ident: 'plans' } }),
    el('m', 'article', 'Monthly', { parent: 'g', hints: { ident: 'card' } }),
    el('mh', 'heading', 'Monthly', { parent: 'm', hints: { level: 3 } }),
    el('mp', 'paragraph', '', { parent: 'm', hints: { text: '£15 a month · first 45 minutes of every ride free' } }),
    el('s', 'article', 'Student', { parent: 'g', hints: { ident: 'card' } }),
    el('sh', 'heading', 'Student', { parent: 's', hints: { level: 3 } }),
    el('sp', 'paragraph', '', { parent: 's', hints: { text: '£9 a month · first 30 minutes free' } }),
  ]);

  it.each([
    ['The Monthly plan costs £9 a month', false],
    ['The Monthly plan costs £15 a month', true],
    ['The Student plan costs £9 a month', true],
  ])('"%s" holds: %s', async (claim, holds) => {
    expect(await passes(plans, claim)).toBe(holds);
  });
});

describe("a toggle's label is no state", () => {
  const stations = pageOf([
    el('t', 'table', 'Stations'),
    el('r1', 'row', '', { parent: 't' }),
    el('h1', 'rowheader', 'Harbour Square', { parent: 'r1' }),
    el('c1', 'cell', '', { parent: 'r1' }),
    el('f1', 'button', '☆ Favourite', { parent: 'c1', hints: { selected: false } }),
    el('r2', 'row', '', { parent: 't' }),
    el('h2', 'rowheader', 'Mill Lane', { parent: 'r2' }),
    el('c2', 'cell', '', { parent: 'r2' }),
    el('f2', 'button', '★ Favourite', { parent: 'c2', hints: { selected: true } }),
  ]);

  it.each([
    ['Harbour Square is a favourite', false],
    ['After favouriting Mill Lane, Harbour Square is a favourite', false],
    ['Mill Lane is a favourite', true],
    ['Harbour Square is not a favourite', true],
  ])('"%s" holds: %s', async (claim, holds) => {
    expect(await passes(stations, claim)).toBe(holds);
  });
});

describe('what expands is a control that says it expands', () => {
  const faq = (questions: string[]) =>
    pageOf([
      el('r', 'region', 'Questions'),
      el('h', 'heading', 'Questions', { parent: 'r', hints: { level: 2 } }),
      ...questions.flatMap((q, i) => [
        el(`h${i}`, 'heading', '', { parent: 'r', hints: { level: 3 } }),
        el(`q${i}`, 'button', q, { parent: `h${i}`, hints: { expanded: false } }),
      ]),
    ]);
  const two = faq(['What if I keep a bike longer than 45 minutes?', 'Can I take a bike on the train?']);

  it('"Expand the question" fails when two questions could be meant, never clicking the heading', () => {
    expect(planAct('Expand the question', two)).toMatchObject({ unsupported: expect.stringMatching(/holds 2 things/) });
  });

  it('"Expand the question" expands the only one; "the question about trains" the one it names', () => {
    expect(planAct('Expand the question', faq(['Can I take a bike on the train?']))).toMatchObject({
      operations: [{ op: 'click', ref: 'q0' }],
    });
    expect(planAct('Expand the question about trains', two)).toMatchObject({
      operations: [{ op: 'click', ref: 'q1' }],
    });
  });
});

describe('a wait for the app to answer with a message', () => {
  const trial = (message: boolean) =>
    pageOf([
      el('b', 'button', 'Request trial'),
      el('s', 'status', '', { hints: { ident: 'toast', ...(message ? { text: 'Trial requested' } : {}) } }),
    ]);

  it('waits for the message after the parts before it, on the page they leave', () => {
    expect(planAct('Request the trial and wait for the toast', trial(false))).toMatchObject({
      operations: [{ op: 'click', ref: 'b' }],
      rest: 'wait for the toast',
    });
  });

  it('is over when a message shows, and not planned while none does', () => {
    expect(planAct('wait for the confirmation', trial(true))).toMatchObject({ operations: [] });
    expect(planAct('wait for the confirmation', trial(false))).toMatchObject({
      unsupported: 'No confirmation is shown on the page.',
      certainty: 'unsure',
    });
  });
});

describe("a count a table's column states for a row", () => {
  const stations = pageOf([
    el('t', 'table', 'Stations'),
    el('hr', 'row', '', { parent: 't' }),
    ...['Station', 'Bikes', 'E-bikes', 'Free docks'].map((n, i) => el(`c${i}`, 'columnheader', n, { parent: 'hr' })),
    ...[
      ['Central Station', '12', '4', '2'],
      ['Quayside', '0', '3', '9'],
    ].flatMap(([name, ...counts], r) => [
      el(`r${r}`, 'row', '', { parent: 't' }),
      el(`r${r}h`, 'rowheader', name as string, { parent: `r${r}` }),
      ...counts.map((n, i) => el(`r${r}c${i}`, 'cell', n, { parent: `r${r}` })),
    ]),
  ]);

  it.each([
    ['Quayside has no bikes', true],
    ['Quayside has no e-bikes', false],
    ['Central Station has 12 bikes', true],
    ['Central Station has 12 free docks', false],
    ['Central Station has 2 free docks', true],
    ['Quayside has 9 free docks', true],
    ['Verify the Central Station row shows 12 bikes', true],
    ["Quayside's row shows 3 bikes", false],
    ['After reserving at Central Station, its row shows 12 bikes', true],
    ['After reserving at Central Station, its row shows 11 bikes', false],
  ])('"%s" holds: %s', async (claim, holds) => {
    expect(await passes(stations, claim)).toBe(holds);
  });
});

describe("the signed-in person's menu among other buttons of that identity, and what is said in other words", () => {
  const page = pageOf([
    el('b', 'banner', ''),
    el('u', 'button', 'Priya Nair', { parent: 'b', hints: { ident: 'pop user', expanded: false } }),
    el('a', 'article', 'Hugo Brandt'),
    el('p1', 'button', 'View profile', { parent: 'a', hints: { ident: 'profile' } }),
    el('c', 'article', 'Maya Chen'),
    el('p2', 'button', 'View profile', { parent: 'c', hints: { ident: 'profile' } }),
    el('n', 'generic', '', { hints: { ident: 'showing note', text: '12 stations' } }),
    el('e', 'alert', '', { hints: { text: 'Email or password is incorrect' } }),
  ]);

  it('"Sign out" and "Go to Billing from the user menu" open the menu button first', () => {
    expect(planAct('Sign out', page)).toMatchObject({ operations: [{ op: 'click', ref: 'u' }], rest: 'Sign out' });
    expect(planAct('Go to Billing from the user menu', page)).toMatchObject({
      operations: [{ op: 'click', ref: 'u' }],
      rest: 'click Billing',
    });
  });

  it.each([
    ['It says there are 12 stations', true],
    ['It says there are 11 stations', false],
    ['An error says the email or password is wrong', true],
    ['An error says the password is too short', false],
  ])('"%s" holds: %s', async (claim, holds) => {
    expect(await passes(page, claim)).toBe(holds);
  });
});

describe('a check said with when it holds, and a menu item said with its click', () => {
  const signIn = pageOf([
    el('b', 'banner', ''),
    el('u', 'button', 'Rui Costa', { parent: 'b', hints: { ident: 'pop acct', expanded: false } }),
    el('e', 'textbox', 'Email', { hints: { label: 'Email', value: '' } }),
  ]);

  it('"... when the page opens" is the claim on the page as it is', async () => {
    expect(await passes(signIn, 'Ensure the Email field is empty when the page opens')).toBe(true);
  });

  it('"Click Sign out in the account menu" opens the menu, then clicks Sign out', () => {
    expect(planAct('Click Sign out in the account menu', signIn)).toMatchObject({
      operations: [{ op: 'click', ref: 'u' }],
      rest: 'Click Sign out',
    });
  });
});

describe('a value that is one of the items a panel lists', () => {
  const plans = pageOf([
    el('p', 'tabpanel', 'Plans'),
    ...['Pay as you go', 'Monthly', 'Annual'].flatMap((name, i) => [
      el(`a${i}`, 'article', name, { parent: 'p' }),
      el(`h${i}`, 'heading', name, { parent: `a${i}`, hints: { level: 3 } }),
    ]),
  ]);

  it.each([
    ['My plan is Monthly', false],
    ['My plan is Pay as you go', false],
    ['The Plans panel shows Monthly', true],
  ])('"%s" holds: %s', async (claim, holds) => {
    expect(await passes(plans, claim)).toBe(holds);
  });
});

describe('an amount whose choices a button opens', () => {
  const wallet = (open: boolean) =>
    pageOf([
      el('t', 'button', 'Top up'),
      ...(open
        ? [
            el('d', 'dialog', 'Top up wallet'),
            el('g', 'group', 'Amount', { parent: 'd' }),
            ...['£5', '£10', '£20'].map((a, i) =>
              el(`r${i}`, 'radio', a, { parent: 'g', hints: { checked: i === 1 } }),
            ),
            el('c', 'button', 'Cancel', { parent: 'd' }),
            el('p', 'button', 'Pay', { parent: 'd' }),
          ]
        : []),
    ]);

  it('"Top up £20" presses Top up, then is planned again in the dialog it opens', () => {
    expect(planAct('Top up £20', wallet(false))).toMatchObject({
      operations: [{ op: 'click', ref: 't' }],
      rest: 'top up £20',
    });
    expect(planAct('Add £20 to my wallet', wallet(false))).toMatchObject({ operations: [{ op: 'click', ref: 't' }] });
  });

  it("in the open dialog, chooses the amount and sends it with the dialog's own control", () => {
    expect(planAct('Top up £20', wallet(true))).toMatchObject({
      operations: [
        { op: 'check', ref: 'r2', checked: true },
        { op: 'click', ref: 'p' },
      ],
    });
  });
});

describe("a code looked up in the page's one field, sent with the button beside it", () => {
  const bins = pageOf([
    el('line', 'generic', ''),
    el('pc', 'textbox', 'Enter your postcode', { parent: 'line', hints: { placeholder: 'Enter your postcode' } }),
    el('find', 'button', 'Find address', { parent: 'line' }),
    el('addr', 'combobox', 'Address', { hints: { disabled: true, inputType: 'select', options: ['Choose'] } }),
  ]);

  it.each([['Look up HG4 2PL'], ['Look up the postcode HG4 2PL']])('"%s"', (step) => {
    expect(planAct(step, bins)).toMatchObject({
      operations: [
        { op: 'fill', ref: 'pc', text: 'HG4 2PL' },
        { op: 'click', ref: 'find' },
      ],
    });
  });

  it('"the Address select" is the dropdown named Address', async () => {
    expect(await passes(bins, 'The Address select is disabled')).toBe(true);
  });
});

describe("a manual test case's expected result, and a keyword library's title check", () => {
  const page = {
    ...pageOf([el('a', 'alert', '', { hints: { text: 'Enter a real postcode, like HG4 2PL' } })]),
    title: 'Bin collection days - Harrowgate Council',
  };

  it.each([
    ['Expected: error asking for a real postcode', true],
    ['Expected result: error asking for a house number', false],
    ['Get Title should be "Bin collection days - Harrowgate Council"', true],
    ['Title should be "Bin days"', false],
  ])('"%s" holds: %s', async (claim, holds) => {
    expect(await passes(page, claim)).toBe(holds);
  });
});

describe('words of a message that name something else', () => {
  const settings = pageOf([
    el('v', 'slider', 'Notification volume', { hints: { value: '40%' } }),
    el('m', 'button', 'Show more animals'),
  ]);

  it('"The notification volume is 40%" is the slider\'s value, not a notification', async () => {
    expect(await passes(settings, 'The notification volume is 40%')).toBe(true);
    expect(await passes(settings, 'The notification volume is 60%')).toBe(false);
  });

  it('"... and wait for them to load" after a press waits for what the press started', () => {
    expect(planAct('Click "Show more animals" and wait for them to load', settings)).toMatchObject({
      operations: [{ op: 'click', ref: 'm' }],
    });
  });
});

describe('a message gone, and a heading that says a sentence', () => {
  const page = (toast: boolean) =>
    pageOf([
      el('h', 'heading', 'Lessons for Arjun Nair', { hints: { level: 1 } }),
      el('o', 'status', '', { hints: { ident: 'threshold v', text: '£5' } }),
      ...(toast ? [el('t', 'status', '', { hints: { ident: 'toast', text: 'Trial requested' } })] : []),
    ]);

  it.each([
    ['The toast has gone after five seconds', false, true],
    ['The toast is gone after a few seconds', true, false],
    ['The toast disappeared', false, true],
  ])('"%s" (toast shown: %s) holds: %s', async (claim, toast, holds) => {
    expect(await passes(page(toast), claim)).toBe(holds);
  });

  it.each([
    ['The heading says the lessons are for Arjun Nair', true],
    ['The heading says the lessons are for Priya Nair', false],
  ])('"%s" holds: %s', async (claim, holds) => {
    expect(await passes(page(false), claim)).toBe(holds);
  });
});

describe('an item named by what it is and its date', () => {
  const lessons = pageOf([
    el('t', 'table', 'Lessons'),
    ...[
      ['10 Jun 2027', 'Guitar', 'Tom Okafor', 'Booked'],
      ['17 Jun 2027', 'Cello', 'Hugo Brandt', 'Cancelled'],
    ].flatMap(([date, ...cells], r) => [
      el(`r${r}`, 'row', '', { parent: 't' }),
      el(`r${r}h`, 'rowheader', date as string, { parent: `r${r}` }),
      ...cells.map((c, i) => el(`r${r}c${i}`, 'cell', c, { parent: `r${r}` })),
      el(`r${r}b`, 'button', 'Cancel', { parent: `r${r}` }),
    ]),
  ]);

  it.each([
    ['The lesson on 10 Jun 2027 is guitar with Tom Okafor', true],
    ['The lesson on 10 Jun 2027 is cello with Hugo Brandt', false],
    ['The 17 Jun 2027 lesson is cancelled', true],
    ['The 10 Jun 2027 lesson is cancelled', false],
  ])('"%s" holds: %s', async (claim, holds) => {
    expect(await passes(lessons, claim)).toBe(holds);
  });
});

describe('a text on the page with a negation written short', () => {
  const page = pageOf([el('m', 'paragraph', '', { hints: { text: "Sorry, old rides can't be disputed online." } })]);

  it.each([
    ["The page says old rides can't be disputed", true],
    ['The page says old rides cannot be disputed', true],
    ['The page says old rides can be disputed', false],
  ])('"%s" holds: %s', async (claim, holds) => {
    expect(await passes(page, claim)).toBe(holds);
  });
});

describe('free text given to a person or a record', () => {
  const form = pageOf([
    el('n', 'textbox', 'Bike number', { hints: { label: 'Bike number' } }),
    el('w', 'textbox', 'Tell us what happened', {
      hints: { inputType: 'textarea', placeholder: 'Tell us what happened' },
    }),
    el('c', 'textbox', 'Anything our crew should know?', { hints: { placeholder: 'Anything our crew should know?' } }),
  ]);

  it.each([
    ['Describe the damage as "Back wheel wobbles"', 'w', 'Back wheel wobbles'],
    ['Tell the crew "Side gate code is 4411"', 'c', 'Side gate code is 4411'],
  ])('"%s" types it into its field', (step, ref, text) => {
    expect(planAct(step, form)).toMatchObject({ operations: [{ op: 'fill', ref, text }] });
  });

  it('"Leave the comment ..." types into the Comment field', () => {
    const rating = pageOf([el('c', 'textbox', 'Comment (optional)', { hints: { inputType: 'textarea' } })]);
    expect(planAct('Leave the comment "Saddle would not stay up"', rating)).toMatchObject({
      operations: [{ op: 'fill', ref: 'c', text: 'Saddle would not stay up' }],
    });
  });
});

describe('a step whose doer is said as its object', () => {
  const plans = pageOf([
    el('m', 'article', 'Monthly'),
    el('mh', 'heading', 'Monthly', { parent: 'm', hints: { level: 3 } }),
    el('mb', 'button', 'Choose plan', { parent: 'm' }),
    el('a', 'article', 'Annual'),
    el('ah', 'heading', 'Annual', { parent: 'a', hints: { level: 3 } }),
    el('ab', 'button', 'Choose plan', { parent: 'a' }),
  ]);

  it('"Switch me to the monthly plan" chooses it, and confirms it if asked', () => {
    expect(planAct('Switch me to the monthly plan', plans)).toMatchObject({
      operations: [{ op: 'click', ref: 'mb' }],
      rest: 'confirm the switch if asked',
    });
  });
});

describe('a press said with how often, or by what it does', () => {
  const metronome = pageOf([
    el('m', 'generic', '', { hints: { ident: 'metronome' } }),
    el('h', 'heading', 'Metronome', { parent: 'm', hints: { level: 2 } }),
    el('s', 'button', 'Slower', { parent: 'm' }),
    el('f', 'button', 'Faster', { parent: 'm' }),
    el('w', 'switch', 'Weekly report to parents', { hints: { checked: true } }),
  ]);

  it('"Click Slower on the metronome twice" clicks it twice', () => {
    expect(planAct('Click Slower on the metronome twice', metronome)).toMatchObject({
      operations: [
        { op: 'click', ref: 's' },
        { op: 'click', ref: 's' },
      ],
    });
  });

  it('"Make the metronome faster" clicks its Faster button', () => {
    expect(planAct('Make the metronome faster', metronome)).toMatchObject({ operations: [{ op: 'click', ref: 'f' }] });
  });

  it('"switch off the weekly report to parents" turns the switch off (its "to" is in its name)', () => {
    expect(planAct('switch off the weekly report to parents', metronome)).toMatchObject({
      operations: [{ op: 'check', ref: 'w', checked: false }],
    });
  });
});

describe('a rating said as a thing it has', () => {
  const teachers = pageOf([
    el('s', 'article', 'Sofia Lind', { hints: { text: 'Sofia Lind Violin · £30 per 30 minutes · 4.8 ★' } }),
    el('t', 'article', 'Tom Okafor', { hints: { text: 'Tom Okafor Guitar · £24 per 30 minutes · 4.7 ★' } }),
  ]);

  it.each([
    ['Verify that Sofia Lind has a 4.8 rating', true],
    ["Tom Okafor's rating is 4.8", false],
    ["Tom Okafor's rating is 4.7", true],
  ])('"%s" holds: %s', async (claim, holds) => {
    expect(await passes(teachers, claim)).toBe(holds);
  });
});

describe('a step of a wizard named by its number', () => {
  const wizard = pageOf([
    el('l', 'list', 'Steps'),
    ...['1. Address', '2. Items', '3. Date', '4. Check and pay'].map((t, i) =>
      el(`s${i}`, 'listitem', '', { parent: 'l', hints: { text: t, ...(i === 3 ? { selected: true } : {}) } }),
    ),
  ]);

  it.each([
    ['Step 4 is marked as the current step', true],
    ['Step 3 is the current step', false],
    ['Step 4 is the current step', true],
  ])('"%s" holds: %s', async (claim, holds) => {
    expect(await passes(wizard, claim)).toBe(holds);
  });
});

describe("the heading of a wizard's step", () => {
  const page = pageOf([
    el('h1', 'heading', 'Book a bulky waste collection', { hints: { level: 1 } }),
    el('r', 'region', 'Check and pay'),
    el('h2', 'heading', 'Check and pay', { parent: 'r', hints: { level: 2 } }),
    el('h3', 'heading', 'Your items', { parent: 'r', hints: { level: 3 } }),
  ]);

  it.each([
    ['Heading should be Check and pay', true],
    ['The heading is Check and book', false],
    ['The heading is Your items', false],
    ['The page heading is Check and pay', false],
    ['The heading is Book a bulky waste collection', true],
  ])('"%s" holds: %s', async (claim, holds) => {
    expect(await passes(page, claim)).toBe(holds);
  });
});

describe('a task that stops something, confirmed when asked', () => {
  it('"Stop charging" presses Stop charging, then confirms the stop if asked', () => {
    const session = pageOf([el('s', 'button', 'Stop charging')]);
    expect(planAct('Stop charging', session)).toMatchObject({
      operations: [{ op: 'click', ref: 's' }],
      rest: 'confirm the stop if asked',
    });
  });
});

describe('a search for things near a place', () => {
  const finder = pageOf([
    el('line', 'generic', ''),
    el('f', 'generic', '', { parent: 'line' }),
    el('pc', 'textbox', 'Postcode or town', { parent: 'f', hints: { label: 'Postcode or town' } }),
    el('g', 'generic', '', { parent: 'line' }),
    el('w', 'slider', 'Within', { parent: 'g' }),
    el('b', 'button', 'Find sessions', { parent: 'line' }),
  ]);

  it('"Search for sessions near LS6 3HN" types the place, then presses the button that finds them', () => {
    expect(planAct('Search for sessions near LS6 3HN', finder)).toMatchObject({
      operations: [
        { op: 'fill', ref: 'pc', text: 'LS6 3HN' },
        { op: 'click', ref: 'b' },
      ],
    });
  });
});

describe('"both X and Y" after a verb', () => {
  it('is the verb on each, never a second step that starts with a name ("Type 2")', () => {
    expect(splitCompound(clean('Select both the CCS and Type 2 connector filters'))).toEqual([
      'Select the CCS',
      'Select Type 2 connector filters',
    ]);
    expect(splitCompound(clean('Book both Bootcamp and Barre'))).toEqual(['Book Bootcamp', 'Book Barre']);
  });
});

describe('a switch next to its own label', () => {
  const extras = pageOf([
    el('p1', 'paragraph', ''),
    el('s1', 'switch', 'Legal protection', { parent: 'p1', hints: { checked: false } }),
    el('l1', 'generic', '', { parent: 'p1', hints: { text: 'Legal protection' } }),
    el('p2', 'paragraph', ''),
    el('s2', 'switch', 'Courtesy car', { parent: 'p2', hints: { checked: false } }),
    el('l2', 'generic', '', { parent: 'p2', hints: { text: 'Courtesy car' } }),
  ]);

  it('"switch on the toggle next to Courtesy car" is the switch that label names', () => {
    expect(planAct('switch on the toggle next to Courtesy car', extras)).toMatchObject({
      operations: [{ op: 'check', ref: 's2', checked: true }],
    });
    expect(planAct('switch off the weekly report to parents', extras)).not.toMatchObject({
      operations: [{ op: 'check', ref: 's2' }],
    });
  });
});
