/**
 * The egress policy: which network addresses a run's traffic (`api` steps, the browser's pages) may not reach.
 * Pure: CIDR parsing and address decisions, no sockets, no DNS.
 *
 * Always denied (`fixed`: no allow rule opens them):
 * - link-local addresses, 169.254.0.0/16 and fe80::/10: the instance metadata (169.254.169.254), the ECS task
 *   metadata (169.254.170.2), the VPC's DNS and time endpoints on AWS;
 * - AWS's IPv6 platform endpoints, fd00:ec2::/32 (instance metadata fd00:ec2::254, DNS fd00:ec2::23);
 * - the unspecified addresses, 0.0.0.0/8 and ::/128 (connecting to 0.0.0.0 reaches the host itself on Linux).
 *
 * Denied on AWS only (`denyLoopback`): loopback, 127.0.0.0/8 and ::1/128. Locally, tests of local pages need it.
 *
 * The operator adds CIDRs to deny (e.g. the VPC's private ranges) and exceptions to allow. An address is denied when
 * a deny rule holds it, unless that rule is not fixed and an allow rule at least as specific holds it too.
 *
 * IPv6 forms that carry an IPv4 address (IPv4-mapped `::ffff:a.b.c.d`, IPv4-compatible `::a.b.c.d`, NAT64
 * `64:ff9b::a.b.c.d`) are judged by their IPv4 address as well: `::ffff:169.254.169.254` is link-local.
 */
import { isIPv4, isIPv6 } from 'node:net';
import { ENV } from '../../../../core/config';

export type DenyKind = 'link-local' | 'aws-platform' | 'unspecified' | 'loopback' | 'operator';

export interface Cidr {
  family: 4 | 6;
  /** The network's first address. */
  network: bigint;
  prefix: number;
  /** As written (normalised), e.g. `169.254.0.0/16`. */
  text: string;
}

export interface DenyRule {
  cidr: Cidr;
  kind: DenyKind;
  /** A fixed rule is never opened by an allow rule. */
  fixed: boolean;
}

export interface EgressPolicy {
  deny: readonly DenyRule[];
  allow: readonly Cidr[];
}

export type EgressDecision =
  | { allowed: true }
  | {
      allowed: false;
      /** The address as judged, e.g. `::ffff:a9fe:a9fe (169.254.169.254)`. */
      address: string;
      kind: DenyKind;
      /** Why, after the address: `a link-local address, which runs may not reach`. */
      why: string;
      /** A sentence: `169.254.169.254 is a link-local address, which runs may not reach.` */
      reason: string;
    };

export class EgressConfigError extends Error {
  override name = 'EgressConfigError';
}

export interface EgressPolicyOptions {
  /** Deny loopback too (on AWS). */
  denyLoopback: boolean;
  /** CIDRs (or single addresses) the operator denies on top of the defaults. */
  deny?: readonly string[];
  /** CIDRs (or single addresses) allowed although a non-fixed deny rule holds them. */
  allow?: readonly string[];
}

const BITS = { 4: 32, 6: 128 } as const;

/** Parses a dotted-quad IPv4 address (the only form DNS answers and normalised URLs use) to a 32-bit number. */
function parseIPv4(text: string): bigint | null {
  if (!isIPv4(text)) return null;
  return text.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

/** Parses an IPv6 address (`::` compression, a dotted IPv4 tail, a `%zone` ignored) to a 128-bit number. */
function parseIPv6(raw: string): bigint | null {
  const text = raw.replace(/%.*$/, '');
  if (!isIPv6(text)) return null;
  let groups: string[];
  const [head = '', tail] = text.split('::');
  const part = (s: string) => (s === '' ? [] : s.split(':'));
  const expand = (parts: string[]): string[] => {
    const last = parts[parts.length - 1];
    if (last === undefined || !last.includes('.')) return parts;
    const v4 = parseIPv4(last);
    if (v4 === null) return parts;
    return [...parts.slice(0, -1), (v4 >> 16n).toString(16), (v4 & 0xffffn).toString(16)];
  };
  if (tail === undefined) {
    groups = expand(part(head));
  } else {
    const left = part(head);
    const right = expand(part(tail));
    groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  }
  if (groups.length !== 8) return null;
  return groups.reduce((value, g) => (value << 16n) | BigInt(Number.parseInt(g, 16)), 0n);
}

/** An address as a family and a number; null when `text` is not an IP address. Brackets (`[::1]`) are accepted. */
export function parseAddress(text: string): { family: 4 | 6; value: bigint } | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  const v4 = parseIPv4(bare);
  if (v4 !== null) return { family: 4, value: v4 };
  const v6 = parseIPv6(bare);
  return v6 === null ? null : { family: 6, value: v6 };
}

function formatIPv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

function formatIPv6(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - 16 * i)) & 0xffffn));
  // The longest run of two or more zero groups becomes `::` (RFC 5952).
  let best = { start: -1, length: 0 };
  for (let i = 0; i < 8; ) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > best.length && j - i >= 2) best = { start: i, length: j - i };
    i = j;
  }
  const hex = groups.map((g) => g.toString(16));
  if (best.start < 0) return hex.join(':');
  return `${hex.slice(0, best.start).join(':')}::${hex.slice(best.start + best.length).join(':')}`;
}

/** The canonical text of an address (dotted quad; RFC 5952 IPv6). */
export function formatAddress(family: 4 | 6, value: bigint): string {
  return family === 4 ? formatIPv4(value) : formatIPv6(value);
}

function mask(family: 4 | 6, prefix: number): bigint {
  const bits = BigInt(BITS[family]);
  return ((1n << bits) - 1n) ^ ((1n << (bits - BigInt(prefix))) - 1n);
}

/** Parses `a.b.c.d/n`, `x::y/n` or a single address (a /32 or /128). Throws an `EgressConfigError` when invalid. */
export function parseCidr(text: string): Cidr {
  const trimmed = text.trim();
  const slash = trimmed.lastIndexOf('/');
  const addressText = slash < 0 ? trimmed : trimmed.slice(0, slash);
  const address = parseAddress(addressText);
  if (!address) throw new EgressConfigError(`"${text}" is not an IP address or CIDR range.`);
  const max = BITS[address.family];
  const prefixText = slash < 0 ? String(max) : trimmed.slice(slash + 1);
  const prefix = Number(prefixText);
  if (!/^\d{1,3}$/.test(prefixText) || prefix > max) {
    throw new EgressConfigError(`"${text}" has an invalid prefix length (0 to ${max} for IPv${address.family}).`);
  }
  const network = address.value & mask(address.family, prefix);
  return { family: address.family, network, prefix, text: `${formatAddress(address.family, network)}/${prefix}` };
}

/** Splits a comma- (or space-) separated list of CIDRs; empty items are ignored. */
export function parseCidrList(text: string | undefined): Cidr[] {
  return (text ?? '')
    .split(/[,\s]+/)
    .filter((item) => item !== '')
    .map(parseCidr);
}

function contains(cidr: Cidr, family: 4 | 6, value: bigint): boolean {
  return cidr.family === family && (value & mask(family, cidr.prefix)) === cidr.network;
}

/** Whether two ranges share an address. */
export function overlaps(a: Cidr, b: Cidr): boolean {
  if (a.family !== b.family) return false;
  const prefix = Math.min(a.prefix, b.prefix);
  return (a.network & mask(a.family, prefix)) === (b.network & mask(b.family, prefix));
}

const FIXED_RULES: readonly (readonly [string, DenyKind])[] = [
  ['169.254.0.0/16', 'link-local'],
  ['fe80::/10', 'link-local'],
  ['fd00:ec2::/32', 'aws-platform'],
  ['0.0.0.0/8', 'unspecified'],
  ['::/128', 'unspecified'],
];

export const LOOPBACK_RANGES: readonly Cidr[] = [parseCidr('127.0.0.0/8'), parseCidr('::1/128')];

/** Builds a policy: the fixed defaults, loopback when asked, the operator's denies and allows. */
export function createEgressPolicy(options: EgressPolicyOptions): EgressPolicy {
  const deny: DenyRule[] = FIXED_RULES.map(([text, kind]) => ({ cidr: parseCidr(text), kind, fixed: true }));
  if (options.denyLoopback) {
    for (const cidr of LOOPBACK_RANGES) deny.push({ cidr, kind: 'loopback', fixed: false });
  }
  for (const text of options.deny ?? []) deny.push({ cidr: parseCidr(text), kind: 'operator', fixed: false });
  return { deny, allow: (options.allow ?? []).map(parseCidr) };
}

/** The rule that denies an address of one family, or null when none does (or an allow rule opens it). */
function denyingRule(policy: EgressPolicy, family: 4 | 6, value: bigint): DenyRule | null {
  let rule: DenyRule | null = null;
  for (const candidate of policy.deny) {
    if (!contains(candidate.cidr, family, value)) continue;
    // A fixed rule wins over any other; among the rest, the most specific one speaks.
    if (
      !rule ||
      (candidate.fixed && !rule.fixed) ||
      (candidate.fixed === rule.fixed && candidate.cidr.prefix > rule.cidr.prefix)
    ) {
      rule = candidate;
    }
  }
  if (!rule || rule.fixed) return rule;
  const prefix = rule.cidr.prefix;
  return policy.allow.some((cidr) => cidr.prefix >= prefix && contains(cidr, family, value)) ? null : rule;
}

/** The IPv4 address an IPv6 address carries (mapped, compatible, NAT64 well-known prefix), or null. */
export function embeddedIPv4(value: bigint): bigint | null {
  const high = value >> 32n;
  const low = value & 0xffffffffn;
  if (high === 0xffffn) return low; // ::ffff:a.b.c.d
  if (high === 0x64ff9b0000000000000000n) return low; // 64:ff9b::a.b.c.d
  if (high === 0n && value > 1n) return low; // ::a.b.c.d (not :: nor ::1)
  return null;
}

function describe(rule: DenyRule): string {
  switch (rule.kind) {
    case 'link-local':
      return 'a link-local address, which runs may not reach';
    case 'aws-platform':
      return "an address of the AWS platform's own endpoints, which runs may not reach";
    case 'unspecified':
      return 'an unspecified address, which runs may not reach';
    case 'loopback':
      return 'a loopback address, which runs on AWS may not reach';
    case 'operator':
      return `in ${rule.cidr.text}, which the operator denies (${ENV.egressDeny})`;
  }
}

/**
 * Whether `address` (an IP address as text, brackets allowed) may be reached. Text that is not an IP address is
 * denied: callers resolve names first.
 */
export function checkAddress(policy: EgressPolicy, address: string): EgressDecision {
  const parsed = parseAddress(address);
  if (!parsed) {
    const why = 'not an IP address, so it cannot be checked';
    return { allowed: false, address, kind: 'unspecified', why, reason: `${address} is ${why}.` };
  }
  const shown = formatAddress(parsed.family, parsed.value);
  let rule = denyingRule(policy, parsed.family, parsed.value);
  let label = shown;
  if (!rule && parsed.family === 6) {
    const v4 = embeddedIPv4(parsed.value);
    if (v4 !== null) {
      rule = denyingRule(policy, 4, v4);
      label = `${shown} (${formatIPv4(v4)})`;
    }
  }
  if (!rule) return { allowed: true };
  const why = describe(rule);
  return { allowed: false, address: label, kind: rule.kind, why, reason: `${label} is ${why}.` };
}

/** Whether the policy denies any loopback address (then the browser must send loopback traffic through the guard). */
export function deniesLoopback(policy: EgressPolicy): boolean {
  return policy.deny.some((rule) => LOOPBACK_RANGES.some((loopback) => overlaps(rule.cidr, loopback)));
}

/**
 * Whether the runner runs on AWS: as an ECS task (Fargate sets the task metadata endpoint's variable in every
 * container, platform 1.4.0 and later) or as the Lambda lane's function (Lambda's runtimes set `AWS_EXECUTION_ENV` to
 * `AWS_Lambda_<runtime>`; its runtime API listens on loopback). The local stack sets `TAS_LOCAL=1` for its runners.
 * Anything else (a test, a benchmark) counts as local.
 */
export function runsOnAws(env: NodeJS.ProcessEnv): boolean {
  if (env[ENV.localMode] === '1') return false;
  const execution = env[ENV.awsExecutionEnv] ?? '';
  return Boolean(env[ENV.ecsMetadataUri] || execution.startsWith('AWS_ECS') || execution.startsWith('AWS_Lambda_'));
}

/**
 * The runner's policy from its environment: loopback denied on AWS (`runsOnAws`), plus `TAS_EGRESS_DENY` and
 * `TAS_EGRESS_ALLOW` (comma-separated CIDRs). Throws an `EgressConfigError` naming the variable of a bad entry.
 */
export function egressPolicyFromEnv(env: NodeJS.ProcessEnv): EgressPolicy {
  const list = (name: string): string[] => {
    try {
      return parseCidrList(env[name]).map((cidr) => cidr.text);
    } catch (error) {
      throw new EgressConfigError(`${name}: ${(error as Error).message}`);
    }
  };
  return createEgressPolicy({
    denyLoopback: runsOnAws(env),
    deny: list(ENV.egressDeny),
    allow: list(ENV.egressAllow),
  });
}

/** Schemes a run may open in its browser: web pages, and the empty page. */
const NAVIGABLE = /^(https?:|about:blank$)/i;

/**
 * Why a run may not open `url` in its browser, or `undefined` when it may. Only web pages: `file:` would show the
 * runner's own files (its environment included, through `/proc`), `chrome:`, `view-source:`, `devtools:` and the like
 * the browser's internals. The schemas already hold stored URLs to http(s); this also covers URLs a step writes.
 */
export function refusedNavigation(url: string): string | undefined {
  if (NAVIGABLE.test(url.trim())) return undefined;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url.trim())?.[1]?.toLowerCase();
  return scheme
    ? `${scheme}: URLs cannot be opened; a run opens only http and https pages.`
    : `"${url}" is not a URL a run can open; a run opens only http and https pages.`;
}
