import { builder, click, clickText, setValue, shown, text, value } from './build';

const b = builder('settings');
const s = '/settings';
const notif = '/settings?tab=notifications';
const privacy = '/settings?tab=privacy';
const billing = '/settings?tab=billing';
const on = (id: string) => `(document.getElementById('${id}').getAttribute('aria-checked') === 'true')`;
const selectedTab = `document.querySelector('[role=tab][aria-selected="true"]').textContent`;
const frame = (expr: string) => `(() => { const document = window.frames[0].document; return ${expr}; })()`;
const frameDo = (code: string) => `(() => { const document = window.frames[0].document; ${code}; })()`;
const chat = (expr: string) =>
  `(() => { const root = document.querySelector('support-chat').shadowRoot; return ${expr}; })()`;

// Profile: unlabeled and placeholder-only fields, custom listbox, date, toast
b.act(
  s,
  'Change the display name to M. Lopez',
  'fill',
  'testrigor-language',
  `${value('#display-name')} === 'M. Lopez'`,
  setValue('#display-name', 'M. Lopez'),
);
b.act(
  s,
  'Set Email to marta.lopez@example.org',
  'fill',
  'pingdom-transactions',
  `${value('#profile-email')} === 'marta.lopez@example.org'`,
  setValue('#profile-email', 'marta.lopez@example.org'),
);
b.act(
  s,
  'Write "Cellist and cyclist" in the Tell us about yourself box',
  'fill',
  'stagehand-act',
  `${value('#bio')} === 'Cellist and cyclist'`,
  setValue('#bio', 'Cellist and cyclist'),
);
b.act(
  s,
  'Enter 1990-02-14 as the date of birth',
  'widget',
  'behat-mink',
  `${value('#dob')} === '1990-02-14'`,
  setValue('#dob', '1990-02-14'),
);
b.act(
  s,
  'Change the language to Français',
  'select',
  'stagehand-act',
  `${text('#language')} === 'Français'`,
  `${click('#language')}; ${clickText('[role=option]', 'Français')}`,
);
b.act(
  s,
  "select 'Deutsch' from the language dropdown",
  'select',
  'stagehand-act-reference',
  `${text('#language')} === 'Deutsch'`,
  `${click('#language')}; ${clickText('[role=option]', 'Deutsch')}`,
);
b.actFails(
  s,
  'Change the language to Italiano',
  'missing_target',
  'stagehand-act',
  `${text('#language')} === 'English'`,
);
b.act(
  s,
  'Set the time zone to Europe/London',
  'select',
  'pingdom-transactions',
  `${value('#timezone')} === 'Europe/London'`,
  setValue('#timezone', 'Europe/London'),
);
b.holds(s, 'the "Display name" field should contain "Marta Lopez"', 'value', 'cucumber-web-steps');
b.fails(s, 'the "Display name" field should contain "Marta López"', 'false_claim', 'cucumber-web-steps');
b.holds(s, '"Europe/Madrid" should be selected for "Time zone"', 'state', 'cucumber-web-steps');
b.holds(s, 'The language is English', 'value', 'testrigor-language');
b.fails(s, 'The language is Español', 'near_miss', 'testrigor-language');
b.holds(s, 'The bio is empty', 'state', 'cucumber-web-steps');
b.act(
  s,
  'Click Save changes',
  'click',
  'testrigor-language',
  `window.lastToast === 'Settings saved'`,
  click('#save-profile'),
);
b.act(
  s,
  'Save the changes and wait for the toast to disappear',
  'wait',
  'pingdom-transactions',
  `window.toastTimer !== undefined && !document.getElementById('toast')`,
  `${click('#save-profile')}; document.getElementById('toast').remove()`,
);
b.holds(s, 'A toast says Settings saved', 'message', 'harness-ai-assertions', { prepare: click('#save-profile') });
b.fails(s, 'A toast says Settings saved', 'false_claim', 'harness-ai-assertions');
b.holds(s, 'The Profile tab is selected', 'state', 'cucumber-web-steps');
b.fails(s, 'The Privacy tab is selected', 'false_claim', 'cucumber-web-steps');
b.act(
  s,
  'Open the Notifications tab',
  'widget',
  'stagehand-act',
  `${selectedTab} === 'Notifications' && ${shown('#notifications')}`,
  click('#tab-notifications'),
);
b.act(s, 'go to Privacy', 'widget', 'browser-use-tasks', `${selectedTab} === 'Privacy'`, click('#tab-privacy'));
b.actFails(s, 'Open the Security tab', 'missing_target', 'stagehand-act', `${selectedTab} === 'Profile'`);
b.holds(s, 'The Email notifications switch is not visible', 'state', 'maestro-assert-ai');

// Notifications: switches (one disabled) and a slider
b.act(notif, 'Turn off email notifications', 'widget', 'stagehand-act', `!${on('sw-email')}`, click('#sw-email'));
b.act(notif, 'Enable push notifications', 'widget', 'testrigor-language', on('sw-push'), click('#sw-push'));
b.act(notif, 'toggle Push notifications on', 'widget', 'stagehand-act', on('sw-push'), click('#sw-push'));
b.actFails(notif, 'Turn on the weekly summary', 'missing_target', 'stagehand-act', `!${on('sw-weekly')}`);
b.actFails(
  notif,
  'Toggle the notifications switch',
  'ambiguous_target',
  'stagehand-act',
  `${on('sw-email')} && !${on('sw-push')}`,
);
b.holds(notif, 'Email notifications are on', 'state', 'cucumber-web-steps');
b.fails(notif, 'Push notifications are on', 'false_claim', 'cucumber-web-steps');
b.holds(notif, 'The Weekly summary switch is disabled', 'state', 'kaneai-checkpoints');
b.fails(notif, 'The Push notifications switch is disabled', 'near_miss', 'kaneai-checkpoints');
b.act(
  notif,
  'Set the notification volume to 75',
  'widget',
  'webvoyager-tasks',
  `${value('#volume')} === '75'`,
  setValue('#volume', '75'),
);
b.act(
  notif,
  'drag the volume slider to 0',
  'widget',
  'stagehand-act',
  `${value('#volume')} === '0'`,
  setValue('#volume', '0'),
);
b.holds(notif, 'The notification volume is 40%', 'value', 'kaneai-checkpoints');
b.fails(notif, 'The notification volume is 75%', 'false_claim', 'kaneai-checkpoints');

// Privacy: radios, checkboxes, a dialog whose button is enabled by typing
b.act(
  privacy,
  'Set profile visibility to Friends only',
  'check',
  'stagehand-act',
  `document.querySelector('input[value="friends"]').checked`,
  click('input[value="friends"]'),
);
b.act(
  privacy,
  'Make my profile private',
  'check',
  'webvoyager-tasks',
  `document.querySelector('input[value="private"]').checked`,
  click('input[value="private"]'),
);
b.act(
  privacy,
  'Uncheck "Allow search engines to index my profile"',
  'check',
  'testrigor-language',
  `!document.getElementById('indexing').checked`,
  click('#indexing'),
);
b.act(
  privacy,
  'Opt in to sharing anonymous usage data',
  'check',
  'mind2web-tasks',
  `document.getElementById('analytics').checked`,
  click('#analytics'),
);
b.holds(privacy, 'Public is selected', 'state', 'cucumber-web-steps');
b.fails(privacy, 'Private is selected', 'false_claim', 'cucumber-web-steps');
b.holds(privacy, 'the "Share anonymous usage data" checkbox should not be checked', 'state', 'cucumber-web-steps');
b.fails(
  privacy,
  'the "Allow search engines to index my profile" checkbox should not be checked',
  'false_claim',
  'cucumber-web-steps',
);
b.act(privacy, 'Click Delete account', 'click', 'testrigor-language', shown('#del-dialog'), click('#delete-account'));
b.holds(privacy, 'The Delete my account button is disabled', 'state', 'kaneai-checkpoints', {
  prepare: click('#delete-account'),
});
b.act(
  privacy,
  'Type DELETE to confirm',
  'fill',
  'stagehand-act',
  `${value('#del-confirm')} === 'DELETE' && !document.getElementById('del-yes').disabled`,
  setValue('#del-confirm', 'DELETE'),
  {
    prepare: click('#delete-account'),
  },
);
b.act(privacy, 'Keep my account', 'click', 'testrigor-language', `!${shown('#del-dialog')}`, click('#del-no'), {
  prepare: click('#delete-account'),
});
b.fails(privacy, 'The Delete my account button is enabled', 'false_claim', 'kaneai-checkpoints', {
  prepare: click('#delete-account'),
});

// Billing: a form inside an iframe
b.act(
  billing,
  'In the billing portal, enter 5555 4444 3333 1111 as the card number',
  'frames',
  'customer-reports',
  frame(`document.getElementById('card-number').value.replace(/\\s/g, '') === '5555444433331111'`),
  frameDo(
    `const el = document.getElementById('card-number'); el.value = '5555 4444 3333 1111'; el.dispatchEvent(new Event('input', { bubbles: true }))`,
  ),
);
b.act(
  billing,
  'Fill in Name on card with Marta Lopez',
  'frames',
  'pingdom-transactions',
  frame(`document.getElementById('cardholder').value === 'Marta Lopez'`),
  frameDo(`document.getElementById('cardholder').value = 'Marta Lopez'`),
);
b.act(
  billing,
  'Choose the Pro yearly plan',
  'frames',
  'stagehand-act',
  frame(`document.getElementById('plan').value === 'Pro yearly'`),
  frameDo(`document.getElementById('plan').value = 'Pro yearly'`),
);
b.act(
  billing,
  'Enter 4111111111111111 as the card number in the billing portal and click Update card',
  'frames',
  'stagehand-scoped',
  frame(`document.getElementById('card-status').textContent === 'Card ending in 1111 saved'`),
  frameDo(
    `document.getElementById('card-number').value = '4111111111111111'; document.getElementById('card-form').requestSubmit()`,
  ),
);
b.holds(billing, 'The plan is Free', 'value', 'testrigor-language');
b.fails(billing, 'The plan is Pro monthly', 'near_miss', 'testrigor-language');
b.holds(billing, 'The billing portal says the card number is incomplete', 'frames', 'harness-ai-assertions', {
  prepare: frameDo(`document.getElementById('card-form').requestSubmit()`),
});
b.fails(billing, 'The billing portal says the card was saved', 'false_claim', 'harness-ai-assertions', {
  prepare: frameDo(`document.getElementById('card-form').requestSubmit()`),
});

// Support chat in an open shadow root
b.act(
  s,
  'Type "Where is my invoice?" in the chat box',
  'frames',
  'stagehand-act',
  chat(`root.getElementById('message').value === 'Where is my invoice?'`),
  `document.querySelector('support-chat').shadowRoot.getElementById('message').value = 'Where is my invoice?'`,
);
b.act(
  s,
  'Send the chat message "Hello"',
  'frames',
  'stagehand-act',
  chat(`root.getElementById('log').textContent === 'You: Hello'`),
  `(() => { const root = document.querySelector('support-chat').shadowRoot; root.getElementById('message').value = 'Hello'; root.getElementById('send').click(); })()`,
);
b.holds(s, 'The support chat asks "Need help?"', 'frames', 'testrigor-language');
b.holds(s, 'The chat says to type a message first', 'frames', 'harness-ai-assertions', {
  prepare: `document.querySelector('support-chat').shadowRoot.getElementById('send').click()`,
});
b.fails(s, 'The chat says an agent will join shortly', 'false_claim', 'harness-ai-assertions');
b.actFails(
  s,
  'Click Start chat',
  'missing_target',
  'testrigor-language',
  chat(`root.getElementById('log').children.length === 0`),
);
b.fails(s, 'The time zone is Europe/London', 'near_miss', 'testrigor-language');

export const settingsEntries = b.entries;
