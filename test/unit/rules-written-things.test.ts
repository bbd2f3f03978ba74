/**
 * Steps that write a text and post it, tick a box by what it is for, and wait for something to show: a text without
 * a field goes into the page's only multi-line field (never into one of several), "post it" is the control next to
 * what was written (also when it is named after the thing, "Comment"), "tick the confirmation" is the one checkbox
 * that confirms, and "Wait for X to appear" checks that X is shown. Pure: observations are built by hand.
 */
import { describe, expect, it } from 'vitest';
import type { ActPlan, Observation, PlannedOperation } from '../../runner-image/src/ai/contract';
import { createRulesPlanner } from '../../runner-image/src/ai/rules';
import { el, pageOf } from '../support/observation-builder';
import { probeOf } from '../support/observation-probe';

const planner = createRulesPlanner();
const ctx = { downloads: [], startingPrompt: null, signal: new AbortController().signal };
const act = (observation: Observation, step: string): Promise<ActPlan> => planner.act(step, observation, ctx);
const passes = async (observation: Observation, claim: string) => {
  const verdict = await planner.assert(claim, observation, ctx, probeOf(observation));
  return 'pass' in verdict ? verdict.pass : null;
};
const operations = (plan: ActPlan): PlannedOperation[] => ('operations' in plan ? (plan.operations ?? []) : []);

const textarea = (ref: string, name: string, parent: string) =>
  el(ref, 'textbox', name, { parent, hints: { inputType: 'textarea', placeholder: name } });

const review = pageOf([
  el('m', 'main', ''),
  el('f', 'form', 'Review', { parent: 'm' }),
  el('r5', 'radio', '5 stars', { parent: 'f', hints: { checked: false } }),
  el('t', 'textbox', 'Your name', { parent: 'f', hints: { inputType: 'text' } }),
  textarea('a', 'Your review', 'f'),
  el('p', 'button', 'Post review', { parent: 'f' }),
  el('n', 'button', 'Post to newsletter', { parent: 'm' }),
]);

describe('a text written without naming its field', () => {
  it("goes into the page's only multi-line field, and the review is posted with the form's own button", async () => {
    const plan = await act(review, 'Give it 5 stars, write "Smells wonderful" and post the review');

    expect(operations(plan)).toEqual([
      { op: 'check', ref: 'r5', checked: true },
      { op: 'fill', ref: 'a', text: 'Smells wonderful' },
      { op: 'click', ref: 'p' },
    ]);
  });

  it('is typed into no field when the page has two multi-line fields', async () => {
    const two = pageOf([...review.elements, textarea('b', 'Notes for the shop', 'm')]);

    const plan = await act(two, 'write "Smells wonderful"');

    expect(operations(plan)).toEqual([]);
    expect(plan).toMatchObject({ unsupported: expect.stringContaining('which field') });
  });

  it('types only the quoted text when the words before it say what it is', async () => {
    const board = pageOf([
      el('m', 'main', ''),
      el('c', 'region', 'Card APO-112', { parent: 'm' }),
      textarea('w', 'Write a comment…', 'c'),
      el('b', 'button', 'Comment', { parent: 'c' }),
      el('x', 'button', 'Close', { parent: 'c' }),
    ]);

    const plan = await act(board, "Write the comment 'Fixed in #482' and post it");

    expect(operations(plan)).toEqual([
      { op: 'fill', ref: 'w', text: 'Fixed in #482' },
      { op: 'click', ref: 'b' },
    ]);
  });
});

describe('"post it" with several controls that post', () => {
  const page = pageOf([
    el('m', 'main', ''),
    el('f1', 'form', 'Reply', { parent: 'm' }),
    el('r', 'textbox', 'Reply', { parent: 'f1', hints: { inputType: 'textarea' } }),
    el('p1', 'button', 'Post', { parent: 'f1' }),
    el('f2', 'form', 'New thread', { parent: 'm' }),
    el('t', 'textbox', 'Title', { parent: 'f2', hints: { inputType: 'text' } }),
    el('p2', 'button', 'Post', { parent: 'f2' }),
  ]);

  it('clicks the one beside the field the step filled', async () => {
    expect(operations(await act(page, 'Type "Thanks!" into the Reply field and post it'))).toEqual([
      { op: 'fill', ref: 'r', text: 'Thanks!' },
      { op: 'click', ref: 'p1' },
    ]);
  });

  it('fails as ambiguous when nothing says which', async () => {
    const plan = await act(page, 'post it');

    expect(operations(plan)).toEqual([]);
    expect(plan).toMatchObject({ unsupported: expect.stringContaining('ambiguous') });
  });
});

describe('a checkbox named by what it is for', () => {
  const permit = pageOf([
    el('m', 'main', ''),
    el('c', 'checkbox', 'I confirm the vehicle is kept at this address', { parent: 'm', hints: { checked: false } }),
    el('n', 'checkbox', 'Email me a receipt', { parent: 'm', hints: { checked: false } }),
    el('p', 'button', 'Pay £80.00', { parent: 'm' }),
  ]);

  it('ticks the one that confirms, then pays', async () => {
    expect(operations(await act(permit, 'Tick the confirmation box and pay'))).toEqual([
      { op: 'check', ref: 'c', checked: true },
      { op: 'click', ref: 'p' },
    ]);
  });

  it('ticks nothing when two checkboxes confirm something', async () => {
    const two = pageOf([
      ...permit.elements,
      el('d', 'checkbox', 'I confirm I have read the terms', { parent: 'm', hints: { checked: false } }),
    ]);

    expect(operations(await act(two, 'tick the confirmation'))).toEqual([]);
  });
});

describe('waiting for something to show, as a check', () => {
  const page = pageOf([
    el('m', 'main', ''),
    el('h', 'heading', 'Workshops', { parent: 'm', hints: { level: 2 } }),
    el('l', 'list', 'Episodes', { parent: 'm' }),
    el('i1', 'listitem', '', { parent: 'l', hints: { text: 'Frost Fair' } }),
    el('i2', 'listitem', '', { parent: 'l', hints: { text: 'The Night Bus' } }),
  ]);

  it('passes when it is shown and fails when it is not', async () => {
    expect(await passes(page, 'Wait for the workshops to appear')).toBe(true);
    expect(await passes(page, 'Wait for the keynotes to appear')).toBe(false);
    expect(await passes(page, 'Wait until "Frost Fair" appears in the list')).toBe(true);
    expect(await passes(page, 'Wait until "Ice Fair" appears in the list')).toBe(false);
  });
});

describe('a value in a table of labels and amounts', () => {
  const summary = pageOf([
    el('m', 'main', ''),
    el('tb', 'table', '', { parent: 'm' }),
    ...[
      ['Prints', '£8.54'],
      ['Paper upgrade', '£0.70'],
      ['Discount', '−£0.63'],
    ].flatMap(([label, amount], i) => [
      el(`r${i}`, 'row', '', { parent: 'tb' }),
      el(`l${i}`, 'cell', label as string, { parent: `r${i}` }),
      el(`a${i}`, 'cell', amount as string, { parent: `r${i}` }),
    ]),
    el('rt', 'row', '', { parent: 'tb' }),
    el('lt', 'columnheader', 'Total', { parent: 'rt' }),
    el('at', 'columnheader', '£8.61', { parent: 'rt' }),
  ]);

  it("reads a label cell's amount in its row", async () => {
    expect(await passes(summary, 'The paper upgrade costs £0.70')).toBe(true);
    expect(await passes(summary, 'The paper upgrade costs £8.54')).toBe(false);
    expect(await passes(summary, 'The total is £8.61')).toBe(true);
    expect(await passes(summary, 'The total is £8.54')).toBe(false);
  });

  it("never reads a row's choices as its value", async () => {
    const photos = pageOf([
      el('m', 'main', ''),
      el('tb', 'table', '', { parent: 'm' }),
      el('r', 'row', '', { parent: 'tb' }),
      el('n', 'cell', 'beach.jpg', { parent: 'r' }),
      el('c', 'cell', '', { parent: 'r' }),
      // A select's text is all its options, as the browser gives it.
      el('f', 'combobox', 'Finish', {
        parent: 'c',
        hints: { value: 'Gloss', options: ['Gloss', 'Matte'], text: 'Gloss Matte' },
      }),
    ]);

    expect(await passes(photos, 'beach.jpg is set to Matte')).toBe(false);
  });

  it('holds two claims joined by "and" only when both hold', async () => {
    expect(await passes(summary, 'the discount is £0.63 and the total is £8.61')).toBe(true);
    expect(await passes(summary, 'the discount is £0.63 and the total is £9.24')).toBe(false);
    expect(await passes(summary, 'the discount is £0.70 and the total is £8.61')).toBe(false);
  });
});

describe('messages in the words people use for them', () => {
  const page = pageOf([
    el('m', 'main', ''),
    el('e1', 'alert', '', { parent: 'm', hints: { text: "We're closed on Sundays. Choose another day." } }),
    el('e2', 'alert', '', {
      parent: 'm',
      hints: { text: 'We could not find a vehicle with the registration ZZ99 ZZZ' },
    }),
    el('e3', 'alert', '', { parent: 'm', hints: { text: 'Tell us if your bin was out by 7am' } }),
    el('e4', 'alert', '', { parent: 'm', hints: { text: 'Confirm that you are 18 or over' } }),
    el('t', 'status', '', { parent: 'm', hints: { text: 'Thank you, Sam!' } }),
  ]);

  it('passes what the page says in other words', async () => {
    expect(await passes(page, 'an error says the salon is closed on Sundays')).toBe(true);
    expect(await passes(page, 'it says no vehicle was found with ZZ99 ZZZ')).toBe(true);
    expect(await passes(page, 'An error asks whether the bin was out by 7am')).toBe(true);
    expect(await passes(page, 'an error asks me to confirm I am 18 or over')).toBe(true);
    expect(await passes(page, 'The page thanks Sam')).toBe(true);
  });

  it('fails what it does not say', async () => {
    expect(await passes(page, 'an error says the salon is closed on Mondays')).toBe(false);
    expect(await passes(page, 'it says no vehicle was found with AB12 CDE')).toBe(false);
    expect(await passes(page, 'An error asks whether the bin was out by 8am')).toBe(false);
    expect(await passes(page, 'an error asks me to confirm I am 21 or over')).toBe(false);
    expect(await passes(page, 'The page thanks Ann')).toBe(false);
  });
});

describe('counting the errors of an error summary', () => {
  const form = (errors: string[]) =>
    pageOf([
      el('m', 'main', ''),
      el('s', 'alert', '', { parent: 'm' }),
      el('h', 'heading', 'There is a problem', { parent: 's', hints: { level: 2 } }),
      el('u', 'list', '', { parent: 's' }),
      ...errors.map((text, i) => el(`i${i}`, 'listitem', '', { parent: 'u', hints: { text } })),
      el('f', 'textbox', 'Email', { parent: 'm' }),
    ]);
  const three = form(['Choose what you are reporting', 'Describe the problem', 'Enter your email']);

  it('counts the items of the summary, by any of the words people use for them', async () => {
    expect(await passes(three, 'Three errors are listed')).toBe(true);
    expect(await passes(three, 'The error summary lists 3 problems')).toBe(true);
    expect(await passes(three, 'The error summary lists 4 problems')).toBe(false);
    expect(await passes(form(['Enter your email']), 'Three errors are listed')).toBe(false);
  });

  it('still reads "an error summary asking me to X" as an error that asks it', async () => {
    expect(await passes(three, 'There is an error summary asking me to choose what I am reporting')).toBe(true);
    expect(await passes(three, 'There is an error summary asking me to choose a date')).toBe(false);
  });
});

describe('adding an item to a list of the user', () => {
  const card = (id: string, title: string, button: string, disabled = false) => [
    el(id, 'article', title, { parent: 'm' }),
    el(`${id}h`, 'heading', title, { parent: id, hints: { level: 3 } }),
    el(`${id}b`, 'button', button, { parent: id, ...(disabled ? { hints: { disabled: true } } : {}) }),
  ];
  const menu = pageOf([
    el('m', 'main', ''),
    ...card('a', 'Crispy Halloumi Tacos', 'Add'),
    ...card('b', 'Lamb Kofta Flatbreads', 'Add'),
    ...card('c', 'Teriyaki Tofu Bowls', 'Add', true),
    ...card('d', 'Easter fair', 'Add to calendar'),
    ...card('e', 'Sports day', 'Add to calendar'),
  ]);

  it("clicks the item's own Add control", async () => {
    expect(operations(await act(menu, 'Add the Crispy Halloumi Tacos to my box'))).toEqual([
      { op: 'click', ref: 'ab' },
    ]);
    expect(operations(await act(menu, 'Add the Easter fair to my calendar'))).toEqual([{ op: 'click', ref: 'db' }]);
  });

  it('fails for an item whose Add is disabled, or an item that is not there', async () => {
    expect(operations(await act(menu, 'Add the Teriyaki Tofu Bowls to my box'))).toEqual([]);
    expect(operations(await act(menu, 'Add the Summer fete to my calendar'))).toEqual([]);
  });

  it('still adds a new entry to a list that has a field for one', async () => {
    const todo = pageOf([
      el('m', 'main', ''),
      el('n', 'textbox', 'New item', { parent: 'm', hints: { placeholder: 'Add an item' } }),
      el('s', 'button', 'Add', { parent: 'm' }),
    ]);

    const ops = operations(await act(todo, "Add 'Buy milk' to the list"));

    expect(ops[0]).toEqual({ op: 'fill', ref: 'n', text: 'Buy milk' });
  });
});

describe('a list of values for the fields of a group', () => {
  const field = (ref: string, name: string, parent: string, inputType = 'text') =>
    el(ref, 'textbox', name, { parent, hints: { inputType, label: name } });
  const address = (extra: ReturnType<typeof el>[] = []) =>
    pageOf([
      el('m', 'main', ''),
      el('g', 'group', 'Delivery address', { parent: 'm' }),
      field('n', 'Full name', 'g'),
      field('l1', 'Address line 1', 'g'),
      ...extra,
      field('t', 'Town', 'g'),
      field('p', 'Postcode', 'g'),
      el('c', 'button', 'Continue to payment', { parent: 'm' }),
    ]);
  const filled = (refs: string[], values: string[]) => refs.map((ref, i) => ({ op: 'fill', ref, text: values[i] }));
  const values = ['Ruth Kemp', '4 Rose Court', 'Harrogate', 'HG1 2AB'];

  it('fills them in order, and goes on with the rest of the step', async () => {
    const plan = await act(
      address(),
      'Fill in the delivery address (Ruth Kemp, 4 Rose Court, Harrogate, HG1 2AB) and continue to payment',
    );

    expect(operations(plan)).toEqual([...filled(['n', 'l1', 't', 'p'], values), { op: 'click', ref: 'c' }]);
  });

  it('leaves out an optional second line', async () => {
    const page = address([field('l2', 'Address line 2 (optional)', 'g')]);

    expect(
      operations(await act(page, 'fill in the delivery address: Ruth Kemp, 4 Rose Court, Harrogate, HG1 2AB')),
    ).toEqual(filled(['n', 'l1', 't', 'p'], values));
  });

  it('fills nothing when the values are not as many as the fields, or one is of another kind', async () => {
    const page = address([field('e', 'Email', 'g', 'email')]);

    expect(
      operations(await act(page, 'fill in the delivery address: Ruth Kemp, 4 Rose Court, Harrogate, HG1 2AB')),
    ).toEqual([]);
    expect(
      operations(
        await act(page, 'fill in the delivery address: Ruth Kemp, ruth@example.com, 4 Rose Court, Harrogate, HG1 2AB'),
      ),
    ).toEqual([]);
  });
});
