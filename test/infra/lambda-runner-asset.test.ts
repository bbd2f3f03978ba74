/**
 * The Lambda runner's asset, built as the CDK builds it at synth (lib/build/lambda-runner-asset.ts), holds what its
 * handler needs: the bundle, Playwright, the packed Chromium and the ffmpeg, under Lambda's size limit; and it loads
 * and unpacks from the asset alone, with nothing around it but the AWS SDK (which Lambda's runtime provides).
 */
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LAMBDA_RUNNER_ENTRY,
  LAMBDA_RUNNER_FFMPEG,
  LAMBDA_RUNNER_PACKAGES,
  LAMBDA_UNZIPPED_LIMIT_BYTES,
  type StagedLambdaRunner,
  stageLambdaRunner,
} from '../../lib/build/lambda-runner-asset';

const root = fileURLToPath(new URL('../../', import.meta.url));
/** Laid out as on Lambda: the asset in `var/task`, the runtime's AWS SDK in a `node_modules` above it. */
const scratch = mkdtempSync(join(tmpdir(), 'tas-lambda-asset-'));
const task = join(scratch, 'var', 'task');
let staged: StagedLambdaRunner;

beforeAll(() => {
  staged = stageLambdaRunner(task, root);
  mkdirSync(join(scratch, 'var', 'node_modules'), { recursive: true });
  symlinkSync(join(root, 'node_modules', '@aws-sdk'), join(scratch, 'var', 'node_modules', '@aws-sdk'));
}, 120_000);

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The npm package an import names (`@scope/name/sub` -> `@scope/name`); undefined for files and builtins. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

describe("the Lambda runner's asset", () => {
  it('holds the handler, Playwright, the packed Chromium and an executable ffmpeg, under Lambda’s 250 MB', () => {
    // Assess
    expect(existsSync(join(task, LAMBDA_RUNNER_ENTRY))).toBe(true);
    expect(readFileSync(join(task, 'node_modules/playwright-core/package.json'), 'utf8')).toContain(
      '"playwright-core"',
    );
    for (const packed of ['chromium.br', 'fonts.tar.br', 'swiftshader.tar.br', 'al2023.tar.br']) {
      expect(existsSync(join(task, 'node_modules/@sparticuz/chromium/bin', packed)), packed).toBe(true);
    }
    expect(() => accessSync(join(task, LAMBDA_RUNNER_FFMPEG), constants.X_OK)).not.toThrow();
    // The unpacker's own dependencies came along.
    expect(staged.packages).toEqual(expect.arrayContaining([...LAMBDA_RUNNER_PACKAGES, 'tar-fs', 'tar-stream']));
    expect(staged.bytes).toBeGreaterThan(100 * 1024 * 1024);
    expect(staged.bytes).toBeLessThan(LAMBDA_UNZIPPED_LIMIT_BYTES);
  });

  it('imports no package it does not carry, but the AWS SDK and the device code’s WebdriverIO (never loaded)', () => {
    // Act
    const imported = new Map<string, Set<string>>();
    for (const [output, meta] of Object.entries(staged.metafile.outputs)) {
      for (const imp of meta.imports) {
        const name = imp.external ? packageOf(imp.path) : undefined;
        if (!name) continue;
        imported.set(name, (imported.get(name) ?? new Set()).add(output));
      }
    }
    const missing = [...imported.keys()].filter(
      (name) => !name.startsWith('@aws-sdk/') && !existsSync(join(task, 'node_modules', name, 'package.json')),
    );

    // Assess
    expect(missing).toEqual(['webdriverio']);
    // Only the mobile run's chunk imports it, and the handler's module does not load that chunk at start.
    const [webdriverChunk] = [...imported.get('webdriverio')!];
    const entry = Object.entries(staged.metafile.outputs).find(
      ([, o]) => o.entryPoint === 'runner-image/src/lambda.ts',
    );
    expect(entry).toBeDefined();
    expect(entry![1].imports.filter((i) => i.kind === 'import-statement').map((i) => i.path)).not.toContain(
      webdriverChunk,
    );
  });

  it('loads from the asset alone, unpacks its Chromium, and its ffmpeg encodes VP8 and VP9', () => {
    // Prepare: a child Node that imports the handler as Lambda would, with a /tmp of its own
    const tmp = join(scratch, 'tmp');
    mkdirSync(tmp);
    const script = `
      const lambda = await import(${JSON.stringify(join(task, LAMBDA_RUNNER_ENTRY))});
      const { executablePath, args } = await lambda.chromiumBuild;
      console.log(JSON.stringify({ handler: typeof lambda.handler, ffmpeg: lambda.packagedFfmpegPath(), executablePath, args }));
      process.exit(0);`;

    // Act
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: task,
      env: { PATH: process.env.PATH, TMPDIR: tmp, TAS_LOG_LEVEL: 'error' },
      encoding: 'utf8',
      timeout: 90_000,
    });
    const loaded = JSON.parse(out.trim().split('\n').at(-1)!) as {
      handler: string;
      ffmpeg: string;
      executablePath: string;
      args: string[];
    };
    const encoders = execFileSync(loaded.ffmpeg, ['-hide_banner', '-encoders'], { encoding: 'utf8' });

    // Assess
    expect(loaded.handler).toBe('function');
    expect(loaded.ffmpeg).toBe(join(task, LAMBDA_RUNNER_FFMPEG));
    expect(loaded.executablePath).toBe(join(tmp, 'chromium'));
    expect(() => accessSync(loaded.executablePath, constants.X_OK)).not.toThrow();
    expect(loaded.args).toContain('--no-sandbox');
    expect(encoders).toMatch(/libvpx /);
    expect(encoders).toMatch(/libvpx-vp9/);
  }, 120_000);
});
