/**
 * `learn`: Brightpath Academy, an online course platform.
 *
 * - `/learn/login`: email + password (priya.shah@brightpath.test / Learn-2025!, marco.rossi@brightpath.test /
 *   Pasta&Code7), show password, keep me signed in, a decoy "Continue with Google". State: `window.auth`.
 * - `/learn?user=Marco`: dashboard with a greeting, notifications bell with a count, user menu, tabs of course cards
 *   (each with the same Continue / Enrol buttons), a certificate dialog, preferences (switches, slider, custom
 *   listbox, native select). State: `window.dash`.
 * - `/learn/course?tab=`: a lesson player web component (open shadow root), mark complete, notes with a toast, tabs
 *   with a curriculum accordion, reviews with a star rating, and a grades table with row actions. State: `window.course`.
 * - `/learn/quiz`: radios, checkboxes and a select, scored on submit. State: `window.quiz`.
 */
import type { CorpusApp } from '../../types';
import { HELPERS, page } from './html';

const HEADER = `<header class="top"><strong>Brightpath Academy</strong><nav aria-label="Main"><a href="/learn">My learning</a> · <a href="/learn/course">Catalogue</a></nav></header>`;

const LOGIN = page(
  'Log in | Brightpath Academy',
  `${HEADER}<main style="max-width:420px">
<h1>Log in to continue learning</h1>
<button type="button" id="google">Continue with Google</button>
<p class="muted">or use your email</p>
<form id="login" novalidate>
 <label for="email">Email address</label><input id="email" type="email" autocomplete="username" size="32">
 <label for="pw">Password</label><input id="pw" type="password" autocomplete="current-password" size="24">
 <button type="button" id="showpw" aria-pressed="false">Show</button>
 <label><input type="checkbox" id="keep"> Keep me signed in</label>
 <p><button type="submit">Log in</button> <a href="/learn/login">Forgot password?</a></p>
 <p id="login-err" class="error" role="alert" hidden></p>
</form></main>`,
  {
    script: `${HELPERS}
var USERS={'priya.shah@brightpath.test':['Learn-2025!','Priya'],'marco.rossi@brightpath.test':['Pasta&Code7','Marco']};
window.auth={attempts:0,google:false};var left=5;
$('#google').onclick=function(){auth.google=true;$('#login-err').textContent='Google sign-in is not available for your organisation.';$('#login-err').hidden=false};
$('#showpw').onclick=function(){var show=$('#pw').type==='password';$('#pw').type=show?'text':'password';$('#showpw').textContent=show?'Hide':'Show';$('#showpw').setAttribute('aria-pressed',String(show))};
$('#login').onsubmit=function(e){e.preventDefault();auth.attempts++;var u=USERS[$('#email').value.trim().toLowerCase()];
 if(!u||u[0]!==$('#pw').value){left--;$('#login-err').textContent='Incorrect email or password. You have '+left+' attempts left.';$('#login-err').hidden=false;return;}
 sessionStorage.setItem('learnUser',u[1]);sessionStorage.setItem('keep',String($('#keep').checked));location.href='/learn?user='+u[1];};`,
  },
);

const COURSES = `var CARDS={progress:[['Intro to Data Analysis','Dr. Amara Osei',60,'Lesson 7 · Pivot tables'],['Spanish for Beginners','Lucía Fernández',15,'Lesson 3 · Greetings']],
done:[['Watercolour Basics','Hannah Price',100,'']],saved:[['Python for Everyone','Free'],['Public Speaking Essentials','€29'],['UX Design Fundamentals','€49']]};`;

const DASHBOARD = page(
  'My learning | Brightpath Academy',
  `${HEADER}<main>
<div style="display:flex;gap:12px;align-items:center;justify-content:flex-end">
 <button id="bell" aria-label="Notifications" aria-expanded="false">🔔 <span class="badge" id="notif-count">3</span></button>
 <button id="usermenu" aria-haspopup="menu" aria-expanded="false"></button>
 <div role="menu" id="menu" hidden class="card" style="position:absolute;top:90px;right:20px;background:#fff">
  <button role="menuitem" data-go="profile">My profile</button><br><button role="menuitem" data-go="prefs">Preferences</button><br><button role="menuitem" data-go="logout">Log out</button></div>
</div>
<div id="notifs" class="card" hidden aria-label="Notifications panel" role="region"><ul>
 <li>New lesson in Spanish for Beginners: Ordering food</li><li>Your Project 1 was graded: 42/50</li><li>Reminder: Quiz 3 is due on 10 March</li></ul>
 <button id="readall">Mark all as read</button></div>
<h1>My learning</h1>
<p id="greeting"></p>
<div role="tablist" aria-label="Courses"><button role="tab" data-p="progress" aria-selected="true">In progress (2)</button>
 <button role="tab" data-p="done" aria-selected="false">Completed (1)</button><button role="tab" data-p="saved" aria-selected="false">Saved (3)</button></div>
<div id="cards" class="grid" role="tabpanel"></div>
<section id="prefs" class="card" aria-labelledby="prefs-h"><h2 id="prefs-h">Learning preferences</h2>
 <p><span id="sw1">Email reminders</span> <button class="switch" role="switch" id="reminders" aria-checked="true" aria-labelledby="sw1"></button></p>
 <p><span id="sw2">Autoplay next lesson</span> <button class="switch" role="switch" id="autoplay" aria-checked="false" aria-labelledby="sw2"></button></p>
 <label for="goal">Daily goal</label><input type="range" id="goal" min="5" max="120" step="5" value="30"> <output id="goal-out">30 minutes</output>
 <p id="lang-l">Interface language</p><button type="button" id="lang" role="combobox" aria-expanded="false" aria-controls="lang-list" aria-labelledby="lang-l">English</button>
 <ul id="lang-list" role="listbox" hidden style="list-style:none;border:1px solid #ccd;width:160px;padding:4px">
  <li role="option" aria-selected="true">English</li><li role="option" aria-selected="false">Español</li><li role="option" aria-selected="false">Français</li><li role="option" aria-selected="false">Deutsch</li></ul>
 <label for="tz">Time zone</label><select id="tz"><option>Europe/London</option><option>Europe/Paris</option><option>America/New_York</option><option>Asia/Kolkata</option></select>
 <p><button id="save-prefs">Save preferences</button> <span id="prefs-status" role="status"></span></p></section>
<div class="backdrop" id="cert" hidden><div class="dialog" role="dialog" aria-modal="true" aria-labelledby="cert-h"><h2 id="cert-h">Certificate of completion</h2>
 <p id="cert-text"></p><button id="cert-close" aria-label="Close">×</button> <button>Download PDF</button></div></div>
</main>`,
  {
    script: `${HELPERS}${COURSES}
var name=qs('user')||sessionStorage.getItem('learnUser')||'Priya';
window.dash={user:name,tab:'progress',notifications:3,enrolled:[],removed:[],prefs:{reminders:true,autoplay:false,goal:30,lang:'English',tz:'Europe/London'},saved:null,menu:null};
$('#usermenu').textContent=name+(name==='Marco'?' Rossi':' Shah')+' ▾';
$('#greeting').textContent='Welcome back, '+name+"! You've studied 4 h 20 min this week. Weekly goal: 5 hours.";
function cards(){var h='';if(dash.tab==='saved')CARDS.saved.forEach(function(c){if(dash.removed.indexOf(c[0])>=0)return;var en=dash.enrolled.indexOf(c[0])>=0;
  h+='<article class="card"><h3>'+c[0]+'</h3><p>'+c[1]+'</p>'+(en?'<span class="pill">Enrolled</span>':'<button class="enrol">Enrol</button>')+' <button class="rm">Remove</button></article>'});
 else CARDS[dash.tab].forEach(function(c){h+='<article class="card"><h3>'+c[0]+'</h3><p class="muted">'+c[1]+'</p><div role="progressbar" aria-label="Progress" aria-valuenow="'+c[2]+'" aria-valuemin="0" aria-valuemax="100" style="height:6px;background:#dde"><div style="height:6px;width:'+c[2]+'%;background:#2a7"></div></div>'+
  (c[2]===100?'<p><span class="pill">Completed</span></p><button class="certbtn">View certificate</button>':'<p>'+c[2]+'% complete · Next: '+c[3]+'</p><a class="cont" href="/learn/course?course='+encodeURIComponent(c[0])+'"><button>Continue</button></a>')+'</article>'});
 $('#cards').innerHTML=h;
 $$('#cards article').forEach(function(a){var t=$('h3',a).textContent;if($('.enrol',a))$('.enrol',a).onclick=function(){dash.enrolled.push(t);toast("You're enrolled in "+t);cards()};
  if($('.rm',a))$('.rm',a).onclick=function(){dash.removed.push(t);cards()};
  if($('.certbtn',a))$('.certbtn',a).onclick=function(){$('#cert-text').textContent='This certifies that '+name+(name==='Marco'?' Rossi':' Shah')+' completed '+t+' on 2 February 2025.';$('#cert').hidden=false}});}
$$('[role=tab]').forEach(function(t){t.onclick=function(){dash.tab=t.dataset.p;$$('[role=tab]').forEach(function(u){u.setAttribute('aria-selected',String(u===t))});cards()}});
$('#cert-close').onclick=function(){$('#cert').hidden=true};
$('#bell').onclick=function(){var o=$('#notifs').hidden;$('#notifs').hidden=!o;$('#bell').setAttribute('aria-expanded',String(o))};
$('#readall').onclick=function(){dash.notifications=0;$('#notif-count').remove();$('#notifs ul').innerHTML='<li>You are all caught up.</li>'};
$('#usermenu').onclick=function(){var o=$('#menu').hidden;$('#menu').hidden=!o;$('#usermenu').setAttribute('aria-expanded',String(o))};
$$('#menu button').forEach(function(b){b.onclick=function(){dash.menu=b.dataset.go;$('#menu').hidden=true;if(b.dataset.go==='logout'){sessionStorage.clear();location.href='/learn/login'}
 if(b.dataset.go==='prefs')$('#prefs').scrollIntoView()}});
function sw(id,key){$('#'+id).onclick=function(){dash.prefs[key]=!dash.prefs[key];$('#'+id).setAttribute('aria-checked',String(dash.prefs[key]))}}
sw('reminders','reminders');sw('autoplay','autoplay');
$('#goal').oninput=function(){dash.prefs.goal=Number($('#goal').value);$('#goal-out').textContent=$('#goal').value+' minutes'};
$('#lang').onclick=function(){var o=$('#lang-list').hidden;$('#lang-list').hidden=!o;$('#lang').setAttribute('aria-expanded',String(o))};
$$('#lang-list li').forEach(function(o){o.onclick=function(){dash.prefs.lang=o.textContent;$('#lang').textContent=o.textContent;$$('#lang-list li').forEach(function(x){x.setAttribute('aria-selected',String(x===o))});$('#lang-list').hidden=true;$('#lang').setAttribute('aria-expanded','false')}});
$('#tz').onchange=function(){dash.prefs.tz=$('#tz').value};
$('#save-prefs').onclick=function(){dash.saved=JSON.parse(JSON.stringify(dash.prefs));$('#prefs-status').textContent='Your preferences have been saved.'};
cards();`,
  },
);

const PLAYER = `customElements.define('bp-player',class extends HTMLElement{connectedCallback(){var r=this.attachShadow({mode:'open'});var self=this;
 this.state={playing:false,muted:false,speed:'1x',captions:false};
 r.innerHTML='<style>div{background:#111;color:#eee;padding:12px;border-radius:8px;width:560px}button,select{margin-right:6px}</style><div><p>'+this.getAttribute('title-text')+'</p>'+
  '<div style="height:120px;background:#333;padding:0" aria-hidden="true"></div><p><button id="play">Play</button><button id="mute">Mute</button>'+
  '<label style="color:#eee">Speed <select id="speed"><option>0.75x</option><option selected>1x</option><option>1.25x</option><option>1.5x</option><option>2x</option></select></label>'+
  '<label style="color:#eee"><input type="checkbox" id="cc"> Captions</label> <span id="time">0:00 / 12:40</span></p></div>';
 var q=function(s){return r.querySelector(s)};
 q('#play').onclick=function(){self.state.playing=!self.state.playing;q('#play').textContent=self.state.playing?'Pause':'Play';q('#time').textContent=self.state.playing?'0:01 / 12:40':q('#time').textContent};
 q('#mute').onclick=function(){self.state.muted=!self.state.muted;q('#mute').textContent=self.state.muted?'Unmute':'Mute'};
 q('#speed').onchange=function(){self.state.speed=q('#speed').value};q('#cc').onchange=function(){self.state.captions=q('#cc').checked};}});`;

const COURSE = page(
  'Intro to Data Analysis | Brightpath Academy',
  `${HEADER}<main>
<h1>Intro to Data Analysis</h1>
<p class="muted">Dr. Amara Osei · ★ 4.7 (2,314 ratings) · 18 lessons · <span id="pct">60% complete</span></p>
<bp-player title-text="Lesson 7: Pivot tables"></bp-player>
<p><button id="complete">Mark lesson as complete</button></p>
<section aria-labelledby="notes-h"><h2 id="notes-h">Notes</h2><label for="note">My notes</label>
 <textarea id="note" rows="3" cols="60" placeholder="Write a note at 0:00"></textarea><br><button id="save-note" disabled>Save note</button><ul id="notes"></ul></section>
<div role="tablist" aria-label="Course sections"><button role="tab" data-p="curriculum" aria-selected="true">Curriculum</button>
 <button role="tab" data-p="reviews" aria-selected="false">Reviews</button><button role="tab" data-p="grades" aria-selected="false">Grades</button></div>
<section role="tabpanel" id="p-curriculum" class="acc"></section>
<section role="tabpanel" id="p-reviews" hidden>
 <div role="radiogroup" aria-label="Your rating" class="stars" id="stars"></div>
 <textarea id="review" rows="3" cols="60" placeholder="What did you like or dislike?" aria-label="Your review"></textarea><br>
 <button id="post">Post review</button> <p id="review-msg" role="alert"></p>
 <div id="reviews"></div></section>
<section role="tabpanel" id="p-grades" hidden><p>Current grade: <strong>84%</strong> · Passing grade: 70%</p>
 <table><caption>Assignments</caption><thead><tr><th>Assignment</th><th>Due</th><th>Score</th><th>Status</th><th>Action</th></tr></thead><tbody id="grades"></tbody></table></section>
<div class="backdrop" id="fb" hidden><div class="dialog" role="dialog" aria-modal="true" aria-labelledby="fb-h"><h2 id="fb-h">Feedback</h2><p id="fb-text"></p><button id="fb-close">Close</button></div></div>
</main>`,
  {
    script: `${HELPERS}${PLAYER}
window.course={complete:false,notes:[],rating:0,reviews:0,helpful:{},feedback:null,open:['m3']};
var MODULES=[['m1','Module 1: Spreadsheet basics','5 lessons · 48 min',['Cells and formulas','Sorting and filtering','Lookups','Conditional formatting','Quiz 1'],5],
 ['m2','Module 2: Cleaning data','4 lessons · 39 min',['Finding duplicates','Text functions','Dates and times','Quiz 2'],4],
 ['m3','Module 3: Pivot tables and charts','3 lessons · 31 min',['Pivot tables','Charts that work','Quiz 3'],0],
 ['m4','Module 4: Intro to SQL','4 lessons · 52 min',['SELECT and WHERE','GROUP BY','Joins','Quiz 4'],-1]];
function acc(){$('#p-curriculum').innerHTML=MODULES.map(function(m){var open=course.open.indexOf(m[0])>=0;
 return '<h3><button aria-expanded="'+open+'" data-m="'+m[0]+'">'+m[1]+'</button> <span class="muted">'+m[2]+'</span></h3><ul'+(open?'':' hidden')+'>'+
  (m[4]<0?'<li>Complete Module 3 to unlock this module. <button disabled>Start</button></li>':m[3].map(function(t,i){var done=i<m[4]||(m[0]==='m3'&&i===0&&course.complete);
  return '<li>'+(done?'✓ ':'')+t+' <button>'+(done?'Review':'Start')+'</button></li>'}).join(''))+'</ul>'}).join('');
 $$('#p-curriculum h3 button').forEach(function(b){b.onclick=function(){var i=course.open.indexOf(b.dataset.m);if(i>=0)course.open.splice(i,1);else course.open.push(b.dataset.m);acc()}});}
$$('[role=tab]').forEach(function(t){t.onclick=function(){$$('[role=tab]').forEach(function(u){u.setAttribute('aria-selected',String(u===t));$('#p-'+u.dataset.p).hidden=u!==t})}});
$('#complete').onclick=function(){if(course.complete)return;course.complete=true;$('#complete').textContent='Completed ✓';$('#complete').disabled=true;$('#pct').textContent='67% complete';toast('Lesson 7 marked as complete');acc()};
$('#note').oninput=function(){$('#save-note').disabled=!$('#note').value.trim()};
$('#save-note').onclick=function(){course.notes.push($('#note').value.trim());var li=document.createElement('li');li.textContent='0:00 · '+$('#note').value.trim();$('#notes').appendChild(li);$('#note').value='';$('#save-note').disabled=true;toast('Note saved')};
var stars=$('#stars');for(var i=1;i<=5;i++){var b=document.createElement('button');b.textContent='★';b.setAttribute('role','radio');b.setAttribute('aria-checked','false');
 b.setAttribute('aria-label',i+(i===1?' star':' stars'));b.dataset.v=i;stars.appendChild(b);}
$$('#stars button').forEach(function(b){b.onclick=function(){course.rating=Number(b.dataset.v);$$('#stars button').forEach(function(x){x.classList.toggle('on',Number(x.dataset.v)<=course.rating);x.setAttribute('aria-checked',String(x===b))})}});
var REVIEWS=[['Tom K.',5,'Great pacing and very practical exercises.',12],['Aisha B.',4,'Loved the pivot table module, the SQL part felt rushed.',7],['Jonas W.',3,'Good content but the quizzes have typos.',2]];
function reviews(){$('#reviews').innerHTML=REVIEWS.map(function(r,i){return '<article class="card"><strong>'+r[0]+'</strong> · '+r[1]+' out of 5 stars<p>'+r[2]+'</p><button class="helpful" data-i="'+i+'">Helpful ('+r[3]+')</button> <button>Report</button></article>'}).join('');
 $$('.helpful').forEach(function(b){b.onclick=function(){var i=Number(b.dataset.i);REVIEWS[i][3]++;course.helpful[REVIEWS[i][0]]=true;reviews()}});}
$('#post').onclick=function(){var m=$('#review-msg');if(!course.rating){m.className='error';m.textContent='Please choose a star rating before posting your review.';return;}
 course.reviews++;REVIEWS.unshift(['You',course.rating,$('#review').value.trim()||'(no comment)',0]);m.className='';m.textContent='Thanks for your review!';$('#review').value='';reviews()};
var GRADES=[['Quiz 1: Spreadsheet basics','10 Feb','9/10','Graded','View feedback','Nice work on lookups.'],['Project 1: Budget tracker','17 Feb','42/50','Graded','View feedback','Clear structure; label your chart axes.'],
 ['Quiz 2: Cleaning data','24 Feb','7/10','Graded','View feedback','Review the date functions lesson.'],['Project 2: Survey clean-up','3 Mar','–','Submitted','View submission',''],
 ['Quiz 3: Pivot tables','10 Mar','–','Not started','Start quiz',''],['Project 3: Sales dashboard','17 Mar','–','Locked','Submit','']];
$('#grades').innerHTML=GRADES.map(function(g){return '<tr><td>'+g[0]+'</td><td>'+g[1]+'</td><td>'+g[2]+'</td><td><span class="pill">'+g[3]+'</span></td><td>'+
 (g[4]==='Start quiz'?'<a href="/learn/quiz">Start quiz</a>':'<button'+(g[3]==='Locked'?' disabled':'')+'>'+g[4]+'</button>')+'</td></tr>'}).join('');
$$('#grades tr').forEach(function(tr,i){var b=$('button',tr);if(b&&GRADES[i][5])b.onclick=function(){course.feedback=GRADES[i][0];$('#fb-h').textContent='Feedback: '+GRADES[i][0];$('#fb-text').textContent=GRADES[i][5];$('#fb').hidden=false}});
$('#fb-close').onclick=function(){$('#fb').hidden=true};
acc();reviews();if(qs('tab')){$('[data-p="'+qs('tab')+'"]').click()}`,
  },
);

const QUIZ = page(
  'Quiz 3: Pivot tables | Brightpath Academy',
  `${HEADER}<main><h1>Quiz 3: Pivot tables</h1><p class="muted">3 questions · Pass mark: 2 out of 3 · Attempts left: 2</p>
<form id="quiz" novalidate>
<fieldset><legend>1. Which area of a pivot table summarises the numbers?</legend>
 <label><input type="radio" name="q1" value="rows"> Rows</label><label><input type="radio" name="q1" value="columns"> Columns</label>
 <label><input type="radio" name="q1" value="values"> Values</label><label><input type="radio" name="q1" value="filters"> Filters</label></fieldset>
<fieldset><legend>2. Which of these can a pivot table do? (select all that apply)</legend>
 <label><input type="checkbox" name="q2" value="group"> Group dates by month</label><label><input type="checkbox" name="q2" value="sum"> Sum sales by region</label>
 <label><input type="checkbox" name="q2" value="edit"> Edit the source data</label><label><input type="checkbox" name="q2" value="count"> Count orders per customer</label></fieldset>
<fieldset><legend>3. When does a pivot table show new source rows?</legend>
 <label for="q3">Your answer</label><select id="q3"><option value="">Choose an answer</option><option value="auto">Instantly, always</option><option value="refresh">After you refresh it</option><option value="never">Never</option></select></fieldset>
<p><button type="submit">Submit answers</button></p><p id="quiz-msg" role="alert"></p></form></main>`,
  {
    script: `${HELPERS}
window.quiz={submitted:false,score:null};
$('#quiz').onsubmit=function(e){e.preventDefault();var q1=$('input[name=q1]:checked'),q2=$$('input[name=q2]:checked').map(function(b){return b.value}).sort().join(','),q3=$('#q3').value;
 if(!q1||!q2||!q3){$('#quiz-msg').className='error';$('#quiz-msg').textContent='Please answer every question before submitting.';return;}
 var s=(q1.value==='values'?1:0)+(q2==='count,group,sum'?1:0)+(q3==='refresh'?1:0);quiz.submitted=true;quiz.score=s;
 $('#quiz-msg').className='';$('#quiz-msg').textContent='You scored '+s+' out of 3. '+(s>=2?'Well done, you passed!':'Not quite: you need 2 to pass.');};`,
  },
);

export const learn: CorpusApp = {
  name: 'learn',
  description:
    'Brightpath Academy: login, a dashboard (greeting, notification count, user menu, course tabs with repeated buttons, certificate dialog, switches, slider, custom listbox), a course page (video player in a shadow root, notes and toast, curriculum accordion, star rating, grades table) and a quiz.',
  routes: { '/learn': DASHBOARD, '/learn/login': LOGIN, '/learn/course': COURSE, '/learn/quiz': QUIZ },
};
