/**
 * The screenshot path's fallback: a direct DevTools capture that fails or stalls is taken again with
 * `page.screenshot`, and that page keeps using it. Fakes stand in for the page and its DevTools session.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Screenshots } from '../../runner-image/src/engine/screenshots';

type Mode = 'works' | 'capture stalls' | 'capture fails' | 'session stalls';
const never = () => new Promise<never>(() => {});

function fakePage(mode: Mode) {
  const calls = { sessions: 0, direct: 0, fallback: 0 };
  const session = {
    async send() {
      calls.direct++;
      if (mode === 'capture stalls') return never();
      if (mode === 'capture fails') throw new Error('Target closed');
      return { data: Buffer.from('direct').toString('base64') };
    },
  };
  const page = {
    context: () => ({
      newCDPSession: async () => {
        calls.sessions++;
        return mode === 'session stalls' ? never() : session;
      },
    }),
    screenshot: async () => {
      calls.fallback++;
      return Buffer.from('fallback');
    },
    locator: () => ({}),
    frameLocator: () => ({ locator: () => ({}) }),
  } as unknown as Page;
  return { page, calls };
}

const OPTIONS = { format: 'jpeg', quality: 70, timeoutMs: 1_000 } as const;

describe('Screenshots.capture', () => {
  it('captures directly through one DevTools session per page', async () => {
    const { page, calls } = fakePage('works');
    const screenshots = new Screenshots(50);
    expect((await screenshots.capture(page, OPTIONS)).toString()).toBe('direct');
    expect((await screenshots.capture(page, OPTIONS)).toString()).toBe('direct');
    expect(calls).toEqual({ sessions: 1, direct: 2, fallback: 0 });
  });

  it.each(['capture stalls', 'capture fails', 'session stalls'] as const)(
    'falls back to page.screenshot when the %s, and keeps to it for that page',
    async (mode) => {
      const { page, calls } = fakePage(mode);
      const screenshots = new Screenshots(50);
      const started = Date.now();
      expect((await screenshots.capture(page, OPTIONS)).toString()).toBe('fallback');
      expect(Date.now() - started).toBeLessThan(1_000);
      expect((await screenshots.capture(page, OPTIONS)).toString()).toBe('fallback');
      expect(calls.sessions).toBe(1);
      expect(calls.direct).toBe(mode === 'session stalls' ? 0 : 1);
      expect(calls.fallback).toBe(2);
    },
  );
});
