/** Which `act` steps name a task the app must not refuse (a new error message after them fails the step). */
import { describe, expect, it } from 'vitest';
import {
  ERROR_WORDS,
  expectsSuccess,
  pressFailsOnError,
  REFUSAL_SHAPES,
  SUCCESS_WORDS,
  saysMoreThan,
  shortTask,
} from '../../runner-image/src/ai/rules/act-outcome';

describe('expectsSuccess', () => {
  it.each([
    'Top up the lunch money by £500',
    'Book the 10:00 spin class',
    'Sign in as alice with password hunter2',
    'Save the delivery address',
    'Transfer £50 to Savings',
    'Add the Blue Mug to the cart',
    'Enter 4111 1111 1111 1111 as the card number and submit the payment',
    'Fill in the form, then place the order',
    'Type "Where is my order?" into Message, then send the message',
    'Add Paracetamol 500 mg to the basket',
    'Set my monthly goal to 30',
    "Approve Chloe Wu's laptop stand claim",
    'Start an application for Juniper',
    'Close my account from the More actions menu',
    'Check in for the return flight SK 413',
    // a thing chosen (a seat, a card); a value chosen in a field is typed input, which the agent never holds to the
    // app's answer
    'Choose seat 12B for Elin',
    'Select Cardiology as the department',
    // going on is what the step is for
    'Choose Sunday 10 October 2027 as the collection date and continue',
    'Enter the postcode LS6 3AX, then proceed to the next step',
    // the app's acceptance is what the step waits for
    'Apply promo code PINE10 and wait for it to be accepted',
    'Book Barre and wait until it shows as booked',
    // the choice made in the task it follows
    'Join the Junior squad and pay now',
    'Book the 10:00 spin class, then pay by card',
  ])('a task: %s', (step) => {
    expect(expectsSuccess(step)).toBe(true);
  });

  it.each([
    // what to press or type
    'Click Top up',
    'Press the Save button',
    'Enter 500 in the Amount field',
    'Type abc into Email and click Submit',
    'Choose Sunday as the collection date and click Continue',
    'Add the Blue Mug to the cart and click Checkout',
    'Continue',
    'Click Search and wait for the results',
    // a control's label
    'Place order',
    'Save changes',
    // a closing of the page's own things
    'Close the cookie banner',
    'Close the dialog',
    'Sign in',
    // the refusal expected
    'Try to top up the lunch money by £500',
    'Attempt to book the class without choosing a time',
    'Sign in as alice with a wrong password',
    'Submit the form with an empty email',
    'Apply the expired code SPRING10',
    'Book a date in the past',
  ])('not a task the app must accept: %s', (step) => {
    expect(expectsSuccess(step)).toBe(false);
  });
});

describe('a task in two words', () => {
  it.each(['Remove Biscuit', 'Place order', 'Send payment', 'Delete Ana', 'Continue to payment'])(
    'is told by what it pressed: %s',
    (step) => {
      expect(shortTask(step)).toBe(true);
    },
  );

  it.each(['Click Remove', 'Try removing Biscuit', 'Continue'])('is not one: %s', (step) => {
    expect(shortTask(step)).toBe(false);
  });

  it('names the task when it says more than the label it pressed', () => {
    expect(saysMoreThan('Remove Biscuit', ['Remove'])).toBe(true);
    expect(saysMoreThan('Delete Ana', ['Delete'])).toBe(true);
    // "Continue to payment" that pressed the wizard's "Continue" goes on to payment: the app's refusal fails it.
    expect(saysMoreThan('Continue to payment', ['Continue'])).toBe(true);
  });

  it('is the press alone when it is the label it pressed', () => {
    expect(saysMoreThan('Place order', ['Place order'])).toBe(false);
    expect(saysMoreThan('Send payment', ['Send payment'])).toBe(false);
    expect(saysMoreThan('Continue to payment', ['Continue to payment'])).toBe(false);
  });
});

describe('error and success words', () => {
  it.each([
    'Top-ups are limited to £200',
    'Enter a valid email address',
    'Your card was declined',
    'Something went wrong, please try again',
    'That time slot is no longer available',
    'Passwords do not match',
    'The smallest top-up is £5',
    'The highest bid allowed is £400',
  ])('an error: %s', (text) => {
    expect(ERROR_WORDS.test(text)).toBe(true);
  });

  it.each(['Booking confirmed', 'Saved', 'Order placed', 'Thanks, your message was sent'])('a success: %s', (text) => {
    expect(SUCCESS_WORDS.test(text)).toBe(true);
    expect(ERROR_WORDS.test(text)).toBe(false);
  });
});

describe('error words of refusals in other words', () => {
  it.each([
    "That password isn't right. You have 2 more tries.",
    'We have locked your account for 30 minutes.',
    'This would take your extras over your £20 spend cap.',
    'That code is not recognised',
  ])('an error: %s', (text) => {
    expect(ERROR_WORDS.test(text)).toBe(true);
  });
});

describe('refusals in the shape of an instruction, in a message that is an error by its role', () => {
  it.each([
    'Fernleaf Health has an open offer. Accept or decline it before archiving.',
    'Set a goal between 1 and 40',
    'Remove the items before deleting the list',
    'EX-3109 is approved. Only submitted claims can be withdrawn.',
    "Chloe Wu's claim has an expense without a receipt. Ask for the receipt or reject the claim.",
    'Juniper is reserved for another family. You can join the waiting list instead.',
    "You've no class credits left. Buy a pack to keep booking.",
    'Bosch 12V cordless drill driver is out of stock at Bramley',
    'SUMMER25 ended on 31 August',
    'Trade account TA-40000 is on hold.',
    'Bookings for Spin 45 at 07:00 have closed',
    'Check-in for SK 413 opens 24 hours before departure, on 21 Jun at 18:05',
    'Find and choose the street',
    "Confirm you've checked the recipient's details",
    'Reformer Pilates needs an intro session first. Book one at the front desk.',
    'We can collect up to 6 items at a time',
    'Pay the £12 fine before renewing.',
    'Your plan has ended. Upgrade to keep your rides.',
    'Sign in to see your tickets',
  ])('a refusal: %s', (text) => {
    expect(REFUSAL_SHAPES.test(text)).toBe(true);
  });

  it.each([
    'Fernleaf Health archived',
    'Your goal is set for March',
    'Offer accepted. Congratulations!',
    'Booked: Vinyasa Flow, Friday 12:15',
    '3 spaces left',
  ])('not one: %s', (text) => {
    expect(REFUSAL_SHAPES.test(text)).toBe(false);
  });
});

describe("tasks in the app's own verbs, and a task finished by a last word", () => {
  it.each([
    'Dispute the September 2026 payment',
    'Sign the guestbook as Carla',
    'Appeal PCN-87711 with my photos',
    'Freeze my membership for a month',
    'Change the date to 11 June 2027 and confirm',
  ])('a task: %s', (step) => {
    expect(expectsSuccess(step)).toBe(true);
  });

  it.each(['Sign in as alice with password hunter2'])('still a task as before: %s', (step) => {
    expect(expectsSuccess(step)).toBe(true);
  });

  it.each(['Type 11 June 2027 into the date and confirm', 'Click Change and confirm'])(
    'not a task when no part names one: %s',
    (step) => {
      expect(expectsSuccess(step)).toBe(false);
    },
  );
});

describe('refusals said as a deferred permission or a request', () => {
  it('reads a permission deferred to a condition as an error', () => {
    expect(ERROR_WORDS.test('You can ask for your deposit back once your tenancy ends on 31 Aug 2027.')).toBe(true);
    expect(ERROR_WORDS.test('You can track your parcel from My orders')).toBe(false);
  });

  it('reads "Let us know ..." and "Write ..." starting an error message as a refusal', () => {
    expect(REFUSAL_SHAPES.test('Let us know if you can make it')).toBe(true);
    expect(REFUSAL_SHAPES.test('Write a message first')).toBe(true);
  });
});

describe('pressFailsOnError', () => {
  it('holds a press to the answer unless the next step checks it', () => {
    expect(pressFailsOnError('Continue', false)).toBe(true);
    expect(pressFailsOnError('Send payment', false)).toBe(true);
    expect(pressFailsOnError('Continue', true)).toBe(false);
  });

  it('never holds a step that says to click or press: that input is all it asks', () => {
    expect(pressFailsOnError('Click Send payment', false)).toBe(false);
    expect(pressFailsOnError('Press "Confirm reservation"', false)).toBe(false);
    expect(pressFailsOnError('Enter maya@pulse.fit as the email, then press Sign in', false)).toBe(false);
    expect(pressFailsOnError('I tap Continue', false)).toBe(false);
  });

  it('holds a click whose purpose is going on or a task, unless the next step checks it', () => {
    expect(pressFailsOnError('Click Next to go on to the extras', false)).toBe(true);
    expect(pressFailsOnError('Click Pay to pay for the booking', false)).toBe(true);
    expect(pressFailsOnError('Click Next to go on to the extras', true)).toBe(false);
    expect(pressFailsOnError('Click the eye icon to show the password', false)).toBe(false);
    expect(pressFailsOnError('Press Escape to close the dialog', false)).toBe(false);
  });

  it('never holds a step that expects the refusal', () => {
    expect(pressFailsOnError('Click Continue without choosing a meal', false)).toBe(false);
    expect(pressFailsOnError('Click Next to try to continue without a date', false)).toBe(false);
    expect(pressFailsOnError('Try to press Send', false)).toBe(false);
  });
});
