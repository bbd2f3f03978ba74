/**
 * What model planners say to a model and how its tool calls become plans, shared by every transport (OpenAI-style
 * chat completions, Bedrock Converse). The model never acts: it answers with tool calls naming element refs of the
 * observation, which are checked here before the agent executes anything.
 */
import type { ActPlan, AssertVerdict, Observation, PlannedOperation } from '../contract';

/** A tool the model may call, in JSON Schema (both wire protocols take this shape, wrapped differently). */
export interface ToolDefinition {
  name: string;
  description: string;
  parameters: { type: 'object'; properties: Record<string, unknown>; required: string[]; additionalProperties: false };
}

/** One tool call of a model reply, arguments already parsed (or the raw text when it was not JSON). */
export interface ToolCall {
  id: string;
  name: string;
  args: Record<string, unknown> | string;
}

/** A provider-neutral conversation: the transports translate it to and from their wire formats. */
export type ModelMessage =
  | { role: 'user'; text: string; images: Buffer[] }
  | { role: 'assistant'; text: string | null; toolCalls: ToolCall[] }
  | { role: 'tool'; results: { id: string; content: string; isError: boolean }[] };

export interface ModelRequest {
  system: string;
  messages: ModelMessage[];
  tools: ToolDefinition[];
  signal: AbortSignal;
}

export interface ModelReply {
  text: string | null;
  toolCalls: ToolCall[];
}

/** A model endpoint: one request, one reply. Retries and timeouts are the transport's business. */
export interface ModelTransport {
  readonly provider: 'openai' | 'bedrock';
  complete(request: ModelRequest): Promise<ModelReply>;
}

const object = (properties: Record<string, unknown>, required: string[]): ToolDefinition['parameters'] => ({
  type: 'object',
  properties,
  required,
  additionalProperties: false,
});
const ref = { type: 'string', description: 'The element ref from the snapshot, e.g. "e12".' };

export const ACT_TOOLS: ToolDefinition[] = [
  { name: 'click', description: 'Click an element.', parameters: object({ ref }, ['ref']) },
  {
    name: 'fill',
    description: 'Replace the content of a text field with text.',
    parameters: object({ ref, text: { type: 'string' } }, ['ref', 'text']),
  },
  {
    name: 'select',
    description: 'Choose an option of a <select> or listbox by its label.',
    parameters: object({ ref, option: { type: 'string' } }, ['ref', 'option']),
  },
  {
    name: 'check',
    description: 'Check (true) or uncheck (false) a checkbox, radio or switch.',
    parameters: object({ ref, checked: { type: 'boolean' } }, ['ref', 'checked']),
  },
  { name: 'hover', description: 'Move the mouse over an element.', parameters: object({ ref }, ['ref']) },
  {
    name: 'press',
    description: 'Press a key or chord (e.g. "Enter", "Control+A"), in the focused element or in `ref` when given.',
    parameters: object({ key: { type: 'string' }, ref }, ['key']),
  },
  {
    name: 'scroll',
    description: 'Scroll the page (or the element `ref`) up or down.',
    parameters: object({ direction: { type: 'string', enum: ['up', 'down'] }, ref }, ['direction']),
  },
  {
    name: 'goto',
    description: 'Open a URL (absolute, or a path on the current site).',
    parameters: object({ url: { type: 'string' } }, ['url']),
  },
  {
    name: 'wait_for',
    description: 'Wait until a text appears on the page.',
    parameters: object({ text: { type: 'string' } }, ['text']),
  },
  {
    name: 'done',
    description: 'Call alone when the instruction is already satisfied and nothing needs doing.',
    parameters: object({}, []),
  },
  {
    name: 'cannot',
    description: 'Call alone when the instruction cannot be done on this page; say why.',
    parameters: object({ reason: { type: 'string' } }, ['reason']),
  },
];

export const ASSERT_TOOLS: ToolDefinition[] = [
  {
    name: 'verdict',
    description: 'Whether the assertion holds on the page, with a one-sentence reason citing what you saw.',
    parameters: object({ pass: { type: 'boolean' }, reason: { type: 'string' } }, ['pass', 'reason']),
  },
];

export const ACT_SYSTEM = [
  'You operate a web page for an automated test. You receive one instruction and the page as an accessibility',
  'snapshot in which elements carry refs like [ref=e12]. Answer ONLY with tool calls, in the order they must run,',
  'that carry out the instruction exactly: use refs that appear in the snapshot, never invent one. Do the minimum the',
  'instruction asks (no extra clicks, no submitting unless asked). Call done() alone if the instruction is already',
  'satisfied, cannot(reason) alone if it cannot be done on this page.',
].join(' ');

export const ASSERT_SYSTEM = [
  'You check an assertion about a web page for an automated test. You receive the assertion, the page as an',
  'accessibility snapshot and possibly screenshots. Call verdict(pass, reason) exactly once: pass is true only if the',
  'page clearly shows the assertion holds; the reason cites what you saw.',
].join(' ');

function pageText(observation: Observation): string {
  const gone = (observation.goneMessages ?? []).map((m) => `- ${m.role || 'message'} "${m.text}"`);
  const goneText = gone.length
    ? `\n\nMessages shown since the last action and gone since (a person watching saw them):\n${gone.join('\n')}`
    : '';
  return `URL: ${observation.url}\nTitle: ${observation.title}\n\nSnapshot:\n${observation.snapshot}${goneText}`;
}

export function actPrompt(instruction: string, observation: Observation, downloads: string): string {
  return `Instruction: ${instruction}\n\n${pageText(observation)}${downloads}`;
}

export function assertPrompt(instruction: string, observation: Observation, downloads: string): string {
  return `Assertion: ${instruction}\n\n${pageText(observation)}${downloads}`;
}

/** Text of files the run ingested, appended so the model can act on their content. */
export function downloadsText(downloads: readonly { fileName: string; text: string | null }[]): string {
  const withText = downloads.filter((d) => d.text);
  if (withText.length === 0) return '';
  return `\n\nFiles downloaded earlier in this run:\n${withText.map((d) => `--- ${d.fileName}\n${d.text}`).join('\n')}`;
}

/** Why a reply could not become a plan; sent back to the model once as the tool results. */
export class PlanReplyError extends Error {}

const str = (args: Record<string, unknown>, name: string): string => {
  const v = args[name];
  if (typeof v !== 'string' || v === '') throw new PlanReplyError(`"${name}" must be a non-empty string.`);
  return v;
};

/**
 * Turns an act reply into a plan. Throws `PlanReplyError` when a call names a ref that is not in the observation or
 * has bad arguments (worth one retry with the message); returns `unsupported` for `cannot` or an empty reply.
 */
export function planFromReply(reply: ModelReply, observation: Observation): ActPlan {
  if (reply.toolCalls.length === 0) {
    const said = reply.text?.trim();
    return { unsupported: `The model chose no action${said ? `: ${said.slice(0, 300)}` : '.'}` };
  }
  const known = new Set(observation.elements.map((e) => e.ref));
  const operations: PlannedOperation[] = [];
  const problems: string[] = [];
  for (const call of reply.toolCalls) {
    if (typeof call.args === 'string') {
      problems.push(`${call.name}: the arguments are not valid JSON.`);
      continue;
    }
    const args = call.args;
    try {
      const refOf = (required: boolean): string | undefined => {
        const value = args.ref;
        if (value === undefined && !required) return undefined;
        const r = str(args, 'ref');
        if (!known.has(r)) throw new PlanReplyError(`ref "${r}" is not in the snapshot; use a ref shown as [ref=...].`);
        return r;
      };
      switch (call.name) {
        case 'click':
          operations.push({ op: 'click', ref: refOf(true)! });
          break;
        case 'fill': {
          const text = args.text;
          if (typeof text !== 'string') throw new PlanReplyError('"text" must be a string.');
          operations.push({ op: 'fill', ref: refOf(true)!, text });
          break;
        }
        case 'select':
          operations.push({ op: 'select', ref: refOf(true)!, option: str(args, 'option') });
          break;
        case 'check':
          if (typeof args.checked !== 'boolean') throw new PlanReplyError('"checked" must be true or false.');
          operations.push({ op: 'check', ref: refOf(true)!, checked: args.checked });
          break;
        case 'hover':
          operations.push({ op: 'hover', ref: refOf(true)! });
          break;
        case 'press': {
          const r = refOf(false);
          operations.push(r ? { op: 'press', key: str(args, 'key'), ref: r } : { op: 'press', key: str(args, 'key') });
          break;
        }
        case 'scroll': {
          const direction = args.direction;
          if (direction !== 'up' && direction !== 'down') throw new PlanReplyError('"direction" must be up or down.');
          const r = refOf(false);
          operations.push(r ? { op: 'scroll', direction, ref: r } : { op: 'scroll', direction });
          break;
        }
        case 'goto':
          operations.push({ op: 'goto', url: new URL(str(args, 'url'), observation.url).toString() });
          break;
        case 'wait_for':
          operations.push({ op: 'wait_for', text: str(args, 'text'), state: 'visible' });
          break;
        case 'done':
          break;
        case 'cannot':
          return {
            unsupported: `The model could not do it: ${typeof args.reason === 'string' ? args.reason : 'no reason given'}`,
          };
        default:
          throw new PlanReplyError(`there is no tool "${call.name}".`);
      }
    } catch (error) {
      if (!(error instanceof PlanReplyError)) throw error;
      problems.push(`${call.name}: ${error.message}`);
    }
  }
  if (problems.length) throw new PlanReplyError(problems.join(' '));
  return { operations };
}

/** Turns an assert reply into a verdict; throws `PlanReplyError` when there is no well-formed `verdict` call. */
export function verdictFromReply(reply: ModelReply): AssertVerdict {
  const call = reply.toolCalls.find((c) => c.name === 'verdict');
  if (!call || typeof call.args === 'string') {
    throw new PlanReplyError('answer with exactly one verdict(pass, reason) call.');
  }
  if (typeof call.args.pass !== 'boolean') throw new PlanReplyError('"pass" must be true or false.');
  const reason = typeof call.args.reason === 'string' && call.args.reason ? call.args.reason : 'No reason given.';
  return { pass: call.args.pass, reason };
}
