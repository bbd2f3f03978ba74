/**
 * `eats`: Forkful, food delivery.
 *
 * - `/eats`: delivery address (placeholder only), cuisine toggle chips, an "Open now" switch, a sort select and
 *   restaurant cards that all have "View menu" and a favourite button; closed restaurants. State: `window.eats`.
 * - `/eats/menu?basket=margherita:Medium:2,tiramisu::1`: menu item cards that all have the same "Add" button, a
 *   customise dialog (size radios, extras, quantity stepper), basket with steppers, promo codes (WELCOME5 works,
 *   OLD10 expired), a minimum order that keeps "Go to checkout" disabled, header badge, toasts. The basket is kept in
 *   localStorage. State: `window.menu`.
 * - `/eats/checkout`: Delivery and Billing fieldsets with the same fields, a placeholder-only field, delivery time
 *   radios that reveal a time-slot select, a tip radiogroup of buttons, card fields in an iframe (`/eats/pay-frame`),
 *   validation errors. State: `window.checkout`.
 * - `/eats/track?order=FK-4821`: order status that advances on its own, a cancel button, a star rating for a past
 *   order, and a help chat in an open shadow root. State: `window.track`.
 */
import type { CorpusApp } from '../../types';
import { HELPERS, page } from './html';

const BASKET_JS = `var ITEMS={margherita:['Margherita',9.5,1],diavola:['Diavola',11,1],formaggi:['Quattro Formaggi',12.5,1],carbonara:['Spaghetti Carbonara',10.5,0],
arrabbiata:['Penne Arrabbiata',9,0],lasagne:['Lasagne',11.5,0],tiramisu:['Tiramisù',5.5,0],pannacotta:['Panna Cotta',5,0],water:['San Pellegrino 50cl',2.5,0],cola:['Coca-Cola 33cl',2.2,0]};
var SIZES={Small:0,Medium:2,Large:4};
function eur(n){return '€'+n.toFixed(2)}
function loadBasket(){if(qs('basket')!==null){var b=qs('basket').split(',').filter(Boolean).map(function(s){var p=s.split(':');return {id:p[0],size:p[1]||'',extras:[],qty:Number(p[2]||1)}});
 localStorage.setItem('forkful-basket',JSON.stringify(b));return b;}return JSON.parse(localStorage.getItem('forkful-basket')||'[]');}
function lineName(l){return ITEMS[l.id][0]+(l.size?' ('+l.size+')':'')}
function linePrice(l){return (ITEMS[l.id][1]+(SIZES[l.size]||0)+l.extras.length*1)*l.qty}
function count(b){return b.reduce(function(n,l){return n+l.qty},0)}
function subtotal(b){return b.reduce(function(n,l){return n+linePrice(l)},0)}`;

const HEADER = `<header class="top"><strong>Forkful</strong>
<input id="addr" placeholder="Enter your delivery address" size="34" aria-describedby="addr-hint"> <button id="deliver">Deliver here</button>
<span id="addr-hint" class="muted" style="color:#cde"></span>
<a href="/eats/menu" style="margin-left:auto">Basket <span class="badge" id="basket-count">0</span></a></header>`;

const HOME = page(
  'Order food online | Forkful',
  `${HEADER}<main>
<h1>Restaurants near you</h1>
<div role="group" aria-label="Cuisine" id="chips"></div>
<p><span id="open-l">Open now</span> <button class="switch" role="switch" id="open" aria-checked="false" aria-labelledby="open-l"></button>
 <label for="sort" style="display:inline;margin-left:24px">Sort by</label> <select id="sort"><option value="rec">Recommended</option><option value="fast">Fastest delivery</option><option value="rating">Rating</option><option value="fee">Delivery fee</option></select></p>
<p id="rcount" aria-live="polite"></p><div id="list" class="grid"></div></main>`,
  {
    script: `${HELPERS}${BASKET_JS}
var R=[['luigi',"Luigi's Trattoria",'Pizza',4.6,'25–35',25,1.99,1,''],['sakura','Sakura Sushi Bar','Japanese',4.8,'30–40',30,2.49,1,'-20%'],['burgerhaus','Burger Haus','Burgers',4.3,'15–25',15,0,1,''],
 ['greenbowl','Green Bowl','Vegan',4.7,'20–30',20,0.99,1,'New'],['tandoor','Tandoor Nights','Indian',4.5,'35–45',35,2.99,0,''],['napoli','Napoli Express','Pizza',4.1,'20–30',20,0,1,''],
 ['ramen','Ramen Ichiban','Japanese',4.4,'25–35',25,1.49,1,''],['smash','Smash Bros Burgers','Burgers',3.9,'10–20',10,1.49,0,''],['curry','Curry Leaf','Indian',4.4,'30–40',30,1.99,1,'']];
window.eats={cuisines:[],open:false,sort:'rec',favourites:[],address:''};
$('#basket-count').textContent=String(count(loadBasket()));
$('#chips').innerHTML=['Pizza','Japanese','Burgers','Vegan','Indian'].map(function(c){return '<button class="pill" aria-pressed="false">'+c+'</button>'}).join(' ');
$$('#chips button').forEach(function(b){b.onclick=function(){var i=eats.cuisines.indexOf(b.textContent);if(i>=0)eats.cuisines.splice(i,1);else eats.cuisines.push(b.textContent);b.setAttribute('aria-pressed',String(i<0));render()}});
$('#open').onclick=function(){eats.open=!eats.open;$('#open').setAttribute('aria-checked',String(eats.open));render()};
$('#sort').onchange=function(){eats.sort=$('#sort').value;render()};
$('#deliver').onclick=function(){eats.address=$('#addr').value.trim();$('#addr-hint').textContent=eats.address?'Delivering to '+eats.address:'Please enter an address.'};
function render(){var rs=R.filter(function(r){return (!eats.cuisines.length||eats.cuisines.indexOf(r[2])>=0)&&(!eats.open||r[7])});
 if(eats.sort==='fast')rs.sort(function(a,b){return a[5]-b[5]});if(eats.sort==='rating')rs.sort(function(a,b){return b[3]-a[3]});if(eats.sort==='fee')rs.sort(function(a,b){return a[6]-b[6]});
 $('#rcount').textContent=rs.length+' restaurants';
 $('#list').innerHTML=rs.map(function(r){var fav=eats.favourites.indexOf(r[0])>=0;return '<article class="card" data-r="'+r[0]+'"><h3>'+r[1]+' '+(r[8]?'<span class="pill">'+r[8]+'</span>':'')+(r[7]?'':' <span class="pill">Closed</span>')+'</h3>'+
  '<p class="muted">'+r[2]+' · ★ '+r[3]+' · '+r[4]+' min · '+(r[6]?eur(r[6])+' delivery':'Free delivery')+'</p>'+(r[7]?'':'<p class="muted">Opens at 18:00</p>')+
  '<button class="fav" aria-label="Add to favourites" aria-pressed="'+fav+'">'+(fav?'♥':'♡')+'</button> <button class="menu">View menu</button></article>'}).join('');
 $$('#list article').forEach(function(a){$('.menu',a).onclick=function(){location.href='/eats/menu?r='+a.dataset.r};
  $('.fav',a).onclick=function(){var i=eats.favourites.indexOf(a.dataset.r);if(i>=0)eats.favourites.splice(i,1);else{eats.favourites.push(a.dataset.r);toast('Added to your favourites')}render()}});}
render();`,
  },
);

const MENU = page(
  "Luigi's Trattoria | Forkful",
  `${HEADER}<main style="display:flex;gap:24px;max-width:1250px"><div style="flex:1">
<h1>Luigi's Trattoria</h1><p class="muted">Pizza · ★ 4.6 (1,200+) · 25–35 min · €1.99 delivery · Minimum order €15.00</p>
<nav aria-label="Menu sections"><a href="#pizzas">Pizzas</a> · <a href="#pasta">Pasta</a> · <a href="#desserts">Desserts</a> · <a href="#drinks">Drinks</a></nav>
<div id="sections"></div></div>
<aside style="width:340px" aria-labelledby="basket-h" class="card"><h2 id="basket-h">Your basket</h2><ul id="lines" style="padding:0;list-style:none"></ul>
 <p>Subtotal: <span id="sub"></span><br>Delivery fee: €1.99<br><span id="promo-line"></span>Total: <strong id="total"></strong></p>
 <label for="promo">Promo code</label><input id="promo" size="12"> <button id="apply">Apply</button><p id="promo-msg" role="status"></p>
 <p id="min-msg" class="muted"></p><button id="go" disabled>Go to checkout</button></aside></main>
<div class="backdrop" id="custom" hidden><div class="dialog" role="dialog" aria-modal="true" aria-labelledby="c-h"><h2 id="c-h"></h2>
 <fieldset><legend>Size</legend><label><input type="radio" name="size" value="Small" checked> Small</label><label><input type="radio" name="size" value="Medium"> Medium (+€2.00)</label><label><input type="radio" name="size" value="Large"> Large (+€4.00)</label></fieldset>
 <fieldset><legend>Extras (€1.00 each)</legend><label><input type="checkbox" name="extra" value="Extra mozzarella"> Extra mozzarella</label><label><input type="checkbox" name="extra" value="Olives"> Olives</label><label><input type="checkbox" name="extra" value="Fresh chilli"> Fresh chilli</label></fieldset>
 <p><span id="q-l">Quantity</span> <button aria-label="Decrease quantity" id="q-dec">−</button> <span id="q" aria-labelledby="q-l">1</span> <button aria-label="Increase quantity" id="q-inc">+</button></p>
 <textarea id="notes" placeholder="Special instructions, e.g. no basil" rows="2" cols="40"></textarea>
 <p><button id="c-cancel">Cancel</button> <button id="c-add"></button></p></div></div>`,
  {
    script: `${HELPERS}${BASKET_JS}
var SECTIONS=[['pizzas','Pizzas',[['margherita','Tomato, mozzarella, fresh basil'],['diavola','Spicy salami, tomato, mozzarella, chilli'],['formaggi','Mozzarella, gorgonzola, parmesan, fontina']]],
 ['pasta','Pasta',[['carbonara','Egg, guanciale, pecorino'],['arrabbiata','Tomato, garlic, chilli · Vegan'],['lasagne','Beef ragù, béchamel']]],
 ['desserts','Desserts',[['tiramisu','Mascarpone, coffee, cocoa'],['pannacotta','Vanilla cream, berry coulis']]],['drinks','Drinks',[['water','Sparkling mineral water'],['cola','Chilled can']]]];
window.menu={basket:loadBasket(),promo:null,editing:null,qty:1};
$('#sections').innerHTML=SECTIONS.map(function(s){return '<section id="'+s[0]+'" aria-labelledby="h-'+s[0]+'"><h2 id="h-'+s[0]+'">'+s[1]+'</h2><div class="grid">'+s[2].map(function(it){var soldOut=it[0]==='lasagne';
 return '<article class="card" data-id="'+it[0]+'"><h3>'+ITEMS[it[0]][0]+'</h3><p class="muted">'+it[1]+'</p><p>'+eur(ITEMS[it[0]][1])+'</p>'+(soldOut?'<button disabled>Sold out</button>':'<button class="add">Add</button>')+'</article>'}).join('')+'</div></section>'}).join('');
function save(){localStorage.setItem('forkful-basket',JSON.stringify(menu.basket))}
function add(line){var same=menu.basket.filter(function(l){return l.id===line.id&&l.size===line.size&&l.extras.join()===line.extras.join()})[0];if(same)same.qty+=line.qty;else menu.basket.push(line);save();render();toast(ITEMS[line.id][0]+' added to your basket');}
$$('.add').forEach(function(b){b.onclick=function(){var id=b.closest('article').dataset.id;if(ITEMS[id][2]){openCustom(id)}else add({id:id,size:'',extras:[],qty:1})}});
function openCustom(id){menu.editing=id;menu.qty=1;$('#c-h').textContent=ITEMS[id][0];$('input[name=size][value=Small]').checked=true;$$('input[name=extra]').forEach(function(c){c.checked=false});$('#custom').hidden=false;price()}
function price(){var s=$('input[name=size]:checked').value,n=$$('input[name=extra]:checked').length;$('#q').textContent=String(menu.qty);
 $('#c-add').textContent='Add '+menu.qty+' to basket · '+eur((ITEMS[menu.editing][1]+SIZES[s]+n)*menu.qty)}
$$('#custom input').forEach(function(i){i.onchange=price});
$('#q-inc').onclick=function(){menu.qty++;price()};$('#q-dec').onclick=function(){if(menu.qty>1)menu.qty--;price()};
$('#c-cancel').onclick=function(){$('#custom').hidden=true;menu.editing=null};
$('#c-add').onclick=function(){add({id:menu.editing,size:$('input[name=size]:checked').value,extras:$$('input[name=extra]:checked').map(function(c){return c.value}),qty:menu.qty});$('#custom').hidden=true;menu.editing=null};
function render(){var b=menu.basket,sub=subtotal(b),off=menu.promo?5:0;$('#basket-count').textContent=String(count(b));
 $('#lines').innerHTML=b.length?b.map(function(l,i){return '<li data-i="'+i+'" style="margin:6px 0"><button aria-label="Remove one">−</button> '+l.qty+' <button aria-label="Add one">+</button> × '+lineName(l)+(l.extras.length?' + '+l.extras.join(', '):'')+' <span style="float:right">'+eur(linePrice(l))+'</span></li>'}).join(''):'<li>Your basket is empty</li>';
 $$('#lines li[data-i]').forEach(function(li){var l=b[Number(li.dataset.i)],bs=$$('button',li);bs[0].onclick=function(){l.qty--;if(!l.qty)b.splice(b.indexOf(l),1);save();render()};bs[1].onclick=function(){l.qty++;save();render()}});
 $('#sub').textContent=eur(sub);$('#promo-line').innerHTML=off?'Promo WELCOME5: −€5.00<br>':'';$('#total').textContent=eur(b.length?sub+1.99-off:0);
 $('#min-msg').textContent=sub<15?'Add '+eur(15-sub)+' more to reach the €15.00 minimum order.':'';$('#go').disabled=sub<15;}
$('#apply').onclick=function(){var c=$('#promo').value.trim().toUpperCase(),m=$('#promo-msg');
 if(c==='WELCOME5'){menu.promo=c;m.className='';m.textContent='Code applied: €5.00 off your order.'}else if(c==='OLD10'){m.className='error';m.textContent='Sorry, this promo code has expired.'}else{m.className='error';m.textContent="We don't recognise that code."}render()};
$('#go').onclick=function(){location.href='/eats/checkout'};
render();`,
  },
);

const CHECKOUT = page(
  'Checkout | Forkful',
  `<header class="top"><strong>Forkful</strong> <span>Secure checkout</span></header><main>
<h1>Checkout</h1><p id="summary" class="muted"></p>
<form id="co" novalidate>
<fieldset><legend>Delivery address</legend>
 <label>Street <input name="street" size="30"></label><input name="extra" placeholder="Flat, floor, door code (optional)" size="30" style="margin-top:8px">
 <label>City <input name="city"></label><label>Postcode <input name="postcode" size="7"></label></fieldset>
<label for="phone">Phone number</label><input id="phone" type="tel">
<label><input type="checkbox" id="same" checked> Billing address is the same as delivery address</label>
<fieldset id="billing" hidden><legend>Billing address</legend>
 <label>Street <input name="street" size="30"></label><label>City <input name="city"></label><label>Postcode <input name="postcode" size="7"></label></fieldset>
<fieldset><legend>Delivery time</legend><label><input type="radio" name="when" value="asap" checked> As soon as possible (25–35 min)</label>
 <label><input type="radio" name="when" value="later"> Schedule for later</label>
 <div id="slot-wrap" hidden><label for="slot">Time slot</label><select id="slot"><option>18:30–18:45</option><option>18:45–19:00</option><option>19:00–19:15</option><option>19:15–19:30</option></select></div></fieldset>
<p id="tip-l">Tip your courier</p><div role="radiogroup" aria-labelledby="tip-l" id="tips"></div>
<h2>Payment</h2><iframe id="payf" title="Card details" src="/eats/pay-frame" style="width:460px;height:170px;border:1px solid #ccd"></iframe>
<div id="errors" role="alert" class="error"></div>
<p><button type="submit" id="place"></button></p></form></main>`,
  {
    script: `${HELPERS}${BASKET_JS}
var b=loadBasket();if(!b.length&&qs('basket')===null)b=[{id:'margherita',size:'Medium',extras:[],qty:2}];var sub=subtotal(b);
window.checkout={tip:0,when:'asap',slot:null,placed:false,errors:[]};
$('#summary').textContent="Luigi's Trattoria · "+count(b)+' items · subtotal '+eur(sub);
$('#tips').innerHTML=['No tip','€1','€2','€3'].map(function(t,i){return '<button type="button" role="radio" aria-checked="'+(i===0)+'" data-v="'+i+'">'+t+'</button>'}).join(' ');
function total(){return sub+1.99+checkout.tip}
function renderTotal(){$('#place').textContent='Place order · '+eur(total())}
$$('#tips button').forEach(function(t){t.onclick=function(){checkout.tip=Number(t.dataset.v);$$('#tips button').forEach(function(u){u.setAttribute('aria-checked',String(u===t))});renderTotal()}});
$('#same').onchange=function(){$('#billing').hidden=$('#same').checked};
$$('input[name=when]').forEach(function(r){r.onchange=function(){checkout.when=r.value;$('#slot-wrap').hidden=r.value!=='later'}});
$('#slot').onchange=function(){checkout.slot=$('#slot').value};
$('#co').onsubmit=function(e){e.preventDefault();var f=$('fieldset'),errs=[];
 if(!$('[name=street]',f).value.trim())errs.push('Enter the street of your delivery address.');if(!$('[name=city]',f).value.trim())errs.push('Enter your city.');
 if(!/^[0-9]{5}$/.test($('[name=postcode]',f).value.trim()))errs.push('Postcode must be 5 digits.');if(!$('#phone').value.trim())errs.push('We need a phone number so the courier can reach you.');
 var card=$('#payf').contentDocument&&$('#payf').contentDocument.querySelector('#card');if(!card||card.value.replace(/ /g,'').length<13)errs.push('Enter your card details.');
 checkout.errors=errs;$('#errors').innerHTML=errs.map(function(x){return '<p>'+x+'</p>'}).join('');if(errs.length)return;
 checkout.placed=true;localStorage.removeItem('forkful-basket');location.href='/eats/track?order=FK-4821';};
renderTotal();`,
  },
);

const PAY_FRAME = page(
  'Card details',
  `<div style="padding:8px"><label for="card">Card number</label><input id="card" inputmode="numeric" size="22" autocomplete="cc-number">
<div style="display:flex;gap:8px;margin-top:8px"><input id="exp" placeholder="MM/YY" size="6" aria-label="Expiry"><input id="cvc" placeholder="CVC" size="4" aria-label="CVC">
<label style="margin:0"><input type="checkbox" id="remember"> Save card for next time</label></div></div>`,
);

const HELP = `customElements.define('fk-help',class extends HTMLElement{connectedCallback(){var r=this.attachShadow({mode:'open'}),self=this;
 this.state={open:false,topic:'',sent:null};
 r.innerHTML='<style>.p{border:1px solid #ccd;padding:10px;width:320px;background:#fff}</style><button id="open">Need help?</button><div class="p" id="panel" hidden>'+
 '<label for="topic">What went wrong?</label><br><select id="topic"><option value="">Choose a topic</option><option>Missing item</option><option>Late order</option><option>Wrong address</option><option>Something else</option></select><br>'+
 '<textarea id="msg" rows="3" cols="34" placeholder="Describe the problem"></textarea><br><button id="send">Send message</button><p id="reply" role="status"></p></div>';
 var q=function(s){return r.querySelector(s)};
 q('#open').onclick=function(){self.state.open=!self.state.open;q('#panel').hidden=!self.state.open};
 q('#topic').onchange=function(){self.state.topic=q('#topic').value};
 q('#send').onclick=function(){if(!q('#topic').value){q('#reply').textContent='Please choose a topic first.';return;}self.state.sent=q('#msg').value;q('#reply').textContent='Thanks! A support agent will reply in this chat within 5 minutes.'}}});`;

const TRACK = page(
  'Track your order | Forkful',
  `<header class="top"><strong>Forkful</strong><a href="/eats" style="margin-left:auto">Back to restaurants</a></header><main>
<h1 id="order-h"></h1><p class="muted">Luigi's Trattoria · 2 × Margherita (Medium) · paid €24.99</p>
<ol id="steps"><li>Order received</li><li>Being prepared</li><li>Out for delivery</li><li>Delivered</li></ol>
<p id="status" role="status" aria-live="polite"></p><p><button id="cancel">Cancel order</button></p>
<section class="card" aria-labelledby="rate-h" style="max-width:420px"><h2 id="rate-h">How was your last order from Burger Haus?</h2>
 <div class="stars" role="group" aria-label="Rating" id="stars"></div><button id="rate-send">Submit rating</button><p id="rate-msg" role="status"></p></section>
<fk-help></fk-help></main>`,
  {
    script: `${HELPERS}${HELP}
window.track={stage:0,cancelled:false,rating:0,rated:false};$('#order-h').textContent='Order '+(qs('order')||'FK-4821');
var MSG=["Luigi's Trattoria has received your order.",'Your food is being prepared. Estimated delivery 19:05.','Marco is on his way with your order! Arriving in about 12 minutes.'];
function stage(n){if(track.cancelled)return;track.stage=n;$('#status').textContent=MSG[n];$$('#steps li').forEach(function(li,i){if(i===n)li.setAttribute('aria-current','step');else li.removeAttribute('aria-current');li.textContent=li.textContent.replace(' ✓','')+(i<n?' ✓':'')});
 $('#cancel').disabled=n>0;}
stage(0);setTimeout(function(){stage(1)},2500);setTimeout(function(){stage(2)},5000);
$('#cancel').onclick=function(){track.cancelled=true;$('#status').textContent='Your order has been cancelled. You will not be charged.';$('#cancel').disabled=true};
for(var i=1;i<=5;i++){var b=document.createElement('button');b.textContent='★';b.setAttribute('aria-label','Rate '+i+' out of 5');b.dataset.v=i;$('#stars').appendChild(b)}
$$('#stars button').forEach(function(b){b.onclick=function(){track.rating=Number(b.dataset.v);$$('#stars button').forEach(function(x){x.classList.toggle('on',Number(x.dataset.v)<=track.rating);x.setAttribute('aria-pressed',String(Number(x.dataset.v)<=track.rating))})}});
$('#rate-send').onclick=function(){if(!track.rating){$('#rate-msg').textContent='Tap a star to rate your order.';return;}track.rated=true;$('#rate-msg').textContent='Thanks! You rated Burger Haus '+track.rating+' out of 5.'};`,
  },
);

export const eats: CorpusApp = {
  name: 'eats',
  description:
    "Forkful food delivery: restaurant cards with toggle chips, switch and sort; Luigi's menu with identical Add buttons, a customise dialog, basket steppers, promo codes, a minimum order and badge; checkout with twin address fieldsets, a placeholder-only field, revealed time slots, a tip radiogroup and a card iframe; order tracking that advances by itself, a star rating and a help chat in a shadow root.",
  routes: {
    '/eats': HOME,
    '/eats/menu': MENU,
    '/eats/checkout': CHECKOUT,
    '/eats/pay-frame': PAY_FRAME,
    '/eats/track': TRACK,
  },
};
