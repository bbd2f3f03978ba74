import { describe, expect, it } from 'vitest';
import { planAct } from '../../runner-image/src/ai/rules/act';
import { planAssert } from '../../runner-image/src/ai/rules/assert';
import { messageConcepts } from '../../runner-image/src/ai/rules/claims-messages';
import { verbTypoFixed } from '../../runner-image/src/ai/rules/phrasing';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

describe('rules planner: compound steps over several pages', () => {
  const closedMenu = pageOf([
    el('e1', 'button', 'Open menu', { hints: { expanded: false } }),
    el('e2', 'link', 'Home'),
  ]);

  it('plans the part it can ground and hands back the rest for the page that part leaves', () => {
    const plan = planAct('Open the menu and click Order history', closedMenu);
    expect(plan).toMatchObject({ operations: [{ op: 'click', ref: 'e1' }], rest: 'click Order history' });
  });

  it('keeps a step-wide scope on the rest', () => {
    const nav = pageOf([
      el('e0', 'navigation', 'Main menu'),
      el('e1', 'button', 'Open menu', { parent: 'e0', hints: { expanded: false } }),
    ]);
    const plan = planAct('In the main menu, open the menu and click Order history', nav);
    expect('rest' in plan && plan.rest).toBe('In the main menu, click Order history');
  });

  it('plans everything at once when every part grounds, and defers nothing when the first part fails', () => {
    const open = pageOf([...closedMenu.elements, el('e3', 'link', 'Order history')]);
    const plan = planAct('Open the menu and click Order history', open);
    expect(plan).toMatchObject({ operations: [{ ref: 'e1' }, { ref: 'e3' }] });
    expect('rest' in plan && plan.rest).toBeFalsy();
    const nothing = planAct('Click Order history and open the menu', closedMenu);
    expect(nothing).toMatchObject({ certainty: 'unsure' });
    expect('unsupported' in nothing).toBe(true);
  });

  it('never defers a part it does not understand: the step fails before anything is done', () => {
    const plan = planAct('Open the menu and frobnicate the widget thoroughly', closedMenu);
    expect('unsupported' in plan).toBe(true);
  });
});

describe('rules planner: dropdowns and widgets', () => {
  it('picks an option named without its dropdown, and refuses when two dropdowns have it', () => {
    const page = pageOf([
      el('e1', 'combobox', 'Doctor', { hints: { options: ['Any doctor', 'Dr. Sofia Rossi', 'Dr. Lucas Meyer'] } }),
      el('e2', 'combobox', 'Plan', { hints: { options: ['Free', 'Pro monthly', 'Pro yearly'] } }),
    ]);
    expect(planAct('Pick Dr. Sofia Rossi', page)).toMatchObject({
      operations: [{ op: 'select', ref: 'e1', option: 'Dr. Sofia Rossi' }],
    });
    expect(planAct('Choose the Pro yearly plan', page)).toMatchObject({
      operations: [{ op: 'select', ref: 'e2', option: 'Pro yearly' }],
    });
    const twice = pageOf([
      el('e1', 'combobox', 'From', { hints: { options: ['Lisbon', 'Porto'] } }),
      el('e2', 'combobox', 'To', { hints: { options: ['Lisbon', 'Porto'] } }),
    ]);
    expect('unsupported' in planAct('Choose Porto', twice)).toBe(true);
  });

  it('opens a custom dropdown (a button with a list) to pick from it', () => {
    const page = pageOf([
      el('e1', 'link', 'Our doctors'),
      el('e2', 'button', 'Doctor Any doctor', { hints: { expanded: false, ident: 'doctor' } }),
    ]);
    expect(planAct('Select "Dr. Lucas Meyer" from the Doctor list', page)).toMatchObject({
      operations: [{ op: 'select', ref: 'e2', option: 'Dr. Lucas Meyer' }],
    });
  });

  it('types into the one field of the widget a step names, and not into a field elsewhere', () => {
    const page = pageOf([
      el('e1', 'searchbox', 'Search'),
      el('e2', 'generic', '', { hints: { ident: 'support chat' } }),
      el('e3', 'textbox', 'Type a message', { parent: 'e2' }),
    ]);
    expect(planAct('Type "Hello" in the chat box', page)).toMatchObject({
      operations: [{ op: 'fill', ref: 'e3', text: 'Hello' }],
    });
    expect('unsupported' in planAct('Type "Hello" in the feedback box', page)).toBe(true);
  });

  it('waits for what says it is loading to go away', () => {
    const page = pageOf([el('e1', 'status', 'Searching the catalogue…'), el('e2', 'heading', 'Results')]);
    expect(planAct('Wait for the search results to load', page)).toMatchObject({
      operations: [{ op: 'wait_for', text: 'Searching the catalogue…', state: 'hidden' }],
    });
  });
});

describe('rules planner: how people write', () => {
  it('reads a misspelt verb only when the step is not understood as written', () => {
    expect(verbTypoFixed('Clik the Save button')).toBe('click the Save button');
    expect(verbTypoFixed('selcet Dental cleaning')).toBe('select Dental cleaning');
    expect(verbTypoFixed('Look at the cart')).toBeNull();
    const page = pageOf([el('e1', 'button', 'More options'), el('e2', 'button', 'Move')]);
    expect(planAct('More options', page)).toMatchObject({ operations: [{ op: 'click', ref: 'e1' }] });
    expect(planAct('Clik Move', page)).toMatchObject({ operations: [{ op: 'click', ref: 'e2' }] });
  });

  it('leaves out a purpose clause, and applies one verb to each of several targets', () => {
    const page = pageOf([
      el('e1', 'button', 'Show password'),
      el('e2', 'checkbox', 'Dana Whitfield', { hints: { checked: false } }),
      el('e3', 'checkbox', 'Alex Chen', { hints: { checked: false } }),
      el('e4', 'combobox', 'Department', { hints: { options: ['All', 'Finance', 'Operations'] } }),
    ]);
    expect(planAct('Click the show password button to reveal the password', page)).toMatchObject({
      operations: [{ op: 'click', ref: 'e1' }],
    });
    expect(planAct('Select Dana Whitfield and Alex Chen', page)).toMatchObject({
      operations: [
        { op: 'check', ref: 'e2' },
        { op: 'check', ref: 'e3' },
      ],
    });
    expect('unsupported' in planAct('Select Dana Whitfield and Maria Lopez', page)).toBe(true);
    expect(planAct('Filter the department to Operations', page)).toMatchObject({
      operations: [{ op: 'select', ref: 'e4', option: 'Operations' }],
    });
  });

  it('matches a validation message said in other words, never one about something else', async () => {
    expect(messageConcepts("Title can't be empty")).toContain('required');
    const page = pageOf([
      el('e1', 'alert', "That username and password don't match our records."),
      el('e2', 'alert', 'Amount exceeds the available balance.'),
    ]);
    const check = (text: string) => planAssert(text, page, probeOf(page));
    await expect(check('An error says the username and password do not match')).resolves.toMatchObject({
      pass: true,
    });
    await expect(check('an error says the amount is more than the available balance')).resolves.toMatchObject({
      pass: true,
    });
    await expect(check('An error says the email and password do not match')).resolves.toMatchObject({ pass: false });
    await expect(check('An error says the amount is required')).resolves.toMatchObject({ pass: false });
  });

  it('does not take a table column named Status for a confirmation', async () => {
    const page = pageOf([el('e1', 'columnheader', 'Status', { hints: { ident: 'status' } })]);
    const verdict = await planAssert('I can see confirmation dialog', page, probeOf(page));
    expect('pass' in verdict && verdict.pass).toBe(false);
  });

  it('reads questions and leading clauses as claims', async () => {
    const page = pageOf([
      el('e1', 'list', 'Slots'),
      ...['9:00', '9:30', '10:00'].map((t, i) => el(`s${i}`, 'listitem', t, { parent: 'e1' })),
    ]);
    const verdict = await planAssert('Are there exactly 3 slots listed?', page, probeOf(page));
    expect(verdict).toMatchObject({ pass: true });
    const after = await planAssert('After the search finishes, there are 4 slots listed', page, probeOf(page));
    expect(after).toMatchObject({ pass: false });
  });
});

describe('rules planner: near misses found by the second held-out set', () => {
  it('does not click a link "Saved" for "the Save button"', () => {
    const page = pageOf([el('e1', 'link', '♥ Saved 0')]);
    expect('unsupported' in planAct('click the Save button', page)).toBe(true);
  });

  it('checks a possessive subject inside its owner only', async () => {
    const page = pageOf([
      el('e1', 'group', 'Seat map'),
      el('e2', 'button', '12A', { parent: 'e1' }),
      el('e3', 'listitem', 'Camille Durand'),
      el('e4', 'generic', 'Seat', { parent: 'e3', hints: { text: 'Seat 12A' } }),
      el('e5', 'listitem', 'Louis Moreau'),
      el('e6', 'generic', 'Seat', { parent: 'e5', hints: { text: 'Seat: not chosen' } }),
    ]);
    const verdict = await planAssert("Louis Moreau's seat is 12A", page, probeOf(page));
    expect('pass' in verdict && verdict.pass).toBe(false);
  });

  it('checks a count claim that says more as a whole text', async () => {
    const page = pageOf([el('e1', 'paragraph', 'Summary', { hints: { text: '2 tickets · €97.00 incl. fees' } })]);
    const verdict = await planAssert('the summary says 2 tickets for €90.00', page, probeOf(page));
    expect('pass' in verdict && verdict.pass).toBe(false);
  });

  it('keeps a value that ends in an exclamation mark, and types dates and thousands as inputs take them', () => {
    const page = pageOf([
      el('e1', 'textbox', 'Email', { hints: { inputType: 'email' } }),
      el('e2', 'textbox', 'Password', { hints: { inputType: 'password' } }),
      el('e3', 'button', 'Log in'),
      el('e4', 'textbox', 'Preferred date', { hints: { inputType: 'date' } }),
      el('e5', 'slider', 'Max price'),
    ]);
    const login = planAct('Log in as priya@example.test with password Learn-2025!', page);
    expect(JSON.stringify(login)).toContain('"text":"Learn-2025!"');
    expect(planAct('pick 12 April 2025 as the preferred date', page)).toMatchObject({
      operations: [{ op: 'fill', ref: 'e4', text: '2025-04-12' }],
    });
    expect(JSON.stringify(planAct('set the max price slider to 400,000', page))).toContain('400000');
  });

  it('never types one value that names other fields into one field', () => {
    const page = pageOf([el('e1', 'textbox', 'Card number'), el('e2', 'textbox', 'Expiry date')]);
    // Each value into the field it names.
    expect(planAct('Fill the card number with 5555 4444 3333 1111, expiry 09/28', page)).toEqual(
      expect.objectContaining({
        operations: [
          { op: 'fill', ref: 'e1', text: '5555 4444 3333 1111' },
          { op: 'fill', ref: 'e2', text: '09/28' },
        ],
      }),
    );
    // A value that names a field the page does not have is refused, not typed whole.
    const plan = planAct('Fill the card number with 5555 4444 3333 1111, expiry 09/28, postcode LS6 2AB', page);
    expect('unsupported' in plan).toBe(true);
  });
});

describe('rules planner: targets placed by a preposition, field-value pairs, waits for words', () => {
  const page = pageOf([
    el('c1', 'article', 'Jazz at the Docks'),
    el('b1', 'button', 'Get tickets', { parent: 'c1' }),
    el('c2', 'article', 'Opera Gala'),
    el('b2', 'button', 'Get tickets', { parent: 'c2' }),
    el('t1', 'textbox', 'Booking reference'),
    el('t2', 'textbox', 'Last name'),
  ]);

  it('reads "X for Y" as X inside Y, and fails when Y is not on the page', () => {
    expect(planAct('Click on the Get tickets button for Jazz at the Docks', page)).toMatchObject({
      operations: [{ op: 'click', ref: 'b1' }],
    });
    expect('unsupported' in planAct('Click Get tickets for Swan Lake', page)).toBe(true);
  });

  it('fills "field value" pairs only when every field is found', () => {
    expect(planAct('Fill in booking reference ABC123 and last name Moreau', page)).toMatchObject({
      operations: [
        { op: 'fill', ref: 't1', text: 'ABC123' },
        { op: 'fill', ref: 't2', text: 'Moreau' },
      ],
    });
    expect('unsupported' in planAct('Fill in booking reference ABC123 and passport 12345', page)).toBe(true);
  });

  it('waits for the words a status is said to show', () => {
    expect(planAct('wait until the flight status shows On time', page)).toMatchObject({
      operations: [{ op: 'wait_for', text: 'On time', state: 'visible' }],
    });
  });
});

describe('rules planner: description lists', () => {
  it("answers a term's value from its own definition, not a neighbour's", async () => {
    const page = pageOf([
      el('l1', 'list', 'Facts'),
      el('t1', 'term', 'Bedrooms', { parent: 'l1' }),
      el('d1', 'definition', '3', { parent: 'l1' }),
      el('t2', 'term', 'Floor area', { parent: 'l1' }),
      el('d2', 'definition', '110 m²', { parent: 'l1' }),
    ]);
    const check = (text: string) => planAssert(text, page, probeOf(page));
    await expect(check('The floor area is 110 m²')).resolves.toMatchObject({ pass: true });
    await expect(check('The floor area is 3')).resolves.toMatchObject({ pass: false });
    await expect(check('Bedrooms is 110 m²')).resolves.toMatchObject({ pass: false });
  });
});
