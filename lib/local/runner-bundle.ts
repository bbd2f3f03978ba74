/**
 * The runner bundled the way the container image bundles it (esbuild, npm packages external), written under
 * `node_modules/.cache/tas-runner` (so the packages resolve) in a directory named by the output's hash. Starting a
 * runner then costs Node's start and the packages, not a TypeScript loader (about 0.25 s of CPU less per run).
 *
 * Bundling costs about 2.5 s of CPU, so it is done once per code change, not once per process that starts runners:
 * `current.json` records the bundle and the size and modification time of every file that went into it, and a later
 * process whose inputs all still match uses that bundle without building.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

/** What `current.json` holds: the bundle's entry point and its inputs' stamps (`size:mtimeMs`, by path). */
interface BundleRecord {
  entry: string;
  inputs: Record<string, string>;
}

const RECORD = 'current.json';

function stampOf(path: string): string | undefined {
  try {
    const stat = statSync(path);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return undefined;
  }
}

/** The recorded bundle when it exists and none of its inputs changed since it was built. */
export function currentBundle(cacheDir: string, projectRoot: string): string | undefined {
  let record: BundleRecord;
  try {
    record = JSON.parse(readFileSync(join(cacheDir, RECORD), 'utf8')) as BundleRecord;
  } catch {
    return undefined;
  }
  if (typeof record.entry !== 'string' || !existsSync(record.entry) || typeof record.inputs !== 'object')
    return undefined;
  const inputs = Object.entries(record.inputs);
  if (inputs.length === 0) return undefined;
  for (const [path, stamp] of inputs) if (stampOf(resolve(projectRoot, path)) !== stamp) return undefined;
  return record.entry;
}

/** Bundles of older code, unused for a day, go (a running runner may still use a recent one). */
function pruneOldBundles(root: string, keep: string): void {
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of readdirSync(root)) {
    if (name === keep || name === RECORD) continue;
    const path = join(root, name);
    try {
      if (statSync(path).mtimeMs < dayAgo) rmSync(path, { recursive: true, force: true });
    } catch {
      // pruned by another process meanwhile
    }
  }
}

/** Writes `file` whole or not at all (another process may read it meanwhile). */
function writeAtomically(file: string, text: string): void {
  const staging = `${file}.${process.pid}.tmp`;
  writeFileSync(staging, text);
  renameSync(staging, file);
}

/** Builds the bundle of `entryPoint` (or reuses the recorded one) and returns its entry point. */
export async function buildRunnerBundle(entryPoint: string, projectRoot: string): Promise<string> {
  const cacheDir = join(projectRoot, 'node_modules', '.cache', 'tas-runner');
  const reused = currentBundle(cacheDir, projectRoot);
  if (reused) return reused;
  const { build } = await import('esbuild');
  const out = await build({
    entryPoints: [entryPoint],
    absWorkingDir: projectRoot,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Playwright stays a package (it reads its own files at run time); the rest, the AWS SDK included, is bundled:
    // Node then loads one file instead of parsing hundreds of CommonJS modules (about 0.3 s of CPU per run).
    external: ['playwright-core', 'esbuild'],
    mainFields: ['module', 'main'],
    banner: {
      js: "import { createRequire as __tasRequire } from 'node:module'; const require = __tasRequire(import.meta.url);",
    },
    outdir: 'out',
    // .mjs: under node_modules no package.json says "type": "module".
    outExtension: { '.js': '.mjs' },
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const hash = createHash('sha256');
  for (const file of out.outputFiles) hash.update(file.path).update(file.contents);
  const dir = join(cacheDir, hash.digest('hex').slice(0, 16));
  const entry = join(dir, 'main.mjs');
  if (!existsSync(entry)) {
    const staging = `${dir}.${process.pid}.tmp`;
    mkdirSync(staging, { recursive: true });
    for (const file of out.outputFiles) writeFileSync(join(staging, basename(file.path)), file.contents);
    try {
      renameSync(staging, dir);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // another process wrote the same bundle first
    }
  }
  const inputs: Record<string, string> = {};
  for (const path of Object.keys(out.metafile.inputs)) {
    const stamp = stampOf(resolve(projectRoot, path));
    if (stamp) inputs[path] = stamp;
  }
  const record: BundleRecord = { entry, inputs };
  writeAtomically(join(cacheDir, RECORD), JSON.stringify(record));
  pruneOldBundles(cacheDir, basename(dir));
  return entry;
}
