import type { CorpusApp } from '../../types';
import { page } from './html';

const LANGUAGES = ['English', 'Español', 'Français', 'Deutsch'];

const SETTINGS = page(
  'Settings · Nimbus',
  `<header><strong>Nimbus</strong><nav aria-label="Main"><a href="/settings">Settings</a> <a href="/settings/help">Help</a></nav></header>
<main>
  <h1>Settings</h1>
  <div role="tablist" aria-label="Settings sections">
    <button role="tab" id="tab-profile" aria-controls="profile" aria-selected="true">Profile</button>
    <button role="tab" id="tab-notifications" aria-controls="notifications" aria-selected="false" tabindex="-1">Notifications</button>
    <button role="tab" id="tab-privacy" aria-controls="privacy" aria-selected="false" tabindex="-1">Privacy</button>
    <button role="tab" id="tab-billing" aria-controls="billing" aria-selected="false" tabindex="-1">Billing</button>
  </div>

  <section role="tabpanel" id="profile" aria-labelledby="tab-profile">
    <div class="field"><span class="label">Display name</span><input id="display-name" value="Marta Lopez"></div>
    <label for="profile-email">Email</label><input id="profile-email" type="email" value="marta@example.com">
    <textarea id="bio" placeholder="Tell us about yourself" rows="3" style="display:block;margin-top:8px"></textarea>
    <label for="dob">Date of birth</label><input type="date" id="dob">
    <span class="label" id="language-label">Language</span>
    <div class="combo"><button type="button" id="language" role="combobox" aria-haspopup="listbox" aria-expanded="false" aria-controls="language-list" aria-labelledby="language-label">English</button>
      <ul role="listbox" id="language-list" aria-labelledby="language-label" hidden>${LANGUAGES.map((l) => `<li role="option" aria-selected="${l === 'English'}">${l}</li>`).join('')}</ul></div>
    <label for="timezone">Time zone</label><select id="timezone"><option>UTC</option><option selected>Europe/Madrid</option><option>Europe/London</option><option>America/New_York</option></select>
    <p><button type="button" id="save-profile">Save changes</button></p>
  </section>

  <section role="tabpanel" id="notifications" aria-labelledby="tab-notifications" hidden>
    <div class="row"><span id="sw-email-label">Email notifications</span> <button type="button" role="switch" id="sw-email" aria-checked="true" aria-labelledby="sw-email-label"></button></div>
    <div class="row"><span id="sw-push-label">Push notifications</span> <button type="button" role="switch" id="sw-push" aria-checked="false" aria-labelledby="sw-push-label"></button></div>
    <div class="row"><span id="sw-weekly-label">Weekly summary</span> <button type="button" role="switch" id="sw-weekly" aria-checked="false" aria-labelledby="sw-weekly-label" disabled></button> <small>Available on Pro</small></div>
    <label for="volume">Notification volume</label><input type="range" id="volume" min="0" max="100" step="5" value="40"> <output id="volume-value">40%</output>
  </section>

  <section role="tabpanel" id="privacy" aria-labelledby="tab-privacy" hidden>
    <fieldset><legend>Profile visibility</legend>
      <label><input type="radio" name="visibility" value="public" checked> Public</label>
      <label><input type="radio" name="visibility" value="friends"> Friends only</label>
      <label><input type="radio" name="visibility" value="private"> Private</label>
    </fieldset>
    <label><input type="checkbox" id="indexing" checked> Allow search engines to index my profile</label>
    <label><input type="checkbox" id="analytics"> Share anonymous usage data</label>
    <p><button type="button" id="delete-account" class="danger">Delete account</button></p>
  </section>

  <section role="tabpanel" id="billing" aria-labelledby="tab-billing" hidden>
    <p>Your plan: <strong>Free</strong></p>
    <iframe title="Billing portal" src="/settings/billing-frame" style="width:520px;height:260px;border:1px solid #ccc"></iframe>
  </section>
</main>
<support-chat></support-chat>
<div class="backdrop" id="backdrop" hidden></div>
<div role="dialog" aria-modal="true" aria-labelledby="del-title" id="del-dialog" hidden>
  <h2 id="del-title">Delete your account?</h2>
  <label for="del-confirm">Type DELETE to confirm</label><input id="del-confirm">
  <button id="del-yes" disabled>Delete my account</button> <button id="del-no">Keep my account</button>
</div>`,
  `const params = new URLSearchParams(location.search);
function selectTab(tab) {
  for (const t of document.querySelectorAll('[role=tab]')) {
    const on = t === tab; t.setAttribute('aria-selected', String(on)); t.tabIndex = on ? 0 : -1;
    document.getElementById(t.getAttribute('aria-controls')).hidden = !on;
  }
}
for (const tab of document.querySelectorAll('[role=tab]')) tab.addEventListener('click', () => selectTab(tab));
if (params.get('tab')) selectTab(document.getElementById('tab-' + params.get('tab')));
function toast(text) {
  window.lastToast = text;
  let t = document.getElementById('toast');
  if (!t) { t = document.createElement('div'); t.id = 'toast'; t.className = 'toast'; t.setAttribute('role', 'status'); document.body.append(t); }
  t.textContent = text;
  clearTimeout(window.toastTimer); window.toastTimer = setTimeout(() => t.remove(), 1500);
}
document.getElementById('save-profile').addEventListener('click', () => toast('Settings saved'));
const lang = document.getElementById('language'); const list = document.getElementById('language-list');
lang.addEventListener('click', () => { list.hidden = !list.hidden; lang.setAttribute('aria-expanded', String(!list.hidden)); });
for (const o of list.children) o.addEventListener('click', () => {
  lang.textContent = o.textContent;
  for (const x of list.children) x.setAttribute('aria-selected', String(x === o));
  list.hidden = true; lang.setAttribute('aria-expanded', 'false');
});
for (const sw of document.querySelectorAll('[role=switch]')) sw.addEventListener('click', () => sw.setAttribute('aria-checked', String(sw.getAttribute('aria-checked') !== 'true')));
const volume = document.getElementById('volume');
volume.addEventListener('input', () => { document.getElementById('volume-value').textContent = volume.value + '%'; });
const dlg = document.getElementById('del-dialog');
document.getElementById('delete-account').addEventListener('click', () => { dlg.hidden = false; document.getElementById('backdrop').hidden = false; });
document.getElementById('del-no').addEventListener('click', () => { dlg.hidden = true; document.getElementById('backdrop').hidden = true; });
document.getElementById('del-confirm').addEventListener('input', (e) => { document.getElementById('del-yes').disabled = e.target.value !== 'DELETE'; });
customElements.define('support-chat', class extends HTMLElement {
  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>.chat{position:fixed;bottom:12px;left:12px;border:2px solid #36c;padding:8px;background:#fff;width:280px}</style>' +
      '<div class="chat"><p>Need help?</p><input id="message" placeholder="Type a message"><button id="send">Send</button><ul id="log"></ul></div>';
    root.getElementById('send').addEventListener('click', () => {
      const v = root.getElementById('message').value.trim();
      const li = document.createElement('li'); li.textContent = v ? 'You: ' + v : 'Please type a message first'; root.getElementById('log').append(li);
      root.getElementById('message').value = '';
    });
  }
});`,
);

const BILLING_FRAME = page(
  'Billing portal',
  `<h2>Payment method</h2>
<form id="card-form" novalidate>
  <label for="cardholder">Name on card</label><input id="cardholder">
  <label for="card-number">Card number</label><input id="card-number" inputmode="numeric">
  <label for="plan">Plan</label><select id="plan"><option>Free</option><option>Pro monthly</option><option>Pro yearly</option></select>
  <button>Update card</button>
</form>
<p id="card-status" role="status"></p>`,
  `document.getElementById('card-form').addEventListener('submit', (e) => {
  e.preventDefault();
  const n = document.getElementById('card-number').value.replace(/\\s/g, '');
  document.getElementById('card-status').textContent = n.length >= 12 ? 'Card ending in ' + n.slice(-4) + ' saved' : 'Card number is incomplete';
});`,
);

export const settingsApp: CorpusApp = {
  name: 'settings',
  description:
    'Nimbus account settings: tabs (Profile, Notifications, Privacy, Billing); a "Display name" whose text is not tied to its input, a bio named only by its placeholder, a date of birth input, a custom Language combobox/listbox, a Time zone select and a toast that disappears after 1.5 s; switches (role=switch, one disabled) and a volume range slider; visibility radios, checkboxes and a "Delete account" dialog whose button is enabled by typing DELETE; a billing form inside an iframe; a support chat in an open shadow root. `?tab=notifications` opens a tab.',
  routes: {
    '/settings': SETTINGS,
    '/settings/billing-frame': BILLING_FRAME,
    '/settings/help': page('Help · Nimbus', '<main><h1>Help center</h1></main>'),
  },
};
