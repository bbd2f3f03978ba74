/**
 * The fifteenth held-out set: three apps of its own, in domains the other sets do not use (`heat`, HeatRight, boiler
 * and gas-appliance servicing: a sign-in checked by the server, appliance cards, upcoming and past visits with
 * cancellations refused within 24 hours, reschedules checked late, ratings and reports, a plan with switches, a boiler
 * pressure reading, the next engineer in a shadow root, and a four-step booking wizard with an engineer slot picker
 * loaded late and a postcode lookup; `claims`, Claimwise, company expense claims: a paged, searchable list with
 * withdrawals refused unless submitted, a New claim dialog with a cost-centre listbox, a claim page with receipts,
 * an Add expense form with policy limits, a receipt preview in an iframe, a mileage slider, an approver listbox and a
 * submission refused while receipts are missing, and Approvals with cards, refusals and rejection reasons; `adopt`,
 * Pawsfield Rescue, an animal rehoming centre: animal cards with filters, a slider, a sort, saving and a late Show
 * more, an animal page with a gallery, accordions, an application refused for a reserved animal, a waiting list, a
 * meet-and-greet booking, sponsorship, a chat in a shadow root and a map in an iframe, and a three-step application
 * with a postcode checked by the server and homes refused by the rehoming rules), and steps phrased after the public
 * sources in `sources.ts` (Gherkin step libraries, CodeceptJS, Gauge and Robot Framework suites, examples and
 * evaluation sets of open-source browser agents, documentation of hosted AI-testing products, manual test cases and
 * bug reports).
 * Its steps were phrased without reference to the planner, the dev set or the other held-out sets' apps and entries.
 * Only `--validate` has been run on it; its first scoring is the figure of a planner on apps and phrasing it was not
 * tuned to. About 40% of the steps must fail: near misses, false claims, missing targets (including actions the app
 * refuses) and ambiguous targets.
 */
import { builder } from '../entry-builder';
import type { CorpusSet } from '../types';
import { adoptApp } from './apps/adopt';
import { claimsApp } from './apps/claims';
import { heatApp } from './apps/heat';
import { adoptEntries } from './entries/adopt';
import { claimsEntries } from './entries/claims';
import { heatEntries } from './entries/heat';
import { sources } from './sources';

const heat = builder('ho15-heat');
heatEntries(heat);
const claims = builder('ho15-claims');
claimsEntries(claims);
const adopt = builder('ho15-adopt');
adoptEntries(adopt);

export const set: CorpusSet = {
  name: 'held-out-15',
  apps: [heatApp, claimsApp, adoptApp],
  entries: [...heat.entries, ...claims.entries, ...adopt.entries],
  sources,
};

export default set;
