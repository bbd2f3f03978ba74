import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createActionCacheRepository, createDynamoActionCache } from '../../lambdas/repositories/action-cache';
import {
  cacheKeyOf,
  configKeyOf,
  instructionKeyOf,
  normaliseInstruction,
  pageKeyOf,
} from '../../runner-image/src/ai/cache';
import { fillTemplate, templateText } from '../../runner-image/src/ai/cache/flow';
import { scoreCandidate, similarity } from '../../runner-image/src/ai/cache/match';
import type { CacheEntry, ElementDescriptor } from '../../runner-image/src/ai/contract';

const BROWSER = 'browser:1280x800@1';

describe('normaliseInstruction', () => {
  it('lowercases, collapses whitespace and trims outer punctuation', () => {
    expect(normaliseInstruction('  Click   the\tSign in   button. ')).toBe('click the sign in button');
    expect(normaliseInstruction('Click "Sign in"!')).toBe('click "sign in"');
  });

  it('keeps variable names and tidies their braces', () => {
    expect(normaliseInstruction('Type {{ email }} into Email')).toBe('type {{email}} into email');
  });

  it('straightens curly quotes', () => {
    expect(normaliseInstruction('Click \u201cSave\u201d')).toBe(normaliseInstruction('click "Save"'));
  });
});

describe('pageKeyOf', () => {
  it('keeps origin and path, drops query, fragment and a trailing slash', () => {
    expect(pageKeyOf('https://shop.example.com/cart/?session=1#top')).toBe('https://shop.example.com/cart');
    expect(pageKeyOf('https://shop.example.com/?a=1')).toBe('https://shop.example.com/');
  });

  it('keeps non-http URLs whole enough to be told apart', () => {
    expect(pageKeyOf('about:blank')).toBe('about:blank');
  });
});

describe('cacheKeyOf', () => {
  it('is a sha256 hex digest', () => {
    expect(cacheKeyOf('click Save', 'http://a.test/x', BROWSER)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('ignores case, spacing and trailing punctuation of the instruction', () => {
    const a = cacheKeyOf('Click  Save.', 'http://a.test/x', BROWSER);
    expect(cacheKeyOf('click save', 'http://a.test/x', BROWSER)).toBe(a);
  });

  it('keys by variable names, so the raw instruction shares one entry across values', () => {
    const raw = cacheKeyOf('type {{email}} into Email', 'http://a.test/login', BROWSER);
    expect(cacheKeyOf('Type {{ email }} into Email', 'http://a.test/login', BROWSER)).toBe(raw);
    expect(cacheKeyOf('type {{user}} into Email', 'http://a.test/login', BROWSER)).not.toBe(raw);
  });

  it('ignores query and fragment but not origin or path', () => {
    const a = cacheKeyOf('click Save', 'http://a.test/x?q=1#f', BROWSER);
    expect(cacheKeyOf('click Save', 'http://a.test/x', BROWSER)).toBe(a);
    expect(cacheKeyOf('click Save', 'http://a.test/y', BROWSER)).not.toBe(a);
    expect(cacheKeyOf('click Save', 'http://b.test/x', BROWSER)).not.toBe(a);
    expect(cacheKeyOf('click Save', 'https://a.test/x', BROWSER)).not.toBe(a);
  });

  it('separates execution configs', () => {
    const a = cacheKeyOf('click Save', 'http://a.test/x', BROWSER);
    expect(cacheKeyOf('click Save', 'http://a.test/x', 'browser:390x844@1')).not.toBe(a);
  });

  it('differs from the listing key of the same instruction', () => {
    expect(instructionKeyOf('click Save', BROWSER)).not.toBe(cacheKeyOf('click Save', 'http://a.test/x', BROWSER));
    expect(instructionKeyOf('Click save.', BROWSER)).toBe(instructionKeyOf('click Save', BROWSER));
  });
});

describe('configKeyOf', () => {
  const base = { device_name: null, viewport_width: 1280, viewport_height: 800, browser_zoom: 1 };

  it('is viewport and zoom for browser tests', () => {
    expect(configKeyOf({ ...base, device_type: 'browser' })).toBe('browser:1280x800@1');
    expect(configKeyOf({ ...base, device_type: 'browser', browser_zoom: 1.25 })).toBe('browser:1280x800@1.25');
  });

  it('is device type and name for mobile tests', () => {
    expect(configKeyOf({ ...base, device_type: 'android', device_name: 'Pixel 8' })).toBe('android:Pixel 8');
    expect(configKeyOf({ ...base, device_type: 'ios', device_name: null })).toBe('ios:default');
  });
});

describe('variable values in cached plans', () => {
  const vars = new Map([
    ['email', 'ana@example.com'],
    ['name', 'Ana'],
  ]);

  it('stores typed text with variable names, never the run values', () => {
    expect(templateText('ana@example.com', 'type {{email}} into Email', vars)).toBe('{{email}}');
    expect(templateText('Hi Ana', 'type "Hi {{name}}" into Greeting', vars)).toBe('Hi {{name}}');
  });

  it('leaves values of variables the instruction does not name alone', () => {
    expect(templateText('Ana', 'type Ana into Name', vars)).toBe('Ana');
  });

  it('fills the names back with the next run values', () => {
    expect(fillTemplate('{{email}}', new Map([['email', 'bo@example.com']]))).toBe('bo@example.com');
  });
});

describe('element scoring', () => {
  const cached: ElementDescriptor = {
    role: 'button',
    name: 'Add item',
    text: 'Add item',
    testId: null,
    cssPath: 'body > main > button:nth-of-type(2)',
    framePath: [],
    box: { x: 10, y: 10, width: 100, height: 30 },
  };

  it('rates a slightly reworded button in place above the threshold and a renamed one below', () => {
    const reworded = { ...cached, name: 'Add new item', text: 'Add new item' };
    const renamed = { ...cached, name: 'Remove all', text: 'Remove all' };
    expect(scoreCandidate(cached, reworded)).toBeGreaterThan(0.72);
    expect(scoreCandidate(cached, renamed)).toBeLessThan(0.72);
  });

  it('lets a matching test id outweigh a changed name', () => {
    const withId = { ...cached, testId: 'add' };
    expect(scoreCandidate(withId, { ...withId, name: 'Plus', text: 'Plus' })).toBeGreaterThan(
      scoreCandidate(withId, { ...withId, testId: 'other' }),
    );
  });

  it('measures name similarity from 0 to 1', () => {
    expect(similarity('Sign in', 'sign  in')).toBe(1);
    expect(similarity('Sign in', 'Checkout')).toBeLessThan(0.3);
  });
});

describe('DynamoDB action cache', () => {
  const ddbMock = mockClient(DynamoDBDocumentClient);
  const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' }));
  const entry = (instruction: string): CacheEntry => ({
    key: cacheKeyOf(instruction, 'http://a.test/x', BROWSER),
    instruction,
    operations: [{ op: 'click' } as CacheEntry['operations'][number]],
    updatedAt: '2026-01-01T00:00:00.000Z',
    configKey: BROWSER,
    page: 'http://a.test/x',
  });
  const written = () =>
    ddbMock
      .commandCalls(BatchWriteCommand)
      .flatMap((c) => c.args[0].input.RequestItems!.t!.map((r) => r.PutRequest!.Item!));

  afterEach(() => {
    ddbMock.reset();
  });

  it('stores nothing when the run failed', async () => {
    // Prepare
    const cache = createDynamoActionCache(ddb, 't', 7);
    cache.stage(entry('click Save'), 'miss');

    // Act
    await cache.commit({ passed: false, persistSelfHealed: true });

    // Assess
    expect(ddbMock.commandCalls(BatchWriteCommand)).toHaveLength(0);
  });

  it('stores misses of a passing run, and heals only with persist_self_healed', async () => {
    // Prepare
    ddbMock.on(BatchWriteCommand).resolves({});
    const cache = createDynamoActionCache(ddb, 't', 7);
    cache.stage(entry('click Save'), 'miss');
    cache.stage(entry('click Help'), 'healed');

    // Act
    await cache.commit({ passed: true, persistSelfHealed: false });

    // Assess: the plan item and the listing item of the miss, in the company's partition
    expect(written().map((i) => [i.pk, String(i.sk).split('#')[0], i.entity])).toEqual([
      ['C#7', 'ACACHE', 'ActionCache'],
      ['C#7', 'ACSTEP', 'StepPlan'],
    ]);
    expect(written()[0]).toMatchObject({ instruction: 'click Save', config_key: BROWSER, learned_as: 'miss' });
  });

  it('stores heals of a passing run that persists self-healed steps', async () => {
    ddbMock.on(BatchWriteCommand).resolves({});
    const cache = createDynamoActionCache(ddb, 't', 7);
    cache.stage(entry('click Help'), 'healed');
    await cache.commit({ passed: true, persistSelfHealed: true });
    expect(written().map((i) => i.learned_as)).toEqual(['healed', 'healed']);
  });

  it('reads a plan by cache key from the company partition', async () => {
    // Prepare
    const e = entry('click Save');
    ddbMock.on(GetCommand).resolves({
      Item: {
        cache_key: e.key,
        instruction: e.instruction,
        operations: JSON.stringify(e.operations),
        updated_at: e.updatedAt,
      },
    });

    // Act
    const got = await createDynamoActionCache(ddb, 't', 7).get(e.key);

    // Assess
    expect(got).toMatchObject({ key: e.key, instruction: 'click Save', operations: [{ op: 'click' }] });
    expect(ddbMock.commandCalls(GetCommand)[0]!.args[0].input.Key).toEqual({ pk: 'C#7', sk: `ACACHE#${e.key}` });
  });

  it('reads the listed steps plans with one BatchGet, keyed by instruction and config', async () => {
    // Prepare
    const stepKey = instructionKeyOf('click Save', BROWSER);
    ddbMock.on(BatchGetCommand).resolves({
      Responses: {
        t: [
          {
            sk: `ACSTEP#${stepKey}`,
            cache_key: 'k',
            instruction: 'click Save',
            operations: '[{"op":"click"}]',
            updated_at: 'x',
          },
        ],
      },
    });

    // Act
    const plans = await createActionCacheRepository(ddb, 't').stepPlans(7, [
      { instruction: 'click Save', configKey: BROWSER },
      { instruction: 'Click save.', configKey: BROWSER },
      { instruction: 'click Help', configKey: BROWSER },
    ]);

    // Assess
    expect(ddbMock.commandCalls(BatchGetCommand)).toHaveLength(1);
    expect(ddbMock.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!.t!.Keys).toHaveLength(2);
    expect(plans.get(stepKey)?.operations).toEqual([{ op: 'click' }]);
    expect(plans.has(instructionKeyOf('click Help', BROWSER))).toBe(false);
  });
});
