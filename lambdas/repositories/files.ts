import { BatchGetCommand, type DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { Entity, idFromSortKey, keys } from './keys';

/** A file registered for `attached_file_ids`; the public shape is everything but `s3_key`. */
export interface TestFileRecord {
  id: number;
  file_name: string;
  file_size: number;
  content_type: string;
  s3_key: string;
  created_at: string;
}

const fromItem = (item: Record<string, unknown>): TestFileRecord => ({
  id: Number(item.file_id),
  file_name: String(item.file_name),
  file_size: Number(item.file_size),
  content_type: String(item.content_type),
  s3_key: String(item.s3_key),
  created_at: String(item.created_at),
});

/** Files uploaded for test steps. */
export function createTestFilesRepository(ddb: DynamoDBDocumentClient, tableName: string) {
  return {
    async create(companyId: number, file: TestFileRecord): Promise<void> {
      await ddb.send(
        new PutCommand({
          TableName: tableName,
          Item: {
            ...keys.testFile(companyId, file.id),
            entity: Entity.testFile,
            file_id: file.id,
            file_name: file.file_name,
            file_size: file.file_size,
            content_type: file.content_type,
            s3_key: file.s3_key,
            created_at: file.created_at,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
    },

    /** The company's files among `ids` (missing ones are absent from the map). */
    async getMany(companyId: number, ids: readonly number[]): Promise<Map<number, TestFileRecord>> {
      const found = new Map<number, TestFileRecord>();
      const unique = [...new Set(ids)];
      for (let i = 0; i < unique.length; i += 100) {
        let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
          [tableName]: { Keys: unique.slice(i, i + 100).map((id) => ({ ...keys.testFile(companyId, id) })) },
        };
        while (request && Object.keys(request).length > 0) {
          const out = await ddb.send(new BatchGetCommand({ RequestItems: request }));
          for (const item of out.Responses?.[tableName] ?? [])
            found.set(idFromSortKey(String(item.sk)), fromItem(item));
          request = out.UnprocessedKeys as typeof request;
        }
      }
      return found;
    },
  };
}

export type TestFilesRepository = ReturnType<typeof createTestFilesRepository>;
