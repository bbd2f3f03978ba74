import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../core/config';
import { ProviderError } from '../../runner-image/src/mobile/errors';
import { browserStackProvider } from '../../runner-image/src/mobile/providers/browserstack';
import { type DeviceFarmClient, deviceFarmProvider } from '../../runner-image/src/mobile/providers/devicefarm';
import {
  type AppBuild,
  createProvider,
  memoryUploadStore,
  readMobileConfig,
} from '../../runner-image/src/mobile/providers/index';
import { lambdaTestProvider } from '../../runner-image/src/mobile/providers/lambdatest';
import { sauceLabsProvider } from '../../runner-image/src/mobile/providers/saucelabs';

// ---------------------------------------------------------------------------------------------------------------
// A node:http fake of the providers' REST APIs: each test sets the routes; every request is recorded.

interface Recorded {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}
type Route = (req: Recorded) => { status?: number; json?: unknown; bytes?: Buffer; type?: string };

let server: Server;
let base: string;
let routes: Record<string, Route>;
let requests: Recorded[];
const BUILD_BYTES = Buffer.from('PK\u0003\u0004 fake build bytes '.repeat(200));
const AUTH = `Basic ${Buffer.from('ada:key-1').toString('base64')}`;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const recorded: Recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      if (recorded.path === '/builds/app' && req.method === 'GET') {
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': BUILD_BYTES.length });
        res.end(BUILD_BYTES);
        return;
      }
      const route = routes[`${recorded.method} ${recorded.path}`];
      if (!route) {
        res.writeHead(404).end('{"message":"not found"}');
        return;
      }
      const answer = route(recorded);
      if (answer.bytes) {
        res.writeHead(answer.status ?? 200, { 'content-type': answer.type ?? 'video/mp4' }).end(answer.bytes);
      } else {
        res
          .writeHead(answer.status ?? 200, { 'content-type': 'application/json' })
          .end(JSON.stringify(answer.json ?? {}));
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  routes = {};
  requests = [];
});

function build(overrides: Partial<AppBuild> = {}): AppBuild {
  return {
    platform: 'android',
    fileName: 'shop.apk',
    sha256: 'a'.repeat(64),
    downloadUrl: `${base}/builds/app`,
    ...overrides,
  };
}

async function formOf(req: Recorded): Promise<FormData> {
  return new Response(new Uint8Array(req.body), {
    headers: { 'content-type': String(req.headers['content-type']) },
  }).formData();
}

/** Answers `failures` times with `failure`, then with `success`. */
function eventually(failures: number, failure: ReturnType<Route>, success: ReturnType<Route>): Route {
  let calls = 0;
  return () => (calls++ < failures ? failure : success);
}

const cloud = () => ({
  username: 'ada',
  accessKey: 'key-1',
  uploadStore: memoryUploadStore(),
  apiBaseUrl: base,
  pollIntervalMs: 10,
  videoTimeoutMs: 2_000,
});

// ---------------------------------------------------------------------------------------------------------------

describe('BrowserStack App Automate', () => {
  it('uploads the build by its presigned URL once, and reuses it while the sha256 is unchanged', async () => {
    // Prepare
    routes['POST /app-automate/upload'] = () => ({ json: { app_url: 'bs://c700ce60cf13ae8ed97705a55b8e022f' } });
    const provider = browserStackProvider(cloud());
    // Act
    const first = await provider.ensureApp(build());
    const second = await provider.ensureApp(build());
    // Assess
    expect(first).toBe('bs://c700ce60cf13ae8ed97705a55b8e022f');
    expect(second).toBe(first);
    const uploads = requests.filter((r) => r.path === '/app-automate/upload');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.headers.authorization).toBe(AUTH);
    const form = await formOf(uploads[0]!);
    expect(form.get('url')).toBe(`${base}/builds/app`);
    expect(requests.some((r) => r.path === '/builds/app')).toBe(false);
  });

  it('uploads again when the build changes', async () => {
    routes['POST /app-automate/upload'] = eventually(
      1,
      { json: { app_url: 'bs://one' } },
      { json: { app_url: 'bs://two' } },
    );
    const provider = browserStackProvider(cloud());
    expect(await provider.ensureApp(build())).toBe('bs://one');
    expect(await provider.ensureApp(build({ sha256: 'b'.repeat(64) }))).toBe('bs://two');
  });

  it('says which credentials to check when they are refused', async () => {
    routes['POST /app-automate/upload'] = () => ({ status: 401, json: { error: 'Authentication failed' } });
    const provider = browserStackProvider(cloud());
    await expect(provider.ensureApp(build())).rejects.toThrow(
      /BrowserStack refused the credentials \(HTTP 401\): check BROWSERSTACK_USERNAME and BROWSERSTACK_ACCESS_KEY/,
    );
  });

  it('marks a session failed with its reason', async () => {
    routes['PUT /app-automate/sessions/f97f02bf.json'] = () => ({ json: { automation_session: { status: 'failed' } } });
    await browserStackProvider(cloud()).markResult('f97f02bf', false, 'Element not found');
    const put = requests.find((r) => r.method === 'PUT');
    expect(JSON.parse(put!.body.toString())).toEqual({ status: 'failed', reason: 'Element not found' });
  });

  it('waits for the video until BrowserStack has processed it', async () => {
    // Prepare
    const video = Buffer.from('mp4 video bytes');
    routes['GET /app-automate/sessions/s1.json'] = () => ({
      json: { automation_session: { video_url: `${base}/videos/s1.mp4`, appium_logs_url: `${base}/logs/s1` } },
    });
    routes['GET /videos/s1.mp4'] = eventually(2, { status: 403, json: {} }, { bytes: video });
    routes['GET /logs/s1'] = () => ({ bytes: Buffer.from('appium log'), type: 'text/plain' });
    // Act
    const artifacts = await browserStackProvider(cloud()).artifacts('s1');
    // Assess
    expect(artifacts.video?.body.equals(video)).toBe(true);
    expect(requests.filter((r) => r.path === '/videos/s1.mp4')).toHaveLength(3);
    expect(artifacts.logs).toEqual([{ name: 'appium.log', body: Buffer.from('appium log') }]);
  });

  it('builds capabilities for the default device and refuses simulator builds and split APKs', () => {
    const provider = browserStackProvider(cloud());
    const caps = provider.capabilities({ build: build(), deviceName: null, sessionName: 'Checkout' }, 'bs://x');
    expect(caps).toMatchObject({
      platformName: 'Android',
      'appium:app': 'bs://x',
      'bstack:options': { deviceName: 'Google Pixel 8', sessionName: 'Checkout', userName: 'ada' },
    });
    expect(() => provider.checkFormat(build({ platform: 'ios', fileName: 'Shop.zip' }), 'iPhone 15')).toThrow(
      'BrowserStack does not take an iOS simulator build (.zip) (Shop.zip).',
    );
    expect(() => provider.checkFormat(build({ fileName: 'shop.apks' }), 'Google Pixel 8')).toThrow(
      'BrowserStack does not take a split APK set (.apks) (shop.apks).',
    );
    expect(() => provider.checkFormat(build({ fileName: 'shop.aab' }), 'Google Pixel 8')).not.toThrow();
  });
});

describe('Sauce Labs', () => {
  it('streams the build from storage into its storage API, once per sha256', async () => {
    // Prepare
    routes['POST /v1/storage/upload'] = () => ({ json: { item: { id: '379c301a-199c-4b40-ad45-4a95e5f30a3a' } } });
    const provider = sauceLabsProvider(cloud());
    // Act
    const first = await provider.ensureApp(build());
    const second = await provider.ensureApp(build());
    // Assess
    expect(first).toBe('storage:379c301a-199c-4b40-ad45-4a95e5f30a3a');
    expect(second).toBe(first);
    const uploads = requests.filter((r) => r.path === '/v1/storage/upload');
    expect(uploads).toHaveLength(1);
    const payload = (await formOf(uploads[0]!)).get('payload') as File;
    expect(payload.name).toBe('shop.apk');
    expect(Buffer.from(await payload.arrayBuffer()).equals(BUILD_BYTES)).toBe(true);
  });

  it('says which credentials to check when they are refused', async () => {
    routes['POST /v1/storage/upload'] = () => ({ status: 401, json: {} });
    await expect(sauceLabsProvider(cloud()).ensureApp(build())).rejects.toThrow(
      /check SAUCE_USERNAME and SAUCE_ACCESS_KEY/,
    );
  });

  it('marks a job passed', async () => {
    routes['PUT /rest/v1/ada/jobs/job-1'] = () => ({ json: { passed: true } });
    await sauceLabsProvider(cloud()).markResult('job-1', true);
    expect(JSON.parse(requests[0]!.body.toString())).toEqual({ passed: true });
  });

  it("fetches the job's video once it is ready", async () => {
    routes['GET /rest/v1/ada/jobs/job-2'] = () => ({ json: { id: 'job-2' } });
    routes['GET /rest/v1/ada/jobs/job-2/assets/video.mp4'] = eventually(
      1,
      { status: 404, json: {} },
      { bytes: Buffer.from('v') },
    );
    const artifacts = await sauceLabsProvider(cloud()).artifacts('job-2');
    expect(artifacts.video?.body.toString()).toBe('v');
  });

  it('runs an iOS simulator build only on a simulator', () => {
    const provider = sauceLabsProvider(cloud());
    const zip = build({ platform: 'ios', fileName: 'Shop.app.zip' });
    expect(() => provider.checkFormat(zip, 'iPhone 15')).toThrow(/Sauce Labs runs an iOS simulator build/);
    expect(() => provider.checkFormat(zip, 'iPhone 15 Simulator')).not.toThrow();
  });
});

describe('LambdaTest', () => {
  const options = () => ({ ...cloud(), uploadBaseUrl: base });

  it('uploads by URL and reuses the upload while the sha256 is unchanged', async () => {
    routes['POST /app/upload/realDevice'] = () => ({ json: { app_id: 'APP1', app_url: 'lt://APP10160' } });
    const provider = lambdaTestProvider(options());
    expect(await provider.ensureApp(build())).toBe('lt://APP10160');
    expect(await provider.ensureApp(build())).toBe('lt://APP10160');
    const uploads = requests.filter((r) => r.path === '/app/upload/realDevice');
    expect(uploads).toHaveLength(1);
    expect((await formOf(uploads[0]!)).get('url')).toBe(`${base}/builds/app`);
  });

  it('says which credentials to check when they are refused', async () => {
    routes['POST /app/upload/realDevice'] = () => ({ status: 401, json: {} });
    await expect(lambdaTestProvider(options()).ensureApp(build())).rejects.toThrow(
      /check LT_USERNAME and LT_ACCESS_KEY/,
    );
  });

  it('marks a session failed and reads its video once it has an address', async () => {
    // Prepare
    routes['PATCH /mobile-automation/api/v1/sessions/S1'] = () => ({ json: { status: 'success' } });
    routes['GET /mobile-automation/api/v1/sessions/S1/video'] = eventually(
      1,
      { json: { status: 'success' } },
      { json: { url: `${base}/videos/S1.mp4` } },
    );
    routes['GET /videos/S1.mp4'] = () => ({ bytes: Buffer.from('lt video') });
    const provider = lambdaTestProvider(options());
    // Act
    await provider.markResult('S1', false);
    const artifacts = await provider.artifacts('S1');
    // Assess
    expect(JSON.parse(requests[0]!.body.toString())).toEqual({ status_ind: 'failed' });
    expect(artifacts.video?.body.toString()).toBe('lt video');
  });

  it('refuses an iOS simulator build', () => {
    expect(() =>
      lambdaTestProvider(options()).checkFormat(build({ platform: 'ios', fileName: 'Shop.zip' }), 'iPhone 15'),
    ).toThrow(ProviderError);
  });
});

describe('AWS Device Farm (against its client interface)', () => {
  function fakeClient(uploadStates: string[]): DeviceFarmClient & { calls: string[] } {
    const calls: string[] = [];
    return {
      calls,
      createUpload: async (input) => {
        calls.push(`createUpload ${input.type} ${input.name}`);
        return { arn: 'arn:upload/1', url: `${base}/s3/upload-1` };
      },
      getUpload: async () => ({ status: (uploadStates.shift() ?? 'SUCCEEDED') as 'SUCCEEDED' }),
      findDevice: async ({ name }) => (name === 'Google Pixel 8' ? 'arn:device/pixel8' : undefined),
      createRemoteAccessSession: async () => ({ arn: 'arn:session/1' }),
      getRemoteAccessSession: async () => ({ status: 'RUNNING', appiumEndpoint: 'http://127.0.0.1:9/wd/hub' }),
      stopRemoteAccessSession: async () => {
        calls.push('stop');
      },
      listArtifacts: async ({ type }) =>
        type === 'FILE' ? [{ name: 'Video', type: 'VIDEO', url: `${base}/df/video.mp4` }] : [],
    };
  }

  it('puts the build to the presigned URL with its length, waits until processed, and reuses it', async () => {
    // Prepare
    routes['PUT /s3/upload-1'] = () => ({ json: {} });
    const client = fakeClient(['PROCESSING', 'SUCCEEDED']);
    const provider = deviceFarmProvider({
      client,
      projectArn: 'arn:project/1',
      uploadStore: memoryUploadStore(),
      pollIntervalMs: 5,
    });
    // Act
    const first = await provider.ensureApp(build());
    const second = await provider.ensureApp(build());
    // Assess
    expect(first).toBe('arn:upload/1');
    expect(second).toBe(first);
    expect(client.calls).toEqual(['createUpload ANDROID_APP shop.apk']);
    const put = requests.find((r) => r.method === 'PUT');
    expect(put!.headers['content-length']).toBe(String(BUILD_BYTES.length));
    expect(put!.body.equals(BUILD_BYTES)).toBe(true);
  });

  it('opens a remote-access session and hands out its Appium endpoint; an unknown device fails with its name', async () => {
    const provider = deviceFarmProvider({ client: fakeClient([]), projectArn: 'p', uploadStore: memoryUploadStore() });
    const hub = await provider.hub({ build: build(), deviceName: null, sessionName: 'x' }, 'arn:upload/1');
    expect(hub).toEqual({ serverUrl: 'http://127.0.0.1:9/wd/hub', providerSessionId: 'arn:session/1' });
    await expect(provider.hub({ build: build(), deviceName: 'Nokia 3310', sessionName: 'x' }, 'a')).rejects.toThrow(
      'AWS Device Farm has no android device named Nokia 3310.',
    );
  });

  it('takes only .apk and .ipa', () => {
    const provider = deviceFarmProvider({ client: fakeClient([]), projectArn: 'p', uploadStore: memoryUploadStore() });
    expect(() => provider.checkFormat(build({ fileName: 'shop.aab' }), 'Google Pixel 8')).toThrow(
      'AWS Device Farm does not take an Android App Bundle (.aab) (shop.aab).',
    );
  });
});

describe('mobile provider configuration', () => {
  it('defaults to the appium provider, which needs its server URL', () => {
    expect(() => readMobileConfig({})).toThrow(ConfigError);
    expect(() => readMobileConfig({})).toThrow('Mobile provider appium needs TAS_APPIUM_URL');
    expect(readMobileConfig({ TAS_APPIUM_URL: 'http://127.0.0.1:4723' })).toMatchObject({ provider: 'appium' });
  });

  it('names the missing credentials of a cloud provider', () => {
    expect(() => readMobileConfig({ TAS_MOBILE_PROVIDER: 'browserstack', BROWSERSTACK_USERNAME: 'ada' })).toThrow(
      'Mobile provider browserstack needs BROWSERSTACK_ACCESS_KEY',
    );
    expect(() => readMobileConfig({ TAS_MOBILE_PROVIDER: 'kobiton' })).toThrow(/must be one of/);
  });

  it('reads default devices and builds the named provider', () => {
    const config = readMobileConfig({
      TAS_MOBILE_PROVIDER: 'saucelabs',
      SAUCE_USERNAME: 'ada',
      SAUCE_ACCESS_KEY: 'k',
      TAS_IOS_DEFAULT_DEVICE: 'iPhone 14',
    });
    const provider = createProvider(config, { uploadStore: memoryUploadStore() });
    expect(provider.name).toBe('saucelabs');
    expect(provider.defaultDevice('ios')).toBe('iPhone 14');
    expect(provider.defaultDevice('android')).toBe('Google Pixel 8');
  });

  it('refuses devicefarm without a Device Farm client', () => {
    const config = readMobileConfig({ TAS_MOBILE_PROVIDER: 'devicefarm', TAS_DEVICEFARM_PROJECT_ARN: 'arn:p' });
    expect(() => createProvider(config, { uploadStore: memoryUploadStore() })).toThrow(/Device Farm client/);
  });
});
