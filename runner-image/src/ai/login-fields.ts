/**
 * What a login module decides from an observation, the same on a browser page (ai/login.ts) and on a device's screen
 * (mobile/login.ts): which elements are the username, password and one-time-code fields and the submit button, which
 * text reads as a login error, and the TOTP code (`otpauth`: SHA1, 6 digits, 30 s, as authenticator apps compute it).
 * Pure: how a field is filled, how visibility is checked and when the screen has settled belong to each device.
 */
import * as OTPAuth from 'otpauth';
import type { ObservedElement } from './contract';

const USERNAME = /e-?mail|user|login|account|phone|identifier|\bid\b/i;
const OTP = /code|otp|one[- ]?time|token|2fa|two[- ]factor|verification|authenticat|passcode/i;
const SUBMIT = /^(sign ?in|log ?in|login|continue|next|submit|verify|confirm|sign on|proceed)\b/i;
const ERROR = /\b(invalid|incorrect|wrong|failed|not recognized|try again|unknown user|does not match|locked)\b/i;

/** The current TOTP code of a base32 secret. */
export function totpCode(secret: string, timestamp = Date.now()): string {
  const clean = secret.replace(/\s+/g, '').toUpperCase();
  return new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(clean),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp });
}

export interface LoginFields {
  username?: ObservedElement;
  password?: ObservedElement;
  otp?: ObservedElement;
  submit?: ObservedElement;
}

/** An Android resource id's package part (`com.shop:id/`), whose `id` says nothing about the field. */
const RESOURCE_PACKAGE = /^[\w.]+:id\//;

function signalsOf(e: ObservedElement): string {
  const h = e.hints ?? {};
  const testId = h.testId?.replace(RESOURCE_PACKAGE, '');
  return [e.name, h.label, h.placeholder, h.inputType, testId, h.title].filter(Boolean).join(' ');
}

/** The login form's fields among `elements`; `isPassword` says which text field is a password field. */
export function findLoginFields(
  elements: readonly ObservedElement[],
  isPassword: (e: ObservedElement) => boolean,
): LoginFields {
  const textboxes = elements.filter((e) => e.role === 'textbox' || e.role === 'searchbox' || e.role === 'spinbutton');
  const password = textboxes.find((e) => isPassword(e));
  const others = textboxes.filter((e) => !isPassword(e));
  const otp = others.find((e) => OTP.test(signalsOf(e)));
  let username = others.find((e) => e !== otp && USERNAME.test(signalsOf(e)));
  if (!username && password) {
    // The text field right before the password field.
    const before = others.filter((e) => e !== otp && elements.indexOf(e) < elements.indexOf(password));
    username = before[before.length - 1];
  }
  const buttons = elements.filter((e) => e.role === 'button' || (e.role === 'link' && SUBMIT.test(e.name)));
  const submit = buttons.find((e) => SUBMIT.test(e.name.trim()) && !e.hints?.disabled);
  return {
    ...(username ? { username } : {}),
    ...(password ? { password } : {}),
    ...(otp ? { otp } : {}),
    ...(submit ? { submit } : {}),
  };
}

/** Elements that would be a login error if shown: alerts with text, and text that reads as an error. */
export function loginErrorCandidates(
  elements: readonly ObservedElement[],
): Array<{ element: ObservedElement; text: string }> {
  const found: Array<{ element: ObservedElement; text: string }> = [];
  for (const e of elements) {
    const text = e.hints?.text || (e.role === 'alert' ? e.name : '');
    if (!text) continue;
    if (e.role !== 'alert' && !ERROR.test(text)) continue;
    if (e.role === 'alert' && !text.trim()) continue;
    found.push({ element: e, text: text.trim().slice(0, 200) });
  }
  return found;
}

/** How an element is named in a login action's description: its role and accessible name. */
export function fieldLabel(e: ObservedElement): string {
  return e.name ? `${e.role} "${e.name}"` : e.role;
}
