/**
 * Structured JSON logs. Callers pass ids (companyId, testRunId...), never secrets: fields whose name looks like a
 * secret are replaced before writing, as a second line of defence.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { ENV, ENV_DEFAULTS } from './config';

type Level = 'debug' | 'info' | 'warn' | 'error';
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };
const SECRET_FIELD = /(api[-_]?key|password|secret|token|credential|authorization)/i;

/** Fields of the invocation in progress (its request id), added to every line it logs. */
const invocation = new AsyncLocalStorage<Record<string, unknown>>();

/**
 * Adds `fields` (e.g. `{ requestId }`) to every line logged from here on in the current async context: the rest of
 * one Lambda invocation, or one request of the local server. Called at the start of an invocation.
 */
export function enterLogContext(fields: Record<string, unknown>): void {
  invocation.enterWith(fields);
}

function threshold(): number {
  const level = (process.env[ENV.logLevel] ?? ENV_DEFAULTS.logLevel) as Level;
  return ORDER[level] ?? ORDER.info;
}

function redact(fields: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(fields)) out[k] = SECRET_FIELD.test(k) ? '[redacted]' : v;
  return out;
}

function write(level: Level, message: string, fields: Record<string, unknown> = {}): void {
  if (ORDER[level] < threshold()) return;
  const scoped = invocation.getStore();
  const all = scoped ? { ...scoped, ...fields } : fields;
  const line = JSON.stringify({ level, time: new Date().toISOString(), message, ...redact(all) });
  if (level === 'error' || level === 'warn') process.stderr.write(`${line}\n`);
  else process.stdout.write(`${line}\n`);
}

export const logger = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
