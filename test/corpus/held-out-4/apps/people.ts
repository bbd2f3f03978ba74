/**
 * `people`: Harbor HR, leave and timesheets. A time-off page (balance cards with identical Request buttons, a request
 * form with a leave-type select, two date inputs and a date error, half-day checkboxes, a note known only by its
 * placeholder, an approver combobox with two Priyas, a live working-days count, a disabled submit), a requests table
 * with Cancel in some rows and a confirmation dialog, a holidays accordion and a team panel that loads late; a weekly
 * timesheet grid of number inputs with row and day totals, identical "Remove row" icon buttons, a submit that waits
 * for 40 hours, an overtime switch and a history that loads on opening; a manager's approvals page with tabs, per-row
 * Approve and Decline, a decline dialog that needs a reason, row checkboxes and a bulk button.
 *
 * Query: `/people/timesheet?full=1` starts with 40 hours entered.
 */
import type { CorpusApp } from '../../types';
import { page } from './html';

const nav = (current: string) => `<header class="top"><span class="brand">Harbor HR</span>
  <nav class="row">${[
    ['leave', 'Time off'],
    ['timesheet', 'Timesheet'],
    ['approvals', 'Approvals <span class="count" id="nav-approvals">3</span>'],
  ]
    .map(
      ([p, t]) =>
        `<a href="/people/${p}"${p === current ? ' aria-current="page" style="font-weight:700"' : ''}>${t}</a>`,
    )
    .join(' ')}</nav>
  <span class="muted">Signed in as <strong>Sara Lind</strong></span></header>`;

const leave = page(
  'Time off · Harbor HR',
  `${nav('leave')}
<main>
  <h1>Time off</h1>
  <section aria-label="Balances" class="row" style="align-items:stretch">
    <div class="card balance" data-type="Annual leave" style="width:220px"><h3>Annual leave</h3><p><strong>14.5</strong> days left of 25</p><button class="req">Request</button></div>
    <div class="card balance" data-type="Sick leave" style="width:220px"><h3>Sick leave</h3><p><strong>8</strong> days left of 10</p><button class="req">Request</button></div>
    <div class="card balance" data-type="Volunteering" style="width:220px"><h3>Volunteering</h3><p><strong>2</strong> days left of 2</p><button class="req">Request</button></div>
  </section>
  <div style="display:grid;grid-template-columns:1fr 320px;gap:20px">
  <form id="req-form" class="card" aria-labelledby="req-h" novalidate>
    <h2 id="req-h">Request time off</h2>
    <label for="type">Leave type</label>
    <select id="type"><option value="">Choose…</option><option>Annual leave</option><option>Sick leave</option><option>Volunteering</option><option>Unpaid leave</option></select>
    <div class="row">
      <div><label for="from">First day</label><input type="date" id="from"></div>
      <div><label for="to">Last day</label><input type="date" id="to"></div>
    </div>
    <label class="inline"><input type="checkbox" id="half-first"> Half day on first day</label>
    <label class="inline"><input type="checkbox" id="half-last"> Half day on last day</label>
    <p id="date-error" class="error" role="alert" hidden>The last day can't be before the first day.</p>
    <p>Working days: <strong id="days">0</strong></p>
    <label for="approver">Approver</label>
    <div style="position:relative"><input id="approver" role="combobox" aria-autocomplete="list" aria-expanded="false" aria-controls="approver-list" autocomplete="off" style="width:320px">
      <ul role="listbox" id="approver-list" hidden>
        <li role="option" data-name="Priya Nair">Priya Nair · Engineering Manager</li>
        <li role="option" data-name="Priya Natarajan">Priya Natarajan · HR Partner</li>
        <li role="option" data-name="Tom Okafor">Tom Okafor · Director</li></ul></div>
    <textarea id="note" placeholder="Add a note for your manager (optional)" rows="3" style="width:100%;margin-top:10px"></textarea>
    <p><button class="primary" id="send" type="submit" disabled>Send request</button></p>
  </form>
  <aside>
    <div class="card"><button id="hol-btn" aria-expanded="false" aria-controls="hol">Upcoming public holidays</button>
      <ul id="hol" hidden><li>Fri 25 Dec — Christmas Day</li><li>Sat 26 Dec — Boxing Day (observed Mon 28 Dec)</li><li>Fri 1 Jan — New Year's Day</li></ul></div>
    <div class="card" id="team"><h3>Who's away this week</h3><p id="team-body" aria-live="polite">Loading team calendar…</p></div>
  </aside>
  </div>
  <h2>My requests</h2>
  <table id="requests"><thead><tr><th>Dates</th><th>Type</th><th>Working days</th><th>Approver</th><th>Status</th><th><span class="hidden">Actions</span></th></tr></thead><tbody></tbody></table>
</main>
<div class="backdrop" id="backdrop" hidden></div>
<div role="dialog" id="cancel-dialog" aria-modal="true" aria-labelledby="cx-title" hidden>
  <h2 id="cx-title">Cancel this request?</h2><p id="cx-body"></p>
  <p class="row"><button class="danger" id="cx-yes">Yes, cancel request</button><button id="cx-no">Keep request</button></p>
</div>`,
  `
window.requests=[
 {id:1,dates:'22 Dec 2026 – 4 Jan 2027',type:'Annual leave',days:6,approver:'Priya Nair',status:'Pending'},
 {id:2,dates:'4 Dec 2026',type:'Annual leave',days:1,approver:'Priya Nair',status:'Pending'},
 {id:3,dates:'9 Oct 2026',type:'Sick leave',days:1,approver:'Priya Nair',status:'Approved'},
 {id:4,dates:'10 Aug – 21 Aug 2026',type:'Annual leave',days:10,approver:'Tom Okafor',status:'Approved'},
 {id:5,dates:'3 Mar – 4 Mar 2026',type:'Volunteering',days:2,approver:'Priya Nair',status:'Declined'}];
var HOLIDAYS=['2026-12-25','2026-12-28','2027-01-01'], approverName='', cancelling=null;
function badge(s){return '<span class="badge '+(s==='Approved'?'green':s==='Pending'?'amber':s==='Declined'?'red':'')+'">'+s+'</span>';}
function renderRequests(){document.querySelector('#requests tbody').innerHTML=requests.map(function(r){
  return '<tr data-id="'+r.id+'"><td>'+r.dates+'</td><td>'+r.type+'</td><td>'+r.days+'</td><td>'+r.approver+'</td><td class="status">'+badge(r.status)+'</td><td>'+(r.status==='Pending'?'<button class="cancel">Cancel</button>':'')+'</td></tr>';}).join('');}
function fmt(iso){var d=new Date(iso+'T00:00:00');return d.getDate()+' '+['Jan','Feb','Mar','Apr','May','Jun','Jul','Aug','Sep','Oct','Nov','Dec'][d.getMonth()]+' '+d.getFullYear();}
function workingDays(){var f=document.getElementById('from').value,t=document.getElementById('to').value;if(!f||!t)return null;
  var a=new Date(f+'T00:00:00'),b=new Date(t+'T00:00:00');if(b<a)return -1;var n=0;
  for(var d=new Date(a);d<=b;d.setDate(d.getDate()+1)){var wd=d.getDay(),iso=d.getFullYear()+'-'+String(d.getMonth()+1).padStart(2,'0')+'-'+String(d.getDate()).padStart(2,'0');if(wd>0&&wd<6&&HOLIDAYS.indexOf(iso)<0)n++;}
  if(n>0&&document.getElementById('half-first').checked)n-=0.5;if(n>0.5&&document.getElementById('half-last').checked&&f!==t)n-=0.5;return n;}
function update(){var n=workingDays(),err=document.getElementById('date-error');err.hidden=n!==-1;
  document.getElementById('days').textContent=n===null||n<0?'0':String(n);
  document.getElementById('send').disabled=!(document.getElementById('type').value&&n>0&&approverName);}
['type','from','to','half-first','half-last'].forEach(function(id){var el=document.getElementById(id);el.addEventListener('input',update);el.addEventListener('change',update);});
var ap=document.getElementById('approver'),apl=document.getElementById('approver-list');
function openList(){var q=ap.value.trim().toLowerCase();apl.querySelectorAll('[role=option]').forEach(function(o){o.hidden=q&&o.textContent.toLowerCase().indexOf(q)<0;});apl.hidden=false;ap.setAttribute('aria-expanded','true');}
ap.addEventListener('focus',openList);ap.addEventListener('input',function(){approverName='';openList();update();});
ap.addEventListener('keydown',function(e){if(e.key==='Enter'){e.preventDefault();var first=[].find.call(apl.querySelectorAll('[role=option]'),function(o){return !o.hidden;});if(first)choose(first);}});
apl.addEventListener('click',function(e){var o=e.target.closest('[role=option]');if(o)choose(o);});
function choose(o){approverName=o.dataset.name;ap.value=approverName;apl.hidden=true;ap.setAttribute('aria-expanded','false');apl.querySelectorAll('[role=option]').forEach(function(x){x.setAttribute('aria-selected',String(x===o));});update();}
document.addEventListener('click',function(e){if(!e.target.closest('#approver,#approver-list')){apl.hidden=true;ap.setAttribute('aria-expanded','false');}});
document.getElementById('req-form').onsubmit=function(e){e.preventDefault();if(document.getElementById('send').disabled)return;
  var f=document.getElementById('from').value,t=document.getElementById('to').value;
  requests.unshift({id:requests.length+1,dates:f===t?fmt(f):fmt(f)+' – '+fmt(t),type:document.getElementById('type').value,days:workingDays(),approver:approverName,status:'Pending'});
  renderRequests();toast('Request sent to '+approverName+'. You will get an email when it is decided.');this.reset();approverName='';update();};
document.querySelectorAll('.req').forEach(function(b){b.onclick=function(){document.getElementById('type').value=b.closest('.balance').dataset.type;update();document.getElementById('from').focus();};});
document.querySelector('#requests').addEventListener('click',function(e){if(!e.target.classList.contains('cancel'))return;cancelling=requests.find(function(r){return r.id===Number(e.target.closest('tr').dataset.id);});
  document.getElementById('cx-body').textContent=cancelling.type+', '+cancelling.dates+' ('+cancelling.days+' working '+(cancelling.days===1?'day':'days')+')';
  document.getElementById('cancel-dialog').hidden=false;document.getElementById('backdrop').hidden=false;});
function closeDialog(){document.getElementById('cancel-dialog').hidden=true;document.getElementById('backdrop').hidden=true;}
document.getElementById('cx-no').onclick=closeDialog;
document.getElementById('cx-yes').onclick=function(){cancelling.status='Cancelled';closeDialog();renderRequests();toast('Your request was cancelled');};
document.getElementById('hol-btn').onclick=function(){var l=document.getElementById('hol');l.hidden=!l.hidden;this.setAttribute('aria-expanded',String(!l.hidden));};
setTimeout(function(){document.getElementById('team-body').innerHTML='<span id="team-loaded">Kofi Mensah (Mon–Wed) and Lena Fischer (Fri) are away this week.</span>';},1500);
renderRequests();update();
`,
);

const PROJECTS = ['Apollo – development', 'Internal – meetings', 'Support rota'];
const timesheet = page(
  'Timesheet · Harbor HR',
  `${nav('timesheet')}
<main>
  <div class="row"><h1 style="margin-right:auto">Timesheet</h1><span class="badge amber" id="ts-status">Draft</span></div>
  <div class="row"><button class="icon" aria-label="Previous week" id="prev">‹</button><strong id="week">Week of 16 Nov 2026</strong><button class="icon" aria-label="Next week" id="next" disabled>›</button>
    <button id="copy">Copy last week</button></div>
  <table id="grid" style="margin-top:10px"><thead><tr><th>Project</th><th>Mon 16</th><th>Tue 17</th><th>Wed 18</th><th>Thu 19</th><th>Fri 20</th><th>Total</th><th></th></tr></thead>
    <tbody></tbody>
    <tfoot><tr><th>Daily total</th><td class="dt"></td><td class="dt"></td><td class="dt"></td><td class="dt"></td><td class="dt"></td><th id="week-total"></th><td></td></tr></tfoot></table>
  <div class="row" style="margin-top:10px"><label for="new-project" style="margin:0">Project</label>
    <select id="new-project"><option value="">Choose a project…</option><option>Borealis – research</option><option>Training</option><option>Client: Meridian</option></select>
    <button id="add-row">Add row</button></div>
  <div class="row" style="margin-top:14px"><button role="switch" id="ot" aria-checked="false" aria-labelledby="ot-label"></button><span id="ot-label">I worked overtime this week</span></div>
  <div id="ot-box" hidden><label for="ot-reason">Reason for overtime</label><input id="ot-reason" style="width:360px"></div>
  <p id="hint" class="muted"></p>
  <p><button class="primary" id="submit-ts" disabled>Submit for approval</button></p>
  <div class="card"><button id="hist-btn" aria-expanded="false" aria-controls="hist">Approval history</button><div id="hist" hidden></div></div>
</main>`,
  `
var DAYS=['Mon 16 Nov','Tue 17 Nov','Wed 18 Nov','Thu 19 Nov','Fri 20 Nov'];
window.rows=qs('full')==='1'?[['${PROJECTS[0]}',[7,6,7,4,5]],['${PROJECTS[1]}',[1,1,1,2,1]],['${PROJECTS[2]}',[0,1,0,2,2]]]:[['${PROJECTS[0]}',[6,6,7,0,5]],['${PROJECTS[1]}',[1,1,1,2,1]],['${PROJECTS[2]}',[0,0,0,4,0]]];
var submitted=false;
function h(n){return n.toFixed(1);}
function renderGrid(){document.querySelector('#grid tbody').innerHTML=rows.map(function(r,i){
  return '<tr data-row="'+i+'"><th scope="row">'+r[0]+'</th>'+r[1].map(function(v,d){return '<td><input type="number" min="0" max="24" step="0.5" style="width:64px" aria-label="'+r[0]+', '+DAYS[d]+'" value="'+v+'" data-d="'+d+'"'+(submitted?' disabled':'')+'></td>';}).join('')+'<td class="rt"></td><td><button class="icon rm" aria-label="Remove row"'+(submitted?' disabled':'')+'>🗑</button></td></tr>';}).join('');totals();}
function totals(){var dts=document.querySelectorAll('.dt'),all=0;
  for(var d=0;d<5;d++){var s=rows.reduce(function(a,r){return a+Number(r[1][d]||0);},0);dts[d].textContent=h(s);all+=s;}
  document.querySelectorAll('#grid tbody tr').forEach(function(tr,i){tr.querySelector('.rt').textContent=h(rows[i][1].reduce(function(a,b){return a+Number(b||0);},0));});
  document.getElementById('week-total').textContent=h(all)+' h';window.weekTotal=all;
  document.getElementById('hint').textContent=submitted?'Submitted for approval to Priya Nair.':all>=40?'Ready to submit.':'You need '+h(40-all)+' more hours to submit.';
  document.getElementById('submit-ts').disabled=submitted||all<40;}
document.getElementById('grid').addEventListener('input',function(e){var inp=e.target;if(inp.tagName!=='INPUT')return;rows[Number(inp.closest('tr').dataset.row)][1][Number(inp.dataset.d)]=Number(inp.value||0);totals();});
document.getElementById('grid').addEventListener('click',function(e){if(e.target.classList.contains('rm')){rows.splice(Number(e.target.closest('tr').dataset.row),1);renderGrid();toast('Row removed');}});
document.getElementById('add-row').onclick=function(){var p=document.getElementById('new-project').value;if(!p){toast('Choose a project first');return;}rows.push([p,[0,0,0,0,0]]);document.getElementById('new-project').value='';renderGrid();};
document.getElementById('copy').onclick=function(){rows=[['${PROJECTS[0]}',[7,7,7,7,4]],['${PROJECTS[1]}',[1,1,1,1,1]],['${PROJECTS[2]}',[0,0,0,0,3]]];renderGrid();toast('Copied 40.0 hours from the week of 9 Nov');};
document.getElementById('ot').onclick=function(){var on=this.getAttribute('aria-checked')!=='true';this.setAttribute('aria-checked',String(on));document.getElementById('ot-box').hidden=!on;};
document.getElementById('submit-ts').onclick=function(){submitted=true;var s=document.getElementById('ts-status');s.textContent='Submitted';s.className='badge blue';renderGrid();toast('Timesheet submitted for approval');};
document.getElementById('prev').onclick=function(){toast('Week of 9 Nov 2026 is locked (approved).');};
document.getElementById('hist-btn').onclick=function(){var box=document.getElementById('hist'),open=box.hidden;box.hidden=!open;this.setAttribute('aria-expanded',String(open));
  if(open&&!box.dataset.loaded){box.innerHTML='<p>Loading history…</p>';setTimeout(function(){box.dataset.loaded='1';box.innerHTML='<ul id="hist-list"><li>Week of 9 Nov: approved by Priya Nair on 14 Nov</li><li>Week of 2 Nov: returned by Priya Nair on 7 Nov, "Missing Friday hours"</li><li>Week of 26 Oct: approved by Priya Nair on 31 Oct</li></ul>';},1200);}};
renderGrid();
`,
);

const approvals = page(
  'Approvals · Harbor HR',
  `${nav('approvals')}
<main>
  <h1>Approvals</h1>
  <div role="tablist" aria-label="Approval types">
    <button role="tab" id="tab-leave" aria-selected="true" aria-controls="p-leave">Leave (<span id="c-leave">3</span>)</button>
    <button role="tab" id="tab-ts" aria-selected="false" aria-controls="p-ts">Timesheets (2)</button>
  </div>
  <section role="tabpanel" id="p-leave" aria-labelledby="tab-leave">
    <div class="row"><input id="search" placeholder="Search people" style="width:220px"><button id="bulk" disabled>Approve selected (0)</button></div>
    <table id="leave-table"><thead><tr><th><input type="checkbox" id="all" aria-label="Select all"></th><th>Employee</th><th>Dates</th><th>Type</th><th>Days</th><th>Balance after</th><th>Status</th><th></th></tr></thead><tbody></tbody></table>
  </section>
  <section role="tabpanel" id="p-ts" aria-labelledby="tab-ts" hidden>
    <table><thead><tr><th>Employee</th><th>Week</th><th>Hours</th><th></th></tr></thead><tbody>
      <tr><td>Kofi Mensah</td><td>16 Nov 2026</td><td>40.0</td><td><button class="ts-ok">Approve</button></td></tr>
      <tr><td>Lena Fischer</td><td>16 Nov 2026</td><td>38.5</td><td><button class="ts-ok">Approve</button></td></tr></tbody></table>
  </section>
</main>
<div class="backdrop" id="backdrop" hidden></div>
<div role="dialog" id="decline-dialog" aria-modal="true" aria-labelledby="dc-title" hidden>
  <h2 id="dc-title"></h2>
  <label for="dc-reason">Reason for declining</label>
  <textarea id="dc-reason" rows="3" style="width:100%"></textarea>
  <p class="muted">The employee sees this reason.</p>
  <p class="row"><button class="danger" id="dc-ok" disabled>Decline request</button><button id="dc-cancel">Cancel</button></p>
</div>`,
  `
window.pending=[
 {id:'k',name:'Kofi Mensah',dates:'30 Nov – 2 Dec',type:'Annual leave',days:3,after:'9 days',status:'Waiting'},
 {id:'l',name:'Lena Fischer',dates:'24 Dec',type:'Annual leave',days:1,after:'2.5 days',status:'Waiting'},
 {id:'m',name:'Marco Bianchi',dates:'7 Dec – 11 Dec',type:'Unpaid leave',days:5,after:'—',status:'Waiting'}];
var declining=null,q='';
function render(){document.querySelector('#leave-table tbody').innerHTML=pending.filter(function(p){return !q||p.name.toLowerCase().indexOf(q)>=0;}).map(function(p){var w=p.status==='Waiting';
  return '<tr data-id="'+p.id+'"><td><input type="checkbox" class="sel" aria-label="Select '+p.name+'"'+(w?'':' disabled')+'></td><td>'+p.name+'</td><td>'+p.dates+'</td><td>'+p.type+'</td><td>'+p.days+'</td><td>'+p.after+'</td><td class="status"><span class="badge '+(p.status==='Approved'?'green':p.status==='Declined'?'red':'amber')+'">'+p.status+'</span></td><td>'+(w?'<button class="ok">Approve</button> <button class="no">Decline</button>':'')+'</td></tr>';}).join('');
  var n=pending.filter(function(p){return p.status==='Waiting';}).length;document.getElementById('c-leave').textContent=n;document.getElementById('nav-approvals').textContent=n;bulk();}
function bulk(){var n=document.querySelectorAll('.sel:checked').length,b=document.getElementById('bulk');b.textContent='Approve selected ('+n+')';b.disabled=n===0;}
function byRow(el){var id=el.closest('tr').dataset.id;return pending.find(function(p){return p.id===id;});}
document.getElementById('leave-table').addEventListener('click',function(e){var t=e.target;
  if(t.classList.contains('ok')){var p=byRow(t);p.status='Approved';render();toast('Leave approved for '+p.name);}
  if(t.classList.contains('no')){declining=byRow(t);document.getElementById('dc-title').textContent='Decline '+declining.name+"'s request?";document.getElementById('dc-reason').value='';document.getElementById('dc-ok').disabled=true;
    document.getElementById('decline-dialog').hidden=false;document.getElementById('backdrop').hidden=false;}});
document.getElementById('leave-table').addEventListener('change',function(e){if(e.target.id==='all'){document.querySelectorAll('.sel:not(:disabled)').forEach(function(c){c.checked=e.target.checked;});}bulk();});
document.getElementById('bulk').onclick=function(){var n=0;document.querySelectorAll('.sel:checked').forEach(function(c){byRow(c).status='Approved';n++;});document.getElementById('all').checked=false;render();toast(n+' requests approved');};
document.getElementById('dc-reason').oninput=function(){document.getElementById('dc-ok').disabled=!this.value.trim();};
function closeDialog(){document.getElementById('decline-dialog').hidden=true;document.getElementById('backdrop').hidden=true;}
document.getElementById('dc-cancel').onclick=closeDialog;
document.getElementById('dc-ok').onclick=function(){declining.status='Declined';declining.reason=document.getElementById('dc-reason').value;closeDialog();render();toast('Request declined. '+declining.name+' has been notified.');};
document.getElementById('search').oninput=function(){q=this.value.trim().toLowerCase();render();};
document.querySelectorAll('[role=tab]').forEach(function(t){t.onclick=function(){document.querySelectorAll('[role=tab]').forEach(function(x){x.setAttribute('aria-selected',String(x===t));});
  document.getElementById('p-leave').hidden=t.id!=='tab-leave';document.getElementById('p-ts').hidden=t.id!=='tab-ts';};});
document.getElementById('p-ts').addEventListener('click',function(e){if(e.target.classList.contains('ts-ok')){var tr=e.target.closest('tr');e.target.replaceWith(Object.assign(document.createElement('span'),{className:'badge green',textContent:'Approved'}));toast('Timesheet approved for '+tr.cells[0].textContent);}});
render();
`,
);

export const peopleApp: CorpusApp = {
  name: 'people',
  description:
    'Harbor HR: time-off balances and a request form (dates, half days, a working-days count, an approver combobox), a requests table with a cancel dialog, late team calendar; a weekly timesheet grid with totals and a 40-hour submit; a manager approvals page with tabs, row actions, a decline dialog and bulk approval.',
  routes: { '/people/leave': leave, '/people/timesheet': timesheet, '/people/approvals': approvals },
};
