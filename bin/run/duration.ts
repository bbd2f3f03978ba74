/** Durations as people write them on a command line. Pure. */

const UNITS: Record<string, number> = { ms: 0.001, s: 1, m: 60, h: 3600 };

/**
 * Seconds in `value`: a number of seconds (`90`), or one or more number-unit pairs (`90s`, `30m`, `1h30m`, `500ms`).
 * Returns undefined for anything else, including zero and negative durations.
 */
export function parseDuration(value: string | number): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : undefined;
  const text = value.trim();
  if (/^\d+(\.\d+)?$/.test(text)) return parseDuration(Number(text));
  if (!/^(\d+(\.\d+)?(ms|s|m|h))+$/.test(text)) return undefined;
  let seconds = 0;
  for (const [, amount, unit] of text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h)/g)) seconds += Number(amount) * UNITS[unit!]!;
  return seconds > 0 ? seconds : undefined;
}

/** `95` -> `1m35s`: how long something took, for progress lines. */
export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  if (h > 0) return `${h}h${String(m).padStart(2, '0')}m`;
  if (m > 0) return `${m}m${String(s).padStart(2, '0')}s`;
  return `${s}s`;
}
