/**
 * Wavelength, a podcast app: a placeholder-only search submitted with Enter and a results page with the same Follow
 * button on every show; a show page with a Follow button, an alerts switch disabled until following, tabs (Episodes,
 * About, Reviews), a sort menu, a "Hide played" switch, episode cards with the same Play, Download and "More options"
 * menu (Add to queue, Mark as played, Share), a "Load more episodes" button that answers late, a queue with a count,
 * a downloads badge, a sponsor box in an iframe, a player in an open shadow root (play/pause, skip, a speed slider, a
 * sleep-timer select), show notes in an accordion, and a review dialog with stars, a title and a Submit that waits
 * for a rating.
 */

import { doc, frame, starRating } from '../../page';
import type { CorpusApp } from '../../types';

const EPISODES = [
  { n: 42, title: "The Lighthouse Keeper's Log", date: '12 Mar 2027', mins: 38 },
  { n: 41, title: 'Night Bus to Nowhere', date: '5 Mar 2027', mins: 44, downloaded: true },
  { n: 40, title: 'The Last Shift at the Mill', date: '26 Feb 2027', mins: 51, played: true },
  { n: 39, title: 'Radio Silence', date: '19 Feb 2027', mins: 36 },
  { n: 38, title: 'The Night Porter', date: '12 Feb 2027', mins: 42, downloaded: true },
  { n: 37, title: 'Frost Fair', date: '5 Feb 2027', mins: 47 },
  { n: 36, title: 'Signal Box 12', date: '29 Jan 2027', mins: 39, played: true },
  { n: 35, title: 'Ferry at Midnight', date: '22 Jan 2027', mins: 41 },
];

const HEADER = `<header class="bar">
  <span class="logo">Wavelength</span>
  <form id="search" role="search"><input id="q" type="search" placeholder="Search podcasts" style="width:240px"></form>
  <nav><a href="/podcast/show">Night Shift Stories</a><a href="#" id="downloads-link">Downloads <span class="count" id="dl-count">2</span></a></nav>
</header>`;

const HEADER_SCRIPT = `
$('#search').addEventListener('submit', function (e) {
  e.preventDefault();
  var q = $('#q').value.trim();
  if (q) location.href = '/podcast/search?q=' + encodeURIComponent(q);
});
`;

const SPONSOR = `<!doctype html><html><body style="font:13px system-ui;margin:8px;background:#fbf7ee">
<p><strong>Lumen sleep masks</strong> · sponsor of Night Shift Stories</p>
<p>Listeners get 20% off their first order.</p>
<button type="button" id="copy">Copy code</button> <span id="copied" role="status"></span>
<script>
document.getElementById('copy').onclick = function () { document.getElementById('copied').textContent = 'Code NIGHT20 copied'; };
</script></body></html>`;

const show = doc(
  'Night Shift Stories · Wavelength',
  `${HEADER}
<main>
  <section class="box" id="show-head">
    <h1>Night Shift Stories</h1>
    <p>Hosted by Ruth Adeyemi · Fiction · 42 episodes</p>
    <p><span id="followers">18,412</span> followers · <span aria-label="Rated 4.6 out of 5">4.6 ★</span> (2,310 ratings)</p>
    <div class="line">
      <button type="button" class="main" id="follow" aria-pressed="false">Follow</button>
      <span id="alerts-label">New episode alerts</span><button type="button" role="switch" id="alerts" aria-checked="false" aria-labelledby="alerts-label" disabled></button>
      <span class="note" id="alerts-note">Follow the show to turn on alerts.</span>
    </div>
  </section>
  <wl-player id="player"></wl-player>
  <div role="tablist" aria-label="Show">
    <button type="button" role="tab" id="tab-episodes" aria-controls="p-episodes" aria-selected="true">Episodes</button>
    <button type="button" role="tab" id="tab-about" aria-controls="p-about" aria-selected="false">About</button>
    <button type="button" role="tab" id="tab-reviews" aria-controls="p-reviews" aria-selected="false">Reviews</button>
  </div>
  <section id="p-episodes" role="tabpanel" aria-labelledby="tab-episodes">
    <div class="line">
      <span class="pop">
        <button type="button" id="sort" aria-haspopup="menu" aria-controls="sort-menu" aria-expanded="false">Sort: Newest first</button>
        <div role="menu" id="sort-menu" hidden>
          <button type="button" role="menuitem" data-sort="new">Newest first</button>
          <button type="button" role="menuitem" data-sort="old">Oldest first</button>
        </div>
      </span>
      <span id="hide-label">Hide played</span><button type="button" role="switch" id="hide-played" aria-checked="false" aria-labelledby="hide-label"></button>
      <span id="showing" style="margin-left:auto">Showing 5 of 8 episodes</span>
    </div>
    <div id="episodes"></div>
    <p><button type="button" id="more">Load more episodes</button> <span id="loading" hidden>Loading…</span></p>
    <section class="box" aria-labelledby="queue-title">
      <h2 id="queue-title">Up next (<span id="queue-count">1</span>)</h2>
      <ol id="queue"><li>Signal Box 12</li></ol>
    </section>
    <section class="box"><h2>Sponsor</h2>${frame('Sponsor message', SPONSOR, 120)}</section>
  </section>
  <section id="p-about" role="tabpanel" aria-labelledby="tab-about" hidden>
    <p>True stories from people who work while the rest of us sleep: lighthouse keepers, night porters, bus drivers and bakers. New episodes every Friday.</p>
    <div><button type="button" data-acc aria-expanded="false" aria-controls="notes42">Show notes: Episode 42</button>
      <div id="notes42" hidden><p>Ruth talks to Alan Firth, who kept the Flamborough light for 19 years. Music by The Quiet Hours.</p></div></div>
    <div><button type="button" data-acc aria-expanded="false" aria-controls="notes41">Show notes: Episode 41</button>
      <div id="notes41" hidden><p>A night on the N29 with driver Sade, from Trafalgar Square to Enfield.</p></div></div>
    <div><button type="button" data-acc aria-expanded="false" aria-controls="host">About the host</button>
      <div id="host" hidden><p>Ruth Adeyemi is a radio producer in Leeds. She worked nights as a hospital porter for 6 years.</p></div></div>
  </section>
  <section id="p-reviews" role="tabpanel" aria-labelledby="tab-reviews" hidden>
    <p id="avg">4.6 out of 5 · 2,310 ratings</p>
    <button type="button" class="main" id="write">Write a review</button>
    <article class="card"><h3>Perfect for night shifts</h3><p><span aria-label="5 stars">★★★★★</span> · by Kestrel77</p><p>I listen on my 3 a.m. break. Episode 38 made me cry.</p></article>
    <article class="card"><h3>Too many ads lately</h3><p><span aria-label="3 stars">★★★</span> · by owlmum</p><p>Great stories, but 4 ad breaks in one episode is a lot.</p></article>
    <article class="card"><h3>Ruth's voice!</h3><p><span aria-label="5 stars">★★★★★</span> · by dmitri_p</p><p>Could listen to her read a bus timetable.</p></article>
  </section>
</main>
<div class="shade" id="review-dialog" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="review-title">
    <h2 id="review-title">Write a review</h2>
    <div class="field"><span class="name">Your rating</span>${starRating('Your rating', 'my-stars')}</div>
    <div class="field"><label for="r-title">Title</label><input id="r-title" style="width:100%"><p class="err" id="e-title" hidden></p></div>
    <div class="field"><textarea id="r-body" rows="4" style="width:100%" placeholder="What did you think?"></textarea></div>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="r-submit" disabled>Submit</button></div>
  </div>
</div>`,
  `${HEADER_SCRIPT}
var episodes = ${JSON.stringify(EPISODES)};
var loaded = query.get('more') === '1' ? 8 : 5;
var order = 'new';
window.queue = ['Signal Box 12'];
window.review = null;
class Player extends HTMLElement {
  constructor() {
    super();
    var root = this.attachShadow({ mode: 'open' });
    root.innerHTML = '<style>.p{display:flex;gap:10px;align-items:center;flex-wrap:wrap;background:#1e2430;color:#fff;padding:10px 14px;border-radius:8px;margin-bottom:12px}button,select{font:inherit;padding:4px 10px;border-radius:6px;border:1px solid #555}</style>' +
      '<div class="p" role="region" aria-label="Player"><span>Now playing: <b id="np">Nothing yet</b></span>' +
      '<button type="button" id="pp">Play</button>' +
      '<button type="button" id="skip" aria-label="Skip forward 30 seconds">+30</button>' +
      '<span id="elapsed">0:00</span>' +
      '<label for="speed">Playback speed</label><input type="range" id="speed" min="0.5" max="2" step="0.25" value="1"><output id="speed-out">1×</output>' +
      '<label for="sleep">Sleep timer</label><select id="sleep"><option>Off</option><option>15 minutes</option><option>30 minutes</option><option>End of episode</option></select></div>';
    var secs = 0;
    var self = this;
    this.playing = false;
    root.getElementById('pp').addEventListener('click', function () {
      if (root.getElementById('np').textContent === 'Nothing yet') return;
      self.setPlaying(!self.playing);
    });
    root.getElementById('skip').addEventListener('click', function () {
      secs += 30;
      root.getElementById('elapsed').textContent = Math.floor(secs / 60) + ':' + String(secs % 60).padStart(2, '0');
    });
    function speed() { root.getElementById('speed-out').textContent = Number(root.getElementById('speed').value) + '×'; }
    root.getElementById('speed').addEventListener('input', speed);
    root.getElementById('speed').addEventListener('change', speed);
    this.load = function (title) { secs = 0; root.getElementById('elapsed').textContent = '0:00'; root.getElementById('np').textContent = title; self.setPlaying(true); };
    this.setPlaying = function (on) {
      self.playing = on;
      root.getElementById('pp').textContent = on ? 'Pause' : 'Play';
      $$('.ep').forEach(function (c) { $('.play', c).textContent = on && $('h3', c).textContent === root.getElementById('np').textContent ? 'Playing' : 'Play'; });
    };
  }
}
customElements.define('wl-player', Player);
function shownEpisodes() {
  var list = episodes.slice(0, loaded);
  if (order === 'old') list = list.slice().reverse();
  return list;
}
function render() {
  var hide = $('#hide-played').getAttribute('aria-checked') === 'true';
  var list = shownEpisodes().filter(function (e) { return !hide || !e.played; });
  var player = $('#player');
  $('#episodes').innerHTML = list.map(function (e) {
    var playing = player.playing && player.shadowRoot.getElementById('np').textContent === e.title;
    return '<article class="card ep" data-n="' + e.n + '"><h3>' + e.title + '</h3>' +
      '<p class="note">Episode ' + e.n + ' · ' + e.date + ' · ' + e.mins + ' min' + (e.played ? ' · <span class="tag">Played</span>' : '') + (e.downloaded ? ' · <span class="tag">Downloaded</span>' : '') + '</p>' +
      '<div class="line"><button type="button" class="main play">' + (playing ? 'Playing' : 'Play') + '</button>' +
      '<button type="button" class="dl">' + (e.downloaded ? 'Remove download' : 'Download') + '</button>' +
      '<span class="pop"><button type="button" class="more" aria-label="More options" aria-haspopup="menu" aria-controls="menu-' + e.n + '" aria-expanded="false">⋯</button>' +
      '<div role="menu" id="menu-' + e.n + '" hidden><button type="button" role="menuitem" class="m-queue">Add to queue</button><button type="button" role="menuitem" class="m-played">' + (e.played ? 'Mark as unplayed' : 'Mark as played') + '</button><button type="button" role="menuitem" class="m-share">Share episode</button></div></span></div></article>';
  }).join('');
  $('#showing').textContent = 'Showing ' + list.length + ' of 8 episodes';
  $('#more').hidden = loaded >= 8;
  $$('.ep').forEach(function (c) {
    var e = episodes.filter(function (x) { return x.n === Number(c.dataset.n); })[0];
    $('.play', c).addEventListener('click', function () { player.load(e.title); });
    $('.dl', c).addEventListener('click', function () {
      e.downloaded = !e.downloaded;
      $('#dl-count').textContent = String(episodes.filter(function (x) { return x.downloaded; }).length);
      render();
      toast(e.downloaded ? 'Downloading "' + e.title + '"' : 'Download removed');
    });
    $('.m-queue', c).addEventListener('click', function () {
      closeMenus();
      if (window.queue.indexOf(e.title) < 0) window.queue.push(e.title);
      $('#queue').innerHTML = window.queue.map(function (t) { return '<li>' + t + '</li>'; }).join('');
      $('#queue-count').textContent = String(window.queue.length);
      toast('Added to your queue');
    });
    $('.m-played', c).addEventListener('click', function () { closeMenus(); e.played = !e.played; render(); });
    $('.m-share', c).addEventListener('click', function () { closeMenus(); toast('Link copied'); });
  });
}
$('#more').addEventListener('click', function () {
  $('#more').disabled = true;
  $('#loading').hidden = false;
  setTimeout(function () { loaded = 8; $('#loading').hidden = true; $('#more').disabled = false; render(); }, 1200);
});
$('#hide-played').addEventListener('flip', render);
$$('#sort-menu [role=menuitem]').forEach(function (m) {
  m.addEventListener('click', function () { order = m.dataset.sort; $('#sort').textContent = 'Sort: ' + m.textContent; closeMenus(); render(); });
});
$('#follow').addEventListener('click', function () {
  var on = $('#follow').getAttribute('aria-pressed') !== 'true';
  $('#follow').setAttribute('aria-pressed', String(on));
  $('#follow').textContent = on ? 'Following' : 'Follow';
  $('#followers').textContent = on ? '18,413' : '18,412';
  $('#alerts').disabled = !on;
  $('#alerts-note').hidden = on;
  if (!on) $('#alerts').setAttribute('aria-checked', 'false');
});
$('#alerts').addEventListener('flip', function () {
  if ($('#alerts').getAttribute('aria-checked') === 'true') toast("We'll tell you when a new episode is out");
});
$('#write').addEventListener('click', function () { showDialog('review-dialog'); });
$('#my-stars').addEventListener('rated', function () { $('#r-submit').disabled = false; });
$('#r-submit').addEventListener('click', function () {
  var t = $('#r-title').value.trim();
  $('#e-title').textContent = t ? '' : 'Give your review a title';
  $('#e-title').hidden = !!t;
  if (!t) return;
  window.review = { stars: Number($('#my-stars').dataset.value), title: t, body: $('#r-body').value };
  hideDialog('review-dialog');
  toast('Thanks! Your review will appear once it has been approved.');
});
if (query.get('following') === '1') $('#follow').click();
render();
if (query.get('playing')) {
  var ep = episodes.filter(function (x) { return String(x.n) === query.get('playing'); })[0];
  if (ep) $('#player').load(ep.title);
}
var tab = query.get('tab');
if (tab && document.getElementById('tab-' + tab)) document.getElementById('tab-' + tab).click();
`,
);

const RESULTS = [
  { name: 'Night Shift Stories', by: 'Ruth Adeyemi', eps: 42 },
  { name: 'Night Owls Book Club', by: 'Maria & Tom', eps: 118 },
  { name: 'The Night Desk', by: 'Harbour Radio', eps: 7 },
];

const search = doc(
  'Search · Wavelength',
  `${HEADER}
<main>
  <h1 id="results-title">Results</h1>
  <div id="results"></div>
</main>`,
  `${HEADER_SCRIPT}
var q = query.get('q') || '';
$('#q').value = q;
var results = ${JSON.stringify(RESULTS)};
var found = results.filter(function (r) { return q && (r.name + ' ' + r.by).toLowerCase().indexOf(q.toLowerCase()) >= 0; });
$('#results-title').textContent = found.length + (found.length === 1 ? ' show' : ' shows') + ' for “' + q + '”';
$('#results').innerHTML = found.length ? found.map(function (r) {
  return '<article class="card result"><h3>' + r.name + '</h3><p>' + r.by + ' · ' + r.eps + ' episodes</p><button type="button" class="fol" aria-pressed="false">Follow</button></article>';
}).join('') : '<p>No shows match. Check the spelling or try a shorter search.</p>';
$$('.fol').forEach(function (b) { b.addEventListener('click', function () { var on = b.getAttribute('aria-pressed') !== 'true'; b.setAttribute('aria-pressed', String(on)); b.textContent = on ? 'Following' : 'Follow'; }); });
`,
);

export const podcastApp: CorpusApp = {
  name: 'podcast',
  description:
    'Wavelength podcasts: a placeholder-only search submitted with Enter and results with the same Follow button; a show page with Follow, an alerts switch disabled until following, tabs, a sort menu, a Hide played switch, episode cards with the same Play, Download and More options menu, Load more that answers late, a queue count, a downloads badge, a sponsor iframe, a player in an open shadow root (play, skip, speed slider, sleep select), show-notes accordions and a review dialog with stars.',
  routes: {
    '/podcast/show': () => show,
    '/podcast/search': () => search,
  },
};
