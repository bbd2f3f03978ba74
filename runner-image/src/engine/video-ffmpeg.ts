/**
 * The ffmpeg that encodes the attempts' videos. Playwright's `recordVideo` takes no ffmpeg path: it runs
 * `<browsers root>/ffmpeg-<revision>/ffmpeg-linux`, the root being `PLAYWRIGHT_BROWSERS_PATH` (read once, when
 * playwright-core is loaded) and the revision the one in playwright-core's browsers.json. Giving it another ffmpeg is
 * a link at that place: `npm run setup` links the system's ffmpeg there, the Lambda runner the ffmpeg it ships.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** The file name Playwright expects inside its ffmpeg directory, per platform. */
export function ffmpegExecutableName(platform: NodeJS.Platform = process.platform): string {
  if (platform === 'darwin') return 'ffmpeg-mac';
  if (platform === 'win32') return 'ffmpeg-win64.exe';
  return 'ffmpeg-linux';
}

/** Where playwright-core looks for ffmpeg: `<browsersRoot>/ffmpeg-<revision>/ffmpeg-linux`, revision from browsers.json. */
export function ffmpegLinkPath(
  browsersJson: unknown,
  browsersRoot: string,
  platform: NodeJS.Platform = process.platform,
): string {
  const browsers = (browsersJson as { browsers?: unknown } | null)?.browsers;
  const entry = Array.isArray(browsers)
    ? (browsers as Array<{ name?: unknown; revision?: unknown }>).find((b) => b?.name === 'ffmpeg')
    : undefined;
  const revision = entry?.revision;
  if (typeof revision !== 'string' && typeof revision !== 'number') {
    throw new Error('playwright-core browsers.json has no ffmpeg revision');
  }
  return path.join(browsersRoot, `ffmpeg-${revision}`, ffmpegExecutableName(platform));
}

/** playwright-core's browsers.json, from the playwright-core this process loads. */
export function playwrightBrowsersJson(): unknown {
  const packageJson = createRequire(import.meta.url).resolve('playwright-core/package.json');
  return JSON.parse(readFileSync(path.join(path.dirname(packageJson), 'browsers.json'), 'utf8'));
}

/**
 * Makes `linkPath` a symlink to `target` (atomically replacing a wrong or broken one) and writes the
 * INSTALLATION_COMPLETE marker, without which `playwright install` treats the directory as stale and deletes it.
 * A real executable already there (Playwright's own download) is left alone. Returns what changed, or undefined.
 */
export function linkFfmpeg(
  linkPath: string,
  target: string,
  isExecutableFile: (file: string) => boolean,
): string | undefined {
  const dir = path.dirname(linkPath);
  const marker = path.join(dir, 'INSTALLATION_COMPLETE');
  let change: string | undefined;
  let current: ReturnType<typeof lstatSync> | undefined;
  try {
    current = lstatSync(linkPath);
  } catch {
    current = undefined;
  }
  const isDownloadedBinary = current?.isFile() && isExecutableFile(linkPath);
  const linkIsRight = current?.isSymbolicLink() && readlinkSync(linkPath) === target && existsSync(linkPath);
  if (!isDownloadedBinary && !linkIsRight) {
    mkdirSync(dir, { recursive: true });
    const temporary = `${linkPath}.tmp-${process.pid}`;
    rmSync(temporary, { force: true });
    symlinkSync(target, temporary);
    renameSync(temporary, linkPath);
    change = `linked Playwright's ffmpeg ${linkPath} -> ${target}`;
  }
  if (!existsSync(marker)) writeFileSync(marker, '');
  return change;
}

/**
 * Makes this process's Playwright record videos with `ffmpegPath`: a browsers root of its own (`browsersRoot`, set as
 * `PLAYWRIGHT_BROWSERS_PATH`) whose ffmpeg is a link to it. Must run before playwright-core is loaded, which reads
 * the variable once. Returns the link's path.
 */
export function useFfmpegForVideos(
  ffmpegPath: string,
  browsersRoot: string,
  env: NodeJS.ProcessEnv = process.env,
): string {
  const linkPath = ffmpegLinkPath(playwrightBrowsersJson(), browsersRoot);
  linkFfmpeg(linkPath, ffmpegPath, () => false);
  env.PLAYWRIGHT_BROWSERS_PATH = browsersRoot;
  return linkPath;
}
