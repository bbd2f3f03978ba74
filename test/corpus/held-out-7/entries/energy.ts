/** Entries for `energy` (Brightwatt: account overview, meter readings, bills, Direct Debit and tariffs). */
import { builder } from '../../entry-builder';

const b = builder('ho7-energy');
const HOME = '/energy';
const READ = '/energy/readings';
const GAS = '/energy/readings?meter=gas';
const BILL = '/energy/billing';
const CHART = "document.querySelector('iframe').contentDocument";
const CHAT = "document.getElementById('chat').shadowRoot";
const PAYFRAME = "document.querySelector('#d-pay iframe').contentDocument";
const onPage = (p: string) => `location.pathname==='${p}'`;
const val = (id: string) => `document.getElementById('${id}').value`;
const PAY_TAB = "document.getElementById('t-pay').click()";
const TARIFF_TAB = "document.getElementById('t-tariff').click()";
const tariff = (k: string) => `document.querySelector('[data-tariff=${k}]')`;
const OPEN_PAY = "document.getElementById('paynow').click()";

// ---- overview
b.act(
  HOME,
  'Click "Submit reading" on the Gas card',
  'scope',
  'testrigor',
  "location.pathname==='/energy/readings'&&location.search.includes('meter=gas')",
  "location.href='/energy/readings?meter=gas'",
);
b.act(
  HOME,
  'view the usage for gas',
  'scope',
  'stagehand',
  "energy.usageFor==='gas'",
  "document.querySelector('#card-gas .usage').click()",
);
b.act(
  HOME,
  'click the second "View usage" button',
  'ordinal',
  'testrigor',
  "energy.usageFor==='gas'",
  "document.querySelector('#card-gas .usage').click()",
);
b.act(
  HOME,
  'Click the first Submit reading button',
  'ordinal',
  'kane-ai',
  "location.search.includes('meter=elec')",
  "location.href='/energy/readings?meter=elec'",
);
b.act(
  HOME,
  'Dismiss the maintenance banner',
  'click',
  'octomind',
  'energy.dismissed===true',
  "document.getElementById('banner-x').click()",
);
b.act(
  HOME,
  'Open the user menu and sign out',
  'compound',
  'shortest',
  "location.hash==='#signed-out'",
  "location.hash='#signed-out'",
);
b.act(
  HOME,
  'Click on "Sam Okafor"',
  'widget',
  'kane-ai',
  "!document.getElementById('user-menu').hidden",
  "document.getElementById('user').click()",
);
b.act(
  HOME,
  'In the usage chart, show the year',
  'frames',
  'kane-ai',
  `${CHART}.getElementById('sum').textContent.startsWith('This year')`,
  `${CHART}.querySelector('[data-p=year]').click()`,
);
b.act(
  HOME,
  'Turn on usage alerts',
  'widget',
  'magnitude',
  "document.getElementById('sw-alerts').getAttribute('aria-checked')==='true'",
  "document.getElementById('sw-alerts').click()",
);
b.act(
  HOME,
  'switch paperless billing off',
  'widget',
  'stagehand',
  "document.getElementById('sw-paper').getAttribute('aria-checked')==='false'",
  "document.getElementById('sw-paper').click()",
);
b.act(
  HOME,
  'Set the bill alert to £120',
  'widget',
  'kane-ai',
  `${val('alert-at')}==='120'`,
  "const s=document.getElementById('alert-at');s.value='120';s.dispatchEvent(new Event('input'))",
);
b.act(
  HOME,
  'Expand "What if I don\'t send a reading?"',
  'widget',
  'testrigor',
  "!document.getElementById('q-est').hidden",
  "document.getElementById('q-est-btn').click()",
);
b.act(
  HOME,
  'Open the help chat and send "My gas reading looks wrong"',
  'frames',
  'browser-use',
  "energy.chats.includes('My gas reading looks wrong')",
  `${CHAT}.getElementById('open').click();${CHAT}.getElementById('msg').value='My gas reading looks wrong';${CHAT}.getElementById('send').click()`,
);
b.act(
  HOME,
  'type "hello" in the chat box and press Enter',
  'keys',
  'bug-report',
  "energy.chats.includes('hello')",
  `${CHAT}.getElementById('msg').value='hello';${CHAT}.getElementById('send').click()`,
  { prepare: `${CHAT}.getElementById('open').click()` },
);
b.act(HOME, 'I follow "Bills"', 'navigation', 'mink', onPage('/energy/billing'), "location.href='/energy/billing'");
b.act(
  HOME,
  'Go to the tariffs page',
  'navigation',
  'browser-use',
  "location.pathname==='/energy/billing'&&location.search.includes('tab=tariff')",
  "location.href='/energy/billing?tab=tariff'",
);
b.act(
  HOME,
  'Wait for the smart tips to load',
  'wait',
  'spreewald',
  "document.querySelectorAll('#tips li').length===2",
  'new Promise((r)=>setTimeout(r,2500))',
);
b.holds(HOME, 'Wait until the tips mention saving about £45 a year', 'wait', 'spreewald');
b.holds(HOME, 'The notification bell shows 2', 'value', 'octomind');
b.holds(HOME, 'The gas balance is £17.60 in debit', 'value', 'kane-ai');
b.holds(HOME, 'the account number is 4410 2287 19', 'value', 'testrail-manual');
b.holds(HOME, 'the usage chart shows 212 kWh this month', 'frames', 'momentic');
b.holds(HOME, 'The chat replies that an adviser will reply within 10 minutes', 'frames', 'momentic', {
  prepare: `${CHAT}.getElementById('open').click();${CHAT}.getElementById('msg').value='hi';${CHAT}.getElementById('send').click()`,
});
b.holds(HOME, 'Paperless billing is on', 'state', 'kane-ai');
b.holds(HOME, 'the "Half-hourly smart data" switch should be disabled', 'state', 'spreewald');
b.holds(HOME, 'Usage alerts are switched off', 'state', 'magnitude');
b.holds(HOME, 'The page title is "Account overview – Brightwatt"', 'page', 'kane-ai');
b.holds(HOME, 'Then I should see "Planned maintenance on Sunday 6 December"', 'message', 'rails-web-steps');
b.holds(HOME, 'the answer says the Direct Debit is reviewed every 6 months', 'message', 'momentic', {
  prepare: "document.getElementById('q-dd-btn').click()",
});
b.holds(HOME, 'Two fuel cards are shown', 'count', 'magnitude');
b.fails(HOME, 'The electricity balance is £17.60', 'near_miss', 'kane-ai');
b.fails(HOME, 'The gas balance is in credit', 'near_miss', 'magnitude');
b.fails(HOME, 'the gas Direct Debit is £68 a month', 'near_miss', 'kane-ai');
b.fails(HOME, 'The last gas reading was 48,213', 'near_miss', 'testrail-manual');
b.fails(HOME, 'the notification bell shows 8', 'near_miss', 'octomind');
b.fails(HOME, 'The usage chart shows 8% more than last year', 'near_miss', 'momentic');
b.fails(HOME, 'the bill alert is set to £68', 'near_miss', 'kane-ai');
b.fails(HOME, 'Usage alerts are switched on', 'false_claim', 'magnitude');
b.fails(HOME, 'The account is for 22 Larch Road', 'false_claim', 'kane-ai');
b.fails(HOME, 'The usage chart is showing the year', 'false_claim', 'octomind');
b.fails(HOME, 'three fuel cards are shown', 'false_claim', 'magnitude');
b.actFails(HOME, 'Click "Submit reading"', 'ambiguous_target', 'testrigor', onPage('/energy'));
b.actFails(
  HOME,
  'click View usage',
  'ambiguous_target',
  'stagehand',
  "energy.usageFor==='elec'&&document.getElementById('usage-fuel').textContent==='Showing: Electricity'",
);
b.actFails(
  HOME,
  'Turn on half-hourly smart data',
  'missing_target',
  'magnitude',
  "document.getElementById('sw-hh').getAttribute('aria-checked')==='false'",
);
b.actFails(HOME, 'Click "Submit reading" on the Water card', 'missing_target', 'testrigor', onPage('/energy'));
b.actFails(HOME, 'Click on "Refer a friend"', 'missing_target', 'kane-ai', onPage('/energy'));
b.actFails(
  HOME,
  'In the usage chart, show the day',
  'missing_target',
  'kane-ai',
  `${CHART}.querySelector('[data-p=month]').getAttribute('aria-pressed')==='true'`,
);

// ---- readings
b.act(
  READ,
  'Enter 48390 as the day reading',
  'scope',
  'mind2web',
  `${val('day')}==='48390'&&${val('night')}===''`,
  "document.getElementById('day').value='48390'",
);
b.act(
  READ,
  'In the Night register, fill in "Reading (kWh)" with "12988"',
  'scope',
  'rails-web-steps',
  `${val('night')}==='12988'&&${val('day')}===''`,
  "document.getElementById('night').value='12988'",
);
b.act(
  READ,
  'Enter 12988 into the second "Reading (kWh)" field',
  'ordinal',
  'testrigor',
  `${val('night')}==='12988'&&${val('day')}===''`,
  "document.getElementById('night').value='12988'",
);
b.act(
  READ,
  'I select "Gas (serial G4A88120)" from "Meter"',
  'select',
  'rails-web-steps',
  `${val('meter')}==='gas'`,
  "document.getElementById('meter').value='gas'",
);
b.act(
  READ,
  'choose the gas meter',
  'select',
  'browser-use',
  `${val('meter')}==='gas'`,
  "document.getElementById('meter').value='gas'",
);
b.act(
  READ,
  'Set the reading date to 25 November 2026',
  'widget',
  'mind2web',
  `${val('rdate')}==='2026-11-25'`,
  "document.getElementById('rdate').value='2026-11-25'",
);
b.act(
  READ,
  `Tick "I've checked the reading is correct"`,
  'check',
  'testrail-manual',
  "document.getElementById('sure').checked",
  "document.getElementById('sure').click()",
);
b.act(
  READ,
  'Submit a day reading of 48390 and a night reading of 12988',
  'compound',
  'magnitude',
  "reading.submitted!==null&&reading.submitted.values.day==='48390'&&reading.submitted.values.night==='12988'",
  "document.getElementById('day').value='48390';document.getElementById('night').value='12988';document.getElementById('sure').click();document.getElementById('f').requestSubmit()",
);
b.act(
  GAS,
  'Enter 9930 in "Reading (m³)", confirm it is correct and submit',
  'compound',
  'qa-wolf',
  "reading.submitted!==null&&reading.submitted.values.gasr==='9930'",
  "document.getElementById('gasr').value='9930';document.getElementById('sure').click();document.getElementById('f').requestSubmit()",
);
b.act(
  GAS,
  'When I fill in "Reading (m³)" with "9930"',
  'fill',
  'rails-web-steps',
  `${val('gasr')}==='9930'`,
  "document.getElementById('gasr').value='9930'",
);
b.act(
  READ,
  'Click "Submit reading"',
  'click',
  'testrigor',
  "document.getElementById('errs').textContent.includes('Enter a day reading')",
  "document.getElementById('f').requestSubmit()",
  { prepare: "document.getElementById('sure').click()" },
);
b.act(
  READ,
  'click Correct for the gas reading of 2 Nov',
  'scope',
  'bug-report',
  "!document.getElementById('d-fix').hidden&&document.getElementById('fx-text').textContent.startsWith('Gas')",
  'document.querySelector(\'#hist tr[data-i="2"] .fix\').click()',
);
b.act(
  READ,
  'Correct the night reading of 2 November to 12,900',
  'compound',
  'browser-use',
  "reading.corrections['1']==='12900'||reading.corrections['1']==='12,900'",
  "document.querySelector('#hist tr[data-i=\"1\"] .fix').click();document.getElementById('fx-val').value='12900';document.getElementById('fx-go').click()",
);
b.act(
  READ,
  'Press the Escape key',
  'keys',
  'testrail-manual',
  "document.getElementById('d-fix').hidden",
  "document.dispatchEvent(new KeyboardEvent('keydown',{key:'Escape'}))",
  { prepare: 'document.querySelector(\'#hist tr[data-i="0"] .fix\').click()' },
);
b.act(READ, 'Click Cancel', 'navigation', 'testrigor', onPage('/energy'), "location.href='/energy'");
b.holds(READ, 'the "Submit reading" button should be disabled', 'state', 'spreewald');
b.holds(READ, 'The Correct button of the 1 Oct gas reading is disabled', 'state', 'kane-ai');
b.holds(READ, 'Electricity is the selected meter', 'state', 'magnitude');
b.holds(READ, 'the Day register shows the last reading 48,213', 'scope', 'kane-ai');
b.holds(READ, 'The reading history has 5 readings', 'count', 'magnitude');
b.holds(READ, 'Then I should see 2 "Estimated" readings', 'count', 'mink');
b.holds(READ, 'The heading says "Submit a meter reading"', 'page', 'kane-ai');
b.holds(GAS, 'the URL should match "meter=gas"', 'page', 'mink');
b.holds(READ, 'an error says the day reading is lower than the last reading', 'message', 'momentic', {
  prepare:
    "document.getElementById('day').value='48000';document.getElementById('night').value='12990';document.getElementById('sure').click();document.getElementById('f').requestSubmit()",
});
b.holds(READ, 'the page confirms the reading was submitted', 'message', 'momentic', {
  prepare:
    "document.getElementById('day').value='48400';document.getElementById('night').value='12990';document.getElementById('sure').click();document.getElementById('f').requestSubmit()",
});
b.holds(READ, 'Then I should see "The night reading must be a whole number"', 'message', 'rails-web-steps', {
  prepare:
    "document.getElementById('day').value='48400';document.getElementById('night').value='12.9k';document.getElementById('sure').click();document.getElementById('f').requestSubmit()",
});
b.holds(READ, 'the "Reading date" field should contain "2026-11-26"', 'value', 'mink');
b.holds(READ, 'the night reading of 2 Nov 2026 is 12,906 kWh', 'value', 'kane-ai');
b.fails(READ, 'The last night reading was 48,213', 'near_miss', 'kane-ai');
b.fails(READ, 'the gas reading of 2 Nov 2026 is Estimated', 'near_miss', 'magnitude');
b.fails(READ, 'The day reading of 1 Oct 2026 is 9,801 kWh', 'near_miss', 'kane-ai');
b.fails(READ, 'the Correct button of the 2 Nov gas reading is disabled', 'near_miss', 'spreewald');
b.fails(READ, 'an error says the night reading is lower than the last reading', 'near_miss', 'momentic', {
  prepare:
    "document.getElementById('day').value='48000';document.getElementById('night').value='12990';document.getElementById('sure').click();document.getElementById('f').requestSubmit()",
});
b.fails(READ, 'The reading history has 3 readings', 'false_claim', 'magnitude');
b.fails(READ, 'the confirmation checkbox is ticked', 'false_claim', 'spreewald');
b.fails(READ, 'Gas is the selected meter', 'false_claim', 'kane-ai');
b.actFails(
  READ,
  'Fill in "Reading (kWh)" with "48390"',
  'ambiguous_target',
  'rails-web-steps',
  `${val('day')}===''&&${val('night')}===''`,
);
b.actFails(READ, 'click Correct', 'ambiguous_target', 'bug-report', "document.getElementById('d-fix').hidden");
b.actFails(
  READ,
  'Click "Submit reading"',
  'missing_target',
  'testrigor',
  "reading.submitted===null&&document.getElementById('errs').textContent===''",
);
b.actFails(
  READ,
  'Correct the day reading of 1 October',
  'missing_target',
  'browser-use',
  "document.getElementById('d-fix').hidden",
);
b.actFails(READ, 'Upload a photo of the meter', 'missing_target', 'testrail-manual', 'reading.submitted===null');
b.actFails(GAS, 'Enter 12988 as the night reading', 'missing_target', 'mind2web', `${val('night')}===''`);

// ---- billing
b.act(BILL, 'Click "Pay now"', 'click', 'testrigor', "!document.getElementById('d-pay').hidden", OPEN_PAY);
b.act(
  BILL,
  'Type 4242 4242 4242 4242 into the card number field',
  'frames',
  'testrigor',
  `${PAYFRAME}.getElementById('num').value.replace(/\\s/g,'')==='4242424242424242'`,
  `${PAYFRAME}.getElementById('num').value='4242 4242 4242 4242'`,
  { prepare: OPEN_PAY },
);
b.act(
  BILL,
  'Pay £50 with card 4242 4242 4242 4242',
  'compound',
  'mind2web',
  "billing.paid!==null&&billing.paid.amount==='50'&&billing.paid.card==='4242424242424242'",
  `document.getElementById('pay-amount').value='50';${PAYFRAME}.getElementById('num').value='4242424242424242';document.getElementById('dp-go').click()`,
  { prepare: OPEN_PAY },
);
b.act(
  BILL,
  'Change the amount to 60',
  'fill',
  'testrail-manual',
  `${val('pay-amount')}==='60'`,
  "document.getElementById('pay-amount').value='60'",
  { prepare: OPEN_PAY },
);
b.act(
  BILL,
  'Download the PDF of the bill issued on 1 Oct 2026',
  'scope',
  'browser-use',
  "billing.downloads.includes('1 Oct 2026')",
  "document.querySelectorAll('#bills .pdf')[1].click()",
);
b.act(
  BILL,
  'click View in the row for £88.75',
  'scope',
  'testrigor',
  "billing.viewed==='1 Sep 2026'",
  "document.querySelectorAll('#bills .view')[2].click()",
);
b.act(
  BILL,
  'Click the last "View" button',
  'ordinal',
  'testrigor',
  "billing.viewed==='1 Aug 2026'",
  "document.querySelectorAll('#bills .view')[3].click()",
);
b.act(
  BILL,
  'Go to the next page of bills',
  'navigation',
  'kane-ai',
  "document.getElementById('page-of').textContent==='Page 2 of 2'",
  "document.getElementById('next').click()",
);
b.act(BILL, 'Open the Direct Debit tab', 'widget', 'octomind', "!document.getElementById('p-pay').hidden", PAY_TAB);
b.act(
  BILL,
  'When I fill in "Monthly amount (£)" with "130"',
  'fill',
  'rails-web-steps',
  `${val('dd-amount')}==='130'`,
  "document.getElementById('dd-amount').value='130'",
  { prepare: PAY_TAB },
);
b.act(
  BILL,
  'Select "15th of the month" as the payment day',
  'select',
  'testrigor',
  "document.getElementById('day-list').dataset.value==='15th'",
  'choose(document.querySelector(\'#day-list [data-value="15th"]\'))',
  { prepare: PAY_TAB },
);
b.act(
  BILL,
  'Change my Direct Debit to £130 on the 22nd',
  'compound',
  'browser-use',
  "billing.dd!==null&&billing.dd.amount===130&&billing.dd.day==='22nd'",
  "document.getElementById('dd-amount').value='130';choose(document.querySelector('#day-list [data-value=\"22nd\"]'));document.getElementById('dd').requestSubmit()",
  { prepare: PAY_TAB },
);
b.act(
  BILL,
  'Tick Compare on the Fixed 24 months tariff',
  'scope',
  'kane-ai',
  `${tariff('fix24')}.querySelector('.cmp').checked`,
  `${tariff('fix24')}.querySelector('.cmp').click()`,
  { prepare: TARIFF_TAB },
);
b.act(
  BILL,
  'Compare the two fixed tariffs',
  'check',
  'webvoyager',
  `${tariff('fix12')}.querySelector('.cmp').checked&&${tariff('fix24')}.querySelector('.cmp').checked`,
  `${tariff('fix12')}.querySelector('.cmp').click();${tariff('fix24')}.querySelector('.cmp').click()`,
  { prepare: TARIFF_TAB },
);
b.act(
  BILL,
  'Switch to the cheapest tariff per kWh and confirm',
  'compound',
  'webvoyager',
  "billing.switched==='fix24'",
  `${tariff('fix24')}.querySelector('.switch').click();document.getElementById('ds-ok').click();document.getElementById('ds-go').click()`,
  { prepare: TARIFF_TAB },
);
b.act(
  BILL,
  'Click "Switch to this tariff" on Fixed 12 months',
  'scope',
  'testrigor',
  "!document.getElementById('d-switch').hidden&&document.getElementById('ds-h').textContent.includes('12 months')",
  `${tariff('fix12')}.querySelector('.switch').click()`,
  { prepare: TARIFF_TAB },
);
b.act(
  BILL,
  'I check "I understand an exit fee applies if I leave early"',
  'check',
  'rails-web-steps',
  "document.getElementById('ds-ok').checked",
  "document.getElementById('ds-ok').click()",
  { prepare: `${TARIFF_TAB};${tariff('fix12')}.querySelector('.switch').click()` },
);
b.holds(BILL, 'The amount due is £118.42', 'value', 'kane-ai');
b.holds(BILL, 'the bill of 1 Nov 2026 is Due', 'value', 'magnitude');
b.holds(BILL, '4 bills are listed on this page', 'count', 'magnitude');
b.holds(BILL, 'the "Previous" button should be disabled', 'state', 'spreewald');
b.holds(BILL, 'The page title is "Bills and payments – Brightwatt"', 'page', 'kane-ai');
b.holds(BILL, 'The Flex Variable card is marked as my tariff', 'state', 'kane-ai', { prepare: TARIFF_TAB });
b.holds(BILL, 'The Confirm switch button is disabled', 'state', 'spreewald', {
  prepare: `${TARIFF_TAB};${tariff('fix24')}.querySelector('.switch').click()`,
});
b.holds(BILL, 'the Fixed 24 months tariff has a £150 exit fee per fuel', 'scope', 'kane-ai', { prepare: TARIFF_TAB });
b.holds(BILL, 'an error says the lowest monthly amount is £60', 'message', 'momentic', {
  prepare: `${PAY_TAB};document.getElementById('dd-amount').value='40';document.getElementById('dd').requestSubmit()`,
});
b.holds(BILL, 'a toast confirms the payment of £118.42', 'message', 'octomind', {
  prepare: `${OPEN_PAY};document.getElementById('dp-go').click()`,
});
b.holds(BILL, 'The bill dialog shows a total of £96.10', 'message', 'momentic', {
  prepare: "document.querySelectorAll('#bills .view')[1].click()",
});
b.holds(BILL, 'Page 2 lists the bill of 1 Apr 2026 for £140.05', 'value', 'kane-ai', {
  prepare: "document.getElementById('next').click()",
});
b.fails(BILL, 'The amount due is £96.10', 'near_miss', 'kane-ai');
b.fails(BILL, 'The bill of 1 Oct 2026 is Due', 'near_miss', 'magnitude');
b.fails(BILL, 'the bill for 1–31 Aug 2026 is £84.30', 'near_miss', 'kane-ai');
b.fails(BILL, 'Payment is due by 1 November 2026', 'near_miss', 'testrail-manual');
b.fails(BILL, 'The Fixed 12 months tariff costs 23.8p per kWh', 'near_miss', 'kane-ai', { prepare: TARIFF_TAB });
b.fails(BILL, 'the Fixed 24 months card is marked as my tariff', 'near_miss', 'kane-ai', { prepare: TARIFF_TAB });
b.fails(BILL, 'We recommend £122 a month', 'near_miss', 'momentic', { prepare: PAY_TAB });
b.fails(BILL, 'The bills are on page 1 of 3', 'false_claim', 'kane-ai');
b.fails(BILL, 'every bill on this page is Paid', 'false_claim', 'magnitude');
b.fails(BILL, '2 tariffs are selected to compare', 'false_claim', 'kane-ai', { prepare: TARIFF_TAB });
b.actFails(BILL, 'Click "Download PDF"', 'ambiguous_target', 'testrigor', 'billing.downloads.length===0');
b.actFails(BILL, 'click View', 'ambiguous_target', 'bug-report', 'billing.viewed===null');
b.actFails(
  BILL,
  'Click "Switch to this tariff"',
  'ambiguous_target',
  'testrigor',
  "document.getElementById('d-switch').hidden",
  { prepare: TARIFF_TAB },
);
b.actFails(
  BILL,
  'Switch to Flex Variable',
  'missing_target',
  'browser-use',
  "document.getElementById('d-switch').hidden&&billing.switched===null",
  { prepare: TARIFF_TAB },
);
b.actFails(BILL, 'Click Confirm switch', 'missing_target', 'testrigor', 'billing.switched===null', {
  prepare: `${TARIFF_TAB};${tariff('fix12')}.querySelector('.switch').click()`,
});
b.actFails(
  BILL,
  'Click "Previous"',
  'missing_target',
  'testrigor',
  "document.getElementById('page-of').textContent==='Page 1 of 2'",
);
b.actFails(BILL, 'Download the bill of 1 Dec 2026', 'missing_target', 'browser-use', 'billing.downloads.length===0');
b.actFails(
  BILL,
  'Set the payment day to the 31st',
  'missing_target',
  'mind2web',
  "document.querySelector('#day-btn .value').textContent==='1st of the month'",
  { prepare: PAY_TAB },
);

// ---- added: compounds and near misses
b.act(
  GAS,
  'Switch to the electricity meter and enter 48390 as the day reading',
  'compound',
  'browser-use',
  `${val('meter')}==='elec'&&${val('day')}==='48390'`,
  "const m=document.getElementById('meter');m.value='elec';m.dispatchEvent(new Event('change'));document.getElementById('day').value='48390'",
);
b.act(
  HOME,
  'Turn on usage alerts and set the alert to £150',
  'compound',
  'magnitude',
  `document.getElementById('sw-alerts').getAttribute('aria-checked')==='true'&&${val('alert-at')}==='150'`,
  "document.getElementById('sw-alerts').click();const s=document.getElementById('alert-at');s.value='150';s.dispatchEvent(new Event('input'))",
);
b.act(
  BILL,
  'Open the Tariff tab and tick Compare on Fixed 12 months',
  'compound',
  'qa-wolf',
  `!document.getElementById('p-tariff').hidden&&${tariff('fix12')}.querySelector('.cmp').checked`,
  `${TARIFF_TAB};${tariff('fix12')}.querySelector('.cmp').click()`,
);
b.fails(READ, 'The night reading of 1 Oct 2026 is 12,906 kWh', 'near_miss', 'kane-ai');
b.holds(
  READ,
  'Given I am on the reading page, Then the "Submit reading" button should be disabled',
  'state',
  'gherkin',
);

export const energyEntries = b.entries;
