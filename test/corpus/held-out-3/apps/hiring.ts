/**
 * `hiring`: Talentdesk, a recruiting board (applicant tracking).
 *
 * - `/hiring?tab=`: jobs in tabs with counts (Open, Drafts, Closed), a search box named by its placeholder, a
 *   department select, job cards that all have "View pipeline" and a "Job actions" menu (Edit job, Duplicate, Close
 *   job), a close confirmation dialog, "new" badges and toasts. State: `window.jobs`.
 * - `/hiring/pipeline?job=frontend&page=&stage=`: the Senior Frontend Engineer pipeline: stage tabs with counts, a
 *   table of 14 candidates (6 a page) with a checkbox, Advance and Reject in every row (disabled once rejected), a
 *   bulk bar (Move to select + Apply), a reject dialog with a reason select and an email checkbox, pagination and
 *   toasts. State: `window.pipe`.
 * - `/hiring/candidate?id=nadia`: a candidate profile: a custom stage listbox, tabs (Overview, Resume in an iframe
 *   (`/hiring/resume-frame`) with its own Download PDF and zoom buttons, Scorecard with three star ratings whose
 *   buttons share names, recommendation radios and a required-rating error, Activity as an accordion), and a
 *   schedule-interview dialog (type select, date input, time select, interviewer checkboxes, an invite switch,
 *   errors). State: `window.cand`.
 */
import type { CorpusApp } from '../../types';
import { HELPERS, page } from './html';

const HEADER = `<header class="bar"><span class="brand">Talentdesk</span><nav aria-label="Main"><a href="/hiring">Jobs</a> · <a href="/hiring/pipeline?job=frontend">Candidates</a> · <a href="/hiring">Reports</a></nav>
<span style="margin-left:auto" class="hint">Signed in as Marta Silva · Recruiter</span></header>`;

const JOBS = page(
  'Jobs | Talentdesk',
  `${HEADER}<main><h1>Jobs</h1><div role="tablist" aria-label="Job status" id="tabs"></div>
<p class="row"><input id="q" type="search" placeholder="Search jobs" size="26"> <label for="dept" style="display:inline;margin:0 0 0 12px">Department</label>
<select id="dept"><option>All departments</option><option>Engineering</option><option>Design</option><option>Sales</option><option>Support</option><option>Data</option></select></p>
<div id="list"></div>
<div role="menu" id="jmenu" hidden style="position:absolute;width:170px"><button role="menuitem" data-a="edit">Edit job</button><button role="menuitem" data-a="dup">Duplicate</button><button role="menuitem" data-a="close">Close job</button></div>
<div class="overlay" id="cj" hidden><div class="modal" role="alertdialog" aria-modal="true" aria-labelledby="cj-h"><h2 id="cj-h"></h2><p>Candidates in the pipeline stay, but the job ad is taken down from the careers page.</p>
<button id="cj-keep">Keep open</button> <button class="primary" id="cj-ok">Close job</button></div></div></main>`,
  {
    script: `${HELPERS}
var J=[['frontend','Senior Frontend Engineer','Engineering','Lisbon · Hybrid',14,3,'2 May 2025','open'],['backend','Backend Engineer (Go)','Engineering','Remote (EU)',22,5,'28 Apr 2025','open'],
['designer','Product Designer','Design','Berlin · On-site',9,0,'6 May 2025','open'],['sdr','Sales Development Rep','Sales','Madrid · Hybrid',31,12,'15 Apr 2025','open'],
['support','Customer Support Lead','Support','Lisbon · On-site',0,0,'—','draft'],['data','Data Analyst','Data','Remote (EU)',48,0,'3 Feb 2025','closed'],['qa','QA Engineer','Engineering','Lisbon · Hybrid',27,0,'10 Jan 2025','closed']];
window.jobs={tab:qs('tab')||'open',dept:'All departments',q:'',closed:[],dup:[],edited:null,menuFor:null,opened:null};
function count(s){return J.filter(function(j){return j[7]===s}).length}
function render(){$('#tabs').innerHTML=[['open','Open'],['draft','Drafts'],['closed','Closed']].map(function(t){return '<button role="tab" data-t="'+t[0]+'" aria-selected="'+(t[0]===jobs.tab)+'">'+t[1]+' ('+count(t[0])+')</button>'}).join('');
 $$('#tabs [role=tab]').forEach(function(t){t.onclick=function(){jobs.tab=t.dataset.t;render()}});
 var l=J.filter(function(j){return j[7]===jobs.tab&&(jobs.dept==='All departments'||j[2]===jobs.dept)&&(!jobs.q||j[1].toLowerCase().indexOf(jobs.q)>=0)});
 $('#list').innerHTML=l.map(function(j){return '<article class="card" data-job="'+j[0]+'"><div class="row"><div class="grow"><h2 style="font-size:17px;margin:0">'+j[1]+'</h2><p class="hint">'+j[2]+' · '+j[3]+' · Posted '+j[6]+'</p>'+
  '<p>'+j[4]+' candidates '+(j[5]?'<span class="badge">'+j[5]+' new</span>':'')+'</p></div><div><button class="pipe">View pipeline</button> <button class="jm" aria-label="Job actions" aria-haspopup="menu">⋯</button></div></div></article>'}).join('')||'<p>No jobs here yet.</p>';
 $$('#list .pipe').forEach(function(b){b.onclick=function(){jobs.opened=b.closest('article').dataset.job;location.href='/hiring/pipeline?job='+jobs.opened}});
 $$('#list .jm').forEach(function(b){b.onclick=function(){jobs.menuFor=b.closest('article').dataset.job;var m=$('#jmenu'),r=b.getBoundingClientRect();m.style.left=(r.left+scrollX-130)+'px';m.style.top=(r.bottom+scrollY)+'px';m.hidden=false}})}
function find(id){return J.filter(function(j){return j[0]===id})[0]}
$$('#jmenu button').forEach(function(b){b.onclick=function(){$('#jmenu').hidden=true;var j=find(jobs.menuFor);
 if(b.dataset.a==='edit'){jobs.edited=j[0];toast('Editing '+j[1])}
 if(b.dataset.a==='dup'){jobs.dup.push(j[0]);J.push([j[0]+'-copy',j[1]+' (copy)',j[2],j[3],0,0,'—','draft']);render();toast(j[1]+' duplicated to Drafts')}
 if(b.dataset.a==='close'){$('#cj-h').textContent='Close '+j[1]+'?';$('#cj').hidden=false}}});
$('#cj-keep').onclick=function(){$('#cj').hidden=true};
$('#cj-ok').onclick=function(){var j=find(jobs.menuFor);j[7]='closed';jobs.closed.push(j[0]);$('#cj').hidden=true;render();toast(j[1]+' closed')};
$('#q').oninput=function(){jobs.q=$('#q').value.trim().toLowerCase();render()};
$('#dept').onchange=function(){jobs.dept=$('#dept').value;render()};
document.addEventListener('keydown',function(e){if(e.key==='Escape'){$('#jmenu').hidden=true;$('#cj').hidden=true}});
render();`,
  },
);

const PIPELINE = page(
  'Senior Frontend Engineer · Pipeline | Talentdesk',
  `${HEADER}<main><p class="hint"><a href="/hiring">← Jobs</a></p><h1>Senior Frontend Engineer</h1><p class="hint">Engineering · Lisbon · Hybrid · Hiring manager: João Pires</p>
<div role="tablist" aria-label="Stages" id="stages"></div>
<div id="bulk" class="card" hidden><span id="bulk-n"></span> <label for="move" style="display:inline;margin:0 0 0 12px">Move to</label> <select id="move"><option>New</option><option>Screening</option><option>Interview</option><option>Offer</option><option>Hired</option></select>
 <button id="apply">Apply</button> <button id="clear-sel">Clear selection</button></div>
<table id="cands" style="width:100%"><thead><tr><th><span class="hint">Select</span></th><th>Candidate</th><th>Applied</th><th>Source</th><th>Stage</th><th>Rating</th><th>Actions</th></tr></thead><tbody></tbody></table>
<p id="pinfo"></p><nav aria-label="Pagination" id="pager"></nav>
<div class="overlay" id="rj" hidden><div class="modal" role="dialog" aria-modal="true" aria-labelledby="rj-h"><h2 id="rj-h"></h2>
<label for="rj-reason">Reason</label><select id="rj-reason"><option value="">Choose a reason</option><option>Not enough experience</option><option>Salary expectations</option><option>Position filled</option><option>Other</option></select>
<label><input type="checkbox" id="rj-email" checked> Send rejection email</label><p id="rj-err" class="error" role="alert"></p>
<button id="rj-cancel">Cancel</button> <button class="primary" id="rj-ok">Reject candidate</button></div></div></main>`,
  {
    script: `${HELPERS}
var C=[['nadia','Nadia Okafor','3 May 2025','LinkedIn','Screening',4.5],['jonas','Jonas Weber','3 May 2025','Referral','Interview',4.0],['aiko','Aiko Tanaka','4 May 2025','Careers page','New',0],
['mateo','Mateo Silva','5 May 2025','LinkedIn','Offer',4.8],['chloe','Chloé Martin','5 May 2025','Indeed','Rejected',2.0],['ravi','Ravi Patel','6 May 2025','Referral','Screening',3.5],
['emma','Emma Lindqvist','7 May 2025','Careers page','Interview',4.2],['samuel','Samuel Osei','7 May 2025','LinkedIn','New',0],['lucia','Lucía Fernández','8 May 2025','Indeed','Screening',3.0],
['oliver','Oliver Grant','8 May 2025','Agency','Rejected',1.5],['hana','Hana Kim','9 May 2025','LinkedIn','Interview',3.8],['pedro','Pedro Costa','10 May 2025','Careers page','New',0],
['grace','Grace Liu','11 May 2025','Referral','Screening',4.1],['daniel','Daniel Nowak','12 May 2025','Indeed','Rejected',2.5]];
var STAGES=['New','Screening','Interview','Offer','Hired'];
window.pipe={job:qs('job')||'frontend',page:Number(qs('page')||1),stage:qs('stage')||'All',selected:[],moved:{},rejected:{},target:null};
function rows(){return C.filter(function(c){return pipe.stage==='All'||c[4]===pipe.stage})}
function render(){$('#stages').innerHTML=['All'].concat(STAGES,['Rejected']).map(function(s){var n=s==='All'?C.length:C.filter(function(c){return c[4]===s}).length;return '<button role="tab" data-s="'+s+'" aria-selected="'+(s===pipe.stage)+'">'+s+' ('+n+')</button>'}).join('');
 $$('#stages [role=tab]').forEach(function(t){t.onclick=function(){pipe.stage=t.dataset.s;pipe.page=1;render()}});
 var rs=rows(),pages=Math.max(1,Math.ceil(rs.length/6));if(pipe.page>pages)pipe.page=pages;
 $('#cands tbody').innerHTML=rs.slice((pipe.page-1)*6,pipe.page*6).map(function(c){var out=c[4]==='Rejected'||c[4]==='Hired';return '<tr data-c="'+c[0]+'"><td><input type="checkbox" class="sel" aria-label="Select '+c[1]+'"'+(pipe.selected.indexOf(c[0])>=0?' checked':'')+'></td>'+
  '<td><a href="/hiring/candidate?id='+c[0]+'">'+c[1]+'</a></td><td>'+c[2]+'</td><td>'+c[3]+'</td><td><span class="tag">'+c[4]+'</span></td><td>'+(c[5]?'★ '+c[5].toFixed(1):'—')+'</td>'+
  '<td><button class="adv"'+(out?' disabled':'')+'>Advance</button> <button class="rej"'+(c[4]==='Rejected'?' disabled':'')+'>Reject</button></td></tr>'}).join('')||'<tr><td colspan="7">No candidates in this stage.</td></tr>';
 $('#pinfo').textContent='Page '+pipe.page+' of '+pages+' · '+rs.length+' candidates';
 var h='<button data-p="'+(pipe.page-1)+'"'+(pipe.page===1?' disabled':'')+'>Previous</button> ';for(var i=1;i<=pages;i++)h+='<button data-p="'+i+'"'+(i===pipe.page?' aria-current="page"':'')+'>'+i+'</button> ';
 $('#pager').innerHTML=h+'<button data-p="'+(pipe.page+1)+'"'+(pipe.page===pages?' disabled':'')+'>Next page</button>';
 $$('#pager button').forEach(function(b){b.onclick=function(){pipe.page=Number(b.dataset.p);render()}});
 $$('#cands .sel').forEach(function(x){x.onchange=function(){var id=x.closest('tr').dataset.c,i=pipe.selected.indexOf(id);if(x.checked&&i<0)pipe.selected.push(id);if(!x.checked&&i>=0)pipe.selected.splice(i,1);bulk()}});
 $$('#cands .adv').forEach(function(b){b.onclick=function(){var c=find(b.closest('tr').dataset.c);c[4]=STAGES[STAGES.indexOf(c[4])+1];pipe.moved[c[0]]=c[4];render();toast(c[1]+' moved to '+c[4])}});
 $$('#cands .rej').forEach(function(b){b.onclick=function(){var c=find(b.closest('tr').dataset.c);pipe.target=c[0];$('#rj-h').textContent='Reject '+c[1]+'?';$('#rj-reason').value='';$('#rj-email').checked=true;$('#rj-err').textContent='';$('#rj').hidden=false}});bulk()}
function bulk(){$('#bulk').hidden=pipe.selected.length===0;$('#bulk-n').textContent=pipe.selected.length+' selected'}
function find(id){return C.filter(function(c){return c[0]===id})[0]}
$('#apply').onclick=function(){var s=$('#move').value;pipe.selected.forEach(function(id){var c=find(id);c[4]=s;pipe.moved[id]=s});var n=pipe.selected.length;pipe.selected=[];render();toast(n+(n===1?' candidate':' candidates')+' moved to '+s)};
$('#clear-sel').onclick=function(){pipe.selected=[];render()};
$('#rj-cancel').onclick=function(){$('#rj').hidden=true;pipe.target=null};
$('#rj-ok').onclick=function(){if(!$('#rj-reason').value){$('#rj-err').textContent='Choose a reason for the rejection.';return}var c=find(pipe.target);c[4]='Rejected';
 pipe.rejected[c[0]]={reason:$('#rj-reason').value,email:$('#rj-email').checked};$('#rj').hidden=true;render();toast(c[1]+' rejected'+($('#rj-email').checked?' · email sent':''))};
document.addEventListener('keydown',function(e){if(e.key==='Escape')$('#rj').hidden=true});
render();`,
  },
);

const RESUME = page(
  'Resume · Nadia Okafor',
  `<div style="padding:10px;background:#fff"><p><button id="dl">Download PDF</button> <button id="zout" aria-label="Zoom out">−</button> <span id="zl">100%</span> <button id="zin" aria-label="Zoom in">+</button></p>
<div id="doc"><h2>Nadia Okafor</h2><p>Frontend Engineer · Porto, Portugal</p><h3>Experience</h3><ul><li>Farfetch — Senior Frontend Engineer (2021–present)</li><li>Talkdesk — Frontend Engineer (2018–2021)</li><li>Blip — Junior Web Developer (2017–2018)</li></ul>
<h3>Education</h3><p>BSc Computer Science, University of Porto (2017)</p><h3>Skills</h3><p>React, TypeScript, GraphQL, accessibility, design systems</p></div></div>`,
  {
    script: `${HELPERS}window.resume={zoom:100,downloads:0};
$('#dl').onclick=function(){resume.downloads++};$('#zin').onclick=function(){resume.zoom=Math.min(200,resume.zoom+25);$('#zl').textContent=resume.zoom+'%'};
$('#zout').onclick=function(){resume.zoom=Math.max(50,resume.zoom-25);$('#zl').textContent=resume.zoom+'%'};`,
  },
);

const CANDIDATE = page(
  'Nadia Okafor · Candidate | Talentdesk',
  `${HEADER}<main><p class="hint"><a href="/hiring/pipeline?job=frontend">← Senior Frontend Engineer pipeline</a></p>
<div class="row"><div class="grow"><h1 style="margin-bottom:2px">Nadia Okafor</h1><p class="hint">Applied for Senior Frontend Engineer (Lisbon) on 3 May 2025 via LinkedIn</p></div>
<div style="position:relative"><button id="stage" aria-haspopup="listbox" aria-expanded="false"></button><div role="listbox" id="stage-list" aria-label="Stage" hidden style="position:absolute;width:170px;z-index:3"></div></div>
<button class="primary" id="sched">Schedule interview</button></div>
<div role="tablist" aria-label="Candidate"><button role="tab" id="t-ov" aria-controls="p-ov">Overview</button><button role="tab" id="t-cv" aria-controls="p-cv">Resume</button><button role="tab" id="t-sc" aria-controls="p-sc">Scorecard</button><button role="tab" id="t-ac" aria-controls="p-ac">Activity</button></div>
<section role="tabpanel" id="p-ov" aria-labelledby="t-ov"><dl><dt>Email</dt><dd>nadia.okafor@example.com</dd><dt>Phone</dt><dd>+351 912 345 678</dd><dt>Location</dt><dd>Porto, Portugal</dd>
<dt>Current company</dt><dd>Farfetch</dd><dt>Experience</dt><dd>7 years</dd><dt>Notice period</dt><dd>1 month</dd><dt>Salary expectation</dt><dd>€68,000 a year</dd></dl><p><span class="tag">React</span><span class="tag">TypeScript</span><span class="tag">GraphQL</span></p></section>
<section role="tabpanel" id="p-cv" aria-labelledby="t-cv" hidden><iframe id="cv" title="Resume viewer" src="/hiring/resume-frame" style="width:620px;height:360px;border:1px solid #d3d9e0"></iframe></section>
<section role="tabpanel" id="p-sc" aria-labelledby="t-sc" hidden><table><tbody id="crit"></tbody></table>
<fieldset><legend>Overall recommendation</legend><label><input type="radio" name="rec" value="Strong no"> Strong no</label><label><input type="radio" name="rec" value="No"> No</label><label><input type="radio" name="rec" value="Yes"> Yes</label><label><input type="radio" name="rec" value="Strong yes"> Strong yes</label></fieldset>
<label for="notes">Notes</label><textarea id="notes" rows="3" cols="50"></textarea><p id="sc-err" class="error" role="alert"></p><button class="primary" id="sc-submit">Submit scorecard</button></section>
<section role="tabpanel" id="p-ac" aria-labelledby="t-ac" hidden><div id="acc"></div></section>
<div class="overlay" id="iv" hidden><div class="modal" role="dialog" aria-modal="true" aria-labelledby="iv-h"><h2 id="iv-h">Schedule interview with Nadia Okafor</h2>
<label for="iv-type">Interview type</label><select id="iv-type"><option>Phone screen</option><option>Technical interview</option><option>Onsite</option><option>Culture chat</option></select>
<div class="row"><div><label for="iv-date">Date</label><input type="date" id="iv-date"></div><div><label for="iv-time">Start time</label><select id="iv-time"><option>09:00</option><option>10:00</option><option>11:00</option><option>14:00</option><option>15:00</option><option>16:00</option></select></div>
<div><label for="iv-dur">Duration</label><select id="iv-dur"><option>30 minutes</option><option selected>45 minutes</option><option>60 minutes</option></select></div></div>
<fieldset><legend>Interviewers</legend><label><input type="checkbox" name="who" value="Marta Silva"> Marta Silva</label><label><input type="checkbox" name="who" value="João Pires"> João Pires</label><label><input type="checkbox" name="who" value="Lena Hoffmann"> Lena Hoffmann</label></fieldset>
<p><span id="inv-label">Send calendar invite to the candidate</span> <button class="switch" role="switch" id="inv" aria-checked="true" aria-labelledby="inv-label"></button></p>
<p id="iv-err" class="error" role="alert"></p><button id="iv-cancel">Cancel</button> <button class="primary" id="iv-ok">Schedule</button></div></div></main>`,
  {
    script: `${HELPERS}
window.cand={id:qs('id')||'nadia',stage:'Screening',tab:'ov',scores:{tech:0,comm:0,fit:0},rec:null,submitted:false,interview:null,invite:true,opened:[]};
var ST=['New','Screening','Interview','Offer','Hired','Rejected'];
$('#stage-list').innerHTML=ST.map(function(s){return '<div role="option" tabindex="-1">'+s+'</div>'}).join('');
function stage(){$('#stage').textContent='Stage: '+cand.stage+' ▾';$$('#stage-list [role=option]').forEach(function(o){o.setAttribute('aria-selected',String(o.textContent===cand.stage))})}
$('#stage').onclick=function(){var o=$('#stage-list').hidden;$('#stage-list').hidden=!o;$('#stage').setAttribute('aria-expanded',String(o))};
$$('#stage-list [role=option]').forEach(function(o){o.onclick=function(){cand.stage=o.textContent;$('#stage-list').hidden=true;$('#stage').setAttribute('aria-expanded','false');stage();toast('Nadia Okafor moved to '+cand.stage)}});stage();
function tab(k){cand.tab=k;['ov','cv','sc','ac'].forEach(function(x){$('#t-'+x).setAttribute('aria-selected',String(x===k));$('#p-'+x).hidden=x!==k})}
['ov','cv','sc','ac'].forEach(function(x){$('#t-'+x).onclick=function(){tab(x)}});tab('ov');
var CR=[['tech','Technical skills'],['comm','Communication'],['fit','Team fit']];
$('#crit').innerHTML=CR.map(function(c){var b='';for(var i=1;i<=5;i++)b+='<button data-v="'+i+'" aria-label="'+i+(i===1?' star':' stars')+'" aria-pressed="false">★</button>';return '<tr data-k="'+c[0]+'"><th id="l-'+c[0]+'">'+c[1]+'</th><td><div class="stars" role="group" aria-labelledby="l-'+c[0]+'">'+b+'</div></td><td class="hint sv">Not rated</td></tr>'}).join('');
function stars(){CR.forEach(function(c){var r=$('tr[data-k='+c[0]+']'),v=cand.scores[c[0]];$$('.stars button',r).forEach(function(b){var n=Number(b.dataset.v);b.className=n<=v?'on':'';b.setAttribute('aria-pressed',String(n===v))});$('.sv',r).textContent=v?v+' / 5':'Not rated'})}
$$('#crit tr').forEach(function(r){$$('.stars button',r).forEach(function(b){b.onclick=function(){cand.scores[r.dataset.k]=Number(b.dataset.v);stars()}})});stars();
$$('input[name=rec]').forEach(function(r){r.onchange=function(){cand.rec=r.value}});
$('#sc-submit').onclick=function(){if(!cand.scores.tech||!cand.scores.comm||!cand.scores.fit){$('#sc-err').textContent='Rate all three criteria before submitting.';return}
 if(!cand.rec){$('#sc-err').textContent='Choose an overall recommendation.';return}$('#sc-err').textContent='';cand.submitted=true;toast('Scorecard submitted')};
var ACT=[['Phone screen with Marta Silva · 8 May 2025','Marta: Strong communicator; wants more ownership of the design system. Move forward.'],['Application received · 3 May 2025','Applied via LinkedIn with resume and cover letter.'],['Auto-email sent · 3 May 2025','“Thanks for applying to Talentdesk” confirmation sent.']];
$('#acc').innerHTML=ACT.map(function(a,i){return '<h3 style="margin:4px 0;font-size:15px"><button aria-expanded="false" aria-controls="a'+i+'">'+a[0]+'</button></h3><div id="a'+i+'" hidden><p>'+a[1]+'</p></div>'}).join('');
$$('#acc button').forEach(function(b){b.onclick=function(){var o=b.getAttribute('aria-expanded')!=='true';b.setAttribute('aria-expanded',String(o));$('#'+b.getAttribute('aria-controls')).hidden=!o;if(o)cand.opened.push(b.getAttribute('aria-controls'))}});
$('#sched').onclick=function(){$('#iv-err').textContent='';$('#iv').hidden=false};$('#iv-cancel').onclick=function(){$('#iv').hidden=true};
$('#inv').onclick=function(){cand.invite=!cand.invite;$('#inv').setAttribute('aria-checked',String(cand.invite))};
$('#iv-ok').onclick=function(){var who=$$('input[name=who]:checked').map(function(x){return x.value});
 if(!$('#iv-date').value){$('#iv-err').textContent='Choose a date for the interview.';return}if(!who.length){$('#iv-err').textContent='Add at least one interviewer.';return}
 cand.interview={type:$('#iv-type').value,date:$('#iv-date').value,time:$('#iv-time').value,duration:$('#iv-dur').value,interviewers:who,invite:cand.invite};$('#iv').hidden=true;
 toast(cand.interview.type+' with Nadia Okafor scheduled for '+cand.interview.date+' at '+cand.interview.time)};
document.addEventListener('keydown',function(e){if(e.key==='Escape'){$('#iv').hidden=true;$('#stage-list').hidden=true}});`,
  },
);

export const hiring: CorpusApp = {
  name: 'hiring',
  description:
    'Talentdesk recruiting board: job cards in tabs with counts and "new" badges, identical View pipeline buttons and per-card action menus with a close dialog; a paginated candidate pipeline with stage tabs, per-row checkboxes and identical Advance/Reject buttons (disabled once rejected), a bulk move bar, a reject dialog with a reason select and email checkbox; a candidate profile with a custom stage listbox, tabs, a resume viewer in an iframe with its own buttons, a scorecard of star ratings whose buttons share names, recommendation radios, an activity accordion and a schedule-interview dialog with date, selects, checkboxes, a switch and errors.',
  routes: {
    '/hiring': JOBS,
    '/hiring/pipeline': PIPELINE,
    '/hiring/resume-frame': RESUME,
    '/hiring/candidate': CANDIDATE,
  },
};
