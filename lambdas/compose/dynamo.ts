/** The DynamoDB client and table of this process, and the repositories over them that several functions share. */
import { config } from '../../core/config';
import { createDynamoClient } from '../repositories/clients';
import { createSequences } from '../repositories/sequences';
import { dataCredentials } from './data-credentials';
import { once } from './once';

export const dynamo = once(() => createDynamoClient({ ...config(), credentials: dataCredentials() }));
export const tableName = (): string => config().tableName;
export const sequences = once(() => createSequences(dynamo(), tableName()));
