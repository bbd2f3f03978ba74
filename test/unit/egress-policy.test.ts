/**
 * The egress policy: CIDR parsing, IPv4 and IPv6 decisions (with the IPv6 forms that carry an IPv4 address), the
 * forms WHATWG URLs normalise IPv4 hosts from, the operator's deny and allow lists, and local against AWS defaults.
 */
import { describe, expect, it } from 'vitest';
import {
  checkAddress,
  createEgressPolicy,
  deniesLoopback,
  EgressConfigError,
  egressPolicyFromEnv,
  parseCidr,
  parseCidrList,
  refusedNavigation,
  runsOnAws,
} from '../../runner-image/src/engine/egress/policy';

const local = createEgressPolicy({ denyLoopback: false });
const aws = createEgressPolicy({ denyLoopback: true });

function denied(policy: ReturnType<typeof createEgressPolicy>, address: string): string | null {
  const decision = checkAddress(policy, address);
  return decision.allowed ? null : decision.reason;
}

describe('parseCidr', () => {
  it('parses IPv4 and IPv6 ranges and normalises the network address', () => {
    expect(parseCidr('169.254.169.254/16')).toMatchObject({ family: 4, prefix: 16, text: '169.254.0.0/16' });
    expect(parseCidr('10.0.0.0/8').network).toBe(0x0a000000n);
    expect(parseCidr('FD00:EC2::254/32')).toMatchObject({ family: 6, prefix: 32, text: 'fd00:ec2::/32' });
    expect(parseCidr('::ffff:10.1.2.3/128').text).toBe('::ffff:a01:203/128');
  });

  it('takes a single address as a /32 or /128', () => {
    expect(parseCidr(' 127.0.0.2 ').text).toBe('127.0.0.2/32');
    expect(parseCidr('[::1]').text).toBe('::1/128');
  });

  it('rejects what is not a range, naming the entry', () => {
    expect(() => parseCidr('10.0.0.0/33')).toThrow(EgressConfigError);
    expect(() => parseCidr('10.0.0.0/33')).toThrow(/"10.0.0.0\/33" has an invalid prefix length \(0 to 32/);
    expect(() => parseCidr('fe80::/129')).toThrow(/0 to 128/);
    expect(() => parseCidr('10.0.0/8')).toThrow(/"10.0.0\/8" is not an IP address/);
    expect(() => parseCidr('metadata.internal')).toThrow(EgressConfigError);
    expect(() => parseCidr('10.0.0.0/-1')).toThrow(EgressConfigError);
    expect(() => parseCidr('10.0.0.0/')).toThrow(EgressConfigError);
  });

  it('splits comma- and space-separated lists, ignoring empty items', () => {
    expect(parseCidrList('10.0.0.0/8, 172.16.0.0/12,,fd00::/8 ').map((c) => c.text)).toEqual([
      '10.0.0.0/8',
      '172.16.0.0/12',
      'fd00::/8',
    ]);
    expect(parseCidrList(undefined)).toEqual([]);
  });
});

describe('checkAddress defaults', () => {
  it('denies the instance and task metadata and all link-local addresses, everywhere', () => {
    for (const policy of [local, aws]) {
      expect(denied(policy, '169.254.169.254')).toBe(
        '169.254.169.254 is a link-local address, which runs may not reach.',
      );
      expect(denied(policy, '169.254.170.2')).toMatch(/link-local/);
      expect(denied(policy, '169.254.0.1')).toMatch(/link-local/);
      expect(denied(policy, 'fe80::1')).toBe('fe80::1 is a link-local address, which runs may not reach.');
      expect(denied(policy, 'febf:ffff::1')).toMatch(/link-local/);
      expect(denied(policy, 'fe80::1%eth0')).toMatch(/link-local/);
      expect(denied(policy, 'fd00:ec2::254')).toMatch(/fd00:ec2::254 is an address of the AWS platform/);
    }
  });

  it('leaves the addresses just outside the denied ranges alone', () => {
    expect(denied(local, '169.253.255.255')).toBeNull();
    expect(denied(local, '169.255.0.0')).toBeNull();
    expect(denied(local, 'fec0::1')).toBeNull();
    expect(denied(local, 'fd00:ec3::254')).toBeNull();
    expect(denied(aws, '93.184.216.34')).toBeNull();
    expect(denied(aws, '2606:2800:220:1:248:1893:25c8:1946')).toBeNull();
    expect(denied(aws, '1.0.0.0')).toBeNull();
  });

  it('denies the unspecified addresses, which reach the host itself', () => {
    expect(denied(local, '0.0.0.0')).toBe('0.0.0.0 is an unspecified address, which runs may not reach.');
    expect(denied(local, '0.1.2.3')).toMatch(/unspecified/);
    expect(denied(local, '::')).toMatch(/^:: is an unspecified address/);
  });

  it('allows loopback locally and denies it on AWS', () => {
    expect(denied(local, '127.0.0.1')).toBeNull();
    expect(denied(local, '127.0.0.2')).toBeNull();
    expect(denied(local, '::1')).toBeNull();
    expect(denied(aws, '127.0.0.1')).toBe('127.0.0.1 is a loopback address, which runs on AWS may not reach.');
    expect(denied(aws, '127.255.255.254')).toMatch(/loopback/);
    expect(denied(aws, '::1')).toMatch(/loopback/);
    expect(deniesLoopback(local)).toBe(false);
    expect(deniesLoopback(aws)).toBe(true);
  });
});

describe('IPv6 forms of IPv4 addresses', () => {
  it('judges IPv4-mapped addresses, in either notation, by their IPv4 address', () => {
    const reason = '::ffff:a9fe:a9fe (169.254.169.254) is a link-local address, which runs may not reach.';
    expect(denied(local, '::ffff:169.254.169.254')).toBe(reason);
    expect(denied(local, '::ffff:a9fe:a9fe')).toBe(reason);
    expect(denied(local, '[::ffff:169.254.169.254]')).toBe(reason);
    expect(denied(local, '0:0:0:0:0:ffff:a9fe:aa02')).toMatch(/\(169\.254\.170\.2\) is a link-local/);
    expect(denied(aws, '::ffff:127.0.0.1')).toMatch(/\(127\.0\.0\.1\) is a loopback address/);
    expect(denied(local, '::ffff:127.0.0.1')).toBeNull();
    expect(denied(local, '::ffff:8.8.8.8')).toBeNull();
  });

  it('judges IPv4-compatible and NAT64 addresses by their IPv4 address', () => {
    expect(denied(local, '::169.254.169.254')).toMatch(/\(169\.254\.169\.254\) is a link-local/);
    expect(denied(local, '64:ff9b::169.254.169.254')).toMatch(/\(169\.254\.169\.254\) is a link-local/);
    expect(denied(local, '64:ff9b::a9fe:aa02')).toMatch(/\(169\.254\.170\.2\)/);
    expect(denied(local, '64:ff9b::8.8.8.8')).toBeNull();
  });

  it('does not take ::1 for an IPv4-compatible 0.0.0.1', () => {
    expect(denied(local, '::1')).toBeNull();
  });

  it('applies operator rules to the embedded address too', () => {
    const policy = createEgressPolicy({ denyLoopback: false, deny: ['10.0.0.0/8'] });
    expect(denied(policy, '::ffff:10.1.2.3')).toMatch(
      /\(10\.1\.2\.3\) is in 10\.0\.0\.0\/8, which the operator denies/,
    );
  });
});

describe('URL forms of IPv4 hosts', () => {
  // Hosts reach the policy as `new URL(...).hostname`: WHATWG URLs normalise these forms to dotted quads.
  const host = (url: string) => new URL(url).hostname;

  it.each([
    ['decimal', 'http://2852039166/latest/meta-data'],
    ['hexadecimal parts', 'http://0xa9.0xfe.0xa9.0xfe/'],
    ['octal parts', 'http://0251.0376.0251.0376/'],
    ['one hexadecimal number', 'http://0xa9fea9fe/'],
    ['short form', 'http://169.16689662/'],
  ])('denies the metadata address written in %s', (_form, url) => {
    expect(host(url)).toBe('169.254.169.254');
    expect(denied(local, host(url))).toMatch(/^169\.254\.169\.254 is a link-local address/);
  });

  it('denies loopback written short on AWS', () => {
    expect(host('http://127.1/')).toBe('127.0.0.1');
    expect(denied(aws, host('http://127.1/'))).toMatch(/^127\.0\.0\.1 is a loopback address/);
    expect(denied(aws, host('http://0x7f000001/'))).toMatch(/loopback/);
  });

  it('denies bracketed IPv6 hosts as URLs write them', () => {
    expect(host('http://[::ffff:169.254.169.254]/')).toBe('[::ffff:a9fe:a9fe]');
    expect(denied(local, host('http://[::ffff:169.254.169.254]/'))).toMatch(/link-local/);
    expect(denied(local, host('http://[fd00:ec2::254]/'))).toMatch(/AWS platform/);
  });

  it('denies a text that is no address at all (names are resolved before they are checked)', () => {
    expect(denied(local, 'metadata.google.internal')).toMatch(/not an IP address/);
  });
});

describe('operator configuration', () => {
  it('adds denied ranges on top of the defaults, naming the range and the variable', () => {
    const policy = createEgressPolicy({ denyLoopback: false, deny: ['10.0.0.0/8', 'fd12::/16'] });
    expect(denied(policy, '10.20.30.40')).toBe(
      '10.20.30.40 is in 10.0.0.0/8, which the operator denies (TAS_EGRESS_DENY).',
    );
    expect(denied(policy, 'fd12:3456::1')).toMatch(/in fd12::\/16, which the operator denies/);
    expect(denied(policy, '11.0.0.1')).toBeNull();
    expect(denied(policy, '169.254.169.254')).toMatch(/link-local/);
  });

  it('opens an exception at least as specific as the denied range', () => {
    const policy = createEgressPolicy({ denyLoopback: false, deny: ['10.0.0.0/8'], allow: ['10.1.2.0/24'] });
    expect(denied(policy, '10.1.2.3')).toBeNull();
    expect(denied(policy, '10.1.3.3')).toMatch(/10\.0\.0\.0\/8/);
  });

  it('keeps a more specific denied range inside an allowed one denied', () => {
    const policy = createEgressPolicy({ denyLoopback: true, deny: ['127.0.0.2/32'], allow: ['127.0.0.0/8'] });
    expect(denied(policy, '127.0.0.1')).toBeNull();
    expect(denied(policy, '127.0.0.2')).toBe(
      '127.0.0.2 is in 127.0.0.2/32, which the operator denies (TAS_EGRESS_DENY).',
    );
  });

  it('lets an exception open loopback on AWS', () => {
    const policy = createEgressPolicy({ denyLoopback: true, allow: ['127.0.0.1'] });
    expect(denied(policy, '127.0.0.1')).toBeNull();
    expect(denied(policy, '127.0.0.2')).toMatch(/loopback/);
  });

  it('never opens the link-local, AWS platform or unspecified addresses', () => {
    const policy = createEgressPolicy({
      denyLoopback: false,
      allow: ['169.254.169.254/32', '0.0.0.0/0', '::/0', 'fd00:ec2::254'],
    });
    expect(denied(policy, '169.254.169.254')).toMatch(/link-local/);
    expect(denied(policy, '::ffff:169.254.169.254')).toMatch(/link-local/);
    expect(denied(policy, 'fd00:ec2::254')).toMatch(/AWS platform/);
    expect(denied(policy, '0.0.0.0')).toMatch(/unspecified/);
  });

  it('routes loopback through the guard when any loopback address is denied', () => {
    expect(deniesLoopback(createEgressPolicy({ denyLoopback: false, deny: ['127.0.0.2/32'] }))).toBe(true);
    expect(deniesLoopback(createEgressPolicy({ denyLoopback: false, deny: ['0.0.0.0/0'] }))).toBe(true);
    expect(deniesLoopback(createEgressPolicy({ denyLoopback: false, deny: ['10.0.0.0/8'] }))).toBe(false);
  });
});

describe('egressPolicyFromEnv', () => {
  it('denies loopback in a Fargate task and allows it locally or outside AWS', () => {
    const fargate = { ECS_CONTAINER_METADATA_URI_V4: 'http://169.254.170.2/v4/abc' };
    expect(runsOnAws(fargate)).toBe(true);
    expect(runsOnAws({ AWS_EXECUTION_ENV: 'AWS_ECS_FARGATE' })).toBe(true);
    expect(runsOnAws({ ...fargate, TAS_LOCAL: '1' })).toBe(false);
    expect(runsOnAws({})).toBe(false);
    expect(denied(egressPolicyFromEnv(fargate), '127.0.0.1')).toMatch(/loopback/);
    expect(denied(egressPolicyFromEnv({ TAS_LOCAL: '1' }), '127.0.0.1')).toBeNull();
    expect(denied(egressPolicyFromEnv({ TAS_LOCAL: '1' }), '169.254.169.254')).toMatch(/link-local/);
  });

  it('reads the operator lists', () => {
    const policy = egressPolicyFromEnv({
      TAS_LOCAL: '1',
      TAS_EGRESS_DENY: '10.0.0.0/8,192.168.0.0/16',
      TAS_EGRESS_ALLOW: '10.0.5.0/24',
    });
    expect(denied(policy, '192.168.1.1')).toMatch(/192\.168\.0\.0\/16/);
    expect(denied(policy, '10.0.4.1')).toMatch(/10\.0\.0\.0\/8/);
    expect(denied(policy, '10.0.5.1')).toBeNull();
  });

  it("denies loopback in the Lambda lane's function, where Lambda's runtime API listens on it", () => {
    // Prepare: what Lambda's Node 22 runtime sets
    const lambda = { AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x', AWS_LAMBDA_RUNTIME_API: '127.0.0.1:9001' };

    // Act / Assess
    expect(runsOnAws(lambda)).toBe(true);
    expect(denied(egressPolicyFromEnv(lambda), '127.0.0.1')).toMatch(/loopback/);
    expect(denied(egressPolicyFromEnv(lambda), '169.254.169.254')).toMatch(/link-local/);
    expect(runsOnAws({ ...lambda, TAS_LOCAL: '1' })).toBe(false);
  });

  it('rejects a bad entry, naming the variable', () => {
    expect(() => egressPolicyFromEnv({ TAS_EGRESS_DENY: '10.0.0.0/8,nonsense' })).toThrow(
      /^TAS_EGRESS_DENY: "nonsense" is not an IP address or CIDR range\.$/,
    );
    expect(() => egressPolicyFromEnv({ TAS_EGRESS_ALLOW: '10.0.0.0/40' })).toThrow(/^TAS_EGRESS_ALLOW: /);
  });
});

describe('refusedNavigation', () => {
  it('lets web pages and the empty page through', () => {
    for (const url of ['http://example.com/', 'HTTPS://example.com/a?b', ' https://x.test ', 'about:blank']) {
      expect(refusedNavigation(url), url).toBeUndefined();
    }
  });

  it('refuses every other scheme, naming it', () => {
    expect(refusedNavigation('file:///proc/self/environ')).toBe(
      'file: URLs cannot be opened; a run opens only http and https pages.',
    );
    for (const url of [
      'FILE:///etc/passwd',
      'chrome://settings',
      'view-source:https://x.test',
      'javascript:alert(1)',
    ]) {
      expect(refusedNavigation(url), url).toMatch(/^[a-z-]+: URLs cannot be opened/);
    }
    expect(refusedNavigation('about:config')).toMatch(/^about: URLs/);
    expect(refusedNavigation('/relative/path')).toBe(
      '"/relative/path" is not a URL a run can open; a run opens only http and https pages.',
    );
  });
});
