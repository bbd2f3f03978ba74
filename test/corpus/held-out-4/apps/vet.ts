/**
 * `vet`: Willow Vets, a veterinary clinic's pet-owner portal. A sign-in page; "My pets" with a greeting, pet cards
 * that all have "Book a visit", "View records" and an "Email reminders" switch, vaccine badges, upcoming appointments
 * with identical "Cancel appointment" buttons and a dialog, a balance that loads late with "Pay now", and an "Add a
 * pet" dialog (species select, date of birth, a microchip field known by its placeholder and its error); a three-step
 * booking wizard (pet radios, reason select revealing a text field, vet radios, a date input, time-slot buttons with a
 * full one, a review with notes, a policy checkbox that enables "Confirm booking", a confirmation with a reference);
 * a records page with tabs (vaccinations table, prescriptions with identical "Request refill" buttons, one disabled,
 * and a refill dialog, a weight chart in an iframe), an accordion of visit notes and a star rating of the last visit.
 *
 * Query: `/vet/book?pet=mochi&step=2|3` seeds the wizard; `/vet/records?pet=biscuit&tab=prescriptions|weight`.
 */
import type { CorpusApp } from '../../types';
import { page } from './html';

const top = `<header class="top"><span class="brand">🐾 Willow Vets</span><nav class="row"><a href="/vet/pets">My pets</a><a href="/vet/book">Book a visit</a><a href="#">Messages (2)</a></nav><span class="muted">Jo Ramos</span></header>`;

const login = page(
  'Sign in · Willow Vets',
  `<header class="top"><span class="brand">🐾 Willow Vets</span></header>
<main style="max-width:420px">
  <h1>Pet owner portal</h1>
  <form id="login" novalidate>
    <label for="email">Email address</label><input id="email" type="email" style="width:100%">
    <label for="password">Password</label><input id="password" type="password" style="width:100%">
    <p id="err" class="error" role="alert" hidden>We couldn't sign you in. Check your email and password and try again.</p>
    <p><button class="primary" type="submit">Sign in</button></p>
    <p><a href="#" id="otp">Sign in with a one-time code</a></p>
  </form>
</main>`,
  `
document.getElementById('login').onsubmit=function(e){e.preventDefault();
  if(document.getElementById('email').value.trim().toLowerCase()==='jo.ramos@example.com'&&document.getElementById('password').value==='Biscuit2026'){location.href='/vet/pets';return;}
  document.getElementById('err').hidden=false;};
`,
);

const pets = page(
  'My pets · Willow Vets',
  `${top}
<main>
  <div class="row"><h1 style="margin-right:auto">Good morning, Jo</h1><button class="primary" id="add-pet">Add a pet</button></div>
  <div style="display:grid;grid-template-columns:2fr 1fr;gap:20px">
    <section aria-label="Your pets" id="pet-list"></section>
    <aside>
      <div class="card"><h2 style="font-size:16px">Upcoming appointments</h2><ul id="appts" style="padding-left:18px"></ul></div>
      <div class="card"><h2 style="font-size:16px">Billing</h2><div id="billing" aria-live="polite">Loading invoices…</div></div>
    </aside>
  </div>
</main>
<div class="backdrop" id="backdrop" hidden></div>
<div role="dialog" id="pet-dialog" aria-modal="true" aria-labelledby="pd-title" hidden>
  <h2 id="pd-title">Add a pet</h2>
  <form id="pet-form" novalidate>
    <label for="pet-name">Name</label><input id="pet-name" style="width:100%">
    <label for="species">Species</label><select id="species"><option value="">Choose…</option><option>Dog</option><option>Cat</option><option>Rabbit</option><option>Bird</option></select>
    <label for="dob">Date of birth</label><input type="date" id="dob">
    <input id="chip" placeholder="15-digit microchip number" inputmode="numeric" style="width:100%;margin-top:10px">
    <p id="chip-error" class="error" hidden>Microchip numbers have exactly 15 digits.</p>
    <p class="row"><button class="primary" type="submit">Save pet</button><button type="button" id="pd-cancel">Cancel</button></p>
  </form>
</div>
<div role="dialog" id="cancel-dialog" aria-modal="true" aria-labelledby="ca-title" hidden>
  <h2 id="ca-title">Cancel appointment?</h2><p id="ca-body"></p>
  <p class="row"><button class="danger" id="ca-yes">Yes, cancel it</button><button id="ca-no">Keep it</button></p>
</div>`,
  `
window.pets=[
 {id:'biscuit',name:'Biscuit',kind:'Dog · Beagle · 4 years',badge:['green','Vaccines up to date'],rem:true},
 {id:'mochi',name:'Mochi',kind:'Cat · British Shorthair · 2 years',badge:['amber','Booster due in 5 days'],rem:false},
 {id:'pepper',name:'Pepper',kind:'Rabbit · Lop · 6 years',badge:['red','Overdue: myxomatosis vaccine'],rem:true}];
window.appts=[
 {id:'a1',text:'Mochi — Dental check — Tue 1 Dec 2026, 10:30 with Dr. Amelia Hart'},
 {id:'a2',text:'Biscuit — Vaccination — Fri 11 Dec 2026, 09:00 with Dr. Samir Patel'}];
var cancelling=null;
function renderPets(){document.getElementById('pet-list').innerHTML=pets.map(function(p){return '<article class="card pet" data-pet="'+p.id+'"><div class="row"><h2 style="margin:0;font-size:18px">'+esc(p.name)+'</h2><span class="badge '+p.badge[0]+'">'+p.badge[1]+'</span></div><p class="muted">'+esc(p.kind)+'</p>'+
  '<div class="row"><button class="book">Book a visit</button><button class="records">View records</button><span class="row" style="gap:6px"><button role="switch" class="rem" aria-checked="'+p.rem+'" aria-label="Email reminders"></button><span aria-hidden="true">Email reminders</span></span></div></article>';}).join('');}
function renderAppts(){document.getElementById('appts').innerHTML=appts.map(function(a){return '<li data-appt="'+a.id+'">'+a.text+'<div class="row"><button class="resched">Reschedule</button><button class="cancel-appt">Cancel appointment</button></div></li>';}).join('')||'<li class="muted">No upcoming appointments</li>';}
document.getElementById('pet-list').addEventListener('click',function(e){var b=e.target.closest('button');if(!b)return;var p=pets.find(function(x){return x.id===b.closest('.pet').dataset.pet;});
  if(b.classList.contains('book'))location.href='/vet/book?pet='+p.id;
  if(b.classList.contains('records'))location.href='/vet/records?pet='+p.id;
  if(b.classList.contains('rem')){p.rem=!p.rem;b.setAttribute('aria-checked',String(p.rem));toast('Email reminders '+(p.rem?'on':'off')+' for '+p.name);}});
document.getElementById('appts').addEventListener('click',function(e){var b=e.target.closest('button');if(!b)return;var a=appts.find(function(x){return x.id===b.closest('li').dataset.appt;});
  if(b.classList.contains('cancel-appt')){cancelling=a;document.getElementById('ca-body').textContent=a.text;document.getElementById('cancel-dialog').hidden=false;document.getElementById('backdrop').hidden=false;}
  if(b.classList.contains('resched'))location.href='/vet/book?pet='+a.text.split(' ')[0].toLowerCase();});
function closeDialogs(){document.querySelectorAll('[role=dialog]').forEach(function(d){d.hidden=true;});document.getElementById('backdrop').hidden=true;}
document.getElementById('ca-no').onclick=closeDialogs;
document.getElementById('ca-yes').onclick=function(){appts=appts.filter(function(a){return a!==cancelling;});closeDialogs();renderAppts();toast('Appointment cancelled');};
document.getElementById('add-pet').onclick=function(){document.getElementById('pet-dialog').hidden=false;document.getElementById('backdrop').hidden=false;};
document.getElementById('pd-cancel').onclick=closeDialogs;
document.getElementById('pet-form').onsubmit=function(e){e.preventDefault();var chip=document.getElementById('chip').value.replace(/\\s/g,''),err=document.getElementById('chip-error');
  if(chip&&!/^\\d{15}$/.test(chip)){err.hidden=false;return;}err.hidden=true;var name=document.getElementById('pet-name').value.trim();if(!name)return;
  pets.push({id:name.toLowerCase(),name:name,kind:(document.getElementById('species').value||'Pet')+' · born '+(document.getElementById('dob').value||'unknown'),badge:['blue','New'],rem:false,species:document.getElementById('species').value,dob:document.getElementById('dob').value,chip:chip});
  closeDialogs();this.reset();renderPets();toast(name+' was added to your pets');};
document.addEventListener('keydown',function(e){if(e.key==='Escape')closeDialogs();});
setTimeout(function(){document.getElementById('billing').innerHTML='<p id="balance">Outstanding balance: <strong>£48.50</strong></p><p class="muted">Invoice INV-3381 · Biscuit · vaccination</p><button class="primary" id="pay">Pay now</button>';
  document.getElementById('pay').onclick=function(){window.paid=true;document.getElementById('billing').innerHTML='<p>Payment received. Thank you!</p>';toast('Payment of £48.50 received');};},1500);
renderPets();renderAppts();
`,
);

const book = page(
  'Book a visit · Willow Vets',
  `${top}
<main style="max-width:760px">
  <h1>Book a visit</h1>
  <p id="progress" class="muted">Step 1 of 3</p>
  <section id="s1" aria-labelledby="s1-h">
    <h2 id="s1-h">Who is the visit for?</h2>
    <div role="radiogroup" aria-labelledby="s1-h">
      <label class="inline card"><input type="radio" name="pet" value="biscuit"> Biscuit (dog)</label>
      <label class="inline card"><input type="radio" name="pet" value="mochi"> Mochi (cat)</label>
      <label class="inline card"><input type="radio" name="pet" value="pepper"> Pepper (rabbit)</label>
    </div>
    <label for="reason">Reason for visit</label>
    <select id="reason"><option value="">Choose a reason…</option><option>Vaccination</option><option>Check-up</option><option>Dental</option><option>Skin or ear problem</option><option>Other</option></select>
    <div id="other-box" hidden><label for="other">Describe the reason</label><input id="other" style="width:100%"></div>
    <p><button class="primary" id="next1" disabled>Next</button></p>
  </section>
  <section id="s2" aria-labelledby="s2-h" hidden>
    <h2 id="s2-h">When and with whom?</h2>
    <fieldset><legend>Vet</legend>
      <label class="inline"><input type="radio" name="vet" value="Any available vet" checked> Any available vet</label>
      <label class="inline"><input type="radio" name="vet" value="Dr. Amelia Hart"> Dr. Amelia Hart</label>
      <label class="inline"><input type="radio" name="vet" value="Dr. Samir Patel"> Dr. Samir Patel</label></fieldset>
    <label for="date">Preferred date</label><input type="date" id="date" value="2026-12-03" min="2026-11-26">
    <p id="slots-label">Available times</p>
    <div class="row" role="group" aria-labelledby="slots-label" id="slots">
      <button class="slot" aria-pressed="false">09:00</button><button class="slot" aria-pressed="false" disabled>09:30 · Full</button><button class="slot" aria-pressed="false">10:00</button><button class="slot" aria-pressed="false">11:30</button><button class="slot" aria-pressed="false">14:00</button></div>
    <p class="row"><button id="back2">Back</button><button class="primary" id="next2" disabled>Next</button></p>
  </section>
  <section id="s3" aria-labelledby="s3-h" hidden>
    <h2 id="s3-h">Check and confirm</h2>
    <div style="display:grid;grid-template-columns:1fr 220px;gap:16px">
      <dl id="summary" class="card" style="display:grid;grid-template-columns:90px 1fr;gap:4px"></dl>
      <div class="card muted" style="font-size:13px">Already booked: Mochi, Tue 1 Dec 2026 at 10:30 (dental check)</div>
    </div>
    <label for="notes">Notes for the vet</label><textarea id="notes" rows="3" style="width:100%"></textarea>
    <label class="inline"><input type="checkbox" id="agree"> I agree to the cancellation policy (24 hours' notice)</label>
    <p class="row"><button id="back3">Back</button><button class="primary" id="confirm" disabled>Confirm booking</button></p>
  </section>
  <section id="done" hidden><h2>Booking confirmed</h2><p id="done-text"></p></section>
</main>`,
  `
window.booking={pet:'',reason:'',vet:'Any available vet',date:'2026-12-03',time:''};
var NAMES={biscuit:'Biscuit',mochi:'Mochi',pepper:'Pepper'};
function show(n){['s1','s2','s3','done'].forEach(function(id,i){document.getElementById(id).hidden=i+1!==n;});document.getElementById('progress').textContent=n<4?'Step '+n+' of 3':'Done';window.step=n;if(n===3)summary();}
function check1(){booking.pet=(document.querySelector('input[name=pet]:checked')||{}).value||'';booking.reason=document.getElementById('reason').value;
  document.getElementById('other-box').hidden=booking.reason!=='Other';document.getElementById('next1').disabled=!(booking.pet&&booking.reason);}
document.getElementById('s1').addEventListener('change',check1);
document.getElementById('next1').onclick=function(){show(2);};
document.getElementById('slots').addEventListener('click',function(e){var b=e.target.closest('.slot');if(!b||b.disabled)return;document.querySelectorAll('.slot').forEach(function(s){s.setAttribute('aria-pressed',String(s===b));});booking.time=b.textContent;document.getElementById('next2').disabled=false;});
document.getElementById('s2').addEventListener('change',function(){booking.vet=document.querySelector('input[name=vet]:checked').value;booking.date=document.getElementById('date').value;});
document.getElementById('back2').onclick=function(){show(1);};
document.getElementById('next2').onclick=function(){show(3);};
document.getElementById('back3').onclick=function(){show(2);};
function fmt(iso){var d=new Date(iso+'T00:00:00');return ['Sun','Mon','Tue','Wed','Thu','Fri','Sat'][d.getDay()]+' '+d.getDate()+' '+['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'][d.getMonth()]+' '+d.getFullYear();}
function summary(){document.getElementById('summary').innerHTML='<dt>Pet</dt><dd>'+NAMES[booking.pet]+'</dd><dt>Reason</dt><dd>'+esc(booking.reason==='Other'?document.getElementById('other').value:booking.reason)+'</dd><dt>Vet</dt><dd>'+booking.vet+'</dd><dt>Date</dt><dd>'+fmt(booking.date)+'</dd><dt>Time</dt><dd>'+booking.time+'</dd>';}
document.getElementById('agree').onchange=function(){document.getElementById('confirm').disabled=!this.checked;};
document.getElementById('confirm').onclick=function(){booking.notes=document.getElementById('notes').value;window.confirmed=true;show(4);
  document.getElementById('done-text').textContent=NAMES[booking.pet]+' is booked for '+fmt(booking.date)+' at '+booking.time+'. Your reference is WV-20418. We have emailed the details to jo.ramos@example.com.';};
var seed=qs('pet');if(seed){var r=document.querySelector('input[name=pet][value='+seed+']');if(r)r.checked=true;}
var st=Number(qs('step')||1);
if(st>=2){document.getElementById('reason').value='Check-up';}
check1();
if(st>=3){var s=[].find.call(document.querySelectorAll('.slot'),function(x){return x.textContent==='10:00';});s.click();}
show(st);
`,
);

const chart = page(
  'Weight chart',
  `<main style="padding:8px"><div class="row"><strong id="chart-title">Biscuit's weight</strong>
  <label for="range" style="margin:0">Range</label><select id="range"><option>Last 12 months</option><option>Last 2 years</option><option>All time</option></select></div>
  <table id="weights"><thead><tr><th>Date</th><th>Weight</th></tr></thead><tbody></tbody></table>
  <p id="latest"></p></main>`,
  `
var DATA=[['18 Nov 2026','12.4 kg'],['20 Aug 2026','13.1 kg'],['12 Mar 2026','12.8 kg'],['2 Dec 2025','12.2 kg'],['15 Jun 2025','11.6 kg'],['4 Jan 2025','10.9 kg']];
function draw(){var r=document.getElementById('range').value,n=r==='Last 12 months'?4:DATA.length;document.querySelector('#weights tbody').innerHTML=DATA.slice(0,n).map(function(d){return '<tr><td>'+d[0]+'</td><td>'+d[1]+'</td></tr>';}).join('');
  document.getElementById('latest').textContent='Latest: '+DATA[0][1]+' on '+DATA[0][0]+' · '+n+' weigh-ins shown';}
document.getElementById('range').onchange=draw;draw();
`,
);

const records = page(
  "Biscuit's records · Willow Vets",
  `${top}
<main>
  <h1>Biscuit's records</h1>
  <div role="tablist" aria-label="Records">
    <button role="tab" id="tab-vaccinations" aria-selected="true" aria-controls="p-vaccinations">Vaccinations</button>
    <button role="tab" id="tab-prescriptions" aria-selected="false" aria-controls="p-prescriptions">Prescriptions</button>
    <button role="tab" id="tab-weight" aria-selected="false" aria-controls="p-weight">Weight</button>
  </div>
  <section role="tabpanel" id="p-vaccinations" aria-labelledby="tab-vaccinations">
    <table><thead><tr><th>Vaccine</th><th>Given</th><th>Next due</th><th>Vet</th></tr></thead><tbody>
      <tr><td>Rabies</td><td>12 Mar 2026</td><td>12 Mar 2027</td><td>Dr. Amelia Hart</td></tr>
      <tr><td>DHPP</td><td>12 Mar 2026</td><td>12 Mar 2027</td><td>Dr. Amelia Hart</td></tr>
      <tr><td>Leptospirosis</td><td>2 Jun 2026</td><td>2 Jun 2027</td><td>Dr. Samir Patel</td></tr>
      <tr><td>Kennel cough</td><td>11 Dec 2025</td><td>11 Dec 2026</td><td>Dr. Samir Patel</td></tr></tbody></table>
  </section>
  <section role="tabpanel" id="p-prescriptions" aria-labelledby="tab-prescriptions" hidden>
    <table id="rx"><thead><tr><th>Medicine</th><th>Dose</th><th>Refills left</th><th>Status</th><th></th></tr></thead><tbody>
      <tr data-rx="apoquel"><td>Apoquel 16 mg</td><td>1 tablet daily</td><td>2</td><td class="rx-status">Active</td><td><button class="refill">Request refill</button></td></tr>
      <tr data-rx="carprofen"><td>Carprofen 50 mg</td><td>½ tablet twice daily</td><td>0</td><td class="rx-status">Active</td><td><button class="refill" disabled title="No refills left">Request refill</button></td></tr>
      <tr data-rx="fishoil"><td>Omega-3 fish oil</td><td>1 capsule daily</td><td>5</td><td class="rx-status">Active</td><td><button class="refill">Request refill</button></td></tr></tbody></table>
  </section>
  <section role="tabpanel" id="p-weight" aria-labelledby="tab-weight" hidden>
    <iframe id="chart" title="Weight chart" src="/vet/chart?pet=biscuit" style="width:100%;height:300px;border:1px solid #dde1e7;background:#fff"></iframe>
  </section>
  <h2>Visit notes</h2>
  <div class="card" id="visits">
    <h3 style="margin:4px 0"><button class="acc" aria-expanded="false" aria-controls="v1">18 Nov 2026 — Annual check-up</button></h3>
    <div id="v1" hidden><p>Ears clean and clear, heart and lungs normal. Weight down 0.7 kg since August, keep portions as they are.</p></div>
    <h3 style="margin:4px 0"><button class="acc" aria-expanded="false" aria-controls="v2">20 Aug 2026 — Itchy paws</button></h3>
    <div id="v2" hidden><p>Mild allergic dermatitis. Started Apoquel 16 mg. Recheck in 3 months.</p></div>
  </div>
  <h2>How was your last visit?</h2>
  <form id="feedback" class="card" novalidate>
    <div role="group" aria-label="Rate your last visit" class="row" id="stars">
      <button type="button" class="icon star" aria-label="1 star" aria-pressed="false">☆</button><button type="button" class="icon star" aria-label="2 stars" aria-pressed="false">☆</button><button type="button" class="icon star" aria-label="3 stars" aria-pressed="false">☆</button><button type="button" class="icon star" aria-label="4 stars" aria-pressed="false">☆</button><button type="button" class="icon star" aria-label="5 stars" aria-pressed="false">☆</button>
      <span id="rating-text" class="muted">Not rated</span></div>
    <textarea id="comment" placeholder="Tell us more (optional)" rows="2" style="width:100%;margin-top:8px"></textarea>
    <p id="fb-error" class="error" hidden>Please choose a rating first.</p>
    <p><button class="primary" type="submit">Send feedback</button></p>
    <p id="fb-done" role="status"></p>
  </form>
</main>
<div class="backdrop" id="backdrop" hidden></div>
<div role="dialog" id="refill-dialog" aria-modal="true" aria-labelledby="rf-title" hidden>
  <h2 id="rf-title"></h2>
  <fieldset><legend>How would you like to get it?</legend>
    <label class="inline"><input type="radio" name="pickup" value="Collect at the clinic" checked> Collect at the clinic</label>
    <label class="inline"><input type="radio" name="pickup" value="Deliver to my home"> Deliver to my home (£3.95)</label></fieldset>
  <p class="row"><button class="primary" id="rf-send">Send request</button><button id="rf-cancel">Cancel</button></p>
</div>`,
  `
var refilling=null;window.rating=0;
function selectTab(name){document.querySelectorAll('[role=tab]').forEach(function(t){t.setAttribute('aria-selected',String(t.id==='tab-'+name));});document.querySelectorAll('[role=tabpanel]').forEach(function(p){p.hidden=p.id!=='p-'+name;});}
document.querySelectorAll('[role=tab]').forEach(function(t){t.onclick=function(){selectTab(t.id.slice(4));};});
document.getElementById('rx').addEventListener('click',function(e){var b=e.target.closest('.refill');if(!b||b.disabled)return;refilling=b.closest('tr');
  document.getElementById('rf-title').textContent='Refill '+refilling.cells[0].textContent;document.getElementById('refill-dialog').hidden=false;document.getElementById('backdrop').hidden=false;});
function closeDialog(){document.getElementById('refill-dialog').hidden=true;document.getElementById('backdrop').hidden=true;}
document.getElementById('rf-cancel').onclick=closeDialog;
document.getElementById('rf-send').onclick=function(){var how=document.querySelector('input[name=pickup]:checked').value;refilling.querySelector('.rx-status').textContent='Refill requested';refilling.dataset.pickup=how;refilling.querySelector('.refill').disabled=true;closeDialog();toast('Refill requested: '+how.toLowerCase());};
document.querySelectorAll('.acc').forEach(function(b){b.onclick=function(){var p=document.getElementById(b.getAttribute('aria-controls'));p.hidden=!p.hidden;b.setAttribute('aria-expanded',String(!p.hidden));};});
document.getElementById('stars').addEventListener('click',function(e){var b=e.target.closest('.star');if(!b)return;var all=[].slice.call(document.querySelectorAll('.star')),n=all.indexOf(b)+1;rating=n;
  all.forEach(function(s,i){s.textContent=i<n?'★':'☆';s.style.color=i<n?'#e0a800':'';s.setAttribute('aria-pressed',String(i===n-1));});document.getElementById('rating-text').textContent=n+' of 5';});
document.getElementById('feedback').onsubmit=function(e){e.preventDefault();if(!rating){document.getElementById('fb-error').hidden=false;return;}document.getElementById('fb-error').hidden=true;
  window.feedback={rating:rating,comment:document.getElementById('comment').value};document.getElementById('fb-done').textContent='Thanks for your feedback!';};
if(qs('tab'))selectTab(qs('tab'));
`,
);

export const vetApp: CorpusApp = {
  name: 'vet',
  description:
    'Willow Vets, a pet-owner portal: sign-in; pet cards with identical buttons and switches, appointments with a cancel dialog, a late balance, an add-pet dialog; a three-step booking wizard with slots and a policy checkbox; records with tabs, refill dialog, a weight chart in an iframe, visit-note accordions and a star rating.',
  routes: { '/vet/login': login, '/vet/pets': pets, '/vet/book': book, '/vet/records': records, '/vet/chart': chart },
};
