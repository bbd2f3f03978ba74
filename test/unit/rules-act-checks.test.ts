/** `act` steps that also say what must then hold (rules/act-checks.ts), and claims said in other words. */
import { describe, expect, it } from 'vitest';
import { actThenCheck } from '../../runner-image/src/ai/rules/act-checks';
import { cleanAssertion } from '../../runner-image/src/ai/rules/assert';
import { clean } from '../../runner-image/src/ai/rules/phrasing';

describe('actThenCheck', () => {
  it.each([
    ['Add 2 bikes and check the vehicle extras come to £16', 'Add 2 bikes', 'the vehicle extras come to £16'],
    ['Save the profile, then verify that a toast says Saved', 'Save the profile', 'a toast says Saved'],
    ['Remove the mug and make sure the cart is empty', 'Remove the mug', 'the cart is empty'],
    ['Apply code PINE10 and confirm that the total is £90', 'Apply code PINE10', 'the total is £90'],
    ['After adding the club lounge, the Extras tab shows 1', 'add the club lounge', 'the Extras tab shows 1'],
    [
      'After typing "Congrats!" in the message, the counter says 271 characters left',
      'type "Congrats!" in the message',
      'the counter says 271 characters left',
    ],
    ['After reserving the hamper, the gift list badge shows 1', 'reserve the hamper', 'the gift list badge shows 1'],
    ['After setting the price to £150, 6 gifts are shown', 'set the price to £150', '6 gifts are shown'],
    ['After cancelling the transfer, the pending badge shows 1', 'cancel the transfer', 'the pending badge shows 1'],
    [
      'Send the request and wait until a toast says it was sent to Maya Rahman',
      'Send the request',
      'wait until a toast says it was sent to Maya Rahman',
    ],
  ])('%s', (step, act, check) => {
    expect(actThenCheck(step)).toEqual({ act, check });
  });

  it.each([
    'Fill in the form and check Remember me',
    'Tick the terms and check the box that says I agree to marketing',
    'Change the date to 11 June 2027 and confirm',
    'Pay the notice and confirm the payment',
    'After logging in, open the page that lists orders',
    'Type "Save and check that it is there" into Notes',
    'Click Save',
    'Sign the guestbook and make sure it posts',
    'Search for paint and wait for the results',
    'Open the history and wait until it loads',
  ])('no claim to check: %s', (step) => {
    expect(actThenCheck(step)).toBeNull();
  });
});

describe('claims in other words', () => {
  it.each([
    ['The vehicle extras come to £16', 'The vehicle extras cost £16'],
    ['The Backlog column adds up to 18 points', 'The Backlog column costs 18 points'],
    ['Selected work comes to £237.39', 'Selected work costs £237.39'],
    ['The membership page opens', 'I am on the membership page'],
    ['The counter says 271 characters left', '"271 characters left" is shown'],
    ['The counter reads 21 of 200 characters', '"21 of 200 characters" is shown'],
    ['The booking reference box hints "6 letters"', 'The booking reference box has the placeholder "6 letters"'],
    ['By car is the selected tab', 'the By car tab is selected'],
    ['I am on step 1 of 4: Your car', '"Step 1 of 4: Your car" is shown'],
  ])('%s', (claim, plain) => {
    expect(cleanAssertion(claim)).toBe(plain);
  });
});

describe('why, then the step', () => {
  it.each([
    ['We have a dog, book the pet-friendly cabin', 'book the pet-friendly cabin'],
    ["We can't come, choose Regretfully declines", 'choose Regretfully declines'],
    ["We're foot passengers, no vehicle", "We're foot passengers, no vehicle"],
  ])('%s', (step, cleaned) => {
    expect(clean(step)).toBe(cleaned);
  });
});
