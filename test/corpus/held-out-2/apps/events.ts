/**
 * `events`: Stagepass, event tickets.
 *
 * - `/events?cat=`: search, city select, date filter, a category menu button, event cards that all have "Get tickets"
 *   (disabled when sold out), badges, and "Load more events" that appends after a delay. State: `window.listing`.
 * - `/events/event?id=midnight`: ticket types in a table whose quantity selects are all labelled "Quantity", a
 *   service fee, a disabled Checkout until tickets are chosen, a venue map in an iframe (`/events/venue-frame`), an
 *   info accordion, an "Add to calendar" menu and a confirmation dialog. State: `window.show`.
 * - `/events/orders?page=&filter=`: "My tickets", a table of 12 orders (5 a page) with View and a "More actions" menu
 *   in every row (Download PDF, Transfer tickets, Request refund), filter tabs, a search box (placeholder only), a
 *   transfer dialog, a refund confirmation and toasts. State: `window.orders`.
 * - `/events/signin`: email or username + password (dana.w or dana@stagepass.test / Encore!2025).
 */
import type { CorpusApp } from '../../types';
import { HELPERS, page } from './html';

const HEADER = `<header class="top"><strong>Stagepass</strong><nav aria-label="Main"><a href="/events">Events</a> · <a href="/events/orders">My tickets</a></nav>
<a href="/events/signin" style="margin-left:auto">Sign in</a></header>`;

const EVENTS = `var EV=[['midnight','Midnight Echoes','Concerts','2025-03-22','Sat 22 Mar · 20:30','Riverside Arena',45,'Selling fast'],
['laughs','Stand-up Night: Rui Sinel','Comedy','2025-03-21','Fri 21 Mar · 21:00','Teatro Tivoli',18,''],['hamlet','Hamlet (in English)','Theatre','2025-03-27','Thu 27 Mar · 19:30','Teatro Nacional',25,''],
['derby','Lisbon Derby','Sport','2025-03-30','Sun 30 Mar · 18:00','Estádio da Luz',35,'Sold out'],['jazz','Jazz at the Docks','Concerts','2025-03-26','Wed 26 Mar · 22:00','Doca Club',22,'Few tickets left'],
['fado','Fado Under the Stars','Concerts','2025-03-29','Sat 29 Mar · 21:30','Castelo Terrace',30,''],['improv','Improv Lab','Comedy','2025-03-25','Tue 25 Mar · 20:00','Casa Independente',12,'Sold out'],
['swan','Swan Lake','Theatre','2025-04-06','Sun 6 Apr · 17:00','Coliseu',40,''],
['electro','Electro Pulse Festival','Concerts','2025-04-12','Sat 12 Apr · 16:00','Parque Tejo',59,''],['marathon','Lisbon Half Marathon Expo','Sport','2025-04-05','Sat 5 Apr · 10:00','FIL Pavilion',0,''],
['poetry','Open Mic Poetry','Comedy','2025-04-02','Wed 2 Apr · 19:00','Livraria Ler',8,''],['opera','Opera Gala','Theatre','2025-04-19','Sat 19 Apr · 20:00','Teatro São Carlos',65,'']];`;

const LIST = page(
  'Events in Lisbon | Stagepass',
  `${HEADER}<main>
<input id="search" type="search" placeholder="Search events, artists or venues" aria-label="Search events, artists or venues" size="40">
<h1>Upcoming events in Lisbon</h1>
<p><label for="city" style="display:inline">City</label> <select id="city"><option>Lisbon</option><option>Porto</option><option>Madrid</option></select>
 <label for="from" style="display:inline;margin-left:16px">From</label> <input type="date" id="from" value="2025-03-20">
 <button id="cat" aria-haspopup="menu" aria-expanded="false" style="margin-left:16px">All categories ▾</button></p>
<div role="menu" id="cat-menu" hidden class="card" style="width:200px"></div>
<p id="ecount" aria-live="polite"></p><div id="grid" class="grid"></div>
<p><button id="more">Load more events</button> <span id="loading" role="status"></span></p></main>`,
  {
    script: `${HELPERS}${EVENTS}
window.listing={cat:qs('cat')||'All categories',from:'2025-03-20',q:'',shown:8,city:'Lisbon'};
$('#cat-menu').innerHTML=['All categories','Concerts','Comedy','Theatre','Sport'].map(function(c){return '<button role="menuitemradio" aria-checked="'+(c===listing.cat)+'">'+c+'</button><br>'}).join('');
$$('#cat-menu button').forEach(function(b){b.onclick=function(){listing.cat=b.textContent;$$('#cat-menu button').forEach(function(x){x.setAttribute('aria-checked',String(x===b))});$('#cat-menu').hidden=true;$('#cat').setAttribute('aria-expanded','false');render()}});
$('#cat').onclick=function(){var o=$('#cat-menu').hidden;$('#cat-menu').hidden=!o;$('#cat').setAttribute('aria-expanded',String(o))};
$('#search').oninput=function(){listing.q=$('#search').value.trim().toLowerCase();render()};
$('#from').onchange=function(){listing.from=$('#from').value;render()};
$('#city').onchange=function(){listing.city=$('#city').value;render()};
$('#more').onclick=function(){$('#loading').textContent='Loading…';$('#more').disabled=true;setTimeout(function(){listing.shown=12;$('#loading').textContent='';$('#more').remove();render()},1500)};
function render(){var es=EV.slice(0,listing.shown).filter(function(e){return (listing.cat==='All categories'||e[2]===listing.cat)&&(!listing.from||e[3]>=listing.from)&&
 (!listing.q||(e[1]+' '+e[5]).toLowerCase().indexOf(listing.q)>=0)});if(listing.city!=='Lisbon')es=[];
 $('#cat').textContent=listing.cat+' ▾';$('#ecount').textContent=es.length+(es.length===1?' event':' events');
 $('#grid').innerHTML=es.length?es.map(function(e){var so=e[7]==='Sold out';return '<article class="card" data-id="'+e[0]+'"><p class="muted">'+e[2]+'</p><h3>'+e[1]+'</h3><p>'+e[4]+' · '+e[5]+'</p><p>'+(e[6]?'from €'+e[6]:'Free entry')+' '+(e[7]?'<span class="pill">'+e[7]+'</span>':'')+'</p>'+
  '<button class="get"'+(so?' disabled':'')+'>Get tickets</button></article>'}).join(''):'<p>No events match. Try another date or category.</p>';
 $$('.get').forEach(function(b){b.onclick=function(){location.href='/events/event?id='+b.closest('article').dataset.id}});}
render();`,
  },
);

const EVENT = page(
  'Midnight Echoes | Stagepass',
  `${HEADER}<main>
<p class="muted"><a href="/events">← All events</a></p>
<h1>Midnight Echoes</h1><p>Sat 22 March 2025 · Doors 19:00 · Show 20:30 · Riverside Arena, Lisbon</p>
<p><button id="cal" aria-haspopup="menu" aria-expanded="false">Add to calendar</button></p>
<div role="menu" id="cal-menu" hidden class="card" style="width:200px"><button role="menuitem">Google Calendar</button><br><button role="menuitem">Apple Calendar</button><br><button role="menuitem">Outlook</button></div>
<h2>Tickets</h2><p class="muted">Max 6 tickets per order · Service fee €3.50 per ticket</p>
<table id="types"><thead><tr><th>Ticket type</th><th>Price</th><th>Quantity</th></tr></thead><tbody></tbody></table>
<div id="block-zone" hidden><h3>Choose your balcony block</h3><iframe id="venue" title="Venue map" src="/events/venue-frame" style="width:420px;height:160px;border:1px solid #ccd"></iframe>
 <p id="block-line">Balcony block: not chosen</p></div>
<p id="summary" aria-live="polite"></p><p id="limit" class="error" role="alert"></p><button id="checkout" disabled>Checkout</button>
<h2>Event information</h2><div id="info"></div>
<div class="backdrop" id="confirm" hidden><div class="dialog" role="dialog" aria-modal="true" aria-labelledby="cf-h"><h2 id="cf-h">Confirm your order</h2><p id="cf-text"></p>
 <button id="cf-back">Back</button> <button id="cf-pay">Confirm and pay</button></div></div></main>`,
  {
    script: `${HELPERS}
var TYPES=[['ga','General admission',45,1],['front','Front standing',65,1],['balcony','Balcony seated',55,1],['vip','VIP package (meet &amp; greet)',120,0]];
window.show={qty:{ga:0,front:0,balcony:0,vip:0},block:null,calendar:null,order:null,info:[]};
$('#types tbody').innerHTML=TYPES.map(function(t){var opts='';for(var i=0;i<=8;i++)opts+='<option>'+i+'</option>';
 return '<tr data-t="'+t[0]+'"><td>'+t[1]+(t[3]?'':' <span class="pill">Sold out</span>')+'</td><td>€'+t[2].toFixed(2)+'</td><td><select aria-label="Quantity"'+(t[3]?'':' disabled')+'>'+opts+'</select></td></tr>'}).join('');
function n(){return Object.keys(show.qty).reduce(function(s,k){return s+show.qty[k]},0)}
function total(){return TYPES.reduce(function(s,t){return s+show.qty[t[0]]*(t[2]+3.5)},0)}
function render(){var c=n();$('#summary').textContent=c?c+(c===1?' ticket':' tickets')+' · €'+total().toFixed(2)+' incl. fees':'No tickets selected';
 $('#limit').textContent=c>6?'You can buy at most 6 tickets per order.':'';$('#checkout').disabled=c===0||c>6;$('#block-zone').hidden=show.qty.balcony===0;
 $('#block-line').textContent='Balcony block: '+(show.block||'not chosen');}
$$('#types select').forEach(function(s){s.onchange=function(){show.qty[s.closest('tr').dataset.t]=Number(s.value);render()}});
window.addEventListener('message',function(e){if(e.data&&e.data.block){show.block=e.data.block;render()}});
$('#cal').onclick=function(){var o=$('#cal-menu').hidden;$('#cal-menu').hidden=!o;$('#cal').setAttribute('aria-expanded',String(o))};
$$('#cal-menu button').forEach(function(b){b.onclick=function(){show.calendar=b.textContent;$('#cal-menu').hidden=true;$('#cal').setAttribute('aria-expanded','false');toast('Added to '+b.textContent)}});
var INFO=[['Age restriction','16+. Under 18s must be accompanied by an adult.'],['Accessibility','Wheelchair spaces are available on the balcony level. Contact us to book.'],['Refund policy','Refunds are available up to 7 days before the show.']];
$('#info').innerHTML=INFO.map(function(x,i){return '<h3><button aria-expanded="false" aria-controls="info'+i+'">'+x[0]+'</button></h3><div id="info'+i+'" hidden><p>'+x[1]+'</p></div>'}).join('');
$$('#info button').forEach(function(b){b.onclick=function(){var o=b.getAttribute('aria-expanded')!=='true';b.setAttribute('aria-expanded',String(o));$('#'+b.getAttribute('aria-controls')).hidden=!o;if(o)show.info.push(b.textContent)}});
$('#checkout').onclick=function(){$('#cf-text').textContent=TYPES.filter(function(t){return show.qty[t[0]]}).map(function(t){return show.qty[t[0]]+' × '+t[1]}).join(', ')+'. Total €'+total().toFixed(2)+'.';$('#confirm').hidden=false};
$('#cf-back').onclick=function(){$('#confirm').hidden=true};
$('#cf-pay').onclick=function(){show.order='SP-10250';$('#confirm').hidden=true;toast('Order SP-10250 confirmed. Your tickets are in My tickets.')};
render();`,
  },
);

const VENUE = page(
  'Venue map',
  `<div style="padding:8px"><p><strong>Balcony</strong> (stage is at the bottom)</p>
<button data-b="A">Block A</button> <button data-b="B">Block B</button> <button data-b="C">Block C</button> <button disabled>Block D (sold out)</button>
<p id="sel">Selected: none</p></div>`,
  {
    script: `${HELPERS}window.venue={block:null};
$$('button[data-b]').forEach(function(b){b.onclick=function(){venue.block='Block '+b.dataset.b;$('#sel').textContent='Selected: '+venue.block;$$('button[data-b]').forEach(function(x){x.setAttribute('aria-pressed',String(x===b))});parent.postMessage({block:venue.block},'*')}});`,
  },
);

const ORDERS = page(
  'My tickets | Stagepass',
  `${HEADER}<main>
<p id="welcome" role="status"></p>
<h1>My tickets</h1><p class="muted">Signed in as Dana Whitfield</p>
<input id="osearch" type="search" placeholder="Search by order number or event" size="36">
<div role="tablist" aria-label="Orders"><button role="tab" data-f="all">All orders (12)</button><button role="tab" data-f="upcoming">Upcoming (7)</button><button role="tab" data-f="past">Past (5)</button></div>
<table id="orders"><thead><tr><th>Order</th><th>Event</th><th>Date</th><th>Tickets</th><th>Total</th><th>Status</th><th><span class="muted">Actions</span></th></tr></thead><tbody></tbody></table>
<p id="pageinfo"></p><nav aria-label="Pagination" id="pager"></nav>
<div role="menu" id="rowmenu" hidden class="card" style="position:absolute;background:#fff;width:180px"><button role="menuitem" data-a="pdf">Download PDF</button><br><button role="menuitem" data-a="transfer">Transfer tickets</button><br><button role="menuitem" data-a="refund">Request refund</button></div>
<div class="backdrop" id="tr-dlg" hidden><div class="dialog" role="dialog" aria-modal="true" aria-labelledby="tr-h"><h2 id="tr-h"></h2>
 <label for="tr-email">Recipient's email</label><input id="tr-email" type="email" size="30">
 <textarea id="tr-msg" rows="2" cols="36" placeholder="Add a message (optional)"></textarea>
 <label><input type="checkbox" id="tr-ok"> I understand transferred tickets can't be returned</label>
 <p id="tr-err" class="error" role="alert"></p><button id="tr-cancel">Cancel</button> <button id="tr-send">Send tickets</button></div></div>
<div class="backdrop" id="rf-dlg" hidden><div class="dialog" role="alertdialog" aria-modal="true" aria-labelledby="rf-h"><h2 id="rf-h"></h2><p>Refunds are available up to 7 days before the event. The service fee is not refunded.</p>
 <button id="rf-keep">Keep tickets</button> <button id="rf-go">Request refund</button></div></div>
<div class="backdrop" id="view-dlg" hidden><div class="dialog" role="dialog" aria-modal="true" aria-labelledby="v-h"><h2 id="v-h"></h2><p id="v-text"></p><button id="v-close">Close</button></div></div></main>`,
  {
    script: `${HELPERS}
var ROWS=[['SP-10231','Midnight Echoes','22 Mar 2025',2,97,'Confirmed',1],['SP-10228','Stand-up Night: Rui Sinel','21 Mar 2025',1,19.5,'Confirmed',1],['SP-10225','Hamlet (in English)','27 Mar 2025',3,79.5,'Pending payment',1],
['SP-10219','Jazz at the Docks','26 Mar 2025',2,47,'Confirmed',1],['SP-10214','Swan Lake','6 Apr 2025',4,166,'Confirmed',1],['SP-10210','Fado Under the Stars','29 Mar 2025',2,63,'Refund requested',1],
['SP-10202','Electro Pulse Festival','12 Apr 2025',1,61.5,'Confirmed',1],['SP-10190','Lisbon Derby','2 Feb 2025',2,73,'Used',0],['SP-10177','Improv Lab','28 Jan 2025',2,27,'Used',0],
['SP-10163','Opera Gala','14 Jan 2025',2,133,'Refunded',0],['SP-10150','Midnight Echoes','10 Dec 2024',3,142.5,'Used',0],['SP-10141','Open Mic Poetry','3 Dec 2024',1,8.5,'Used',0]];
window.orders={page:Number(qs('page')||1),filter:qs('filter')||'all',q:'',target:null,transfers:{},refunds:[],downloads:[],viewed:null};
if(qs('welcome'))$('#welcome').textContent='Welcome back, Dana! You have 7 upcoming events.';
function rows(){return ROWS.filter(function(r){return (orders.filter==='all'||(orders.filter==='upcoming')===(r[6]===1))&&(!orders.q||(r[0]+' '+r[1]).toLowerCase().indexOf(orders.q)>=0)})}
function render(){var rs=rows(),pages=Math.max(1,Math.ceil(rs.length/5));if(orders.page>pages)orders.page=pages;
 $$('[role=tab]').forEach(function(t){t.setAttribute('aria-selected',String(t.dataset.f===orders.filter))});
 $('#orders tbody').innerHTML=rs.slice((orders.page-1)*5,orders.page*5).map(function(r){return '<tr data-o="'+r[0]+'"><td>'+r[0]+'</td><td>'+r[1]+'</td><td>'+r[2]+'</td><td>'+r[3]+'</td><td>€'+r[4].toFixed(2)+'</td><td><span class="pill">'+r[5]+'</span></td>'+
  '<td><button class="view">View</button> <button class="more" aria-label="More actions" aria-haspopup="menu">⋯</button></td></tr>'}).join('')||'<tr><td colspan="7">No orders found.</td></tr>';
 $('#pageinfo').textContent='Page '+orders.page+' of '+pages;
 var h='<button data-p="'+(orders.page-1)+'"'+(orders.page===1?' disabled':'')+'>Previous</button> ';for(var i=1;i<=pages;i++)h+='<button data-p="'+i+'"'+(i===orders.page?' aria-current="page"':'')+'>'+i+'</button> ';
 $('#pager').innerHTML=h+'<button data-p="'+(orders.page+1)+'"'+(orders.page===pages?' disabled':'')+'>Next</button>';
 $$('#pager button').forEach(function(b){b.onclick=function(){orders.page=Number(b.dataset.p);render()}});
 $$('#orders .view').forEach(function(b){b.onclick=function(){var r=find(b.closest('tr').dataset.o);orders.viewed=r[0];$('#v-h').textContent='Order '+r[0];$('#v-text').textContent=r[3]+' × '+r[1]+', '+r[2]+'. Total €'+r[4].toFixed(2)+'.';$('#view-dlg').hidden=false}});
 $$('#orders .more').forEach(function(b){b.onclick=function(){orders.target=b.closest('tr').dataset.o;var m=$('#rowmenu'),rc=b.getBoundingClientRect();m.style.left=(rc.left+scrollX-150)+'px';m.style.top=(rc.bottom+scrollY)+'px';m.hidden=false}});}
function find(id){return ROWS.filter(function(r){return r[0]===id})[0]}
$$('[role=tab]').forEach(function(t){t.onclick=function(){orders.filter=t.dataset.f;orders.page=1;render()}});
$('#osearch').oninput=function(){orders.q=$('#osearch').value.trim().toLowerCase();orders.page=1;render()};
$$('#rowmenu button').forEach(function(b){b.onclick=function(){$('#rowmenu').hidden=true;var r=find(orders.target);
 if(b.dataset.a==='pdf'){orders.downloads.push(r[0]);toast('Downloading tickets for '+r[0]+'…')}
 if(b.dataset.a==='transfer'){$('#tr-h').textContent='Transfer '+r[3]+(r[3]===1?' ticket':' tickets')+' for '+r[1];$('#tr-email').value='';$('#tr-ok').checked=false;$('#tr-err').textContent='';$('#tr-dlg').hidden=false}
 if(b.dataset.a==='refund'){$('#rf-h').textContent='Request a refund for order '+r[0]+'?';$('#rf-dlg').hidden=false}}});
$('#tr-cancel').onclick=function(){$('#tr-dlg').hidden=true};
$('#tr-send').onclick=function(){var v=$('#tr-email').value.trim();if(v.indexOf('@')<1){$('#tr-err').textContent="Enter the recipient's email address.";return}
 if(!$('#tr-ok').checked){$('#tr-err').textContent='Please confirm you understand transfers are final.';return}
 var r=find(orders.target);orders.transfers[r[0]]=v;r[5]='Transferred';$('#tr-dlg').hidden=true;render();toast(r[3]+(r[3]===1?' ticket':' tickets')+' for '+r[1]+' sent to '+v)};
$('#rf-keep').onclick=function(){$('#rf-dlg').hidden=true};
$('#rf-go').onclick=function(){var r=find(orders.target);orders.refunds.push(r[0]);r[5]='Refund requested';$('#rf-dlg').hidden=true;render();toast('Refund requested for '+r[0])};
$('#v-close').onclick=function(){$('#view-dlg').hidden=true};
document.addEventListener('keydown',function(e){if(e.key==='Escape'){$('#rowmenu').hidden=true;$$('.backdrop').forEach(function(d){d.hidden=true})}});
render();`,
  },
);

const SIGNIN = page(
  'Sign in | Stagepass',
  `${HEADER}<main style="max-width:400px"><h1>Sign in</h1><form id="si" novalidate>
<label for="user">Email or username</label><input id="user" autocomplete="username" size="30">
<label for="pass">Password</label><input id="pass" type="password" autocomplete="current-password" size="30">
<label><input type="checkbox" id="remember"> Remember this device</label>
<p><button type="submit">Sign in</button> <a href="/events/signin">Create an account</a></p><p id="si-err" class="error" role="alert"></p></form></main>`,
  {
    script: `${HELPERS}window.signin={tries:0};
$('#si').onsubmit=function(e){e.preventDefault();signin.tries++;var u=$('#user').value.trim().toLowerCase();
 if((u==='dana.w'||u==='dana@stagepass.test')&&$('#pass').value==='Encore!2025'){sessionStorage.setItem('sp-user','dana');location.href='/events/orders?welcome=1';return}
 $('#si-err').textContent="Those details don't match our records. Check your email or username and password.";};`,
  },
);

export const events: CorpusApp = {
  name: 'events',
  description:
    'Stagepass event tickets: event cards with identical Get tickets buttons, sold-out badges, a category menu, date filter and delayed "Load more"; an event page with per-row Quantity selects, service fees, a disabled Checkout, a venue-map iframe, accordion, calendar menu and confirmation dialog; My tickets, a paginated orders table with per-row action menus, transfer and refund dialogs, toasts; a sign-in page.',
  routes: {
    '/events': LIST,
    '/events/event': EVENT,
    '/events/venue-frame': VENUE,
    '/events/orders': ORDERS,
    '/events/signin': SIGNIN,
  },
};
