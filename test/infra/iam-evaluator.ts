/**
 * A small IAM policy evaluator for exactly the features the runner's tenant role uses, so that the synthesized
 * policy can be tried against requests of one company and of others without an AWS account.
 *
 * What it does, as IAM documents it:
 * - statements with `Effect` `Allow` or `Deny`: an explicit Deny wins, then any Allow, else the implicit deny;
 * - `Action` (string or list) matched case-insensitively, with `*` and `?` wildcards;
 * - `Resource` (string or list) matched case-sensitively with `*` and `?`, after policy variables are substituted;
 * - `Principal` `{ AWS: arn | arn[] }`, compared whole (trust policies);
 * - policy variables `${aws:PrincipalTag/<key>}` in resources and condition values (a variable without a value makes
 *   its resource or condition value match nothing);
 * - condition operators `StringEquals`, `StringNotEquals`, `StringLike`, `StringNotLike`, `Null`, and the set
 *   operators `ForAllValues:` and `ForAnyValue:` of `StringEquals` and `StringLike`. Several operators, and several
 *   keys under one, must all hold; several values of one key are alternatives. `ForAllValues` holds for a key that is
 *   absent or empty, as in IAM (which is why the policy pairs it with `Null`); a negated operator holds when its key
 *   is absent, as in IAM.
 *
 * What it does not do (an unknown operator or a `NotAction`/`NotResource`/`NotPrincipal` element throws, rather than
 * being ignored): other operators and `...IfExists`, other policy variables and the special `${*}`/`${?}`/`${$}`,
 * case-insensitive matching, service principals, resource-based and session policies, permission boundaries, SCPs,
 * and anything about which context keys AWS actually sends for a given API call. The requests below state their
 * context keys (for example `dynamodb:LeadingKeys`, one per item's partition key; a transaction authorized item by
 * item) as DynamoDB, S3 and KMS document them; that is an assumption of these tests, not something they prove.
 */

export type Values = string | string[];

export interface Statement {
  Sid?: string;
  Effect: 'Allow' | 'Deny';
  Action: Values;
  Resource?: Values;
  Principal?: { AWS: Values };
  Condition?: Record<string, Record<string, Values>>;
}

export interface Request {
  action: string;
  /** The resource's ARN (identity policies); absent for a trust policy's AssumeRole. */
  resource?: string;
  /** The calling principal's ARN (trust policies). */
  principal?: string;
  /** The session's tags (`aws:PrincipalTag/<key>`). */
  principalTags?: Record<string, string>;
  /** Other context keys: a string for a single-valued key, a list for a multi-valued one. */
  context?: Record<string, Values | undefined>;
}

export type Decision = 'allow' | 'implicit deny' | 'explicit deny';

const list = (v: Values | undefined): string[] => (v === undefined ? [] : [v].flat());

function wildcard(pattern: string, value: string, caseInsensitive = false): boolean {
  const source = pattern
    .split('')
    .map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`, caseInsensitive ? 'si' : 's').test(value);
}

/** The text with its `${aws:PrincipalTag/x}` variables filled, or undefined when one has no value. */
function substitute(text: string, request: Request): string | undefined {
  let missing = false;
  const filled = text.replace(/\$\{([^}]*)\}/g, (_, name: string) => {
    const tag = /^aws:PrincipalTag\/(.+)$/.exec(name);
    if (!tag) throw new Error(`policy variable \${${name}} is not supported by this evaluator`);
    const value = request.principalTags?.[tag[1]!];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? undefined : filled;
}

function contextValue(request: Request, key: string): Values | undefined {
  const tag = /^aws:PrincipalTag\/(.+)$/.exec(key);
  if (tag) return request.principalTags?.[tag[1]!];
  return request.context?.[key];
}

const STRING_TESTS: Record<string, (pattern: string, value: string) => boolean> = {
  StringEquals: (p, v) => p === v,
  StringLike: (p, v) => wildcard(p, v),
};

function conditionHolds(operator: string, key: string, expected: Values, request: Request): boolean {
  const patterns = list(expected)
    .map((p) => substitute(p, request))
    .filter((p): p is string => p !== undefined);
  const actual = contextValue(request, key);
  const [qualifier, base] = operator.includes(':') ? operator.split(':', 2) : [undefined, operator];
  if (base === 'Null') {
    const absent = actual === undefined || (Array.isArray(actual) && actual.length === 0);
    return list(expected).every((e) => (e === 'true') === absent);
  }
  const negated = /^String(Not)(Equals|Like)$/.exec(base!);
  const test = STRING_TESTS[negated ? `String${negated[2]}` : base!];
  if (!test) throw new Error(`condition operator ${operator} is not supported by this evaluator`);
  const matches = (value: string) => patterns.some((p) => test(p, value));
  if (qualifier === 'ForAllValues') {
    if (negated) throw new Error(`condition operator ${operator} is not supported by this evaluator`);
    return list(actual).every(matches);
  }
  if (qualifier === 'ForAnyValue') {
    if (negated) throw new Error(`condition operator ${operator} is not supported by this evaluator`);
    return list(actual).some(matches);
  }
  if (qualifier !== undefined) throw new Error(`condition operator ${operator} is not supported by this evaluator`);
  if (Array.isArray(actual)) throw new Error(`${key} is multi-valued: ${operator} needs ForAllValues or ForAnyValue`);
  if (actual === undefined) return negated !== null;
  return negated ? !matches(actual) : matches(actual);
}

function statementApplies(statement: Statement, request: Request): boolean {
  for (const element of ['NotAction', 'NotResource', 'NotPrincipal']) {
    if (element in statement) throw new Error(`${element} is not supported by this evaluator`);
  }
  if (!list(statement.Action).some((a) => wildcard(a, request.action, true))) return false;
  if (statement.Resource !== undefined) {
    if (request.resource === undefined) return false;
    const resources = list(statement.Resource)
      .map((r) => substitute(r, request))
      .filter((r): r is string => r !== undefined);
    if (!resources.some((r) => wildcard(r, request.resource!))) return false;
  }
  if (statement.Principal !== undefined) {
    if (request.principal === undefined || !list(statement.Principal.AWS).includes(request.principal)) return false;
  }
  return Object.entries(statement.Condition ?? {}).every(([operator, byKey]) =>
    Object.entries(byKey).every(([key, expected]) => conditionHolds(operator, key, expected, request)),
  );
}

/** IAM's decision for one request under these statements. */
export function evaluate(statements: readonly Statement[], request: Request): Decision {
  const applying = statements.filter((s) => statementApplies(s, request));
  if (applying.some((s) => s.Effect === 'Deny')) return 'explicit deny';
  return applying.some((s) => s.Effect === 'Allow') ? 'allow' : 'implicit deny';
}

/**
 * A template value with its intrinsic functions replaced by ARN-shaped values: `Ref` of a pseudo parameter, and
 * `Fn::GetAtt <id>.Arn` of a table, bucket, key, role or log group (named after its logical id), and `Fn::Join`.
 */
export function resolve(value: unknown, types: Record<string, string>, account = '111122223333'): unknown {
  if (typeof value === 'string' || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((v) => resolve(v, types, account));
  const v = value as Record<string, unknown>;
  if ('Fn::Join' in v) {
    const [sep, parts] = v['Fn::Join'] as [string, unknown[]];
    return parts.map((p) => resolve(p, types, account)).join(sep);
  }
  if ('Ref' in v) {
    const pseudo: Record<string, string> = {
      'AWS::Partition': 'aws',
      'AWS::Region': 'us-east-1',
      'AWS::AccountId': account,
    };
    const ref = pseudo[v.Ref as string];
    if (!ref) throw new Error(`cannot resolve Ref ${String(v.Ref)}`);
    return ref;
  }
  if ('Fn::GetAtt' in v) {
    const [id, attribute] = v['Fn::GetAtt'] as [string, string];
    if (attribute !== 'Arn') throw new Error(`cannot resolve ${id}.${attribute}`);
    const arns: Record<string, string> = {
      'AWS::DynamoDB::Table': `arn:aws:dynamodb:us-east-1:${account}:table/${id}`,
      'AWS::S3::Bucket': `arn:aws:s3:::${id.toLowerCase()}`,
      'AWS::KMS::Key': `arn:aws:kms:us-east-1:${account}:key/${id}`,
      'AWS::IAM::Role': `arn:aws:iam::${account}:role/${id}`,
      'AWS::Logs::LogGroup': `arn:aws:logs:us-east-1:${account}:log-group:${id}:*`,
    };
    const arn = arns[types[id] ?? ''];
    if (!arn) throw new Error(`cannot resolve ${id}.Arn (${types[id]})`);
    return arn;
  }
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, resolve(x, types, account)]));
}
