import type { ApiClient } from './local-stack';
import { buildZip } from './zip-builder';

/** An APK whose native libraries are for the given ABIs. */
export function apk(abis: string[]): Buffer {
  return buildZip([
    { name: 'AndroidManifest.xml', data: Buffer.from('<manifest/>') },
    { name: 'classes.dex', data: Buffer.alloc(2048, 7), method: 'deflate' },
    ...abis.map((abi) => ({ name: `lib/${abi}/libapp.so`, data: Buffer.alloc(512, 1) })),
  ]);
}

/** A zipped simulator app bundle (or, with `withPlist` false, a zip without one). */
export function iosZip(withPlist = true): Buffer {
  return buildZip([
    { name: 'Demo.app/Demo', data: Buffer.alloc(256, 3) },
    ...(withPlist ? [{ name: 'Demo.app/Info.plist', data: Buffer.from('<plist/>') }] : []),
  ]);
}

/** Asks for an upload grant and PUTs the bytes; returns the grant. */
export async function upload(
  api: ApiClient,
  filename: string,
  platform: 'android' | 'ios',
  bytes: Buffer,
  contentType?: string,
): Promise<{ s3_key: string; s3_presigned_url: string; content_type: string }> {
  const grant = await api.post('/apps/upload-url', {
    filename,
    platform,
    file_size: bytes.length,
    ...(contentType ? { content_type: contentType } : {}),
  });
  if (grant.status !== 200) throw new Error(`upload-url answered ${grant.status}: ${JSON.stringify(grant.body)}`);
  const put = await fetch(grant.body.s3_presigned_url, {
    method: 'PUT',
    headers: { 'Content-Type': grant.body.content_type },
    body: new Uint8Array(bytes),
  });
  if (!put.ok) throw new Error(`PUT answered ${put.status}`);
  return grant.body;
}

/** Uploads a binary and registers it as a new app. */
export async function createApp(
  api: ApiClient,
  name: string,
  platform: 'android' | 'ios' = 'android',
  bytes: Buffer = platform === 'android' ? apk(['arm64-v8a']) : iosZip(),
) {
  const filename = platform === 'android' ? 'app.apk' : 'app.zip';
  const grant = await upload(api, filename, platform, bytes);
  return api.post('/apps/create', {
    name,
    platform,
    build_name: '1.0.0',
    s3_key: grant.s3_key,
    file_size: bytes.length,
  });
}
