/**
 * Writes the JUnit report: downloads the screenshots of its failing runs next to it, into `tas-attachments/`
 * (presigned URLs expire after an hour), then writes the XML with an attachment line for each. A download that fails
 * is said in the report instead; only a file that cannot be written fails.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, sep } from 'node:path';
import type { AssetState } from './assets';
import { downloadAssets } from './downloads';
import type { Report } from './report';
import { junitXml, planAttachments } from './reporters/junit';

export interface JunitWritten {
  file: string;
  /** Screenshots planned as attachments. */
  attachments: number;
  /** Screenshots that could not be downloaded, said so in the report. */
  missing: number;
}

/**
 * The path an attachment line gives for `file`: relative to the working directory, which CI runs `tas run` in (the
 * project directory in GitLab, against which it resolves attachment paths; the workspace in Jenkins, likewise), with
 * `/` separators; absolute when the file is outside it.
 */
export function attachmentPath(file: string, cwd: string): string {
  const path = relative(cwd, file);
  if (path === '' || path === '..' || path.startsWith(`..${sep}`) || isAbsolute(path)) return file;
  return path.split(sep).join('/');
}

/**
 * Writes the JUnit report of `report` to `file` (an absolute path; its directory is created if needed), with the
 * screenshots of its failing runs in `<its directory>/tas-attachments/`. Throws only when the report cannot be
 * written.
 */
export async function writeJunitReport(
  report: Report,
  file: string,
  cwd: string,
  fetchImpl: typeof fetch = fetch,
  now = new Date(),
): Promise<JunitWritten> {
  const dir = dirname(file);
  await mkdir(dir, { recursive: true });
  const planned = planAttachments(report);
  const downloaded = await downloadAssets(planned, dir, fetchImpl);
  const saved = new Map<string, AssetState>(
    [...downloaded].map(([url, state]) => [
      url,
      'path' in state ? { path: attachmentPath(join(dir, state.path), cwd) } : state,
    ]),
  );
  await writeFile(file, junitXml(report, saved, now));
  const missing = [...downloaded.values()].filter((state) => 'missing' in state).length;
  return { file, attachments: planned.length, missing };
}
