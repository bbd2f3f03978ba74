/**
 * NRC Grants, the Northfield Research Council's grant application portal (today is Tuesday 14 March 2028): a two-step
 * sign-in and Funding calls (apps/grants-calls.ts), the application form (apps/grants-apply.ts) and My applications
 * (apps/grants-mine.ts). An account menu in the header.
 */
import type { CorpusApp } from '../../types';
import { applyPage } from './grants-apply';
import { callsPage, loginPage } from './grants-calls';
import { minePage } from './grants-mine';
import { parse } from './shared';

const money = (n: number) => `£${n.toLocaleString('en-GB')}`;

export const grantsApp: CorpusApp = {
  name: 'grants',
  description:
    "NRC Grants, a research council's grant application portal (today is Tue 14 Mar 2028): a two-step sign-in (Institutional email and Password, then a code named only by its placeholder; both answered late, refusing a wrong password, a non-institutional email and a wrong code); Funding calls (a search named only by its placeholder, a Scheme select, a Show closed calls switch, a table of calls sorted by closing date, 5 a page, with View (a dialog) and Start application in each row, disabled for closed calls, answered late and refused for the call with a draft and the call only a research office can start); an application form (a deadline clock in a shadow root loading late; a section list; Project: title, an acronym named only by its placeholder, a summary with a character counter, research area, a planned start date, a duration slider, a call guidance iframe with its own pager, Save draft and Next checked late, refusing start dates outside Sep 2028–Mar 2029; Team: cards with Edit and Remove in each except the lead's, Remove with an Undo toast, Add a team member with an ORCID iD named only by its placeholder, answered late, refusing unknown iDs and more than 5 people; Budget: a sortable table with Edit and Delete in each row, an Add a budget line fieldset, Check budget answered late, refusing totals over the call's limit and travel over £20,000; Ethics: accordions of Yes/No questions, an approval reference shown for human participants, a Fieldwork outside the UK switch, Save ethics checked late; Submit: a checklist, two declaration boxes and Submit application answered late, refused until Ethics is saved); My applications (tabs: draft cards with Continue and Delete in each, Delete confirmed and answered late; submitted cards, View feedback with reviewer scores, Withdraw refused late; an award with Request an extension answered late, refused beyond 3 months; a star-rated feedback form); an account menu and toasts that leave after 8 s.",
  routes: {
    '/grants/login': () => loginPage,
    '/grants/calls': () => callsPage,
    '/grants/apply': () => applyPage,
    '/grants/mine': () => minePage,
    '/grants/api/login': (req) => {
      const body = parse<{ email: string; pw: string }>(req.body);
      const email = (body.email ?? '').toLowerCase();
      let error = '';
      if (!email.endsWith('.ac.uk')) error = 'Use your institutional email address, ending in .ac.uk.';
      else if (email !== 'a.osei@eastmere.ac.uk' || body.pw !== 'Fieldwork-42') error = 'Incorrect email or password.';
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true } };
    },
    '/grants/api/code': (req) => {
      const ok = parse<{ code: string }>(req.body).code === '246810';
      return {
        delayMs: 700,
        json: ok ? { ok: true } : { ok: false, error: 'That code is wrong or has expired. Try the newest code.' },
      };
    },
    '/grants/api/start': (req) => {
      const id = parse<{ id: string }>(req.body).id;
      let error = '';
      if (id === 'C1') error = 'You already have a draft for Coastal Resilience 2028. Open it from My applications.';
      else if (id === 'C6')
        error =
          'Only your research office can start an application to Quantum Sensing Pathfinder. Ask them to start it.';
      return { delayMs: 800, json: error ? { ok: false, error } : { ok: true } };
    },
    '/grants/api/project': (req) => {
      const start = parse<{ start: string }>(req.body).start ?? '';
      const error =
        start && (start < '2028-09-01' || start > '2029-03-01')
          ? 'Projects under this call must start between 1 Sep 2028 and 1 Mar 2029.'
          : '';
      return { delayMs: 700, json: error ? { ok: false, error } : { ok: true } };
    },
    '/grants/api/member': (req) => {
      const body = parse<{ orcid: string; size: number }>(req.body);
      let error = '';
      if ((body.size ?? 0) >= 5) error = 'This call allows at most 5 people on the team.';
      else if (body.orcid !== '0000-0003-4921-7756') error = "We couldn't find that ORCID iD.";
      return { delayMs: 800, json: error ? { ok: false, error } : { ok: true } };
    },
    '/grants/api/budget': (req) => {
      const body = parse<{ total: number; max: number; travel: number }>(req.body);
      let error = '';
      if ((body.total ?? 0) > (body.max ?? 0))
        error = `Your total of ${money(body.total ?? 0)} is over this call's limit of ${money(body.max ?? 0)}.`;
      else if ((body.travel ?? 0) > 20000) error = 'Travel is capped at £20,000 for this call.';
      return { delayMs: 900, json: error ? { ok: false, error } : { ok: true } };
    },
    '/grants/api/ethics': (req) => {
      const body = parse<{ human: string; animals: string; data: string; ref: string }>(req.body);
      let error = '';
      if (!body.human || !body.animals || !body.data) error = 'Answer every ethics question.';
      else if (body.human === 'yes' && !body.ref)
        error = 'Give the ethics approval reference for work with human participants.';
      return { delayMs: 700, json: error ? { ok: false, error } : { ok: true } };
    },
    '/grants/api/submit': (req) => {
      const ethics = parse<{ ethics: boolean }>(req.body).ethics;
      return {
        delayMs: 1500,
        json: ethics
          ? { ok: true, ref: 'NRC-2028-0417' }
          : { ok: false, error: 'Complete the Ethics section before you submit.' },
      };
    },
    '/grants/api/delete': () => ({ delayMs: 700, json: { ok: true } }),
    '/grants/api/withdraw': () => ({
      delayMs: 800,
      json: {
        ok: false,
        error: "Applications can't be withdrawn once the panel has met. The panel met on 2 March 2028.",
      },
    }),
    '/grants/api/extension': (req) => {
      const date = parse<{ date: string }>(req.body).date ?? '';
      const error = date > '2028-07-31' ? 'An extension can be at most 3 months, to 31 Jul 2028.' : '';
      return { delayMs: 800, json: error ? { ok: false, error } : { ok: true } };
    },
    '/grants/api/feedback': () => ({ delayMs: 500, json: { ok: true } }),
  },
};
