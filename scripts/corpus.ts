/**
 * Scores the plain-English step corpus (test/corpus/) with the planner the environment selects (`TAS_AI_PROVIDER`,
 * default `rules`), or validates its entries.
 *
 *   npm run corpus -- dev                    score the dev set
 *   npm run corpus -- held-out               score the held-out set
 *   npm run corpus -- held-out-2             score the second held-out set
 *   npm run corpus -- held-out-3             score the third held-out set
 *   npm run corpus -- held-out-4             score the fourth held-out set
 *   npm run corpus -- held-out-5             score the fifth held-out set
 *   npm run corpus -- held-out-6             score the sixth held-out set
 *   npm run corpus -- held-out-7             score the seventh held-out set
 *   npm run corpus -- held-out-8             score the eighth held-out set
 *   npm run corpus -- held-out-9             score the ninth held-out set
 *   npm run corpus -- held-out-10            score the tenth held-out set
 *   npm run corpus -- held-out-11            score the eleventh held-out set
 *   npm run corpus -- held-out-12            score the twelfth held-out set
 *   npm run corpus -- held-out-13            score the thirteenth held-out set
 *   npm run corpus -- held-out-14            score the fourteenth held-out set
 *   npm run corpus -- held-out-15            score the fifteenth held-out set
 *   npm run corpus -- held-out-16            score the sixteenth held-out set
 *   npm run corpus -- held-out-17            score the seventeenth held-out set
 *   npm run corpus -- held-out-18            score the eighteenth held-out set
 *   npm run corpus -- held-out-19            score the nineteenth held-out set
 *   npm run corpus -- held-out-20            score the twentieth held-out set
 *   npm run corpus -- held-out-21            score the twenty-first held-out set
 *   npm run corpus -- held-out-22            score the twenty-second held-out set
 *   npm run corpus -- held-out-23            score the twenty-third held-out set
 *   npm run corpus -- held-out-24            score the twenty-fourth held-out set
 *   npm run corpus -- held-out-25            score the twenty-fifth held-out set
 *   npm run corpus -- all                    score every set
 *   npm run corpus -- dev --validate         prove each entry's check/solution/unchanged (no planner)
 *   npm run corpus -- dev --only forms-01    only entries whose id contains "forms-01"
 *   npm run corpus -- dev --json out.json    also write the report as JSON
 *   npm run corpus -- all --gate             only the steps that can end in a false pass
 *   npm run corpus -- gated --gate           the same, of the sets CI gates (every set whose first false passes are fixed)
 *   npm run corpus -- gated --gate --sample 3   a third of those steps, the same third every time (what CI runs)
 *
 * Progress goes to stderr, the report to stdout. Exit code 1 when any step passed where it must fail (a false pass)
 * or, with --validate, when an entry is invalid; 2 for bad arguments or a missing set; 0 otherwise.
 */
import { writeFile } from 'node:fs/promises';
import {
  type EntryOutcome,
  formatReport,
  formatValidation,
  loadSet,
  reportJson,
  type ScoreReport,
  scoreSet,
  type ValidationReport,
  validateSet,
} from '../test/corpus/score';

const SETS = [
  'dev',
  'held-out',
  'held-out-2',
  'held-out-3',
  'held-out-4',
  'held-out-5',
  'held-out-6',
  'held-out-7',
  'held-out-8',
  'held-out-9',
  'held-out-10',
  'held-out-11',
  'held-out-12',
  'held-out-13',
  'held-out-14',
  'held-out-15',
  'held-out-16',
  'held-out-17',
  'held-out-18',
  'held-out-19',
  'held-out-20',
  'held-out-21',
  'held-out-22',
  'held-out-23',
  'held-out-24',
  'held-out-25',
] as const;
/**
 * The sets CI's false-pass gate runs (`gated`): every set whose first scoring's false passes have been fixed. A new
 * blind set joins the gate once its first scoring's false passes are fixed; until then they are known work, reported,
 * not a failing build. held-out-13 and held-out-14 have one open each: disagreements with the documented readings
 * (docs/corpus.md, "The thirteenth held-out set", "The fourteenth held-out set"); held-out-16 two ("The sixteenth
 * held-out set"); held-out-17, held-out-18, held-out-19, held-out-21, held-out-22, held-out-23, held-out-24 and
 * held-out-25 are new. held-out-20 joined the gate once its first scoring's false passes were fixed.
 */
const NOT_GATED: readonly string[] = [
  'held-out-13',
  'held-out-14',
  'held-out-16',
  'held-out-17',
  'held-out-18',
  'held-out-19',
  'held-out-21',
  'held-out-22',
  'held-out-23',
  'held-out-24',
  'held-out-25',
];
const GATED: readonly string[] = SETS.filter((name) => !NOT_GATED.includes(name));
const USAGE =
  'usage: npm run corpus -- <dev|held-out|held-out-2|held-out-3|held-out-4|held-out-5|held-out-6|held-out-7|held-out-8|held-out-9|held-out-10|held-out-11|held-out-12|held-out-13|held-out-14|held-out-15|held-out-16|held-out-17|held-out-18|held-out-19|held-out-20|held-out-21|held-out-22|held-out-23|held-out-24|held-out-25|all|gated> [--validate] [--gate] [--json FILE] [--only ID-SUBSTRING] [--sample N] [--concurrency N]';

interface Args {
  sets: string[];
  validate: boolean;
  gate: boolean;
  json?: string;
  only?: string;
  sample?: number;
  concurrency?: number;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { sets: [], validate: false, gate: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--validate') args.validate = true;
    else if (arg === '--gate') args.gate = true;
    else if (arg === '--sample') {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 1 || value > 100)
        throw new Error('--sample needs a whole number from 1 to 100');
      args.sample = value;
    } else if (arg === '--concurrency') {
      const value = Number(argv[++i]);
      if (!Number.isInteger(value) || value < 1 || value > 64)
        throw new Error('--concurrency needs a whole number from 1 to 64');
      args.concurrency = value;
    } else if (arg === '--json' || arg === '--only') {
      const value = argv[++i];
      if (!value || value.startsWith('--')) throw new Error(`${arg} needs a value`);
      if (arg === '--json') args.json = value;
      else args.only = value;
    } else if (arg.startsWith('--')) throw new Error(`unknown option ${arg}`);
    else if (arg === 'all') args.sets.push(...SETS);
    else if (arg === 'gated') args.sets.push(...GATED);
    else args.sets.push(arg);
  }
  if (args.sets.length === 0) throw new Error('name a set');
  args.sets = [...new Set(args.sets)];
  return args;
}

function progress(label: string): (done: number, total: number, outcome?: EntryOutcome) => void {
  const tty = process.stderr.isTTY;
  return (done, total, outcome) => {
    const mark = outcome && outcome.verdict !== 'correct' ? ` (${outcome.entry.id}: ${outcome.verdict})` : '';
    if (tty) process.stderr.write(`\r${label}: ${done}/${total}${' '.repeat(10)}`);
    if (!tty || mark) process.stderr.write(`${tty ? '\n' : ''}${label}: ${done}/${total}${mark}\n`);
    if (tty && done === total) process.stderr.write('\n');
  };
}

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const sets = [];
  for (const name of args.sets) {
    try {
      sets.push(await loadSet(name));
    } catch (error) {
      console.error((error as Error).message);
      return 2;
    }
  }

  if (args.validate) {
    const reports: ValidationReport[] = [];
    for (const set of sets) {
      const report = await validateSet(set, {
        ...(args.only ? { only: args.only } : {}),
        onProgress: progress(`validating ${set.name}`),
      });
      reports.push(report);
      console.log(formatValidation(report));
    }
    if (args.json) await writeFile(args.json, `${JSON.stringify(reports, null, 2)}\n`);
    return reports.some((r) => r.problems.length > 0) ? 1 : 0;
  }

  const reports: ScoreReport[] = [];
  for (const set of sets) {
    const report = await scoreSet(set, {
      ...(args.only ? { only: args.only } : {}),
      falsePassGate: args.gate,
      ...(args.sample ? { sample: args.sample } : {}),
      ...(args.concurrency ? { concurrency: args.concurrency } : {}),
      onProgress: progress(`${args.gate ? 'false-pass gate' : 'scoring'} ${set.name}`),
    });
    reports.push(report);
    if (args.gate) {
      console.log(
        `False-pass gate of "${set.name}": only the ${report.overall.total} steps that can end in a false pass (steps that must fail, act steps whose effect is checked)${args.sample ? `, one in ${args.sample} of them (by a hash of the id)` : ''}.`,
      );
    }
    console.log(formatReport(report));
    console.log('');
  }
  if (reports.length > 1) {
    const total = reports.reduce((n, r) => n + r.overall.total, 0);
    const correct = reports.reduce((n, r) => n + r.overall.correct, 0);
    const falsePasses = reports.reduce((n, r) => n + r.overall.falsePasses, 0);
    console.log(
      `All sets: ${correct}/${total} decided correctly (${total ? ((100 * correct) / total).toFixed(1) : '0.0'}%), ${falsePasses} false passes`,
    );
  }
  if (args.json) {
    await writeFile(
      args.json,
      `${JSON.stringify(reports.length === 1 ? reportJson(reports[0]!) : reports.map(reportJson), null, 2)}\n`,
    );
  }
  return reports.some((r) => r.overall.falsePasses > 0) ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(2);
  },
);
