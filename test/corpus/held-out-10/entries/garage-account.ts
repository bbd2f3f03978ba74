/** Steps for Kingsway Motors' "My vehicles" and repair tracker (`apps/garage-pages.ts`). */
import type { EntryBuilder } from '../../entry-builder';
import { click, q, setVal, tick } from './helpers';

const V = '/garage/vehicles';
const VH = '/garage/vehicles?tab=hist';
const VR = '/garage/vehicles?tab=rem';
const J = '/garage/job';
const JA = '/garage/job?stage=approval';

const row = (reg: string) => `#veh-rows tr[data-reg="${reg}"]`;
const inv = (id: string) => `#hist-rows tr[data-inv="${id}"] .dl`;
const three = `window.vehicles.length === 3 && ${q('#remove')}.hidden && ${q('#edit')}.hidden`;
const car = (reg: string) => `window.vehicles.find((v) => v.reg === '${reg}')`;
const sw = (id: string) => `${q(id)}.getAttribute('aria-checked')`;
const frameDoc = `document.querySelector('iframe').contentDocument`;
const chat = `document.querySelector('km-chat').shadowRoot`;
const send = (text: string) =>
  `${chat}.getElementById('msg').value = ${JSON.stringify(text)}; ${chat}.getElementById('f').requestSubmit();`;
const noneTicked = `document.querySelectorAll('#work input:checked').length === 0 && window.approved === null`;

export function garageAccountEntries(e: EntryBuilder): void {
  // Vehicles
  e.holds(V, '3 vehicles are listed', 'count', 'mink');
  e.holds(V, 'KX18 FDE is marked as my main vehicle', 'state', 'reflect');
  e.fails(V, 'The Toyota Yaris is my main vehicle', 'near_miss', 'reflect');
  e.actFails(V, 'Click "Edit"', 'ambiguous_target', 'testrigor', three);
  e.actFails(V, 'click remove', 'ambiguous_target', 'bug-report', three);
  e.actFails(V, 'Press "Book"', 'ambiguous_target', 'mink', `location.pathname === '/garage/vehicles'`);
  e.actFails(V, 'Remove KX18 FDE from my vehicles', 'missing_target', 'browser-use', three);
  e.actFails(V, 'Edit the Mini Cooper', 'missing_target', 'checksum', three);
  e.act(
    V,
    'Click Remove in the WR15 HGA row',
    'scope',
    'rails-web-steps',
    `!${q('#remove')}.hidden && ${q('#rm-title')}.textContent.includes('WR15 HGA')`,
    click(`${row('WR15 HGA')} .rm`),
  );
  e.act(
    V,
    'Remove the Golf and confirm',
    'compound',
    'qa-wolf',
    `!${car('WR15 HGA')} && window.vehicles.length === 2`,
    `${click(`${row('WR15 HGA')} .rm`)} ${click('#rm-yes')}`,
  );
  e.act(
    V,
    'Edit LM70 PRT: set the current mileage to 31500 and save',
    'compound',
    'qa-wolf',
    `${car('LM70 PRT')}.miles === 31500 && ${q('#edit')}.hidden`,
    `${click(`${row('LM70 PRT')} .edit`)} ${setVal('#e-miles', '31500')} ${click('#e-save')}`,
  );
  e.act(
    V,
    'Book a service for the Golf',
    'scope',
    'browser-use',
    `location.pathname === '/garage/book' && new URLSearchParams(location.search).get('reg') === 'WR15 HGA'`,
    click(`${row('WR15 HGA')} .book`),
  );
  e.fails(V, "The Ford Focus's MOT is due on 3 Nov 2026", 'near_miss', 'kane-ai');
  e.fails(V, "Maya's Yaris is due its next service on 2 Apr 2026", 'near_miss', 'kane-ai');
  e.act(
    V,
    "Add the vehicle AB12 CDE with the nickname 'Work van'",
    'compound',
    'mind2web',
    `!!${car('AB12 CDE')} && ${car('AB12 CDE')}.nick === 'Work van'`,
    `${click('[aria-controls=add-box]')} ${setVal('#new-reg', 'AB12 CDE')} ${setVal('#new-nick', 'Work van')} ${click('#add-veh')}`,
  );

  // Service history
  e.act(V, 'Open the Service history tab', 'widget', 'checksum', `!${q('#p-hist')}.hidden`, click('#t-hist'));
  e.fails(VH, 'The Golf has 3 visits in the history', 'false_claim', 'kane-ai');
  e.holds(VH, "I've spent £661.20 at the garage in total", 'value', 'kane-ai');
  e.act(
    VH,
    'Select "KX18 FDE" from "Show history for"',
    'select',
    'rails-web-steps',
    `${q('#hist-filter')}.value === 'KX18 FDE'`,
    setVal('#hist-filter', 'KX18 FDE'),
  );
  e.fails(VH, 'The MOT test in January 2025 cost £129.00', 'near_miss', 'kane-ai');
  e.fails(VH, 'The front brake pads were done at 44,002 miles', 'near_miss', 'kane-ai');
  e.actFails(VH, 'Download the invoice', 'ambiguous_target', 'bug-report', `window.downloads.length === 0`);
  e.actFails(
    VH,
    'Download the invoice for the timing belt',
    'missing_target',
    'browser-use',
    `window.downloads.length === 0`,
  );
  e.act(
    VH,
    'Download the invoice for the air-con regas',
    'scope',
    'browser-use',
    `window.downloads.join() === 'INV-6950'`,
    click(inv('INV-6950')),
  );
  e.act(
    VH,
    'Download the most recent invoice',
    'ordinal',
    'webvoyager',
    `window.downloads.join() === 'INV-7781'`,
    click(inv('INV-7781')),
  );

  // Reminders
  e.act(
    VR,
    'Switch on "Offers and news"',
    'widget',
    'testrigor',
    `${sw('#sw-offers')} === 'true'`,
    click('#sw-offers'),
  );
  e.fails(VR, 'Text message reminders are ticked', 'near_miss', 'reflect');
  e.act(
    VR,
    'Remind me a month before by text message only, then save',
    'compound',
    'qa-wolf',
    `!!window.prefs && window.prefs.when === '1m' && window.prefs.how.join() === 'text'`,
    `${tick('input[name=when][value="1m"]')} ${tick('input[name=how][value=email]', false)} ${tick('input[name=how][value=text]')} ${click('#save-prefs')}`,
  );

  // Repair tracker (the inspection ends 1.5 s after the page loads)
  e.holds(J, 'Wait until the status says "Awaiting your approval"', 'wait', 'spreewald');
  e.act(
    J,
    'Wait for the recommended work to appear, then tick the front wiper blades',
    'wait',
    'qa-wolf',
    `${q('#w-wipers')}.checked`,
    `setTimeout(() => { const c = document.querySelector('#w-wipers'); c.checked = true; c.dispatchEvent(new Event('change')); }, 1600);`,
  );
  e.fails(J, 'My car is ready to collect', 'near_miss', 'octomind');
  e.holds(JA, '4 pieces of work are recommended', 'count', 'kane-ai');
  e.fails(JA, '2 of the recommended jobs are urgent', 'false_claim', 'kane-ai');
  e.fails(JA, 'The cabin pollen filter is urgent', 'near_miss', 'reflect');
  e.fails(JA, 'The two front tyres cost £212.40', 'near_miss', 'kane-ai');
  e.actFails(JA, 'Tick the battery replacement', 'missing_target', 'testrail-manual', noneTicked);
  e.actFails(JA, 'Click "Approve selected work"', 'missing_target', 'testrigor', noneTicked);
  e.holds(JA, 'The "Approve selected work" button should be disabled', 'state', 'spreewald');
  e.act(
    JA,
    'Approve the brake pads and the tyres only',
    'compound',
    'browser-use',
    `Array.isArray(window.approved) && window.approved.join() === 'pads,tyres'`,
    `${tick('#w-pads')} ${tick('#w-tyres')} ${click('#approve')}`,
  );
  e.holds(`${JA}&tick=pads,wipers`, 'Selected work comes to £237.39', 'value', 'kane-ai');
  e.fails(`${JA}&tick=pads,wipers`, 'Selected work comes to £212.40', 'near_miss', 'kane-ai');
  e.act(
    JA,
    'Decline all the recommended work',
    'click',
    'browser-use',
    `Array.isArray(window.approved) && window.approved.length === 0`,
    click('#decline'),
  );
  e.holds(`${JA}&tick=pads`, 'A toast confirms the approved work has started', 'message', 'octomind', {
    prepare: click('#approve'),
  });
  e.fails(`${JA}&tick=pads`, 'The status still says Awaiting your approval', 'near_miss', 'rainforest', {
    prepare: click('#approve'),
  });

  // The technician's report (iframe) and the chat (open shadow root)
  e.act(
    JA,
    "Play the technician's video",
    'frames',
    'stagehand',
    `${frameDoc}.getElementById('state').textContent === 'Playing'`,
    `${frameDoc}.getElementById('play').click();`,
  );
  e.holds(JA, "In the technician's report, the battery is healthy", 'frames', 'rainforest');
  e.fails(JA, 'The report says the front brake pads are down to 3mm', 'near_miss', 'kane-ai');
  e.act(
    J,
    'Send Marek the message "Please go ahead with the pads"',
    'frames',
    'mind2web',
    `document.querySelector('km-chat').sent.includes('Please go ahead with the pads')`,
    send('Please go ahead with the pads'),
  );
  e.holds(J, 'Wait for Marek to reply', 'wait', 'spreewald', { prepare: send('Is the car safe to drive?') });
  e.fails(J, 'The status says "Repair in progress"', 'near_miss', 'reflect');
}
