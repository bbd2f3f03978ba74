/**
 * The guard in Chromium: the browser's traffic goes through an egress proxy (proxy.ts) started with the browser and
 * closed when it disconnects, and a context reports the requests the proxy blocked, with their reasons.
 *
 * Chromium bypasses a proxy for loopback and link-local hosts by default ("implicit rules"); `<-loopback>` removes
 * those rules, so 169.254.169.254 and fe80:: never go around the guard. When the policy allows all of loopback
 * (locally), loopback is bypassed again explicitly: local pages load directly, as without the guard.
 */
import type { Browser, BrowserContext, LaunchOptions, Request, Response } from 'playwright-core';
import type { EgressGuard } from './guard';
import { deniesLoopback } from './policy';
import { EGRESS_BLOCKED_HEADER, type EgressProxy, startEgressProxy } from './proxy';

/** Chromium's bypass list when loopback is allowed: no implicit rules (link-local), loopback explicitly. */
export const LOOPBACK_BYPASS = '<-loopback>,localhost,*.localhost,127.0.0.0/8,[::1]';

const proxies = new WeakMap<Browser, EgressProxy>();

/** Playwright's `proxy` launch option for `proxy`. */
export function proxyLaunchOption(proxy: EgressProxy): NonNullable<LaunchOptions['proxy']> {
  return { server: proxy.server, bypass: deniesLoopback(proxy.guard.policy) ? '<-loopback>' : LOOPBACK_BYPASS };
}

/**
 * Launches a browser behind a new egress proxy for `guard`: `launch` gets the `proxy` option to pass to
 * `chromium.launch`. The proxy closes when the browser disconnects (or fails to launch).
 */
export async function launchGuarded(
  guard: EgressGuard,
  launch: (proxy: NonNullable<LaunchOptions['proxy']>) => Promise<Browser>,
): Promise<Browser> {
  const proxy = await startEgressProxy(guard);
  let browser: Browser;
  try {
    browser = await launch(proxyLaunchOption(proxy));
  } catch (error) {
    await proxy.close();
    throw error;
  }
  proxies.set(browser, proxy);
  browser.once('disconnected', () => void proxy.close());
  return browser;
}

/** The egress proxy `browser` was launched behind, if any. */
export function egressProxyOf(browser: Browser): EgressProxy | undefined {
  return proxies.get(browser);
}

/** The sentence for a blocked request: `GET http://169.254.169.254/ was blocked: <reason>`. */
export function blockedMessage(method: string, url: string, reason: string): string {
  return `${method} ${url} was blocked: ${reason}`;
}

/**
 * Calls `onBlocked` with a sentence for every request of `context` the proxy blocked: plain requests by the proxy's
 * 403 header, tunnels (HTTPS, WebSockets) by Chromium's tunnel error, each with the reason the proxy recorded for
 * that host and port.
 */
export function watchBlocked(context: BrowserContext, proxy: EgressProxy, onBlocked: (message: string) => void): void {
  context.on('response', (response: Response) => {
    // The header only points at the proxy's own record: a page's server cannot fail a step by sending it.
    if (!response.headers()[EGRESS_BLOCKED_HEADER]) return;
    const reason = proxy.reasonFor(response.url());
    if (reason) onBlocked(blockedMessage(response.request().method(), response.url(), reason));
  });
  context.on('requestfailed', (request: Request) => {
    if (!request.failure()?.errorText.includes('ERR_TUNNEL_CONNECTION_FAILED')) return;
    const reason = proxy.reasonFor(request.url());
    if (reason) onBlocked(blockedMessage(request.method(), request.url(), reason));
  });
}
