/**
 * NRC Grants' application form (apps/grants.ts): a deadline clock in a shadow root loading late; five sections picked
 * from a step list (Project, Team, Budget, Ethics, Submit). Project: a title, an acronym named only by its placeholder,
 * a summary with a character counter, a research area, a planned start date and a duration slider; a call guidance
 * iframe with its own pager; Save draft and Next checked late (start dates outside Sep 2028–Mar 2029 refused). Team:
 * cards with Edit and Remove in each (not the lead), Add a team member (a dialog with an ORCID iD named only by its
 * placeholder, answered late: unknown iDs refused, at most 5 people). Budget: a table with Edit and Delete in each row,
 * an Add a budget line form, Check budget answered late (over the call's limit or travel over £20,000 refused). Ethics:
 * accordions of Yes/No questions, an approval reference shown for human participants, a Fieldwork outside the UK
 * switch, Save ethics checked late. Submit: a checklist, two declarations and Submit application answered late,
 * refused until Ethics is saved. `?call=C1` (default) is the saved draft "Living shorelines for eroding estuaries";
 * `&fresh=1` a new, empty application; `&step=N` opens section N; `&ethics=done` has Ethics answered and saved.
 */
import { doc } from '../../page';
import { APPLY_SCRIPT } from './grants-apply-script';
import { CALLS } from './grants-calls';
import { GRANTS_BAR, GRANTS_MENU } from './grants-common';
import { QUICK } from './shared';

const GUIDE = `<!doctype html><html><body style="font:13px system-ui;margin:10px">
<h3 id="g-h" style="margin:0 0 4px">Guidance: who can apply</h3><p id="g-p" style="margin:2px 0">Lead applicants must hold a contract that covers the whole project. Up to 5 people can be on the team.</p>
<nav style="margin-top:6px"><button type="button" id="g-prev" disabled>Previous page</button> <span id="g-of">Page 1 of 3</span> <button type="button" id="g-next">Next page</button></nav>
<script>
var PAGES = [['Guidance: who can apply', 'Lead applicants must hold a contract that covers the whole project. Up to 5 people can be on the team.'], ['Guidance: what we fund', 'Staff, equipment under £75,000, consumables and travel up to £20,000. We do not fund publication fees.'], ['Guidance: assessment', 'Two reviewers score each application from 1 to 6. The panel meets in June 2028.']];
window.gpage = 1;
function show() { var p = PAGES[window.gpage - 1]; document.getElementById('g-h').textContent = p[0]; document.getElementById('g-p').textContent = p[1]; document.getElementById('g-of').textContent = 'Page ' + window.gpage + ' of 3'; document.getElementById('g-prev').disabled = window.gpage === 1; document.getElementById('g-next').disabled = window.gpage === 3; }
document.getElementById('g-next').addEventListener('click', function () { window.gpage += 1; show(); });
document.getElementById('g-prev').addEventListener('click', function () { window.gpage -= 1; show(); });
</script></body></html>`;

const SECTIONS = ['Project', 'Team', 'Budget', 'Ethics', 'Submit'];
const ETHICS: [string, string][] = [
  ['human', 'Human participants'],
  ['animals', 'Animals'],
  ['data', 'Personal data'],
];
const QUESTIONS: Record<string, string> = {
  human: 'Does the project involve human participants?',
  animals: 'Does the project involve animals?',
  data: 'Will the project collect personal data?',
};

export const applyPage = doc(
  'Application - NRC Grants',
  `${GRANTS_BAR}
<main>
  <p class="note" id="crumb"></p>
  <h1 id="title">Application</h1>
  <deadline-clock id="clock"></deadline-clock>
  <div style="display:grid;grid-template-columns:170px 1fr;gap:16px">
    <nav aria-label="Sections"><ol style="list-style:none;padding:0;margin:0">${SECTIONS.map((s, i) => `<li><button type="button" class="sec" data-n="${i + 1}" style="width:100%;text-align:left;margin-bottom:4px">${i + 1} ${s}</button></li>`).join('')}</ol></nav>
    <div>
      <section class="box" id="p1" aria-labelledby="p1-h"><h2 id="p1-h" style="margin-top:0">Project</h2>
        <div style="display:grid;grid-template-columns:1fr 300px;gap:12px"><div>
          <div class="field"><label for="ptitle">Project title</label><input id="ptitle" required style="width:100%"></div>
          <div class="field"><input id="acronym" placeholder="Acronym (optional)" style="width:160px"></div>
          <div class="field"><label for="summary">Summary</label><textarea id="summary" rows="4" maxlength="1500" style="width:100%"></textarea><span class="note" id="chars" aria-live="polite"></span></div>
          <div class="line"><div class="field"><label for="area">Research area</label><select id="area"><option value="">Choose…</option><option>Environmental science</option><option>Engineering</option><option>Social science</option><option>Health</option></select></div>
            <div class="field"><label for="start">Planned start date</label><input type="date" id="start"></div></div>
          <div class="field"><label for="months">Duration</label><input type="range" id="months" min="12" max="48" step="6" value="36"> <output id="months-v" for="months">36 months</output></div>
        </div><div>${`<iframe title="Call guidance" srcdoc="${GUIDE.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" style="width:100%;height:190px;border:1px solid #dde2e8;border-radius:8px;background:#fff"></iframe>`}</div></div>
        <p class="err" id="p1-err" role="alert"></p>
        <div class="buttons"><button type="button" id="save">Save draft</button><button type="button" class="main" id="to2">Next: Team</button></div>
      </section>
      <section class="box" id="p2" hidden aria-labelledby="p2-h"><h2 id="p2-h" style="margin-top:0">Team</h2>
        <div class="grid" id="team"></div><p class="err" id="team-err" role="alert"></p>
        <button type="button" id="add-member">Add a team member</button>
      </section>
      <section class="box" id="p3" hidden aria-labelledby="p3-h"><h2 id="p3-h" style="margin-top:0">Budget</h2>
        <table aria-label="Budget"><thead><tr><th>Category</th><th>Description</th><th aria-sort="none" id="h-amt"><button type="button" id="sort-amt">Amount</button></th><th></th></tr></thead><tbody id="lines"></tbody><tfoot><tr><th scope="row" colspan="2">Total</th><td id="btotal"></td><td></td></tr></tfoot></table>
        <p class="note" id="limit"></p>
        <fieldset><legend>Add a budget line</legend><div class="line"><label for="b-cat">Category</label><select id="b-cat"><option>Staff</option><option>Equipment</option><option>Travel</option><option>Consumables</option></select>
          <input id="b-desc" placeholder="What is it for?" style="width:220px"><label for="b-amt">Amount (£)</label><input id="b-amt" inputmode="numeric" style="width:100px"><button type="button" id="b-add">Add line</button></div><p class="err" id="b-err" role="alert"></p></fieldset>
        <p class="err" id="p3-err" role="alert"></p><p class="good" id="p3-ok" role="status"></p>
        <button type="button" class="main" id="check">Check budget</button>
      </section>
      <section class="box" id="p4" hidden aria-labelledby="p4-h"><h2 id="p4-h" style="margin-top:0">Ethics</h2>
        ${ETHICS.map(([k, name]) => `<h3 style="margin:6px 0"><button type="button" data-acc id="acc-${k}" aria-expanded="false" aria-controls="acc-${k}-p">${name}</button></h3><div id="acc-${k}-p" hidden><fieldset><legend>${QUESTIONS[k]}</legend><label><input type="radio" name="${k}" value="yes"> Yes</label> <label><input type="radio" name="${k}" value="no"> No</label></fieldset>${k === 'human' ? '<div class="field" id="ref-f" hidden><label for="ref">Ethics approval reference</label><input id="ref"></div>' : ''}</div>`).join('')}
        <div class="line" style="margin-top:10px"><button type="button" role="switch" id="sw-abroad" aria-checked="false" aria-labelledby="sw-abroad-l"></button><span id="sw-abroad-l">Fieldwork outside the UK</span></div>
        <p class="err" id="p4-err" role="alert"></p>
        <button type="button" class="main" id="save-ethics">Save ethics</button>
      </section>
      <section class="box" id="p5" hidden aria-labelledby="p5-h"><h2 id="p5-h" style="margin-top:0">Submit</h2>
        <ul id="checklist"></ul>
        <p><label><input type="checkbox" id="d1"> I confirm the information in this application is accurate</label></p>
        <p><label><input type="checkbox" id="d2"> My research office has approved this application</label></p>
        <p class="err" id="p5-err" role="alert"></p>
        <button type="button" class="main" id="submit">Submit application</button>
      </section>
      <section class="box" id="done" hidden><h2 id="done-h" style="margin-top:0"></h2><p>We've emailed a copy to a.osei@eastmere.ac.uk. Reviews start after the call closes.</p></section>
    </div>
  </div>
</main>
<div class="shade" id="dlg-member" hidden><div role="dialog" aria-modal="true" aria-labelledby="m-h"><h2 id="m-h" style="margin-top:0">Add a team member</h2>
  <div class="field"><label for="m-name">Full name</label><input id="m-name" style="width:100%"></div>
  <div class="field"><input id="m-orcid" placeholder="0000-0000-0000-0000" style="width:200px"> <span class="note">ORCID iD</span></div>
  <div class="field"><label for="m-org">Organisation</label><select id="m-org"><option>University of Eastmere</option><option>Northfield Institute of Technology</option><option>Marine Biological Station</option><option>Westbrook University</option></select></div>
  <fieldset><legend>Role</legend><label><input type="radio" name="role" value="Co-investigator" checked> Co-investigator</label> <label><input type="radio" name="role" value="Researcher co-investigator"> Researcher co-investigator</label> <label><input type="radio" name="role" value="Visiting researcher"> Visiting researcher</label></fieldset>
  <p class="err" id="m-err" role="alert"></p>
  <div class="buttons"><button type="button" data-dismiss>Cancel</button><button type="button" class="main" id="m-go">Add to team</button></div></div></div>`,
  `${QUICK}${GRANTS_MENU}
var CALLS = ${JSON.stringify(CALLS)};
${APPLY_SCRIPT}`,
);
