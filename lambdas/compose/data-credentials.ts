/**
 * The credentials of this process's clients of the service's data (the table, the bucket, the credentials key).
 * Unset, they use the SDK's default chain (a function's or task's own role, or the local stack's stand-ins). The
 * runner on AWS sets them, before its first data call, to a session of the tenant role limited to its run's company.
 */
import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { forgetBuiltValues } from './once';

/** A credentials provider as the AWS SDK clients take it. */
export type DataCredentials = NonNullable<DynamoDBClientConfig['credentials']>;

let credentials: DataCredentials | undefined;
let read = false;

/**
 * Makes every data client of this process built from now on use `provider`. Throws once a client has been built:
 * a client built before would keep the process's credentials.
 */
export function useDataCredentials(provider: DataCredentials): void {
  if (read) throw new Error('the data clients were built before their credentials were set');
  credentials = provider;
}

/** The credentials data clients are built with (undefined: the SDK's default chain). */
export function dataCredentials(): DataCredentials | undefined {
  read = true;
  return credentials;
}

/**
 * For a process that runs one company's run after another (the Lambda runner, whose warm function serves the next
 * invocation): every client and service built so far is dropped, and those built from now on use `provider`. The
 * SDK keeps a client's credentials until they near their end, so a client of the previous run would go on working
 * as the previous company.
 */
export function switchDataCredentials(provider: DataCredentials | undefined): void {
  forgetBuiltValues();
  credentials = provider;
  read = false;
}
