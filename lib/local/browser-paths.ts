import { accessSync, constants } from 'node:fs';
import { ENV, readLocalConfig } from '../../core/config';

/**
 * Chromium's headless shell: the same engine without the desktop browser around it, which is what runs need (they are
 * always headless) and what Playwright itself launches for headless runs, so also what the AWS runner image runs.
 * It costs about a third less CPU than the full browser in headless mode on the same steps (`npm run corpus`, same
 * verdicts). Debian package: `chromium-headless-shell`.
 */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/** Where we look for a Chrome/Chromium binary, in order, when TAS_CHROMIUM_PATH is not set: the headless shell first. */
export const CHROMIUM_CANDIDATES: readonly string[] = [
  HEADLESS_SHELL_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
];

function isExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The browser binary to use: TAS_CHROMIUM_PATH when set (returned as given, even if it does not exist, so
 * the caller can report the bad setting), else the first existing candidate, else undefined.
 */
export function findChromium(
  env: NodeJS.ProcessEnv = process.env,
  exists: (file: string) => boolean = isExecutable,
): string | undefined {
  const override = readLocalConfig(env).chromiumPath;
  if (override) return override;
  return CHROMIUM_CANDIDATES.find((candidate) => exists(candidate));
}

/** The browser binary the runner launches; throws a one-line, actionable error when there is none. */
export function chromiumExecutablePath(): string {
  const found = findChromium();
  if (!found) {
    throw new Error(
      'Chromium not found. Run `npm run setup`, install it (sudo apt-get install -y chromium), ' +
        `or set ${ENV.chromiumPath} to a Chrome/Chromium binary`,
    );
  }
  return found;
}
