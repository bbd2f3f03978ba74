import { describe, expect, it } from 'vitest';
import type { ObservedElement } from '../../runner-image/src/ai/contract';
import { findLoginFields, loginErrorCandidates } from '../../runner-image/src/ai/login-fields';
import { observePageSource } from '../../runner-image/src/mobile/observe';
import { fakeAppScreen } from '../support/fake-apps';

const isPassword = (e: ObservedElement) => e.hints?.inputType === 'password';

describe('findLoginFields on a device screen', () => {
  it("finds the fake apps' Email, Password and Sign in on Android and iOS", () => {
    for (const platform of ['android', 'ios'] as const) {
      // Prepare
      const { observation } = observePageSource(fakeAppScreen(platform));

      // Act
      const fields = findLoginFields(observation.elements, isPassword);

      // Assess
      expect(fields.username?.name, platform).toBe('Email address');
      expect(fields.password?.name, platform).toBe('Password');
      expect(fields.submit?.name, platform).toBe('Sign in');
      expect(fields.otp, platform).toBeUndefined();
    }
  });

  it('finds no password field on a screen without one', () => {
    // Act
    const fields = findLoginFields(
      observePageSource(fakeAppScreen('android', 'gift_cards')).observation.elements,
      isPassword,
    );

    // Assess
    expect(fields.password).toBeUndefined();
    expect(fields.username).toBeUndefined();
  });
});

describe('loginErrorCandidates', () => {
  it('takes alerts and error-looking text, not other text', () => {
    // Prepare
    const elements: ObservedElement[] = [
      { ref: 'e1', role: 'text', name: 'Welcome', framePath: [], hints: { text: 'Welcome' } },
      { ref: 'e2', role: 'text', name: '', framePath: [], hints: { text: 'Incorrect password, try again' } },
      { ref: 'e3', role: 'alert', name: 'Account locked', framePath: [] },
    ];

    // Act
    const found = loginErrorCandidates(elements).map((c) => c.text);

    // Assess
    expect(found).toEqual(['Incorrect password, try again', 'Account locked']);
  });
});
