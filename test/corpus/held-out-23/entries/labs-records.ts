/** Steps on Clearpath Diagnostics (apps/labs.ts): test results and the profile. */
import type { EntryBuilder } from '../../entry-builder';
import { click, hidden, inShadow, later, on, q, setVal, tick, visible } from '../../entry-scripts';

const RES = '/labs/results';
const V1 = `${RES}?view=R1`;
const V6 = `${RES}?view=R6`;
const PROF = '/labs/profile';
const REM = `${PROF}?tab=reminders`;
const FAM = `${PROF}?tab=family`;

const ask = "document.querySelector('iframe').contentWindow";
const inAsk = (selector: string) => `${ask}.document.querySelector(${JSON.stringify(selector)})`;
const setAsk = (selector: string, value: string) =>
  `${inAsk(selector)}.value = ${JSON.stringify(value)}; ${inAsk(selector)}.dispatchEvent(new Event('input', { bubbles: true })); ${inAsk(selector)}.dispatchEvent(new Event('change', { bubbles: true }));`;
const trendLoaded = { prepare: later('await wait(1300);') };
const blood = { prepare: setVal('#find', 'blood') };
const addKid = (first: string, dob: string, rel: string) =>
  `${click('#add')} ${setVal('#fm-first', first)} ${setVal('#fm-dob', dob)} ${setVal('#fm-rel', rel)} ${click('#fm-save')}`;
const hasKid = (first: string) => `window.family.some((f) => f.first === ${JSON.stringify(first)})`;

export function labsRecordEntries(b: EntryBuilder): void {
  // ---- Results list
  b.holds(RES, 'The count says 8 results', 'count', 'kane-ai');
  b.fails(RES, 'The count says 9 results', 'false_claim', 'kane-ai');
  b.holds(RES, 'Ferritin (iron stores) is flagged Low', 'scope', 'reflect');
  b.fails(RES, 'Thyroid function (TSH) is flagged Low', 'near_miss', 'reflect');
  b.holds(RES, 'Vitamin D is waiting for results', 'scope', 'reflect');
  b.fails(RES, 'HbA1c (diabetes) is waiting for results', 'near_miss', 'reflect');
  b.fails(RES, 'The Vitamin D result is flagged Low', 'near_miss', 'reflect');
  b.actFails(RES, 'View the Vitamin D result', 'missing_target', 'gauge', 'window.viewing === null');
  b.act(RES, 'View the ferritin result', 'scope', 'gauge', "window.viewing === 'R2'", click('tr[data-id=R2] .view'));
  b.actFails(RES, 'Click View', 'ambiguous_target', 'behat', 'window.viewing === null');
  b.actFails(
    RES,
    'View the full blood count result',
    'ambiguous_target',
    'browser-use',
    'window.viewing === null',
    blood,
  );
  b.act(
    RES,
    'View the full blood count from November 2026',
    'scope',
    'stagehand',
    "window.viewing === 'R8'",
    click('tr[data-id=R8] .view'),
    blood,
  );
  b.act(
    RES,
    'Show only results that are still waiting',
    'select',
    'mind2web',
    `${q('#status')}.value === 'Waiting for results'`,
    setVal('#status', 'Waiting for results'),
  );
  b.act(
    RES,
    'Search results for "liver"',
    'fill',
    'testrail-manual',
    `${q('#find')}.value === 'liver'`,
    setVal('#find', 'liver'),
  );
  b.act(
    RES,
    'Tick "Only results outside the normal range"',
    'check',
    'cucumber-web',
    `${q('#outside')}.checked`,
    tick('#outside'),
  );
  b.holds(RES, '3 results are outside the normal range', 'count', 'webarena', { prepare: tick('#outside') });
  b.fails(RES, '4 results are outside the normal range', 'false_claim', 'webarena', { prepare: tick('#outside') });
  b.act(RES, 'Go to page 2', 'navigation', 'testrail-manual', 'window.rpage === 2', click('#next'));
  b.fails(`${RES}?page=2`, 'The Previous button is disabled', 'false_claim', 'spreewald');
  b.actFails(RES, 'Export my results to a spreadsheet', 'missing_target', 'browser-use', 'window.viewing === null');

  // ---- A result
  b.holds(V1, 'Haemoglobin is 118 g/L and flagged Low', 'scope', 'reflect');
  b.fails(V1, 'Platelets are flagged Low', 'near_miss', 'reflect');
  b.fails(V1, 'The white cell count is 6.8', 'false_claim', 'kane-ai');
  b.holds(V1, "Dr A. Shah's note says my haemoglobin is slightly low", 'message', 'reflect');
  b.holds(V1, 'Wait for the trend to load', 'wait', 'midscene');
  b.holds(V1, 'The trend says haemoglobin is down 13 g/L since November 2026', 'frames', 'kane-ai', trendLoaded);
  b.fails(V1, 'The trend says haemoglobin has gone up since November 2026', 'false_claim', 'kane-ai', trendLoaded);
  b.act(
    V1,
    'Show the normal range in the trend',
    'frames',
    'stagehand',
    'window.rangeShown === true',
    `${inShadow('#trend', '#range')}.click();`,
    trendLoaded,
  );
  b.act(V1, 'Share this result with my GP', 'widget', 'browser-use', "window.shared.includes('R1')", click('#sw-gp'));
  b.fails(V1, 'Share with my GP is switched on', 'false_claim', 'product-verify');
  b.act(V1, 'Download the PDF', 'click', 'gauge', "window.pdf === 'R1'", click('#pdf'));
  b.act(
    V1,
    'Ask a clinician about this result: "Should I take iron tablets for this?"',
    'frames',
    'mind2web',
    `!!${ask}.sent && ${ask}.sent.subject === 'About this result'`,
    `${setAsk('#subj', 'About this result')} ${setAsk('#msg', 'Should I take iron tablets for this?')} ${inAsk('#send')}.click();`,
  );
  b.actFails(
    V1,
    'Send the clinician the message "Help" about this result',
    'missing_target',
    'shortest',
    `${ask}.sent === null`,
  );
  const tooShort = {
    prepare: `${setAsk('#subj', 'Booking help')} ${setAsk('#msg', 'Help')} ${inAsk('#send')}.click();`,
  };
  b.holds(V1, 'The clinician form asks me to write at least 15 characters', 'frames', 'momentic', tooShort);
  b.fails(V1, 'The clinician form says the message was sent', 'false_claim', 'octomind', tooShort);
  b.holds(V6, 'LDL cholesterol is 4.2 mmol/L, which is High', 'scope', 'reflect');
  b.fails(V6, 'HDL cholesterol is flagged High', 'near_miss', 'reflect');
  b.fails(`${RES}?view=R2`, 'Ferritin is within the normal range', 'false_claim', 'reflect');
  b.actFails(V1, 'Print this result', 'missing_target', 'browser-use', 'window.pdf === null');

  // ---- Profile: personal details
  b.holds(PROF, 'My NHS number is 943 476 5919', 'value', 'kane-ai');
  b.fails(PROF, 'My date of birth is 17 May 1986', 'false_claim', 'kane-ai');
  b.act(
    PROF,
    'Change my mobile number to 07700 900632 and save',
    'compound',
    'shortest',
    "!!window.savedMe && window.savedMe.mobile === '07700 900632'",
    `${setVal('#mobile', '07700 900632')} ${click('#save-me')}`,
  );
  b.actFails(
    PROF,
    'Change my mobile number to 0113 496 0000 and save',
    'missing_target',
    'shortest',
    'window.savedMe === null',
  );
  b.holds(PROF, 'An error asks for a UK mobile number', 'message', 'momentic', {
    prepare: `${setVal('#mobile', '0113 496 0000')} ${click('#save-me')}`,
  });
  b.act(
    PROF,
    'Choose Eastfield Community Hospital as my preferred clinic',
    'select',
    'cucumber-web',
    `${q('#pref')}.value === 'Eastfield Community Hospital'`,
    setVal('#pref', 'Eastfield Community Hospital'),
  );
  b.actFails(
    PROF,
    'Make Northgate Pharmacy my preferred clinic',
    'missing_target',
    'gauge',
    `${q('#pref')}.value === 'Harbour Street Lab'`,
  );
  b.fails(PROF, 'The email field shows priya.nair@nhs.net', 'false_claim', 'kane-ai');
  b.actFails(
    PROF,
    'Change my date of birth to 17/03/1987',
    'missing_target',
    'testrail-manual',
    'window.savedMe === null',
  );

  // ---- Profile: reminders
  b.act(
    PROF,
    'Open the Reminders tab',
    'widget',
    'checksum',
    `${q('#t-rem')}.getAttribute('aria-selected') === 'true'`,
    click('#t-rem'),
  );
  b.holds(REM, 'Text reminders are on and email reminders are off', 'state', 'product-verify');
  b.fails(REM, 'Email reminders are on', 'false_claim', 'product-verify');
  b.act(REM, 'Turn on email reminders', 'widget', 'checksum', on('#sw-mail'), click('#sw-mail'));
  b.act(
    REM,
    'Set the reminder to 48 hours before',
    'widget',
    'midscene',
    `${q('#hours')}.value === '48'`,
    setVal('#hours', '48'),
  );
  b.fails(REM, 'Reminders go out 12 hours before', 'false_claim', 'kane-ai');
  b.act(
    REM,
    "Don't text me between 22:00 and 07:30",
    'compound',
    'shortest',
    `${q('#quiet-from')}.value === '22:00' && ${q('#quiet-to')}.value === '07:30'`,
    `${setVal('#quiet-from', '22:00')} ${setVal('#quiet-to', '07:30')}`,
  );
  b.actFails(REM, 'Turn off text reminders and save', 'missing_target', 'shortest', 'window.savedRem === null');
  b.holds(REM, 'An error says to turn on text or email reminders', 'message', 'momentic', {
    prepare: later(`${click('#sw-sms')} ${click('#save-rem')} await wait(900);`),
  });
  b.actFails(
    REM,
    'Turn on WhatsApp reminders',
    'missing_target',
    'checksum',
    `${on('#sw-sms')} && !(${on('#sw-mail')})`,
  );

  // ---- Profile: family members
  b.holds(FAM, 'Meera Nair was born on 21 September 2012', 'scope', 'reflect');
  b.fails(FAM, 'Arjun Nair was born on 21 September 2012', 'near_miss', 'reflect');
  b.act(
    FAM,
    'Add my daughter Zara Nair, born 02/02/2021',
    'compound',
    'shortest',
    hasKid('Zara'),
    addKid('Zara', '2021-02-02', 'Daughter'),
  );
  b.actFails(FAM, 'Add my son Rohan Nair, born 10/01/2010', 'missing_target', 'shortest', 'window.family.length === 2');
  b.holds(FAM, 'An error says family members must be under 16', 'message', 'momentic', {
    prepare: later(`${addKid('Rohan', '2010-01-10', 'Son')} await wait(1100);`),
  });
  b.act(
    FAM,
    'Remove Meera',
    'compound',
    'gauge',
    `!${hasKid('Meera')}`,
    `${click('[data-id=meera] .rm')} ${click('#rm-go')}`,
  );
  b.actFails(FAM, 'Click Remove', 'ambiguous_target', 'behat', 'window.family.length === 2');
  b.actFails(FAM, 'Click Edit', 'ambiguous_target', 'robot-browser', hidden('#dlg-fam'));
  b.act(
    FAM,
    "Edit Arjun's details",
    'scope',
    'stagehand',
    `${visible('#dlg-fam')} && ${q('#fm-h')}.textContent === 'Edit Arjun Nair'`,
    click('[data-id=arjun] .edit'),
  );
  b.act(
    FAM,
    'Keep Meera',
    'click',
    'gauge',
    `${hidden('#dlg-rm')} && window.family.length === 2`,
    click('#dlg-rm [data-dismiss]'),
    { prepare: click('[data-id=meera] .rm') },
  );
  b.actFails(FAM, 'Remove Dev Nair', 'missing_target', 'gauge', 'window.family.length === 2');
  b.fails(FAM, 'Arjun is listed as my daughter', 'false_claim', 'reflect');
}
