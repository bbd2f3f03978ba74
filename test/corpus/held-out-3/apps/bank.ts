/**
 * `bank`: Northfield Bank online banking.
 *
 * - `/bank/login`: customer ID + password (40418822 / Maple#2024), "Remember my customer ID", errors with attempts
 *   left. State: `window.login`.
 * - `/bank?welcome=1`: the dashboard: a greeting, a notifications button with a count and a panel, a user menu,
 *   account cards that all have "View transactions" (and Transfer or "Make a payment"), a "Freeze card" switch with a
 *   confirmation dialog, tabs (Upcoming payments with a Cancel button in every row, Savings goal with a slider,
 *   Insights rendered by a web component in an open shadow root) and a help chat in another open shadow root that
 *   answers after a delay. State: `window.dash`, `window.chat`.
 * - `/bank/account?page=`: the current account's 12 transactions, 5 a page, with a running balance column, a search
 *   box named by its placeholder, a Show select, Details and "More options" (a menu) in every row, a details dialog,
 *   a report dialog, and a statement that is ready after a delay. State: `window.acct`.
 * - `/bank/transfer`: move money: From select, "To" radios that reveal an own-account select, a payee combobox with
 *   similar names (Tom Becker, Tom Baker) or a new-payee fieldset; amount, reference (placeholder), date, repeat
 *   select; validation errors; a review dialog; a confirmation and toast; saved payee cards that all have Pay and a
 *   "Remove payee" icon button. State: `window.tx`.
 */
import type { CorpusApp } from '../../types';
import { HELPERS, page } from './html';

const HEADER = `<header class="bar"><span class="brand">Northfield Bank</span><nav aria-label="Main"><a href="/bank">Accounts</a> · <a href="/bank/transfer">Payments &amp; transfers</a> · <a href="/bank">Cards</a> · <a href="/bank">Help</a></nav>
<span style="margin-left:auto"></span><button id="bell" aria-label="Notifications" aria-expanded="false">🔔 <span class="badge" id="bell-count">3</span></button>
<button id="user" aria-haspopup="menu" aria-expanded="false">Priya Raman ▾</button></header>
<div role="menu" id="user-menu" hidden style="position:absolute;right:22px;top:52px;width:200px;z-index:5"><a role="menuitem" href="/bank">Profile and settings</a><a role="menuitem" href="/bank/account">Statements</a><a role="menuitem" href="/bank/login?out=1">Log out</a></div>`;

const HEADER_JS = `$('#user').onclick=function(){var o=$('#user-menu').hidden;$('#user-menu').hidden=!o;$('#user').setAttribute('aria-expanded',String(o))};
$('#bell').onclick=function(){var p=$('#notes');if(!p)return;p.hidden=!p.hidden;$('#bell').setAttribute('aria-expanded',String(!p.hidden))};`;

const LOGIN = page(
  'Log in | Northfield Bank',
  `<header class="bar"><span class="brand">Northfield Bank</span></header><main style="max-width:420px"><h1>Log in to Online Banking</h1>
<p id="out" class="ok" role="status"></p><form id="lf" class="card" novalidate>
<label for="cid">Customer ID</label><input id="cid" inputmode="numeric" autocomplete="username" size="20"><p class="hint">Your 8-digit customer ID is on your bank card letter.</p>
<label for="pw">Password</label><input id="pw" type="password" autocomplete="current-password" size="20">
<label><input type="checkbox" id="remember"> Remember my customer ID</label>
<p id="lf-err" class="error" role="alert"></p><button class="primary" type="submit">Log in</button> <a href="/bank/login">Forgot your password?</a></form></main>`,
  {
    script: `${HELPERS}window.login={tries:0};if(qs('out'))$('#out').textContent='You have logged out securely.';
$('#lf').onsubmit=function(e){e.preventDefault();var id=$('#cid').value.replace(/\\s/g,''),pw=$('#pw').value;
 if(!id){$('#lf-err').textContent='Enter your customer ID.';return}if(!pw){$('#lf-err').textContent='Enter your password.';return}
 login.tries++;if(id==='40418822'&&pw==='Maple#2024'){location.href='/bank?welcome=1';return}
 $('#lf-err').textContent='The customer ID or password you entered is incorrect. You have '+(3-login.tries)+(3-login.tries===1?' attempt':' attempts')+' left.'};`,
  },
);

const DASH = page(
  'Accounts | Northfield Bank',
  `${HEADER}<div id="notes" class="card" hidden style="position:absolute;right:120px;top:52px;width:330px;z-index:5"><h2 style="font-size:16px">Notifications</h2>
<ul id="note-list"><li>Your May statement is ready</li><li>Council tax of £148.00 is due on 5 Jun</li><li>New sign-in from Chrome on Windows</li></ul><button id="read-all">Mark all as read</button></div>
<main><p id="greet" role="status"></p><h1>Your accounts</h1><div class="row" id="accs">
<div class="card grow" data-acc="current"><h2 style="font-size:17px">Everyday Current Account</h2><p class="hint">Sort code 20-45-17 · Account ••••4417</p>
<p>Balance <strong>£2,431.08</strong></p><p class="hint">Available £2,931.08 including £500.00 arranged overdraft</p>
<button class="view">View transactions</button> <button class="move">Transfer</button></div>
<div class="card grow" data-acc="saver"><h2 style="font-size:17px">Instant Saver</h2><p class="hint">Sort code 20-45-17 · Account ••••9012</p>
<p>Balance <strong>£12,300.00</strong></p><p class="hint">Interest 3.10% AER variable</p>
<button class="view">View transactions</button> <button class="move">Transfer</button></div>
<div class="card grow" data-acc="credit"><h2 style="font-size:17px">Platinum Credit Card</h2><p class="hint">Card ending 3306</p>
<p>Balance <strong>£642.19</strong></p><p class="hint">Credit limit £3,000.00 · Available credit £2,357.81</p><p class="hint">Minimum payment £25.00 due 18 Jun</p>
<button class="view">View transactions</button> <button class="pay">Make a payment</button>
<p><span id="freeze-label">Freeze card</span> <button class="switch" role="switch" aria-checked="false" aria-labelledby="freeze-label" id="freeze"></button></p></div></div>
<div role="tablist" aria-label="More" style="margin-top:14px"><button role="tab" id="tab-up" aria-controls="p-up">Upcoming payments</button><button role="tab" id="tab-goal" aria-controls="p-goal">Savings goal</button><button role="tab" id="tab-ins" aria-controls="p-ins">Insights</button></div>
<section role="tabpanel" id="p-up" aria-labelledby="tab-up"><table id="upcoming"><thead><tr><th>Payee</th><th>Type</th><th>Date</th><th>Amount</th><th></th></tr></thead><tbody></tbody></table></section>
<section role="tabpanel" id="p-goal" aria-labelledby="tab-goal" hidden><p>Move money into your Instant Saver automatically on the 1st of each month.</p>
<label for="goal">Monthly savings amount</label><input type="range" id="goal" min="0" max="1000" step="25" value="200"> <output id="goal-out" for="goal">£200 a month</output>
<p><button id="goal-save" class="primary">Save goal</button></p></section>
<section role="tabpanel" id="p-ins" aria-labelledby="tab-ins" hidden><spend-summary></spend-summary></section>
<div class="overlay" id="fz" hidden><div class="modal" role="dialog" aria-modal="true" aria-labelledby="fz-h"><h2 id="fz-h">Freeze card ending 3306?</h2>
<p>While your card is frozen, card payments and cash withdrawals are declined. Direct debits still go out.</p><button id="fz-cancel">Cancel</button> <button class="primary" id="fz-ok">Freeze card</button></div></div>
<div class="overlay" id="cx" hidden><div class="modal" role="alertdialog" aria-modal="true" aria-labelledby="cx-h"><h2 id="cx-h"></h2><p>This only cancels this payment. Future payments are not affected.</p>
<button id="cx-keep">Keep payment</button> <button class="primary" id="cx-ok">Cancel payment</button></div></div></main>
<help-chat style="position:fixed;left:22px;bottom:22px"></help-chat>`,
  {
    script: `${HELPERS}${HEADER_JS}
window.dash={frozen:false,tab:'up',goal:200,savedGoal:null,cancelled:[],cancelTarget:null,opened:null,read:false};
if(qs('welcome'))$('#greet').textContent='Good morning, Priya. Your last login was on 24 May 2025 at 08:12.';
var UP=[['Harbour Lettings','Standing order','1 Jun 2025',950],['Camden Council','Direct debit','5 Jun 2025',148],['PureGym','Direct debit','7 Jun 2025',39.99],['Tom Becker','Standing order','15 Jun 2025',250]];
function renderUp(){$('#upcoming tbody').innerHTML=UP.filter(function(u){return dash.cancelled.indexOf(u[0])<0}).map(function(u){return '<tr data-payee="'+u[0]+'"><td>'+u[0]+'</td><td>'+u[1]+'</td><td>'+u[2]+'</td><td>£'+u[3].toFixed(2)+'</td><td><button class="cancel">Cancel</button></td></tr>'}).join('');
 $$('#upcoming .cancel').forEach(function(b){b.onclick=function(){dash.cancelTarget=b.closest('tr').dataset.payee;$('#cx-h').textContent='Cancel the payment to '+dash.cancelTarget+'?';$('#cx').hidden=false}})}
$('#cx-keep').onclick=function(){$('#cx').hidden=true};
$('#cx-ok').onclick=function(){dash.cancelled.push(dash.cancelTarget);$('#cx').hidden=true;renderUp();toast('Payment to '+dash.cancelTarget+' cancelled')};
function tab(k){dash.tab=k;['up','goal','ins'].forEach(function(x){$('#tab-'+x).setAttribute('aria-selected',String(x===k));$('#p-'+x).hidden=x!==k})}
['up','goal','ins'].forEach(function(x){$('#tab-'+x).onclick=function(){tab(x)}});tab('up');
$('#goal').oninput=function(){dash.goal=Number($('#goal').value);$('#goal-out').textContent='£'+dash.goal+' a month'};
$('#goal-save').onclick=function(){dash.savedGoal=dash.goal;toast('Savings goal updated to £'+dash.goal+' a month')};
$('#freeze').onclick=function(){if(dash.frozen){dash.frozen=false;$('#freeze').setAttribute('aria-checked','false');toast('Your card ending 3306 is unfrozen');return}$('#fz').hidden=false};
$('#fz-cancel').onclick=function(){$('#fz').hidden=true};
$('#fz-ok').onclick=function(){dash.frozen=true;$('#freeze').setAttribute('aria-checked','true');$('#fz').hidden=true;toast('Your card ending 3306 is frozen')};
$('#read-all').onclick=function(){dash.read=true;$('#bell-count').remove();$('#note-list').innerHTML='<li>You have no new notifications</li>'};
$$('#accs .view').forEach(function(b){b.onclick=function(){dash.opened=b.closest('.card').dataset.acc;location.href='/bank/account?id='+dash.opened}});
$$('#accs .move').forEach(function(b){b.onclick=function(){location.href='/bank/transfer?from='+b.closest('.card').dataset.acc}});
$('#accs .pay').onclick=function(){location.href='/bank/transfer?to=credit'};
renderUp();
customElements.define('spend-summary',class extends HTMLElement{connectedCallback(){var r=this.attachShadow({mode:'open'});var self=this;self.month='May';
 var D={May:[['Groceries',412.36],['Eating out',186.4],['Transport',92.1],['Subscriptions',10.99]],April:[['Groceries',389.02],['Eating out',240.15],['Transport',118.6],['Subscriptions',10.99]]};
 function draw(){r.innerHTML='<style>li{margin:3px 0}</style><h3>Spending in '+self.month+' 2025</h3><ul>'+D[self.month].map(function(d){return '<li>'+d[0]+': £'+d[1].toFixed(2)+'</li>'}).join('')+'</ul>'+
  '<button id="prev"'+(self.month==='April'?' disabled':'')+'>Previous month</button> <button id="next"'+(self.month==='May'?' disabled':'')+'>Next month</button>';
  r.querySelector('#prev').onclick=function(){self.month='April';window.dash.insightsMonth='April';draw()};r.querySelector('#next').onclick=function(){self.month='May';window.dash.insightsMonth='May';draw()}}
 draw()}});
window.chat={open:false,sent:[],replies:[]};
customElements.define('help-chat',class extends HTMLElement{connectedCallback(){var r=this.attachShadow({mode:'open'});
 r.innerHTML='<style>.panel{background:#fff;border:1px solid #b8c1cc;border-radius:8px;padding:10px;width:300px}.msg{margin:4px 0}</style><button id="open">💬 Chat with us</button>'+
 '<div class="panel" id="panel" hidden><strong>Northfield help</strong><div id="log" aria-live="polite"><p class="msg">Hi Priya, how can we help today?</p></div>'+
 '<input id="q" aria-label="Message" placeholder="Type your question"> <button id="send">Send</button> <button id="close" aria-label="Close chat">✕</button></div>';
 var log=r.querySelector('#log');r.querySelector('#open').onclick=function(){chat.open=true;r.querySelector('#panel').hidden=false};
 r.querySelector('#close').onclick=function(){chat.open=false;r.querySelector('#panel').hidden=true};
 function send(){var q=r.querySelector('#q'),t=q.value.trim();if(!t)return;chat.sent.push(t);q.value='';var p=document.createElement('p');p.className='msg';p.textContent='You: '+t;log.appendChild(p);
  setTimeout(function(){var a=document.createElement('p');a.className='msg';a.textContent='Thanks, Priya. An adviser will reply within 5 minutes.';chat.replies.push(a.textContent);log.appendChild(a)},1500)}
 r.querySelector('#send').onclick=send;r.querySelector('#q').onkeydown=function(e){if(e.key==='Enter')send()}}});`,
  },
);

const ACCOUNT = page(
  'Everyday Current Account | Northfield Bank',
  `${HEADER}<main><p class="hint"><a href="/bank">← Accounts</a></p><h1>Everyday Current Account</h1><p class="hint">Sort code 20-45-17 · Account ••••4417</p>
<p>Balance <strong>£2,431.08</strong></p>
<div class="row"><input id="q" type="search" placeholder="Search transactions" size="28">
<label for="show" style="display:inline;margin:0">Show</label> <select id="show"><option>All transactions</option><option>Money in</option><option>Money out</option></select>
<span class="grow"></span><button id="stmt">Download statement</button> <span id="stmt-status" role="status"></span></div>
<table id="tx" style="margin-top:10px;width:100%"><thead><tr><th>Date</th><th>Description</th><th>Category</th><th>Amount</th><th>Balance</th><th><span class="hint">Actions</span></th></tr></thead><tbody></tbody></table>
<p id="pinfo"></p><nav aria-label="Pagination" id="pager"></nav>
<div role="menu" id="rowmenu" hidden style="position:absolute;width:210px"><button role="menuitem" data-a="report">Report a problem</button><button role="menuitem" data-a="receipt">Download receipt</button><button role="menuitem" data-a="split">Split with a friend</button></div>
<div class="overlay" id="dt" hidden><div class="modal" role="dialog" aria-modal="true" aria-labelledby="dt-h"><h2 id="dt-h"></h2><p id="dt-text"></p><button id="dt-close">Close</button></div></div>
<div class="overlay" id="rp" hidden><div class="modal" role="dialog" aria-modal="true" aria-labelledby="rp-h"><h2 id="rp-h"></h2><fieldset><legend>What's wrong?</legend>
<label><input type="radio" name="why" value="unknown"> I don't recognise this transaction</label><label><input type="radio" name="why" value="twice"> I was charged twice</label><label><input type="radio" name="why" value="goods"> I didn't receive the goods or service</label></fieldset>
<label for="rp-more">Tell us more (optional)</label><textarea id="rp-more" rows="3" cols="40"></textarea><p id="rp-err" class="error" role="alert"></p>
<button id="rp-cancel">Cancel</button> <button class="primary" id="rp-send">Submit report</button></div></div></main>`,
  {
    script: `${HELPERS}${HEADER_JS}
var T=[['24 May 2025','Tesco Superstore','Groceries',-54.2],['23 May 2025','Transport for London','Transport',-8.4],['23 May 2025','Pret A Manger','Eating out',-6.95],['22 May 2025','Refund: Amazon','Shopping',23.99],
['21 May 2025','Octopus Energy','Bills',-86],['20 May 2025','Tom Becker','Transfer',-250],['19 May 2025',"Sainsbury's",'Groceries',-41.73],['18 May 2025','Netflix','Subscriptions',-10.99],
['16 May 2025','Acme Ltd Salary','Income',2150],['15 May 2025','Shell','Transport',-62.1],['14 May 2025','Deliveroo','Eating out',-23.45],['12 May 2025','Boots','Health',-12.6]];
var bal=2431.08;T.forEach(function(t,i){t[4]=Math.round(bal*100)/100;t[5]='TX'+(9120-i);bal-=t[3]});
function fmt(n){var s=Math.abs(n).toFixed(2).replace(/\\B(?=(\\d{3})+(?!\\d))/g,',');return (n<0?'−£':'+£')+s}
function fmtb(n){return '£'+n.toFixed(2).replace(/\\B(?=(\\d{3})+(?!\\d))/g,',')}
window.acct={page:Number(qs('page')||1),q:'',show:'All transactions',details:null,menuFor:null,reports:[],receipts:[],statement:false};
function rows(){return T.filter(function(t){return (!acct.q||t[1].toLowerCase().indexOf(acct.q)>=0)&&(acct.show==='All transactions'||(acct.show==='Money in')===(t[3]>0))})}
function render(){var rs=rows(),pages=Math.max(1,Math.ceil(rs.length/5));if(acct.page>pages)acct.page=pages;
 $('#tx tbody').innerHTML=rs.slice((acct.page-1)*5,acct.page*5).map(function(t){return '<tr data-t="'+t[5]+'"><td>'+t[0]+'</td><td>'+t[1]+'</td><td>'+t[2]+'</td><td>'+fmt(t[3])+'</td><td>'+fmtb(t[4])+'</td>'+
  '<td><button class="det">Details</button> <button class="more" aria-label="More options" aria-haspopup="menu">⋯</button></td></tr>'}).join('')||'<tr><td colspan="6">No transactions found.</td></tr>';
 $('#pinfo').textContent='Showing '+(rs.length?(acct.page-1)*5+1:0)+'–'+Math.min(acct.page*5,rs.length)+' of '+rs.length+' transactions';
 var h='<button data-p="'+(acct.page-1)+'"'+(acct.page===1?' disabled':'')+'>Previous</button> ';for(var i=1;i<=pages;i++)h+='<button data-p="'+i+'"'+(i===acct.page?' aria-current="page"':'')+'>'+i+'</button> ';
 $('#pager').innerHTML=h+'<button data-p="'+(acct.page+1)+'"'+(acct.page===pages?' disabled':'')+'>Next</button>';
 $$('#pager button').forEach(function(b){b.onclick=function(){acct.page=Number(b.dataset.p);render()}});
 $$('#tx .det').forEach(function(b){b.onclick=function(){var t=find(b.closest('tr').dataset.t);acct.details=t[5];$('#dt-h').textContent=t[1];$('#dt-text').textContent=t[0]+' · '+fmt(t[3])+' · '+t[2]+' · Reference '+t[5]+' · Card ending 4417';$('#dt').hidden=false}});
 $$('#tx .more').forEach(function(b){b.onclick=function(){acct.menuFor=b.closest('tr').dataset.t;var m=$('#rowmenu'),rc=b.getBoundingClientRect();m.style.left=(rc.left+scrollX-170)+'px';m.style.top=(rc.bottom+scrollY)+'px';m.hidden=false}});}
function find(id){return T.filter(function(t){return t[5]===id})[0]}
$('#q').oninput=function(){acct.q=$('#q').value.trim().toLowerCase();acct.page=1;render()};
$('#show').onchange=function(){acct.show=$('#show').value;acct.page=1;render()};
$('#dt-close').onclick=function(){$('#dt').hidden=true};
$$('#rowmenu button').forEach(function(b){b.onclick=function(){$('#rowmenu').hidden=true;var t=find(acct.menuFor);
 if(b.dataset.a==='receipt'){acct.receipts.push(t[5]);toast('Receipt for '+t[1]+' downloaded')}
 if(b.dataset.a==='split'){toast('Splitting is not available for this transaction')}
 if(b.dataset.a==='report'){$('#rp-h').textContent='Report a problem with '+t[1];$$('input[name=why]').forEach(function(r){r.checked=false});$('#rp-err').textContent='';$('#rp').hidden=false}}});
$('#rp-cancel').onclick=function(){$('#rp').hidden=true};
$('#rp-send').onclick=function(){var w=$('input[name=why]:checked');if(!w){$('#rp-err').textContent='Choose what is wrong with this transaction.';return}
 var t=find(acct.menuFor);acct.reports.push({id:t[5],why:w.value});$('#rp').hidden=true;toast("We've received your report about "+t[1]+'. We\\'ll be in touch within 2 working days.')};
$('#stmt').onclick=function(){$('#stmt').disabled=true;$('#stmt-status').textContent='Preparing your statement…';setTimeout(function(){acct.statement=true;$('#stmt-status').innerHTML='<a href="/bank/account" id="stmt-link">May 2025 statement (PDF) is ready</a>';$('#stmt').disabled=false},2000)};
document.addEventListener('keydown',function(e){if(e.key==='Escape'){$('#rowmenu').hidden=true;$$('.overlay').forEach(function(o){o.hidden=true})}});
render();`,
  },
);

const TRANSFER = page(
  'Move money | Northfield Bank',
  `${HEADER}<main><h1>Move money</h1><div class="row"><form id="tf" class="card grow" novalidate>
<div id="tf-errs" role="alert" class="error"></div>
<label for="from">From</label><select id="from"><option value="current">Everyday Current Account (••••4417) · £2,431.08</option><option value="saver">Instant Saver (••••9012) · £12,300.00</option></select>
<fieldset><legend>To</legend><label><input type="radio" name="mode" value="own"> One of my accounts</label><label><input type="radio" name="mode" value="payee"> Someone I've paid before</label><label><input type="radio" name="mode" value="new"> Someone new</label>
<div id="own-zone" hidden><label for="own">To account</label><select id="own"><option value="">Choose an account</option><option value="saver">Instant Saver (••••9012)</option><option value="current">Everyday Current Account (••••4417)</option><option value="credit">Platinum Credit Card (ending 3306)</option></select></div>
<div id="payee-zone" hidden style="position:relative"><label for="payee">Payee</label><input id="payee" role="combobox" aria-expanded="false" aria-controls="payee-list" aria-autocomplete="list" autocomplete="off" placeholder="Start typing a name" size="30">
<div role="listbox" id="payee-list" hidden style="position:absolute;width:300px;z-index:3"></div></div>
<div id="new-zone" hidden><fieldset><legend>New payee</legend><label for="np-name">Name on the account</label><input id="np-name" size="30"><label for="np-sort">Sort code</label><input id="np-sort" placeholder="00-00-00" size="10">
<label for="np-acc">Account number</label><input id="np-acc" inputmode="numeric" size="12"><label><input type="checkbox" id="np-save"> Save this payee for next time</label></fieldset></div></fieldset>
<label for="amount">Amount</label>£ <input id="amount" inputmode="decimal" size="10"><p class="hint" id="avail">Available balance: £2,431.08</p>
<label for="ref">Reference</label><input id="ref" placeholder="e.g. Rent June" size="24"><p class="hint">Up to 18 characters. The recipient will see this.</p>
<div class="row"><div><label for="when">Payment date</label><input type="date" id="when" value="2025-05-24"></div><div><label for="repeat">Repeat</label><select id="repeat"><option>Doesn't repeat</option><option>Every week</option><option>Every month</option></select></div></div>
<p><button class="primary" type="submit">Continue</button> <a href="/bank">Cancel</a></p></form>
<aside style="width:300px"><h2 style="font-size:17px">Saved payees</h2><div id="payees"></div></aside></div>
<div id="done" class="card" hidden><p class="ok" style="font-size:18px">✔ Transfer sent</p><p id="done-text"></p><a href="/bank">Back to accounts</a></div>
<div class="overlay" id="rv" hidden><div class="modal" role="dialog" aria-modal="true" aria-labelledby="rv-h"><h2 id="rv-h">Check your transfer</h2><table id="rv-table"><tbody></tbody></table>
<p><button id="rv-edit">Edit</button> <button class="primary" id="rv-ok">Confirm transfer</button></p></div></div></main>`,
  {
    script: `${HELPERS}${HEADER_JS}
var PAYEES=[['Tom Becker','20-11-05','••••6621'],['Harbour Lettings','40-02-33','••••1009'],['Mia Chen','60-83-71','••••4530'],['Tom Baker','30-94-12','••••7788']];
window.tx={mode:null,payee:null,amount:null,ref:null,sent:null,errors:[],removed:[],review:false};
$('#payee-list').innerHTML=PAYEES.map(function(p){return '<div role="option" tabindex="-1" data-name="'+p[0]+'">'+p[0]+' · '+p[1]+' · '+p[2]+'</div>'}).join('');
function mode(m){tx.mode=m;$('#own-zone').hidden=m!=='own';$('#payee-zone').hidden=m!=='payee';$('#new-zone').hidden=m!=='new';var r=$('input[name=mode][value='+m+']');if(r)r.checked=true}
$$('input[name=mode]').forEach(function(r){r.onchange=function(){mode(r.value)}});
function filterList(){var q=$('#payee').value.trim().toLowerCase();$$('#payee-list [role=option]').forEach(function(o){o.hidden=q&&o.textContent.toLowerCase().indexOf(q)<0});$('#payee-list').hidden=false;$('#payee').setAttribute('aria-expanded','true')}
$('#payee').onfocus=filterList;$('#payee').oninput=function(){tx.payee=null;filterList()};
$$('#payee-list [role=option]').forEach(function(o){o.onclick=function(){pick(o.dataset.name)}});
function pick(n){tx.payee=n;$('#payee').value=n;$('#payee-list').hidden=true;$('#payee').setAttribute('aria-expanded','false');$$('#payee-list [role=option]').forEach(function(o){o.setAttribute('aria-selected',String(o.dataset.name===n))})}
function renderPayees(){$('#payees').innerHTML=PAYEES.filter(function(p){return tx.removed.indexOf(p[0])<0}).map(function(p){return '<div class="card" data-payee="'+p[0]+'"><strong>'+p[0]+'</strong><p class="hint">'+p[1]+' · '+p[2]+'</p><button class="pay">Pay</button> <button class="rm" aria-label="Remove payee">🗑</button></div>'}).join('');
 $$('#payees .pay').forEach(function(b){b.onclick=function(){mode('payee');pick(b.closest('.card').dataset.payee);$('#amount').focus()}});
 $$('#payees .rm').forEach(function(b){b.onclick=function(){var n=b.closest('.card').dataset.payee;tx.removed.push(n);renderPayees();toast(n+' removed from your saved payees')}})}
renderPayees();
var q=qs('to');if(q==='credit'){mode('own');$('#own').value='credit'}
$('#from').onchange=function(){$('#avail').textContent='Available balance: '+($('#from').value==='current'?'£2,431.08':'£12,300.00')};
function who(){if(tx.mode==='own'){var o=$('#own');return o.value?o.options[o.selectedIndex].text:''}if(tx.mode==='payee')return tx.payee||'';if(tx.mode==='new')return $('#np-name').value.trim();return ''}
$('#tf').onsubmit=function(e){e.preventDefault();var errs=[],amt=Number($('#amount').value.replace(/,/g,'')),max=$('#from').value==='current'?2431.08:12300;
 if(!who())errs.push("Choose who you're paying.");
 if(tx.mode==='new'&&(!/^\\d\\d-?\\d\\d-?\\d\\d$/.test($('#np-sort').value.trim())||!/^\\d{8}$/.test($('#np-acc').value.trim())))errs.push('Enter a valid sort code and 8-digit account number.');
 if(!$('#amount').value.trim())errs.push('Enter an amount.');else if(!(amt>0))errs.push('Enter an amount greater than £0.00.');else if(amt>max)errs.push("You can't transfer more than your available balance of "+($('#from').value==='current'?'£2,431.08':'£12,300.00')+'.');
 if($('#ref').value.length>18)errs.push('Reference must be 18 characters or fewer.');
 tx.errors=errs;$('#tf-errs').innerHTML=errs.length?'<p>There is a problem:</p><ul>'+errs.map(function(x){return '<li>'+x+'</li>'}).join('')+'</ul>':'';if(errs.length)return;
 tx.amount=amt;tx.ref=$('#ref').value;tx.review=true;
 $('#rv-table tbody').innerHTML=[['From',$('#from').options[$('#from').selectedIndex].text.split(' · ')[0]],['To',who()],['Amount','£'+amt.toFixed(2)],['Reference',tx.ref||'—'],['Date',$('#when').value],['Repeat',$('#repeat').value]].map(function(r){return '<tr><th>'+r[0]+'</th><td>'+r[1]+'</td></tr>'}).join('');$('#rv').hidden=false};
$('#rv-edit').onclick=function(){$('#rv').hidden=true};
$('#rv-ok').onclick=function(){tx.sent={to:who(),amount:tx.amount,ref:tx.ref,date:$('#when').value,repeat:$('#repeat').value};$('#rv').hidden=true;$('#tf').hidden=true;$('#done').hidden=false;
 $('#done-text').textContent='£'+tx.amount.toFixed(2)+' is on its way to '+tx.sent.to+'. It usually arrives within 2 hours.';toast('£'+tx.amount.toFixed(2)+' sent to '+tx.sent.to)};`,
  },
);

export const bank: CorpusApp = {
  name: 'bank',
  description:
    'Northfield Bank online banking: a login with attempts left; a dashboard with a greeting, notification count, user menu, account cards with identical View transactions buttons, a Freeze card switch with a dialog, tabs with per-row Cancel buttons, a savings slider, spending insights and a help chat in open shadow roots (the chat answers after a delay); a paginated transactions table with a running balance, per-row Details and More options menus, report dialog and a delayed statement; a transfer form with radios that reveal fields, a payee combobox with similar names, validation errors, a review dialog, confirmation toast and saved payee cards with identical Pay buttons.',
  routes: {
    '/bank/login': LOGIN,
    '/bank': DASH,
    '/bank/account': ACCOUNT,
    '/bank/transfer': TRANSFER,
  },
};
