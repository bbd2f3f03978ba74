/** Steps for Shear Bliss, the hair salon (`apps/salon.ts`). */
import { builder } from '../../entry-builder';

const e = builder('ho8-salon');
const B1 = '/salon/book';
const B2 = '/salon/book?step=2';
const B3 = '/salon/book?step=3';
const B4 = '/salon/book?step=4';
const V = '/salon/visits';

const q = (s: string) => `document.querySelector(${JSON.stringify(s)})`;
const b = 'window.booking';
const svc = (id: string) => `${q(`.svc[data-id="${id}"] .pick`)}.click();`;
const sty = (id: string) => `${q(`.sty[data-id="${id}"] .pick`)}.click();`;
const slot = (t: string) => `${q(`.slot[data-time="${t}"]`)}.click();`;
const setDate = (v: string) =>
  `${q('#date')}.value = '${v}'; ${q('#date')}.dispatchEvent(new Event('change', { bubbles: true }));`;
const gift = (code: string) =>
  `${q('gift-card')}.shadowRoot.getElementById('code').value = '${code}'; ${q('gift-card')}.shadowRoot.getElementById('apply').click();`;
const submit = `${q('#book-btn')}.click();`;
const fillAll = `${q('#fname')}.value = 'Lucia'; ${q('#lname')}.value = 'Ferri'; ${q('#mobile')}.value = '07911 123456'; ${q('#email')}.value = 'lucia.ferri@example.com'; ${q('#policy')}.checked = true;`;
const visit = (id: string) => q(`#${id}`);

// Step 1: service
e.holds(B1, 'The wizard is on step 1 of 4', 'page', 'reflect');
e.holds(B1, 'the "Continue" button should be disabled', 'state', 'spreewald');
e.actFails(B1, 'Click Continue', 'missing_target', 'testrigor', `${b}.step === 1`);
e.actFails(B1, 'Click Select', 'ambiguous_target', 'testrigor', `${b}.service === null`);
e.act(B1, 'click Select on the Blow-dry card', 'scope', 'stagehand', `${b}.service === 'blow-dry'`, svc('blow-dry'));
e.act(B1, "Choose a men's cut", 'click', 'mind2web', `${b}.service === 'mens-cut'`, svc('mens-cut'));
e.actFails(B1, 'Select Balayage', 'missing_target', 'testrail-manual', `${b}.service === null`);
e.holds(B1, 'Balayage is fully booked this week', 'message', 'gherkin');
e.fails(B1, 'Full colour costs £140', 'near_miss', 'kane-ai');
e.fails(B1, 'The Blow-dry takes 30 minutes', 'near_miss', 'kane-ai');
e.act(
  B1,
  'add a head massage',
  'check',
  'browser-use',
  `${q('input[value=massage]')}.checked === true`,
  `${q('input[value=massage]')}.click();`,
);
e.fails(B1, 'The total in the booking summary is £26.00', 'near_miss', 'reflect', { prepare: svc('kids') });
e.act(B1, 'click the third Select button', 'ordinal', 'testrigor', `${b}.service === 'blow-dry'`, svc('blow-dry'));
e.act(
  B1,
  "Pick Women's cut & finish, add a fringe trim and continue",
  'compound',
  'qa-wolf',
  `${b}.step === 2 && ${b}.service === 'womens-cut' && ${q('input[value=fringe]')}.checked`,
  `${svc('womens-cut')} ${q('input[value=fringe]')}.click(); ${q('#continue')}.click();`,
);
e.fails(B1, '4 add-ons are offered', 'false_claim', 'mink');
e.act(
  B1,
  'Select Kids cut and press continue',
  'compound',
  'testrail-manual',
  `${b}.step === 2 && ${b}.service === 'kids'`,
  `${svc('kids')} ${q('#continue')}.click();`,
);

// Step 2: stylist
e.actFails(B2, 'click Choose', 'ambiguous_target', 'bug-report', `${b}.stylist === null`);
e.act(B2, 'Choose Josh Kemp', 'click', 'mind2web', `${b}.stylist === 'josh'`, sty('josh'));
e.actFails(B2, 'Choose Priya Nair as my stylist', 'missing_target', 'browser-use', `${b}.stylist === null`);
e.fails(B2, 'Josh Kemp has 212 reviews', 'near_miss', 'kane-ai');
e.fails(B2, 'Leo Marsh is a Senior stylist', 'near_miss', 'reflect');
e.act(
  B2,
  'Pick the highest-rated stylist who is available',
  'ordinal',
  'webvoyager',
  `${b}.stylist === 'ana'`,
  sty('ana'),
);
e.act(B2, 'choose the cheapest stylist', 'ordinal', 'webvoyager', `${b}.stylist === 'leo'`, sty('leo'));
e.act(
  B2,
  'See reviews for Leo Marsh',
  'scope',
  'stagehand',
  `!${q('#rev-leo')}.hidden`,
  `${q('[aria-controls=rev-leo]')}.click();`,
);
e.act(B2, 'Go back to the services', 'navigation', 'testrail-manual', `${b}.step === 1`, `${q('#back')}.click();`);
e.fails(B2, 'The stylist in the summary is Josh Kemp', 'false_claim', 'reflect', { prepare: sty('ana') });
e.act(
  B2,
  'Choose Leo Marsh and continue',
  'compound',
  'qa-wolf',
  `${b}.step === 3 && ${b}.stylist === 'leo'`,
  `${sty('leo')} ${q('#continue')}.click();`,
);
e.fails(B2, 'The Continue button is enabled', 'false_claim', 'spreewald');

// Step 3: date and time
e.act(B3, 'pick the 15:45 slot', 'click', 'stagehand', `${b}.time === '15:45'`, slot('15:45'));
e.actFails(B3, 'Book the 11:00 slot', 'missing_target', 'mind2web', `${b}.time === null`);
e.fails(B3, 'the 13:30 slot is disabled', 'near_miss', 'spreewald');
e.act(B3, 'pick the earliest free time', 'ordinal', 'webvoyager', `${b}.time === '09:30'`, slot('09:30'));
e.act(
  B3,
  'Change the date to Sunday 14 March 2027',
  'widget',
  'mind2web',
  `${q('#date')}.value === '2027-03-14'`,
  setDate('2027-03-14'),
);
e.holds(B3, 'an error says the salon is closed on Sundays', 'message', 'momentic', { prepare: setDate('2027-03-14') });
e.fails(B3, 'The 09:30 slot is still offered', 'false_claim', 'rainforest', { prepare: setDate('2027-03-14') });
e.act(
  B3,
  'Choose Saturday 13 March 2027 at 10:15 and continue',
  'compound',
  'mind2web',
  `${b}.step === 4 && ${b}.date === '2027-03-13' && ${b}.time === '10:15'`,
  `${setDate('2027-03-13')} ${slot('10:15')} ${q('#continue')}.click();`,
);
e.fails(B3, 'There are 4 times to choose from', 'false_claim', 'momentic');
e.holds(B3, 'the summary says Fri 12 Mar, 17:00', 'value', 'checksum', { prepare: slot('17:00') });
e.fails(B3, 'The summary shows Josh Kemp as the stylist', 'false_claim', 'kane-ai');

// Step 4: details
e.act(
  B4,
  'type 07911 123456 into the mobile number field',
  'fill',
  'stagehand',
  `${q('#mobile')}.value === '07911 123456'`,
  `${q('#mobile')}.value = '07911 123456';`,
);
e.act(
  B4,
  'Enter lucia.ferri@example.com in the email',
  'fill',
  'testrigor',
  `${q('#email')}.value === 'lucia.ferri@example.com'`,
  `${q('#email')}.value = 'lucia.ferri@example.com';`,
);
e.act(
  B4,
  'Turn off the day-before text reminder',
  'widget',
  'browser-use',
  `${q('#remind')}.getAttribute('aria-checked') === 'false'`,
  `${q('#remind')}.click();`,
);
e.act(B4, 'Enter gift card code GIFT-2020 and apply it', 'frames', 'mind2web', `${b}.gift === 20`, gift('GIFT-2020'));
e.holds(B4, 'The total drops to £38.00', 'value', 'checksum', { prepare: gift('GIFT-2020') });
e.holds(B4, "the gift card box says the code isn't valid", 'frames', 'momentic', { prepare: gift('GIFT-1234') });
e.fails(B4, 'A £10.00 gift card was applied', 'false_claim', 'kane-ai', { prepare: gift('GIFT-2020') });
e.act(
  B4,
  'Read the cancellation policy',
  'widget',
  'octomind',
  `!${q('#policy-dialog')}.hidden`,
  `${q('#read-policy')}.click();`,
);
e.fails(B4, 'the policy lets you cancel for free up to 48 hours before', 'false_claim', 'momentic', {
  prepare: `${q('#read-policy')}.click();`,
});
e.act(B4, 'Click "Book appointment"', 'click', 'testrigor', `!${q('#e-fname')}.hidden`, submit);
e.holds(B4, 'An error asks for my mobile number', 'message', 'momentic', { prepare: submit });
e.fails(B4, 'an error asks for my last name', 'false_claim', 'momentic', { prepare: submit });
e.act(
  B4,
  'Book as Lucia Ferri, mobile 07911 123456, email lucia.ferri@example.com, accept the policy and confirm the booking',
  'compound',
  'qa-wolf',
  `${b}.booked === true && ${b}.details.first === 'Lucia' && ${b}.details.mobile === '07911 123456' && ${b}.details.email === 'lucia.ferri@example.com'`,
  `${fillAll} ${submit} ${q('#confirm-yes')}.click();`,
);
e.holds(B4, 'The confirmation shows booking reference SB-5810', 'message', 'octomind', {
  prepare: `${fillAll} ${submit} ${q('#confirm-yes')}.click();`,
});
e.fails(B4, 'The confirmation says the appointment is at 15:45', 'false_claim', 'kane-ai', {
  prepare: `${fillAll} ${submit} ${q('#confirm-yes')}.click();`,
});
e.act(
  B4,
  'Go back without confirming',
  'widget',
  'rainforest',
  `${q('#confirm-dialog')}.hidden && ${b}.booked === false`,
  `${q('#confirm-dialog [data-dismiss]')}.click();`,
  { prepare: `${fillAll} ${submit}` },
);
e.holds(
  B4,
  "The confirmation dialog asks to book Women's cut & finish with Ana Ribeiro on Friday 12 March at 13:30",
  'message',
  'rainforest',
  { prepare: `${fillAll} ${submit}` },
);
e.fails(B4, 'the dialog says the total is £48.00', 'false_claim', 'kane-ai', { prepare: `${fillAll} ${submit}` });
e.actFails(B4, 'Click "Pay now"', 'missing_target', 'testrigor', `${b}.booked === false`);
e.fails(B4, 'The "I agree to the cancellation policy" checkbox should be checked', 'false_claim', 'spreewald');
e.act(
  B4,
  'accept the cancellation policy',
  'check',
  'browser-use',
  `${q('#policy')}.checked === true`,
  `${q('#policy')}.click();`,
);
e.fails(B4, 'The summary says the appointment is on Sat 13 Mar', 'false_claim', 'checksum');

// Past visits
e.holds(V, '3 past visits are listed', 'count', 'mink');
e.actFails(V, 'Click "Leave a review"', 'ambiguous_target', 'testrigor', `${q('#review-dialog')}.hidden`);
e.act(
  V,
  'Leave a review for the Blow-dry visit',
  'scope',
  'browser-use',
  `!${q('#review-dialog')}.hidden && ${q('#review-title')}.textContent === 'Review: Blow-dry'`,
  `${visit('v3')}.querySelector('.review').click();`,
);
e.act(
  V,
  'Rate it 4 stars',
  'widget',
  'rainforest',
  `${q('#overall')}.dataset.value === '4'`,
  `${q('#overall [data-n="4"]')}.click();`,
  { prepare: `${visit('v1')}.querySelector('.review').click();` },
);
e.act(
  V,
  'Set how likely I am to recommend you to 9',
  'widget',
  'mind2web',
  `${q('#nps')}.value === '9'`,
  `${q('#nps')}.value = '9'; ${q('#nps')}.dispatchEvent(new Event('input', { bubbles: true }));`,
  { prepare: `${visit('v1')}.querySelector('.review').click();` },
);
e.act(
  V,
  'Review my cut with Ana: 5 stars, 10 out of 10 for recommending, and submit',
  'compound',
  'browser-use',
  `window.reviews.length === 1 && window.reviews[0].visit === 'v1' && window.reviews[0].stars === 5 && window.reviews[0].nps === 10`,
  `${visit('v1')}.querySelector('.review').click(); ${q('#overall [data-n="5"]')}.click(); ${q('#nps')}.value = '10'; ${q('#review-submit')}.click();`,
);
e.fails(V, 'The Blow-dry visit was rated 5 stars', 'near_miss', 'reflect');
e.fails(V, "I paid £95.00 for the Women's cut & finish", 'near_miss', 'kane-ai');
e.act(
  V,
  'Book the full colour again',
  'scope',
  'browser-use',
  `location.pathname === '/salon/book' && location.search === '?again=v2'`,
  `${visit('v2')}.querySelector('.again').click();`,
);
e.actFails(
  V,
  'Leave a review for the Full colour visit',
  'missing_target',
  'browser-use',
  `${q('#review-dialog')}.hidden`,
);
e.fails(V, 'I have 3 loyalty points', 'near_miss', 'reflect');

// A few more checks
e.holds(B4, 'The reminder switch is on', 'state', 'reflect');
e.holds(V, 'I have 183 loyalty points', 'value', 'reflect');

e.act(
  B4,
  'press Escape to close the policy',
  'keys',
  'bug-report',
  `${q('#policy-dialog')}.hidden`,
  `document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));`,
  { prepare: `${q('#read-policy')}.click();` },
);

// More steps that cannot be done as asked
e.actFails(
  B2,
  'Click "See reviews"',
  'ambiguous_target',
  'testrigor',
  `[...document.querySelectorAll('[id^=rev-]')].every((r) => r.hidden)`,
);
e.actFails(B4, 'Select a payment method', 'missing_target', 'testrail-manual', `${b}.booked === false`);
e.actFails(V, 'Click Book again', 'ambiguous_target', 'bug-report', `location.pathname === '/salon/visits'`);
e.actFails(B1, 'Continue to the stylist step', 'missing_target', 'qa-wolf', `${b}.step === 1`);
e.actFails(B3, 'Then I press "Continue"', 'missing_target', 'rails-web-steps', `${b}.step === 3`);

export const salonEntries = e.entries;
