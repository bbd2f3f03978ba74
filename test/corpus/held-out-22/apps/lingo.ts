/**
 * Polyglot Lane, a language school (apps/lingo-pages.ts has the data, enrolment, messages, My classes and sign-in):
 * a course catalogue (a language select, level boxes, format radios, an Evenings only switch, a Hide full courses
 * box, a sort select, a count line, cards with level and format tags, places left or Full with the waitlist, a
 * Details toggle and an Enrol or Join waitlist link in each, six to a page); a placement test (a language radio
 * with the others disabled as coming soon, five questions one at a time with Next disabled until an answer is chosen,
 * a progress bar, Back, a result marked late with a suggested course); and the autumn timetable (day tabs filtering
 * one table of day, time, class, teacher and room, an in person / online select and a count caption).
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';
import { accountPage, bar, COMMON, COURSES, enrolPage, inboxPage, signInPage } from './lingo-pages';

const LEVELS = ['A1', 'A2', 'B1', 'B2', 'C1'];

const courses = doc(
  'Courses – Polyglot Lane',
  `${bar(false)}
<main>
  <h1>Courses for autumn 2027</h1>
  <p>Term starts the week of 27 September. <a href="/lingo/placement">Not sure of your level? Take the placement test</a></p>
  <div style="display:grid;grid-template-columns:230px 1fr;gap:18px">
    <aside class="box" aria-labelledby="flt-h"><h2 id="flt-h" style="margin-top:0;font-size:16px">Filter courses</h2>
      <div class="field"><label for="lang">Language</label><select id="lang"><option value="">All languages</option>${['French', 'German', 'Italian', 'Japanese', 'Mandarin', 'Portuguese', 'Spanish'].map((l) => `<option>${l}</option>`).join('')}</select></div>
      <fieldset><legend>Level</legend>${LEVELS.map((l) => `<label style="display:block"><input type="checkbox" name="level" value="${l}"> ${l}</label>`).join('')}</fieldset>
      <fieldset><legend>Format</legend><label style="display:block"><input type="radio" name="format" value="" checked> Any</label><label style="display:block"><input type="radio" name="format" value="In person"> In person</label><label style="display:block"><input type="radio" name="format" value="Online"> Online</label></fieldset>
      <div class="line"><button type="button" role="switch" id="sw-eve" aria-checked="false" aria-labelledby="eve-l"></button><span id="eve-l">Evenings only</span></div>
      <p class="note" style="margin:2px 0 8px">Classes starting at 18:00 or later</p>
      <label><input type="checkbox" id="hide-full"> Hide full courses</label>
    </aside>
    <div>
      <div class="line"><p id="count" role="status" style="margin:0 auto 0 0"></p><label for="sort">Sort by</label><select id="sort"><option value="lang">Language (A–Z)</option><option value="price">Price: low to high</option><option value="start">Start date</option></select></div>
      <div class="grid" id="cards" style="margin-top:10px"></div>
      <nav class="pager" aria-label="Pages"><button type="button" id="prev">Previous</button><span id="pg"></span><button type="button" id="next">Next</button></nav>
    </div>
  </div>
</main>`,
  `${COMMON}
window.page = 1;
var ABOUT = { A1: 'For complete beginners.', A2: 'For learners who know the basics.', B1: 'For learners who can hold a simple conversation.', B2: 'For confident speakers.', C1: 'For near-fluent speakers.' };
function list() {
  var lang = $('#lang').value, lv = $$('input[name=level]:checked').map(function (x) { return x.value; }), fmt = $('input[name=format]:checked').value, eve = $('#sw-eve').getAttribute('aria-checked') === 'true', hide = $('#hide-full').checked, s = $('#sort').value;
  var out = window.courses.filter(function (c) { return (!lang || c.lang === lang) && (!lv.length || lv.indexOf(c.level) >= 0) && (!fmt || c.format === fmt) && (!eve || c.time.slice(0, 5) >= '18:00') && (!hide || c.places > 0); });
  return out.sort(function (a, b) { var byName = a.title < b.title ? -1 : 1; return s === 'price' ? (a.price - b.price || byName) : s === 'start' ? (a.start < b.start ? -1 : a.start > b.start ? 1 : byName) : byName; });
}
function render() {
  var all = list(), pages = Math.max(1, Math.ceil(all.length / 6));
  if (window.page > pages) window.page = pages;
  $('#count').textContent = all.length ? all.length + (all.length === 1 ? ' course' : ' courses') : 'No courses match. Try removing a filter.';
  $('#cards').innerHTML = all.slice((window.page - 1) * 6, window.page * 6).map(function (c) {
    var full = c.places === 0;
    return '<article class="card" data-id="' + c.id + '" aria-labelledby="ch-' + c.id + '"><h3 id="ch-' + c.id + '" style="margin:0">' + c.title + '</h3><p style="margin:2px 0"><span class="tag">' + c.level + '</span> <span class="tag">' + c.format + '</span></p><p style="margin:2px 0">' + c.days + ' · ' + c.time + '</p><p style="margin:2px 0">' + c.weeks + ' weeks from ' + shortDate(c.start) + ' · ' + c.teacher + '</p><p style="margin:2px 0"><strong>£' + c.price + '</strong> · ' + (full ? 'Full · ' + c.waiting + ' on the waitlist' : c.places + (c.places === 1 ? ' place left' : ' places left')) + '</p><div class="line"><button type="button" class="details" aria-expanded="false">Details</button><a class="button main" href="/lingo/enrol?course=' + c.id + '">' + (full ? 'Join waitlist' : 'Enrol') + '</a></div><div class="more" hidden><p style="margin:6px 0 0">' + (c.room === 'Online' ? 'Online, on Zoom: the link is emailed the day before each class.' : c.room + ', 14 Lantern Yard. Course book included.') + ' ' + ABOUT[c.level] + '</p></div></article>';
  }).join('');
  $('#pg').textContent = 'Page ' + window.page + ' of ' + pages; $('#prev').disabled = window.page === 1; $('#next').disabled = window.page === pages;
}
$$('#lang, #sort, #hide-full, input[name=level], input[name=format]').forEach(function (x) { x.addEventListener('change', function () { window.page = 1; render(); }); });
$('#sw-eve').addEventListener('flip', function () { window.page = 1; render(); });
$('#prev').addEventListener('click', function () { window.page -= 1; render(); });
$('#next').addEventListener('click', function () { window.page += 1; render(); });
$('#cards').addEventListener('click', function (e) {
  var b = e.target.closest('.details'); if (!b) return; var open = b.getAttribute('aria-expanded') !== 'true';
  b.setAttribute('aria-expanded', String(open)); $('.more', b.closest('.card')).hidden = !open;
});
if (query.get('lang')) $('#lang').value = query.get('lang');
if (query.get('level')) $$('input[name=level]').forEach(function (x) { x.checked = x.value === query.get('level'); });
if (query.get('page')) window.page = Number(query.get('page'));
render();
`,
);

// question, options, index of the right answer
const QUESTIONS: [string, string[], number][] = [
  [
    'What does "¿Cómo te llamas?" mean?',
    ['How are you?', "What's your name?", 'Where do you live?', 'How old are you?'],
    1,
  ],
  ['Nosotros ___ en Sevilla.', ['vivo', 'vives', 'vivimos', 'viven'], 2],
  ['Ayer ___ al cine con mi hermana.', ['voy', 'fui', 'iré', 'iría'], 1],
  ['Si tuviera más tiempo, ___ más libros.', ['leería', 'leeré', 'leo', 'he leído'], 0],
  ['Espero que ___ un buen fin de semana.', ['tienes', 'tendrás', 'tengas', 'tener'], 2],
];

const placement = doc(
  'Placement test – Polyglot Lane',
  `${bar(false)}
<main style="max-width:720px">
  <h1>Placement test</h1>
  <section id="intro">
    <p>Answer 5 short questions and we'll suggest a level. There's no time limit.</p>
    <fieldset><legend>Which language?</legend><label style="display:block"><input type="radio" name="lang" value="Spanish"> Spanish</label><label style="display:block"><input type="radio" name="lang" value="French" disabled> French (coming soon)</label><label style="display:block"><input type="radio" name="lang" value="German" disabled> German (coming soon)</label></fieldset>
    <p class="err" id="intro-err" role="alert"></p>
    <button type="button" class="main" id="begin">Start the test</button>
  </section>
  <section id="quiz" hidden>
    <p id="qnum" style="margin-bottom:2px"></p><progress id="qbar" max="5" value="1" aria-label="Test progress" style="width:100%"></progress>
    <fieldset><legend id="qtext" style="font-size:17px"></legend><div id="opts"></div></fieldset>
    <div class="line"><button type="button" id="back">Back</button><button type="button" class="main" id="next" disabled>Next question</button></div>
  </section>
  <p id="marking" role="status" hidden>Marking your answers…</p>
  <section id="result" class="box" hidden><h2 style="margin-top:0">Your result</h2><p id="score"></p><p id="level"></p><div class="line"><a class="button main" id="see" href="#"></a><button type="button" id="again">Take the test again</button></div></section>
</main>`,
  `
var QS = ${JSON.stringify(QUESTIONS)};
var LEVEL = [['A1', 'Beginners'], ['A1', 'Beginners'], ['A2', 'Elementary'], ['A2', 'Elementary'], ['B1', 'Intermediate'], ['C1', 'Advanced']];
window.answers = []; window.at = 0; window.result = null;
function show(i) {
  window.at = i; var q = QS[i];
  $('#qnum').textContent = 'Question ' + (i + 1) + ' of 5'; $('#qbar').value = i + 1; $('#qtext').textContent = q[0];
  $('#opts').innerHTML = q[1].map(function (o, k) { return '<label style="display:block"><input type="radio" name="ans" value="' + k + '"' + (window.answers[i] === k ? ' checked' : '') + '> ' + o + '</label>'; }).join('');
  $('#next').disabled = window.answers[i] === undefined; $('#next').textContent = i === 4 ? 'See my result' : 'Next question'; $('#back').disabled = i === 0;
}
$('#begin').addEventListener('click', function () {
  if (!$('input[name=lang]:checked')) { $('#intro-err').textContent = 'Choose a language'; return; }
  $('#intro').hidden = true; $('#quiz').hidden = false; show(0);
});
$('#opts').addEventListener('change', function (e) { window.answers[window.at] = Number(e.target.value); $('#next').disabled = false; });
$('#back').addEventListener('click', function () { if (window.at > 0) show(window.at - 1); });
$('#next').addEventListener('click', function () {
  if (window.answers[window.at] === undefined) return;
  if (window.at < 4) { show(window.at + 1); return; }
  $('#quiz').hidden = true; $('#marking').hidden = false;
  setTimeout(function () {
    var right = window.answers.filter(function (a, i) { return a === QS[i][2]; }).length, lv = LEVEL[right];
    window.result = { right: right, level: lv[0] };
    $('#marking').hidden = true; $('#result').hidden = false;
    $('#score').textContent = 'You got ' + right + ' out of 5 right.';
    $('#level').textContent = 'We suggest Spanish ' + lv[0] + ' ' + lv[1] + '.';
    $('#see').textContent = 'See Spanish ' + lv[0] + ' courses'; $('#see').href = '/lingo/courses?lang=Spanish&level=' + lv[0];
  }, 1500);
});
$('#again').addEventListener('click', function () { window.answers = []; window.result = null; $('#result').hidden = true; $('#quiz').hidden = false; show(0); });
if (query.get('start')) { $('input[name=lang][value=Spanish]').checked = true; $('#begin').click(); }
`,
);

const DAY_TABS = ['All week', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const timetable = doc(
  'Timetable – Polyglot Lane',
  `${bar(false)}
<main>
  <h1>Autumn term timetable</h1>
  <p>Classes run from 27 September to 10 December 2027, with no classes in half term (25–30 October).</p>
  <p class="note">Rooms 1 to 4 are on the ground floor; Rooms 5 and 6 are on the first floor.</p>
  <div role="tablist" aria-label="Day">${DAY_TABS.map((d, i) => `<button type="button" role="tab" data-day="${i === 0 ? '' : d}" aria-selected="${i === 0}">${d}</button>`).join('')}</div>
  <div class="line" style="margin-bottom:8px"><label for="where">Show</label><select id="where"><option value="">All classes</option><option value="In person">In person only</option><option value="Online">Online only</option></select></div>
  <table><caption id="cap" style="text-align:left;font-weight:600"></caption><thead><tr><th>Day</th><th>Time</th><th>Class</th><th>Teacher</th><th>Room</th></tr></thead><tbody id="tt"></tbody></table>
</main>`,
  `${COMMON}
var ORDER = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'], SHORT = { Mon: 'Monday', Tue: 'Tuesday', Wed: 'Wednesday', Thu: 'Thursday', Fri: 'Friday', Sat: 'Saturday' };
window.rows = [];
window.courses.forEach(function (c) { c.days.split(' & ').forEach(function (dd) { window.rows.push({ day: SHORT[dd], time: c.time, title: c.title, teacher: c.teacher, room: c.room, format: c.format }); }); });
window.rows.sort(function (a, b) { return ORDER.indexOf(a.day) - ORDER.indexOf(b.day) || (a.time < b.time ? -1 : a.time > b.time ? 1 : 0) || (a.title < b.title ? -1 : 1); });
window.day = '';
function render() {
  var w = $('#where').value, list = window.rows.filter(function (r) { return (!window.day || r.day === window.day) && (!w || r.format === w); });
  $('#cap').textContent = list.length + (list.length === 1 ? ' class' : ' classes') + (window.day ? ' on ' + window.day : ' this week');
  $('#tt').innerHTML = list.map(function (r) { return '<tr><td>' + r.day + '</td><td>' + r.time + '</td><th scope="row">' + r.title + '</th><td>' + r.teacher + '</td><td>' + r.room + '</td></tr>'; }).join('');
}
$$('[role=tab][data-day]').forEach(function (t) { t.addEventListener('click', function () { window.day = t.dataset.day; render(); }); });
$('#where').addEventListener('change', render);
if (query.get('day')) { var t = $('[role=tab][data-day="' + query.get('day') + '"]'); if (t) t.click(); }
render();
`,
);

function parse<T>(body: string): Partial<T> {
  try {
    return JSON.parse(body) as Partial<T>;
  } catch {
    return {};
  }
}

export const lingoApp: CorpusApp = {
  name: 'lingo',
  description: `Polyglot Lane, a language school with ${COURSES.length} autumn courses: a catalogue (language select, level boxes, format radios, an Evenings only switch, Hide full courses, a sort select, a count line, cards with level/format tags, places left or Full with the waitlist, a Details toggle and an Enrol or Join waitlist link, six to a page with Previous/Next); a placement test (language radios with French and German disabled, five questions one at a time with Next disabled until answered, a progress bar, Back, a result marked late suggesting a level and a link to its courses); the timetable (day tabs filtering one table of day/time/class/teacher/room, an in person/online select, a count caption, a note on which floor each room is); enrolment (a course summary, details with a date of birth refused under 16, a returning-student Yes/No revealing a student number, a discount select and full/instalment radios repricing the button, instalments disabled under £200, a cancellation policy dialog, an error summary with inline errors, answered late: unknown student numbers refused, a student already enrolled refused; full courses become a waitlist); messages (loaded late, unread tags and count, a reading pane with the body in an iframe, Reply, Archive with Undo and Mark as unread, a search box, Inbox/Archived tabs, a New message dialog with validation); My classes (Cancel place with a reason dialog answered late, refused late for a class that has started; Add to calendar; Leave waitlist with Undo; an attendance card in a shadow root with Show dates); sign-in with a student number (wrong passwords refused late).`,
  routes: {
    '/lingo/courses': () => courses,
    '/lingo/placement': () => placement,
    '/lingo/timetable': () => timetable,
    '/lingo/enrol': () => enrolPage,
    '/lingo/inbox': () => inboxPage,
    '/lingo/account': () => accountPage,
    '/lingo/sign-in': () => signInPage,
    '/lingo/api/enrol': (req) => {
      const body = parse<{ course: string; ret: string; sn: string }>(req.body);
      let error = '';
      if (body.ret === 'yes' && body.sn !== 'PL-66120' && body.sn !== 'PL-10234')
        error = `We can't find student number ${body.sn}. Check it, or choose No.`;
      else if (body.ret === 'yes' && body.sn === 'PL-66120' && body.course === 'C1')
        error = "You're already enrolled on Spanish A1 Beginners";
      return { delayMs: 1000, json: error ? { ok: false, error } : { ok: true } };
    },
    '/lingo/api/sign-in': (req) => {
      const body = parse<{ sn: string; password: string }>(req.body);
      const ok = body.sn?.trim().toUpperCase() === 'PL-66120' && body.password === 'hola1234';
      return {
        delayMs: 700,
        json: ok ? { ok: true } : { ok: false, error: 'The student number or password is wrong' },
      };
    },
  },
};
