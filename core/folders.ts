/** Folder paths of blueprints: `/`, `/checkout`, `/checkout/guest`. */

export const ROOT_FOLDER = '/';
export const MAX_FOLDER_DEPTH = 20;
export const MAX_FOLDER_LENGTH = 1024;

export class FolderPathError extends Error {
  override name = 'FolderPathError';
}

/**
 * Normalises a folder path: trailing and repeated slashes are dropped (`/a//b/` -> `/a/b`). A path that does not
 * start with `/`, has a `.` or `..` segment, control characters, more than 20 levels or 1024 characters is refused.
 */
export function normalizeFolderPath(input: string): string {
  const path = input.trim();
  if (!path.startsWith('/')) throw new FolderPathError('must start with "/"');
  if ([...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    throw new FolderPathError('must not contain control characters');
  }
  const segments = path.split('/').filter((s) => s.length > 0);
  if (segments.some((s) => s === '.' || s === '..')) throw new FolderPathError('must not contain "." or ".." segments');
  if (segments.length > MAX_FOLDER_DEPTH) throw new FolderPathError(`must have at most ${MAX_FOLDER_DEPTH} levels`);
  const normalized = `/${segments.join('/')}`;
  if (normalized.length > MAX_FOLDER_LENGTH) {
    throw new FolderPathError(`must be at most ${MAX_FOLDER_LENGTH} characters long`);
  }
  return normalized;
}

/** The folder and every ancestor below the root: `/a/b/c` -> [`/a`, `/a/b`, `/a/b/c`]; the root has none. */
export function folderChain(folder: string): string[] {
  const segments = folder.split('/').filter(Boolean);
  return segments.map((_, i) => `/${segments.slice(0, i + 1).join('/')}`);
}

/** Whether `child` is a direct child folder of `parent` (`/a/b` of `/a`, `/a` of `/`). */
export function isDirectChild(parent: string, child: string): boolean {
  const prefix = parent === ROOT_FOLDER ? '/' : `${parent}/`;
  return child.startsWith(prefix) && child.length > prefix.length && !child.slice(prefix.length).includes('/');
}

/** Whether `path` is `folder` itself or one of its subfolders at any depth (every folder is within the root). */
export function isWithin(folder: string, path: string): boolean {
  return folder === ROOT_FOLDER || path === folder || path.startsWith(`${folder}/`);
}

/**
 * Net change of the subtree counters when a blueprint moves from one folder to another (or is created: `from`
 * undefined, or deleted: `to` undefined). Folders whose count does not change are left out.
 */
export function folderCounterDeltas(from: string | undefined, to: string | undefined): Map<string, number> {
  const deltas = new Map<string, number>();
  for (const f of from ? folderChain(from) : []) deltas.set(f, (deltas.get(f) ?? 0) - 1);
  for (const f of to ? folderChain(to) : []) deltas.set(f, (deltas.get(f) ?? 0) + 1);
  for (const [f, d] of deltas) if (d === 0) deltas.delete(f);
  return deltas;
}
