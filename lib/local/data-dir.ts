import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** What a running local stack publishes in its data directory, so the CLI can act on it. */
export interface StackInfo {
  pid: number;
  url?: string;
  dynamoEndpoint?: string;
  s3Endpoint?: string;
  tableName?: string;
  bucketName?: string;
}

export class StackError extends Error {
  override name = 'StackError';
}

const LOCK_FILE = 'stack.json';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The running stack that holds this data directory, if any (a lock left by a dead process does not count). */
export function runningStack(dataDir: string): StackInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as StackInfo;
    return alive(info.pid) && info.pid !== process.pid ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the data directory for this process (atomically, with an exclusive create). Throws a `StackError` when a
 * live process holds it; a lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): { update(info: Omit<StackInfo, 'pid'>): void; release(): void } {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, JSON.stringify({ pid: process.pid }));
      closeSync(fd);
      return {
        update(info) {
          writeFileSync(file, JSON.stringify({ ...info, pid: process.pid }, null, 2), { mode: 0o600 });
        },
        release() {
          const current = runningStackFile(file);
          if (current?.pid === process.pid) rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = runningStackFile(file);
      if (holder && alive(holder.pid)) {
        throw new StackError(
          `data dir ${dataDir} is already used by a running instance (pid ${holder.pid}${holder.url ? `, ${holder.url}` : ''})`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new StackError(`could not lock data dir ${dataDir}`);
}

function runningStackFile(file: string): StackInfo | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as StackInfo;
  } catch {
    return undefined;
  }
}
