/**
 * The screenshots and videos a report keeps next to itself, since the presigned URLs the API gives expire after an
 * hour: where each one goes, and where it ended up. Pure; `downloads.ts` fetches them.
 */

/** An asset of a report: its presigned URL, and the path it gets relative to the report's directory. */
export interface PlannedAsset {
  url: string;
  path: string;
}

/** Where an asset ended up: a path relative to the report's directory, or why it is not there. */
export type AssetState = { path: string } | { missing: string };

/** The extension of the file at `url` (a presigned S3 URL names the object), else `fallback`. */
export function extensionOf(url: string, fallback: string): string {
  try {
    const match = /\.([a-z0-9]{1,5})$/i.exec(new URL(url).pathname);
    return match ? match[1]!.toLowerCase() : fallback;
  } catch {
    return fallback;
  }
}
