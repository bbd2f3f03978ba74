/** Steps for Saltmarsh Stays' four-step booking wizard (`apps/stay.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, clicks, inFrame, later, q, setInFrame, setVal, tick } from '../../entry-scripts';

const B1 = '/stay/book?let=driftwood';
const B2 = '/stay/book?let=driftwood&step=2';
const B3 = '/stay/book?let=driftwood&step=3';
const B4 = '/stay/book?let=driftwood&step=4';

const inc = (id: string, times = 1) => clicks(`#${id} [data-step="1"]`, times);
const dates = (from: string, to: string) => `${setVal('#in', from)} ${setVal('#out', to)}`;
const extra = (v: string) => tick(`#extras input[value=${v}]`);
const card = (num: string, exp: string, cvc: string) =>
  `${setInFrame('#cn', num)} ${setInFrame('#ce', exp)} ${setInFrame('#cc', cvc)} ${setInFrame('#cnm', 'H Okafor')}`;
export function stayBookEntries(e: EntryBuilder): void {
  // Step 1: dates and guests
  e.holds(B1, 'The Continue button is disabled', 'state', 'spreewald');
  e.fails(B1, 'Continue is still disabled', 'false_claim', 'magnitude', { prepare: dates('2027-06-11', '2027-06-16') });
  e.act(
    B1,
    'Set check-in to 11 June 2027',
    'widget',
    'mind2web',
    `${q('#in')}.value === '2027-06-11'`,
    setVal('#in', '2027-06-11'),
  );
  e.act(B1, 'Add one more adult', 'scope', 'stagehand', `window.bk.adults === 3`, inc('st-ad'));
  e.actFails(
    B1,
    'Click Increase',
    'ambiguous_target',
    'robot-browser',
    `window.bk.adults === 2 && window.bk.children === 0 && window.bk.dogs === 0 && window.bk.infants === 0`,
  );
  e.actFails(B1, 'Make it 5 adults', 'missing_target', 'magnitude', `window.bk.adults < 5`);
  e.holds(B1, 'there is an error that Driftwood Cottage sleeps up to 4 guests', 'message', 'midscene', {
    prepare: inc('st-ad', 3),
  });
  e.fails(B1, 'The adults count shows 5', 'false_claim', 'kane-ai', { prepare: inc('st-ad', 3) });
  e.act(B1, 'Add 2 dogs', 'widget', 'gauge', `window.bk.dogs === 2`, inc('st-dog', 2));
  e.actFails(B1, 'We are bringing 3 dogs', 'missing_target', 'browser-use', `window.bk.dogs < 3`);
  e.actFails('/stay/book?let=shingle', 'Add a dog', 'missing_target', 'gauge', `window.bk.dogs === 0`);
  e.holds('/stay/book?let=shingle', "An error says dogs aren't allowed at Shingle End", 'message', 'momentic', {
    prepare: inc('st-dog'),
  });
  e.holds(B1, 'With two dogs the summary shows £40.00 for dogs', 'value', 'rainforest', {
    prepare: `${dates('2027-06-11', '2027-06-16')} ${inc('st-dog', 2)}`,
  });
  e.act(
    B1,
    'Book Driftwood Cottage from 11 June to 16 June 2027 for 2 adults and continue',
    'compound',
    'mind2web',
    `window.step === 2`,
    `${dates('2027-06-11', '2027-06-16')} ${click('#s1-next')}`,
  );
  e.actFails(B1, 'Book 13 to 17 August 2027 and continue', 'missing_target', 'mind2web', `window.step === 1`);
  e.holds(B1, 'An error says the cottage is already booked from 13 to 20 August', 'message', 'momentic', {
    prepare: later(`${dates('2027-08-13', '2027-08-17')} ${click('#s1-next')} await wait(1500);`),
  });
  e.actFails(
    B1,
    'Continue with check-in 20 June 2027 and check-out 22 June 2027',
    'missing_target',
    'testrail-manual',
    `window.step === 1`,
  );
  e.holds(B1, 'there is an error about the 3-night minimum stay', 'message', 'midscene', {
    prepare: `${dates('2027-06-20', '2027-06-22')} ${click('#s1-next')}`,
  });
  e.fails(B1, 'the summary shows 2 nights', 'false_claim', 'rainforest', {
    prepare: `${dates('2027-06-20', '2027-06-22')} ${click('#s1-next')}`,
  });
  e.holds(B1, 'wait for the availability check to finish; the Extras step shows', 'wait', 'midscene', {
    prepare: `${dates('2027-06-11', '2027-06-16')} ${click('#s1-next')}`,
  });
  e.actFails(
    '/stay/book?let=heron',
    'Book 10 to 30 April 2027 and continue',
    'missing_target',
    'mind2web',
    `window.step === 1`,
  );

  // Step 2: extras
  e.holds(B2, 'The page title starts with "Extras"', 'page', 'spreewald');
  e.holds(B2, 'Verify the total is £785.00', 'value', 'kane-ai');
  e.fails(B2, 'Verify the total is £725.00', 'near_miss', 'kane-ai');
  e.fails(B2, 'The cleaning fee is £145.00', 'near_miss', 'kane-ai');
  e.act(B2, 'Add the welcome hamper', 'check', 'checksum', `window.bk.extras.includes('hamper')`, extra('hamper'));
  e.holds(B2, 'After adding the hamper the total is £825.00', 'value', 'rainforest', { prepare: extra('hamper') });
  e.act(B2, 'Switch on early check-in', 'widget', 'checksum', `window.bk.early === true`, click('#early'));
  e.act(
    B2,
    'I select "6pm to 8pm" from "Arrival time"',
    'select',
    'rails-web-steps',
    `window.bk.arrival === '6pm to 8pm'`,
    setVal('#arr', '6pm to 8pm'),
  );
  e.act(
    B2,
    'Write "We will arrive by train." in the box for the owner',
    'fill',
    'stagehand',
    `window.bk.notes === 'We will arrive by train.'`,
    setVal('#notes', 'We will arrive by train.'),
  );
  e.actFails(B2, 'Continue to the lead guest step', 'missing_target', 'browser-use', `window.step === 2`);
  e.actFails(
    B2,
    'add the welcome hamper, chose after 8pm arival and continue',
    'missing_target',
    'bug-report',
    `window.step === 2`,
  );
  e.holds(B2, "An error says the hamper can't be left for arrivals after 8pm", 'message', 'momentic', {
    prepare: `${extra('hamper')} ${setVal('#arr', 'After 8pm (key safe)')} ${click('#s2-next')}`,
  });
  e.actFails(B2, 'Add a bottle of champagne', 'missing_target', 'gauge', `window.bk.extras.length === 0`);
  e.fails(B2, 'The firewood basket costs £25.00', 'near_miss', 'reflect');
  e.act(B2, 'Go back to dates and guests', 'navigation', 'checksum', `window.step === 1`, click('#s2-back'));

  // Step 3: lead guest
  e.act(
    B3,
    'Fill in "First name" with "Hana"',
    'fill',
    'rails-web-steps',
    `window.bk.first === 'Hana'`,
    setVal('#fn', 'Hana'),
  );
  e.act(
    B3,
    'Enter 07700 900123 as the mobile number',
    'fill',
    'mind2web',
    `window.bk.phone === '07700 900123'`,
    setVal('#gp', '07700 900123'),
  );
  e.act(
    B3,
    'Look up postcode IP18 6BX and choose 5 Ferry Road',
    'compound',
    'browser-use',
    `window.bk.address === '5 Ferry Road, Southwold IP18 6BX'`,
    later(
      `${setVal('#pc', 'IP18 6BX')} ${click('#find')} await wait(1000); ${setVal('#addr', '5 Ferry Road, Southwold IP18 6BX')}`,
    ),
  );
  e.holds(B3, 'Wait for the address list, then it offers 3 addresses', 'wait', 'midscene', {
    prepare: `${setVal('#pc', 'IP18 6BX')} ${click('#find')}`,
  });
  e.actFails(
    B3,
    'Find the address for postcode ZZ1 1ZZ and pick the first one',
    'missing_target',
    'mind2web',
    `window.bk.address === ''`,
  );
  e.holds(B3, 'it says no addresses were found for ZZ1 1ZZ', 'message', 'momentic', {
    prepare: later(`${setVal('#pc', 'ZZ1 1ZZ')} ${click('#find')} await wait(1000);`),
  });
  e.act(B3, 'Accept the booking terms', 'check', 'checksum', `window.bk.terms === true`, tick('#terms'));
  e.actFails(B3, 'Continue to payment', 'missing_target', 'robot-browser', `window.step === 3`);
  e.holds(B3, 'Sending the empty form lists 5 errors', 'count', 'mink', { prepare: click('#s3-next') });
  e.fails(B3, 'An error asks for my email address', 'near_miss', 'momentic', {
    prepare: later(
      `${setVal('#fn', 'Hana')} ${setVal('#ln', 'Okafor')} ${setVal('#ge', 'hana.okafor@example.com')} ${setVal('#pc', 'IP18 6BX')} ${click('#find')} await wait(1000); ${setVal('#addr', '3 Ferry Road, Southwold IP18 6BX')} ${click('#s3-next')}`,
    ),
  });
  e.act(
    B3,
    'Fill the lead guest as Hana Okafor, hana.okafor@example.com, postcode IP18 6BX at 3 Ferry Road, accept the terms and continue to payment',
    'compound',
    'shortest',
    `window.step === 4`,
    later(
      `${setVal('#fn', 'Hana')} ${setVal('#ln', 'Okafor')} ${setVal('#ge', 'hana.okafor@example.com')} ${setVal('#pc', 'IP18 6BX')} ${click('#find')} await wait(1000); ${setVal('#addr', '3 Ferry Road, Southwold IP18 6BX')} ${tick('#terms')} ${click('#s3-next')}`,
    ),
  );
  e.fails(B3, 'the "First name" field should contain "Hana"', 'false_claim', 'spreewald');

  // Step 4: payment
  e.holds(B4, 'The pay button says Pay £196.25', 'value', 'kane-ai');
  e.act(
    B4,
    'Choose to pay the full amount',
    'check',
    'checksum',
    `window.bk.pay === 'full'`,
    tick('input[name=pay][value=full]'),
  );
  e.fails(B4, 'The deposit is £785.00', 'near_miss', 'kane-ai');
  e.act(
    B4,
    'Enter 4242 4242 4242 4242 as the card number',
    'frames',
    'mind2web',
    `${inFrame('#cn')}.value.split(' ').join('') === '4242424242424242'`,
    setInFrame('#cn', '4242 4242 4242 4242'),
  );
  e.act(
    B4,
    'In the payment frame, type 08 / 29 into Expiry date',
    'frames',
    'stagehand',
    `${inFrame('#ce')}.value.split(' ').join('') === '08/29'`,
    setInFrame('#ce', '08 / 29'),
  );
  e.act(
    B4,
    'Pay the deposit with card 4242 4242 4242 4242, expiry 08/29, security code 123, name H Okafor',
    'compound',
    'shortest',
    `window.bk.confirmed === 'SMS-40718'`,
    `${card('4242 4242 4242 4242', '08/29', '123')} ${click('#pay')}`,
  );
  e.actFails(
    B4,
    'Pay with card 4000 0000 0000 0002, expiry 08/29, CVC 123',
    'missing_target',
    'shortest',
    `window.bk.confirmed === null`,
  );
  e.holds(B4, 'An error says the card was declined', 'message', 'momentic', {
    prepare: later(`${card('4000 0000 0000 0002', '08/29', '123')} ${click('#pay')} await wait(1600);`),
  });
  e.fails(B4, 'The booking is confirmed', 'near_miss', 'octomind', {
    prepare: later(`${card('4000 0000 0000 0002', '08/29', '123')} ${click('#pay')} await wait(1600);`),
  });
  e.actFails(
    B4,
    'pay using the expired card 4242 4242 4242 4242 01/26 cvc 123',
    'missing_target',
    'bug-report',
    `window.bk.confirmed === null`,
  );
  e.holds(B4, 'The card form says "Secure payment by Paywave"', 'frames', 'testrigor');
  e.fails(B4, 'the card number box shows 4242 4242 4242 4242', 'false_claim', 'midscene');
  e.holds(B4, 'The balance of £588.75 is due on 14 May 2027', 'value', 'octomind', {
    prepare: later(`${card('4242 4242 4242 4242', '08/29', '123')} ${click('#pay')} await wait(1600);`),
  });
  e.fails(B4, 'It says I paid £785.00 today', 'near_miss', 'rainforest', {
    prepare: later(`${card('4242 4242 4242 4242', '08/29', '123')} ${click('#pay')} await wait(1600);`),
  });
  e.holds(B4, 'the window title is "Booking confirmed - Saltmarsh Stays"', 'page', 'spreewald', {
    prepare: later(`${card('4242 4242 4242 4242', '08/29', '123')} ${click('#pay')} await wait(1600);`),
  });
}
