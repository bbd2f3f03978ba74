/** Steps for Hearthside, the homelessness charity (`apps/charity.ts`). */
import { builder } from '../../entry-builder';

const e = builder('ho9-charity');

const q = (s: string) => `document.querySelector(${JSON.stringify(s)})`;
const click = (s: string) => `${q(s)}.click();`;
const setVal = (s: string, v: string) =>
  `${q(s)}.value = ${JSON.stringify(v)}; ${q(s)}.dispatchEvent(new Event('input', { bubbles: true })); ${q(s)}.dispatchEvent(new Event('change', { bubbles: true }));`;

// Donate
const D = '/charity/donate';
const D25 = '/charity/donate?amount=25';
const D25M = '/charity/donate?amount=25&monthly=1';
const D50 = '/charity/donate?amount=50';
const DO = '/charity/donate?amount=other';
const chip = (a: string) => `.chip[data-amt="${a}"]`;
const noDonation = `window.donation === null`;
const details = `${setVal('#first', 'Sam')} ${setVal('#last', 'Okafor')} ${setVal('#email', 'sam.okafor@example.com')}`;

e.act(
  D,
  'Click "£25"',
  'click',
  'testrigor',
  `${q(chip('25'))}.getAttribute('aria-pressed') === 'true'`,
  click(chip('25')),
);
e.holds(D, 'The Donate button is disabled', 'state', 'spreewald');
e.actFails(D, 'Click Donate', 'missing_target', 'testrigor', noDonation);
e.holds(D, 'There are 5 amount buttons to choose from', 'count', 'mink');
e.holds(D, 'the page title should be "Donate - Hearthside"', 'page', 'spreewald');
e.act(
  D,
  'Turn on "Make this a monthly gift"',
  'widget',
  'testrigor',
  `${q('#monthly')}.getAttribute('aria-checked') === 'true'`,
  click('#monthly'),
);
e.holds(D25, 'The summary says "You are giving £25 once"', 'value', 'rails-web-steps');
e.fails(D25, 'The summary says I am giving £10 once', 'near_miss', 'kane-ai');
e.fails(D25, 'The £50 button is selected', 'near_miss', 'reflect');
e.holds(D25M, 'Then the donate button should read "Donate £25 a month"', 'value', 'gherkin');
e.fails(D25M, 'The summary says I am giving £25 once', 'near_miss', 'kane-ai');
e.fails(D50, 'The page says £50 could provide 10 hot meals', 'false_claim', 'momentic');
e.act(
  D,
  'Choose "Other amount" and enter 40',
  'compound',
  'qa-wolf',
  `${q(chip('other'))}.getAttribute('aria-pressed') === 'true' && ${q('#other')}.value === '40'`,
  `${click(chip('other'))} ${setVal('#other', '40')}`,
);
e.act(
  DO,
  'When I fill in "Your amount (£)" with "{{amount}}"',
  'fill',
  'gherkin',
  `${q('#other')}.value === '15'`,
  setVal('#other', '15'),
  { variables: { amount: '15' } },
);
e.actFails(
  D,
  'Fill in "Your amount (£)" with "15"',
  'missing_target',
  'rails-web-steps',
  `${q('#other')}.value === ''`,
);
e.holds(DO, 'An error says the amount must be at least £2', 'message', 'momentic', { prepare: setVal('#other', '1') });
e.act(D25, 'Tick the Gift Aid box', 'check', 'testrail-manual', `${q('#giftaid')}.checked`, click('#giftaid'));
e.holds(D25, 'Verify that Gift Aid adds £6.25', 'value', 'kane-ai', { prepare: click('#giftaid') });
e.fails(D25, 'Gift Aid adds 25p to my £25 donation', 'near_miss', 'kane-ai', { prepare: click('#giftaid') });
e.fails(D50, 'Gift Aid adds £6.25', 'false_claim', 'kane-ai', { prepare: click('#giftaid') });
e.act(
  D25,
  'type "NE46 3AB" in the Postcode field',
  'fill',
  'stagehand',
  `${q('#gpostcode')}.value.trim().toUpperCase() === 'NE46 3AB'`,
  setVal('#gpostcode', 'NE46 3AB'),
  { prepare: click('#giftaid') },
);
e.actFails(
  D25,
  'Enter NE46 3AB as the Gift Aid postcode',
  'missing_target',
  'mind2web',
  `${q('#gpostcode')}.value === ''`,
);
e.act(
  D,
  'Select "Dr" from "Title"',
  'select',
  'rails-web-steps',
  `${q('#title')}.value === 'Dr'`,
  setVal('#title', 'Dr'),
);
e.act(
  D,
  'Tick "Post" under How can we keep in touch?',
  'scope',
  'testrigor',
  `${q('input[name=contact][value=post]')}.checked && !${q('input[name=contact][value=email]')}.checked`,
  click('input[name=contact][value=post]'),
);
e.act(
  D25,
  'Fill in first name Sam, last name Okafor and email sam.okafor@example.com, then click "Donate £25"',
  'compound',
  'qa-wolf',
  `!!window.donation && window.donation.amount === 25 && window.donation.first === 'Sam' && window.donation.email === 'sam.okafor@example.com'`,
  `${details} ${click('#donate')}`,
);
e.act(
  D,
  'Give £50 a month as Sam Okafor (sam.okafor@example.com)',
  'compound',
  'browser-use',
  `!!window.donation && window.donation.amount === 50 && window.donation.monthly === true`,
  `${click(chip('50'))} ${click('#monthly')} ${details} ${click('#donate')}`,
);
e.holds(D25, 'Three errors are listed', 'count', 'kane-ai', { prepare: click('#donate') });
e.fails(D25, 'There is no error about the postcode', 'false_claim', 'reflect', {
  prepare: `${click('#giftaid')} ${details} ${click('#donate')}`,
});
e.holds(D25, 'The page thanks Sam', 'message', 'octomind', { prepare: `${details} ${click('#donate')}` });
e.fails(D25M, 'The thank-you message says the donation of £25 has been received', 'near_miss', 'octomind', {
  prepare: `${details} ${click('#donate')}`,
});

// Volunteer
const V = '/charity/volunteer';
const VR = '/charity/volunteer?ready=1';
const role = (id: string) => `.role[data-id="${id}"]`;
const applyShut = `${q('#apply-dialog')}.hidden && window.applications.length === 0`;
const openApply = (id: string) => click(`${role(id)} .apply`);

e.holds(V, 'Wait until 6 opportunities are shown', 'wait', 'spreewald');
e.act(
  V,
  'wait for the roles to load, then save the Van driver role',
  'wait',
  'bug-report',
  `window.saved.includes('van')`,
  `new Promise((r) => setTimeout(r, 1100)).then(() => document.querySelector('.role[data-id="van"] .save').click())`,
);
e.holds(VR, 'The page heading is "Volunteer with us"', 'page', 'spreewald');
e.holds(VR, '6 opportunities are listed', 'count', 'mink');
e.actFails(VR, 'Click Apply', 'ambiguous_target', 'testrigor', applyShut);
e.actFails(VR, 'click save', 'ambiguous_target', 'bug-report', `window.saved.length === 0`);
e.act(
  VR,
  'Click Apply on the Soup kitchen helper card',
  'scope',
  'testrigor',
  `${q('#apply-title')}.textContent === 'Apply: Soup kitchen helper' && !${q('#apply-dialog')}.hidden`,
  openApply('soup'),
);
e.act(
  VR,
  'Click the second Apply button',
  'ordinal',
  'testrigor',
  `${q('#apply-title')}.textContent === 'Apply: Befriending caller'`,
  openApply('befriend'),
);
e.act(
  VR,
  'Save the last opportunity in the list',
  'ordinal',
  'webvoyager',
  `window.saved.length === 1 && window.saved[0] === 'ambassador'`,
  click(`${role('ambassador')} .save`),
);
e.actFails(VR, 'Apply for the Event steward role', 'missing_target', 'browser-use', applyShut);
e.fails(VR, 'The Van driver role is in Gateshead', 'near_miss', 'kane-ai');
e.fails(VR, 'The Shop assistant role needs 1 hour a week', 'near_miss', 'kane-ai');
e.fails(VR, 'The Soup kitchen helper role is marked Full', 'near_miss', 'reflect');
e.act(
  VR,
  'Select "Remote" from "Location"',
  'select',
  'rails-web-steps',
  `${q('#loc')}.value === 'Remote' && document.querySelectorAll('.role').length === 2`,
  setVal('#loc', 'Remote'),
);
e.fails(VR, 'The Van driver role is still listed', 'false_claim', 'rainforest', { prepare: setVal('#loc', 'Remote') });
e.act(
  VR,
  'When I check "Hide full roles"',
  'check',
  'rails-web-steps',
  `${q('#hide-full')}.checked`,
  click('#hide-full'),
);
e.holds('/charity/volunteer?ready=1&saved=van', 'The link shows Saved roles (1)', 'value', 'checksum');
e.fails('/charity/volunteer?ready=1&saved=van', 'The Befriending caller role is saved', 'near_miss', 'reflect');
e.act(
  VR,
  'type 07700 900456 into the phone number box',
  'fill',
  'stagehand',
  `${q('#a-phone')}.value.split(' ').join('') === '07700900456'`,
  setVal('#a-phone', '07700 900456'),
  { prepare: openApply('soup') },
);
e.act(
  VR,
  'Set "When can you start?" to 6 April 2027',
  'widget',
  'mind2web',
  `${q('#a-start')}.value === '2027-04-06'`,
  setVal('#a-start', '2027-04-06'),
  { prepare: openApply('van') },
);
e.holds(VR, 'an error asks me to confirm I am 18 or over', 'message', 'momentic', {
  prepare: `${openApply('shop')} ${setVal('#a-first', 'Sam')} ${setVal('#a-last', 'Okafor')} ${setVal('#a-email', 'sam@example.com')} ${click('#a-send')}`,
});
e.act(
  VR,
  'Apply for Soup kitchen helper as Sam Okafor, sam.okafor@example.com, confirm I am over 18 and submit',
  'compound',
  'browser-use',
  `window.applications.length === 1 && window.applications[0].role === 'Soup kitchen helper' && window.applications[0].email === 'sam.okafor@example.com'`,
  `${openApply('soup')} ${setVal('#a-first', 'Sam')} ${setVal('#a-last', 'Okafor')} ${setVal('#a-email', 'sam.okafor@example.com')} ${click('#a-age')} ${click('#a-send')}`,
);
e.holds(VR, 'A toast confirms the application for Soup kitchen helper was sent', 'message', 'octomind', {
  prepare: `${openApply('soup')} ${setVal('#a-first', 'Sam')} ${setVal('#a-last', 'Okafor')} ${setVal('#a-email', 'sam@example.com')} ${click('#a-age')} ${click('#a-send')}`,
});
e.fails(VR, 'The dialog title says "Apply: Soup kitchen helper"', 'near_miss', 'rails-web-steps', {
  prepare: openApply('van'),
});
e.act(
  VR,
  'hit escape',
  'keys',
  'bug-report',
  `${q('#apply-dialog')}.hidden`,
  `document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));`,
  {
    prepare: openApply('van'),
  },
);

// Events
const EV = '/charity/events';
const EV2 = '/charity/events?page=2';
const EV3 = '/charity/events?page=3';
const EP = '/charity/events?tab=past';
const ev = (id: string) => `#events tr[data-id="${id}"]`;
const menusShut = `[...document.querySelectorAll('#events [role=menu]')].every((m) => m.hidden)`;
const openReg = (id: string) => `${click(`${ev(id)} .acts`)} ${click(`${ev(id)} .m-reg`)}`;
const noReg = `${q('#reg-dialog')}.hidden && window.registrations.length === 0`;

e.holds(EV, 'Then I should see 5 events in the table', 'count', 'mink');
e.holds(EV, 'It says "Showing 1–5 of 11 events"', 'value', 'rails-web-steps');
e.fails(EV, 'And Quiz night should have "4 places left"', 'near_miss', 'gherkin');
e.fails(EV, 'The Coffee morning is at The Crown, Hexham', 'near_miss', 'kane-ai');
e.fails(EV, 'The Riverside 10k is full', 'near_miss', 'reflect');
e.holds(EV, 'Page 1 is the current page', 'state', 'reflect');
e.act(
  EV,
  'Go to page 2',
  'navigation',
  'testrail-manual',
  `${q('#showing')}.textContent === 'Showing 6–10 of 11 events'`,
  click('.pg[data-p="2"]'),
);
e.fails(EV2, 'The Abseil challenge is at Hexham Market Place', 'near_miss', 'kane-ai');
e.holds(EV3, 'Only one event is on the last page', 'count', 'mink');
e.actFails(
  EV3,
  'Click Next',
  'missing_target',
  'testrigor',
  `${q('#showing')}.textContent === 'Showing 11–11 of 11 events'`,
);
e.fails(EV, 'The Great North Run is listed on this page', 'false_claim', 'reflect');
e.actFails(EV, 'Open the Actions menu', 'ambiguous_target', 'testrigor', menusShut);
e.act(
  EV,
  'Open the actions for Quiz night and choose Register',
  'widget',
  'checksum',
  `!${q('#reg-dialog')}.hidden && ${q('#reg-title')}.textContent === 'Register for Quiz night'`,
  openReg('e2'),
);
e.act(
  EV,
  'Open the actions menu on the third row',
  'ordinal',
  'testrigor',
  `!${q('#m-e3')}.hidden`,
  click(`${ev('e3')} .acts`),
);
e.actFails(EV, 'Register for Sleep Out 2027', 'missing_target', 'browser-use', noReg);
e.act(
  EV,
  'Add the Riverside 10k to my calendar',
  'scope',
  'browser-use',
  `window.calendar === 'Riverside 10k'`,
  `${click(`${ev('e1')} .acts`)} ${click(`${ev('e1')} .m-cal`)}`,
);
e.act(
  EV,
  'Increase the number of places to 3',
  'widget',
  'testrail-manual',
  `${q('#places output')}.textContent === '3'`,
  `${click('#places [data-step="1"]')} ${click('#places [data-step="1"]')}`,
  { prepare: openReg('e2') },
);
e.actFails(
  EV,
  'Set places to 6',
  'missing_target',
  'testrail-manual',
  `${q('#places output')}.textContent !== '6' && window.registrations.length === 0`,
  { prepare: openReg('e5') },
);
e.act(
  EV,
  'Register 2 places for the Charity golf day as Sam Okafor, sam.okafor@example.com',
  'compound',
  'mind2web',
  `window.registrations.length === 1 && window.registrations[0].event === 'Charity golf day' && window.registrations[0].places === 2`,
  `${openReg('e5')} ${click('#places [data-step="1"]')} ${setVal('#r-name', 'Sam Okafor')} ${setVal('#r-email', 'sam.okafor@example.com')} ${click('#r-send')}`,
);
e.holds(EV, 'A message confirms I am registered for Quiz night', 'message', 'octomind', {
  prepare: `${openReg('e2')} ${setVal('#r-name', 'Sam Okafor')} ${setVal('#r-email', 'sam@example.com')} ${click('#r-send')}`,
});
e.fails(EV, 'The confirmation says I am registered for 2 places', 'false_claim', 'octomind', {
  prepare: `${openReg('e2')} ${setVal('#r-name', 'Sam Okafor')} ${setVal('#r-email', 'sam@example.com')} ${click('#r-send')}`,
});
e.act(
  EV,
  'Search events for "Hexham"',
  'fill',
  'testrigor',
  `${q('#search')}.value === 'Hexham' && document.querySelectorAll('#events tbody tr').length === 2`,
  setVal('#search', 'Hexham'),
);
e.act(
  EV,
  'Set "From" to 1 June 2027',
  'widget',
  'mind2web',
  `${q('#from')}.value === '2027-06-01'`,
  setVal('#from', '2027-06-01'),
);
e.fails(EV, 'The Bake sale is still listed', 'false_claim', 'rainforest', { prepare: setVal('#from', '2027-06-01') });
e.act(
  EV,
  'Switch to the Past events tab',
  'widget',
  'testrigor',
  `${q('#tab-past')}.getAttribute('aria-selected') === 'true'`,
  click('#tab-past'),
);
e.actFails(EP, 'Click "View photos"', 'ambiguous_target', 'testrigor', `window.photos === null`);
e.act(
  EP,
  'View photos of the Winter Sleep Out',
  'scope',
  'browser-use',
  `window.photos === 'Winter Sleep Out'`,
  click('#past tr[data-name="Winter Sleep Out"] .photos'),
);
e.fails(EP, 'The Winter Sleep Out raised £6,480', 'near_miss', 'kane-ai');
e.act(
  EV,
  'Follow "Volunteer"',
  'navigation',
  'mink',
  `location.pathname === '/charity/volunteer'`,
  `location.href = '/charity/volunteer';`,
);

e.fails(VR, 'The Befriending caller role is in Hexham', 'near_miss', 'kane-ai');
e.fails(EV, 'The Charity golf day is on Fri 9 April 2027', 'near_miss', 'kane-ai');
e.actFails(EP, 'Click "View photos" for the Summer fair', 'missing_target', 'testrigor', `window.photos === null`);
e.fails(D25, 'The Gift Aid box is ticked', 'false_claim', 'spreewald');

e.act(
  VR,
  'Filter to Newcastle roles and save the Soup kitchen helper',
  'compound',
  'browser-use',
  `${q('#loc')}.value === 'Newcastle' && window.saved.length === 1 && window.saved[0] === 'soup'`,
  `${setVal('#loc', 'Newcastle')} ${click(`${role('soup')} .save`)}`,
);

export const charityEntries = e.entries;
