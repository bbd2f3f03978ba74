/**
 * The Lambda runner's asset (the browser lane's function, `runner-image/src/lambda.ts`), built from this checkout
 * without Docker or network: esbuild bundles our code (`lambda.mjs` and the chunks it imports on demand), and the
 * packages that must stay packages are copied from `node_modules` with what they depend on:
 *
 * - `playwright-core`, which reads its own files at run time (as in the runner image);
 * - `@sparticuz/chromium`, whose brotli-packed Chromium (`bin/`) it unpacks to `/tmp` from its own directory;
 * - `@ffmpeg-installer/linux-x64`, the ffmpeg of the attempts' videos (a static x86-64 build).
 *
 * The AWS SDK is left to the Lambda runtime, as for every function of the stack. WebdriverIO is left out: mobile runs
 * never reach the Lambda lane (the state machine's lane choice), and the device code is only loaded by a mobile run.
 */
import { chmodSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { buildSync, type Metafile } from 'esbuild';

/** The handler's module in the asset: the function's handler setting is `lambda.handler`. */
export const LAMBDA_RUNNER_ENTRY = 'lambda.mjs';
export const LAMBDA_RUNNER_HANDLER = 'lambda.handler';

/** Packages copied into the asset's `node_modules` (with their dependencies), never bundled. */
export const LAMBDA_RUNNER_PACKAGES = [
  'playwright-core',
  '@sparticuz/chromium',
  '@ffmpeg-installer/linux-x64',
] as const;

/** Left out of the bundle: the runtime's AWS SDK, the copied packages, and the device code's WebdriverIO. */
export const LAMBDA_RUNNER_EXTERNALS = ['@aws-sdk/*', ...LAMBDA_RUNNER_PACKAGES, 'webdriverio'] as const;

/** Lambda's limit on a function's unzipped code (layers included). */
export const LAMBDA_UNZIPPED_LIMIT_BYTES = 250 * 1024 * 1024;

/** The ffmpeg binary's place in the asset. */
export const LAMBDA_RUNNER_FFMPEG = 'node_modules/@ffmpeg-installer/linux-x64/ffmpeg';

export interface StagedLambdaRunner {
  /** The packages copied, by name (with those they depend on). */
  packages: string[];
  /** Every file's size, summed. */
  bytes: number;
  /** esbuild's metafile of the bundle (what each output imports). */
  metafile: Metafile;
}

/** The directory of package `name` as Node resolves it from `fromDir` (the nearest `node_modules/<name>` up). */
function packageDir(name: string, fromDir: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * `roots` and every package they depend on (dependencies, and optional ones that are installed), as directories
 * under `projectRoot`'s `node_modules`, by name. A missing dependency fails the build.
 */
export function packageClosure(roots: readonly string[], projectRoot: string): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (name: string, fromDir: string, optional: boolean) => {
    if (found.has(name)) return;
    const dir = packageDir(name, fromDir);
    if (!dir) {
      if (optional) return;
      throw new Error(`the Lambda runner needs the package ${name}, which is not installed (npm install)`);
    }
    found.set(name, dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
      optionalDependencies?: Record<string, string>;
    };
    for (const dep of Object.keys(manifest.dependencies ?? {})) visit(dep, dir, false);
    for (const dep of Object.keys(manifest.optionalDependencies ?? {})) visit(dep, dir, true);
  };
  for (const name of roots) visit(name, projectRoot, false);
  return found;
}

function sizeOf(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    total += entry.isDirectory() ? sizeOf(file) : statSync(file).size;
  }
  return total;
}

/**
 * Builds the asset into `outDir` (empty or absent): the bundle, then the packages. Synchronous, as the CDK's local
 * bundling calls it. Throws when a package is missing or the asset is over Lambda's limit.
 */
export function stageLambdaRunner(outDir: string, projectRoot: string): StagedLambdaRunner {
  mkdirSync(outDir, { recursive: true });
  const result = buildSync({
    absWorkingDir: projectRoot,
    entryPoints: { lambda: 'runner-image/src/lambda.ts' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    minify: true,
    sourcemap: false,
    mainFields: ['module', 'main'],
    external: [...LAMBDA_RUNNER_EXTERNALS],
    // .mjs: the asset has no package.json saying "type": "module".
    outExtension: { '.js': '.mjs' },
    outdir: outDir,
    banner: {
      js: "import { createRequire as __tasRequire } from 'node:module'; const require = __tasRequire(import.meta.url);",
    },
    metafile: true,
    logLevel: 'silent',
  });
  const packages = packageClosure(LAMBDA_RUNNER_PACKAGES, projectRoot);
  for (const [name, dir] of packages) {
    cpSync(dir, path.join(outDir, 'node_modules', name), {
      recursive: true,
      dereference: true,
      // A package's own nested node_modules are copied as part of the closure, where Node finds them.
      filter: (source) => !path.relative(dir, source).split(path.sep).includes('node_modules'),
    });
  }
  // npm may have skipped the package's install script that marks it executable.
  chmodSync(path.join(outDir, LAMBDA_RUNNER_FFMPEG), 0o755);
  const bytes = sizeOf(outDir);
  if (bytes > LAMBDA_UNZIPPED_LIMIT_BYTES) {
    throw new Error(`the Lambda runner's asset is ${bytes} bytes, over Lambda's ${LAMBDA_UNZIPPED_LIMIT_BYTES}`);
  }
  return { packages: [...packages.keys()].sort(), bytes, metafile: result.metafile };
}
