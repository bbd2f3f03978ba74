/**
 * `board`: Trackly, a project issue tracker. A sign-in page and a kanban board for the Apollo project: four columns
 * with counts and a WIP limit, cards that all carry the same icon buttons ("Move to next column", "Card actions"), a
 * card menu, a delete confirmation, an "Add card" form in every column, a filter field known only by its
 * placeholder, an "Only my issues" switch, a custom priority filter, a notifications bell with a count, a card
 * dialog (status select, assignee listbox, priority radios, points slider, due date, labels, comments), a sprint
 * completion dialog, tabs, and a report that is generated after a delay.
 *
 * Query: `?open=APO-104` opens that card's dialog, `?tab=reports|timeline` selects a tab, `?mine=1` turns the switch on.
 */
import type { CorpusApp } from '../../types';
import { page } from './html';

const login = page(
  'Sign in · Trackly',
  `<header class="top"><span class="brand">Trackly</span></header>
<main style="max-width:420px">
  <h1>Sign in to your workspace</h1>
  <form id="login" novalidate>
    <label for="email">Work email</label>
    <input id="email" type="email" autocomplete="username" style="width:100%">
    <label for="pw">Password</label>
    <div class="row"><input id="pw" type="password" style="flex:1"><button type="button" class="icon" id="peek" aria-label="Show password">👁</button></div>
    <label class="inline"><input type="checkbox" id="keep"> Keep me signed in</label>
    <p id="login-error" class="error" role="alert" hidden></p>
    <p><button class="primary" type="submit">Sign in</button> <a href="#" class="muted">Forgot password?</a></p>
    <p class="muted">New to Trackly? <a href="#">Create a workspace</a></p>
  </form>
</main>`,
  `
document.getElementById('peek').onclick=function(){var p=document.getElementById('pw');p.type=p.type==='password'?'text':'password';this.setAttribute('aria-label',p.type==='password'?'Show password':'Hide password');};
document.getElementById('login').onsubmit=function(e){e.preventDefault();
  var em=document.getElementById('email').value.trim(),pw=document.getElementById('pw').value,err=document.getElementById('login-error');
  if(!em||!pw){err.textContent='Enter your email and password.';err.hidden=false;return;}
  if(em.toLowerCase()==='dana@trackly.io'&&pw==='orbit-42'){sessionStorage.setItem('trackly-user','Dana Whitfield');location.href='/board/board';return;}
  err.textContent='That email and password combination is not right. 2 attempts left.';err.hidden=false;};
`,
);

const board = page(
  'Apollo board · Trackly',
  `<header class="top"><span class="brand">Trackly</span>
  <label for="project" style="margin:0">Project</label>
  <select id="project"><option selected>Apollo</option><option>Borealis</option><option>Cosmos</option></select>
  <span style="position:relative"><button class="icon" id="bell" aria-label="Notifications" aria-expanded="false">🔔<span class="count" id="bell-count">4</span></button>
    <div id="notes" class="card" hidden style="position:absolute;right:0;width:300px;z-index:6">
      <ul id="note-list" style="padding-left:18px">
        <li>Kofi mentioned you on APO-107</li><li>Lena moved APO-101 to In review</li><li>Marco commented on APO-103</li><li>Sprint 14 ends in 3 days</li>
      </ul><button id="read-all">Mark all as read</button></div></span>
  <span style="position:relative"><button id="user-btn" aria-haspopup="menu" aria-expanded="false"><span id="user-name">Dana Whitfield</span> ▾</button>
    <ul role="menu" id="user-menu" hidden style="right:0"><li role="menuitem">Profile</li><li role="menuitem">Keyboard shortcuts</li><li role="menuitem" id="sign-out">Sign out</li></ul></span>
</header>
<main>
  <h1>Apollo</h1>
  <div class="row" id="sprint"><strong>Sprint 14</strong><span class="muted">Nov 16 – Nov 29 · ends in 3 days</span><span class="badge blue" id="sprint-state">Active</span><button id="complete-sprint">Complete sprint</button></div>
  <div role="tablist" aria-label="Views">
    <button role="tab" id="tab-board" aria-controls="panel-board" aria-selected="true">Board</button>
    <button role="tab" id="tab-timeline" aria-controls="panel-timeline" aria-selected="false">Timeline</button>
    <button role="tab" id="tab-reports" aria-controls="panel-reports" aria-selected="false">Reports</button>
  </div>
  <section id="panel-board" role="tabpanel" aria-labelledby="tab-board">
    <div class="row" id="filters">
      <input id="filter" placeholder="Filter cards" style="width:220px">
      <span class="row" style="gap:6px"><button role="switch" id="mine" aria-checked="false" aria-labelledby="mine-label"></button><span id="mine-label">Only my issues</span></span>
      <span style="position:relative"><button id="prio-btn" aria-haspopup="listbox" aria-expanded="false">Priority: <span id="prio-value">Any</span> ▾</button>
        <ul role="listbox" id="prio-list" aria-label="Priority" hidden>
          <li role="option" aria-selected="true">Any</li><li role="option" aria-selected="false">High</li><li role="option" aria-selected="false">Medium</li><li role="option" aria-selected="false">Low</li></ul></span>
      <span class="muted" id="shown">14 cards</span>
    </div>
    <div id="columns" style="display:grid;grid-template-columns:repeat(4,1fr);gap:12px;margin-top:12px"></div>
  </section>
  <section id="panel-timeline" role="tabpanel" aria-labelledby="tab-timeline" hidden>
    <h2>Timeline</h2>
    <table><thead><tr><th>Sprint</th><th>Dates</th><th>Goal</th><th>Points</th></tr></thead><tbody>
      <tr><td>Sprint 13</td><td>Nov 2 – Nov 15</td><td>Import and export</td><td>27</td></tr>
      <tr><td>Sprint 14</td><td>Nov 16 – Nov 29</td><td>Team invitations</td><td>61</td></tr>
      <tr><td>Sprint 15</td><td>Nov 30 – Dec 13</td><td>Public API limits</td><td>—</td></tr></tbody></table>
  </section>
  <section id="panel-reports" role="tabpanel" aria-labelledby="tab-reports" hidden>
    <h2>Reports</h2>
    <p class="muted">Velocity (last 3 sprints): 24, 31, 27 points</p>
    <button id="gen-report">Generate burndown report</button>
    <div id="report" aria-live="polite"></div>
  </section>
</main>
<div class="backdrop" id="backdrop" hidden></div>
<div role="dialog" id="card-dialog" aria-modal="true" aria-labelledby="cd-title" hidden>
  <div class="row"><h2 id="cd-title" style="margin:0;flex:1"></h2><button class="icon" id="cd-close" aria-label="Close">✕</button></div>
  <label for="cd-status">Status</label>
  <select id="cd-status"><option value="backlog">Backlog</option><option value="progress">In progress</option><option value="review">In review</option><option value="done">Done</option></select>
  <label id="cd-assignee-label">Assignee</label>
  <div style="position:relative"><button id="cd-assignee" role="combobox" aria-labelledby="cd-assignee-label" aria-expanded="false" aria-controls="cd-people"></button>
    <ul role="listbox" id="cd-people" aria-label="Assignee" hidden>
      <li role="option">Unassigned</li><li role="option">Dana Whitfield</li><li role="option">Kofi Mensah</li><li role="option">Lena Fischer</li><li role="option">Marco Bianchi</li></ul></div>
  <fieldset style="margin-top:8px"><legend>Priority</legend>
    <label class="inline"><input type="radio" name="cd-prio" value="High"> High</label>
    <label class="inline"><input type="radio" name="cd-prio" value="Medium"> Medium</label>
    <label class="inline"><input type="radio" name="cd-prio" value="Low"> Low</label></fieldset>
  <label for="cd-points">Story points</label>
  <div class="row"><input type="range" id="cd-points" min="0" max="13" step="1"><output id="cd-points-out" for="cd-points"></output></div>
  <label for="cd-due">Due date</label>
  <input type="date" id="cd-due">
  <fieldset style="margin-top:8px"><legend>Labels</legend>
    <label class="inline"><input type="checkbox" name="cd-label" value="bug"> bug</label>
    <label class="inline"><input type="checkbox" name="cd-label" value="frontend"> frontend</label>
    <label class="inline"><input type="checkbox" name="cd-label" value="backend"> backend</label>
    <label class="inline"><input type="checkbox" name="cd-label" value="security"> security</label></fieldset>
  <h3>Comments</h3>
  <ul id="cd-comments"></ul>
  <textarea id="cd-comment" placeholder="Write a comment…" rows="2" style="width:100%"></textarea>
  <p><button id="cd-comment-btn" disabled>Comment</button></p>
  <p class="row"><button class="primary" id="cd-save">Save changes</button><button id="cd-cancel">Cancel</button></p>
</div>
<div role="dialog" id="delete-dialog" aria-modal="true" aria-labelledby="dd-title" hidden>
  <h2 id="dd-title"></h2><p>This removes the card and its comments. You can't undo this.</p>
  <p class="row"><button class="danger" id="dd-ok">Delete</button><button id="dd-cancel">Cancel</button></p>
</div>
<div role="dialog" id="sprint-dialog" aria-modal="true" aria-labelledby="sd-title" hidden>
  <h2 id="sd-title">Complete Sprint 14?</h2>
  <p id="sd-summary"></p>
  <fieldset><legend>Move open issues to</legend>
    <label class="inline"><input type="radio" name="sd-target" value="Sprint 15" checked> Sprint 15</label>
    <label class="inline"><input type="radio" name="sd-target" value="Backlog"> Backlog</label></fieldset>
  <p class="row"><button class="primary" id="sd-ok">Complete sprint</button><button id="sd-cancel">Cancel</button></p>
</div>`,
  `
var COLS=[['backlog','Backlog'],['progress','In progress'],['review','In review'],['done','Done']];
var PEOPLE={DW:'Dana Whitfield',KM:'Kofi Mensah',LF:'Lena Fischer',MB:'Marco Bianchi'};
window.cards=[
 {key:'APO-112',title:'Export board as PDF',col:'backlog',prio:'Low',pts:3,who:'',labels:[],due:''},
 {key:'APO-115',title:'Dark mode for settings',col:'backlog',prio:'Medium',pts:5,who:'KM',labels:['frontend'],due:''},
 {key:'APO-118',title:'Rate-limit the public API',col:'backlog',prio:'High',pts:8,who:'DW',labels:['backend','security'],due:'2026-12-10'},
 {key:'APO-120',title:'Translate onboarding emails',col:'backlog',prio:'Low',pts:2,who:'LF',labels:[],due:''},
 {key:'APO-104',title:'Password reset email is sent twice',col:'progress',prio:'High',pts:3,who:'DW',labels:['bug','backend'],due:'2026-11-27'},
 {key:'APO-107',title:'Search results pagination',col:'progress',prio:'Medium',pts:5,who:'KM',labels:['frontend'],due:''},
 {key:'APO-109',title:'Upgrade charting library',col:'progress',prio:'Low',pts:3,who:'MB',labels:['frontend'],due:''},
 {key:'APO-101',title:'Invite teammates by link',col:'review',prio:'Medium',pts:5,who:'LF',labels:['frontend','backend'],due:'2026-11-28'},
 {key:'APO-103',title:'Audit log for admin actions',col:'review',prio:'High',pts:8,who:'MB',labels:['security'],due:''},
 {key:'APO-095',title:'Onboarding checklist',col:'done',prio:'Medium',pts:5,who:'DW',labels:[],due:''},
 {key:'APO-096',title:'CSV import for issues',col:'done',prio:'High',pts:8,who:'KM',labels:['backend'],due:''},
 {key:'APO-098',title:'Fix timezone in due dates',col:'done',prio:'High',pts:2,who:'LF',labels:['bug'],due:''},
 {key:'APO-099',title:'Slack notifications',col:'done',prio:'Medium',pts:3,who:'MB',labels:[],due:''},
 {key:'APO-100',title:'Keyboard shortcuts help',col:'done',prio:'Low',pts:1,who:'DW',labels:[],due:''}];
window.cardComments={'APO-104':['Kofi: reproduced on staging, both emails arrive within a second.']};
var nextKey=121, filterText='', mine=qs('mine')==='1', prio='Any', openMenu=null, current=null, blocked={};
function byKey(k){return cards.find(function(c){return c.key===k;});}
function prioClass(p){return p==='High'?'red':p==='Medium'?'amber':'green';}
function visible(c){return (!filterText||c.title.toLowerCase().indexOf(filterText)>=0||c.key.toLowerCase().indexOf(filterText)>=0)&&(!mine||c.who==='DW')&&(prio==='Any'||c.prio===prio);}
function render(){
  var host=document.getElementById('columns'),html='',shown=0;
  COLS.forEach(function(col,ci){
    var list=cards.filter(function(c){return c.col===col[0]&&visible(c);});shown+=list.length;
    var all=cards.filter(function(c){return c.col===col[0];}).length;
    var pts=cards.filter(function(c){return c.col===col[0];}).reduce(function(a,c){return a+c.pts;},0);
    html+='<section class="column" data-column="'+col[0]+'" aria-labelledby="h-'+col[0]+'" style="background:#eceff3;border-radius:8px;padding:8px">';
    html+='<h2 id="h-'+col[0]+'" style="font-size:15px;margin:4px 0">'+col[1]+' <span class="badge col-count">'+all+'</span></h2>';
    html+='<div class="muted" style="font-size:12px">'+pts+' points'+(col[0]==='progress'?' · WIP limit 4':'')+'</div>';
    list.forEach(function(c){
      html+='<article class="card" data-key="'+c.key+'"><div class="row" style="justify-content:space-between"><span class="muted key">'+c.key+'</span>'+(blocked[c.key]?'<span class="badge red">Blocked</span>':'')+'<span class="badge prio '+prioClass(c.prio)+'">'+c.prio+'</span></div>';
      html+='<button class="card-title" style="border:none;background:none;padding:4px 0;text-align:left;font-weight:600">'+esc(c.title)+'</button>';
      html+='<div class="row" style="justify-content:space-between"><span class="avatar badge" title="'+(PEOPLE[c.who]||'Unassigned')+'">'+(c.who||'—')+'</span><span class="pts" title="Story points">'+c.pts+' pts</span>';
      html+='<span style="position:relative">'+(ci<3?'<button class="icon move" aria-label="Move to next column">→</button>':'')+'<button class="icon actions" aria-label="Card actions" aria-haspopup="menu" aria-expanded="false">⋯</button></span></div></article>';
    });
    html+='<div class="add-area"><button class="add-card">+ Add card</button></div></section>';
  });
  host.innerHTML=html;
  document.getElementById('shown').textContent=shown+(shown===1?' card':' cards');
}
function closeMenus(){document.querySelectorAll('.card-menu').forEach(function(m){m.remove();});document.querySelectorAll('.actions').forEach(function(b){b.setAttribute('aria-expanded','false');});}
document.getElementById('columns').addEventListener('click',function(e){
  var t=e.target.closest('button');if(!t)return;var art=t.closest('article'),c=art&&byKey(art.dataset.key);
  if(t.classList.contains('move')){var i=COLS.findIndex(function(x){return x[0]===c.col;});c.col=COLS[i+1][0];render();toast(c.key+' moved to '+COLS[i+1][1]);return;}
  if(t.classList.contains('actions')){var open=t.getAttribute('aria-expanded')==='true';closeMenus();if(open)return;t.setAttribute('aria-expanded','true');
    var m=document.createElement('ul');m.setAttribute('role','menu');m.className='card-menu';m.style.right='0';
    m.innerHTML='<li role="menuitem" data-a="me">Assign to me</li><li role="menuitem" data-a="block">'+(blocked[c.key]?'Unblock':'Mark as blocked')+'</li><li role="menuitem" data-a="copy">Copy link</li><li role="menuitem" data-a="del">Delete card</li>';
    t.parentNode.appendChild(m);
    m.onclick=function(ev){var a=ev.target.dataset.a;closeMenus();
      if(a==='me'){c.who='DW';render();toast(c.key+' assigned to you');}
      if(a==='block'){blocked[c.key]=!blocked[c.key];render();}
      if(a==='copy'){toast('Link copied');}
      if(a==='del'){current=c;document.getElementById('dd-title').textContent='Delete '+c.key+'?';document.getElementById('delete-dialog').hidden=false;document.getElementById('backdrop').hidden=false;}};
    return;}
  if(t.classList.contains('card-title')){openCard(c.key);return;}
  if(t.classList.contains('add-card')){var area=t.parentNode,colId=t.closest('.column').dataset.column;
    area.innerHTML='<textarea class="new-title" placeholder="What needs to be done?" rows="2" style="width:100%"></textarea><div class="row"><button class="primary add-confirm">Add</button><button class="add-cancel">Cancel</button></div>';
    area.dataset.col=colId;area.querySelector('textarea').focus();return;}
  if(t.classList.contains('add-confirm')){var a2=t.closest('.add-area'),title=a2.querySelector('textarea').value.trim();if(!title)return;
    cards.push({key:'APO-'+(nextKey++),title:title,col:a2.dataset.col,prio:'Medium',pts:0,who:'',labels:[],due:''});render();toast('Card created');return;}
  if(t.classList.contains('add-cancel')){render();}
});
document.getElementById('columns').addEventListener('keydown',function(e){if(e.key==='Enter'&&e.target.classList.contains('new-title')&&!e.shiftKey){e.preventDefault();e.target.closest('.add-area').querySelector('.add-confirm').click();}if(e.key==='Escape'&&e.target.classList.contains('new-title')){render();}});
document.getElementById('dd-ok').onclick=function(){cards.splice(cards.indexOf(current),1);closeDialogs();render();toast(current.key+' deleted');};
document.getElementById('dd-cancel').onclick=closeDialogs;
function closeDialogs(){document.querySelectorAll('[role=dialog]').forEach(function(d){d.hidden=true;});document.getElementById('backdrop').hidden=true;}
function setAssignee(name){document.getElementById('cd-assignee').textContent=name;}
function openCard(k){var c=byKey(k);current=c;
  document.getElementById('cd-title').textContent=c.key+' '+c.title;
  document.getElementById('cd-status').value=c.col;setAssignee(PEOPLE[c.who]||'Unassigned');
  document.querySelectorAll('input[name=cd-prio]').forEach(function(r){r.checked=r.value===c.prio;});
  document.getElementById('cd-points').value=c.pts;document.getElementById('cd-points-out').textContent=c.pts;
  document.getElementById('cd-due').value=c.due;
  document.querySelectorAll('input[name=cd-label]').forEach(function(b){b.checked=c.labels.indexOf(b.value)>=0;});
  renderComments();document.getElementById('cd-comment').value='';document.getElementById('cd-comment-btn').disabled=true;
  document.getElementById('card-dialog').hidden=false;document.getElementById('backdrop').hidden=false;}
function renderComments(){var list=cardComments[current.key]||[];document.getElementById('cd-comments').innerHTML=list.map(function(x){return '<li>'+esc(x)+'</li>';}).join('')||'<li class="muted">No comments yet</li>';}
document.getElementById('cd-points').oninput=function(){document.getElementById('cd-points-out').textContent=this.value;};
document.getElementById('cd-assignee').onclick=function(){var l=document.getElementById('cd-people');l.hidden=!l.hidden;this.setAttribute('aria-expanded',String(!l.hidden));};
document.getElementById('cd-people').onclick=function(e){if(e.target.getAttribute('role')!=='option')return;setAssignee(e.target.textContent);this.hidden=true;document.getElementById('cd-assignee').setAttribute('aria-expanded','false');};
document.getElementById('cd-comment').oninput=function(){document.getElementById('cd-comment-btn').disabled=!this.value.trim();};
document.getElementById('cd-comment-btn').onclick=function(){var v=document.getElementById('cd-comment').value.trim();if(!v)return;(cardComments[current.key]=cardComments[current.key]||[]).push('Dana: '+v);renderComments();document.getElementById('cd-comment').value='';this.disabled=true;};
document.getElementById('cd-save').onclick=function(){var c=current;c.col=document.getElementById('cd-status').value;
  var who=document.getElementById('cd-assignee').textContent;c.who=Object.keys(PEOPLE).find(function(k){return PEOPLE[k]===who;})||'';
  var r=document.querySelector('input[name=cd-prio]:checked');if(r)c.prio=r.value;c.pts=Number(document.getElementById('cd-points').value);
  c.due=document.getElementById('cd-due').value;c.labels=Array.from(document.querySelectorAll('input[name=cd-label]:checked')).map(function(b){return b.value;});
  closeDialogs();render();toast('Changes saved');};
document.getElementById('cd-close').onclick=closeDialogs;document.getElementById('cd-cancel').onclick=closeDialogs;
document.addEventListener('keydown',function(e){if(e.key==='Escape'){closeDialogs();closeMenus();}});
document.getElementById('filter').oninput=function(){filterText=this.value.trim().toLowerCase();render();};
var sw=document.getElementById('mine');sw.setAttribute('aria-checked',String(mine));
sw.onclick=function(){mine=!mine;this.setAttribute('aria-checked',String(mine));render();};
document.getElementById('prio-btn').onclick=function(){var l=document.getElementById('prio-list');l.hidden=!l.hidden;this.setAttribute('aria-expanded',String(!l.hidden));};
document.getElementById('prio-list').onclick=function(e){if(e.target.getAttribute('role')!=='option')return;prio=e.target.textContent;
  this.querySelectorAll('[role=option]').forEach(function(o){o.setAttribute('aria-selected',String(o===e.target));});
  document.getElementById('prio-value').textContent=prio;this.hidden=true;document.getElementById('prio-btn').setAttribute('aria-expanded','false');render();};
document.getElementById('bell').onclick=function(){var n=document.getElementById('notes');n.hidden=!n.hidden;this.setAttribute('aria-expanded',String(!n.hidden));};
document.getElementById('read-all').onclick=function(){document.getElementById('bell-count').remove();document.getElementById('note-list').innerHTML='<li class="muted">You are all caught up</li>';};
document.getElementById('user-btn').onclick=function(){var m=document.getElementById('user-menu');m.hidden=!m.hidden;this.setAttribute('aria-expanded',String(!m.hidden));};
document.getElementById('sign-out').onclick=function(){sessionStorage.removeItem('trackly-user');location.href='/board/login';};
document.querySelectorAll('[role=tab]').forEach(function(tab){tab.onclick=function(){selectTab(tab.id.slice(4));};});
function selectTab(name){document.querySelectorAll('[role=tab]').forEach(function(t){t.setAttribute('aria-selected',String(t.id==='tab-'+name));});
  document.querySelectorAll('[role=tabpanel]').forEach(function(p){p.hidden=p.id!=='panel-'+name;});}
document.getElementById('gen-report').onclick=function(){var r=document.getElementById('report'),b=this;b.disabled=true;r.innerHTML='<p>Preparing report…</p>';
  setTimeout(function(){var done=cards.filter(function(c){return c.col==='done';}).reduce(function(a,c){return a+c.pts;},0),all=cards.reduce(function(a,c){return a+c.pts;},0);
    r.innerHTML='<p id="report-ready"><strong>Burndown ready.</strong> '+done+' of '+all+' points completed in Sprint 14.</p><a href="#" id="report-link">Download PDF</a>';b.disabled=false;},1800);};
document.getElementById('complete-sprint').onclick=function(){var done=cards.filter(function(c){return c.col==='done';}).length;
  document.getElementById('sd-summary').textContent=done+' issues are done. '+(cards.length-done)+' open issues will be moved.';
  document.getElementById('sprint-dialog').hidden=false;document.getElementById('backdrop').hidden=false;};
document.getElementById('sd-cancel').onclick=closeDialogs;
document.getElementById('sd-ok').onclick=function(){var to=document.querySelector('input[name=sd-target]:checked').value;closeDialogs();
  document.getElementById('sprint-state').textContent='Completed';document.getElementById('sprint-state').className='badge green';
  document.getElementById('complete-sprint').disabled=true;window.sprintMovedTo=to;toast('Sprint 14 completed. Open issues moved to '+to+'.');};
var u=sessionStorage.getItem('trackly-user');if(u)document.getElementById('user-name').textContent=u;
render();
if(qs('tab'))selectTab(qs('tab'));
if(qs('open'))openCard(qs('open'));
`,
);

export const boardApp: CorpusApp = {
  name: 'board',
  description:
    'Trackly, a project issue tracker: sign-in, and a kanban board with four columns, identical icon buttons on every card, a card menu, per-column Add card forms, filters (placeholder-only field, switch, custom listbox), a notifications count, a card dialog, a sprint dialog, tabs and a delayed report.',
  routes: { '/board/login': login, '/board/board': board },
};
