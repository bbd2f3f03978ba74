import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, type AppProps } from 'aws-cdk-lib';
import { afterAll } from 'vitest';

/** The assemblies of this test file's apps, removed after the file (an App without `outdir` leaves one in /tmp). */
const root = mkdtempSync(join(tmpdir(), 'tas-cdk-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A CDK app whose cloud assembly goes to a directory this test file removes. */
export function testApp(props: AppProps = {}): App {
  return new App({ outdir: mkdtempSync(join(root, 'out-')), ...props });
}
