import {
  DeleteCommand,
  type DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { Entity, keys } from './keys';
import type { Sequences } from './sequences';
import { transactWrite } from './transactions';

export interface Company {
  id: number;
  name: string;
  mobileConcurrency: number;
  browserConcurrency: number;
  createdAt: string;
}

export interface ApiKeyRecord {
  keyId: number;
  companyId: number;
  userId: number;
}

export interface NewCompany {
  name: string;
  mobileConcurrency: number;
  browserConcurrency: number;
}

/** Companies, their users and their API key hashes. Keys are only ever stored as SHA-256 hashes. */
export function createCompaniesRepository(ddb: DynamoDBDocumentClient, tableName: string, sequences: Sequences) {
  const putKeyItems = (record: ApiKeyRecord, keyHash: string, now: string) => [
    {
      item: {
        Put: {
          TableName: tableName,
          Item: { ...keys.apiKey(keyHash), entity: Entity.apiKey, ...toKeyAttributes(record), created_at: now },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    {
      item: {
        Put: {
          TableName: tableName,
          Item: {
            ...keys.companyKey(record.companyId, record.keyId),
            entity: Entity.companyKey,
            ...toKeyAttributes(record),
            key_hash: keyHash,
            created_at: now,
          },
        },
      },
    },
  ];

  return {
    /** Creates a company with its first user and API key (given as its hash). */
    async create(input: NewCompany, keyHash: string): Promise<{ company: Company; key: ApiKeyRecord }> {
      const [companyId, userId, keyId] = await Promise.all([
        sequences.next('company'),
        sequences.next('user'),
        sequences.next('apiKey'),
      ]);
      const now = new Date().toISOString();
      const company: Company = { id: companyId, ...input, createdAt: now };
      const key: ApiKeyRecord = { keyId, companyId, userId };
      await transactWrite(ddb, [
        {
          item: {
            Put: {
              TableName: tableName,
              Item: {
                ...keys.company(companyId),
                entity: Entity.company,
                company_id: companyId,
                name: input.name,
                mobile_concurrency: input.mobileConcurrency,
                browser_concurrency: input.browserConcurrency,
                created_at: now,
              },
            },
          },
        },
        {
          item: {
            Put: {
              TableName: tableName,
              Item: { ...keys.user(companyId, userId), entity: Entity.user, user_id: userId, created_at: now },
            },
          },
        },
        ...putKeyItems(key, keyHash, now),
      ]);
      return { company, key };
    },

    async get(companyId: number): Promise<Company | undefined> {
      const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.company(companyId) }));
      const item = out.Item;
      if (!item) return undefined;
      return {
        id: Number(item.company_id),
        name: String(item.name),
        mobileConcurrency: Number(item.mobile_concurrency),
        browserConcurrency: Number(item.browser_concurrency),
        createdAt: String(item.created_at),
      };
    },

    /** Updates a company's plan limits. */
    async setConcurrency(companyId: number, mobile: number, browser: number): Promise<void> {
      await ddb.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keys.company(companyId),
          UpdateExpression: 'SET mobile_concurrency = :m, browser_concurrency = :b',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':m': mobile, ':b': browser },
        }),
      );
    },

    /** Adds an API key (by hash) for the company's first user. */
    async addKey(companyId: number, keyHash: string): Promise<ApiKeyRecord> {
      const keyId = await sequences.next('apiKey');
      const company = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.company(companyId) }));
      if (!company.Item) throw new Error(`company ${companyId} does not exist`);
      const firstUser = await this.firstUserId(companyId);
      const record: ApiKeyRecord = { keyId, companyId, userId: firstUser };
      await transactWrite(ddb, putKeyItems(record, keyHash, new Date().toISOString()));
      return record;
    },

    async firstUserId(companyId: number): Promise<number> {
      const out = await ddb.send(
        new QueryCommand({
          TableName: tableName,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
          ExpressionAttributeValues: { ':pk': keys.company(companyId).pk, ':p': 'USER#' },
          Limit: 1,
        }),
      );
      const user = out.Items?.[0];
      if (!user) throw new Error(`company ${companyId} has no user`);
      return Number(user.user_id);
    },

    /** The key record for a hash, or undefined when unknown or revoked. */
    async findKey(keyHash: string): Promise<ApiKeyRecord | undefined> {
      const out = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.apiKey(keyHash) }));
      if (!out.Item) return undefined;
      return fromKeyAttributes(out.Item);
    },

    /** Revokes a key: the lookup item goes, the company's record keeps the revocation time. */
    async revokeKey(companyId: number, keyId: number): Promise<boolean> {
      const record = await ddb.send(new GetCommand({ TableName: tableName, Key: keys.companyKey(companyId, keyId) }));
      if (!record.Item || record.Item.revoked_at) return false;
      await transactWrite(ddb, [
        { item: { Delete: { TableName: tableName, Key: keys.apiKey(String(record.Item.key_hash)) } } },
        {
          item: {
            Update: {
              TableName: tableName,
              Key: keys.companyKey(companyId, keyId),
              UpdateExpression: 'SET revoked_at = :now',
              ExpressionAttributeValues: { ':now': new Date().toISOString() },
            },
          },
        },
      ]);
      return true;
    },

    /** Revokes a key given its hash (the caller holds the key itself). */
    async revokeKeyByHash(keyHash: string): Promise<ApiKeyRecord | undefined> {
      const record = await this.findKey(keyHash);
      if (!record) return undefined;
      const done = await this.revokeKey(record.companyId, record.keyId);
      if (!done) await ddb.send(new DeleteCommand({ TableName: tableName, Key: keys.apiKey(keyHash) }));
      return record;
    },
  };
}

export type CompaniesRepository = ReturnType<typeof createCompaniesRepository>;

function toKeyAttributes(r: ApiKeyRecord) {
  return { key_id: r.keyId, company_id: r.companyId, user_id: r.userId };
}

function fromKeyAttributes(item: Record<string, unknown>): ApiKeyRecord {
  return { keyId: Number(item.key_id), companyId: Number(item.company_id), userId: Number(item.user_id) };
}
