/**
 * The egress guard: the policy (policy.ts) applied to connections. A host is vetted before anything connects to it:
 * an IP literal is checked as it is; a name is resolved once, EVERY address it resolves to is checked (one denied
 * address blocks the name), and the connection goes to a vetted address. Nothing resolves the name a second time,
 * so a name whose DNS answer changes between the check and the connection (DNS rebinding) cannot slip through.
 *
 * `lookup` has the shape of `dns.lookup` for `net.connect`, `tls.connect`, `http.request` and undici's `connect`
 * options: the vetting then happens inside the connection itself. Literals never reach a `lookup` (Node connects to
 * them directly), so callers check them with `vet`/`checkLiteral` first.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { promisify } from 'node:util';
import { checkAddress, type EgressPolicy, egressPolicyFromEnv, parseAddress } from './policy';

/** Resolves a name to all its addresses, like `dns.lookup(name, { all: true })`. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

/** A connection the policy does not allow; `reason` is a sentence for the step's result. */
export class EgressBlockedError extends Error {
  override name = 'EgressBlockedError';
  readonly code = 'EGRESS_BLOCKED';
  constructor(
    readonly host: string,
    readonly reason: string,
  ) {
    super(reason);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** The `lookup` option of `net.connect` (also called with `{ all: true }` when Node races IPv4 and IPv6). */
export type GuardedLookup = (hostname: string, options: { all?: boolean } | number, callback: LookupCallback) => void;

export interface EgressGuard {
  readonly policy: EgressPolicy;
  /**
   * The addresses `host` (a name or an IP literal, brackets allowed) may be reached at; rejects with an
   * `EgressBlockedError` when the literal, or any address the name resolves to, is denied.
   */
  vet(host: string): Promise<LookupAddress[]>;
  /** Why an IP literal host is blocked; null when it is allowed or is a name (names are vetted when resolved). */
  checkLiteral(host: string): string | null;
  /** `dns.lookup`-shaped: resolves through `vet`, so connections only ever reach vetted addresses. */
  readonly lookup: GuardedLookup;
}

const systemResolve: Resolver = (() => {
  const lookupAll = promisify(dnsLookup);
  return (hostname) => lookupAll(hostname, { all: true });
})();

function bare(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

/** A guard applying `policy`; `resolve` is the DNS (the system's by default; tests inject their own names). */
export function createEgressGuard(policy: EgressPolicy, resolve: Resolver = systemResolve): EgressGuard {
  const checkLiteral = (host: string): string | null => {
    if (!parseAddress(bare(host))) return null;
    const decision = checkAddress(policy, bare(host));
    return decision.allowed ? null : decision.reason;
  };

  const vet = async (host: string): Promise<LookupAddress[]> => {
    const name = bare(host);
    const literal = parseAddress(name);
    if (literal) {
      const reason = checkLiteral(name);
      if (reason) throw new EgressBlockedError(name, reason);
      return [{ address: name, family: literal.family }];
    }
    const addresses = await resolve(name);
    for (const { address } of addresses) {
      const decision = checkAddress(policy, address);
      if (!decision.allowed) {
        throw new EgressBlockedError(name, `${name} resolves to ${decision.address}, ${decision.why}.`);
      }
    }
    if (addresses.length === 0) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND', hostname: name });
    }
    return addresses;
  };

  const lookup: GuardedLookup = (hostname, options, callback) => {
    const all = typeof options === 'object' && options.all === true;
    const family = typeof options === 'number' ? options : (options as { family?: number }).family;
    vet(hostname).then(
      (addresses) => {
        const wanted = family === 4 || family === 6 ? addresses.filter((a) => a.family === family) : addresses;
        const chosen = wanted.length > 0 ? wanted : addresses;
        if (all) return callback(null, chosen);
        const first = chosen[0] as LookupAddress;
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, all ? [] : ''),
    );
  };

  return { policy, vet, checkLiteral, lookup };
}

/** Walks an error's `cause` chain (fetch wraps connection errors) for the guard's verdict. */
export function blockedCause(error: unknown): EgressBlockedError | null {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof EgressBlockedError) return e;
  }
  return null;
}

let processGuard: EgressGuard | undefined;

/**
 * The process's guard, built on first use from its environment (`egressPolicyFromEnv`): what `api` steps and the
 * browser use unless given another. Throws an `EgressConfigError` when `TAS_EGRESS_DENY`/`TAS_EGRESS_ALLOW` are bad.
 */
export function defaultEgressGuard(): EgressGuard {
  processGuard ??= createEgressGuard(egressPolicyFromEnv(process.env));
  return processGuard;
}
