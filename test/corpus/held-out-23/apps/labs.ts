/**
 * Clearpath Diagnostics, a patient portal for blood tests: two-step sign-in and home (apps/labs-home.ts), booking a
 * test (apps/labs-book.ts), results and profile (apps/labs-records.ts), and the server answers they wait for. Today
 * is Wednesday 14 July 2027.
 */
import type { CorpusApp } from '../../types';
import { labsBook, TESTS } from './labs-book';
import { labsHome, labsLogin } from './labs-home';
import { labsProfile, labsResults } from './labs-records';

function parse<T>(body: string): Partial<T> {
  try {
    return JSON.parse(body) as Partial<T>;
  } catch {
    return {};
  }
}

const answer = (delayMs: number, error: string, extra: Record<string, unknown> = {}) => ({
  delayMs,
  json: error ? { ok: false, error } : { ok: true, ...extra },
});

export const labsApp: CorpusApp = {
  name: 'labs',
  description:
    'Clearpath Diagnostics, a patient portal for blood tests: sign-in in two steps (password answered late with attempts left, then a 6-digit code answered late, a resend button disabled for 30 seconds, an NHS login button disabled as coming soon); a home page with a dismissable bank-holiday notice, the next appointment with Reschedule and a Cancel appointment alertdialog answered late, results waiting and three messages with the same Mark as read button; a four-step booking wizard (a test combobox filtered as you type where Enter takes the first match, a fasting note, Me or a family member with a select, paying or a GP referral code checked on the page, a check answered late refusing cholesterol and glucose tests for a 9-year-old; a postcode field named only by its placeholder with clinics found late and the same Choose this clinic button in each card, one closed and disabled, one over-12s only; seven date buttons with Sunday closed, times loaded late under Morning/Afternoon tabs with taken times disabled, a Continue disabled until a time is chosen and checked late so fasting tests must be before 11:00; a confirm step with a reminder switch and a required box, booked late); results (a status select, a placeholder-only search, an outside-range box, a paged table with View in each ready row and Not ready yet disabled, a detail with values and flags, a trend in a shadow root loaded late with a Show normal range button, Download PDF, a Share with my GP switch answered late and an Ask a clinician form in an iframe validated and sent late); and a profile with tabs (personal details validated and saved late, reminder switches, an hours slider and quiet-hours time inputs saved late and refused with both switches off, family member cards with Edit and Remove and an Add dialog refused late for anyone 16 or over).',
  routes: {
    '/labs/login': () => labsLogin,
    '/labs/home': () => labsHome,
    '/labs/book': () => labsBook,
    '/labs/results': () => labsResults,
    '/labs/profile': () => labsProfile,
    '/labs/api/login': (req) => {
      const body = parse<{ email: string; password: string }>(req.body);
      const ok = (body.email ?? '').toLowerCase() === 'priya.nair@example.com' && body.password === 'Copper-Kettle-9';
      return answer(700, ok ? '' : 'Incorrect email or password. You have 2 attempts left.');
    },
    '/labs/api/code': (req) =>
      answer(
        600,
        parse<{ code: string }>(req.body).code === '246810'
          ? ''
          : "That code isn't right. Check the latest text we sent you.",
      ),
    '/labs/api/cancel': () => answer(800, ''),
    '/labs/api/test': (req) => {
      const body = parse<{ test: string; who: string }>(req.body);
      const name = TESTS.find((t) => t[0] === body.test)?.[1] ?? 'This test';
      const refused = body.who === 'arjun' && (body.test === 'lipid' || body.test === 'gluc');
      return answer(600, refused ? `${name} isn't available for children under 12 at our clinics` : '');
    },
    '/labs/api/slot': (req) => {
      const body = parse<{ test: string; time: string }>(req.body);
      const fasting = body.test === 'lipid' || body.test === 'gluc';
      return answer(
        700,
        fasting && (body.time ?? '') >= '11:00'
          ? 'Fasting tests must be booked before 11:00. Choose a morning time.'
          : '',
      );
    },
    '/labs/api/book': () => answer(900, '', { ref: 'CP-30719' }),
    '/labs/api/reminders': (req) => {
      const body = parse<{ sms: boolean; mail: boolean }>(req.body);
      return answer(
        600,
        !body.sms && !body.mail ? "Turn on text or email reminders, or we can't remind you about appointments" : '',
      );
    },
    '/labs/api/family': (req) => {
      const dob = parse<{ dob: string }>(req.body).dob ?? '';
      let error = '';
      if (dob > '2027-07-14') error = "Date of birth can't be in the future";
      else if (dob <= '2011-07-14')
        error = 'Family members must be under 16. Older children can create their own account.';
      return answer(800, error);
    },
  },
};
