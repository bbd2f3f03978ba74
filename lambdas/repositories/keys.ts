/**
 * Every DynamoDB key of the single table is built here, and only here.
 *
 * Tenancy: every item that holds company data lives in the partition `C#<companyId>`, so any Query or Get built
 * from these functions is confined to one company. The only partitions outside a company are the id sequences
 * (`SEQ`), which hold counters and nothing else, and the API-key lookup (`APIKEY#<sha256>`), which maps a key hash
 * to the company it authenticates and is read before the company is known, the per-key rate limit (`RATE#<sha256>`,
 * one small item per key hash that holds a time and nothing about the company), and `RUNNERS`, one marker item per
 * company that has had runs, read only at start-up to find runs orphaned by a stopped process (never on a request).
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
 * | take a token of a key's rate limit    | Update(c) | pk=RATE#<sha256>, sk=RATE (conditional; TTL when idle)     |
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
 * | blueprint index entries, newest first | Query     | pk=C#<cid>, sk begins_with BPIDX#, descending              |
 * | blueprint index entries of a folder   | Query GSI1| gsi1pk=C#<cid>#FOLDER#<path>, gsi1sk=<id>, descending      |
 * | folder subtree counters under F       | Query     | pk=C#<cid>, sk begins_with FOLDERCOUNT#<F>/                |
 * | blueprints referencing a module       | Query     | pk=C#<cid>, sk begins_with REF#<module>#                   |
 * | test suite by id                      | Get       | pk=C#<cid>, sk=SUITE#<id>                                  |
 * | test suites, newest first             | Query     | pk=C#<cid>, sk begins_with SUITE#, descending              |
 * | uploaded test file by id              | Get       | pk=C#<cid>, sk=FILE#<id>                                   |
 * | group run by id                       | Get       | pk=C#<cid>, sk=GRUN#<gid>                                  |
 * | test runs of a group                  | BatchGet  | pk=C#<cid>, sk=TRUN#<tid> (ids listed on the group item)   |
 * | test run (status, snapshot)           | Get       | pk=C#<cid>, sk=TRUN#<tid>                                  |
 * | test run with every attempt and step  | Query     | pk=C#<cid>, sk begins_with TRUN#<tid> (run, attempts, steps)|
 * | one step result of an attempt         | Put       | pk=C#<cid>, sk=TRUN#<tid>#A#<attempt>#S#<index>             |
 * | running runs of a company             | Query GSI1| gsi1pk=C#<cid>#RUNNING (sparse: removed when settled)      |
 * | companies that have had runs          | Query     | pk=RUNNERS, sk begins_with C# (start-up settlement only)   |
 * | concurrency slot lease                | Put (cond)| pk=C#<cid>, sk=SLOT#<lane>#<n>                             |
 * | learned act plan by cache key         | Get       | pk=C#<cid>, sk=ACACHE#<sha256(instruction, page, config)>  |
 * | latest plans of steps (listings)      | BatchGet  | pk=C#<cid>, sk=ACSTEP#<sha256(instruction, config)>        |
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
  rateLimit: 'RateLimit',
  companyKey: 'CompanyKey',
  company: 'Company',
  user: 'User',
  app: 'App',
  build: 'Build',
  unique: 'Unique',
  blueprint: 'Blueprint',
  blueprintBody: 'BlueprintBody',
  blueprintIndex: 'BlueprintIndex',
  folderCounter: 'FolderCounter',
  moduleRef: 'ModuleRef',
  suite: 'Suite',
  testFile: 'TestFile',
  groupRun: 'GroupRun',
  testRun: 'TestRun',
  runAttempt: 'RunAttempt',
  stepResult: 'StepResult',
  runCompany: 'RunCompany',
  runSlot: 'RunSlot',
  actionCache: 'ActionCache',
  stepPlan: 'StepPlan',
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

/**
 * Partition prefix of the rate-limit items: IAM lets the API functions update these partitions only, beyond their
 * route's own access (`lib/aws/data-grants.ts`).
 */
export const RATE_LIMIT_PREFIX = 'RATE#';

export const keys = {
  sequence: (name: SequenceName): Key => ({ pk: 'SEQ', sk: name }),
  apiKey: (sha256Hex: string): Key => ({ pk: `APIKEY#${sha256Hex}`, sk: 'APIKEY' }),
  /** The rate-limit bucket of an API key, by the key's hash (the key itself is never stored). */
  rateLimit: (sha256Hex: string): Key => ({ pk: `${RATE_LIMIT_PREFIX}${sha256Hex}`, sk: 'RATE' }),
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
  /** Small item per blueprint (id, type, suite, title, folder) that listings filter before reading list items. */
  blueprintIndexEntry: (companyId: number, id: number): Key => ({ pk: companyPk(companyId), sk: `BPIDX#${padId(id)}` }),
  blueprintIndexPrefix: 'BPIDX#',
  /** Counts of blueprints at or below a folder, per blueprint type; `subfolders` reads these, not the blueprints. */
  folderCounter: (companyId: number, folderPath: string): Key => ({
    pk: companyPk(companyId),
    sk: `FOLDERCOUNT#${folderPath}`,
  }),
  folderCounterPrefix: (folderPath: string): string => `FOLDERCOUNT#${folderPath === '/' ? '' : folderPath}/`,
  /** A direct reference of a blueprint to a module (step_module step, setup or teardown). */
  moduleRef: (companyId: number, moduleId: number, fromId: number): Key => ({
    pk: companyPk(companyId),
    sk: `REF#${padId(moduleId)}#${padId(fromId)}`,
  }),
  moduleRefPrefix: (moduleId: number): string => `REF#${padId(moduleId)}#`,
  suite: (companyId: number, id: number): Key => ({ pk: companyPk(companyId), sk: `SUITE#${padId(id)}` }),
  suitePrefix: 'SUITE#',
  suiteName: (companyId: number, name: string): Key => ({ pk: companyPk(companyId), sk: `UNIQ#SUITENAME#${name}` }),
  testFile: (companyId: number, id: number): Key => ({ pk: companyPk(companyId), sk: `FILE#${padId(id)}` }),
  groupRun: (companyId: number, id: number): Key => ({ pk: companyPk(companyId), sk: `GRUN#${padId(id)}` }),
  testRun: (companyId: number, id: number): Key => ({ pk: companyPk(companyId), sk: `TRUN#${padId(id)}` }),
  /** Prefix of a test run's item, its attempts and their step results (one Query reads them all). */
  testRunPrefix: (id: number): string => `TRUN#${padId(id)}`,
  runAttempt: (companyId: number, runId: number, attempt: number): Key => ({
    pk: companyPk(companyId),
    sk: `TRUN#${padId(runId)}#A#${String(attempt).padStart(3, '0')}`,
  }),
  stepResult: (companyId: number, runId: number, attempt: number, index: number): Key => ({
    pk: companyPk(companyId),
    sk: `TRUN#${padId(runId)}#A#${String(attempt).padStart(3, '0')}#S#${String(index).padStart(5, '0')}`,
  }),
  /** GSI1 partition of a company's runs that are still `running` (the attribute is removed when a run settles). */
  runningIndex: (companyId: number): string => `${companyPk(companyId)}#RUNNING`,
  /** The one partition outside a company: which companies have had runs, read at start-up to settle orphans. */
  runCompany: (companyId: number): Key => ({ pk: 'RUNNERS', sk: companyPk(companyId) }),
  runCompaniesPk: 'RUNNERS',
  runSlot: (companyId: number, lane: string, n: number): Key => ({ pk: companyPk(companyId), sk: `SLOT#${lane}#${n}` }),
  /** A learned `act` plan; `cacheKey` is `cacheKeyOf(instruction, page, config_key)` (runner-image/src/ai/cache). */
  actionCache: (companyId: number, cacheKey: string): Key => ({ pk: companyPk(companyId), sk: `ACACHE#${cacheKey}` }),
  /** The latest plan learned for an instruction under a config, any page (`instructionKeyOf`), for step listings. */
  stepPlan: (companyId: number, instructionKey: string): Key => ({
    pk: companyPk(companyId),
    sk: `ACSTEP#${instructionKey}`,
  }),
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
