/** Steps for Snapbox, the photo-print ordering page (`apps/prints.ts`). */
import { builder } from '../../entry-builder';

const e = builder('ho9-prints');

const q = (s: string) => `document.querySelector(${JSON.stringify(s)})`;
const click = (s: string) => `${q(s)}.click();`;
const setVal = (s: string, v: string) =>
  `${q(s)}.value = ${JSON.stringify(v)}; ${q(s)}.dispatchEvent(new Event('input', { bubbles: true })); ${q(s)}.dispatchEvent(new Event('change', { bubbles: true }));`;

const O = '/prints/order';
const OP = '/prints/order?paper=premium';
const OS = '/prints/order?promo=SNAP10';
const row = (file: string) => `#photos tr[data-file="${file}"]`;
const photo = (file: string) => `window.photos.find((p) => p.file === '${file}')`;
const untouched = `window.photos.length === 4 && window.photos.map((p) => p.size + '/' + p.finish + '/' + p.qty).join(',') === '6x4/Gloss/2,7x5/Matte/1,8x6/Gloss/3,10x8/Lustre/1'`;
const openCrop = (file: string) => click(`${row(file)} .crop`);
const cropShut = `${q('#crop')}.hidden && Object.keys(window.crops).length === 0`;
const pressEscape = `document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));`;

e.holds(O, 'The page heading is "Your prints"', 'page', 'spreewald');
e.holds(O, 'There are 4 photos in the list', 'count', 'mink');
e.fails(O, 'There are 5 photos in the list', 'false_claim', 'mink');
e.holds(O, 'Verify that the total is £9.24', 'value', 'kane-ai');
e.fails(O, 'The total is £6.25', 'near_miss', 'kane-ai');
e.holds(O, 'The summary counts 7 prints', 'value', 'reflect');
e.fails(O, 'The summary counts 4 prints', 'near_miss', 'reflect');
e.fails(O, 'Delivery is free', 'near_miss', 'momentic');
e.holds(O, 'The price for dog-in-snow.jpg is £2.70', 'value', 'kane-ai');
e.fails(O, 'Then the price for "beach.jpg" should be "£2.70"', 'near_miss', 'gherkin');
e.fails(O, 'beach.jpg is set to Matte', 'near_miss', 'reflect');
e.fails(O, 'The quantity of birthday-cake.jpg is 3', 'near_miss', 'reflect');
e.fails(O, 'A 10x8 print costs £3.50', 'near_miss', 'kane-ai');
e.act(
  O,
  'Change the size of beach.jpg to 7x5',
  'scope',
  'mind2web',
  `${photo('beach.jpg')}.size === '7x5' && ${photo('grandma-90th.jpg')}.size === '10x8'`,
  setVal(`${row('beach.jpg')} .size`, '7x5'),
);
e.act(
  O,
  'Select "A4" from "Size" in the grandma-90th.jpg row',
  'select',
  'rails-web-steps',
  `${photo('grandma-90th.jpg')}.size === 'A4'`,
  setVal(`${row('grandma-90th.jpg')} .size`, 'A4'),
);
e.act(
  O,
  'set the finish of birthday-cake.jpg to gloss',
  'select',
  'bug-report',
  `${photo('birthday-cake.jpg')}.finish === 'Gloss'`,
  setVal(`${row('birthday-cake.jpg')} .finish`, 'Gloss'),
);
e.act(
  O,
  'Change the quantity for dog-in-snow.jpg to 5',
  'fill',
  'testrail-manual',
  `${photo('dog-in-snow.jpg')}.qty === 5`,
  setVal(`${row('dog-in-snow.jpg')} .qty`, '5'),
);
e.holds(O, 'The total is £15.74', 'value', 'kane-ai', { prepare: setVal(`${row('beach.jpg')} .size`, 'A4') });
e.actFails(O, 'Set the size to 8x6', 'ambiguous_target', 'testrigor', untouched);
e.actFails(O, 'Change the quantity to 2', 'ambiguous_target', 'testrigor', untouched);
e.actFails(O, 'Select "Matte"', 'ambiguous_target', 'rails-web-steps', untouched);
e.actFails(O, 'Print dog-in-snow.jpg at A4', 'missing_target', 'browser-use', untouched);
e.actFails(O, 'Choose the Metallic finish for beach.jpg', 'missing_target', 'browser-use', untouched);
e.holds(O, 'Standard paper is selected', 'state', 'reflect');
e.fails(O, 'Fine art paper is selected', 'near_miss', 'reflect');
e.act(
  O,
  'Choose Premium paper',
  'check',
  'testrigor',
  `${q('input[name=paper][value=premium]')}.checked`,
  click('input[name=paper][value=premium]'),
);
e.holds(OP, 'The paper upgrade costs £0.70', 'value', 'kane-ai');
e.fails(OP, 'The paper upgrade costs £0.10', 'near_miss', 'kane-ai');
e.act(
  O,
  'Turn on "Add a white border"',
  'widget',
  'testrigor',
  `${q('#border')}.getAttribute('aria-checked') === 'true'`,
  click('#border'),
);
e.fails(O, 'The white border switch is on', 'false_claim', 'reflect');

// Promo code
e.act(
  O,
  'type SNAP10 into the promo code field and hit enter',
  'keys',
  'bug-report',
  `window.promo === 'SNAP10'`,
  `${setVal('#promo', 'SNAP10')} ${q('#promo-form')}.requestSubmit();`,
);
e.act(
  O,
  'When I press "Apply"',
  'click',
  'rails-web-steps',
  `window.promo === 'SNAP10'`,
  `${q('#promo-form')}.requestSubmit();`,
  {
    prepare: setVal('#promo', 'SNAP10'),
  },
);
e.fails(O, 'A promo code has been applied', 'false_claim', 'reflect');
e.holds(O, 'An error says the code expired on 31 August 2024', 'message', 'momentic', {
  prepare: `${setVal('#promo', 'SUMMER24')} ${q('#promo-form')}.requestSubmit();`,
});
e.fails(O, "The page says it doesn't recognise the code", 'false_claim', 'momentic', {
  prepare: `${setVal('#promo', 'SUMMER24')} ${q('#promo-form')}.requestSubmit();`,
});
e.holds(OS, 'Verify that the discount is £0.63 and the total is £8.61', 'value', 'kane-ai');
e.fails(OS, 'The discount is £2.99', 'near_miss', 'kane-ai');

// Crop dialog
e.actFails(O, 'Click Crop', 'ambiguous_target', 'testrigor', cropShut);
e.act(
  O,
  'Click "Crop" in the beach.jpg row',
  'scope',
  'rails-web-steps',
  `!${q('#crop')}.hidden && ${q('#crop-title')}.textContent === 'Crop beach.jpg'`,
  openCrop('beach.jpg'),
);
e.act(
  O,
  'Click the second Crop button',
  'ordinal',
  'testrigor',
  `${q('#crop-title')}.textContent === 'Crop birthday-cake.jpg' && !${q('#crop')}.hidden`,
  openCrop('birthday-cake.jpg'),
);
e.fails(O, 'The crop dialog is for dog-in-snow.jpg', 'near_miss', 'reflect', { prepare: openCrop('beach.jpg') });
e.act(
  O,
  'Set the zoom slider to 150%',
  'widget',
  'testrigor',
  `${q('#zoom')}.value === '150'`,
  setVal('#zoom', '150'),
  { prepare: openCrop('beach.jpg') },
);
e.actFails(
  O,
  'Set the zoom to 400%',
  'missing_target',
  'testrail-manual',
  `${q('#zoom')}.value === '100' && Object.keys(window.crops).length === 0`,
  {
    prepare: openCrop('beach.jpg'),
  },
);
e.act(
  O,
  'Choose Portrait',
  'check',
  'testrigor',
  `${q('input[name=orient][value=portrait]')}.checked`,
  click('input[name=orient][value=portrait]'),
  { prepare: openCrop('dog-in-snow.jpg') },
);
e.act(O, 'Click "Rotate 90°"', 'click', 'rails-web-steps', `${q('#rot')}.textContent === '90°'`, click('#rotate'), {
  prepare: openCrop('dog-in-snow.jpg'),
});
e.actFails(O, 'Click "Apply crop"', 'missing_target', 'testrigor', cropShut);
e.act(
  O,
  'Crop grandma-90th.jpg to portrait at 200% zoom and apply it',
  'compound',
  'browser-use',
  `!!window.crops['grandma-90th.jpg'] && window.crops['grandma-90th.jpg'].orientation === 'portrait' && window.crops['grandma-90th.jpg'].zoom === 200`,
  `${openCrop('grandma-90th.jpg')} ${setVal('#zoom', '200')} ${click('input[name=orient][value=portrait]')} ${click('#crop-apply')}`,
);
e.holds(O, 'The beach.jpg row is marked Cropped', 'state', 'reflect', {
  prepare: `${openCrop('beach.jpg')} ${click('#crop-apply')}`,
});
e.fails(O, 'The birthday-cake.jpg row is marked Cropped', 'near_miss', 'reflect', {
  prepare: `${openCrop('beach.jpg')} ${click('#crop-apply')}`,
});
e.act(O, 'close the crop window with escape', 'keys', 'bug-report', `${q('#crop')}.hidden`, pressEscape, {
  prepare: openCrop('beach.jpg'),
});

// Removing and adding photos
e.actFails(O, 'Click "Remove photo"', 'ambiguous_target', 'testrigor', untouched);
e.act(
  O,
  'Remove birthday-cake.jpg',
  'scope',
  'browser-use',
  `window.photos.length === 3 && !${photo('birthday-cake.jpg')}`,
  click(`${row('birthday-cake.jpg')} .remove`),
);
e.act(
  O,
  'Delete the last photo in the list',
  'ordinal',
  'webvoyager',
  `window.photos.length === 3 && !${photo('grandma-90th.jpg')}`,
  click(`${row('grandma-90th.jpg')} .remove`),
);
e.actFails(O, 'Remove sunset.jpg', 'missing_target', 'browser-use', untouched);
e.holds(O, 'A toast says beach.jpg was removed', 'message', 'octomind', {
  prepare: click(`${row('beach.jpg')} .remove`),
});
e.act(
  O,
  'Undo the removal',
  'widget',
  'checksum',
  `window.photos.length === 4 && window.photos[0].file === 'beach.jpg'`,
  click('#toast button'),
  { prepare: click(`${row('beach.jpg')} .remove`) },
);
e.fails(O, 'sunset.jpg is in the list', 'false_claim', 'rainforest');
e.act(
  O,
  'Click "Add photos" and wait for sunset.jpg to finish uploading',
  'wait',
  'qa-wolf',
  `!!${photo('sunset.jpg')} && ${q('#uploading')}.hidden`,
  click('#add-photos'),
);
e.holds(O, 'Wait until 5 photos are listed', 'wait', 'spreewald', { prepare: click('#add-photos') });

// Checkout
e.holds(O, 'An error says the quantity must be between 1 and 99', 'message', 'momentic', {
  prepare: `${setVal(`${row('beach.jpg')} .qty`, '0')} ${click('#checkout')}`,
});
e.act(O, 'Continue to checkout', 'click', 'testrail-manual', `window.checkedOut === true`, click('#checkout'));
e.fails(O, 'The page says the order has been shipped', 'false_claim', 'octomind', { prepare: click('#checkout') });

e.act(
  O,
  'Set beach.jpg to 8x6 matte and print 4 of it',
  'compound',
  'mind2web',
  `${photo('beach.jpg')}.size === '8x6' && ${photo('beach.jpg')}.finish === 'Matte' && ${photo('beach.jpg')}.qty === 4`,
  `${setVal(`${row('beach.jpg')} .size`, '8x6')} ${setVal(`${row('beach.jpg')} .finish`, 'Matte')} ${setVal(`${row('beach.jpg')} .qty`, '4')}`,
);

export const printsEntries = e.entries;
