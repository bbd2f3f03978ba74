/**
 * Every DynamoDB key of the single table is built here, and only here.
 *
 * Tenancy: every item that holds company data lives in the partition `C#<companyId>`, so any Query or Get built
 * from these functions is confined to one company. The only partitions outside a company are the id sequences
 * (`SEQ`), which hold counters and nothing else, and the API-key lookup (`APIKEY#<sha256>`), which maps a key hash
 * to the company it authenticates and is read before the company is known.
 *
 * Ids are global integers from atomic counters, zero-padded in sort keys so that string order is numeric order
 * (and, since ids grow with time, newest-first is a descending Query).
 *
 * Access patterns (no Scan on any request path):
 *
 * | pattern                               | operation | key condition                                              |
 * |---------------------------------------|-----------|------------------------------------------------------------|
 * | next id of an entity                  | Update    | pk=SEQ, sk=<entity> (ADD value 1)                          |
 * | authenticate an API key               | Get       | pk=APIKEY#<sha256>, sk=APIKEY                              |
 * | company (plan, concurrency)           | Get       | pk=C#<cid>, sk=COMPANY                                     |
 * | company's keys                        | Query     | pk=C#<cid>, sk begins_with KEY#                            |
 * | app by id                             | Get       | pk=C#<cid>, sk=APP#<app>                                   |
 * | apps, newest first                    | Query     | pk=C#<cid>, sk begins_with APP#, descending                |
 * | builds of an app, newest first        | Query     | pk=C#<cid>, sk begins_with BUILD#<app>#, descending        |
 * | build by id                           | Get       | pk=C#<cid>, sk=BUILD#<app>#<build>                         |
 * | unique app name / build name / title  | Put (cond)| pk=C#<cid>, sk=UNIQ#<kind>#<scope>#<value>                 |
 * | blueprint list item by id             | Get       | pk=C#<cid>, sk=BP#<id>                                     |
 * | blueprints, newest first              | Query     | pk=C#<cid>, sk begins_with BP#, descending                 |
 * | blueprints of a folder, newest first  | Query GSI1| gsi1pk=C#<cid>#FOLDER#<path>, descending                   |
 * | blueprint body (steps, settings)      | Get       | pk=C#<cid>, sk=BPBODY#<id>                                 |
 */

const PAD = 12;

/** Zero-pads an id so that lexical order equals numeric order. */
export function padId(id: number): string {
  if (!Number.isSafeInteger(id) || id < 0) throw new RangeError(`invalid id ${id}`);
  return String(id).padStart(PAD, '0');
}

/** Entity tags stored on every item as `entity`. */
export const Entity = {
  sequence: 'Sequence',
  apiKey: 'ApiKey',
  companyKey: 'CompanyKey',
  company: 'Company',
  user: 'User',
  app: 'App',
  build: 'Build',
  unique: 'Unique',
  blueprint: 'Blueprint',
  blueprintBody: 'BlueprintBody',
} as const;

/** Names of the id sequences. */
export type SequenceName =
  | 'company'
  | 'user'
  | 'apiKey'
  | 'app'
  | 'build'
  | 'file'
  | 'blueprint'
  | 'step'
  | 'suite'
  | 'groupRun'
  | 'testRun';

export interface Key {
  pk: string;
  sk: string;
}

export const companyPk = (companyId: number): string => `C#${companyId}`;

export const keys = {
  sequence: (name: SequenceName): Key => ({ pk: 'SEQ', sk: name }),
  apiKey: (sha256Hex: string): Key => ({ pk: `APIKEY#${sha256Hex}`, sk: 'APIKEY' }),
  company: (companyId: number): Key => ({ pk: companyPk(companyId), sk: 'COMPANY' }),
  user: (companyId: number, userId: number): Key => ({ pk: companyPk(companyId), sk: `USER#${padId(userId)}` }),
  companyKey: (companyId: number, keyId: number): Key => ({ pk: companyPk(companyId), sk: `KEY#${padId(keyId)}` }),
  companyKeyPrefix: 'KEY#',
  app: (companyId: number, appId: number): Key => ({ pk: companyPk(companyId), sk: `APP#${padId(appId)}` }),
  appPrefix: 'APP#',
  build: (companyId: number, appId: number, buildId: number): Key => ({
    pk: companyPk(companyId),
    sk: `BUILD#${padId(appId)}#${padId(buildId)}`,
  }),
  buildPrefix: (appId: number): string => `BUILD#${padId(appId)}#`,
  appName: (companyId: number, platform: string, name: string): Key => ({
    pk: companyPk(companyId),
    sk: `UNIQ#APPNAME#${platform}#${name}`,
  }),
  buildName: (companyId: number, appId: number, name: string): Key => ({
    pk: companyPk(companyId),
    sk: `UNIQ#BUILDNAME#${padId(appId)}#${name}`,
  }),
  blueprintTitle: (companyId: number, title: string): Key => ({ pk: companyPk(companyId), sk: `UNIQ#TITLE#${title}` }),
  blueprint: (companyId: number, id: number): Key => ({ pk: companyPk(companyId), sk: `BP#${padId(id)}` }),
  blueprintPrefix: 'BP#',
  blueprintBody: (companyId: number, id: number): Key => ({ pk: companyPk(companyId), sk: `BPBODY#${padId(id)}` }),
  folderIndex: (companyId: number, folderPath: string): string => `${companyPk(companyId)}#FOLDER#${folderPath}`,
} as const;

/** Parses the numeric id at the end of a sort key such as `APP#000000000042`. */
export function idFromSortKey(sk: string): number {
  const last = sk.slice(sk.lastIndexOf('#') + 1);
  const id = Number(last);
  if (!Number.isSafeInteger(id)) throw new RangeError(`no id in sort key ${sk}`);
  return id;
}

/** The S3 prefix under which a company's uploads live; ownership of an `s3_key` is checked against it. */
export const uploadPrefix = (companyId: number): string => `files/${companyId}/`;
