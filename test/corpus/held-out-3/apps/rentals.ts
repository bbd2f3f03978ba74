/**
 * `rentals`: Roadway, a car rental site.
 *
 * - `/rentals`: the search form (pick-up location select, "return to a different location" checkbox that reveals a
 *   drop-off select, date inputs, time selects, a "driver aged 25 – 70" checkbox that reveals an age field, a promo
 *   code field named only by its placeholder), a date error, and popular destination cards that all have "See deals".
 *   State: `window.search`.
 * - `/rentals/cars?page=`: 9 cars, 6 a page: car type checkboxes, transmission radios, a max-price slider, a "Free
 *   cancellation" switch, a custom "Sort by" listbox, cards that all have Select and Details, badges, pagination.
 *   State: `window.cars`.
 * - `/rentals/book?car=&step=`: a four-step booking wizard: protection radios and extras (child seat and booster
 *   steppers whose buttons are all named Add / Remove, additional driver and GPS switches), driver details in two
 *   fieldsets with the same field names, payment with card fields in an iframe (`/rentals/pay-frame`), a rental terms
 *   accordion, a terms checkbox that enables "Book now", and a confirmation with a toast. State: `window.booking`.
 */
import type { CorpusApp } from '../../types';
import { HELPERS, page } from './html';

const HEADER = `<header class="bar"><span class="brand">Roadway</span><nav aria-label="Main"><a href="/rentals">Car hire</a> · <a href="/rentals/cars">Deals</a> · <a href="/rentals">Manage booking</a></nav>
<span style="margin-left:auto">EUR € · <a href="/rentals">Sign in</a></span></header>`;

const SEARCH = page(
  'Cheap car hire in Portugal | Roadway',
  `${HEADER}<main><h1>Find your rental car</h1>
<form id="sf" class="card" novalidate style="max-width:720px">
<label for="loc">Pick-up location</label><select id="loc"><option>Lisbon Airport (LIS)</option><option>Lisbon Oriente Station</option><option>Porto Airport (OPO)</option><option>Faro Airport (FAO)</option></select>
<label><input type="checkbox" id="diff"> Return car to a different location</label>
<div id="drop-zone" hidden><label for="drop">Drop-off location</label><select id="drop"><option>Lisbon Airport (LIS)</option><option>Porto Airport (OPO)</option><option>Faro Airport (FAO)</option></select></div>
<div class="row"><div><label for="pdate">Pick-up date</label><input type="date" id="pdate" value="2025-06-12"></div>
<div><label for="ptime">Pick-up time</label><select id="ptime"><option>08:00</option><option>09:00</option><option selected>10:00</option><option>11:00</option><option>12:00</option></select></div>
<div><label for="rdate">Return date</label><input type="date" id="rdate" value="2025-06-17"></div>
<div><label for="rtime">Return time</label><select id="rtime"><option>08:00</option><option>09:00</option><option selected>10:00</option><option>11:00</option><option>12:00</option></select></div></div>
<label><input type="checkbox" id="age-ok" checked> Driver aged 25 – 70</label>
<div id="age-zone" hidden><label for="age">Driver's age</label><input id="age" type="number" min="18" max="99" size="4"></div>
<p><input id="promo" placeholder="Promo code (optional)" size="24"></p>
<p id="sf-err" class="error" role="alert"></p><button class="primary" type="submit">Search cars</button></form>
<h2>Popular destinations</h2><div class="row" id="dest"></div></main>`,
  {
    script: `${HELPERS}window.search={submitted:null,deals:null};
$('#diff').onchange=function(){$('#drop-zone').hidden=!$('#diff').checked};
$('#age-ok').onchange=function(){$('#age-zone').hidden=$('#age-ok').checked};
$('#dest').innerHTML=[['Porto','from €21/day','Porto Airport (OPO)'],['Faro','from €18/day','Faro Airport (FAO)'],['Madeira','from €26/day','Funchal Airport (FNC)']].map(function(d){return '<div class="card grow" data-d="'+d[0]+'"><h3>'+d[0]+'</h3><p>'+d[2]+'</p><p>'+d[1]+'</p><button class="deal">See deals</button></div>'}).join('');
$$('.deal').forEach(function(b){b.onclick=function(){search.deals=b.closest('.card').dataset.d;location.href='/rentals/cars?dest='+search.deals}});
$('#sf').onsubmit=function(e){e.preventDefault();var err='';
 if(!$('#pdate').value||!$('#rdate').value)err='Choose your pick-up and return dates.';
 else if($('#rdate').value<=$('#pdate').value)err='The return date must be after the pick-up date.';
 else if(!$('#age-ok').checked&&!(Number($('#age').value)>=18))err="Enter the driver's age.";
 $('#sf-err').textContent=err;if(err)return;
 search.submitted={loc:$('#loc').value,drop:$('#diff').checked?$('#drop').value:null,from:$('#pdate').value,to:$('#rdate').value,promo:$('#promo').value};
 location.href='/rentals/cars?loc='+encodeURIComponent(search.submitted.loc)};`,
  },
);

const CARS_DATA = `var CARS=[['fiat500','Fiat 500','Economy',4,1,'Manual',24,8.1,'Great deal',1],['polo','Volkswagen Polo','Compact',5,2,'Manual',29,8.4,'',1],
['clio','Renault Clio','Compact',5,2,'Automatic',33,7.9,'Only 2 left',0],['corolla','Toyota Corolla Hybrid','Compact',5,3,'Automatic',38,8.7,'',1],
['qashqai','Nissan Qashqai','SUV',5,3,'Manual',45,8.0,'',1],['tucson','Hyundai Tucson','SUV',5,4,'Automatic',52,8.6,'Most popular',1],
['vito','Mercedes-Benz Vito','Van',9,5,'Manual',89,7.6,'',0],['bmw3','BMW 3 Series','Premium',5,3,'Automatic',74,9.0,'',1],['tesla','Tesla Model 3','Premium',5,2,'Automatic',81,9.2,'Only 1 left',0]];`;

const CARS = page(
  'Cars at Lisbon Airport (LIS) | Roadway',
  `${HEADER}<main><p class="hint">Lisbon Airport (LIS) · Thu 12 Jun, 10:00 – Tue 17 Jun, 10:00 · 5 days · <a href="/rentals">Edit search</a></p>
<h1>Choose your car</h1><div class="row"><aside style="width:250px" class="card" aria-label="Filters"><h2 style="font-size:17px">Filters</h2>
<fieldset><legend>Car type</legend>${['Economy', 'Compact', 'SUV', 'Van', 'Premium'].map((t) => `<label><input type="checkbox" name="type" value="${t}"> ${t}</label>`).join('')}</fieldset>
<fieldset><legend>Transmission</legend><label><input type="radio" name="trans" value="Any" checked> Any</label><label><input type="radio" name="trans" value="Automatic"> Automatic</label><label><input type="radio" name="trans" value="Manual"> Manual</label></fieldset>
<label for="max">Max price per day</label><input type="range" id="max" min="20" max="150" step="5" value="150"> <output id="max-out" for="max">€150</output>
<p><span id="fc-label">Free cancellation only</span> <button class="switch" role="switch" aria-checked="false" aria-labelledby="fc-label" id="fc"></button></p>
<button id="clear" type="button">Clear all filters</button></aside>
<section class="grow"><div class="row"><p id="count" class="grow" aria-live="polite"></p>
<div style="position:relative"><button id="sort" aria-haspopup="listbox" aria-expanded="false">Sort by: Recommended ▾</button>
<div role="listbox" id="sort-list" aria-label="Sort by" hidden style="position:absolute;right:0;width:210px;z-index:2"></div></div></div>
<div id="list"></div><nav aria-label="Pagination" id="pager"></nav></section></div></main>`,
  {
    script: `${HELPERS}${CARS_DATA}
window.cars={types:[],trans:'Any',max:150,freeCancel:false,sort:'Recommended',page:Number(qs('page')||1),selected:null,details:[]};
var SORTS=['Recommended','Price: low to high','Price: high to low','Customer rating'];
$('#sort-list').innerHTML=SORTS.map(function(s){return '<div role="option" tabindex="-1" aria-selected="'+(s===cars.sort)+'">'+s+'</div>'}).join('');
$('#sort').onclick=function(){var o=$('#sort-list').hidden;$('#sort-list').hidden=!o;$('#sort').setAttribute('aria-expanded',String(o))};
$$('#sort-list [role=option]').forEach(function(o){o.onclick=function(){cars.sort=o.textContent;cars.page=1;$$('#sort-list [role=option]').forEach(function(x){x.setAttribute('aria-selected',String(x===o))});$('#sort-list').hidden=true;$('#sort').setAttribute('aria-expanded','false');render()}});
$$('input[name=type]').forEach(function(c){c.onchange=function(){cars.types=$$('input[name=type]:checked').map(function(x){return x.value});cars.page=1;render()}});
$$('input[name=trans]').forEach(function(r){r.onchange=function(){cars.trans=r.value;cars.page=1;render()}});
$('#max').oninput=function(){cars.max=Number($('#max').value);cars.page=1;render()};
$('#fc').onclick=function(){cars.freeCancel=!cars.freeCancel;cars.page=1;render()};
$('#clear').onclick=function(){cars.types=[];cars.trans='Any';cars.max=150;cars.freeCancel=false;$$('input[name=type]').forEach(function(c){c.checked=false});$('input[name=trans][value=Any]').checked=true;$('#max').value=150;render()};
function list(){var l=CARS.filter(function(c){return (!cars.types.length||cars.types.indexOf(c[2])>=0)&&(cars.trans==='Any'||c[5]===cars.trans)&&c[6]<=cars.max&&(!cars.freeCancel||c[9])});
 if(cars.sort==='Price: low to high')l=l.slice().sort(function(a,b){return a[6]-b[6]});if(cars.sort==='Price: high to low')l=l.slice().sort(function(a,b){return b[6]-a[6]});
 if(cars.sort==='Customer rating')l=l.slice().sort(function(a,b){return b[7]-a[7]});return l}
function render(){var l=list(),pages=Math.max(1,Math.ceil(l.length/6));if(cars.page>pages)cars.page=pages;
 $('#max-out').textContent='€'+cars.max;$('#fc').setAttribute('aria-checked',String(cars.freeCancel));$('#sort').textContent='Sort by: '+cars.sort+' ▾';
 $('#count').textContent=l.length+(l.length===1?' car available':' cars available');
 $('#list').innerHTML=l.slice((cars.page-1)*6,cars.page*6).map(function(c){return '<article class="card" data-car="'+c[0]+'"><div class="row"><div class="grow"><h3>'+c[1]+' <span class="hint">or similar</span></h3>'+
  '<p>'+c[2]+' · '+c[3]+' seats · '+c[4]+(c[4]===1?' bag':' bags')+' · '+c[5]+'</p><p>'+(c[9]?'<span class="ok">Free cancellation</span>':'<span class="hint">Non-refundable</span>')+' '+(c[8]?'<span class="tag">'+c[8]+'</span>':'')+'</p>'+
  '<p class="hint">Rating '+c[7].toFixed(1)+' / 10</p><button class="details" aria-expanded="'+(cars.details.indexOf(c[0])>=0)+'">Details</button><div class="more"'+(cars.details.indexOf(c[0])>=0?'':' hidden')+'><p>Fuel policy: Full to full · Mileage: Unlimited · Deposit: €'+(c[2]==='Premium'?600:300)+'</p></div></div>'+
  '<div style="text-align:right"><p><strong>€'+c[6]+'</strong> / day</p><p class="hint">€'+(c[6]*5)+' total</p><button class="primary select">Select</button></div></div></article>'}).join('')||'<p>No cars match your filters.</p>';
 $$('#list .select').forEach(function(b){b.onclick=function(){cars.selected=b.closest('article').dataset.car;location.href='/rentals/book?car='+cars.selected}});
 $$('#list .details').forEach(function(b){b.onclick=function(){var id=b.closest('article').dataset.car,i=cars.details.indexOf(id);if(i>=0)cars.details.splice(i,1);else cars.details.push(id);render()}});
 var h='<button data-p="'+(cars.page-1)+'"'+(cars.page===1?' disabled':'')+'>Previous</button> ';for(var i=1;i<=pages;i++)h+='<button data-p="'+i+'"'+(i===cars.page?' aria-current="page"':'')+'>'+i+'</button> ';
 $('#pager').innerHTML=h+'<button data-p="'+(cars.page+1)+'"'+(cars.page===pages?' disabled':'')+'>Next</button>';
 $$('#pager button').forEach(function(b){b.onclick=function(){cars.page=Number(b.dataset.p);render()}});}
render();`,
  },
);

const PAY_FRAME = page(
  'Secure payment',
  `<form id="pf" style="padding:10px" novalidate><p class="hint">🔒 Secure payment by PayHarbor</p>
<label for="cname">Name on card</label><input id="cname" autocomplete="cc-name" size="28">
<label for="cnum">Card number</label><input id="cnum" inputmode="numeric" placeholder="1234 5678 9012 3456" size="24">
<div class="row"><div><label for="cexp">Expiry date</label><input id="cexp" placeholder="MM/YY" size="6"></div><div><label for="ccvc">Security code</label><input id="ccvc" placeholder="CVC" size="4"></div></div></form>`,
  { script: `${HELPERS}` },
);

const BOOK = page(
  'Complete your booking | Roadway',
  `${HEADER}<main><p id="progress" class="hint"></p><h1 id="h"></h1><div class="row"><div class="grow">
<section id="s1"><fieldset><legend>Protection</legend>
<label><input type="radio" name="prot" value="basic" checked> Basic cover (included) · excess €1,200</label>
<label><input type="radio" name="prot" value="standard"> Standard cover · €9 / day · excess €500</label>
<label><input type="radio" name="prot" value="full"> Full cover · €17 / day · no excess</label></fieldset>
<fieldset><legend>Extras</legend><table><tbody>
<tr data-x="child"><td>Child seat (9–18 kg)<br><span class="hint">€6 / day</span></td><td><button class="dec" aria-label="Remove">−</button> <span class="n">0</span> <button class="inc" aria-label="Add">+</button></td></tr>
<tr data-x="booster"><td>Booster seat (15–36 kg)<br><span class="hint">€4 / day</span></td><td><button class="dec" aria-label="Remove">−</button> <span class="n">0</span> <button class="inc" aria-label="Add">+</button></td></tr>
<tr><td id="ad-label">Additional driver<br><span class="hint">€8 / day</span></td><td><button class="switch" role="switch" id="ad" aria-checked="false" aria-labelledby="ad-label"></button></td></tr>
<tr><td id="gps-label">GPS navigation<br><span class="hint">€5 / day</span></td><td><button class="switch" role="switch" id="gps" aria-checked="false" aria-labelledby="gps-label"></button></td></tr></tbody></table>
<p class="hint">Up to 2 child seats per booking.</p></fieldset><button class="primary" id="next1">Continue to driver details</button></section>
<section id="s2" hidden><form id="df" novalidate><fieldset id="main-driver"><legend>Main driver</legend>
<label for="m-first">First name</label><input id="m-first"><label for="m-last">Last name</label><input id="m-last">
<label for="m-email">Email</label><input id="m-email" type="email" size="30"><label for="m-phone">Phone number</label><input id="m-phone" type="tel">
<label for="m-dob">Date of birth</label><input id="m-dob" type="date"></fieldset>
<fieldset id="add-driver" hidden><legend>Additional driver</legend>
<label for="a-first">First name</label><input id="a-first"><label for="a-last">Last name</label><input id="a-last">
<label for="a-dob">Date of birth</label><input id="a-dob" type="date"></fieldset>
<p id="df-err" class="error" role="alert"></p><button type="button" id="back2">Back</button> <button class="primary" type="submit">Continue to payment</button></form></section>
<section id="s3" hidden><h2 style="font-size:18px">Payment details</h2>
<iframe id="pay" title="Card payment" src="/rentals/pay-frame" style="width:440px;height:230px;border:1px solid #d3d9e0;background:#fff"></iframe>
<h3>Rental terms</h3><div id="terms-acc"></div>
<p><label><input type="checkbox" id="terms"> I have read and accept the rental terms</label></p>
<p id="pay-err" class="error" role="alert"></p><button type="button" id="back3">Back</button> <button class="primary" id="book" disabled>Book now</button></section>
<section id="s4" hidden><div class="card"><p class="ok" style="font-size:18px">✔ Your booking is confirmed</p><p>Booking reference <strong>RW-48213</strong></p>
<p id="conf-line"></p><p class="hint">We've emailed your voucher. Bring your driving licence and the card used to pay.</p></div></section></div>
<aside class="card" style="width:280px" aria-label="Price summary"><h2 style="font-size:17px">Your car</h2><p id="car-name"></p>
<p class="hint">Lisbon Airport (LIS) · 12 Jun – 17 Jun · 5 days</p><table id="price"><tbody></tbody></table><p><strong id="total"></strong></p><p class="hint">Deposit of €300 held at the desk</p></aside></div></main>`,
  {
    script: `${HELPERS}${CARS_DATA}
var car=CARS.filter(function(c){return c[0]===(qs('car')||'corolla')})[0]||CARS[3];
window.booking={car:car[0],step:Number(qs('step')||1),protection:'basic',child:0,booster:0,addDriver:false,gps:false,driver:null,terms:false,ref:null,error:null,openTerms:[]};
var TITLES=['','Protection and extras','Driver details','Payment','Booking confirmed'];
if(booking.step>=3){booking.driver={first:'Ana',last:'Ribeiro',email:'ana.ribeiro@example.com'}}
function total(){var d=5,p={basic:0,standard:9,full:17}[booking.protection];return d*(car[6]+p+booking.child*6+booking.booster*4+(booking.addDriver?8:0)+(booking.gps?5:0))}
function render(){for(var i=1;i<=4;i++)$('#s'+i).hidden=booking.step!==i;$('#h').textContent=TITLES[booking.step];$('#progress').textContent='Step '+booking.step+' of 4';
 $('#car-name').textContent=car[1]+' or similar · '+car[5];
 var rows=[['Car hire (5 days)',car[6]*5]];if(booking.protection!=='basic')rows.push([booking.protection==='full'?'Full cover':'Standard cover',5*(booking.protection==='full'?17:9)]);
 if(booking.child)rows.push(['Child seat × '+booking.child,30*booking.child]);if(booking.booster)rows.push(['Booster seat × '+booking.booster,20*booking.booster]);
 if(booking.addDriver)rows.push(['Additional driver',40]);if(booking.gps)rows.push(['GPS navigation',25]);
 $('#price tbody').innerHTML=rows.map(function(r){return '<tr><td>'+r[0]+'</td><td>€'+r[1].toFixed(2)+'</td></tr>'}).join('');$('#total').textContent='Total: €'+total().toFixed(2);
 $$('tr[data-x]').forEach(function(r){var k=r.dataset.x;$('.n',r).textContent=booking[k];$('.dec',r).disabled=booking[k]===0;$('.inc',r).disabled=booking.child+booking.booster>=2});
 $('#ad').setAttribute('aria-checked',String(booking.addDriver));$('#gps').setAttribute('aria-checked',String(booking.gps));$('#add-driver').hidden=!booking.addDriver;
 $('#book').disabled=!booking.terms;}
$$('input[name=prot]').forEach(function(r){r.onchange=function(){booking.protection=r.value;render()}});
$$('tr[data-x]').forEach(function(r){var k=r.dataset.x;$('.inc',r).onclick=function(){booking[k]++;render()};$('.dec',r).onclick=function(){booking[k]--;render()}});
$('#ad').onclick=function(){booking.addDriver=!booking.addDriver;render()};$('#gps').onclick=function(){booking.gps=!booking.gps;render()};
$('#next1').onclick=function(){booking.step=2;render()};$('#back2').onclick=function(){booking.step=1;render()};$('#back3').onclick=function(){booking.step=2;render()};
$('#df').onsubmit=function(e){e.preventDefault();var err='';
 if(!$('#m-first').value.trim()||!$('#m-last').value.trim())err="Enter the main driver's full name.";
 else if($('#m-email').value.indexOf('@')<1)err="Enter the main driver's email address.";
 else if(!$('#m-dob').value)err="Enter the main driver's date of birth.";
 else if($('#m-dob').value>'2004-06-12')err='The main driver must be at least 21 years old.';
 else if(booking.addDriver&&(!$('#a-first').value.trim()||!$('#a-dob').value))err="Enter the additional driver's name and date of birth.";
 $('#df-err').textContent=err;booking.error=err||null;if(err)return;
 booking.driver={first:$('#m-first').value.trim(),last:$('#m-last').value.trim(),email:$('#m-email').value.trim(),dob:$('#m-dob').value};booking.step=3;render()};
var TERMS=[['Fuel policy','Full to full: pick up the car with a full tank and return it full.'],['Mileage','Unlimited kilometres are included.'],['Cancellation','Free cancellation up to 48 hours before pick-up.'],['Deposit','A deposit of €300 is held on the main driver\\'s credit card at pick-up.']];
$('#terms-acc').innerHTML=TERMS.map(function(t,i){return '<h4 style="margin:4px 0"><button aria-expanded="false" aria-controls="t'+i+'">'+t[0]+'</button></h4><div id="t'+i+'" hidden><p>'+t[1]+'</p></div>'}).join('');
$$('#terms-acc button').forEach(function(b){b.onclick=function(){var o=b.getAttribute('aria-expanded')!=='true';b.setAttribute('aria-expanded',String(o));$('#'+b.getAttribute('aria-controls')).hidden=!o;if(o)booking.openTerms.push(b.textContent)}});
$('#terms').onchange=function(){booking.terms=$('#terms').checked;render()};
$('#book').onclick=function(){var f=$('#pay').contentDocument,num=$('#cnum',f).value.replace(/\\s/g,'');
 if(!$('#cname',f).value.trim()||num.length<15||!/^\\d\\d\\/\\d\\d$/.test($('#cexp',f).value.trim())||!/^\\d{3,4}$/.test($('#ccvc',f).value.trim())){$('#pay-err').textContent='Check your card details: name, number, expiry date and security code are required.';return}
 $('#pay-err').textContent='';booking.ref='RW-48213';booking.step=4;$('#conf-line').textContent=car[1]+' · pick-up Lisbon Airport (LIS), Thu 12 Jun 2025 at 10:00';render();
 toast('Confirmation sent to '+((booking.driver&&booking.driver.email)||'your email'))};
render();`,
  },
);

export const rentals: CorpusApp = {
  name: 'rentals',
  description:
    'Roadway car hire: a search form with a revealed drop-off select, date inputs and a date error, destination cards with identical See deals buttons; a car list with type checkboxes, transmission radios, a max-price slider, a switch, a custom sort listbox, cards with identical Select and Details buttons, badges and pagination; a four-step booking wizard with protection radios, steppers whose buttons are all named Add/Remove, switches, two driver fieldsets sharing field names, card fields in an iframe, a terms accordion, a checkbox that enables Book now, and a confirmation toast.',
  routes: {
    '/rentals': SEARCH,
    '/rentals/cars': CARS,
    '/rentals/pay-frame': PAY_FRAME,
    '/rentals/book': BOOK,
  },
};
