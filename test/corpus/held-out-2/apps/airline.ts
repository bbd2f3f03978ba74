/**
 * `airline`: Skylark Air's "Manage your trip" page and online check-in.
 *
 * - `/airline`: a cookie banner, tabs (Check in, Flight status, Baggage help), a booking look-up form (booking
 *   reference + last name; ABC123 / Moreau and QZ7K2P / Okafor exist), a flight-status search whose answer comes after
 *   a delay, an FAQ accordion. State: `window.skylark`.
 * - `/airline/checkin?ref=ABC123&step=1..5`: a four-step wizard (passengers in two fieldsets with the same fields,
 *   seat map, bags with steppers and a priority-boarding switch, payment in an iframe), then boarding passes and an
 *   "email boarding passes" dialog. State: `window.checkin`.
 * - `/airline/pay-frame?amount=..`: the card form shown in the payment iframe.
 */
import type { CorpusApp } from '../../types';
import { HELPERS, page } from './html';

const HEADER = `<header class="top"><strong>✈ Skylark Air</strong>
<nav aria-label="Main"><a href="/airline">Book</a> · <a href="/airline">Manage booking</a> · <a href="/airline">Check in</a> · <a href="/airline?tab=status">Flight status</a></nav>
<span style="margin-left:auto">Skylark Club: 0 points</span></header>`;

const HOME = page(
  'Manage your trip | Skylark Air',
  `${HEADER}
<div id="cookies" role="region" aria-label="Cookie consent" class="card" style="margin:10px 20px;background:#fff8e1">
  We use cookies to improve your experience and to show you relevant offers.
  <button id="accept">Accept all</button> <button id="reject">Reject non-essential</button>
</div>
<main>
<h1>Manage your trip</h1>
<div role="tablist" aria-label="Trip tools">
  <button role="tab" id="tab-checkin" aria-controls="p-checkin" aria-selected="true">Check in</button>
  <button role="tab" id="tab-status" aria-controls="p-status" aria-selected="false">Flight status</button>
  <button role="tab" id="tab-help" aria-controls="p-help" aria-selected="false">Baggage help</button>
</div>
<section role="tabpanel" id="p-checkin" aria-labelledby="tab-checkin">
  <p>Online check-in opens 30 hours before departure and closes 60 minutes before.</p>
  <form id="find" novalidate>
    <label for="ref">Booking reference</label>
    <input id="ref" name="ref" maxlength="6" placeholder="6 characters, e.g. X7K2PQ" autocomplete="off">
    <label for="last">Last name</label><input id="last" name="last" autocomplete="family-name">
    <p><button type="submit" id="find-btn">Find my booking</button></p>
    <p id="find-error" class="error" role="alert" hidden></p>
  </form>
</section>
<section role="tabpanel" id="p-status" aria-labelledby="tab-status" hidden>
  <form id="status-form">
    <input id="flightno" placeholder="Flight number, e.g. SK204">
    <label for="fdate">Date</label><input type="date" id="fdate" value="2025-03-14">
    <button type="submit">Check status</button>
  </form>
  <div id="status-result" role="status" aria-live="polite"></div>
</section>
<section role="tabpanel" id="p-help" aria-labelledby="tab-help" hidden>
  <h2>Baggage questions</h2>
  <div class="faq">
    <h3><button aria-expanded="false" aria-controls="faq1">How many bags can I check in?</button></h3>
    <div id="faq1" hidden><p>Economy Light includes one cabin bag (10 kg). Checked bags cost €35 each online and €50 at the airport, up to 3 per passenger.</p></div>
    <h3><button aria-expanded="false" aria-controls="faq2">Can I bring sports equipment?</button></h3>
    <div id="faq2" hidden><p>Yes: bikes, skis and golf bags travel as one checked bag when booked 48 hours in advance.</p></div>
    <h3><button aria-expanded="false" aria-controls="faq3">What if my bag is over 23 kg?</button></h3>
    <div id="faq3" hidden><p>Bags between 23 and 32 kg cost €40 extra. Bags over 32 kg are not accepted.</p></div>
  </div>
</section>
</main>
<footer class="muted" style="padding:20px">Customer service: +33 1 23 45 67 89 · 7 days a week, 8:00–20:00 · © 2025 Skylark Air</footer>`,
  {
    script: `${HELPERS}
var BOOKINGS={ABC123:'moreau',QZ7K2P:'okafor'};
window.skylark={tab:'checkin',cookies:'pending',statusQueries:0,lookups:0};
$('#accept').onclick=function(){skylark.cookies='accepted';$('#cookies').remove()};
$('#reject').onclick=function(){skylark.cookies='rejected';$('#cookies').remove()};
function showTab(name){skylark.tab=name;$$('[role=tab]').forEach(function(t){var on=t.id==='tab-'+name;
 t.setAttribute('aria-selected',on?'true':'false');$('#'+t.getAttribute('aria-controls')).hidden=!on;});}
$$('[role=tab]').forEach(function(t){t.onclick=function(){showTab(t.id.slice(4))}});
if(qs('tab'))showTab(qs('tab'));
$$('.faq button').forEach(function(b){b.onclick=function(){var open=b.getAttribute('aria-expanded')!=='true';
 b.setAttribute('aria-expanded',String(open));$('#'+b.getAttribute('aria-controls')).hidden=!open;}});
$('#find').onsubmit=function(e){e.preventDefault();skylark.lookups++;
 var ref=$('#ref').value.trim().toUpperCase(),last=$('#last').value.trim().toLowerCase(),err=$('#find-error');
 if(!ref||!last){err.textContent='Please enter both your booking reference and last name.';err.hidden=false;return;}
 if(BOOKINGS[ref]!==last){err.textContent="We couldn't find a booking with those details. Check the reference on your confirmation email.";err.hidden=false;return;}
 location.href='/airline/checkin?ref='+ref;};
$('#status-form').onsubmit=function(e){e.preventDefault();skylark.statusQueries++;
 var no=$('#flightno').value.replace(/ /g,'').toUpperCase(),out=$('#status-result');out.textContent='Searching…';
 setTimeout(function(){
  if(no==='SK204')out.innerHTML='<p><strong>SK 204</strong> Paris (CDG) → Lisbon (LIS): <span class="pill">On time</span>. Departs 14:35 from gate B12.</p>';
  else if(no==='SK311')out.innerHTML='<p><strong>SK 311</strong> Paris (CDG) → Porto (OPO): <span class="pill">Delayed</span> by 45 minutes. New departure 17:20, gate A7.</p>';
  else out.innerHTML='<p class="error">No flight '+no+' found on that date.</p>';
 },1800);};`,
  },
);

const CHECKIN = page(
  'Check in | Skylark Air',
  `${HEADER}
<main>
<h1>Check in: Paris (CDG) → Lisbon (LIS)</h1>
<p class="muted" id="trip">Booking <b id="bref"></b> · SK 204 · Fri 14 Mar 2025 · departs 14:35 · 2 passengers</p>
<ol aria-label="Check-in progress" style="display:flex;gap:24px;list-style:none;padding:0">
  <li data-step="1">1. Passengers</li><li data-step="2">2. Seats</li><li data-step="3">3. Bags</li><li data-step="4">4. Payment</li>
</ol>
<p id="stepinfo" class="muted"></p>
<section id="s1" data-step="1">
  <h2>Who is checking in?</h2>
  <fieldset data-pax="camille"><legend>Camille Moreau (Adult)</legend>
    <label><input type="checkbox" class="pax-check"> Check in this passenger</label>
    <label>Passport number <input name="passport"></label>
    <label>Nationality <select name="nat"><option value="">Select…</option><option>Belgian</option><option>Canadian</option><option>French</option><option>Portuguese</option><option>Swiss</option></select></label>
    <label>Passport expiry date <input type="date" name="expiry"></label>
  </fieldset>
  <fieldset data-pax="louis"><legend>Louis Moreau (Child, 8)</legend>
    <label><input type="checkbox" class="pax-check"> Check in this passenger</label>
    <label>Passport number <input name="passport"></label>
    <label>Nationality <select name="nat"><option value="">Select…</option><option>Belgian</option><option>Canadian</option><option>French</option><option>Portuguese</option><option>Swiss</option></select></label>
    <label>Passport expiry date <input type="date" name="expiry"></label>
  </fieldset>
  <label><input type="checkbox" id="dg"> I confirm that no one in my party is carrying dangerous goods</label>
  <p class="muted">Select at least one passenger and accept the dangerous goods declaration to continue.</p>
</section>
<section id="s2" data-step="2" hidden>
  <h2>Choose your seats</h2>
  <p>Choosing seat for: <button class="who" data-pax="camille" aria-pressed="true">Camille Moreau</button>
     <button class="who" data-pax="louis" aria-pressed="false">Louis Moreau</button></p>
  <p class="muted">Row 12 has extra legroom (€18 per seat). Other seats are free.</p>
  <div id="seatmap" role="group" aria-label="Seat map" style="display:grid;grid-template-columns:repeat(6,48px);gap:6px"></div>
  <ul id="seat-summary"></ul>
</section>
<section id="s3" data-step="3" hidden>
  <h2>Add bags</h2>
  <p class="muted">Checked bags (up to 23 kg) cost €35 each. Maximum 3 per passenger.</p>
  <div id="bags"></div>
  <p><span id="prio-label">Priority boarding (€12 per passenger)</span>
    <button class="switch" role="switch" id="prio" aria-checked="false" aria-labelledby="prio-label"></button></p>
  <p>Extras total: <strong id="extras-total">€0.00</strong></p>
</section>
<section id="s4" data-step="4" hidden>
  <h2>Payment</h2>
  <table id="pay-summary"><thead><tr><th>Item</th><th>Amount</th></tr></thead><tbody></tbody></table>
  <p>Total to pay: <strong id="to-pay"></strong></p>
  <div id="pay-zone"></div>
</section>
<section id="s5" hidden>
  <h2 id="done-title"></h2>
  <div id="passes"></div>
  <p><button id="email-open">Email boarding passes</button></p>
</section>
<p id="nav"><button id="back">Back</button> <button id="next" disabled>Continue</button></p>
<div class="backdrop" id="email-dlg" hidden><div class="dialog" role="dialog" aria-modal="true" aria-labelledby="email-h">
  <h2 id="email-h">Send boarding passes</h2>
  <label for="email-to">Email address</label><input id="email-to" type="email" value="">
  <p><button id="email-cancel">Cancel</button> <button id="email-send">Send</button></p>
  <p id="email-err" class="error" role="alert"></p>
</div></div>
</main>`,
  {
    script: `${HELPERS}
var NAMES={camille:'Camille Moreau',louis:'Louis Moreau'};
var step=Number(qs('step')||1);
window.checkin={ref:(qs('ref')||'ABC123').toUpperCase(),step:step,pax:{camille:step>1,louis:step>1},dg:step>1,
 seats:{camille:null,louis:null},active:'camille',bags:{camille:0,louis:0},priority:false,paid:false,emailedTo:null};
(qs('seats')||'').split(',').filter(Boolean).forEach(function(p){var kv=p.split(':');checkin.seats[kv[0]]=kv[1]});
(qs('bags')||'').split(',').filter(Boolean).forEach(function(p){var kv=p.split(':');checkin.bags[kv[0]]=Number(kv[1])});
$('#bref').textContent=checkin.ref;
var TAKEN=['12B','13A','13E','14B','14C','15F','16A','16D'];
function eur(n){return '€'+n.toFixed(2)}
function extras(){var t=0;Object.keys(NAMES).forEach(function(p){if(!checkin.pax[p])return;
 if(checkin.seats[p]&&checkin.seats[p].indexOf('12')===0)t+=18;t+=35*checkin.bags[p];if(checkin.priority)t+=12;});return t;}
function render(){
 checkin.step=step;
 $$('section[data-step]').forEach(function(s){s.hidden=Number(s.dataset.step)!==step});
 $('#s5').hidden=step!==5;$('#nav').hidden=step===5;
 $$('ol li').forEach(function(li){if(Number(li.dataset.step)===step)li.setAttribute('aria-current','step');else li.removeAttribute('aria-current')});
 $('#stepinfo').textContent=step<5?'Step '+step+' of 4':'';
 $('#back').hidden=step===1;
 var ok=step===1?(checkin.dg&&(checkin.pax.camille||checkin.pax.louis)):step===2?Object.keys(NAMES).every(function(p){return !checkin.pax[p]||checkin.seats[p]}):step!==4;
 $('#next').disabled=!ok;$('#next').hidden=step===4;
 if(step===2)renderSeats();if(step===3)renderBags();if(step===4)renderPay();if(step===5)renderDone();
}
$$('fieldset[data-pax]').forEach(function(f){var p=f.dataset.pax,box=$('.pax-check',f);box.checked=checkin.pax[p];
 box.onchange=function(){checkin.pax[p]=box.checked;render()};});
$('#dg').checked=checkin.dg;$('#dg').onchange=function(){checkin.dg=$('#dg').checked;render()};
function renderSeats(){var map=$('#seatmap');map.innerHTML='';
 [12,13,14,15,16].forEach(function(r){'ABCDEF'.split('').forEach(function(c){var id=r+c,b=document.createElement('button');
  b.textContent=id;var owner=Object.keys(checkin.seats).filter(function(p){return checkin.seats[p]===id})[0];
  var kind=c==='A'||c==='F'?'window':c==='C'||c==='D'?'aisle':'middle';
  b.setAttribute('aria-label','Seat '+id+', '+kind+(TAKEN.indexOf(id)>=0?', occupied':r===12?', extra legroom €18':', free'));
  if(TAKEN.indexOf(id)>=0)b.disabled=true;if(owner)b.setAttribute('aria-pressed','true');
  b.onclick=function(){checkin.seats[checkin.active]=id;render()};map.appendChild(b);});});
 $$('.who').forEach(function(w){w.setAttribute('aria-pressed',String(w.dataset.pax===checkin.active));
  w.onclick=function(){checkin.active=w.dataset.pax;render()};});
 $('#seat-summary').innerHTML=Object.keys(NAMES).filter(function(p){return checkin.pax[p]}).map(function(p){
  return '<li>'+NAMES[p]+': '+(checkin.seats[p]||'no seat yet')+'</li>'}).join('');}
function renderBags(){$('#bags').innerHTML='';Object.keys(NAMES).filter(function(p){return checkin.pax[p]}).forEach(function(p){
 var row=document.createElement('div');row.className='card';row.innerHTML='<strong>'+NAMES[p]+'</strong> · Checked bags '+
  '<button aria-label="Decrease">−</button> <output>'+checkin.bags[p]+'</output> <button aria-label="Increase">+</button>';
 var bs=$$('button',row);bs[0].disabled=checkin.bags[p]===0;bs[1].disabled=checkin.bags[p]===3;
 bs[0].onclick=function(){checkin.bags[p]--;render()};bs[1].onclick=function(){checkin.bags[p]++;render()};$('#bags').appendChild(row);});
 $('#prio').setAttribute('aria-checked',String(checkin.priority));$('#extras-total').textContent=eur(extras());}
$('#prio').onclick=function(){checkin.priority=!checkin.priority;render()};
function renderPay(){var rows=[];Object.keys(NAMES).forEach(function(p){if(!checkin.pax[p])return;
 if(checkin.bags[p])rows.push([checkin.bags[p]+' checked bag'+(checkin.bags[p]>1?'s':'')+', '+NAMES[p],35*checkin.bags[p]]);
 if(checkin.seats[p]&&checkin.seats[p].indexOf('12')===0)rows.push(['Extra legroom seat '+checkin.seats[p],18]);
 if(checkin.priority)rows.push(['Priority boarding, '+NAMES[p],12]);});
 $('#pay-summary tbody').innerHTML=rows.map(function(r){return '<tr><td>'+r[0]+'</td><td>'+eur(r[1])+'</td></tr>'}).join('')||'<tr><td colspan="2">No extras</td></tr>';
 $('#to-pay').textContent=eur(extras());
 if($('#pay-zone').dataset.amount===String(extras()))return;$('#pay-zone').dataset.amount=String(extras());
 $('#pay-zone').innerHTML=extras()>0?'<iframe title="Secure payment" src="/airline/pay-frame?amount='+extras()+'" style="width:480px;height:300px;border:1px solid #ccd"></iframe>':
  '<button id="confirm">Confirm check-in</button>';
 if($('#confirm'))$('#confirm').onclick=function(){checkin.paid=true;step=5;render()};}
window.addEventListener('message',function(e){if(e.data&&e.data.type==='paid'){checkin.paid=true;step=5;render();}});
function renderDone(){var ps=Object.keys(NAMES).filter(function(p){return checkin.pax[p]});
 $('#done-title').textContent="You're checked in! Have a good flight, Camille.";
 $('#passes').innerHTML=ps.map(function(p){return '<div class="card"><strong>'+NAMES[p]+'</strong> · Seat '+(checkin.seats[p]||'assigned at gate')+
  ' · Boarding 13:55 · Gate B12 <button>Download</button> <button>Add to wallet</button></div>'}).join('');}
$('#next').onclick=function(){step++;render()};$('#back').onclick=function(){step--;render()};
$('#email-open').onclick=function(){$('#email-dlg').hidden=false;$('#email-to').focus()};
$('#email-cancel').onclick=function(){$('#email-dlg').hidden=true};
$('#email-send').onclick=function(){var v=$('#email-to').value.trim();
 if(v.indexOf('@')<1){$('#email-err').textContent='Enter a valid email address.';return;}
 checkin.emailedTo=v;$('#email-dlg').hidden=true;toast('Boarding passes sent to '+v);};
render();`,
  },
);

const PAY_FRAME = page(
  'Secure payment',
  `<main style="padding:12px">
<form id="pay" novalidate>
  <label for="cardno">Card number</label><input id="cardno" inputmode="numeric" autocomplete="cc-number">
  <label for="holder">Name on card</label><input id="holder" autocomplete="cc-name">
  <div style="display:flex;gap:10px"><input id="exp" placeholder="MM / YY" aria-label="Expiry date" size="7">
  <input id="cvc" placeholder="CVC" size="4" aria-label="Security code"></div>
  <p><button type="submit" id="paybtn"></button></p>
  <p id="pay-err" class="error" role="alert"></p>
</form></main>`,
  {
    script: `${HELPERS}
var amount=Number(qs('amount')||0);$('#paybtn').textContent='Pay €'+amount.toFixed(2);
$('#pay').onsubmit=function(e){e.preventDefault();var n=$('#cardno').value.replace(/ /g,'');
 if(n.length<13){$('#pay-err').textContent='Enter a valid card number.';return;}
 if(!$('#exp').value){$('#pay-err').textContent='Enter the expiry date.';return;}
 $('#pay-err').textContent='';parent.postMessage({type:'paid',amount:amount},'*');};`,
  },
);

export const airline: CorpusApp = {
  name: 'airline',
  description:
    'Skylark Air: manage-trip page (cookie banner, tabs, booking look-up, delayed flight status, FAQ accordion) and a four-step check-in wizard (same-named fields in two passenger fieldsets, seat map, bag steppers, switch, payment iframe, boarding passes, email dialog and toast).',
  routes: { '/airline': HOME, '/airline/checkin': CHECKIN, '/airline/pay-frame': PAY_FRAME },
};
