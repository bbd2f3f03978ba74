/**
 * `confer`: DevConf Lisbon 2027, a conference schedule on one page: day tabs, a custom track listbox, session tables
 * with the same Add to agenda and Details buttons in every row (some already in the agenda, one in a full room), an
 * agenda count, a clash warning, a session dialog, workshops that load late with Register buttons (one sold out), a
 * livestream player in an iframe, a Q&A panel in a shadow root with the same Upvote button on every question, and a
 * feedback form with a slider, a select and a placeholder-only field.
 */

import { doc, frame } from '../../page';
import type { CorpusApp } from '../../types';

const DAY1 = [
  [
    'd1-keynote',
    '09:00',
    'Opening keynote: The Next Decade of the Web',
    'Maya Chen',
    'Main Hall',
    'Keynote',
    true,
    false,
  ],
  ['d1-signals', '10:30', 'Signals in Practice', 'Tomás Reyes', 'Room 2', 'Frontend', false, false],
  ['d1-serverless', '10:30', 'Serverless at Scale', 'Priya Nair', 'Room 3', 'Cloud', false, false],
  ['d1-llm', '11:45', 'Evaluating LLM Apps', 'Jonas Weber', 'Room 2', 'AI', false, true],
  ['d1-threat', '14:00', 'Threat Modelling for Teams', 'Aisha Bello', 'Room 3', 'Security', true, false],
  ['d1-css', '15:30', 'CSS You Missed', 'Lena Fischer', 'Room 2', 'Frontend', false, false],
] as const;
const DAY2 = [
  ['d2-keynote', '09:00', 'Keynote: Building for Trust', 'Samuel Okoro', 'Main Hall', 'Keynote', false, false],
  ['d2-edge', '10:30', 'Edge Functions Deep Dive', 'Priya Nair', 'Room 3', 'Cloud', false, false],
  ['d2-prompt', '11:45', 'Prompt Injection Attacks', 'Aisha Bello', 'Room 2', 'Security', false, false],
  ['d2-panel', '14:00', 'Closing panel', 'Various speakers', 'Main Hall', 'Keynote', false, false],
] as const;

type Row = readonly [string, string, string, string, string, string, boolean, boolean];
const rows = (list: readonly Row[]) =>
  list
    .map(
      ([id, time, title, speaker, room, track, mine, full]) =>
        `<tr data-id="${id}" data-track="${track}" data-time="${time}"><td>${time}</td><td>${title}${full ? ' <span class="tag">Room full</span>' : ''}</td><td>${speaker}</td><td>${room}</td><td>${track}</td>
<td><button type="button" class="main add" ${mine ? 'hidden' : ''} ${full ? 'disabled' : ''}>Add to agenda</button><button type="button" class="drop" ${mine ? '' : 'hidden'}>Remove from agenda</button> <button type="button" class="more">Details</button></td></tr>`,
    )
    .join('');

const table = (id: string, list: readonly Row[]) =>
  `<table><thead><tr><th>Time</th><th>Session</th><th>Speaker</th><th>Room</th><th>Track</th><th></th></tr></thead><tbody id="${id}">${rows(list)}</tbody></table>`;

const schedule = doc(
  'Schedule – DevConf Lisbon 2027',
  `<header class="bar"><span class="logo">DevConf Lisbon 2027</span>
<nav aria-label="Main"><a href="/confer">Schedule</a><a href="/confer#speakers">Speakers</a><a href="/confer#agenda" id="agenda-link">My agenda <span class="count" id="agenda-n">2</span></a></nav></header>
<main><h1>Schedule</h1>
<p class="note">9–10 March 2027 · Centro de Congressos, Lisbon · Your ticket: Full pass · Badge name: Alex Romero</p>
<div class="line"><span class="name" id="track-l">Track</span><div class="pop"><button type="button" id="track-btn" aria-haspopup="listbox" aria-expanded="false" aria-controls="track-list" aria-labelledby="track-l track-btn"><span class="value">All tracks</span> ▾</button>
<ul role="listbox" id="track-list" aria-labelledby="track-l" hidden>${['All tracks', 'Frontend', 'Cloud', 'AI', 'Security'].map((t) => `<li role="option" data-value="${t}" aria-selected="${t === 'All tracks'}">${t}</li>`).join('')}</ul></div>
<span id="n-sessions" class="note"></span></div>
<p id="clash" class="err" role="alert"></p>
<div role="tablist" aria-label="Days"><button type="button" role="tab" id="t-d1" aria-selected="true" aria-controls="p-d1">Day 1 · Tue 9 Mar</button><button type="button" role="tab" id="t-d2" aria-selected="false" aria-controls="p-d2">Day 2 · Wed 10 Mar</button><button type="button" role="tab" id="t-ws" aria-selected="false" aria-controls="p-ws">Workshops</button></div>
<section id="p-d1" role="tabpanel" aria-labelledby="t-d1">${table('day1', DAY1)}</section>
<section id="p-d2" role="tabpanel" aria-labelledby="t-d2" hidden>${table('day2', DAY2)}</section>
<section id="p-ws" role="tabpanel" aria-labelledby="t-ws" hidden><div id="ws"><p class="note">Loading workshops…</p></div></section>
<section class="box"><h2>Main Hall livestream</h2>${frame(
    'Main Hall livestream',
    `<body style="font:14px system-ui;margin:8px"><p id="state">Paused · Opening keynote</p><button type="button" id="play">Play</button> <button type="button" id="mute" aria-pressed="false">Mute</button> <label><input type="checkbox" id="cc"> Captions</label><script>var p=document.getElementById('play');p.onclick=function(){var on=p.textContent==='Play';p.textContent=on?'Pause':'Play';document.getElementById('state').textContent=(on?'Playing':'Paused')+' · Opening keynote'};var m=document.getElementById('mute');m.onclick=function(){m.setAttribute('aria-pressed',m.getAttribute('aria-pressed')==='true'?'false':'true')}</script></body>`,
    110,
  )}</section>
<section class="box"><h2>Questions for the speaker</h2><qa-panel id="qa"></qa-panel></section>
<section class="box" id="feedback"><h2>Feedback</h2><form id="fb" novalidate>
<div class="field"><label for="kn">Rate the opening keynote (1–10)</label><input type="range" id="kn" min="1" max="10" value="7"> <output id="kn-out">7</output></div>
<div class="field"><label for="heard">How did you hear about us?</label><select id="heard"><option value="">Choose one</option><option>Colleague</option><option>Newsletter</option><option>Social media</option><option>Meetup</option></select></div>
<div class="field"><input id="company" placeholder="Company (optional)"></div>
<button type="submit">Send feedback</button><p id="fb-msg" role="status"></p></form></section>
</main>
<div class="shade" id="d-session" hidden><div role="dialog" aria-modal="true" aria-labelledby="ds-h"><h2 id="ds-h"></h2><p id="ds-meta" class="note"></p><p id="ds-abs"></p>
<div class="buttons"><button type="button" data-dismiss>Close</button></div></div></div>`,
  `window.conf = { agenda: ['d1-keynote', 'd1-threat'], track: 'All tracks', registered: [], feedback: null, questions: [], votes: {} };
function all() { return $$('tbody tr'); }
function title(tr) { return tr.cells[1].firstChild.textContent.trim(); }
function sync() {
  all().forEach(function (tr) { var on = conf.agenda.indexOf(tr.dataset.id) >= 0; $('.add', tr).hidden = on; $('.drop', tr).hidden = !on; });
  $('#agenda-n').textContent = String(conf.agenda.length);
  var times = {}; var clash = '';
  conf.agenda.forEach(function (id) { var tr = $('tr[data-id="' + id + '"]'); var k = id.slice(0, 2) + tr.dataset.time; if (times[k]) clash = title(tr) + ' clashes with ' + times[k] + ' at ' + tr.dataset.time; else times[k] = title(tr); });
  $('#clash').textContent = clash;
  var shown = $$('#day1 tr').filter(function (t) { return !t.hidden; }).length;
  $('#n-sessions').textContent = shown + ' sessions on Day 1';
}
all().forEach(function (tr) {
  $('.add', tr).onclick = function () { conf.agenda.push(tr.dataset.id); sync(); toast(title(tr) + ' added to your agenda'); };
  $('.drop', tr).onclick = function () { conf.agenda.splice(conf.agenda.indexOf(tr.dataset.id), 1); sync(); toast(title(tr) + ' removed from your agenda'); };
  $('.more', tr).onclick = function () { $('#ds-h').textContent = title(tr); $('#ds-meta').textContent = tr.cells[0].textContent + ' · ' + tr.cells[3].textContent + ' · ' + tr.cells[2].textContent; $('#ds-abs').textContent = 'Level: ' + (tr.dataset.track === 'Keynote' ? 'Everyone' : 'Intermediate') + '. Slides are shared after the talk.'; showDialog('d-session'); };
});
$('#track-list').addEventListener('chosen', function (e) {
  conf.track = e.detail; all().forEach(function (tr) { tr.hidden = e.detail !== 'All tracks' && tr.dataset.track !== e.detail && tr.dataset.track !== 'Keynote'; }); sync();
});
setTimeout(function () {
  $('#ws').innerHTML = '<article class="card" data-ws="pw"><h3>Hands-on Playwright</h3><p>Tue 9 Mar, 14:00–17:00 · 12 seats left</p><button type="button" class="main reg">Register</button></article><article class="card" data-ws="k8s"><h3>Kubernetes from Zero</h3><p>Wed 10 Mar, 10:00–13:00 · Sold out</p><button type="button" class="main reg" disabled>Register</button></article><article class="card" data-ws="a11y"><h3>Accessible Components</h3><p>Wed 10 Mar, 14:00–17:00 · 3 seats left</p><button type="button" class="main reg">Register</button></article>';
  $$('#ws [data-ws]').forEach(function (c) { $('.reg', c).onclick = function () { conf.registered.push(c.dataset.ws); $('.reg', c).textContent = 'Registered'; $('.reg', c).disabled = true; toast('You are registered for ' + $('h3', c).textContent); }; });
}, 2000);
$('#kn').oninput = function () { $('#kn-out').textContent = $('#kn').value; };
$('#fb').onsubmit = function (e) {
  e.preventDefault();
  if (!$('#heard').value) { $('#fb-msg').className = 'err'; $('#fb-msg').textContent = 'Tell us how you heard about DevConf'; return; }
  conf.feedback = { keynote: $('#kn').value, heard: $('#heard').value, company: $('#company').value };
  $('#fb-msg').className = 'good'; $('#fb-msg').textContent = 'Thanks for your feedback, Alex!';
};
class QaPanel extends HTMLElement {
  connectedCallback() {
    var r = this.attachShadow({ mode: 'open' });
    var qs = [['q1', 'Will the slides be shared?', 14], ['q2', 'How do signals compare with observables?', 9], ['q3', 'Is there a recording of last year?', 3]];
    r.innerHTML = '<ul id="list">' + qs.map(function (q) { return '<li data-q="' + q[0] + '"><span>' + q[1] + '</span> <strong class="n">' + q[2] + '</strong> votes <button type="button" class="up">Upvote</button></li>'; }).join('') + '</ul><label for="ask">Ask a question</label><br><textarea id="ask" rows="2"></textarea><br><label><input type="checkbox" id="anon"> Post anonymously</label> <button type="button" id="post">Submit question</button><p id="qa-msg"></p>';
    r.querySelectorAll('li').forEach(function (li) { li.querySelector('.up').onclick = function () { var n = li.querySelector('.n'); n.textContent = String(Number(n.textContent) + 1); conf.votes[li.dataset.q] = true; li.querySelector('.up').disabled = true; }; });
    r.getElementById('post').onclick = function () { var v = r.getElementById('ask').value.trim(); if (!v) { r.getElementById('qa-msg').textContent = 'Write a question first'; return; } conf.questions.push({ text: v, anon: r.getElementById('anon').checked }); r.getElementById('qa-msg').textContent = 'Your question was sent to the moderator'; r.getElementById('ask').value = ''; };
  }
}
customElements.define('qa-panel', QaPanel);
var tab = query.get('tab'); if (tab) $('#t-' + tab).click();
sync();`,
);

export const conferApp: CorpusApp = {
  name: 'confer',
  description:
    'DevConf Lisbon 2027: a schedule with day tabs, a track listbox, session tables with identical Add to agenda and Details buttons, an agenda count, a clash warning, a session dialog, late workshops with Register buttons, a livestream in an iframe, a Q&A panel with identical Upvote buttons in a shadow root and a feedback form.',
  routes: { '/confer': schedule },
};
