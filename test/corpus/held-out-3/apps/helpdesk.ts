/**
 * `helpdesk`: Supportly, a customer-support helpdesk for agents.
 *
 * - `/helpdesk/login`: email + password (marco@supportly.test / Tick3ts!), "Keep me signed in", an SSO button that
 *   answers with an error. State: `window.auth`.
 * - `/helpdesk?view=&page=`: the ticket queue: views with counters (All, Unassigned, My open tickets, Pending,
 *   Solved), a search box named by its placeholder that searches on Enter, a priority select, 15 tickets (6 a page)
 *   with a checkbox in every row and "Assign to me" in every unassigned row, priority and status badges, a bulk bar
 *   with an "Assign to" menu and "Mark as solved", an "Available" switch and toasts. State: `window.queue`.
 * - `/helpdesk/ticket?id=4821`: a ticket: the conversation, a composer with Public reply / Internal note tabs, an
 *   "Apply macro" menu, a split "Submit as" button with a menu, an empty-reply error; ticket properties (assignee and
 *   priority selects, type radios, tags added with Enter and removed by icon buttons, Save changes); requester
 *   details; an order lookup web component in an open shadow root with an "Issue refund" button per order, an inline
 *   confirmation and a refund that completes after a delay; suggested articles in an accordion. State:
 *   `window.ticket`, `window.orders`.
 */
import type { CorpusApp } from '../../types';
import { HELPERS, page } from './html';

const CSS = `.p-Urgent{background:#b42318}.p-High{background:#dc6803}.p-Normal{background:#667085}.p-Low{background:#98a2b3}
.note{background:#fff8e1} nav.views button{display:block;width:100%;text-align:left;border:none;background:none;padding:6px 8px}
nav.views button[aria-current=page]{background:#e8eef9;font-weight:600} .chip{display:inline-block;background:#e8eef9;border-radius:10px;padding:1px 4px 1px 9px;margin:2px}
.chip button{border:none;background:none;padding:0 4px}`;

const HEADER = `<header class="bar"><span class="brand">Supportly</span><nav aria-label="Main"><a href="/helpdesk">Tickets</a> · <a href="/helpdesk">Customers</a> · <a href="/helpdesk">Knowledge base</a></nav>
<span style="margin-left:auto"><span id="avail-label">Available</span> <button class="switch" role="switch" id="avail" aria-checked="true" aria-labelledby="avail-label"></button></span><span>Marco Dias</span></header>`;

const LOGIN = page(
  'Sign in | Supportly',
  `<header class="bar"><span class="brand">Supportly</span></header><main style="max-width:400px"><h1>Agent sign in</h1><form id="lf" class="card" novalidate>
<label for="email">Work email</label><input id="email" type="email" autocomplete="username" size="30">
<label for="pw">Password</label><input id="pw" type="password" autocomplete="current-password" size="30">
<label><input type="checkbox" id="keep"> Keep me signed in</label><p id="lf-err" class="error" role="alert"></p>
<button class="primary" type="submit">Sign in</button> <button type="button" id="sso">Sign in with SSO</button></form></main>`,
  {
    css: CSS,
    script: `${HELPERS}window.auth={tries:0,sso:false};
$('#sso').onclick=function(){auth.sso=true;$('#lf-err').textContent='Single sign-on is not set up for this workspace. Sign in with your email and password.'};
$('#lf').onsubmit=function(e){e.preventDefault();auth.tries++;if($('#email').value.trim().toLowerCase()==='marco@supportly.test'&&$('#pw').value==='Tick3ts!'){location.href='/helpdesk?view=mine';return}
 $('#lf-err').textContent='Wrong email or password. Check them and try again.'};`,
  },
);

const QUEUE = page(
  'Tickets | Supportly',
  `${HEADER}<main style="max-width:1250px"><div class="row"><nav class="views card" aria-label="Views" style="width:210px" id="views"></nav><section class="grow">
<div class="row"><h1 id="vh" class="grow" style="margin:4px 0"></h1><input id="q" type="search" placeholder="Search tickets" size="26">
<label for="prio" style="display:inline;margin:0">Priority</label> <select id="prio"><option>Any</option><option>Urgent</option><option>High</option><option>Normal</option><option>Low</option></select></div>
<div id="bulk" class="card" hidden><span id="bulk-n"></span> <button id="assign-to" aria-haspopup="menu" aria-expanded="false">Assign to ▾</button> <button id="solve">Mark as solved</button>
<div role="menu" id="assign-menu" hidden style="position:absolute;width:180px"><button role="menuitem">Marco Dias (me)</button><button role="menuitem">Inês Duarte</button><button role="menuitem">Kai Müller</button></div></div>
<table id="tk" style="width:100%"><thead><tr><th><span class="hint">Select</span></th><th>ID</th><th>Subject</th><th>Requester</th><th>Priority</th><th>Status</th><th>Assignee</th><th>Updated</th></tr></thead><tbody></tbody></table>
<p id="pinfo"></p><nav aria-label="Pagination" id="pager"></nav></section></div></main>`,
  {
    css: CSS,
    script: `${HELPERS}
var T=[[4821,'Refund not received for order #55120','Laura Mendes','High','Open','Marco Dias','10 min ago'],[4820,"Can't log in after password reset",'Ben Carter','Urgent','New','','25 min ago'],
[4819,'Wrong size delivered','Sofia Rossi','Normal','Pending','Marco Dias','1 hour ago'],[4818,'How do I change my delivery address?','Ahmed Khan','Low','New','','2 hours ago'],
[4817,'Charged twice for one order','Julia Novak','Urgent','Open','Inês Duarte','3 hours ago'],[4816,'Package marked delivered but not received','Tom Reid','High','Open','Marco Dias','5 hours ago'],
[4815,'Discount code SPRING20 not working','Elena Petrova','Normal','New','','yesterday'],[4814,'Invoice needed for company purchase','Lucas Martin','Low','Pending','Inês Duarte','yesterday'],
[4813,'Cancel my subscription','Priya Nair','Normal','Solved','Marco Dias','2 days ago'],[4812,'App crashes when opening cart','Oscar Lind','High','New','','2 days ago'],
[4811,'Return label not arriving','Mia Schultz','Normal','Pending','Kai Müller','3 days ago'],[4810,'Change the email on my account','David Levi','Low','Solved','Kai Müller','3 days ago'],
[4809,'Item arrived damaged','Nora Berg','High','Open','Marco Dias','4 days ago'],[4808,'Gift card balance missing','Samir Haddad','Normal','New','','5 days ago'],[4807,'Where is my order?','Chen Wei','Low','Solved','Inês Duarte','6 days ago']];
var V=[['all','All tickets',function(){return true}],['unassigned','Unassigned',function(t){return !t[5]&&t[4]!=='Solved'}],['mine','My open tickets',function(t){return t[5]==='Marco Dias'&&(t[4]==='Open'||t[4]==='New')}],
['pending','Pending',function(t){return t[4]==='Pending'}],['solved','Solved',function(t){return t[4]==='Solved'}]];
window.queue={view:qs('view')||'all',page:Number(qs('page')||1),q:'',prio:'Any',selected:[],assigned:{},solved:[],available:true,opened:null};
function view(){return V.filter(function(v){return v[0]===queue.view})[0]}
function rows(){var v=view();return T.filter(function(t){return v[2](t)&&(queue.prio==='Any'||t[3]===queue.prio)&&(!queue.q||(t[0]+' '+t[1]+' '+t[2]).toLowerCase().indexOf(queue.q)>=0)})}
function render(){$('#views').innerHTML=V.map(function(v){return '<button data-v="'+v[0]+'"'+(v[0]===queue.view?' aria-current="page"':'')+'>'+v[1]+' <span class="tag">'+T.filter(v[2]).length+'</span></button>'}).join('');
 $$('#views button').forEach(function(b){b.onclick=function(){queue.view=b.dataset.v;queue.page=1;queue.selected=[];render()}});$('#vh').textContent=view()[1];
 var rs=rows(),pages=Math.max(1,Math.ceil(rs.length/6));if(queue.page>pages)queue.page=pages;
 $('#tk tbody').innerHTML=rs.slice((queue.page-1)*6,queue.page*6).map(function(t){return '<tr data-id="'+t[0]+'"><td><input type="checkbox" class="sel" aria-label="Select ticket '+t[0]+'"'+(queue.selected.indexOf(t[0])>=0?' checked':'')+'></td><td>#'+t[0]+'</td>'+
  '<td><a href="/helpdesk/ticket?id='+t[0]+'" class="open">'+t[1]+'</a></td><td>'+t[2]+'</td><td><span class="badge p-'+t[3]+'">'+t[3]+'</span></td><td><span class="tag">'+t[4]+'</span></td>'+
  '<td>'+(t[5]||'<button class="mine">Assign to me</button>')+'</td><td>'+t[6]+'</td></tr>'}).join('')||'<tr><td colspan="8">No tickets match.</td></tr>';
 $('#pinfo').textContent=rs.length+(rs.length===1?' ticket':' tickets')+' · page '+queue.page+' of '+pages;
 var h='<button data-p="'+(queue.page-1)+'"'+(queue.page===1?' disabled':'')+'>‹ Prev</button> ';for(var i=1;i<=pages;i++)h+='<button data-p="'+i+'"'+(i===queue.page?' aria-current="page"':'')+'>'+i+'</button> ';
 $('#pager').innerHTML=h+'<button data-p="'+(queue.page+1)+'"'+(queue.page===pages?' disabled':'')+'>Next ›</button>';
 $$('#pager button').forEach(function(b){b.onclick=function(){queue.page=Number(b.dataset.p);render()}});
 $$('#tk .open').forEach(function(a){a.onclick=function(){queue.opened=Number(a.closest('tr').dataset.id)}});
 $$('#tk .mine').forEach(function(b){b.onclick=function(){var t=find(b.closest('tr').dataset.id);t[5]='Marco Dias';if(t[4]==='New')t[4]='Open';queue.assigned[t[0]]='Marco Dias';render();toast('Ticket #'+t[0]+' assigned to you')}});
 $$('#tk .sel').forEach(function(x){x.onchange=function(){var id=Number(x.closest('tr').dataset.id),i=queue.selected.indexOf(id);if(x.checked&&i<0)queue.selected.push(id);if(!x.checked&&i>=0)queue.selected.splice(i,1);bulk()}});bulk()}
function bulk(){$('#bulk').hidden=!queue.selected.length;$('#bulk-n').textContent=queue.selected.length+' selected'}
function find(id){return T.filter(function(t){return t[0]===Number(id)})[0]}
$('#assign-to').onclick=function(){var o=$('#assign-menu').hidden;$('#assign-menu').hidden=!o;$('#assign-to').setAttribute('aria-expanded',String(o))};
$$('#assign-menu button').forEach(function(b){b.onclick=function(){var who=b.textContent.replace(' (me)','');queue.selected.forEach(function(id){var t=find(id);t[5]=who;queue.assigned[id]=who});
 var n=queue.selected.length;queue.selected=[];$('#assign-menu').hidden=true;render();toast(n+(n===1?' ticket':' tickets')+' assigned to '+who)}});
$('#solve').onclick=function(){queue.selected.forEach(function(id){find(id)[4]='Solved';queue.solved.push(id)});var n=queue.selected.length;queue.selected=[];render();toast(n+(n===1?' ticket':' tickets')+' marked as solved')};
$('#q').onkeydown=function(e){if(e.key==='Enter'){queue.q=$('#q').value.trim().toLowerCase();queue.page=1;render()}};
$('#prio').onchange=function(){queue.prio=$('#prio').value;queue.page=1;render()};
$('#avail').onclick=function(){queue.available=!queue.available;$('#avail').setAttribute('aria-checked',String(queue.available));$('#avail-label').textContent=queue.available?'Available':'Away'};
render();`,
  },
);

const TICKET = page(
  '#4821 Refund not received for order #55120 | Supportly',
  `${HEADER}<main style="max-width:1250px"><p class="hint"><a href="/helpdesk">← All tickets</a></p><div class="row"><section class="grow">
<h1 style="margin:2px 0">Refund not received for order #55120</h1><p><span class="tag">#4821</span> <span class="tag" id="st">Open</span> <span class="hint">Created 2 days ago via email</span></p>
<div id="thread"><div class="card"><strong>Laura Mendes</strong> <span class="hint">· 22 May, 09:12</span><p>Hi, I returned order #55120 on 2 May but I still haven't received my refund of €89.90. It's been almost three weeks. Can you check what's going on?</p></div>
<div class="card note"><strong>Inês Duarte</strong> <span class="hint">· internal note · 22 May, 11:40</span><p>Return was scanned at the Leipzig warehouse on 6 May. Refund not triggered yet.</p></div>
<div class="card"><strong>Marco Dias</strong> <span class="hint">· 22 May, 12:05</span><p>Hi Laura, thanks for your patience. I'm looking into this with our warehouse team and will update you today.</p></div></div>
<div class="card"><div role="tablist" aria-label="Composer"><button role="tab" id="c-pub" aria-selected="true">Public reply</button><button role="tab" id="c-int" aria-selected="false">Internal note</button></div>
<textarea id="reply" aria-label="Public reply" rows="4" style="width:100%" placeholder="Write your reply to Laura…"></textarea>
<div class="row"><div style="position:relative"><button id="macro" aria-haspopup="menu" aria-expanded="false">Apply macro ▾</button><div role="menu" id="macro-menu" hidden style="position:absolute;width:220px;z-index:3"><button role="menuitem">Refund issued</button><button role="menuitem">Ask for order number</button><button role="menuitem">Close: no response</button></div></div>
<span class="grow"></span><p id="c-err" class="error" role="alert" style="margin:0"></p>
<div style="position:relative"><button class="primary" id="submit">Submit as Open</button><button id="more-submit" aria-label="More submit options" aria-haspopup="menu" aria-expanded="false">▾</button>
<div role="menu" id="submit-menu" hidden style="position:absolute;right:0;width:190px;z-index:3"><button role="menuitem" data-s="Pending">Submit as Pending</button><button role="menuitem" data-s="Solved">Submit as Solved</button></div></div></div></div>
<h2 style="font-size:17px">Suggested articles</h2><div id="kb"></div></section>
<aside style="width:320px"><form id="props" class="card" novalidate><h2 style="font-size:16px">Ticket properties</h2>
<label for="assignee">Assignee</label><select id="assignee"><option>Marco Dias</option><option>Inês Duarte</option><option>Kai Müller</option><option>Unassigned</option></select>
<label for="priority">Priority</label><select id="priority"><option>Low</option><option>Normal</option><option selected>High</option><option>Urgent</option></select>
<fieldset><legend>Type</legend><label><input type="radio" name="type" value="Question"> Question</label><label><input type="radio" name="type" value="Incident" checked> Incident</label><label><input type="radio" name="type" value="Problem"> Problem</label></fieldset>
<label for="tag-in">Tags</label><div id="tags"></div><input id="tag-in" placeholder="Add a tag" size="16"><p><button class="primary" type="submit">Save changes</button></p></form>
<div class="card"><h2 style="font-size:16px">Requester</h2><p><strong>Laura Mendes</strong><br>laura.mendes@example.com</p><p class="hint">Customer since 2021 · 12 orders · Lifetime value €1,240.50</p></div>
<div class="card"><h2 style="font-size:16px">Orders</h2><order-lookup></order-lookup></div></aside></div></main>`,
  {
    css: CSS,
    script: `${HELPERS}
window.ticket={status:'Open',mode:'public',replies:[],notes:[],tags:['refund','returns'],saved:null,macro:null,kb:[]};
$('#avail').onclick=function(){var on=$('#avail').getAttribute('aria-checked')!=='true';$('#avail').setAttribute('aria-checked',String(on));$('#avail-label').textContent=on?'Available':'Away'};
function mode(m){ticket.mode=m;$('#c-pub').setAttribute('aria-selected',String(m==='public'));$('#c-int').setAttribute('aria-selected',String(m==='internal'));$('#reply').setAttribute('aria-label',m==='public'?'Public reply':'Internal note');
 $('#reply').placeholder=m==='public'?'Write your reply to Laura…':'Only agents can see internal notes';$('#reply').classList.toggle('note',m==='internal')}
$('#c-pub').onclick=function(){mode('public')};$('#c-int').onclick=function(){mode('internal')};
var MACROS={'Refund issued':"Hi Laura, good news: we've issued your refund of €89.90. It should reach your card within 5–10 business days.",'Ask for order number':'Hi, could you send us your order number so we can look into this?','Close: no response':"We haven't heard back from you, so we're closing this ticket. Reply any time to reopen it."};
$('#macro').onclick=function(){var o=$('#macro-menu').hidden;$('#macro-menu').hidden=!o;$('#macro').setAttribute('aria-expanded',String(o))};
$$('#macro-menu button').forEach(function(b){b.onclick=function(){ticket.macro=b.textContent;$('#reply').value=MACROS[b.textContent];$('#macro-menu').hidden=true;$('#macro').setAttribute('aria-expanded','false')}});
function submit(status){var t=$('#reply').value.trim();if(!t){$('#c-err').textContent='Write a reply before submitting.';return}$('#c-err').textContent='';
 var d=document.createElement('div');d.className='card'+(ticket.mode==='internal'?' note':'');d.innerHTML='<strong>Marco Dias</strong> <span class="hint">· '+(ticket.mode==='internal'?'internal note · ':'')+'just now</span><p></p>';$('p',d).textContent=t;$('#thread').appendChild(d);
 if(ticket.mode==='internal')ticket.notes.push(t);else ticket.replies.push(t);ticket.status=status;$('#st').textContent=status;$('#reply').value='';$('#submit-menu').hidden=true;
 toast((ticket.mode==='internal'?'Note added':'Reply sent')+' · ticket set to '+status)}
$('#submit').onclick=function(){submit('Open')};
$('#more-submit').onclick=function(){var o=$('#submit-menu').hidden;$('#submit-menu').hidden=!o;$('#more-submit').setAttribute('aria-expanded',String(o))};
$$('#submit-menu button').forEach(function(b){b.onclick=function(){submit(b.dataset.s)}});
function tags(){$('#tags').innerHTML=ticket.tags.map(function(t){return '<span class="chip" data-tag="'+t+'">'+t+'<button type="button" aria-label="Remove tag '+t+'">×</button></span>'}).join('');
 $$('#tags .chip button').forEach(function(b){b.onclick=function(){var t=b.closest('.chip').dataset.tag;ticket.tags=ticket.tags.filter(function(x){return x!==t});tags()}})}
$('#tag-in').onkeydown=function(e){if(e.key==='Enter'){e.preventDefault();var v=$('#tag-in').value.trim().toLowerCase();if(v&&ticket.tags.indexOf(v)<0)ticket.tags.push(v);$('#tag-in').value='';tags()}};tags();
$('#props').onsubmit=function(e){e.preventDefault();ticket.saved={assignee:$('#assignee').value,priority:$('#priority').value,type:$('input[name=type]:checked').value,tags:ticket.tags.slice()};toast('Ticket #4821 updated')};
var KB=[['Refund timelines','Refunds are issued within 2 business days of the return being scanned, then take 5–10 business days to reach the card.'],['Return label problems','If a return label does not arrive, resend it from the order page in the admin.'],['Partial refunds','Partial refunds need approval from a team lead.']];
$('#kb').innerHTML=KB.map(function(k,i){return '<h3 style="margin:4px 0;font-size:15px"><button aria-expanded="false" aria-controls="kb'+i+'">'+k[0]+'</button></h3><div id="kb'+i+'" hidden><p>'+k[1]+'</p></div>'}).join('');
$$('#kb button').forEach(function(b){b.onclick=function(){var o=b.getAttribute('aria-expanded')!=='true';b.setAttribute('aria-expanded',String(o));$('#'+b.getAttribute('aria-controls')).hidden=!o;if(o)ticket.kb.push(b.textContent)}});
document.addEventListener('keydown',function(e){if(e.key==='Escape'){$('#macro-menu').hidden=true;$('#submit-menu').hidden=true}});
window.orders={refunded:[],pending:null};
customElements.define('order-lookup',class extends HTMLElement{connectedCallback(){var r=this.attachShadow({mode:'open'});
 var O=[['55120','Returned','€89.90','Not issued'],['54877','Delivered','€42.00','—']];
 function draw(){r.innerHTML='<style>.o{border-top:1px solid #e1e5ea;padding:6px 0}.hint{color:#616e7c;font-size:13px}</style>'+O.map(function(o){return '<div class="o" data-o="'+o[0]+'"><strong>Order #'+o[0]+'</strong> · '+o[1]+' · '+o[2]+
  '<div class="hint">Refund: <span class="rs">'+o[3]+'</span></div>'+(o[3]==='Not issued'||o[3]==='—'?'<button class="issue">Issue refund</button>':'')+'<div class="conf" hidden>Refund '+o[2]+' to Visa ending 4242? <button class="yes">Confirm refund</button> <button class="no">Cancel</button></div></div>'}).join('');
  r.querySelectorAll('.o').forEach(function(d){var o=O.filter(function(x){return x[0]===d.dataset.o})[0],b=d.querySelector('.issue');if(b)b.onclick=function(){d.querySelector('.conf').hidden=false};
   d.querySelector('.no').onclick=function(){d.querySelector('.conf').hidden=true};
   d.querySelector('.yes').onclick=function(){o[3]='Processing…';orders.pending=o[0];draw();setTimeout(function(){o[3]='Refund of '+o[2]+' issued';orders.refunded.push(o[0]);orders.pending=null;draw()},1500)}})}
 draw()}});
mode('public');`,
  },
);

export const helpdesk: CorpusApp = {
  name: 'helpdesk',
  description:
    'Supportly helpdesk: an agent sign-in with an SSO error; a ticket queue with view counters, search on Enter, a priority filter, per-row checkboxes and identical Assign to me buttons, priority and status badges, a bulk Assign to menu, an availability switch and pagination; a ticket page with a conversation, reply/internal-note tabs, a macro menu, a split submit button with a menu and an empty-reply error, property selects, type radios, tags added with Enter and removed by icon buttons, requester details, an order lookup in an open shadow root whose refund completes after a delay, and an article accordion.',
  routes: {
    '/helpdesk/login': LOGIN,
    '/helpdesk': QUEUE,
    '/helpdesk/ticket': TICKET,
  },
};
