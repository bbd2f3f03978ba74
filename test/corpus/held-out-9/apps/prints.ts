/**
 * Snapbox, a photo-print ordering page: an upload list whose rows all have a Size select, a Finish select and a
 * Quantity field named the same, a line price, a Crop button and a "Remove photo" icon button (one low-resolution
 * photo whose large sizes are disabled); "Add photos" that finishes uploading late; a crop dialog with a zoom slider,
 * orientation radios and a rotate button; paper-type radios; a white-border switch; a promo code applied with a
 * button or Enter (one valid, one expired); a price list; an order summary that computes prints, paper, discount,
 * delivery (free over £25) and total; a removal toast with Undo; and a checkout button that checks the quantities.
 */

import { doc } from '../../page';
import type { CorpusApp } from '../../types';

const PHOTOS = [
  { file: 'beach.jpg', size: '6x4', finish: 'Gloss', qty: 2, color: '#7fb7d9' },
  { file: 'birthday-cake.jpg', size: '7x5', finish: 'Matte', qty: 1, color: '#e7b3c6' },
  { file: 'dog-in-snow.jpg', size: '8x6', finish: 'Gloss', qty: 3, color: '#dfe6ec', lowres: true },
  { file: 'grandma-90th.jpg', size: '10x8', finish: 'Lustre', qty: 1, color: '#c9b48f' },
];

const order = doc(
  'Your prints · Snapbox',
  `<header class="bar">
  <span class="logo">Snapbox</span>
  <nav><a href="#">My orders</a><a href="#">Help</a></nav>
  <span class="note">Signed in as Leo</span>
</header>
<main style="display:grid;grid-template-columns:1fr 300px;gap:16px;max-width:1200px">
  <div>
    <h1>Your prints</h1>
    <section class="box">
      <div class="line"><h2 style="margin:0"><span id="photo-count">4 photos</span></h2><button type="button" id="add-photos" style="margin-left:auto">Add photos</button></div>
      <table id="photos">
        <thead><tr><th>Photo</th><th>Size</th><th>Finish</th><th>Quantity</th><th>Price</th><th></th></tr></thead>
        <tbody></tbody>
      </table>
      <p id="uploading" hidden>Uploading sunset.jpg… <progress max="100" value="40"></progress></p>
      <p class="note">Prices per print: 6x4 25p · 7x5 45p · 8x6 90p · 10x8 £2.50 · A4 £3.50 · Lustre finish +10p</p>
    </section>
    <section class="box">
      <fieldset><legend>Paper</legend>
        <div><label><input type="radio" name="paper" value="standard" checked> Standard</label> <span class="note">included</span></div>
        <div><label><input type="radio" name="paper" value="premium"> Premium</label> <span class="note">+10p a print</span></div>
        <div><label><input type="radio" name="paper" value="fine"> Fine art</label> <span class="note">+50p a print</span></div>
      </fieldset>
      <div class="line"><span id="border-label">Add a white border</span><button type="button" role="switch" id="border" aria-checked="false" aria-labelledby="border-label"></button></div>
    </section>
    <section class="box">
      <form id="promo-form" class="line">
        <label for="promo">Promo code</label><input id="promo" style="width:160px"><button type="submit">Apply</button>
      </form>
      <p class="err" id="promo-err" hidden></p>
      <p class="good" id="promo-ok" hidden></p>
    </section>
  </div>
  <aside>
    <section class="box" aria-labelledby="sum-title">
      <h2 id="sum-title">Order summary</h2>
      <table>
        <tr><td id="s-prints-label">Prints</td><td id="s-prints"></td></tr>
        <tr><td>Paper upgrade</td><td id="s-paper"></td></tr>
        <tr id="s-disc-row" hidden><td>Discount</td><td id="s-disc"></td></tr>
        <tr><td>Delivery</td><td id="s-delivery"></td></tr>
        <tr><th>Total</th><th id="s-total"></th></tr>
      </table>
      <p class="note">Free delivery on orders over £25.</p>
      <div class="err" id="errors" role="alert" hidden></div>
      <button type="button" class="main" id="checkout" style="width:100%">Continue to checkout</button>
      <p class="good" id="checked-out" hidden>Your prints are saved. Next: delivery details.</p>
    </section>
  </aside>
</main>
<div class="shade" id="crop" hidden>
  <div role="dialog" aria-modal="true" aria-labelledby="crop-title">
    <h2 id="crop-title">Crop</h2>
    <div id="crop-preview" style="height:140px;border-radius:6px;margin-bottom:8px"></div>
    <div class="field"><label for="zoom">Zoom</label><input type="range" id="zoom" min="100" max="300" step="10" value="100"> <output id="zoom-out">100%</output></div>
    <fieldset><legend>Orientation</legend>
      <label><input type="radio" name="orient" value="landscape" checked> Landscape</label>
      <label><input type="radio" name="orient" value="portrait"> Portrait</label>
    </fieldset>
    <div class="line"><button type="button" id="rotate">Rotate 90°</button><span>Rotation: <output id="rot">0°</output></span></div>
    <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="crop-apply">Apply crop</button></div>
  </div>
</div>`,
  `
var SIZES = [['6x4', 25], ['7x5', 45], ['8x6', 90], ['10x8', 250], ['A4', 350]];
var PRICE = { '6x4': 25, '7x5': 45, '8x6': 90, '10x8': 250, A4: 350 };
var FINISH = { Gloss: 0, Matte: 0, Lustre: 10 };
var PAPER = { standard: 0, premium: 10, fine: 50 };
window.photos = ${JSON.stringify(PHOTOS)};
window.crops = {};
window.promo = null;
window.checkedOut = false;
var removed = null;
function pounds(p) { return '£' + (p / 100).toFixed(2); }
function linePence(ph) { return (Number(ph.qty) || 0) * (PRICE[ph.size] + FINISH[ph.finish]); }
function byFile(f) { return window.photos.filter(function (p) { return p.file === f; })[0]; }
function summary() {
  var prints = window.photos.reduce(function (n, p) { return n + (Number(p.qty) || 0); }, 0);
  var sub = window.photos.reduce(function (n, p) { return n + linePence(p); }, 0);
  var paper = prints * PAPER[$('input[name=paper]:checked').value];
  var disc = window.promo ? Math.round((sub + paper) * 10 / 100) : 0;
  var goods = sub + paper - disc;
  var delivery = goods >= 2500 ? 0 : 299;
  $('#s-prints-label').textContent = 'Prints (' + prints + ')';
  $('#s-prints').textContent = pounds(sub);
  $('#s-paper').textContent = pounds(paper);
  $('#s-disc-row').hidden = !window.promo;
  $('#s-disc').textContent = '−' + pounds(disc);
  $('#s-delivery').textContent = delivery ? pounds(delivery) : 'Free';
  $('#s-total').textContent = pounds(goods + delivery);
  $('#photo-count').textContent = window.photos.length + (window.photos.length === 1 ? ' photo' : ' photos');
}
function render() {
  $('#photos tbody').innerHTML = window.photos.map(function (p) {
    var sizes = SIZES.map(function (s) {
      var off = p.lowres && (s[0] === '10x8' || s[0] === 'A4');
      return '<option value="' + s[0] + '"' + (s[0] === p.size ? ' selected' : '') + (off ? ' disabled' : '') + '>' + s[0] + (off ? ' (resolution too low)' : '') + '</option>';
    }).join('');
    var finishes = ['Gloss', 'Matte', 'Lustre'].map(function (f) { return '<option' + (f === p.finish ? ' selected' : '') + '>' + f + '</option>'; }).join('');
    return '<tr data-file="' + p.file + '"><td><span style="display:inline-block;width:36px;height:26px;border-radius:4px;vertical-align:middle;background:' + p.color + '"></span> ' + p.file +
      (window.crops[p.file] ? ' <span class="tag">Cropped</span>' : '') + (p.lowres ? ' <span class="tag">Low resolution</span>' : '') + '</td>' +
      '<td><select class="size" aria-label="Size">' + sizes + '</select></td>' +
      '<td><select class="finish" aria-label="Finish">' + finishes + '</select></td>' +
      '<td><input class="qty" type="number" min="1" max="99" aria-label="Quantity" value="' + p.qty + '" style="width:64px"></td>' +
      '<td class="price">' + pounds(linePence(p)) + '</td>' +
      '<td><button type="button" class="crop">Crop</button> <button type="button" class="remove" aria-label="Remove photo">🗑</button></td></tr>';
  }).join('');
  $$('#photos tbody tr').forEach(function (tr) {
    var p = byFile(tr.dataset.file);
    var refresh = function () { $('.price', tr).textContent = pounds(linePence(p)); summary(); };
    $('.size', tr).addEventListener('change', function () { p.size = $('.size', tr).value; refresh(); });
    $('.finish', tr).addEventListener('change', function () { p.finish = $('.finish', tr).value; refresh(); });
    $('.qty', tr).addEventListener('input', function () { p.qty = $('.qty', tr).value === '' ? 0 : Number($('.qty', tr).value); refresh(); });
    $('.crop', tr).addEventListener('click', function () { openCrop(p); });
    $('.remove', tr).addEventListener('click', function () {
      var i = window.photos.indexOf(p);
      removed = { photo: p, at: i };
      window.photos.splice(i, 1);
      render();
      toast(p.file + ' removed', 'Undo', function () {
        window.photos.splice(removed.at, 0, removed.photo);
        render();
      });
    });
  });
  summary();
}
var cropping = null;
function openCrop(p) {
  cropping = p;
  $('#crop-title').textContent = 'Crop ' + p.file;
  $('#crop-preview').style.background = p.color;
  $('#zoom').value = '100'; $('#zoom-out').textContent = '100%';
  $('input[name=orient][value=landscape]').checked = true;
  $('#rot').textContent = '0°';
  showDialog('crop');
}
function zoomShown() { $('#zoom-out').textContent = $('#zoom').value + '%'; }
$('#zoom').addEventListener('input', zoomShown);
$('#zoom').addEventListener('change', zoomShown);
$('#rotate').addEventListener('click', function () { $('#rot').textContent = ((parseInt($('#rot').textContent, 10) + 90) % 360) + '°'; });
$('#crop-apply').addEventListener('click', function () {
  window.crops[cropping.file] = { zoom: Number($('#zoom').value), orientation: $('input[name=orient]:checked').value, rotation: parseInt($('#rot').textContent, 10) };
  hideDialog('crop');
  render();
});
$('#add-photos').addEventListener('click', function () {
  $('#add-photos').disabled = true;
  $('#uploading').hidden = false;
  setTimeout(function () {
    $('#uploading').hidden = true;
    $('#add-photos').disabled = false;
    window.photos.push({ file: 'sunset.jpg', size: '6x4', finish: 'Gloss', qty: 1, color: '#f0a35e' });
    render();
  }, 1200);
});
$$('input[name=paper]').forEach(function (r) { r.addEventListener('change', summary); });
$('#promo-form').addEventListener('submit', function (e) {
  e.preventDefault();
  var code = $('#promo').value.trim().toUpperCase();
  $('#promo-err').hidden = true; $('#promo-ok').hidden = true;
  if (code === 'SNAP10') { window.promo = code; $('#promo-ok').textContent = 'SNAP10 applied: 10% off your prints'; $('#promo-ok').hidden = false; }
  else if (code === 'SUMMER24') { window.promo = null; $('#promo-err').textContent = 'This code expired on 31 August 2024'; $('#promo-err').hidden = false; }
  else { window.promo = null; $('#promo-err').textContent = "We don't recognise that code"; $('#promo-err').hidden = false; }
  summary();
});
$('#checkout').addEventListener('click', function () {
  var bad = window.photos.filter(function (p) { return !(p.qty >= 1 && p.qty <= 99); });
  $('#errors').innerHTML = bad.map(function (p) { return '<p>' + p.file + ': quantity must be between 1 and 99</p>'; }).join('');
  $('#errors').hidden = !bad.length;
  if (bad.length || !window.photos.length) return;
  window.checkedOut = true;
  $('#checked-out').hidden = false;
});
if (query.get('paper')) $('input[name=paper][value=' + query.get('paper') + ']').checked = true;
if (query.get('promo')) { $('#promo').value = query.get('promo'); $('#promo-form').requestSubmit(); }
render();
`,
);

export const printsApp: CorpusApp = {
  name: 'prints',
  description:
    'Snapbox photo prints: an upload list whose rows all have Size and Finish selects, a Quantity field, a line price, Crop and Remove photo buttons (one low-resolution photo with large sizes disabled); Add photos that finishes late; a crop dialog with a zoom slider, orientation radios and rotate; paper radios; a white-border switch; a promo code (valid and expired); an order summary computing prints, paper, discount, delivery and total; a removal toast with Undo; a checkout that checks quantities.',
  routes: {
    '/prints/order': () => order,
  },
};
