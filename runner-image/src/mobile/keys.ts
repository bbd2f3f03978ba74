/**
 * Device keys of `key` steps on a phone: which recorded key names a device has, and how each kind of driver presses
 * them. Recorded names are xdotool or Playwright names in any case (`Return`, `enter`, `BackSpace`, `Backspace`).
 */

export type MobilePlatform = 'android' | 'ios';

/** The keys a phone has, as this module names them. */
export type DeviceKey = 'Enter' | 'Backspace' | 'Tab' | 'Home' | 'Back';

/**
 * How the session's driver works, read from the session's `automationName`: `uiautomator2` (Android devices and
 * emulators), `xcuitest` (iPhones and simulators), `generic` (any other W3C driver, e.g. Appium's fake driver).
 */
export type DriverKind = 'uiautomator2' | 'xcuitest' | 'generic';

const ALIASES: Readonly<Record<string, DeviceKey>> = {
  return: 'Enter',
  enter: 'Enter',
  kp_enter: 'Enter',
  backspace: 'Backspace',
  tab: 'Tab',
  home: 'Home',
  back: 'Back',
};

/** The keys each platform has. iPhones have no Back key. */
export const PLATFORM_KEYS: Readonly<Record<MobilePlatform, readonly DeviceKey[]>> = {
  android: ['Enter', 'Backspace', 'Tab', 'Home', 'Back'],
  ios: ['Enter', 'Backspace', 'Tab', 'Home'],
};

/** Android key codes (android.view.KeyEvent). */
export const ANDROID_KEYCODES: Readonly<Record<DeviceKey, number>> = {
  Enter: 66,
  Backspace: 67,
  Tab: 61,
  Home: 3,
  Back: 4,
};

/** W3C WebDriver key values (the Unicode private-use code points of the spec's key table). */
const W3C_KEYS: Readonly<Partial<Record<DeviceKey, string>>> = {
  Enter: '\uE007',
  Backspace: '\uE003',
  Tab: '\uE004',
};

/** Characters typed into the focused element to press a key of the iOS keyboard. */
const IOS_TYPED: Readonly<Partial<Record<DeviceKey, string>>> = {
  Enter: '\n',
  Backspace: '\b',
  Tab: '\t',
};

/** The device key a recorded name means on `platform`, or null when the platform has no such key. */
export function deviceKeyName(name: string, platform: MobilePlatform): DeviceKey | null {
  const key = ALIASES[name.trim().toLowerCase()];
  return key && PLATFORM_KEYS[platform].includes(key) ? key : null;
}

/** How a key is pressed. */
export type KeyPress =
  /** `mobile: pressKey` with an Android key code (UiAutomator2). */
  | { via: 'android-keycode'; keycode: number }
  /** Typed into the focused element (the iOS keyboard's Return, delete and tab keys). */
  | { via: 'typed'; text: string }
  /** `mobile: pressButton` (the iPhone's Home button). */
  | { via: 'ios-button'; name: 'home' }
  /** A W3C key action (a driver without device-key commands). */
  | { via: 'w3c'; value: string };

/** How `key` is pressed with a driver of `kind`, or null when that driver cannot press it. */
export function keyPress(key: DeviceKey, kind: DriverKind): KeyPress | null {
  if (kind === 'uiautomator2') return { via: 'android-keycode', keycode: ANDROID_KEYCODES[key] };
  if (kind === 'xcuitest') {
    if (key === 'Home') return { via: 'ios-button', name: 'home' };
    const text = IOS_TYPED[key];
    return text === undefined ? null : { via: 'typed', text };
  }
  const value = W3C_KEYS[key];
  return value === undefined ? null : { via: 'w3c', value };
}

/** The driver kind of a session from its `automationName` capability. */
export function driverKind(automationName: string | undefined): DriverKind {
  const name = (automationName ?? '').toLowerCase();
  if (name === 'uiautomator2') return 'uiautomator2';
  if (name === 'xcuitest') return 'xcuitest';
  return 'generic';
}

/** The sentence a `key` step fails with for a name the device has no key for. */
export function unknownKeyMessage(name: string, platform: MobilePlatform): string {
  const keys = PLATFORM_KEYS[platform].map((k) =>
    k === 'Enter' ? 'Return/Enter' : k === 'Backspace' ? 'BackSpace' : k,
  );
  const device = platform === 'android' ? 'an Android device' : 'an iOS device';
  return `Unknown key "${name}" on ${device}: its keys are ${keys.join(', ')}.`;
}
