import { describe, expect, it } from 'vitest';
import { evaluate, resolve, type Statement } from './iam-evaluator';

const TABLE = 'arn:aws:dynamodb:us-east-1:111122223333:table/T';

describe('the IAM evaluator of the tenant-isolation tests', () => {
  it('allows only what an Allow statement matches, and lets an explicit Deny win', () => {
    // Prepare
    const statements: Statement[] = [
      { Effect: 'Allow', Action: 'dynamodb:Get*', Resource: TABLE },
      { Effect: 'Deny', Action: 'dynamodb:GetItem', Resource: `${TABLE}-denied` },
      { Effect: 'Allow', Action: 'dynamodb:GetItem', Resource: `${TABLE}-*` },
    ];

    // Act
    const decisions = [
      evaluate(statements, { action: 'DynamoDB:getitem', resource: TABLE }),
      evaluate(statements, { action: 'dynamodb:PutItem', resource: TABLE }),
      evaluate(statements, { action: 'dynamodb:GetItem', resource: `${TABLE}2` }),
      evaluate(statements, { action: 'dynamodb:GetItem', resource: `${TABLE}-denied` }),
    ];

    // Assess
    expect(decisions).toEqual(['allow', 'implicit deny', 'implicit deny', 'explicit deny']);
  });

  it('substitutes principal tags in resources, and a missing tag matches nothing', () => {
    // Prepare
    const statements: Statement[] = [
      { Effect: 'Allow', Action: 's3:PutObject', Resource: `b/runs/\${aws:PrincipalTag/c}/*` },
    ];

    // Act
    const own = evaluate(statements, { action: 's3:PutObject', resource: 'b/runs/1/x', principalTags: { c: '1' } });
    const longer = evaluate(statements, { action: 's3:PutObject', resource: 'b/runs/12/x', principalTags: { c: '1' } });
    const untagged = evaluate(statements, { action: 's3:PutObject', resource: 'b/runs//x' });

    // Assess
    expect([own, longer, untagged]).toEqual(['allow', 'implicit deny', 'implicit deny']);
  });

  it('applies ForAllValues to every value, holding for an empty set unless Null requires the key', () => {
    // Prepare
    const loose: Statement[] = [
      {
        Effect: 'Allow',
        Action: '*',
        Resource: '*',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [`C#\${aws:PrincipalTag/c}*`] } },
      },
    ];
    const strict: Statement[] = [
      {
        ...loose[0]!,
        Condition: {
          'ForAllValues:StringEquals': { 'dynamodb:LeadingKeys': [`C#\${aws:PrincipalTag/c}`] },
          Null: { 'dynamodb:LeadingKeys': 'false' },
        },
      },
    ];
    const request = (...leadingKeys: string[]) => ({
      action: 'dynamodb:BatchWriteItem',
      resource: TABLE,
      principalTags: { c: '12' },
      context: { 'dynamodb:LeadingKeys': leadingKeys },
    });

    // Act
    const looseDecisions = [request('C#12'), request('C#123'), request('C#12', 'C#13'), request()].map((r) =>
      evaluate(loose, r),
    );
    const strictDecisions = [request('C#12'), request('C#123'), request('C#12', 'C#13'), request()].map((r) =>
      evaluate(strict, r),
    );

    // Assess
    // (the loose pattern shows the trap the tenant policy avoids: `C#12*` matches company 123's key)
    expect(looseDecisions).toEqual(['allow', 'allow', 'implicit deny', 'allow']);
    expect(strictDecisions).toEqual(['allow', 'implicit deny', 'implicit deny', 'implicit deny']);
  });

  it('applies StringLike and StringNotLike to single values, a negated operator holding for a missing key', () => {
    // Prepare
    const statements: Statement[] = [
      {
        Effect: 'Allow',
        Action: 'sts:AssumeRole',
        Principal: { AWS: 'arn:aws:iam::1:role/R' },
        Condition: { StringLike: { 'aws:RequestTag/c': '?*' }, StringNotLike: { 'aws:RequestTag/d': '*/*' } },
      },
    ];
    const assume = (context: Record<string, string>, principal = 'arn:aws:iam::1:role/R') => ({
      action: 'sts:AssumeRole',
      principal,
      context,
    });

    // Act
    const decisions = [
      evaluate(statements, assume({ 'aws:RequestTag/c': '1' })),
      evaluate(statements, assume({ 'aws:RequestTag/c': '' })),
      evaluate(statements, assume({ 'aws:RequestTag/c': '1', 'aws:RequestTag/d': 'a/b' })),
      evaluate(statements, assume({ 'aws:RequestTag/c': '1' }, 'arn:aws:iam::1:role/Other')),
    ];

    // Assess
    expect(decisions).toEqual(['allow', 'implicit deny', 'implicit deny', 'implicit deny']);
  });

  it('refuses to evaluate what it does not implement rather than ignoring it', () => {
    // Prepare
    const request = { action: 'a:b', resource: 'r', context: { k: 'v' } };
    const withCondition = (operator: string): Statement[] => [
      { Effect: 'Allow', Action: '*', Resource: '*', Condition: { [operator]: { k: 'v' } } },
    ];

    // Act
    const attempts = [
      () => evaluate(withCondition('StringEqualsIgnoreCase'), request),
      () => evaluate(withCondition('StringLikeIfExists'), request),
      () => evaluate(withCondition('ArnLike'), request),
      () => evaluate([{ Effect: 'Allow', Action: '*', Resource: `\${aws:username}` }], request),
      () => evaluate([{ Effect: 'Allow', Action: '*', NotResource: 'x' } as Statement], request),
    ];

    // Assess
    for (const attempt of attempts) expect(attempt).toThrow(/not supported|needs/);
  });

  it('resolves the template functions of ARNs to ARN-shaped values', () => {
    // Act
    const arn = resolve(
      { 'Fn::Join': ['', [{ 'Fn::GetAtt': ['Bucket1', 'Arn'] }, '/runs/*']] },
      { Bucket1: 'AWS::S3::Bucket' },
    );

    // Assess
    expect(arn).toBe('arn:aws:s3:::bucket1/runs/*');
  });
});
