/** Steps for Brightsmile Dental's booking wizard (`apps/dental-book.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, later, q, setVal, tick } from './helpers';

const B = '/dental/book';
const B2 = '/dental/book?step=2';
const B2D = '/dental/book?step=2&dentist=osei&date=2026-03-12';
const B3 = '/dental/book?step=3';
const B4 = '/dental/book?step=4';

const choose = (id: string) => click(`.dentist[data-id="${id}"] .choose`);
const slot = (t: string) => click(`#times .slot[data-t="${t}"]`);
const s3 = `window.step === 3 && ${q('#mobile')}.value === '' && !document.querySelector('input[name=med]:checked')`;

export function dentalBookEntries(e: EntryBuilder): void {
  // Step 1: patient and treatment
  e.holds(B, 'I am on step 1 of 4', 'page', 'gauge');
  e.act(
    B,
    'Select "Arjun Patel (age 9)" from "Who is the appointment for?"',
    'select',
    'rails-web-steps',
    `${q('#patient')}.value === 'arjun'`,
    setVal('#patient', 'arjun'),
  );
  e.holds(B, 'An error summary asks me to choose a treatment', 'message', 'momentic', { prepare: click('#s1-next') });
  e.holds(
    '/dental/book?patient=arjun&treatment=whitening',
    'The error says whitening is for adults only',
    'message',
    'momentic',
    {
      prepare: click('#s1-next'),
    },
  );
  e.act(
    B,
    'Book a check-up for Leela and continue',
    'compound',
    'browser-use',
    `window.step === 2 && window.bk.patient === 'leela' && window.bk.treatment === 'checkup'`,
    `${setVal('#patient', 'leela')} ${tick('input[value=checkup]')} ${click('#s1-next')}`,
  );
  e.fails(B, 'A hygienist clean costs £45', 'near_miss', 'kane-ai');
  e.fails(B, 'An emergency appointment takes 20 minutes', 'near_miss', 'kane-ai');

  // Step 2: dentist and time
  e.actFails(B2, 'Click "Choose"', 'ambiguous_target', 'testrigor', `window.bk.dentist === null`);
  e.act(B2, 'Choose Dr Tom Reyes', 'scope', 'testrail-manual', `window.bk.dentist === 'reyes'`, choose('reyes'));
  e.actFails(B2, 'Choose Dr Hana Kim', 'missing_target', 'testrail-manual', `window.bk.dentist === null`);
  e.actFails(B2, 'pick the hygienist, Gwen Lloyd', 'missing_target', 'bug-report', `window.bk.dentist === null`);
  e.fails(B2, 'Dr Tom Reyes is rated 4.9 out of 5', 'near_miss', 'reflect');
  e.holds(B2, 'Dr Hana Kim is fully booked until April', 'value', 'reflect');
  e.fails(B2, "Dr Amara Osei is the children's dentist", 'near_miss', 'reflect');
  e.act(
    '/dental/book?step=2&dentist=osei',
    'Pick Wednesday 18 March and wait for the times to load',
    'wait',
    'qa-wolf',
    `document.querySelectorAll('#times .slot').length === 7`,
    setVal('#date', '2026-03-18'),
  );
  e.holds(
    '/dental/book?step=2&dentist=osei',
    'A Saturday is refused because the practice is shut at weekends',
    'message',
    'momentic',
    {
      prepare: setVal('#date', '2026-03-14'),
    },
  );
  e.act(B2D, 'Choose the 11:00 slot', 'click', 'testrail-manual', `window.bk.time === '11:00'`, slot('11:00'));
  e.actFails(B2D, 'Choose 09:00', 'missing_target', 'testrail-manual', `window.bk.time === null`);
  e.holds(B2D, '5 times can be booked on Thu 12 Mar', 'count', 'kane-ai');
  e.fails(B2D, '7 times can be booked on Thu 12 Mar', 'near_miss', 'kane-ai');
  e.act(
    B2D,
    'Turn on "Before 9am or after 4pm only"',
    'widget',
    'testrigor',
    `${q('#sw-early')}.getAttribute('aria-checked') === 'true' && document.querySelectorAll('#times .slot').length === 2`,
    click('#sw-early'),
  );
  e.holds(B2D, 'Only 08:40 and 16:20 are offered', 'count', 'mabl', { prepare: click('#sw-early') });
  e.act(
    B2D,
    'Pick the first free afternoon time',
    'ordinal',
    'webvoyager',
    `window.bk.time === '15:40'`,
    slot('15:40'),
  );
  e.act(B2D, 'Click the last time slot', 'ordinal', 'zerostep', `window.bk.time === '16:20'`, slot('16:20'));
  e.holds(B2D, 'The Continue button is disabled', 'state', 'spreewald');
  e.actFails(B2D, 'Click Continue', 'missing_target', 'robot-browser', `window.step === 2`);
  e.act(
    B2,
    'Book with Dr Amara Osei on 12 March at 08:40 and continue',
    'compound',
    'mind2web',
    `window.step === 3 && window.bk.dentist === 'osei' && window.bk.date === '2026-03-12' && window.bk.time === '08:40'`,
    later(`${choose('osei')} ${setVal('#date', '2026-03-12')} await wait(1000); ${slot('08:40')} ${click('#s2-next')}`),
  );
  e.holds(
    `${B2D}&time=09:20`,
    'The status line reads Thu 12 Mar 2026 at 09:20 with Dr Amara Osei',
    'value',
    'rainforest',
  );
  e.fails(`${B2D}&time=09:20`, 'The chosen time is 09:00', 'near_miss', 'rainforest');
  e.act(B2, 'Go back to the previous step', 'navigation', 'checksum', `window.step === 1`, click('#s2 .back'));

  // Step 3: your details
  e.act(
    B3,
    'Enter 07700 900982 in the mobile number field',
    'fill',
    'testrigor',
    `${q('#mobile')}.value === '07700 900982'`,
    setVal('#mobile', '07700 900982'),
  );
  e.act(
    B3,
    'Under Medical history, tick Diabetes and Heart condition',
    'scope',
    'stagehand',
    `${q('input[value=diabetes]')}.checked && ${q('input[value=heart]')}.checked`,
    `${tick('input[value=diabetes]')} ${tick('input[value=heart]')}`,
  );
  e.act(
    B3,
    'Remind me by email',
    'check',
    'browser-use',
    `${q('input[name=remind][value=email]')}.checked`,
    tick('input[name=remind][value=email]'),
  );
  e.fails(B3, 'Email reminders are selected', 'false_claim', 'reflect');
  e.holds(B3, 'The error summary lists 2 problems', 'count', 'mink', { prepare: click('#s3-next') });
  e.fails(B3, 'The error summary lists 3 problems', 'false_claim', 'mink', { prepare: click('#s3-next') });
  e.holds(B3, 'An error asks for a UK mobile number', 'message', 'momentic', {
    prepare: `${setVal('#mobile', '12345')} ${tick('input[value=none]')} ${click('#s3-next')}`,
  });
  e.fails(B3, 'There is an error about the email address', 'near_miss', 'momentic', { prepare: click('#s3-next') });
  e.act(
    B3,
    'Fill in my details: mobile 07700 900982, no medical conditions, reminders by text and email, then continue',
    'compound',
    'qa-wolf',
    `window.step === 4 && window.bk.med.join() === 'none' && window.bk.remind === 'both' && window.bk.mobile === '07700 900982'`,
    `${setVal('#mobile', '07700 900982')} ${tick('input[value=none]')} ${tick('input[name=remind][value=both]')} ${click('#s3-next')}`,
  );
  e.act(
    B3,
    'Type "Nervous about injections" into the notes box',
    'fill',
    'stagehand',
    `${q('#notes')}.value === 'Nervous about injections'`,
    setVal('#notes', 'Nervous about injections'),
  );
  e.actFails(B3, 'Fill in "Date of birth" with "12/05/1990"', 'missing_target', 'rails-web-steps', s3);

  // Step 4: check and confirm
  e.actFails(B4, 'Click "Change"', 'ambiguous_target', 'testrigor', `window.step === 4`);
  e.act(B4, 'Change the dentist', 'scope', 'checksum', `window.step === 2`, click('#answers .change[data-go="2"]'));
  e.act(
    B4,
    'Click Change next to the mobile number',
    'scope',
    'testrigor',
    `window.step === 3`,
    `[...document.querySelectorAll('#answers dt')].find((d) => d.textContent === 'Mobile').nextElementSibling.querySelector('.change').click();`,
  );
  e.holds(B4, '"Confirm booking" should be disabled', 'state', 'spreewald');
  e.actFails(B4, 'Press "Confirm booking"', 'missing_target', 'mink', `window.booked === null`);
  e.act(
    B4,
    'Accept the cancellation policy and confirm the booking',
    'compound',
    'octomind',
    `window.booked !== null && window.booked.time === '09:20'`,
    `${tick('#policy')} ${click('#confirm')}`,
  );
  e.holds(B4, 'The booking is confirmed with reference BSD-48213', 'message', 'octomind', {
    prepare: `${tick('#policy')} ${click('#confirm')}`,
  });
  e.fails(B4, 'The reference number is BSD-48231', 'false_claim', 'kane-ai', {
    prepare: `${tick('#policy')} ${click('#confirm')}`,
  });
  e.fails(B4, 'The Reminders row says Email', 'false_claim', 'kane-ai');
  e.holds(`${B4}&patient=arjun`, 'The check-up for Arjun is free', 'value', 'mabl');
  e.holds(`${B4}&treatment=clean&dentist=lloyd`, 'A £20.00 deposit is due now', 'value', 'kane-ai');
  e.fails(`${B4}&treatment=clean&dentist=lloyd`, 'The clean costs £20.00 in total', 'near_miss', 'kane-ai');
  e.fails(`${B4}&treatment=clean&dentist=lloyd`, 'The appointment is with Dr Amara Osei', 'false_claim', 'reflect');
}
