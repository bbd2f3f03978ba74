/**
 * Writes the HTML report to a directory: downloads every screenshot and video next to it (presigned URLs expire
 * after an hour), then writes `index.html`. A download that fails is shown as missing in the page; only a directory
 * that cannot be written fails.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { downloadAssets } from './downloads';
import type { Report } from './report';
import { htmlReport, planAssets } from './reporters/html';

export interface HtmlWritten {
  /** The page, `<dir>/index.html`. */
  file: string;
  assets: number;
  /** Assets that could not be downloaded, shown as missing. */
  missing: number;
}

/**
 * Writes the report of `report` into `dir` (created if needed): `assets/...` and `index.html`. Throws only when the
 * directory or the page cannot be written.
 */
export async function writeHtmlReport(
  report: Report,
  dir: string,
  fetchImpl: typeof fetch = fetch,
  now = new Date(),
): Promise<HtmlWritten> {
  await mkdir(dir, { recursive: true });
  const planned = planAssets(report);
  const assets = await downloadAssets(planned, dir, fetchImpl);
  const file = join(dir, 'index.html');
  await writeFile(file, htmlReport(report, assets, now));
  const missing = [...assets.values()].filter((state) => 'missing' in state).length;
  return { file, assets: planned.length, missing };
}
