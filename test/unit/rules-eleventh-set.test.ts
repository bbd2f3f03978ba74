/**
 * The false passes of the eleventh blind set's first scoring (and of the readings added with it), each turned into the
 * failure or the right element it must be: "sign in" read as a scope ("in ... tab"), a new item added for "the new
 * date", another "Send" clicked while "Send feedback" waited for the rating, a text message taken for an error, a
 * pressed filter turned off by "show only", a list named in quotes ignored, a column heading that does not sort, "the
 * first page" taken for "the first fixture", and a purchase, a cancellation or a hold left at (or wrongly past) its
 * confirmation. Pure: observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import { isoDate } from '../../runner-image/src/ai/rules/plan-state';
import { el, pageOf } from '../support/observation-builder';
import { act, operations, passes, refs } from '../support/rules-steps';

describe('signing in and then going on', () => {
  const login = pageOf([
    el('u', 'textbox', 'Username', { hints: { inputType: 'text', label: 'Username' } }),
    el('p', 'textbox', 'Password', { hints: { inputType: 'password', label: 'Password' } }),
    el('s', 'button', 'Sign in'),
  ]);

  it('signs in with the credentials, and leaves the rest for the page it leads to', async () => {
    const plan = await act(login, 'Sign in as coach.dan / Kickoff!9 and open the Team sheet tab');
    expect(operations(plan)).toEqual([
      { op: 'fill', ref: 'u', text: 'coach.dan' },
      { op: 'fill', ref: 'p', text: 'Kickoff!9' },
      { op: 'click', ref: 's' },
    ]);
    expect('rest' in plan ? plan.rest : undefined).toBe('open the Team sheet tab');
  });
});

describe('a field called "New ..."', () => {
  const dialog = pageOf([
    el('d', 'dialog', 'Reschedule fissure sealants'),
    el('f', 'textbox', 'New date', { parent: 'd', hints: { inputType: 'date', label: 'New date' } }),
    el('b', 'button', 'Save changes', { parent: 'd' }),
  ]);

  it('takes the date as the field does, and saves nothing', async () => {
    expect(operations(await act(dialog, 'Enter 20/03/2026 as the new date'))).toEqual([
      { op: 'fill', ref: 'f', text: '2026-03-20' },
    ]);
  });
});

describe('a control that waits for an earlier part', () => {
  const feedback = pageOf([
    el('g', 'radiogroup', 'Your rating'),
    el('s5', 'radio', '5 stars', { parent: 'g', hints: { checked: false } }),
    el('t', 'textbox', 'Tell us more (optional)', {
      hints: { inputType: 'textarea', label: 'Tell us more (optional)' },
    }),
    el('f', 'button', 'Send feedback', { hints: { disabled: true } }),
    el('q', 'textbox', 'Type your question', { hints: { inputType: 'text' } }),
    el('c', 'button', 'Send'),
  ]);

  it('is planned again once the earlier parts are done, never swapped for another "Send"', async () => {
    const plan = await act(feedback, 'Give it 5 stars, write "Quick and painless" and send the feedback');
    expect(operations(plan)).toEqual([
      { op: 'check', ref: 's5', checked: true },
      { op: 'fill', ref: 't', text: 'Quick and painless' },
    ]);
    expect('rest' in plan ? plan.rest : undefined).toBe('send the feedback');
  });
});

describe('an error and a text message', () => {
  const login = pageOf([
    el('e', 'paragraph', '', { hints: { ident: 'code err', text: 'That code is wrong. Check the text we sent you.' } }),
    el('m', 'status', '', { hints: { text: 'Messages · now Your login code is 482913. It expires in 10 minutes.' } }),
  ]);

  it('is what the error says, not what a status message says', async () => {
    expect(await passes(login, 'An error says the code is wrong')).toBe(true);
    expect(await passes(login, 'The error says the code has expired')).toBe(false);
  });
});

describe('filters of toggle buttons', () => {
  const chips = pageOf([
    el('r', 'region', 'Filters'),
    el('s', 'button', 'Scooters', { parent: 'r', hints: { selected: true } }),
    el('b', 'button', 'E-bikes', { parent: 'r', hints: { selected: true } }),
  ]);

  it('"show only" turns the others off, never the one asked for', async () => {
    expect(await refs(chips, 'Show only e-bikes')).toEqual(['s']);
  });
});

describe('lists named in quotes, and sorting', () => {
  const wallet = pageOf([
    el('g', 'group', 'Amount'),
    el('r5', 'radio', '£5', { parent: 'g', hints: { checked: false } }),
    el('t', 'table', 'Rides'),
    el('h1', 'columnheader', 'Distance', { parent: 't' }),
    el('h2', 'columnheader', 'Cost', { parent: 't' }),
    el('b2', 'button', 'Cost', { parent: 'h2', hints: { ident: 'sort' } }),
  ]);

  it('fails for a list that is not there', async () => {
    expect(await refs(wallet, 'Select "£5" from "When my balance drops below"')).toBeNull();
    expect(await refs(wallet, 'Select "£5" from "Amount"')).toEqual(['r5']);
  });

  it('sorts with a control, never by clicking a heading that does not sort', async () => {
    expect(await refs(wallet, 'Sort the rides by distance')).toBeNull();
    expect(await refs(wallet, 'Sort the rides by cost')).toEqual(['b2']);
  });
});

describe('"on the first page"', () => {
  const fixtures = (page: number) =>
    pageOf([
      el('l', 'list', 'Fixtures'),
      ...[1, 2, 3].flatMap((n) => [
        el(`i${n}`, 'listitem', '', { parent: 'l' }),
        el(`t${n}`, 'generic', '', { parent: `i${n}`, hints: { text: `Fixture ${n + (page - 1) * 3}` } }),
        el(`d${n}`, 'link', 'Match details', { parent: `i${n}` }),
      ]),
      el('p', 'generic', '', { hints: { text: `Page ${page} of 2` } }),
    ]);

  it('is the page shown, not an ordinal of the item', async () => {
    expect(await refs(fixtures(1), 'Open the match details of the last fixture on the first page')).toEqual(['d3']);
    expect(await refs(fixtures(2), 'Open the match details of the last fixture on the first page')).not.toEqual(['d3']);
  });
});

describe('a confirmation a task asks for', () => {
  const passes3 = (dialog: 'question' | 'form' | 'none') =>
    pageOf([
      el('c', 'article', ''),
      el('h', 'heading', 'Weekend pass', { parent: 'c', hints: { level: 3 } }),
      el('b', 'button', 'Buy', { parent: 'c' }),
      ...(dialog === 'question'
        ? [
            el('d', 'dialog', 'Buy Weekend pass for £9.00?'),
            el('n', 'button', 'Cancel', { parent: 'd' }),
            el('y', 'button', 'Buy pass', { parent: 'd' }),
          ]
        : dialog === 'form'
          ? [
              el('d', 'dialog', 'Place a hold'),
              el('s', 'combobox', 'Pick-up branch', { parent: 'd', hints: { inputType: 'select' } }),
              el('y', 'button', 'Confirm hold', { parent: 'd' }),
            ]
          : []),
    ]);

  it('is confirmed for a purchase when the app asks a question, and only then', async () => {
    const plan = await act(passes3('none'), 'Buy the weekend pass');
    expect(operations(plan)).toEqual([{ op: 'click', ref: 'b' }]);
    const rest = 'rest' in plan ? (plan.rest as string) : '';
    expect(rest).toBe('confirm the buy if asked');
    expect(await refs(passes3('question'), rest)).toEqual(['y']);
    // A form to fill in is not a confirmation: nothing is chosen for the user.
    expect(await refs(passes3('form'), rest)).toEqual([]);
  });
});

describe('errors in other words', () => {
  const summary = pageOf([
    el('a', 'alert', '', { hints: { ident: 'errsum box' } }),
    el('h', 'heading', 'There is a problem', { parent: 'a', hints: { level: 2 } }),
    el('l', 'list', '', { parent: 'a' }),
    el('i1', 'listitem', '', { parent: 'l' }),
    el('k1', 'link', 'Enter your email address', { parent: 'i1' }),
    el('i2', 'listitem', '', { parent: 'l' }),
    el('k2', 'link', 'Enter your password', { parent: 'i2' }),
    el('e', 'paragraph', '', { hints: { ident: 'err', text: "We're closed at weekends. Choose a weekday." } }),
    el('r', 'paragraph', '', { hints: { ident: 'err', text: 'Choose a rating from 1 to 5 stars' } }),
  ]);

  it('reads an error summary as a whole', async () => {
    expect(await passes(summary, 'An error summary asks for my email address and my password')).toBe(true);
    expect(await passes(summary, 'An error summary asks for my email address and my phone number')).toBe(false);
    // Its heading says nothing of the problems: "describe the problem" is not "There is a problem".
    expect(await passes(summary, 'There is an error asking me to describe the problem')).toBe(false);
  });

  it('takes "does not open" for "closed" and "between 1 and 5" for "from 1 to 5"', async () => {
    expect(await passes(summary, 'An error says the practice does not open at weekends')).toBe(true);
    expect(await passes(summary, 'An error says the practice does not open on Mondays')).toBe(false);
    expect(await passes(summary, 'An error asks for a rating between 1 and 5 stars')).toBe(true);
    expect(await passes(summary, 'An error asks for a rating between 1 and 10 stars')).toBe(false);
  });
});

describe('what a status says', () => {
  const status = pageOf([
    el('r', 'region', 'Pitch status'),
    el('t', 'paragraph', '', {
      parent: 'r',
      hints: { text: 'Eastside Park pitches are open. Next inspection: Sun 15 Mar.' },
    }),
  ]);

  it('waits for it to say so, and reads "are open" as what it says', async () => {
    expect(await passes(status, 'Wait for the pitch status to say the pitches are open')).toBe(true);
    expect(await passes(status, 'The pitch status says the pitches are open')).toBe(true);
    expect(await passes(status, "The pitch status says Sunday's games are called off")).toBe(false);
    expect(await passes(status, 'Wait for the pitch status to say the pitches are closed')).toBe(false);
  });
});

describe('typing and counting', () => {
  const login = pageOf([
    el('c', 'combobox', 'Country code', { hints: { inputType: 'select', options: ['+44', '+353'] } }),
    el('m', 'textbox', 'Mobile number', { hints: { inputType: 'tel' } }),
    el('x', 'textbox', '6-digit code', { hints: { inputType: 'text', placeholder: '6-digit code' } }),
  ]);

  it('types into a text field, not a dropdown whose options the value is not', async () => {
    expect(operations(await act(login, 'type 482913 into the code box'))).toEqual([
      { op: 'fill', ref: 'x', text: '482913' },
    ]);
    expect(operations(await act(login, 'select +353 in the country code box'))).toEqual([
      { op: 'select', ref: 'c', option: '+353' },
    ]);
  });

  const tabs = pageOf([
    el('tl', 'tablist', ''),
    el('t1', 'tab', 'Upcoming (2)', { parent: 'tl', hints: { selected: true } }),
    el('t2', 'tab', 'Cancelled (1)', { parent: 'tl' }),
  ]);

  it('counts with "now" said', async () => {
    expect(await passes(tabs, 'The Cancelled tab now shows 1 appointment')).toBe(true);
    expect(await passes(tabs, 'The Cancelled tab now shows 2 appointments')).toBe(false);
  });
});

describe('a date said alone', () => {
  const wizard = pageOf([el('d', 'textbox', 'Date', { hints: { inputType: 'date', label: 'Date', value: '' } })]);

  it('goes into the one date field, its year found by its weekday', async () => {
    expect(isoDate('Wednesday 18 March', new Date('2026-11-27T00:00:00Z'))).toBe('2026-03-18');
    expect(isoDate('Thursday 18 March', new Date('2026-11-27T00:00:00Z'))).toBe('2027-03-18');
    expect(isoDate('Thursday 18 March 2026')).toBeNull();
    expect(isoDate('18 March')).toBeNull();
    expect(operations(await act(wizard, 'Pick Wednesday 18 March 2026'))).toEqual([
      { op: 'fill', ref: 'd', text: '2026-03-18' },
    ]);
  });
});

describe('a name that starts with a word of a kind', () => {
  const reminders = pageOf([
    el('t', 'switch', 'Text reminders', { hints: { checked: true } }),
    el('e', 'switch', 'Email reminders', { hints: { checked: false } }),
  ]);

  it('keeps the word ("Text reminders" is not any reminders)', async () => {
    expect(await passes(reminders, 'Text reminders are switched on')).toBe(true);
    expect(await passes(reminders, 'Email reminders are switched on')).toBe(false);
  });
});

describe('a place in a table', () => {
  const table = pageOf([
    el('t', 'table', 'Division 1'),
    el('g', 'rowgroup', '', { parent: 't' }),
    ...['Harbour Athletic', 'Riverside Rovers', 'Millbrook FC'].flatMap((team, i) => [
      el(`r${i}`, 'row', '', { parent: 'g' }),
      el(`c${i}`, 'cell', team, { parent: `r${i}` }),
    ]),
  ]);

  it('is the row the team is in', async () => {
    expect(await passes(table, 'Harbour Athletic are top of Division 1')).toBe(true);
    expect(await passes(table, 'Riverside Rovers are top of Division 1')).toBe(false);
    expect(await passes(table, 'Millbrook FC are third in Division 1')).toBe(true);
    expect(await passes(table, 'Millbrook FC are bottom of Division 1')).toBe(true);
    expect(await passes(table, 'Riverside Rovers are listed first')).toBe(false);
  });
});

describe('what the new readings must not reach', () => {
  const timesheet = pageOf([
    el('t', 'table', 'Timesheet'),
    el('h', 'columnheader', 'Mon 16', { parent: 't' }),
    el('r', 'row', '', { parent: 't' }),
    el('c', 'textbox', 'Hours', { parent: 'r', hints: { inputType: 'text' } }),
  ]);
  const results = pageOf([
    el('h', 'heading', 'Search results for “xyz”', { hints: { level: 1 } }),
    el('l', 'button', 'List', { hints: { ident: 'view list', selected: true } }),
    el('g', 'button', 'Grid', { hints: { ident: 'view' } }),
    el('n', 'paragraph', '', { hints: { text: '0 results' } }),
  ]);

  it('keeps "Monday" apart from a heading "Mon 16", and "open" apart from a control whose identity is "view"', async () => {
    expect(await refs(timesheet, 'Type 8 into Monday')).toBeNull();
    expect(await refs(results, 'Open the first search result')).toBeNull();
  });
});

describe('a deletion the app asks to confirm', () => {
  const tasks = (asking: boolean) =>
    pageOf([
      el('l', 'list', 'Tasks'),
      el('i', 'listitem', '', { parent: 'l' }),
      el('t', 'generic', '', { parent: 'i', hints: { text: 'Buy milk' } }),
      el('d', 'button', 'Delete', { parent: 'i' }),
      el('q', 'button', 'Yes, still available'),
      ...(asking
        ? [
            el('a', 'alertdialog', 'Delete this task?'),
            el('k', 'button', 'Cancel', { parent: 'a' }),
            el('y', 'button', 'Delete', { parent: 'a' }),
          ]
        : []),
    ]);

  it('is confirmed in the dialog that asks, never with a control of the page behind it', async () => {
    const plan = await act(tasks(false), 'Delete Buy milk');
    expect(operations(plan)).toEqual([{ op: 'click', ref: 'd' }]);
    const rest = 'rest' in plan ? (plan.rest as string) : '';
    expect(rest).toBe('confirm the delete if asked');
    expect(await refs(tasks(true), rest)).toEqual(['y']);
  });

  it('is the click alone when the step says to click or says how to answer', async () => {
    const plan = await act(tasks(false), 'Click Delete on Buy milk');
    expect('rest' in plan ? plan.rest : undefined).toBeUndefined();
    const alone = pageOf(tasks(false).elements.filter((e) => e.ref !== 'q'));
    const answered = await act(alone, 'Delete Buy milk and confirm');
    expect('rest' in answered ? answered.rest : undefined).toBe('confirm');
  });
});

describe("what the page says, in the reader's words", () => {
  const login = pageOf([el('p', 'paragraph', '', { hints: { ident: 'tries', text: 'You have 2 attempts left.' } })]);

  it('reads I as you, numbers kept', async () => {
    expect(await passes(login, 'Verify the page says I have 2 attempts left')).toBe(true);
    expect(await passes(login, 'Verify the page says I have 3 attempts left')).toBe(false);
    expect(await passes(login, 'The page does not say I have 2 attempts left')).toBe(false);
  });
});

describe('a banner as a place', () => {
  const home = pageOf([
    el('a', 'alert', '', { hints: { text: "Arjun's check-up is overdue." } }),
    el('b', 'link', 'Book now', { parent: 'a' }),
    el('c', 'region', 'Appointments'),
    el('d', 'link', 'Book now', { parent: 'c' }),
  ]);

  it('keeps a target to the banner it is in', async () => {
    expect(await refs(home, 'Follow the "Book now" link in the overdue banner')).toEqual(['b']);
  });
});

describe('icons by what people call them', () => {
  const header = pageOf([
    el('b', 'button', 'Notifications', { hints: { ident: 'bell', text: '🔔' } }),
    el('n', 'generic', '', { parent: 'b', hints: { ident: 'notif count badge', text: '3' } }),
  ]);

  it('reads the notification bell', async () => {
    expect(await passes(header, 'the notification bell shows 3')).toBe(true);
    expect(await passes(header, 'the notification bell shows 4')).toBe(false);
  });
});

describe('a column of a row, said with "for"', () => {
  const prints = pageOf([
    el('t', 'table', ''),
    el('hr', 'row', '', { parent: 't' }),
    el('h1', 'columnheader', 'Photo', { parent: 'hr' }),
    el('h2', 'columnheader', 'Price', { parent: 'hr' }),
    el('r1', 'row', '', { parent: 't' }),
    el('c1', 'cell', 'dog-in-snow.jpg', { parent: 'r1' }),
    el('p1', 'cell', '£2.70', { parent: 'r1' }),
    el('r2', 'row', '', { parent: 't' }),
    el('c2', 'cell', 'beach.jpg', { parent: 'r2' }),
    el('p2', 'cell', '£1.20', { parent: 'r2' }),
  ]);

  it("is that row's cell in that column", async () => {
    expect(await passes(prints, 'The price for dog-in-snow.jpg is £2.70')).toBe(true);
    expect(await passes(prints, 'The price for dog-in-snow.jpg is £1.20')).toBe(false);
    expect(await passes(prints, 'The price of beach.jpg is £1.20')).toBe(true);
  });
});

describe('"confirm" without a dialog', () => {
  const page = (inline: boolean) =>
    pageOf([
      el('q', 'button', 'Yes, still available'),
      ...(inline
        ? [
            el('b', 'generic', '', { hints: { text: 'Cancel this booking?' } }),
            el('y', 'button', 'Yes, cancel', { parent: 'b' }),
            el('n', 'button', 'No', { parent: 'b' }),
          ]
        : []),
    ]);

  it("answers a question the page asks, never another of the page's Yes buttons", async () => {
    expect(await refs(page(false), 'confirm')).toBeNull();
    expect(await refs(page(true), 'confirm')).toEqual(['y']);
  });
});

describe('signing in and staying signed in', () => {
  const login = pageOf([
    el('e', 'textbox', 'Email address', { hints: { inputType: 'email', label: 'Email address' } }),
    el('p', 'textbox', 'Password', { hints: { inputType: 'password', label: 'Password' } }),
    el('k', 'checkbox', 'Keep me signed in', { hints: { checked: false } }),
    el('s', 'button', 'Sign in'),
  ]);

  it('ticks the box before the form is sent', async () => {
    expect(
      operations(
        await act(login, 'Sign in with nina.patel@example.com / Molar-2026 and stay signed in on this device'),
      ),
    ).toEqual([
      { op: 'fill', ref: 'e', text: 'nina.patel@example.com' },
      { op: 'fill', ref: 'p', text: 'Molar-2026' },
      { op: 'check', ref: 'k', checked: true },
      { op: 'click', ref: 's' },
    ]);
  });
});

describe('a control beside a description list answer', () => {
  const answers = pageOf([
    el('d', 'generic', '', { hints: { ident: 'answers' } }),
    ...[
      ['Patient', 'Nina Patel'],
      ['Dentist', 'Dr Amara Osei'],
      ['Mobile', '07700 900982'],
    ].flatMap(([t, v], i) => [
      el(`t${i}`, 'term', '', { parent: 'd', hints: { text: t } }),
      el(`v${i}`, 'definition', '', { parent: 'd', hints: { text: v } }),
      el(`c${i}`, 'button', 'Change', { parent: `v${i}` }),
    ]),
  ]);

  it('belongs to the term before it', async () => {
    expect(operations(await act(answers, 'Change the dentist'))).toEqual([{ op: 'click', ref: 'c1' }]);
    expect(await refs(answers, 'Change the address')).toBeNull();
  });
});

describe('a step that says when it is done', () => {
  const cards = pageOf([
    el('c', 'article', ''),
    el('h', 'heading', 'Scooter #4907', { parent: 'c', hints: { level: 3 } }),
    el('r', 'button', 'Reserve', { parent: 'c' }),
  ]);

  it('does it, then waits for what shows it is done', async () => {
    const plan = await act(cards, 'Reserve Scooter #4907; it is done when the reservation timer shows');
    expect(operations(plan)).toEqual([{ op: 'click', ref: 'r' }]);
    expect('rest' in plan ? plan.rest : '').toMatch(/wait until the reservation timer appears$/);
  });
});

describe('an amount to give', () => {
  const wallet = pageOf([
    el('g', 'radiogroup', 'Amount'),
    el('a5', 'radio', '£5', { parent: 'g', hints: { checked: false } }),
    el('a20', 'radio', '£20', { parent: 'g', hints: { checked: true } }),
    el('o', 'radio', 'Other', { parent: 'g', hints: { checked: false } }),
    el('t', 'button', 'Top up £20.00'),
  ]);

  it("is the amount's own choice, else Other and the amount typed, then the verb's control", async () => {
    const plan = await act(wallet, 'Top up £5');
    expect(operations(plan)).toEqual([
      { op: 'check', ref: 'a5', checked: true },
      { op: 'click', ref: 't' },
    ]);
    const other = await act(wallet, 'Top up my wallet with £35');
    expect(operations(other)).toEqual([{ op: 'check', ref: 'o', checked: true }]);
    expect('rest' in other ? other.rest : '').toBe('type 35 into the amount field, then use the top up control');
    expect(operations(await act(wallet, 'use the top up control'))).toEqual([{ op: 'click', ref: 't' }]);
  });

  it('fails with neither the amount nor a way to type one, or without a control to send a typed one', async () => {
    const fixed = pageOf(wallet.elements.filter((e) => e.ref !== 'o'));
    expect(await refs(fixed, 'Top up £35')).toBeNull();
    const school = pageOf([
      el('f', 'spinbutton', 'Top-up amount (£)', { hints: { inputType: 'number', label: 'Top-up amount (£)' } }),
      el('p', 'button', 'Pay now'),
    ]);
    expect(await refs(school, 'Top up the lunch money by £60')).toBeNull();
  });
});

describe('a control called Verify', () => {
  const code = pageOf([el('v', 'button', 'Verify', { hints: { disabled: true } })]);

  it('is the subject of "Verify is disabled"', async () => {
    expect(await passes(code, 'Verify is disabled')).toBe(true);
    expect(await passes(code, 'Verify is enabled')).toBe(false);
    expect(await passes(code, 'Verify that the Verify button is disabled')).toBe(true);
  });
});

describe('a table in a tab that shares its name', () => {
  const history = pageOf([
    el('tl', 'tablist', ''),
    el('tb', 'tab', 'Ride history', { parent: 'tl', hints: { selected: true } }),
    el('tp', 'tabpanel', 'Ride history'),
    el('s', 'paragraph', '', { parent: 'tp', hints: { text: '8 rides in March · £32.85 spent' } }),
    el('t', 'table', '', { parent: 'tp' }),
    el('g', 'rowgroup', '', { parent: 't' }),
    ...[1, 2, 3, 4, 5].flatMap((n) => [
      el(`r${n}`, 'row', '', { parent: 'g' }),
      el(`c${n}`, 'cell', `Ride ${n}`, { parent: `r${n}` }),
    ]),
  ]);

  it("is counted in that table's rows, not by a total the panel states", async () => {
    expect(await passes(history, 'The ride history table shows 5 rides')).toBe(true);
    expect(await passes(history, 'The ride history table shows 8 rides')).toBe(false);
  });
});

describe('a disabled control', () => {
  const checkout = pageOf([el('p', 'button', 'Place order', { hints: { disabled: true } })]);

  it('is not used, but may be hovered', async () => {
    const click = await act(checkout, 'Click Place order');
    expect('unsupported' in click ? click.unsupported : '').toMatch(/button "Place order" is disabled/);
    expect(operations(await act(checkout, 'Hover over Place order'))).toEqual([{ op: 'hover', ref: 'p' }]);
  });
});
