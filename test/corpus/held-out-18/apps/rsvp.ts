/**
 * Ava & Jonah's wedding website (Saturday 4 September 2027, Hollins Barn, Ludlow), for the Patel party (Priya and
 * Arjun): a sign-in by surname and invitation code checked by the server after a delay; a home page with the day's
 * schedule and a countdown in a shadow root loaded late, travel tabs and an accommodation accordion; a four-step RSVP
 * wizard (accept or decline radios, guest checkboxes, a plus-one refused; per-guest meal fieldsets with a starter
 * select, main course radios and the same Dietary notes label in each, a missing main refused; a placeholder-only song
 * request, a shuttle seats stepper, an arrival select and a dancing slider; a summary and a Send RSVP answered late);
 * a gift list with a filter select, a price slider and cards with the same Reserve button in each (two near-identical
 * bedding sets, a gift already reserved refused, honeymoon funds with an amount, a confirm dialog, Undo, a badge); and
 * a guestbook whose messages load late, with a form (an empty message and links refused, a character counter).
 * Today is Monday 21 June 2027.
 */

import { doc, stepper } from '../../page';
import type { CorpusApp } from '../../types';

const QUICK = `
function quick(text) { toast(text); clearTimeout(window.__toastTimer); window.__toastTimer = setTimeout(function () { $('#toast').hidden = true; }, 4000); }
`;

const BAR = `<header class="bar"><span class="logo">Ava &amp; Jonah</span><nav aria-label="Main"><a href="/rsvp/home">The day</a><a href="/rsvp/reply">RSVP</a><a href="/rsvp/gifts">Gift list <span class="count" id="mine">0</span></a><a href="/rsvp/guestbook">Guestbook</a></nav></header>`;

const loginPage = doc(
  'Welcome - Ava & Jonah',
  `<header class="bar"><span class="logo">Ava &amp; Jonah</span></header>
<main style="max-width:420px">
  <h1>Welcome to our wedding website</h1>
  <p>Enter the code from your invitation to see the details and reply.</p>
  <form id="login" novalidate>
    <div class="field"><label for="surname">Your surname</label><input id="surname" style="width:100%"></div>
    <div class="field"><label for="code">Invitation code</label><input id="code" placeholder="e.g. AJ-0000" style="width:100%"></div>
    <p class="err" id="login-err" role="alert"></p>
    <button type="submit" class="main" id="go">Open my invitation</button>
  </form>
</main>`,
  `
$('#login').addEventListener('submit', function (e) {
  e.preventDefault();
  var s = $('#surname').value.trim(), c = $('#code').value.trim();
  if (!s || !c) { $('#login-err').textContent = 'Enter your surname and the code from your invitation'; return; }
  var b = $('#go'); b.disabled = true; b.textContent = 'Checking…'; $('#login-err').textContent = '';
  fetch('/rsvp/api/login', { method: 'POST', body: JSON.stringify({ surname: s, code: c }) }).then(function (r) { return r.json(); }).then(function (r) {
    b.disabled = false; b.textContent = 'Open my invitation';
    if (!r.ok) { $('#login-err').textContent = "We couldn't match that code to a name on our guest list"; return; }
    location.href = '/rsvp/home';
  });
});
`,
);

const homePage = doc(
  'The day - Ava & Jonah',
  `${BAR}
<main>
  <h1>Ava &amp; Jonah are getting married</h1>
  <p>Saturday 4 September 2027 · Hollins Barn, Ludlow · Dress code: summer garden party</p>
  <p><a class="button main" href="/rsvp/reply">RSVP by 31 July</a></p>
  <wedding-day id="day"></wedding-day>
  <section class="box" aria-labelledby="tr-h"><h2 id="tr-h" style="margin-top:0">Getting there</h2>
    <div role="tablist" aria-label="Travel"><button type="button" role="tab" id="t-car" aria-controls="p-car" aria-selected="true">By car</button><button type="button" role="tab" id="t-train" aria-controls="p-train" aria-selected="false">By train</button><button type="button" role="tab" id="t-taxi" aria-controls="p-taxi" aria-selected="false">Taxis</button></div>
    <div id="p-car" role="tabpanel"><p>Parking for 80 cars in the top field. Postcode SY8 4HD, then follow the signs for Hollins Barn.</p></div>
    <div id="p-train" role="tabpanel" hidden><p>Ludlow station is 3 miles away. A shuttle bus leaves the station at 1:00pm and returns at 11:30pm.</p></div>
    <div id="p-taxi" role="tabpanel" hidden><p>Book ahead with Ludlow Cars on 01584 870 123. Taxis are booked for 11:45pm.</p></div>
  </section>
  <section class="box" aria-labelledby="acc-h"><h2 id="acc-h" style="margin-top:0">Where to stay</h2>
    <h3 style="margin:6px 0 4px"><button type="button" data-acc id="acc-feathers" aria-expanded="false" aria-controls="acc-feathers-p">The Feathers Hotel</button></h3>
    <div id="acc-feathers-p" hidden><p>Quote AVAJONAH for 10% off. 6 rooms left. 5 minutes from the barn by shuttle.</p></div>
    <h3 style="margin:6px 0 4px"><button type="button" data-acc id="acc-bnb" aria-expanded="false" aria-controls="acc-bnb-p">Riverside B&amp;B</button></h3>
    <div id="acc-bnb-p" hidden><p>Two rooms held for wedding guests until 31 July. Breakfast included.</p></div>
    <h3 style="margin:6px 0 4px"><button type="button" data-acc id="acc-camp" aria-expanded="false" aria-controls="acc-camp-p">Camping in the orchard</button></h3>
    <div id="acc-camp-p" hidden><p>Free. Bring your own tent; showers in the barn. Pitches open from 10am on the day.</p></div>
  </section>
</main>`,
  `${QUICK}
window.calendar = false;
customElements.define('wedding-day', class extends HTMLElement {
  connectedCallback() {
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>:host{display:block;background:#fff;border:1px solid #dde2e8;border-radius:8px;padding:12px 14px;margin:12px 0}button{font:inherit;padding:3px 10px}li{margin:2px 0}</style><h2 style="margin:0;font-size:18px">On the day</h2><p id="count">Counting down…</p><ol id="plan" hidden><li>1:30pm Guests arrive</li><li>2:00pm Ceremony in the orchard</li><li>3:00pm Drinks and lawn games</li><li>5:30pm Wedding breakfast</li><li>8:00pm Evening reception and band</li><li>11:45pm Carriages</li></ol><button type="button" id="cal" hidden>Add to my calendar</button><p id="m" role="status"></p>';
    var $r = function (s) { return root.querySelector(s); };
    setTimeout(function () { $r('#count').textContent = '75 days to go'; $r('#plan').hidden = false; $r('#cal').hidden = false; }, 1200);
    $r('#cal').addEventListener('click', function () { window.calendar = true; $r('#m').textContent = 'Added to your calendar'; });
  }
});
`,
);

const GUESTS = [
  ['priya', 'Priya Patel'],
  ['arjun', 'Arjun Patel'],
];

function mealFieldset(id: string, name: string): string {
  return `<fieldset id="meal-${id}"><legend>${name}</legend>
    <div class="field"><label for="starter-${id}">Starter</label><select id="starter-${id}"><option value="">Choose a starter</option><option>Beetroot carpaccio</option><option>Pea and mint soup</option><option>Smoked trout</option></select></div>
    <div class="field"><span class="name">Main course</span><label><input type="radio" name="main-${id}" value="Braised beef short rib"> Braised beef short rib</label> <label><input type="radio" name="main-${id}" value="Pan-roasted hake"> Pan-roasted hake</label> <label><input type="radio" name="main-${id}" value="Wild mushroom risotto"> Wild mushroom risotto (v)</label></div>
    <div class="field"><label for="diet-${id}">Dietary notes</label><textarea id="diet-${id}" rows="2" style="width:100%" placeholder="Allergies or anything we should know"></textarea></div>
  </fieldset>`;
}

const replyPage = doc(
  'RSVP - Ava & Jonah',
  `${BAR}
<main style="max-width:760px">
  <h1 id="r-title">RSVP</h1>
  <ol class="line" aria-label="RSVP steps" id="steps" style="list-style:none;padding:0"><li data-s="1">1. Who's coming</li><li data-s="2">2. Meals</li><li data-s="3">3. A few more things</li><li data-s="4">4. Check and send</li></ol>
  <section class="box" id="st1" aria-labelledby="h1s"><h2 id="h1s" style="margin-top:0">Who's coming?</h2>
    <fieldset><legend>Can you make it?</legend><label><input type="radio" name="answer" value="yes"> Joyfully accepts</label> <label><input type="radio" name="answer" value="no"> Regretfully declines</label></fieldset>
    <fieldset id="guests"><legend>Guests on your invitation</legend>${GUESTS.map((g) => `<label style="display:block"><input type="checkbox" name="guest" value="${g[0]}" checked> ${g[1]}</label>`).join('')}
      <button type="button" id="plusone">Add a plus-one</button></fieldset>
    <p class="err" id="e1" role="alert"></p>
    <button type="button" class="main" id="c1">Continue</button>
  </section>
  <section class="box" id="st2" aria-labelledby="h2s" hidden><h2 id="h2s" style="margin-top:0">Meals</h2>
    ${GUESTS.map((g) => mealFieldset(g[0] as string, g[1] as string)).join('')}
    <p class="err" id="e2" role="alert"></p>
    <div class="line"><button type="button" class="back">Back</button><button type="button" class="main" id="c2">Continue</button></div>
  </section>
  <section class="box" id="st3" aria-labelledby="h3s" hidden><h2 id="h3s" style="margin-top:0">A few more things</h2>
    <div class="field"><input id="song" placeholder="A song that gets you dancing" style="width:100%"></div>
    <div class="field"><span class="name">Seats on the shuttle from Ludlow station</span>${stepper('seats', 'Shuttle seats', 0, 0, 2)}</div>
    <div class="field"><label for="arrive">When are you arriving?</label><select id="arrive"><option value="">Choose</option><option>Friday 3 September</option><option>Saturday 4 September</option></select></div>
    <div class="field"><label for="dance">How likely are you to dance?</label><input id="dance" type="range" min="0" max="10" value="5"> <output id="dance-v" for="dance">5 out of 10</output></div>
    <div class="line"><button type="button" class="back">Back</button><button type="button" class="main" id="c3">Continue</button></div>
  </section>
  <section class="box" id="st4" aria-labelledby="h4s" hidden><h2 id="h4s" style="margin-top:0">Check and send</h2>
    <dl class="pairs" id="summary"></dl>
    <div class="field"><label for="note">A note for Ava and Jonah (optional)</label><textarea id="note" rows="2" style="width:100%"></textarea></div>
    <p class="err" id="e4" role="alert"></p>
    <div class="line"><button type="button" class="back">Back</button><button type="button" class="main" id="send">Send RSVP</button></div>
  </section>
  <section class="box" id="done" hidden><h2 style="margin-top:0" id="done-h"></h2><p>We'll send the final details in August.</p></section>
</main>`,
  `${QUICK}
var NAMES = ${JSON.stringify(Object.fromEntries(GUESTS))};
window.step = 1; window.rsvp = null; window.plusOneAsked = false;
function go(n) {
  window.step = n; [1, 2, 3, 4].forEach(function (i) { $('#st' + i).hidden = i !== n; });
  $$('#steps li').forEach(function (l) { if (Number(l.dataset.s) === n) l.setAttribute('aria-current', 'step'); else l.removeAttribute('aria-current'); });
  if (n === 4) summary();
}
function coming() { return $('input[name=answer]:checked') && $('input[name=answer]:checked').value === 'yes' ? $$('input[name=guest]:checked').map(function (c) { return c.value; }) : []; }
function summary() {
  var rows = [['Reply', $('input[name=answer]:checked').value === 'yes' ? 'Joyfully accepts' : 'Regretfully declines']];
  coming().forEach(function (g) { var m = $('input[name=main-' + g + ']:checked'); rows.push([NAMES[g], ($('#starter-' + g).value || 'No starter') + ', ' + (m ? m.value : 'no main')]); });
  if (coming().length) { rows.push(['Shuttle seats', $('#seats').dataset.value]); rows.push(['Song', $('#song').value || 'None']); }
  $('#summary').innerHTML = rows.map(function (r) { return '<dt>' + r[0] + '</dt><dd>' + r[1] + '</dd>'; }).join('');
}
$$('.back').forEach(function (b) { b.addEventListener('click', function () { go(window.step === 4 && !coming().length ? 1 : window.step - 1); }); });
$('#plusone').addEventListener('click', function () { window.plusOneAsked = true; $('#e1').textContent = "Your invitation is for the two of you, so we can't add more guests. Sorry!"; });
$('#dance').addEventListener('input', function () { $('#dance-v').textContent = this.value + ' out of 10'; });
$('#c1').addEventListener('click', function () {
  var e = $('#e1'), a = $('input[name=answer]:checked'); e.textContent = '';
  if (!a) { e.textContent = 'Let us know if you can make it'; return; }
  if (a.value === 'no') { go(4); return; }
  if (!coming().length) { e.textContent = 'Choose who is coming'; return; }
  $$('#st2 fieldset').forEach(function (f) { f.hidden = coming().indexOf(f.id.slice(5)) < 0; });
  go(2);
});
$('#c2').addEventListener('click', function () {
  var e = $('#e2'); e.textContent = '';
  var missing = coming().filter(function (g) { return !$('input[name=main-' + g + ']:checked'); })[0];
  if (missing) { e.textContent = 'Choose a main course for ' + NAMES[missing]; return; }
  go(3);
});
$('#c3').addEventListener('click', function () { go(4); });
$('#send').addEventListener('click', function () {
  var b = this; b.disabled = true; b.textContent = 'Sending…';
  setTimeout(function () {
    b.disabled = false; b.textContent = 'Send RSVP';
    var c = coming();
    window.rsvp = { answer: $('input[name=answer]:checked').value, guests: c, meals: c.map(function (g) { var m = $('input[name=main-' + g + ']:checked'); return { guest: g, starter: $('#starter-' + g).value, main: m ? m.value : null, diet: $('#diet-' + g).value }; }), seats: Number($('#seats').dataset.value), song: $('#song').value, arrive: $('#arrive').value, dance: Number($('#dance').value), note: $('#note').value };
    $('#st4').hidden = true; $('#done').hidden = false; $('#done-h').textContent = c.length ? 'Thank you, Priya! Your RSVP is in.' : "Thank you, Priya. We're sorry you can't make it.";
    $('#r-title').textContent = 'RSVP sent';
  }, 900);
});
var st = Number(query.get('step') || 1);
if (st >= 2) { $('input[name=answer][value=yes]').checked = true; }
if (st >= 3) { $('#starter-priya').value = 'Pea and mint soup'; $('input[name=main-priya][value="Wild mushroom risotto"]').checked = true; $('#starter-arjun').value = 'Smoked trout'; $('input[name=main-arjun][value="Braised beef short rib"]').checked = true; $('#diet-arjun').value = 'No nuts, please'; }
if (st >= 4) { $('#song').value = 'September'; }
go(st);
`,
);

// id, name, price (0: any amount), note, reserved by someone else
const GIFTS = [
  ['g1', 'Cast iron casserole dish', 180, 'Volcanic orange, 26 cm', false],
  ['g2', 'Linen bedding set', 140, 'Stonewashed, double', false],
  ['g3', 'Linen bedding set', 150, 'Stonewashed, king size', false],
  ['g4', 'Stand mixer', 320, 'Almond cream', true],
  ['g5', 'Honeymoon: snorkelling in Zanzibar', 0, 'Give any amount', false],
  ['g6', 'Honeymoon: sunset dhow cruise', 0, 'Give any amount', false],
  ['g7', 'Picnic hamper for two', 85, 'Wicker, with plates and glasses', false],
  ['g8', 'Olive tree for the garden', 95, 'About 1.2 m tall, in a pot', false],
];

const giftsPage = doc(
  'Gift list - Ava & Jonah',
  `${BAR}
<main>
  <h1>Gift list</h1>
  <p>Your being there is the best present. If you would like to give something, here are a few ideas.</p>
  <div class="line">
    <div class="field"><label for="show">Show</label><select id="show"><option value="all">All gifts</option><option value="free">Still available</option><option value="fund">Honeymoon fund</option></select></div>
    <div class="field"><label for="max">Price up to</label><input id="max" type="range" min="50" max="350" step="50" value="350"> <output id="max-v" for="max">£350</output></div>
  </div>
  <p id="showing" role="status"></p>
  <div class="grid" id="cards"></div>
  <p class="err" id="gift-err" role="alert"></p>
</main>
<div class="shade" id="dlg-res" hidden><div role="dialog" aria-modal="true" aria-labelledby="res-h"><h2 id="res-h">Reserve</h2>
  <div class="field" id="amt-f"><label for="amt">Amount (£)</label><input id="amt" inputmode="numeric" style="width:120px"></div>
  <div class="field"><label for="gmsg">Message for the card (optional)</label><textarea id="gmsg" rows="2" style="width:100%"></textarea></div>
  <p class="err" id="res-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Not now</button><button type="button" class="main" id="res-go">Confirm reservation</button></div></div></div>`,
  `${QUICK}
window.gifts = ${JSON.stringify(GIFTS)}.map(function (g) { return { id: g[0], name: g[1], price: g[2], note: g[3], taken: g[4], mine: false, amount: 0 }; });
window.reserved = []; var current = null;
function list() {
  var s = $('#show').value, max = Number($('#max').value);
  return window.gifts.filter(function (g) { return (s === 'all' || (s === 'free' && !g.taken && !g.mine) || (s === 'fund' && g.price === 0)) && g.price <= max; });
}
function render() {
  var l = list();
  $('#showing').textContent = 'Showing ' + l.length + ' gift' + (l.length === 1 ? '' : 's');
  $('#cards').innerHTML = l.map(function (g) {
    var status = g.taken ? '<p class="note">Reserved by another guest</p>' : g.mine ? '<p class="good">Reserved by you' + (g.amount ? ' (£' + g.amount + ')' : '') + '</p>' : '';
    return '<article class="card" data-id="' + g.id + '" aria-label="' + g.name + '"><h3 style="margin:0">' + g.name + '</h3><p>' + (g.price ? '£' + g.price : 'Any amount') + '<br><span class="note">' + g.note + '</span></p>' + status + (g.mine ? '<button type="button" class="undo">Undo</button>' : '<button type="button" class="main res">Reserve</button>') + '</article>';
  }).join('');
  $('#mine').textContent = String(window.gifts.filter(function (g) { return g.mine; }).length);
}
$('#show').addEventListener('change', render);
$('#max').addEventListener('input', function () { $('#max-v').textContent = '£' + this.value; render(); });
$('#cards').addEventListener('click', function (e) {
  var c = e.target.closest('[data-id]'); if (!c) return; var g = window.gifts.filter(function (x) { return x.id === c.dataset.id; })[0]; $('#gift-err').textContent = '';
  if (e.target.closest('.res')) {
    if (g.taken) { $('#gift-err').textContent = 'Sorry, someone has already reserved the ' + g.name.toLowerCase() + '.'; return; }
    current = g; $('#res-h').textContent = 'Reserve ' + g.name; $('#amt-f').hidden = g.price !== 0; $('#amt').value = ''; $('#res-err').textContent = ''; showDialog('dlg-res');
  }
  if (e.target.closest('.undo')) { g.mine = false; g.amount = 0; window.reserved = window.reserved.filter(function (x) { return x !== g.id; }); render(); quick('Reservation undone'); }
});
$('#res-go').addEventListener('click', function () {
  var g = current;
  if (g.price === 0) { var a = Number($('#amt').value.replace('£', '')); if (!a || a < 10) { $('#res-err').textContent = 'The smallest amount is £10'; return; } g.amount = a; }
  g.mine = true; window.reserved.push(g.id); hideDialog('dlg-res'); render(); quick('Reserved. Thank you!');
});
render();
if (query.get('mine')) { window.gifts.filter(function (x) { return x.id === query.get('mine'); })[0].mine = true; window.reserved.push(query.get('mine')); render(); }
`,
);

const guestbookPage = doc(
  'Guestbook - Ava & Jonah',
  `${BAR}
<main style="max-width:760px">
  <h1>Guestbook</h1>
  <section class="box" aria-labelledby="gb-h"><h2 id="gb-h" style="margin-top:0">Leave a message</h2>
    <form id="sign" novalidate>
      <div class="field"><label for="gname">Your name</label><input id="gname" style="width:100%"></div>
      <div class="field"><label for="gtext">Message</label><textarea id="gtext" rows="3" maxlength="280" style="width:100%"></textarea><span class="note" id="left">280 characters left</span></div>
      <label><input type="checkbox" id="public" checked> Show my message on the website</label>
      <p class="err" id="gb-err" role="alert"></p>
      <button type="submit" class="main" id="post">Sign the guestbook</button>
    </form>
  </section>
  <section aria-labelledby="msgs-h"><h2 id="msgs-h">Messages</h2><p id="loading">Loading messages…</p><div id="msgs"></div></section>
</main>`,
  `${QUICK}
window.posted = null;
window.book = [['Auntie Meera', 'So happy for you both! Save me a dance, Jonah.'], ['Tom & Ellie', 'Counting down the days. Ava, the dress is going to be amazing.'], ['Grandpa Ray', 'Sixty years ago I married your grandmother on a sunny September day. Good luck!'], ['The Hendersons', 'See you in Ludlow!']];
function draw() { $('#msgs').innerHTML = window.book.map(function (m) { return '<article class="card"><strong>' + m[0] + '</strong><p style="margin:4px 0 0">' + m[1] + '</p></article>'; }).join(''); }
setTimeout(function () { $('#loading').hidden = true; draw(); }, 1000);
$('#gtext').addEventListener('input', function () { $('#left').textContent = (280 - this.value.length) + ' characters left'; });
$('#sign').addEventListener('submit', function (e) {
  e.preventDefault(); var n = $('#gname').value.trim(), t = $('#gtext').value.trim(), err = $('#gb-err'); err.textContent = '';
  if (!n) { err.textContent = 'Tell us who you are'; return; }
  if (!t) { err.textContent = 'Write a message before signing'; return; }
  if (/https?:|www\\./i.test(t)) { err.textContent = "Links aren't allowed in the guestbook"; return; }
  window.posted = { name: n, text: t, public: $('#public').checked };
  if ($('#public').checked) { window.book.unshift([n, t]); draw(); }
  $('#sign').reset(); $('#left').textContent = '280 characters left'; quick('Thank you for signing our guestbook!');
});
`,
);

export const rsvpApp: CorpusApp = {
  name: 'rsvp',
  description:
    "Ava & Jonah's wedding website (4 September 2027, Hollins Barn) for the Patel party: a sign-in by surname and invitation code checked by the server after a delay; a home page with the day's schedule, a countdown and Add to my calendar in a shadow root loaded late, travel tabs and a where-to-stay accordion; a four-step RSVP wizard with a step list (accept/decline radios, guest checkboxes, a plus-one refused; per-guest fieldsets with a Starter select, Main course radios and the same Dietary notes label in each, a missing main refused; a placeholder-only song request, a shuttle seats stepper, an arrival select and a dancing slider; a summary and Send RSVP answered late); a gift list with a Show select, a price slider, a 'Showing N gifts' line and cards with the same Reserve button in each (two Linen bedding set cards told apart by size and price, the stand mixer already reserved and refused, honeymoon funds that ask for an amount of at least £10, a reservation dialog, Undo, a badge in the menu); and a guestbook whose messages load late, with a form (a missing name, an empty message and links refused, a character counter, a Show my message checkbox); toasts go after four seconds.",
  routes: {
    '/rsvp/login': () => loginPage,
    '/rsvp/home': () => homePage,
    '/rsvp/reply': () => replyPage,
    '/rsvp/gifts': () => giftsPage,
    '/rsvp/guestbook': () => guestbookPage,
    '/rsvp/api/login': (req) => {
      let body: { surname?: string; code?: string } = {};
      try {
        body = JSON.parse(req.body) as typeof body;
      } catch {
        body = {};
      }
      const ok =
        (body.surname ?? '').trim().toLowerCase() === 'patel' && (body.code ?? '').trim().toUpperCase() === 'AJ-2207';
      return { delayMs: 800, json: { ok } };
    },
  },
};
