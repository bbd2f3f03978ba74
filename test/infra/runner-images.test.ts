import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CloudAssembly } from 'aws-cdk-lib/cx-api';
import { beforeAll, describe, expect, it } from 'vitest';
import { TestAutomationStack } from '../../lib/aws/stack';
import { testApp } from './test-app';

/** A container image asset as the cloud assembly's asset manifest describes it. */
interface ImageAsset {
  hash: string;
  directory: string;
  dockerFile?: string;
  dockerBuildTarget?: string;
  platform?: string;
}

type Resources = Record<string, { Type: string; Properties?: Record<string, any> }>;

let assembly: CloudAssembly;
let images: ImageAsset[];
let resources: Resources;

/** The files under a directory, as relative POSIX paths. */
function filesUnder(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** The Dockerfile target an image asset builds: without one, the last stage, which is the browser image. */
const targetOf = (image: ImageAsset) => image.dockerBuildTarget ?? 'browser';

/** The image asset hash a task definition's runner container names (the tag of its ECR image URI). */
function imageHashOf(taskDefinition: { Properties?: Record<string, any> }): string {
  const image = JSON.stringify(taskDefinition.Properties!.ContainerDefinitions[0].Image);
  const tag = /:([0-9a-f]{64})"/.exec(image)?.[1];
  if (!tag) throw new Error(`no asset image in ${image}`);
  return tag;
}

beforeAll(() => {
  const app = testApp({ context: { 'aws:cdk:bundling-stacks': [] }, builtinCloudFormationValidation: false });
  new TestAutomationStack(app, 'ImagesTest');
  assembly = app.synth();
  const stack = assembly.getStackByName('ImagesTest');
  resources = stack.template.Resources as Resources;
  const manifest = JSON.parse(readFileSync(join(assembly.directory, 'ImagesTest.assets.json'), 'utf8')) as {
    dockerImages: Record<string, { source: Omit<ImageAsset, 'hash'> }>;
  };
  images = Object.entries(manifest.dockerImages).map(([hash, { source }]) => ({ hash, ...source }));
});

describe('runner images in the deployment', () => {
  it('builds the browser and the mobile image from the one Dockerfile, for x86_64', () => {
    // Assess: no target is the Dockerfile's last stage, the browser image (test/unit/runner-images.test.ts)
    expect(images.map(targetOf).sort()).toEqual(['browser', 'mobile']);
    for (const image of images) {
      expect(image.dockerFile).toBe('runner-image/Dockerfile');
      expect(image.platform).toBe('linux/amd64');
    }
  });

  it('runs browser runs in the browser image and mobile runs in the mobile image', () => {
    // Prepare
    const tasks = Object.values(resources).filter((r) => r.Type === 'AWS::ECS::TaskDefinition');
    const imageOf = (hash: string) => images.find((i) => i.hash === hash);
    const browserTask = tasks.find((t) => t.Properties!.Cpu === '2048');
    const mobileTask = tasks.find((t) => t.Properties!.Cpu === '512');

    // Assess
    expect(tasks).toHaveLength(2);
    expect(targetOf(imageOf(imageHashOf(browserTask!))!)).toBe('browser');
    expect(targetOf(imageOf(imageHashOf(mobileTask!))!)).toBe('mobile');
  });

  it('stages a build context without node_modules, cdk.out, .git or test data', () => {
    for (const image of images) {
      // Act
      const files = filesUnder(join(assembly.directory, image.directory));

      // Assess
      for (const dir of ['node_modules', 'cdk.out', '.git', 'test', '.tas-data', 'bench', 'docs']) {
        expect(
          files.filter((f) => f.startsWith(`${dir}/`)),
          `${targetOf(image)}: ${dir}`,
        ).toEqual([]);
      }
      expect(files).toContain('runner-image/src/main.ts');
      expect(files).toContain('runner-image/Dockerfile');
    }
  });
});
