import { describe, expect, it } from 'vitest';
import { findChromium, HEADLESS_SHELL_PATH } from '../../lib/local/browser-paths';

const only =
  (...present: string[]) =>
  (file: string) =>
    present.includes(file);

describe('the browser local runs launch', () => {
  it("prefers Chromium's headless shell to the full browser when both are installed", () => {
    expect(findChromium({}, only('/usr/bin/chromium', HEADLESS_SHELL_PATH))).toBe(HEADLESS_SHELL_PATH);
  });

  it('falls back to the full browser, then to the other candidates', () => {
    expect(findChromium({}, only('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
    expect(findChromium({}, only('/usr/bin/google-chrome'))).toBe('/usr/bin/google-chrome');
    expect(findChromium({}, only())).toBeUndefined();
  });

  it('takes TAS_CHROMIUM_PATH as given, before any candidate', () => {
    expect(findChromium({ TAS_CHROMIUM_PATH: '/opt/chrome/chrome' }, only(HEADLESS_SHELL_PATH))).toBe(
      '/opt/chrome/chrome',
    );
  });
});
