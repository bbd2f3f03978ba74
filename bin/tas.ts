#!/usr/bin/env -S node --import tsx
import '../lib/local/polyfills';
import { parseArgs } from 'node:util';
import { ConfigError, ENV, ENV_DEFAULTS, readLocalConfig } from '../core/config';
import { DomainError } from '../core/errors';
import { StackError } from '../lib/local/data-dir';
import { loadAdminTarget, loadLocalStack } from './local-modules';
import { processInterrupts, runCommand } from './run/command';
import { EXIT } from './run/outcome';
import { reportCommand } from './run/report-command';

const USAGE = `Usage:
  tas run --tests 12,13 [--junit FILE] [--json FILE] [--html DIR] [--timeout 30m] [--detach]
                                              trigger tests, wait, report, exit with the verdict (tas run --help)
  tas run --folder /smoke [--suite 4] [--search text] [--var k=v]... [--starting-url URL]
                                              trigger the active tests a selection matches, with overrides
                                              (Ctrl-C while waiting cancels the runs; again leaves at once)
  tas run --rerun-failed <group-id>           run again the tests that failed in a group, wait, report
  tas run wait <group-id>...                  wait for groups started with --detach
  tas report <group-id>... --out DIR          write the HTML report of groups run earlier (tas report --help)
  tas serve                                   start the local stack (env: ${ENV.port}, ${ENV.dataDir}, ${ENV.apiKey})
  tas company create --name N [--mobile-concurrency N] [--browser-concurrency N] [--json]
  tas key create --company-id N [--json]
  tas key revoke (--company-id N --key-id K | --key API_KEY)

Admin commands act on the local stack of ${ENV.dataDir} (default ${ENV_DEFAULTS.dataDir}), running or not; with
${ENV.tableName} set (and AWS credentials), they act on that deployed table instead.`;

class UsageError extends Error {}

function integer(value: string | undefined, flag: string, fallback?: number): number {
  if (value === undefined) {
    if (fallback !== undefined) return fallback;
    throw new UsageError(`${flag} is required`);
  }
  if (!/^\d+$/.test(value)) throw new UsageError(`${flag} must be a non-negative integer`);
  return Number(value);
}

function print(value: unknown, json: boolean): void {
  process.stdout.write(`${JSON.stringify(value, null, json ? 0 : 2)}\n`);
}

async function serve(): Promise<void> {
  const port = integer(process.env[ENV.port], ENV.port, ENV_DEFAULTS.port);
  const { dataDir, apiKey } = readLocalConfig();
  const { startLocalStack } = await loadLocalStack();
  const stack = await startLocalStack({ port, dataDir, apiKey });
  process.stdout.write(`listening on ${stack.url}\n`);
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    process.stderr.write(`${signal}: stopping\n`);
    const deadline = setTimeout(() => process.exit(1), 10_000);
    void stack.stop().then(() => {
      clearTimeout(deadline);
      process.exit(0);
    });
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

async function admin(args: string[]): Promise<void> {
  const [noun, verb, ...rest] = args;
  const { values } = parseArgs({
    args: rest,
    options: {
      name: { type: 'string' },
      'mobile-concurrency': { type: 'string' },
      'browser-concurrency': { type: 'string' },
      'company-id': { type: 'string' },
      'key-id': { type: 'string' },
      key: { type: 'string' },
      json: { type: 'boolean', default: false },
    },
    strict: true,
  });
  const json = values.json ?? false;
  const command = `${noun} ${verb}`;
  if (!['company create', 'key create', 'key revoke'].includes(command))
    throw new UsageError(`unknown command: ${command}`);
  if (command === 'company create' && !values.name) throw new UsageError('--name is required');
  const { adminTarget } = await loadAdminTarget();
  const target = await adminTarget(process.env);
  try {
    if (command === 'company create') {
      const created = await target.companies.create({
        name: values.name!,
        mobileConcurrency: integer(values['mobile-concurrency'], '--mobile-concurrency', 1),
        browserConcurrency: integer(values['browser-concurrency'], '--browser-concurrency', 2),
      });
      print({ company_id: created.company_id, user_id: created.user_id, api_key: created.api_key }, json);
    } else if (command === 'key create') {
      const companyId = integer(values['company-id'], '--company-id');
      const created = await target.companies.createKey(companyId);
      print(created, json);
    } else {
      const revoked = values.key
        ? await target.companies.revoke({ apiKey: values.key })
        : await target.companies.revoke({
            companyId: integer(values['company-id'], '--company-id'),
            keyId: integer(values['key-id'], '--key-id'),
          });
      if (!revoked) throw new UsageError('no such active key');
      print({ revoked: true }, json);
    }
  } finally {
    await target.close();
  }
}

async function main(argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  if (command === 'run' || command === 'report') {
    const io = { env: process.env, cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr };
    const code = await (command === 'run'
      ? runCommand(args, { ...io, interrupts: processInterrupts })
      : reportCommand(args, io));
    // A second Ctrl-C leaves requests and timers in flight: end now rather than after them.
    if (code === EXIT.interrupted) process.exit(code);
    process.exitCode = code;
    return;
  }
  if (command === 'serve') return serve();
  if (command === 'company' || command === 'key') return admin([command, ...args]);
  if (command === undefined || command === 'help' || command === '--help') {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  throw new UsageError(`unknown command: ${command}`);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  const known =
    error instanceof StackError ||
    error instanceof UsageError ||
    error instanceof ConfigError ||
    error instanceof DomainError;
  const message =
    known || (error as { code?: string }).code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
      ? (error as Error).message
      : `unexpected error: ${(error as Error).message}`;
  process.stderr.write(`tas: ${message}${error instanceof UsageError ? `\n\n${USAGE}` : ''}\n`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
