/** Entries for `confer` (DevConf Lisbon 2027: schedule, agenda, workshops, livestream, Q&A, feedback). */
import { builder } from '../../entry-builder';

const b = builder('ho7-confer');
const S = '/confer';
const D2 = '/confer?tab=d2';
const WS = '/confer?tab=ws';
const row = (id: string) => `document.querySelector('tr[data-id=${id}]')`;
const mine = (id: string) => `conf.agenda.includes('${id}')`;
const LIVE = "document.querySelector('iframe').contentDocument";
const QA = "document.getElementById('qa').shadowRoot";
const WAIT_WS = 'new Promise((r)=>setTimeout(r,2300))';
const ws = (k: string) => `document.querySelector('[data-ws=${k}]')`;
const agendaSame = "conf.agenda.length===2&&conf.agenda.includes('d1-keynote')&&conf.agenda.includes('d1-threat')";

b.act(
  S,
  'Add "Signals in Practice" to my agenda',
  'scope',
  'magnitude',
  mine('d1-signals'),
  `${row('d1-signals')}.querySelector('.add').click()`,
);
b.act(
  S,
  'click "Add to agenda" in the row for CSS You Missed',
  'scope',
  'testrigor',
  mine('d1-css'),
  `${row('d1-css')}.querySelector('.add').click()`,
);
b.act(
  S,
  'Remove Threat Modelling for Teams from my agenda',
  'scope',
  'browser-use',
  `!${mine('d1-threat')}&&conf.agenda.length===1`,
  `${row('d1-threat')}.querySelector('.drop').click()`,
);
b.act(
  S,
  'Click the first "Add to agenda" button',
  'ordinal',
  'testrigor',
  `${mine('d1-signals')}&&conf.agenda.length===3`,
  `${row('d1-signals')}.querySelector('.add').click()`,
);
b.act(
  S,
  'click the last Details button',
  'ordinal',
  'bug-report',
  "!document.getElementById('d-session').hidden&&document.getElementById('ds-h').textContent==='CSS You Missed'",
  `${row('d1-css')}.querySelector('.more').click()`,
);
b.act(
  S,
  "Open the details of Priya Nair's talk",
  'scope',
  'stagehand',
  "!document.getElementById('d-session').hidden&&document.getElementById('ds-h').textContent==='Serverless at Scale'",
  `${row('d1-serverless')}.querySelector('.more').click()`,
);
b.act(
  S,
  'Close the session dialog',
  'click',
  'octomind',
  "document.getElementById('d-session').hidden",
  "document.querySelector('#d-session [data-dismiss]').click()",
  { prepare: `${row('d1-css')}.querySelector('.more').click()` },
);
b.act(
  S,
  'press Esc',
  'keys',
  'bug-report',
  "document.getElementById('d-session').hidden",
  "document.dispatchEvent(new KeyboardEvent('keydown',{key:'Escape'}))",
  { prepare: `${row('d1-signals')}.querySelector('.more').click()` },
);
b.act(
  S,
  'Switch to Day 2',
  'widget',
  'magnitude',
  "!document.getElementById('p-d2').hidden",
  "document.getElementById('t-d2').click()",
);
b.act(
  S,
  'Open the Workshops tab',
  'widget',
  'octomind',
  "!document.getElementById('p-ws').hidden",
  "document.getElementById('t-ws').click()",
);
b.act(
  S,
  'I select "Security" from "Track"',
  'select',
  'rails-web-steps',
  "conf.track==='Security'",
  "choose(document.querySelector('#track-list [data-value=Security]'))",
);
b.act(
  S,
  'Show only the Frontend track',
  'select',
  'browser-use',
  "conf.track==='Frontend'",
  "choose(document.querySelector('#track-list [data-value=Frontend]'))",
);
b.act(
  S,
  'Add the Day 2 keynote to my agenda',
  'compound',
  'browser-use',
  mine('d2-keynote'),
  `${row('d2-keynote')}.querySelector('.add').click()`,
);
b.act(
  D2,
  'click "Add to agenda" for Prompt Injection Attacks',
  'scope',
  'testrigor',
  mine('d2-prompt'),
  `${row('d2-prompt')}.querySelector('.add').click()`,
);
b.act(
  D2,
  'click the 2nd Details button',
  'ordinal',
  'testrigor',
  "document.getElementById('ds-h').textContent==='Edge Functions Deep Dive'",
  `${row('d2-edge')}.querySelector('.more').click()`,
);
b.act(
  S,
  'Add both 10:30 talks to my agenda',
  'compound',
  'qa-wolf',
  `${mine('d1-signals')}&&${mine('d1-serverless')}`,
  `${row('d1-signals')}.querySelector('.add').click();${row('d1-serverless')}.querySelector('.add').click()`,
);
b.act(
  WS,
  'Register for Hands-on Playwright',
  'wait',
  'browser-use',
  "conf.registered.includes('pw')",
  `${WAIT_WS}.then(()=>${ws('pw')}.querySelector('.reg').click())`,
);
b.act(
  WS,
  'Wait for the workshops to load, then register for the last one',
  'compound',
  'shortest',
  "conf.registered.includes('a11y')",
  `${WAIT_WS}.then(()=>${ws('a11y')}.querySelector('.reg').click())`,
);
b.act(
  S,
  'Press Play on the livestream',
  'frames',
  'kane-ai',
  `${LIVE}.getElementById('state').textContent.startsWith('Playing')`,
  `${LIVE}.getElementById('play').click()`,
);
b.act(
  S,
  'turn on captions in the livestream',
  'frames',
  'stagehand',
  `${LIVE}.getElementById('cc').checked`,
  `${LIVE}.getElementById('cc').click()`,
);
b.act(
  S,
  'Upvote "Is there a recording of last year?"',
  'frames',
  'magnitude',
  'conf.votes.q3===true&&!conf.votes.q1',
  `${QA}.querySelector('[data-q=q3] .up').click()`,
);
b.act(
  S,
  'Ask the speaker "Which signal library do you use?" anonymously',
  'compound',
  'browser-use',
  "conf.questions.some((q)=>q.text==='Which signal library do you use?'&&q.anon)",
  `${QA}.getElementById('ask').value='Which signal library do you use?';${QA}.getElementById('anon').click();${QA}.getElementById('post').click()`,
);
b.act(
  S,
  'Type "Will there be a part two?" in "Ask a question"',
  'frames',
  'testrigor',
  `${QA}.getElementById('ask').value==='Will there be a part two?'`,
  `${QA}.getElementById('ask').value='Will there be a part two?'`,
);
b.act(
  S,
  'Set the keynote rating to 9',
  'widget',
  'kane-ai',
  "document.getElementById('kn').value==='9'",
  "const k=document.getElementById('kn');k.value='9';k.dispatchEvent(new Event('input'))",
);
b.act(
  S,
  'When I select "Meetup" from "How did you hear about us?"',
  'select',
  'rails-web-steps',
  "document.getElementById('heard').value==='Meetup'",
  "document.getElementById('heard').value='Meetup'",
);
b.act(
  S,
  'Enter "Globex" in the company field',
  'fill',
  'testrigor',
  "document.getElementById('company').value==='Globex'",
  "document.getElementById('company').value='Globex'",
);
b.act(
  S,
  'Send feedback: keynote 8, heard from a colleague, company Globex',
  'compound',
  'qa-wolf',
  "conf.feedback!==null&&conf.feedback.keynote==='8'&&conf.feedback.heard==='Colleague'&&conf.feedback.company==='Globex'",
  "const k=document.getElementById('kn');k.value='8';k.dispatchEvent(new Event('input'));document.getElementById('heard').value='Colleague';document.getElementById('company').value='Globex';document.getElementById('fb').requestSubmit()",
);
b.act(
  S,
  'Click "Send feedback"',
  'click',
  'testrigor',
  "document.getElementById('fb-msg').textContent==='Tell us how you heard about DevConf'",
  "document.getElementById('fb').requestSubmit()",
);
b.act(S, 'I follow "My agenda"', 'navigation', 'mink', "location.hash==='#agenda'", "location.hash='#agenda'");
b.holds(S, 'The agenda badge shows 2', 'value', 'octomind');
b.holds(S, 'the badge name is Alex Romero', 'value', 'kane-ai');
b.holds(S, 'The keynote rating slider is at 7', 'value', 'kane-ai');
b.holds(S, 'Serverless at Scale is in Room 3', 'value', 'magnitude');
b.holds(S, 'Day 1 lists 6 sessions', 'count', 'magnitude');
b.holds(S, 'Two sessions start at 10:30 on Day 1', 'count', 'momentic');
b.holds(S, 'The Q&A shows three questions', 'count', 'momentic');
b.holds(S, 'The "Add to agenda" button of Evaluating LLM Apps is disabled', 'state', 'spreewald');
b.holds(S, 'The opening keynote is already in my agenda', 'state', 'magnitude');
b.holds(S, 'The Day 1 tab is selected', 'state', 'kane-ai');
b.holds(S, 'The page title contains "DevConf Lisbon 2027"', 'page', 'kane-ai');
b.holds(S, 'a warning says Serverless at Scale clashes with Signals in Practice', 'message', 'momentic', {
  prepare: `${row('d1-signals')}.querySelector('.add').click();${row('d1-serverless')}.querySelector('.add').click()`,
});
b.holds(S, 'a toast says CSS You Missed was added to the agenda', 'message', 'octomind', {
  prepare: `${row('d1-css')}.querySelector('.add').click()`,
});
b.holds(S, 'Then I should see "Thanks for your feedback, Alex!"', 'message', 'rails-web-steps', {
  prepare: "document.getElementById('heard').value='Newsletter';document.getElementById('fb').requestSubmit()",
});
b.holds(S, 'The livestream is paused', 'frames', 'kane-ai');
b.holds(S, '"Will the slides be shared?" has 14 votes', 'frames', 'kane-ai');
b.holds(S, 'the Q&A confirms the question was sent to the moderator', 'frames', 'momentic', {
  prepare: `${QA}.getElementById('ask').value='Any discount for students?';${QA}.getElementById('post').click()`,
});
b.holds(WS, 'Wait for the workshops to appear', 'wait', 'spreewald');
b.holds(WS, 'Hands-on Playwright has 12 seats left', 'wait', 'kane-ai');
b.holds(D2, 'Aisha Bello speaks at 11:45 on Day 2', 'scope', 'kane-ai');
b.holds(
  S,
  'Only the Security session and the keynote are listed for Day 1 after filtering by Security',
  'count',
  'momentic',
  { prepare: "choose(document.querySelector('#track-list [data-value=Security]'))" },
);
b.fails(S, 'Signals in Practice is in Room 3', 'near_miss', 'kane-ai');
b.fails(S, 'Evaluating LLM Apps is given by Tomás Reyes', 'near_miss', 'magnitude');
b.fails(S, 'The Serverless at Scale room is full', 'near_miss', 'kane-ai');
b.fails(S, 'Signals in Practice is in my agenda', 'near_miss', 'magnitude');
b.fails(S, 'The agenda badge shows 6', 'near_miss', 'octomind');
b.fails(S, '"How do signals compare with observables?" has 14 votes', 'near_miss', 'kane-ai');
b.fails(S, 'CSS You Missed starts at 14:00', 'near_miss', 'kane-ai');
b.fails(S, 'The keynote rating slider is at 10', 'near_miss', 'kane-ai');
b.fails(WS, 'Accessible Components is sold out', 'near_miss', 'kane-ai');
b.fails(D2, 'Priya Nair speaks at 11:45 on Day 2', 'near_miss', 'kane-ai');
b.fails(S, 'a warning says two sessions clash at 10:30', 'near_miss', 'momentic');
b.fails(S, 'The livestream is playing', 'false_claim', 'kane-ai');
b.fails(S, 'Day 1 lists 8 sessions', 'false_claim', 'magnitude');
b.fails(S, 'The Workshops tab is selected', 'false_claim', 'kane-ai');
b.fails(S, 'my ticket is a Day 1 pass', 'false_claim', 'testrail-manual');
b.actFails(S, 'Click "Add to agenda"', 'ambiguous_target', 'testrigor', agendaSame);
b.actFails(S, 'click Remove from agenda', 'ambiguous_target', 'bug-report', agendaSame);
b.actFails(S, 'Click Details', 'ambiguous_target', 'testrail-manual', "document.getElementById('d-session').hidden");
b.actFails(S, 'Click Upvote', 'ambiguous_target', 'testrigor', 'Object.keys(conf.votes).length===0');
b.actFails(S, 'Add Evaluating LLM Apps to my agenda', 'missing_target', 'magnitude', agendaSame);
b.actFails(S, 'Add the Rust in Production talk to my agenda', 'missing_target', 'browser-use', agendaSame);
b.actFails(S, 'I select "Data" from "Track"', 'missing_target', 'rails-web-steps', "conf.track==='All tracks'");
b.actFails(WS, 'Register for Kubernetes from Zero', 'missing_target', 'browser-use', 'conf.registered.length===0');
b.actFails(S, 'Click "Download the schedule as PDF"', 'missing_target', 'testrigor', "location.hash===''");
b.actFails(S, 'Set the keynote rating to 12', 'missing_target', 'kane-ai', "document.getElementById('kn').value==='7'");

// ---- added: compounds, near misses and ambiguous targets
b.act(
  S,
  'Go to Day 2 and open the details of the closing panel',
  'compound',
  'browser-use',
  "!document.getElementById('d-session').hidden&&document.getElementById('ds-h').textContent==='Closing panel'",
  `document.getElementById('t-d2').click();${row('d2-panel')}.querySelector('.more').click()`,
);
b.act(
  S,
  'Upvote the slides question and ask "Where is the after-party?"',
  'compound',
  'qa-wolf',
  "conf.votes.q1===true&&conf.questions.some((q)=>q.text==='Where is the after-party?')",
  `${QA}.querySelector('[data-q=q1] .up').click();${QA}.getElementById('ask').value='Where is the after-party?';${QA}.getElementById('post').click()`,
);
b.fails(S, 'Then the opening keynote should be in "Room 2"', 'near_miss', 'gherkin');
b.actFails(D2, 'Click "Add to agenda"', 'ambiguous_target', 'testrigor', agendaSame);

export const conferEntries = b.entries;
