/**
 * `crm`: Relay CRM. A contacts table of 23 people, 10 to a page (numbered pages, Previous/Next, "Showing 1–10 of 23"),
 * a search field known by its placeholder, Stage and Owner selects, an "Only favourites" checkbox, a star and an
 * envelope icon button in every row, row checkboxes with a bulk Delete and its dialog, and a "New contact" dialog
 * (placeholder-only phone, stage radios, a newsletter switch, an email error). A contact page with a breadcrumb, a
 * description list, a lead score in an open shadow root that recalculates after a delay, tabs (Activity with a
 * "Log a call" form: select, duration slider, notes; Deals with identical "Mark as won"/"Mark as lost" buttons; Email
 * with a composer in an iframe) and a delete dialog whose button waits for a checkbox.
 *
 * Query: `/crm/contacts?page=2`, `/crm/contact?id=c1&tab=deals|email`.
 */
import type { CorpusApp } from '../../types';
import { page } from './html';

const CONTACTS = [
  ['c1', 'Amara Okafor', 'Northwind Ltd', 'Customer', 'Jonas Weber', '24 Nov 2026'],
  ['c2', 'Ben Carter', 'Bluepeak', 'Lead', 'Mia Chen', '20 Nov 2026'],
  ['c3', 'Chloé Martin', 'Atelier Lune', 'Qualified', 'Jonas Weber', '19 Nov 2026'],
  ['c4', 'Daniel Kim', 'Kimura Foods', 'Customer', 'Mia Chen', '12 Nov 2026'],
  ['c5', 'Elena Rossi', 'Vento Bikes', 'Lead', 'Ravi Iyer', '11 Nov 2026'],
  ['c6', 'Farah Haddad', 'Cedar Health', 'Qualified', 'Ravi Iyer', '10 Nov 2026'],
  ['c7', 'George Ilunga', 'Northwind Ltd', 'Lead', 'Jonas Weber', '6 Nov 2026'],
  ['c8', 'Hana Sato', 'Sakura Print', 'Churned', 'Mia Chen', '30 Oct 2026'],
  ['c9', 'Ivan Petrov', 'Baltic Freight', 'Customer', 'Ravi Iyer', '28 Oct 2026'],
  ['c10', 'Julia Novak', 'Bluepeak', 'Qualified', 'Jonas Weber', '27 Oct 2026'],
  ['c11', 'Kwame Asante', 'Goldcoast Cocoa', 'Lead', 'Mia Chen', '21 Oct 2026'],
  ['c12', 'Laura Gómez', 'Sol Energía', 'Customer', 'Ravi Iyer', '20 Oct 2026'],
  ['c13', 'Mehmet Yılmaz', 'Bosphorus Tech', 'Lead', 'Jonas Weber', '14 Oct 2026'],
  ['c14', 'Nina Berg', 'Fjord Design', 'Qualified', 'Mia Chen', '9 Oct 2026'],
  ['c15', 'Oscar Lindqvist', 'Fjord Design', 'Customer', 'Ravi Iyer', '2 Oct 2026'],
  ['c16', 'Priya Shah', 'Cedar Health', 'Lead', 'Jonas Weber', '29 Sep 2026'],
  ['c17', 'Quentin Dubois', 'Atelier Lune', 'Churned', 'Mia Chen', '17 Sep 2026'],
  ['c18', 'Rosa Alvarez', 'Sol Energía', 'Qualified', 'Ravi Iyer', '8 Sep 2026'],
  ['c19', 'Samuel Osei', 'Goldcoast Cocoa', 'Customer', 'Jonas Weber', '1 Sep 2026'],
  ['c20', 'Tanya Ivanova', 'Baltic Freight', 'Lead', 'Mia Chen', '25 Aug 2026'],
  ['c21', 'Umar Farouk', 'Kimura Foods', 'Qualified', 'Ravi Iyer', '18 Aug 2026'],
  ['c22', 'Vera Lopes', 'Vento Bikes', 'Customer', 'Jonas Weber', '4 Aug 2026'],
  ['c23', 'Will Turner', 'Bluepeak', 'Lead', 'Mia Chen', '22 Jul 2026'],
];

const header = `<header class="top"><span class="brand">Relay CRM</span><nav class="row"><a href="/crm/contacts">Contacts</a><a href="#">Companies</a><a href="#">Deals</a></nav><span class="muted">Mia Chen</span></header>`;

const contacts = page(
  'Contacts · Relay CRM',
  `${header}
<main>
  <div class="row"><h1 style="margin-right:auto">Contacts</h1><button class="primary" id="new">New contact</button></div>
  <div class="row" id="filters">
    <input id="search" placeholder="Search contacts" style="width:220px">
    <label for="stage" style="margin:0">Stage</label><select id="stage"><option value="">All stages</option><option>Lead</option><option>Qualified</option><option>Customer</option><option>Churned</option></select>
    <label for="owner" style="margin:0">Owner</label><select id="owner"><option value="">Anyone</option><option>Jonas Weber</option><option>Mia Chen</option><option>Ravi Iyer</option></select>
    <label class="inline"><input type="checkbox" id="favs"> Only favourites</label>
  </div>
  <div class="row" id="bulkbar" style="margin:8px 0"><span id="selected">0 selected</span><button class="danger" id="bulk-delete" disabled>Delete</button></div>
  <table id="table"><thead><tr><th><span class="hidden">Select</span></th><th><span class="hidden">Favourite</span></th><th>Name</th><th>Company</th><th>Email</th><th>Owner</th><th>Stage</th><th>Last contacted</th><th></th></tr></thead><tbody></tbody></table>
  <div class="row" style="justify-content:space-between;margin-top:8px"><span id="showing"></span><nav aria-label="Pagination" class="row" id="pager"></nav></div>
</main>
<div class="backdrop" id="backdrop" hidden></div>
<div role="dialog" id="new-dialog" aria-modal="true" aria-labelledby="nd-title" hidden>
  <h2 id="nd-title">New contact</h2>
  <form id="new-form" novalidate>
    <div class="row"><div><label for="first">First name</label><input id="first"></div><div><label for="last">Last name</label><input id="last"></div></div>
    <label for="email">Email</label><input id="email" type="email" style="width:100%">
    <p id="email-error" class="error" hidden>Enter a valid email address, like name@company.com.</p>
    <input id="phone" placeholder="Phone number" style="width:100%;margin-top:10px">
    <label for="company">Company</label><input id="company" list="companies" style="width:100%">
    <datalist id="companies"><option value="Northwind Ltd"><option value="Bluepeak"><option value="Fjord Design"><option value="Cedar Health"></datalist>
    <fieldset style="margin-top:8px"><legend>Stage</legend>
      <label class="inline"><input type="radio" name="nstage" value="Lead" checked> Lead</label>
      <label class="inline"><input type="radio" name="nstage" value="Qualified"> Qualified</label>
      <label class="inline"><input type="radio" name="nstage" value="Customer"> Customer</label></fieldset>
    <div class="row" style="margin-top:10px"><button type="button" role="switch" id="newsletter" aria-checked="false" aria-labelledby="nl-label"></button><span id="nl-label">Add to newsletter</span></div>
    <p class="row"><button class="primary" type="submit">Save contact</button><button type="button" id="nd-cancel">Cancel</button></p>
  </form>
</div>
<div role="dialog" id="del-dialog" aria-modal="true" aria-labelledby="dl-title" hidden>
  <h2 id="dl-title"></h2><p>Their activity and notes are deleted too.</p>
  <p class="row"><button class="danger" id="dl-ok">Delete</button><button id="dl-cancel">Cancel</button></p>
</div>`,
  `
window.contacts=${JSON.stringify(CONTACTS)}.map(function(c){return {id:c[0],name:c[1],company:c[2],stage:c[3],owner:c[4],last:c[5],email:c[1].split(' ')[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g,'')+'@'+c[2].split(' ')[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g,'')+'.example',fav:['c1','c4','c12'].indexOf(c[0])>=0};});
window.pageNo=Number(qs('page')||1);var PER=10;
function filtered(){var q=document.getElementById('search').value.trim().toLowerCase(),st=document.getElementById('stage').value,ow=document.getElementById('owner').value,fv=document.getElementById('favs').checked;
  return contacts.filter(function(c){return (!q||(c.name+' '+c.company+' '+c.email).toLowerCase().indexOf(q)>=0)&&(!st||c.stage===st)&&(!ow||c.owner===ow)&&(!fv||c.fav);});}
function stageBadge(s){return '<span class="badge '+(s==='Customer'?'green':s==='Qualified'?'blue':s==='Churned'?'red':'amber')+'">'+s+'</span>';}
function render(){var list=filtered(),pages=Math.max(1,Math.ceil(list.length/PER));if(pageNo>pages)pageNo=pages;
  var rows=list.slice((pageNo-1)*PER,pageNo*PER);
  document.querySelector('#table tbody').innerHTML=rows.map(function(c){return '<tr data-id="'+c.id+'"><td><input type="checkbox" class="sel" aria-label="Select '+c.name+'"'+(selected[c.id]?' checked':'')+'></td>'+
    '<td><button class="icon star" aria-label="'+(c.fav?'Remove from favourites':'Add to favourites')+'" aria-pressed="'+c.fav+'" style="color:'+(c.fav?'#e0a800':'#aab2bf')+'">'+(c.fav?'★':'☆')+'</button></td>'+
    '<td><a href="/crm/contact?id='+c.id+'">'+c.name+'</a></td><td>'+c.company+'</td><td>'+c.email+'</td><td>'+c.owner+'</td><td>'+stageBadge(c.stage)+'</td><td>'+c.last+'</td>'+
    '<td><button class="icon mail" aria-label="Send email">✉</button></td></tr>';}).join('')||'<tr><td colspan="9" class="muted">No contacts match your filters.</td></tr>';
  document.getElementById('showing').textContent=list.length?'Showing '+((pageNo-1)*PER+1)+'–'+((pageNo-1)*PER+rows.length)+' of '+list.length+' contacts':'Showing 0 contacts';
  var p='<button id="prev-page"'+(pageNo===1?' disabled':'')+'>‹ Previous</button>';
  for(var i=1;i<=pages;i++)p+='<button class="pg" aria-label="Page '+i+'"'+(i===pageNo?' aria-current="page" style="font-weight:700;background:#dde7fd"':'')+'>'+i+'</button>';
  p+='<button id="next-page"'+(pageNo===pages?' disabled':'')+'>Next ›</button>';document.getElementById('pager').innerHTML=p;
  var n=Object.keys(selected).filter(function(k){return selected[k];}).length;document.getElementById('selected').textContent=n+' selected';var bd=document.getElementById('bulk-delete');bd.disabled=n===0;bd.textContent=n?'Delete ('+n+')':'Delete';}
var selected={};
['search','stage','owner','favs'].forEach(function(id){document.getElementById(id).addEventListener(id==='search'?'input':'change',function(){pageNo=1;render();});});
document.getElementById('pager').addEventListener('click',function(e){var b=e.target.closest('button');if(!b)return;if(b.id==='prev-page')pageNo--;else if(b.id==='next-page')pageNo++;else pageNo=Number(b.textContent);render();});
document.getElementById('table').addEventListener('click',function(e){var b=e.target.closest('button');if(!b)return;var c=contacts.find(function(x){return x.id===b.closest('tr').dataset.id;});
  if(b.classList.contains('star')){c.fav=!c.fav;render();toast(c.fav?c.name+' added to favourites':c.name+' removed from favourites');}
  if(b.classList.contains('mail')){location.href='/crm/contact?id='+c.id+'&tab=email';}});
document.getElementById('table').addEventListener('change',function(e){if(e.target.classList.contains('sel')){selected[e.target.closest('tr').dataset.id]=e.target.checked;render();}});
function closeDialogs(){document.querySelectorAll('[role=dialog]').forEach(function(d){d.hidden=true;});document.getElementById('backdrop').hidden=true;}
document.getElementById('bulk-delete').onclick=function(){var n=Object.keys(selected).filter(function(k){return selected[k];}).length;document.getElementById('dl-title').textContent='Delete '+n+(n===1?' contact?':' contacts?');document.getElementById('del-dialog').hidden=false;document.getElementById('backdrop').hidden=false;};
document.getElementById('dl-cancel').onclick=closeDialogs;
document.getElementById('dl-ok').onclick=function(){var n=0;contacts=contacts.filter(function(c){if(selected[c.id]){n++;return false;}return true;});selected={};closeDialogs();render();toast(n+(n===1?' contact deleted':' contacts deleted'));};
document.getElementById('new').onclick=function(){document.getElementById('new-dialog').hidden=false;document.getElementById('backdrop').hidden=false;document.getElementById('first').focus();};
document.getElementById('nd-cancel').onclick=closeDialogs;
document.getElementById('newsletter').onclick=function(){this.setAttribute('aria-checked',String(this.getAttribute('aria-checked')!=='true'));};
document.getElementById('new-form').onsubmit=function(e){e.preventDefault();var em=document.getElementById('email').value.trim(),err=document.getElementById('email-error');
  if(!/^[^@\\s]+@[^@\\s]+\\.[a-z]{2,}$/i.test(em)){err.hidden=false;document.getElementById('email').setAttribute('aria-invalid','true');return;}err.hidden=true;
  var name=(document.getElementById('first').value.trim()+' '+document.getElementById('last').value.trim()).trim();
  contacts.unshift({id:'c'+(contacts.length+100),name:name,company:document.getElementById('company').value.trim(),stage:document.querySelector('input[name=nstage]:checked').value,owner:'Mia Chen',last:'—',email:em,phone:document.getElementById('phone').value,newsletter:document.getElementById('newsletter').getAttribute('aria-checked')==='true',fav:false});
  closeDialogs();this.reset();pageNo=1;render();toast('Contact created');};
document.addEventListener('keydown',function(e){if(e.key==='Escape')closeDialogs();});
render();
`,
);

const compose = page(
  'Compose',
  `<main style="padding:8px">
  <form id="mail" novalidate>
    <label for="tpl">Template</label>
    <select id="tpl"><option>Blank</option><option>Follow-up</option><option>Renewal reminder</option></select>
    <label for="to">To</label><input id="to" readonly style="width:100%">
    <label for="subject">Subject</label><input id="subject" style="width:100%">
    <textarea id="body" placeholder="Write your message…" rows="5" style="width:100%;margin-top:10px"></textarea>
    <p><button class="primary" type="submit">Send</button></p>
    <p id="sent" role="status"></p>
  </form></main>`,
  `
document.getElementById('to').value=qs('to')||'';
document.getElementById('tpl').onchange=function(){var v=this.value;document.getElementById('subject').value=v==='Follow-up'?'Following up on our call':v==='Renewal reminder'?'Your Northwind renewal is coming up':'';
  document.getElementById('body').value=v==='Blank'?'':'Hi Amara,\\n\\n';};
document.getElementById('mail').onsubmit=function(e){e.preventDefault();var s=document.getElementById('subject').value.trim();
  if(!s){document.getElementById('sent').textContent='Add a subject before sending.';return;}
  window.sentMail={to:document.getElementById('to').value,subject:s,template:document.getElementById('tpl').value};
  document.getElementById('sent').textContent='Email sent to '+document.getElementById('to').value+'.';};
`,
);

const contact = page(
  'Amara Okafor · Relay CRM',
  `${header}
<main>
  <nav aria-label="Breadcrumb" class="muted"><a href="/crm/contacts">Contacts</a> / <span id="crumb">Amara Okafor</span></nav>
  <div class="row"><h1 style="margin-right:auto" id="name">Amara Okafor</h1><lead-score></lead-score><button class="danger" id="delete">Delete contact</button></div>
  <dl style="display:grid;grid-template-columns:140px 1fr;gap:4px 12px" id="details">
    <dt>Email</dt><dd>amara@northwind.example</dd>
    <dt>Phone</dt><dd>+44 20 7946 0321</dd>
    <dt>Company</dt><dd>Northwind Ltd</dd>
    <dt>Owner</dt><dd>Jonas Weber</dd>
    <dt>Stage</dt><dd><span class="badge green">Customer</span></dd>
  </dl>
  <div role="tablist" aria-label="Contact sections">
    <button role="tab" id="tab-activity" aria-selected="true" aria-controls="p-activity">Activity</button>
    <button role="tab" id="tab-deals" aria-selected="false" aria-controls="p-deals">Deals (2)</button>
    <button role="tab" id="tab-email" aria-selected="false" aria-controls="p-email">Email</button>
  </div>
  <section role="tabpanel" id="p-activity" aria-labelledby="tab-activity">
    <form id="call" class="card" aria-labelledby="call-h" novalidate><h2 id="call-h" style="font-size:16px">Log a call</h2>
      <label for="outcome">Outcome</label><select id="outcome"><option>Connected</option><option>Left voicemail</option><option>No answer</option></select>
      <label for="duration">Duration (minutes)</label><div class="row"><input type="range" id="duration" min="0" max="60" step="5" value="10"><output id="duration-out">10</output></div>
      <label for="call-notes">Notes</label><textarea id="call-notes" rows="2" style="width:100%"></textarea>
      <p><button class="primary" type="submit">Log call</button></p></form>
    <h2 style="font-size:16px">Timeline</h2>
    <ul id="timeline">
      <li>24 Nov 2026 · Email from Jonas Weber: "Renewal quote attached"</li>
      <li>18 Nov 2026 · Call logged by Mia Chen: Connected, 20 min, discussed analytics add-on</li>
      <li>3 Nov 2026 · Meeting with Jonas Weber: quarterly review</li></ul>
  </section>
  <section role="tabpanel" id="p-deals" aria-labelledby="tab-deals" hidden>
    <div class="card deal" data-deal="d1"><h3>Northwind renewal</h3><p>€18,000 · <span class="deal-stage">Negotiation</span> · closes 15 Dec 2026</p><button class="won">Mark as won</button> <button class="lost">Mark as lost</button></div>
    <div class="card deal" data-deal="d2"><h3>Northwind analytics add-on</h3><p>€6,500 · <span class="deal-stage">Proposal</span> · closes 31 Jan 2027</p><button class="won">Mark as won</button> <button class="lost">Mark as lost</button></div>
  </section>
  <section role="tabpanel" id="p-email" aria-labelledby="tab-email" hidden>
    <iframe id="composer" title="Email composer" src="/crm/compose?to=amara@northwind.example" style="width:100%;height:380px;border:1px solid #dde1e7;background:#fff"></iframe>
  </section>
</main>
<div class="backdrop" id="backdrop" hidden></div>
<div role="dialog" id="del-dialog" aria-modal="true" aria-labelledby="dl-title" hidden>
  <h2 id="dl-title">Delete Amara Okafor?</h2>
  <p>Deleting a contact also removes 3 activities and 2 deals.</p>
  <label class="inline"><input type="checkbox" id="understand"> I understand this can't be undone</label>
  <p class="row"><button class="danger" id="dl-ok" disabled>Delete</button><button id="dl-cancel">Cancel</button></p>
</div>`,
  `
customElements.define('lead-score',class extends HTMLElement{connectedCallback(){var r=this.attachShadow({mode:'open'});
  r.innerHTML='<style>.box{border:1px solid #dde1e7;border-radius:8px;padding:6px 10px;background:#fff;display:flex;gap:8px;align-items:center}.hot{background:#fde3df;color:#a4210f;border-radius:8px;padding:0 6px;font-size:12px}</style><div class="box"><span>Lead score</span><strong id="score">72</strong><span>/ 100</span><span class="hot">Hot</span><button id="recalc">Recalculate</button><span id="state" role="status"></span></div>';
  r.getElementById('recalc').onclick=function(){r.getElementById('state').textContent='Recalculating…';this.disabled=true;var b=this;setTimeout(function(){r.getElementById('score').textContent='81';r.getElementById('state').textContent='Updated just now';b.disabled=false;},1600);};}});
function selectTab(name){document.querySelectorAll('[role=tab]').forEach(function(t){t.setAttribute('aria-selected',String(t.id==='tab-'+name));});
  document.querySelectorAll('[role=tabpanel]').forEach(function(p){p.hidden=p.id!=='p-'+name;});}
document.querySelectorAll('[role=tab]').forEach(function(t){t.onclick=function(){selectTab(t.id.slice(4));};});
document.getElementById('duration').oninput=function(){document.getElementById('duration-out').textContent=this.value;};
document.getElementById('call').onsubmit=function(e){e.preventDefault();var o=document.getElementById('outcome').value,d=document.getElementById('duration').value,n=document.getElementById('call-notes').value.trim();
  var li=document.createElement('li');li.className='logged';li.textContent='26 Nov 2026 · Call logged by Mia Chen: '+o+', '+d+' min'+(n?', '+n:'');document.getElementById('timeline').prepend(li);
  window.loggedCall={outcome:o,duration:Number(d),notes:n};this.reset();document.getElementById('duration-out').textContent='10';toast('Call logged');};
document.getElementById('p-deals').addEventListener('click',function(e){var b=e.target;if(!b.classList.contains('won')&&!b.classList.contains('lost'))return;var card=b.closest('.deal');
  card.querySelector('.deal-stage').textContent=b.classList.contains('won')?'Won':'Lost';card.querySelectorAll('button').forEach(function(x){x.disabled=true;});toast('Deal marked as '+(b.classList.contains('won')?'won':'lost'));});
document.getElementById('delete').onclick=function(){document.getElementById('del-dialog').hidden=false;document.getElementById('backdrop').hidden=false;};
document.getElementById('understand').onchange=function(){document.getElementById('dl-ok').disabled=!this.checked;};
document.getElementById('dl-cancel').onclick=function(){document.getElementById('del-dialog').hidden=true;document.getElementById('backdrop').hidden=true;};
document.getElementById('dl-ok').onclick=function(){location.href='/crm/contacts?deleted=c1';};
if(qs('tab'))selectTab(qs('tab'));
`,
);

export const crmApp: CorpusApp = {
  name: 'crm',
  description:
    'Relay CRM: a paginated contacts table with filters, per-row star and email icon buttons, row checkboxes and bulk delete, a new-contact dialog; a contact page with a shadow-root lead score, call logging, deal cards with identical buttons, an email composer in an iframe and a guarded delete dialog.',
  routes: { '/crm/contacts': contacts, '/crm/contact': contact, '/crm/compose': compose },
};
