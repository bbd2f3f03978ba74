import { describe, expect, it } from 'vitest';
import { longPressActions, scrollSwipes, swipeActions, tapActions } from '../../runner-image/src/mobile/gestures';
import { deviceKeyName, driverKind, keyPress, unknownKeyMessage } from '../../runner-image/src/mobile/keys';

const PHONE = { width: 400, height: 800 };

describe('touch gestures', () => {
  it('builds one touch tap per click, rounded to whole points', () => {
    const taps = tapActions({ x: 10.4, y: 20.6 }, 2);
    expect(taps.parameters.pointerType).toBe('touch');
    expect(taps.actions.filter((a) => a.type === 'pointerDown')).toHaveLength(2);
    expect(taps.actions[0]).toEqual({ type: 'pointerMove', duration: 0, x: 10, y: 21, origin: 'viewport' });
  });

  it('refuses a tap count that is not a positive integer', () => {
    expect(() => tapActions({ x: 1, y: 1 }, 0)).toThrow(RangeError);
  });

  it('holds a long press for the given time', () => {
    expect(longPressActions({ x: 1, y: 2 }, 1000).actions[2]).toEqual({ type: 'pause', duration: 1000 });
  });

  it('moves a swipe over time and lifts the finger at rest', () => {
    const types = swipeActions({ x: 0, y: 0 }, { x: 5, y: 5 }).actions.map((a) => a.type);
    expect(types).toEqual(['pointerMove', 'pointerDown', 'pause', 'pointerMove', 'pause', 'pointerUp']);
  });
});

describe('scroll swipes', () => {
  it('scrolls down by moving the finger up by amount x 100 points at the point', () => {
    expect(scrollSwipes({ x: 100, y: 500 }, 'down', 2, PHONE)).toEqual([
      { from: { x: 100, y: 500 }, to: { x: 100, y: 300 } },
    ]);
  });

  it('scrolls up by moving the finger down, from the screen centre when no point is given', () => {
    expect(scrollSwipes(null, 'up', 1, PHONE)).toEqual([{ from: { x: 200, y: 400 }, to: { x: 200, y: 500 } }]);
  });

  it('scrolls right by moving the finger left', () => {
    expect(scrollSwipes({ x: 300, y: 50 }, 'right', 1, PHONE)).toEqual([
      { from: { x: 300, y: 50 }, to: { x: 200, y: 50 } },
    ]);
  });

  it('starts a swipe further in when it would leave the screen, keeping its length', () => {
    const [swipe] = scrollSwipes({ x: 100, y: 100 }, 'down', 3, PHONE);
    expect(swipe!.from.y - swipe!.to.y).toBe(300);
    expect(swipe!.to.y).toBeGreaterThanOrEqual(80);
  });

  it('splits a travel longer than the screen into equal swipes that add up to it', () => {
    const swipes = scrollSwipes(null, 'down', 10, PHONE);
    expect(swipes.length).toBe(2);
    const total = swipes.reduce((sum, s) => sum + (s.from.y - s.to.y), 0);
    expect(total).toBe(1000);
    for (const s of swipes) {
      expect(s.from.y).toBeLessThanOrEqual(720);
      expect(s.to.y).toBeGreaterThanOrEqual(80);
    }
  });

  it('does nothing for a zero amount', () => {
    expect(scrollSwipes(null, 'down', 0, PHONE)).toEqual([]);
  });
});

describe('device keys', () => {
  it('reads xdotool and Playwright names in any case', () => {
    expect(deviceKeyName('Return', 'android')).toBe('Enter');
    expect(deviceKeyName('ENTER', 'ios')).toBe('Enter');
    expect(deviceKeyName('BackSpace', 'android')).toBe('Backspace');
    expect(deviceKeyName('back', 'android')).toBe('Back');
  });

  it('has no Back key on iOS and no keyboard shortcuts', () => {
    expect(deviceKeyName('Back', 'ios')).toBeNull();
    expect(deviceKeyName('ctrl+a', 'android')).toBeNull();
    expect(deviceKeyName('F5', 'android')).toBeNull();
  });

  it('presses Android keys by key code, iOS Home as a button and Return as typed text', () => {
    expect(keyPress('Back', 'uiautomator2')).toEqual({ via: 'android-keycode', keycode: 4 });
    expect(keyPress('Enter', 'uiautomator2')).toEqual({ via: 'android-keycode', keycode: 66 });
    expect(keyPress('Home', 'xcuitest')).toEqual({ via: 'ios-button', name: 'home' });
    expect(keyPress('Enter', 'xcuitest')).toEqual({ via: 'typed', text: '\n' });
  });

  it('presses editing keys as W3C key actions on other drivers, and has no Home there', () => {
    expect(keyPress('Tab', 'generic')).toEqual({ via: 'w3c', value: '\uE004' });
    expect(keyPress('Home', 'generic')).toBeNull();
  });

  it('tells the driver kind from automationName in any case', () => {
    expect(driverKind('UiAutomator2')).toBe('uiautomator2');
    expect(driverKind('XCUITest')).toBe('xcuitest');
    expect(driverKind('Fake')).toBe('generic');
    expect(driverKind(undefined)).toBe('generic');
  });

  it('names the keys a device has when a key is unknown', () => {
    expect(unknownKeyMessage('F5', 'ios')).toBe(
      'Unknown key "F5" on an iOS device: its keys are Return/Enter, BackSpace, Tab, Home.',
    );
  });
});
