/**
 * Logging in in one step ("log in as alice with password hunter2"): the user field, the password field, then the
 * sign-in button.
 */
import type { ObservedElement, PlannedOperation } from '../contract';
import type { Intent } from './ground';
import { FIELD, findFirst, PlanError, type State, tryFind } from './plan-state';

/** Words that name the user field of any sign-in form: a label made of these alone says nothing more. */
const GENERIC_USER_LABEL = /^(?:(?:user(?:\s*name)?|e-?mail(?:\s+address)?|account|login|the|my)\s*)*$/i;

/**
 * "log in as alice with password hunter2": the user field, the password field, then the sign-in button. `userLabel`
 * is what the step calls the user field ("customer ID"): that field first.
 */
export function login(s: State, user: string, password: string, userLabel = ''): PlannedOperation[] {
  const fields = s.observation.elements.filter((e) => FIELD.has(e.role));
  const passwords = fields.filter((e) => e.hints?.inputType === 'password' || /password|\bpin\b/i.test(e.name));
  if (passwords.length !== 1) {
    throw new PlanError(
      passwords.length === 0 ? 'No password field was found on the page.' : 'Several password fields are on the page.',
      true,
    );
  }
  const pass = passwords[0] as ObservedElement;
  const labelled = GENERIC_USER_LABEL.test(userLabel) ? undefined : tryFind(s, userLabel, 'fill');
  // Otherwise the field a sign-in form names as such, else the form's one other text field ("Customer ID").
  const others = fields.filter((e) => e.ref !== pass.ref && (e.role === 'textbox' || e.role === 'searchbox'));
  const userReadings: Array<[string, Intent]> = [
    ['email', 'fill'],
    ['username', 'fill'],
    ['user name', 'fill'],
    ['login', 'fill'],
    ['user', 'fill'],
    ['user id', 'fill'],
    ['account', 'fill'],
  ];
  let userField: ObservedElement;
  if (labelled && labelled.ref !== pass.ref) userField = labelled;
  else {
    try {
      userField = findFirst(s, userReadings, 'user name or email field', 'user name or email');
    } catch (error) {
      if (!(error instanceof PlanError) || others.length !== 1) throw error;
      userField = others[0] as ObservedElement;
    }
  }
  const submit = findFirst(
    s,
    [
      [{ name: 'log in', roles: ['button'] }, 'click'],
      [{ name: 'sign in', roles: ['button'] }, 'click'],
      [{ name: 'login', roles: ['button'] }, 'click'],
      [{ name: 'sign on', roles: ['button'] }, 'click'],
      [{ name: 'submit', roles: ['button'] }, 'click'],
      [{ name: 'continue', roles: ['button'] }, 'click'],
    ],
    'sign-in button',
    'Log in',
  );
  return [
    { op: 'fill', ref: userField.ref, text: user },
    { op: 'fill', ref: pass.ref, text: password },
    { op: 'click', ref: submit.ref },
  ];
}
