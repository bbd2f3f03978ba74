import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, posix } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { App, IgnoreStrategy, Stack } from 'aws-cdk-lib';
import { DockerImageAsset } from 'aws-cdk-lib/aws-ecr-assets';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DockerStage,
  parseCopy,
  parseDockerfile,
  parseImageReference,
  stageEntrypoint,
  stageEnv,
  stageNamed,
  stageUser,
} from '../support/dockerfile';

/**
 * The runner images, checked without a Docker engine: the build context as the CDK asset stages it, the build stage
 * replayed from that context alone (its COPYs, `npm ci` stood in by this checkout's node_modules, the very esbuild
 * command), each image's COPYs and entry point against what the build produced, and each image started as built.
 * What is not reproduced: the base images themselves, `apt-get`, and `npm prune` (test/unit/shipped-packages.test.ts
 * checks that the bundle loads production dependencies only).
 */

const root = fileURLToPath(new URL('../../', import.meta.url));
const DOCKERFILE = 'runner-image/Dockerfile';
/** The Dockerfile's targets that ship: the browser lane's image and the mobile lane's. */
const IMAGES = ['browser', 'mobile'] as const;
type Image = (typeof IMAGES)[number];
/** The unprivileged user each base image provides. */
const BASE_USERS: Record<string, string> = { 'mcr.microsoft.com/playwright': 'pwuser', node: 'node' };
/** Bases pinned by an exact tag alone, and why; every other base carries its digest too. */
const TAG_ONLY: Record<string, string> = {
  'mcr.microsoft.com/playwright': 'no digest of the tag could be read from its registry (no Docker engine or MCR here)',
};
/** What the build context must never carry. */
const NEVER_IN_CONTEXT = ['node_modules', 'cdk.out', '.git', 'test', '.tas-data', '.tas-test', 'coverage', 'bench'];
/** The build context's size budget (today about 1.8 MB: mostly the runner's sources and package-lock.json). */
const CONTEXT_BUDGET_BYTES = 2.5 * 1024 * 1024;

const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version: string }>;
};
const stages = parseDockerfile(readFileSync(join(root, DOCKERFILE), 'utf8'));
const stageNames = new Set(stages.map((s) => s.name));
const scratch = mkdtempSync(join(tmpdir(), 'tas-images-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The files under a directory, as relative POSIX paths. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/**
 * The build context as the CDK image asset stages it: the repository root, less what .dockerignore leaves out. A
 * .dockerignore that would let in one of the never-sent directories fails here, before copying it.
 */
function stagedContext(): string {
  const patterns = readFileSync(join(root, '.dockerignore'), 'utf8').split('\n').filter(Boolean);
  const ignore = IgnoreStrategy.docker(root, patterns);
  const sent = NEVER_IN_CONTEXT.filter((dir) => existsSync(join(root, dir)) && !ignore.ignores(join(root, dir)));
  if (sent.length > 0) throw new Error(`.dockerignore lets ${sent.join(', ')} into the build context`);
  const app = new App({ outdir: join(scratch, 'cdk.out') });
  const asset = new DockerImageAsset(new Stack(app, 'Images'), 'Runner', { directory: root, file: DOCKERFILE });
  return join(app.outdir, `asset.${asset.assetHash}`);
}

/** COPY of one source as Docker does it: a directory's contents into the destination, a file into or onto it. */
function copyEntry(from: string, to: string, intoDirectory: boolean): void {
  if (lstatSync(from).isSymbolicLink()) {
    mkdirSync(dirname(to), { recursive: true });
    symlinkSync(readlinkSync(from), to);
  } else if (statSync(from).isDirectory()) {
    cpSync(from, to, { recursive: true });
  } else {
    const target = intoDirectory ? join(to, basename(from)) : to;
    mkdirSync(dirname(target), { recursive: true });
    cpSync(from, target);
  }
}

/** A stage's file system on disk, under the scratch directory. */
const stageRoot = (name: string) => join(scratch, 'fs', name);

/**
 * Replays a stage: WORKDIR, COPY (from the context or an earlier stage's replayed file system) and the RUN steps this
 * test knows (`reproduce`); any other RUN fails, so that a new step is reproduced here or named as not reproduced.
 * Resolves to the stage's WORKDIR on disk.
 */
function replayStage(
  stage: DockerStage,
  context: string,
  reproduce: (run: string, line: number, cwd: string) => void,
): string {
  const fsRoot = stageRoot(stage.name!);
  let workdir = '/';
  const onDisk = (path: string) => join(fsRoot, posix.resolve(workdir, path));
  for (const instruction of stage.instructions) {
    const where = `${DOCKERFILE}:${instruction.line}`;
    if (instruction.op === 'WORKDIR') {
      workdir = posix.resolve(workdir, instruction.args);
      mkdirSync(onDisk('.'), { recursive: true });
    } else if (instruction.op === 'COPY') {
      const copy = parseCopy(instruction);
      const intoDirectory = copy.destination.endsWith('/') || copy.sources.length > 1;
      for (const source of copy.sources) {
        const from = copy.from ? join(stageRoot(copy.from), posix.resolve('/', source)) : join(context, source);
        if (!existsSync(from)) {
          throw new Error(
            copy.from
              ? `${where}: COPY --from=${copy.from} ${source}: that stage does not produce it`
              : `${where}: COPY ${source}: not in the build context (missing, or left out by .dockerignore)`,
          );
        }
        copyEntry(from, onDisk(copy.destination), intoDirectory);
      }
    } else if (instruction.op === 'RUN') {
      reproduce(instruction.args, instruction.line, onDisk('.'));
    } else if (!['ENV', 'USER', 'ENTRYPOINT', 'ARG', 'LABEL'].includes(instruction.op)) {
      throw new Error(`${where}: ${instruction.op} is not replayed by this test`);
    }
  }
  return onDisk('.');
}

interface BuiltImage {
  /** The image's WORKDIR on disk. */
  dir: string;
  env: Record<string, string>;
  entrypoint: string[];
}

let context: string;
let metafile: Metafile;
const images = {} as Record<Image, BuiltImage>;

beforeAll(() => {
  context = stagedContext();
  const metafilePath = join(scratch, 'runner-meta.json');
  replayStage(stageNamed(stages, 'build'), context, (run, line, cwd) => {
    for (const command of run.split('&&').map((c) => c.trim())) {
      if (command.startsWith('npm ci ')) {
        // The packages of package-lock.json, installed in this checkout the same way.
        symlinkSync(join(root, 'node_modules'), join(cwd, 'node_modules'));
      } else if (command.startsWith('npx esbuild ')) {
        const args = command.slice('npx esbuild '.length).split(/\s+/);
        const esbuild = join(root, 'node_modules/.bin/esbuild');
        execFileSync(esbuild, [...args, `--metafile=${metafilePath}`, '--log-level=error'], { cwd, stdio: 'pipe' });
      } else if (!command.startsWith('npm prune --omit=dev ')) {
        throw new Error(`${DOCKERFILE}:${line}: RUN ${command} is not reproduced by this test`);
      }
    }
  });
  metafile = JSON.parse(readFileSync(metafilePath, 'utf8')) as Metafile;
  for (const image of IMAGES) {
    const stage = stageNamed(stages, image);
    const dir = replayStage(stage, context, (run, line) => {
      // The base's own checks and system packages: not reproducible without the base image.
      if (!/^(apt-get update |node -e )/.test(run)) {
        throw new Error(`${DOCKERFILE}:${line}: RUN ${run} is not reproduced by this test`);
      }
    });
    images[image] = { dir, env: stageEnv(stage), entrypoint: stageEntrypoint(stage) };
  }
}, 60_000);

/** The output of the bundle whose entry point is that source file (a chunk loaded with `import()`). */
function outputOf(entryPoint: string): [string, Metafile['outputs'][string]] {
  const found = Object.entries(metafile.outputs).find(([, o]) => o.entryPoint === entryPoint);
  if (!found) throw new Error(`no bundle output for ${entryPoint}`);
  return found;
}

/** The outputs an output loads with itself: it, its static imports, and theirs, transitively. */
function staticOutputs(output: string): Set<string> {
  const seen = new Set([output]);
  for (const key of seen) {
    for (const imp of metafile.outputs[key]!.imports) {
      if (imp.kind === 'import-statement' && !imp.external) seen.add(imp.path);
    }
  }
  return seen;
}

/** The packages an output loads with itself through static imports. */
function staticPackages(output: string): Set<string> {
  const packages = new Set<string>();
  for (const key of staticOutputs(output)) {
    for (const imp of metafile.outputs[key]!.imports) {
      if (imp.kind === 'import-statement' && imp.external && !imp.path.startsWith('node:'))
        packages.add(
          imp.path
            .split('/')
            .slice(0, imp.path.startsWith('@') ? 2 : 1)
            .join('/'),
        );
    }
  }
  return packages;
}

/** The source files an output loads with itself (the modules bundled into its static outputs). */
function staticSources(output: string): Set<string> {
  const sources = new Set<string>();
  for (const key of staticOutputs(output))
    for (const input of Object.keys(metafile.outputs[key]!.inputs)) sources.add(input);
  return sources;
}

/** The module that loads Playwright (with `require`, which a bundle's import graph does not show). */
const PLAYWRIGHT_DEVICE = 'runner-image/src/engine/playwright-device.ts';

/**
 * Starts an image's entry point as the image would (its WORKDIR, its ENV), without a run to execute, and records every
 * package the process resolves through `import` or `require`. Resolves to the exit code and those packages.
 */
function startImage(image: Image, env: Record<string, string> = {}): { status: number | null; packages: string[] } {
  const hooks = join(scratch, 'record-hooks.mjs');
  const register = join(scratch, 'record-register.mjs');
  const log = join(scratch, `${image}-resolved.txt`);
  writeFileSync(
    hooks,
    `import { appendFileSync } from 'node:fs';
let log;
export function initialize(data) { log = data.log; }
export async function resolve(specifier, context, next) {
  if (!/^(\\.|\\/|node:|file:|data:)/.test(specifier)) appendFileSync(log, specifier + '\\n');
  return next(specifier, context);
}
`,
  );
  writeFileSync(
    register,
    `import { appendFileSync } from 'node:fs';
import Module, { isBuiltin, register } from 'node:module';
register(${JSON.stringify(pathToFileURL(hooks).href)}, { data: { log: ${JSON.stringify(log)} } });
const load = Module._load;
Module._load = function (request, ...rest) {
  if (!/^(\\.|\\/|file:)/.test(request) && !isBuiltin(request)) appendFileSync(${JSON.stringify(log)}, request + '\\n');
  return load.call(this, request, ...rest);
};
`,
  );
  writeFileSync(log, '');
  const built = images[image];
  const [command, ...args] = built.entrypoint;
  expect(command).toBe('node');
  const result = spawnSync(process.execPath, ['--import', pathToFileURL(register).href, ...args], {
    cwd: built.dir,
    env: { PATH: process.env.PATH, HOME: scratch, TAS_LOG_LEVEL: 'error', ...built.env, ...env },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const packages = readFileSync(log, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((s) =>
      s
        .split('/')
        .slice(0, s.startsWith('@') ? 2 : 1)
        .join('/'),
    );
  return { status: result.status, packages: [...new Set(packages)] };
}

describe('runner images', () => {
  it('pins every base image by exact version tag, and by digest unless none could be read', () => {
    // Prepare
    const bases = stages.map((s) => s.base).filter((base) => !stageNames.has(base));

    // Assess
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases) {
      const ref = parseImageReference(base);
      expect(ref.tag, base).toMatch(/^v?\d+\.\d+\.\d+(-[a-z0-9]+)*$/);
      if (ref.digest !== undefined) expect(ref.digest, base).toMatch(/^[0-9a-f]{64}$/);
      else expect(TAG_ONLY, `${base} has no digest`).toHaveProperty([ref.repository]);
    }
    const playwright = bases.map(parseImageReference).find((r) => r.repository === 'mcr.microsoft.com/playwright');
    expect(playwright?.tag, 'the Playwright base matches playwright-core').toBe(
      `v${lock.packages['node_modules/playwright-core']!.version}-noble`,
    );
    const node = bases.map(parseImageReference).find((r) => r.repository === 'node');
    expect(node?.tag).toMatch(/^22\.\d+\.\d+-/);
  });

  it('runs each image as its base image unprivileged user, and builds the browser image by default', () => {
    for (const image of IMAGES) {
      // Prepare
      const stage = stageNamed(stages, image);
      const repository = parseImageReference(stage.base).repository;

      // Assess
      expect(stageUser(stage), image).toBe(BASE_USERS[repository]);
      expect(stageUser(stage), image).not.toMatch(/^(root|0)(:|$)/);
    }
    expect(stages.at(-1)?.name, 'the last stage is what `docker build` builds without --target').toBe('browser');
  });

  it('sends only what the build needs in the build context: no node_modules, cdk.out, .git or test data', () => {
    // Act
    const files = filesUnder(context);
    const bytes = files.reduce((sum, file) => sum + statSync(join(context, file)).size, 0);
    const copied = stageNamed(stages, 'build')
      .instructions.filter((i) => i.op === 'COPY')
      .flatMap((i) => parseCopy(i).sources);

    // Assess
    for (const dir of NEVER_IN_CONTEXT) {
      expect(
        files.filter((f) => f === dir || f.startsWith(`${dir}/`)),
        dir,
      ).toEqual([]);
    }
    expect(files.filter((f) => f.includes('/node_modules/') || f.endsWith('.test.ts'))).toEqual([]);
    expect(files).toContain('runner-image/src/main.ts');
    for (const file of files.filter((f) => f !== '.dockerignore' && f !== DOCKERFILE)) {
      expect(
        copied.some((source) => file === source || file.startsWith(`${source}/`)),
        `${file} is in the context but no COPY uses it`,
      ).toBe(true);
    }
    expect(bytes).toBeLessThan(CONTEXT_BUDGET_BYTES);
  });

  it('builds the entry point each image runs from the build context alone', () => {
    for (const image of IMAGES) {
      // Assess: the ENTRYPOINT's file is where the image's COPYs put the bundle
      const [, entry] = images[image].entrypoint;
      expect(existsSync(join(images[image].dir, entry!)), `${image}: ${entry}`).toBe(true);
      expect(existsSync(join(images[image].dir, 'package.json')), `${image}: package.json (ESM)`).toBe(true);
    }
    expect(outputOf('runner-image/src/main.ts')[0]).toBe(images.browser.entrypoint[1]);
  });

  it('gives mobile runs a path that never loads Playwright', () => {
    // Prepare
    const [main, mainOutput] = outputOf('runner-image/src/main.ts');
    const [attempts] = outputOf('runner-image/src/engine/attempts.ts');
    const [mobileRun] = outputOf('runner-image/src/mobile/run.ts');
    const [engine] = outputOf('runner-image/src/engine/index.ts');

    // Assess: the entry point loads the attempt loop and the device's modules on their own
    const loadsLater = mainOutput.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path);
    expect(loadsLater).toEqual(expect.arrayContaining([attempts, mobileRun, engine]));
    expect(staticSources(main)).not.toContain(PLAYWRIGHT_DEVICE);
    expect(staticSources(attempts)).not.toContain(PLAYWRIGHT_DEVICE);
    expect(staticSources(mobileRun)).not.toContain(PLAYWRIGHT_DEVICE);
    expect(staticPackages(mobileRun)).toContain('webdriverio');
    expect(staticSources(engine)).toContain(PLAYWRIGHT_DEVICE);
  });

  it('starts the mobile image without loading Playwright or a development package', () => {
    // Act: no run given, so the runner stops at once with exit code 2
    const { status, packages } = startImage('mobile');

    // Assess
    expect(images.mobile.env.TAS_RUNNER_LANE).toBe('mobile');
    expect(status).toBe(2);
    expect(packages).toContain('@aws-sdk/client-dynamodb');
    expect(packages).not.toContain('playwright-core');
    expect(packages.filter((name) => name in pkg.devDependencies)).toEqual([]);
  });

  it('starts the browser image with the browser engine loading at once, as before', () => {
    // Act: a browser that cannot launch fails fast, and the run-less runner exits 2 all the same
    const { status, packages } = startImage('browser', { TAS_CHROMIUM_PATH: join(scratch, 'no-chromium') });

    // Assess
    expect(images.browser.env).not.toHaveProperty('TAS_RUNNER_LANE');
    expect(status).toBe(2);
    expect(packages).toContain('playwright-core');
    expect(packages.filter((name) => name in pkg.devDependencies)).toEqual([]);
  });
});
