/** What the cloud providers share: authenticated JSON requests, streamed multipart uploads, polling, upload reuse. */
import { randomBytes } from 'node:crypto';
import { ProviderError } from '../errors';
import { PROVIDER_TITLES } from './formats';
import type { ProviderName, StoredUpload, UploadStore } from './types';

export type Fetch = typeof fetch;

/** What every cloud provider is built from. */
export interface CloudOptions {
  username: string;
  accessKey: string;
  uploadStore: UploadStore;
  /** Overrides of the provider's public endpoints (a test's fake API). */
  apiBaseUrl?: string;
  hubUrl?: string;
  /** Default devices per platform, else the provider's documented ones. */
  defaultDevices?: { android?: string; ios?: string };
  fetch?: Fetch;
  /** How long a video may take to be ready after a session (default 120 s), polled every `pollIntervalMs`. */
  videoTimeoutMs?: number;
  pollIntervalMs?: number;
  now?: () => number;
  log?: (event: Record<string, unknown>) => void;
}

export function basicAuth(user: string, key: string): string {
  return `Basic ${Buffer.from(`${user}:${key}`).toString('base64')}`;
}

/** The env variables that hold a provider's credentials, for messages. */
const CREDENTIAL_NAMES: Readonly<Record<ProviderName, string>> = {
  appium: 'TAS_APPIUM_URL',
  browserstack: 'BROWSERSTACK_USERNAME and BROWSERSTACK_ACCESS_KEY',
  saucelabs: 'SAUCE_USERNAME and SAUCE_ACCESS_KEY',
  lambdatest: 'LT_USERNAME and LT_ACCESS_KEY',
  devicefarm: 'the AWS credentials of the runner',
};

/** Sends a request and reads a JSON answer; a refusal becomes a `ProviderError` that says what to check. */
export async function requestJson<T>(
  provider: ProviderName,
  fetchImpl: Fetch,
  url: string,
  init: RequestInit & { duplex?: 'half' },
): Promise<T> {
  const title = PROVIDER_TITLES[provider];
  let response: Response;
  try {
    response = await fetchImpl(url, { ...init, signal: init.signal ?? AbortSignal.timeout(300_000) });
  } catch (error) {
    throw new ProviderError(`${title} could not be reached: ${(error as Error).message}`);
  }
  const text = await response.text();
  if (response.status === 401 || response.status === 403) {
    throw new ProviderError(
      `${title} refused the credentials (HTTP ${response.status}): check ${CREDENTIAL_NAMES[provider]}.`,
      response.status,
    );
  }
  if (!response.ok) {
    throw new ProviderError(`${title} answered HTTP ${response.status}: ${text.slice(0, 300)}`, response.status);
  }
  try {
    return (text ? JSON.parse(text) : {}) as T;
  } catch {
    throw new ProviderError(`${title} answered something that is not JSON: ${text.slice(0, 200)}`, response.status);
  }
}

/** The build file as a stream, read from its (presigned) URL. */
export async function downloadBuild(fetchImpl: Fetch, url: string): Promise<ReadableStream<Uint8Array>> {
  const response = await fetchImpl(url);
  if (!response.ok || !response.body) {
    throw new ProviderError(`The build could not be read from storage (HTTP ${response.status}).`);
  }
  return response.body;
}

/**
 * A `multipart/form-data` body whose file part is streamed from `file.body`: the build never sits in memory whole.
 * Sent with `duplex: 'half'` (chunked).
 */
export function multipartStream(
  fields: Record<string, string>,
  file: { field: string; fileName: string; body: ReadableStream<Uint8Array>; contentType?: string },
): { body: ReadableStream<Uint8Array>; contentType: string } {
  const boundary = `----tas${randomBytes(12).toString('hex')}`;
  const quote = (value: string) => value.replace(/["\r\n]/g, '_');
  let head = '';
  for (const [name, value] of Object.entries(fields)) {
    head += `--${boundary}\r\nContent-Disposition: form-data; name="${quote(name)}"\r\n\r\n${value}\r\n`;
  }
  head +=
    `--${boundary}\r\nContent-Disposition: form-data; name="${quote(file.field)}"; filename="${quote(file.fileName)}"\r\n` +
    `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`;
  const encoder = new TextEncoder();
  const reader = file.body.getReader();
  let stage: 'head' | 'file' | 'done' = 'head';
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (stage === 'head') {
        stage = 'file';
        controller.enqueue(encoder.encode(head));
        return;
      }
      if (stage === 'file') {
        const { done, value } = await reader.read();
        if (!done) {
          controller.enqueue(value);
          return;
        }
        stage = 'done';
        controller.enqueue(encoder.encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A `multipart/form-data` body of text fields only. */
export function multipartFields(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

/**
 * The app reference of a previous upload of the same build (same provider, account and sha256) while the provider
 * still keeps it, else the result of `upload`, remembered.
 */
export async function reuseOrUpload(
  store: UploadStore,
  key: string,
  retentionMs: number,
  now: () => number,
  upload: () => Promise<string>,
): Promise<string> {
  const previous: StoredUpload | undefined = await store.get(key);
  if (previous && now() - previous.uploadedAt < retentionMs) return previous.appRef;
  const appRef = await upload();
  await store.put(key, { appRef, uploadedAt: now() });
  return appRef;
}

/**
 * Polls `url` until it answers 200 with a body (providers answer 404/403 or empty while a video is processed); null
 * after `timeoutMs`.
 */
export async function pollBytes(
  fetchImpl: Fetch,
  url: string,
  headers: Record<string, string>,
  timeoutMs: number,
  intervalMs: number,
): Promise<{ body: Buffer; contentType: string } | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(60_000) });
      if (response.ok) {
        const body = Buffer.from(await response.arrayBuffer());
        if (body.length > 0) return { body, contentType: response.headers.get('content-type') ?? 'video/mp4' };
      } else {
        await response.body?.cancel();
      }
    } catch {
      // not there yet, or a network blip: try again until the deadline
    }
    if (Date.now() + intervalMs > deadline) return null;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/** Days in ms, for retention periods. */
export const DAY_MS = 24 * 60 * 60 * 1000;
