/**
 * `homes`: Nestfind, homes for sale.
 *
 * - `/homes?page=&saved=1,10&area=&beds=&sort=`: search box (placeholder only), filters (native select, radios,
 *   price slider, checkboxes, a "More filters" section that expands with a switch), a custom sort listbox, listing
 *   cards that all have the same Save and Compare controls, pagination, a saved counter, an alert switch and toasts.
 *   State: `window.homes`.
 * - `/homes/listing?id=1`: a listing with facts, tabs (Overview, Floor plan, Neighbourhood, Mortgage with an iframe
 *   calculator), a share menu, a hidden phone number and a "Request a viewing" dialog. State: `window.listing`.
 * - `/homes/mortgage-frame?price=`: the mortgage calculator shown in the iframe.
 */
import type { CorpusApp } from '../../types';
import { HELPERS, page } from './html';

const DATA = `var LISTINGS=[
{id:1,addr:'12 Maple Street',area:'Riverside',price:485000,beds:3,baths:2,m2:110,badges:['New'],garden:1,parking:0,offer:0},
{id:2,addr:'4 Harbour View, Apt 3B',area:'Old Port',price:329000,beds:2,baths:1,m2:68,badges:['Price reduced'],garden:0,parking:1,offer:0},
{id:3,addr:'77 Chestnut Avenue',area:'Hillcrest',price:720000,beds:4,baths:3,m2:165,badges:[],garden:1,parking:1,offer:0},
{id:4,addr:'9 Quay Lane',area:'Old Port',price:255000,beds:1,baths:1,m2:42,badges:['New'],garden:0,parking:0,offer:0},
{id:5,addr:'31 Orchard Close',area:'Riverside',price:560000,beds:3,baths:2,m2:124,badges:[],garden:1,parking:0,offer:0},
{id:6,addr:'18 Mill Road',area:'Westfield',price:399000,beds:3,baths:1,m2:96,badges:['Price reduced'],garden:0,parking:1,offer:0},
{id:7,addr:'2 Linden Court',area:'Hillcrest',price:615000,beds:4,baths:2,m2:140,badges:[],garden:1,parking:0,offer:0},
{id:8,addr:'140 Station Road, Flat 7',area:'Westfield',price:212000,beds:1,baths:1,m2:38,badges:[],garden:0,parking:0,offer:0},
{id:9,addr:'6 Willow Gardens',area:'Riverside',price:449000,beds:3,baths:2,m2:105,badges:['Under offer'],garden:1,parking:0,offer:1},
{id:10,addr:'53 Abbey Road',area:'Hillcrest',price:890000,beds:5,baths:3,m2:210,badges:['New'],garden:1,parking:1,offer:0},
{id:11,addr:'21 Ferry Street',area:'Old Port',price:375000,beds:2,baths:2,m2:81,badges:[],garden:0,parking:1,offer:0},
{id:12,addr:'8 Meadow Way',area:'Westfield',price:335000,beds:2,baths:1,m2:74,badges:['Price reduced'],garden:1,parking:0,offer:0},
{id:13,addr:'95 Canal Walk',area:'Old Port',price:298000,beds:2,baths:1,m2:63,badges:[],garden:0,parking:0,offer:0},
{id:14,addr:'3 Rose Terrace',area:'Riverside',price:515000,beds:3,baths:2,m2:118,badges:[],garden:1,parking:1,offer:0}];
function eur(n){return '€'+n.toLocaleString('en-GB')}`;

const HEADER = `<header class="top"><strong>Nestfind</strong><nav aria-label="Main"><a href="/homes">Buy</a> · <a href="/homes">Sell</a> · <a href="/homes">Find an agent</a></nav>
<a href="/homes" id="saved-link" style="margin-left:auto">♥ Saved <span class="badge" id="saved-count">0</span></a><a href="/homes">Sign in</a></header>`;

const SEARCH = page(
  'Homes for sale | Nestfind',
  `${HEADER}
<main style="display:flex;gap:24px;max-width:1250px">
<aside style="width:260px" aria-label="Filters">
  <form id="filters" onsubmit="return false">
    <input id="q" type="search" placeholder="City, area or street">
    <label for="area">Area</label>
    <select id="area"><option value="">Any area</option><option>Hillcrest</option><option>Old Port</option><option>Riverside</option><option>Westfield</option></select>
    <fieldset><legend>Bedrooms</legend>
      <label style="display:inline"><input type="radio" name="beds" value="0" checked> Any</label>
      <label style="display:inline"><input type="radio" name="beds" value="1"> 1+</label>
      <label style="display:inline"><input type="radio" name="beds" value="2"> 2+</label>
      <label style="display:inline"><input type="radio" name="beds" value="3"> 3+</label>
      <label style="display:inline"><input type="radio" name="beds" value="4"> 4+</label>
    </fieldset>
    <label for="maxprice">Max price</label>
    <input type="range" id="maxprice" min="200000" max="900000" step="10000" value="900000"> <output id="maxprice-out" for="maxprice">€900,000</output>
    <fieldset><legend>Must have</legend>
      <label><input type="checkbox" id="f-garden"> Garden</label>
      <label><input type="checkbox" id="f-parking"> Parking</label>
    </fieldset>
    <button type="button" id="more" aria-expanded="false" aria-controls="more-panel">More filters</button>
    <div id="more-panel" hidden>
      <label for="energy">Energy rating</label>
      <select id="energy"><option value="">Any</option><option>A or better</option><option>C or better</option></select>
      <p><span id="hide-offer-l">Hide homes under offer</span> <button type="button" class="switch" role="switch" id="hide-offer" aria-checked="false" aria-labelledby="hide-offer-l"></button></p>
    </div>
    <p><button type="button" id="reset">Clear all filters</button></p>
  </form>
</aside>
<section style="flex:1" aria-labelledby="results-h">
  <h1 id="results-h">Homes for sale</h1>
  <p><span id="count" aria-live="polite"></span>
    <span style="margin-left:20px"><span id="sort-l">Sort by</span>
    <button type="button" id="sort" aria-haspopup="listbox" aria-expanded="false" aria-labelledby="sort-l sort"></button></span></p>
  <ul id="sort-list" role="listbox" aria-labelledby="sort-l" hidden style="list-style:none;border:1px solid #ccd;width:220px;padding:4px">
    <li role="option" data-v="recommended">Recommended</li><li role="option" data-v="price-asc">Price (low to high)</li>
    <li role="option" data-v="price-desc">Price (high to low)</li><li role="option" data-v="size">Largest first</li></ul>
  <p><span id="alert-l">Email me new listings like these</span> <button type="button" class="switch" role="switch" id="alert" aria-checked="false" aria-labelledby="alert-l"></button></p>
  <div id="cards" class="grid"></div>
  <p id="showing" class="muted"></p>
  <nav aria-label="Pagination" id="pager"></nav>
  <p id="compare-bar" hidden><span id="compare-n"></span> <button type="button" id="compare-go">Compare homes</button></p>
</section>
</main>`,
  {
    script: `${HELPERS}${DATA}
var PER=6;
window.homes={page:Number(qs('page')||1),saved:(qs('saved')||'').split(',').filter(Boolean).map(Number),compare:[],
 q:'',area:qs('area')||'',beds:Number(qs('beds')||0),max:900000,garden:false,parking:false,hideOffer:false,sort:qs('sort')||'recommended',alert:false};
$('#area').value=homes.area;$$('input[name=beds]').forEach(function(r){r.checked=Number(r.value)===homes.beds});
function list(){var q=homes.q.toLowerCase();var out=LISTINGS.filter(function(l){
 return (!q||(l.addr+' '+l.area).toLowerCase().indexOf(q)>=0)&&(!homes.area||l.area===homes.area)&&l.beds>=homes.beds&&
  l.price<=homes.max&&(!homes.garden||l.garden)&&(!homes.parking||l.parking)&&(!homes.hideOffer||!l.offer)});
 if(homes.sort==='price-asc')out.sort(function(a,b){return a.price-b.price});
 if(homes.sort==='price-desc')out.sort(function(a,b){return b.price-a.price});
 if(homes.sort==='size')out.sort(function(a,b){return b.m2-a.m2});return out;}
function render(){var all=list(),pages=Math.max(1,Math.ceil(all.length/PER));if(homes.page>pages)homes.page=pages;
 var shown=all.slice((homes.page-1)*PER,homes.page*PER);
 $('#count').textContent=all.length+(all.length===1?' home':' homes')+' for sale';
 $('#saved-count').textContent=String(homes.saved.length);
 $('#sort').textContent=$('[data-v="'+homes.sort+'"]').textContent+' ▾';
 $$('#sort-list li').forEach(function(o){o.setAttribute('aria-selected',String(o.dataset.v===homes.sort))});
 $('#cards').innerHTML='';shown.forEach(function(l){var c=document.createElement('article');c.className='card';c.dataset.id=l.id;
  var saved=homes.saved.indexOf(l.id)>=0;
  c.innerHTML='<div style="height:80px;background:#dfe7ef" role="img" aria-label="Photo of '+l.addr+'"></div>'+
   '<p style="font-size:20px;margin:6px 0"><strong>'+eur(l.price)+'</strong> '+l.badges.map(function(b){return '<span class="pill">'+b+'</span>'}).join(' ')+'</p>'+
   '<h3 style="margin:4px 0"><a href="/homes/listing?id='+l.id+'">'+l.addr+'</a></h3><p class="muted">'+l.area+' · '+l.beds+' bd · '+l.baths+' ba · '+l.m2+' m²</p>'+
   '<button type="button" class="save" aria-label="Save" aria-pressed="'+saved+'">'+(saved?'♥':'♡')+'</button> '+
   '<label style="display:inline"><input type="checkbox" class="cmp"'+(homes.compare.indexOf(l.id)>=0?' checked':'')+'> Compare</label> '+
   '<a href="/homes/listing?id='+l.id+'">View details</a>';
  $('.save',c).onclick=function(){var i=homes.saved.indexOf(l.id);if(i>=0){homes.saved.splice(i,1);toast('Removed from your saved homes')}
   else{homes.saved.push(l.id);toast(l.addr+' saved to your favourites')}render();};
  $('.cmp',c).onchange=function(e){var i=homes.compare.indexOf(l.id);if(e.target.checked&&i<0)homes.compare.push(l.id);if(!e.target.checked&&i>=0)homes.compare.splice(i,1);render();};
  $('#cards').appendChild(c);});
 if(!shown.length)$('#cards').innerHTML='<p>No homes match your filters. Try widening your search.</p>';
 $('#showing').textContent=all.length?'Showing '+((homes.page-1)*PER+1)+'–'+((homes.page-1)*PER+shown.length)+' of '+all.length:'';
 var nav='<button type="button" data-p="'+(homes.page-1)+'"'+(homes.page===1?' disabled':'')+'>‹ Previous</button> ';
 for(var i=1;i<=pages;i++)nav+='<button type="button" data-p="'+i+'" aria-label="Page '+i+'"'+(i===homes.page?' aria-current="page"':'')+'>'+i+'</button> ';
 nav+='<button type="button" data-p="'+(homes.page+1)+'"'+(homes.page===pages?' disabled':'')+'>Next ›</button>';$('#pager').innerHTML=nav;
 $$('#pager button').forEach(function(b){b.onclick=function(){homes.page=Number(b.dataset.p);render();scrollTo(0,0)}});
 $('#compare-bar').hidden=homes.compare.length===0;$('#compare-n').textContent=homes.compare.length+' selected';
 $('#compare-go').disabled=homes.compare.length<2;}
$('#q').oninput=function(){homes.q=$('#q').value.trim();homes.page=1;render()};
$('#area').onchange=function(){homes.area=$('#area').value;homes.page=1;render()};
$$('input[name=beds]').forEach(function(r){r.onchange=function(){homes.beds=Number(r.value);homes.page=1;render()}});
$('#maxprice').oninput=function(){homes.max=Number($('#maxprice').value);$('#maxprice-out').textContent=eur(homes.max);homes.page=1;render()};
$('#f-garden').onchange=function(){homes.garden=$('#f-garden').checked;homes.page=1;render()};
$('#f-parking').onchange=function(){homes.parking=$('#f-parking').checked;homes.page=1;render()};
$('#more').onclick=function(){var open=$('#more').getAttribute('aria-expanded')!=='true';$('#more').setAttribute('aria-expanded',String(open));$('#more-panel').hidden=!open};
$('#hide-offer').onclick=function(){homes.hideOffer=!homes.hideOffer;$('#hide-offer').setAttribute('aria-checked',String(homes.hideOffer));render()};
$('#alert').onclick=function(){homes.alert=!homes.alert;$('#alert').setAttribute('aria-checked',String(homes.alert));
 toast(homes.alert?"Alert created. We'll email you new matches.":'Alert removed.')};
$('#sort').onclick=function(){var open=$('#sort-list').hidden;$('#sort-list').hidden=!open;$('#sort').setAttribute('aria-expanded',String(open))};
$$('#sort-list li').forEach(function(o){o.onclick=function(){homes.sort=o.dataset.v;$('#sort-list').hidden=true;$('#sort').setAttribute('aria-expanded','false');render()}});
$('#reset').onclick=function(){location.href='/homes'};
render();`,
  },
);

const LISTING = page(
  'Listing | Nestfind',
  `${HEADER}
<main>
<nav aria-label="Breadcrumb" class="muted"><a href="/homes">Homes</a> › <span id="crumb-area"></span> › <span id="crumb-addr"></span></nav>
<h1 id="addr"></h1>
<p style="font-size:24px"><strong id="price"></strong> <span id="badges"></span></p>
<dl id="facts" style="display:grid;grid-template-columns:140px 1fr;gap:2px"></dl>
<p><button id="share" aria-haspopup="menu" aria-expanded="false">Share</button>
<span role="menu" id="share-menu" hidden><button role="menuitem">Copy link</button> <button role="menuitem">Email</button> <button role="menuitem">WhatsApp</button></span></p>
<div role="tablist" aria-label="Listing details">
 <button role="tab" aria-selected="true" data-p="overview">Overview</button><button role="tab" aria-selected="false" data-p="plan">Floor plan</button>
 <button role="tab" aria-selected="false" data-p="area">Neighbourhood</button><button role="tab" aria-selected="false" data-p="mortgage">Mortgage</button></div>
<section role="tabpanel" id="p-overview"><p id="desc"></p></section>
<section role="tabpanel" id="p-plan" hidden><ul><li>Living room 28 m²</li><li>Kitchen 14 m²</li><li>Bedroom 1 16 m²</li><li>Bedroom 2 12 m²</li><li>Bathroom 6 m²</li></ul></section>
<section role="tabpanel" id="p-area" hidden><table><caption>Schools nearby</caption><thead><tr><th>School</th><th>Distance</th><th>Rating</th></tr></thead>
 <tbody><tr><td>Riverside Primary</td><td>0.4 km</td><td>Good</td></tr><tr><td>St Anne's College</td><td>1.2 km</td><td>Outstanding</td></tr><tr><td>Hillcrest Academy</td><td>2.5 km</td><td>Requires improvement</td></tr></tbody></table></section>
<section role="tabpanel" id="p-mortgage" hidden><iframe id="calc" title="Mortgage calculator" style="width:520px;height:330px;border:1px solid #ccd"></iframe></section>
<aside class="card" style="max-width:420px" aria-label="Agent">
 <strong>Sophie Laurent</strong><br><span class="muted">Laurent &amp; Fils Immobilier · 4.8 ★ (112 reviews)</span>
 <p><button id="phone-btn">Show phone number</button> <span id="phone" hidden>+33 6 12 34 56 78</span></p>
 <button id="viewing-btn">Request a viewing</button>
 <p id="viewing-status" role="status"></p></aside>
<div class="backdrop" id="viewing-dlg" hidden><div class="dialog" role="dialog" aria-modal="true" aria-labelledby="vh"><h2 id="vh">Request a viewing</h2>
 <form id="viewing" novalidate>
 <label for="v-name">Your name</label><input id="v-name" autocomplete="name">
 <label for="v-email">Email</label><input id="v-email" type="email">
 <input id="v-phone" type="tel" placeholder="Phone (optional)" style="margin-top:8px">
 <label for="v-date">Preferred date</label><input id="v-date" type="date" min="2025-03-01">
 <fieldset><legend>Time of day</legend><label style="display:inline"><input type="radio" name="tod" value="Morning"> Morning</label>
  <label style="display:inline"><input type="radio" name="tod" value="Afternoon" checked> Afternoon</label>
  <label style="display:inline"><input type="radio" name="tod" value="Evening"> Evening</label></fieldset>
 <label for="v-msg">Message</label><textarea id="v-msg" rows="3" cols="40"></textarea>
 <label><input type="checkbox" id="v-agree"> I agree to be contacted by the agent</label>
 <p id="v-err" class="error" role="alert"></p>
 <p><button type="button" id="v-cancel">Cancel</button> <button type="submit" id="v-send" disabled>Send request</button></p></form></div></div>
</main>`,
  {
    script: `${HELPERS}${DATA}
var l=LISTINGS.filter(function(x){return x.id===Number(qs('id')||1)})[0]||LISTINGS[0];
window.listing={id:l.id,tab:'overview',viewing:null,phoneShown:false,shared:null};
document.title=l.addr+' | Nestfind';$('#addr').textContent=l.addr;$('#crumb-addr').textContent=l.addr;$('#crumb-area').textContent=l.area;
$('#price').textContent=eur(l.price);$('#badges').innerHTML=l.badges.map(function(b){return '<span class="pill">'+b+'</span>'}).join(' ');
$('#facts').innerHTML=[['Bedrooms',l.beds],['Bathrooms',l.baths],['Floor area',l.m2+' m²'],['Area',l.area],['Built',1998],['Energy rating','C']].map(function(f){return '<dt>'+f[0]+'</dt><dd>'+f[1]+'</dd>'}).join('');
$('#desc').textContent='A bright '+l.beds+'-bedroom home in '+l.area+', close to schools and the tram line, with '+(l.garden?'a south-facing garden':'a balcony')+'.';
$('#v-msg').value="Hello, I'm interested in "+l.addr+' and would like to arrange a viewing.';
$$('[role=tab]').forEach(function(t){t.onclick=function(){listing.tab=t.dataset.p;$$('[role=tab]').forEach(function(u){u.setAttribute('aria-selected',String(u===t));$('#p-'+u.dataset.p).hidden=u!==t});
 if(t.dataset.p==='mortgage'&&!$('#calc').src)$('#calc').src='/homes/mortgage-frame?price='+l.price;}});
$('#share').onclick=function(){var o=$('#share-menu').hidden;$('#share-menu').hidden=!o;$('#share').setAttribute('aria-expanded',String(o))};
$$('#share-menu button').forEach(function(b){b.onclick=function(){listing.shared=b.textContent;$('#share-menu').hidden=true;$('#share').setAttribute('aria-expanded','false');
 toast(b.textContent==='Copy link'?'Link copied to clipboard':'Opening '+b.textContent+'…')}});
$('#phone-btn').onclick=function(){listing.phoneShown=true;$('#phone').hidden=false;$('#phone-btn').hidden=true};
$('#viewing-btn').onclick=function(){$('#viewing-dlg').hidden=false;$('#v-name').focus()};
$('#v-cancel').onclick=function(){$('#viewing-dlg').hidden=true};
$('#v-agree').onchange=function(){$('#v-send').disabled=!$('#v-agree').checked};
$('#viewing').onsubmit=function(e){e.preventDefault();
 if(!$('#v-name').value.trim()||$('#v-email').value.indexOf('@')<1){$('#v-err').textContent='Please enter your name and a valid email address.';return;}
 listing.viewing={name:$('#v-name').value.trim(),email:$('#v-email').value.trim(),phone:$('#v-phone').value,date:$('#v-date').value,tod:$('input[name=tod]:checked').value};
 $('#viewing-dlg').hidden=true;$('#viewing-status').textContent='Thanks, '+listing.viewing.name.split(' ')[0]+'! Sophie Laurent will contact you within 24 hours about '+l.addr+'.';};
if(qs('tab')){var t=$('[data-p="'+qs('tab')+'"]');if(t)t.click();}`,
  },
);

const MORTGAGE = page(
  'Mortgage calculator',
  `<main style="padding:10px"><h2 style="margin:0">Mortgage calculator</h2>
<form id="calc" novalidate>
 <label for="m-price">Property price (€)</label><input id="m-price" readonly>
 <label for="m-dep">Deposit (€)</label><input id="m-dep" inputmode="numeric" value="50000">
 <label for="m-term">Loan term</label><select id="m-term"><option value="15">15 years</option><option value="20">20 years</option><option value="25" selected>25 years</option><option value="30">30 years</option></select>
 <label for="m-rate">Interest rate (%)</label><input id="m-rate" value="3.5" size="5">
 <p><button type="submit">Calculate</button></p>
 <p id="m-out" role="status"></p></form></main>`,
  {
    script: `${HELPERS}
$('#m-price').value=qs('price')||'485000';window.mortgage={monthly:null};
$('#calc').onsubmit=function(e){e.preventDefault();var p=Number($('#m-price').value)-Number($('#m-dep').value.replace(/[^0-9]/g,''));
 var r=Number($('#m-rate').value)/1200,n=Number($('#m-term').value)*12;var m=Math.round(p*r/(1-Math.pow(1+r,-n)));
 mortgage.monthly=m;$('#m-out').textContent='Estimated monthly payment: €'+m.toLocaleString('en-GB')+' over '+$('#m-term').value+' years';};`,
  },
);

export const homes: CorpusApp = {
  name: 'homes',
  description:
    'Nestfind homes for sale: filters (placeholder-only search, native select, radios, slider, checkboxes, expanding section with a switch), custom sort listbox, cards with identical Save/Compare controls, pagination, saved badge, toasts; a listing page with tabs, share menu, hidden phone number, viewing dialog, and a mortgage calculator iframe.',
  routes: { '/homes': SEARCH, '/homes/listing': LISTING, '/homes/mortgage-frame': MORTGAGE },
};
