/**
 * A reader of the runner's Dockerfile, enough for tests that check the images without a Docker engine: stages, their
 * bases (with the file's ARG defaults filled in), and the instructions the images depend on.
 */

export interface DockerInstruction {
  /** The instruction, upper case: `COPY`, `RUN`... */
  op: string;
  /** Everything after it, continuation lines joined with spaces. */
  args: string;
  /** The 1-based line the instruction starts on. */
  line: number;
}

export interface DockerStage {
  /** The `AS` name, if any. */
  name?: string;
  /** The image it starts from, ARG defaults filled in (or the name of an earlier stage). */
  base: string;
  instructions: DockerInstruction[];
}

export interface DockerCopy {
  /** The stage copied from (`--from=`); undefined for the build context. */
  from?: string;
  sources: string[];
  destination: string;
}

/** A base image reference split in its parts: `repository:tag@sha256:digest`. */
export interface ImageReference {
  repository: string;
  tag?: string;
  digest?: string;
}

/** The stages of a Dockerfile, in order. Comments and blank lines are skipped; global ARG defaults fill FROM lines. */
export function parseDockerfile(text: string): DockerStage[] {
  const lines = text.split('\n');
  const instructions: DockerInstruction[] = [];
  for (let i = 0; i < lines.length; i++) {
    const first = lines[i]!.trim();
    if (first === '' || first.startsWith('#')) continue;
    const start = i;
    let joined = first;
    while (joined.endsWith('\\') && i + 1 < lines.length) {
      const next = lines[++i]!.trim();
      joined = `${joined.slice(0, -1).trimEnd()} ${next.startsWith('#') ? '\\' : next}`;
    }
    const match = /^(\S+)\s*(.*)$/.exec(joined)!;
    instructions.push({ op: match[1]!.toUpperCase(), args: match[2]!.trim(), line: start + 1 });
  }

  const globals: Record<string, string> = {};
  const stages: DockerStage[] = [];
  for (const instruction of instructions) {
    if (instruction.op === 'FROM') {
      const words = instruction.args.split(/\s+/).filter((w) => !w.startsWith('--'));
      const base = words[0]!.replace(/\$\{(\w+)\}|\$(\w+)/g, (_, a: string, b: string) => globals[a ?? b] ?? '');
      const name = words[1]?.toUpperCase() === 'AS' ? words[2] : undefined;
      stages.push({ base, instructions: [], ...(name && { name }) });
    } else if (stages.length === 0) {
      const arg = /^(\w+)=(\S*)$/.exec(instruction.args);
      if (instruction.op === 'ARG' && arg) globals[arg[1]!] = arg[2]!;
    } else {
      stages.at(-1)!.instructions.push(instruction);
    }
  }
  return stages;
}

/** The stage of that name; throws when there is none. */
export function stageNamed(stages: readonly DockerStage[], name: string): DockerStage {
  const stage = stages.find((s) => s.name === name);
  if (!stage) throw new Error(`the Dockerfile has no stage named ${name}`);
  return stage;
}

/** A COPY instruction's sources and destination (the shell form; flags other than `--from` are dropped). */
export function parseCopy(instruction: DockerInstruction): DockerCopy {
  const words = instruction.args.split(/\s+/);
  const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length);
  const paths = words.filter((w) => !w.startsWith('--'));
  if (paths.length < 2) throw new Error(`line ${instruction.line}: COPY needs a source and a destination`);
  return { sources: paths.slice(0, -1), destination: paths.at(-1)!, ...(from && { from }) };
}

/** The variables a stage's ENV instructions set (`KEY=value` pairs, unquoted). */
export function stageEnv(stage: DockerStage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const { args } of stage.instructions.filter((i) => i.op === 'ENV')) {
    for (const pair of args.split(/\s+/)) {
      const eq = pair.indexOf('=');
      if (eq > 0) env[pair.slice(0, eq)] = pair.slice(eq + 1);
    }
  }
  return env;
}

/** The user the stage's processes run as: its last USER instruction, undefined without one (root). */
export function stageUser(stage: DockerStage): string | undefined {
  return stage.instructions.filter((i) => i.op === 'USER').at(-1)?.args;
}

/** The stage's ENTRYPOINT in exec form; throws without one. */
export function stageEntrypoint(stage: DockerStage): string[] {
  const entry = stage.instructions.filter((i) => i.op === 'ENTRYPOINT').at(-1);
  if (!entry) throw new Error(`stage ${stage.name ?? stage.base} has no ENTRYPOINT`);
  return JSON.parse(entry.args) as string[];
}

/** `repository[:tag][@sha256:digest]` split in its parts. */
export function parseImageReference(reference: string): ImageReference {
  const [name, digest] = reference.split('@sha256:');
  const colon = name!.lastIndexOf(':');
  const hasTag = colon > name!.lastIndexOf('/');
  return {
    repository: hasTag ? name!.slice(0, colon) : name!,
    ...(hasTag && { tag: name!.slice(colon + 1) }),
    ...(digest !== undefined && { digest }),
  };
}

/**
 * The `esbuild` arguments of the runner's bundle step (the `RUN npx esbuild ... &&` of the build stage) and the
 * bundled entry point each image runs (their ENTRYPOINT), read from the Dockerfile itself.
 */
export function runnerBuild(stages: readonly DockerStage[]): { args: string[]; entrypoint: string } {
  const run = stages.flatMap((s) => s.instructions).find((i) => i.op === 'RUN' && i.args.startsWith('npx esbuild '));
  const command = run && /^npx esbuild (.*?)(&&|$)/.exec(run.args)?.[1];
  const entrypoints = new Set(
    stages.filter((s) => s.instructions.some((i) => i.op === 'ENTRYPOINT')).map((s) => stageEntrypoint(s).join(' ')),
  );
  if (!command || entrypoints.size !== 1) {
    throw new Error('the Dockerfile needs one `RUN npx esbuild` step and one ENTRYPOINT shared by its images');
  }
  if (/["'$`]/.test(command)) throw new Error(`the Dockerfile's esbuild command needs a shell to read: ${command}`);
  const entry = /^node (\S+)$/.exec([...entrypoints][0]!)?.[1];
  if (!entry) throw new Error(`the images' ENTRYPOINT is not ["node", <file>]: ${[...entrypoints][0]}`);
  return { args: command.trim().split(/\s+/), entrypoint: entry };
}
