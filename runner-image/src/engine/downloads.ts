/**
 * Files the device downloads: each is stored through the artifact store under `downloads/<name>`. With
 * `file_download_mode: 'ingest_content'` the text of a text-like file (cut at `INGEST_TEXT_LIMIT`) is also kept in
 * memory and handed to later steps through `AgentContext.downloads`; with `save_only` only the key is kept.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ArtifactStore } from '../contract';
import type { IngestedDownload } from './agent';
import type { DownloadedFile } from './device';

export const INGEST_TEXT_LIMIT = 256 * 1024;
const TEXT_EXTENSIONS = new Set([
  '.txt',
  '.csv',
  '.tsv',
  '.json',
  '.xml',
  '.html',
  '.htm',
  '.md',
  '.log',
  '.yaml',
  '.yml',
  '.ics',
  '.vcf',
  '.svg',
  '.js',
  '.css',
]);

/** A safe single path segment for an artifact name. */
export function safeFileName(name: string): string {
  const base = path
    .basename(name)
    .replace(/[^\w.\-() ]+/g, '_')
    .trim();
  return base === '' || base === '.' || base === '..' ? 'download' : base.slice(0, 120);
}

/** Text when the file looks textual (known extension, or UTF-8 without NUL bytes), else null. */
export function textOf(fileName: string, body: Buffer, limit = INGEST_TEXT_LIMIT): string | null {
  const head = body.subarray(0, 8192);
  if (head.includes(0)) return null;
  const text = body.toString('utf8');
  const known = TEXT_EXTENSIONS.has(path.extname(fileName).toLowerCase());
  if (!known && text.slice(0, 8192).includes('\uFFFD')) return null;
  return text.length > limit ? text.slice(0, limit) : text;
}

export class DownloadCollector {
  readonly files: IngestedDownload[] = [];
  private readonly pending = new Set<Promise<void>>();
  /** Called with a finished download's description, to attach it to the step in flight. */
  onSaved: ((description: string) => void) | null = null;

  constructor(
    private readonly artifacts: ArtifactStore,
    private readonly ingest: boolean,
    private readonly timeoutMs: number,
    /** Names already stored in this run (shared by its attempts, so a retry does not overwrite a file). */
    private readonly usedNames: Set<string> = new Set(),
  ) {}

  /** Starts saving a download; `settled()` waits for it. */
  add(download: DownloadedFile): void {
    const task = this.save(download).finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Waits for the downloads in progress (bounded). */
  async settled(): Promise<void> {
    if (this.pending.size === 0) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.pending]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, this.timeoutMs);
      }),
    ]);
    clearTimeout(timer);
  }

  private uniqueName(suggested: string): string {
    const name = safeFileName(suggested);
    let candidate = name;
    for (let i = 2; this.usedNames.has(candidate); i++) candidate = `${i}-${name}`;
    this.usedNames.add(candidate);
    return candidate;
  }

  private async save(download: DownloadedFile): Promise<void> {
    const name = this.uniqueName(download.suggestedFilename());
    try {
      const file = await download.path();
      const body = await readFile(file);
      const key = await this.artifacts.put(`downloads/${name}`, body, 'application/octet-stream');
      this.files.push({ fileName: name, key, text: this.ingest ? textOf(name, body) : null });
      this.onSaved?.(`Downloaded ${name} (${body.length} bytes)`);
    } catch (error) {
      this.onSaved?.(`The download of ${name} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
