/**
 * Downloads the assets of a report next to it (presigned URLs expire after an hour). A download that fails is
 * recorded as missing with the reason, never thrown: only the report's own file may fail a reporter. Presigned URLs
 * carry their own signature: no API key is ever sent with them.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { AssetState, PlannedAsset } from './assets';

/** Downloads at once: few enough to spare the network of a CI runner, enough to hide each one's latency. */
const PARALLEL_DOWNLOADS = 4;
/** One download may take this long (a video of a long run is a few MB). */
const DOWNLOAD_TIMEOUT_MS = 60_000;

/** Why a download failed, in a few words; never the URL, whose query holds the signature. */
function reason(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  if ((error as Error).name === 'TimeoutError') return 'download timed out';
  return cause?.code ? `download failed: ${cause.code}` : `download failed: ${(error as Error).message}`;
}

async function download(asset: PlannedAsset, dir: string, fetchImpl: typeof fetch): Promise<AssetState> {
  if (!/^https?:\/\//i.test(asset.url)) return { missing: 'not an http(s) URL' };
  try {
    const res = await fetchImpl(asset.url, { signal: AbortSignal.timeout(DOWNLOAD_TIMEOUT_MS) });
    if (!res.ok) {
      await res.body?.cancel();
      return { missing: `HTTP ${res.status}${res.status === 403 ? ', the link may have expired' : ''}` };
    }
    const bytes = Buffer.from(await res.arrayBuffer());
    const file = join(dir, asset.path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    return { path: asset.path };
  } catch (error) {
    return { missing: reason(error) };
  }
}

/**
 * Downloads every planned asset into `dir` (each to `dir/<path>`, its folders created), a few at a time; resolves to
 * where each URL ended up, or why it did not.
 */
export async function downloadAssets(
  planned: readonly PlannedAsset[],
  dir: string,
  fetchImpl: typeof fetch,
): Promise<Map<string, AssetState>> {
  const assets = new Map<string, AssetState>();
  let next = 0;
  const worker = async () => {
    while (next < planned.length) {
      const asset = planned[next++]!;
      assets.set(asset.url, await download(asset, dir, fetchImpl));
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_DOWNLOADS, planned.length) }, worker));
  return assets;
}
