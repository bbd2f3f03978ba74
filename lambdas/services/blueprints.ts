/**
 * Modules and tests: the service the blueprint endpoints and runs use. Its parts live in their own modules:
 * records (`blueprints-records.ts`), references and usage (`blueprints-references.ts`), the module graph
 * (`blueprints-graph.ts`), listings (`blueprints-listing.ts`) and the run snapshot (`blueprints-snapshot.ts`);
 * this one assembles them and shapes the responses.
 */
import type { EnvelopeCrypto } from '../../core/crypto';
import { ValidationError } from '../../core/errors';
import { isWithin } from '../../core/folders';
import type { BlueprintState, BlueprintsRepository } from '../repositories/blueprints';
import type { TestFilesRepository } from '../repositories/files';
import type { Sequences } from '../repositories/sequences';
import type { SuitesRepository } from '../repositories/suites';
import type {
  CreateModuleBody,
  CreateTestBody,
  ListModulesQuery,
  ListTestsQuery,
  UpdateModuleBody,
  UpdateTestBody,
} from '../schemas/blueprints';
import type { Principal } from './auth';
import { createListings, type ListingsDeps, selectEntries } from './blueprints-listing';
import { createBlueprintRecords, credentialsContext, retrying } from './blueprints-records';
import { createReferences, type References } from './blueprints-references';
import { snapshotForRun } from './blueprints-snapshot';
import {
  createdTestStepView,
  moduleStepView,
  moduleView,
  stepView,
  testListingExtras,
  testView,
  usageView,
} from './blueprints-views';
import type { RunSelection } from './runs-overrides';

export { MAX_MODULE_REFERENCES } from './blueprints-references';

export interface Credentials {
  username: string;
  password: string;
  otp_secret?: string;
}

export interface BlueprintsServiceDeps {
  blueprints: Pick<
    BlueprintsRepository,
    | 'commit'
    | 'get'
    | 'getBody'
    | 'getMany'
    | 'getSteps'
    | 'indexEntries'
    | 'folderCounts'
    | 'referrers'
    | 'titleTaken'
    | 'recordRun'
  >;
  suites: Pick<SuitesRepository, 'get'>;
  files: Pick<TestFilesRepository, 'getMany'>;
  sequences: Pick<Sequences, 'next'>;
  crypto: Pick<EnvelopeCrypto, 'seal' | 'open'>;
  /** The platform of an app of the company (for `app_id`); undefined when it has no such app. */
  appPlatform: (companyId: number, appId: number) => Promise<string | undefined>;
  cachedPlans?: ListingsDeps['cachedPlans'];
  now?: () => Date;
}

/** Modules and tests: validation, storage, usage, listings and the run snapshot. */
export function createBlueprintsService(deps: BlueprintsServiceDeps) {
  const repo = deps.blueprints;
  const references: References = createReferences(deps);
  const records = createBlueprintRecords({ ...deps, references });
  const listings = createListings({ ...deps, references });

  async function moduleDetail(companyId: number, state: BlueprintState) {
    const users = await references.testsUsing(companyId, state.record.id);
    return {
      ...moduleView(state.record),
      test_steps: state.body.steps.map(moduleStepView),
      usage_count: users.length,
      test_blueprints_using_module: usageView(users),
    };
  }

  function testDetail(state: BlueprintState) {
    return {
      ...testView(state.record),
      test_steps: state.body.steps.map(stepView),
      ...testListingExtras(state.record),
    };
  }

  return {
    async createModule(principal: Principal, body: CreateModuleBody) {
      const state = await records.writeModule(principal, undefined, body);
      return {
        message: 'Test blueprint created successfully',
        test_blueprint: {
          ...moduleView(state.record),
          steps: state.body.steps.map(moduleStepView),
          usage_count: 0,
          test_blueprints_using_module: [],
        },
      };
    },

    async getModule(principal: Principal, id: number) {
      const state = await records.load(principal.companyId, id, 'step_module');
      return { module: await moduleDetail(principal.companyId, state) };
    },

    async updateModule(principal: Principal, id: number, body: UpdateModuleBody) {
      const state = await retrying(async () =>
        records.writeModule(principal, await records.load(principal.companyId, id, 'step_module'), body),
      );
      return { message: 'Module updated successfully', module: await moduleDetail(principal.companyId, state) };
    },

    async deleteModule(principal: Principal, id: number) {
      await records.remove(principal.companyId, id, 'step_module');
      return { message: 'Module deleted successfully' };
    },

    listModules: (principal: Principal, q: ListModulesQuery) => listings.listModules(principal.companyId, q),

    async createTest(principal: Principal, body: CreateTestBody) {
      const state = await records.writeTest(principal, undefined, body);
      return {
        message: 'Test blueprint created successfully',
        test_blueprint: {
          ...testView(state.record),
          steps: state.body.steps.map((s) => createdTestStepView(s, state.record.id)),
        },
      };
    },

    async getTest(principal: Principal, id: number) {
      return { test_blueprint: testDetail(await records.load(principal.companyId, id)) };
    },

    async updateTest(principal: Principal, id: number, body: UpdateTestBody) {
      const state = await retrying(async () => {
        const existing = await records.load(principal.companyId, id);
        if (existing.record.type === 'step_module') {
          const { title, steps, test_blueprint_category_id, folder_path } = body;
          return records.writeModule(principal, existing, { title, steps, test_blueprint_category_id, folder_path });
        }
        return records.writeTest(principal, existing, body);
      });
      return { message: 'Test blueprint updated successfully', test_blueprint: testDetail(state) };
    },

    async deleteTest(principal: Principal, id: number) {
      await records.remove(principal.companyId, id);
      return { message: 'Test blueprint deleted successfully' };
    },

    listTests: (principal: Principal, q: ListTestsQuery) => listings.listTests(principal.companyId, q),

    /** The blueprint as a run is triggered with it (modules resolved); undefined when it does not exist. */
    snapshotForRun: (companyId: number, blueprintId: number) => snapshotForRun(repo, companyId, blueprintId),

    /**
     * The tests a trigger's selection names: the company's active `integration` tests (not paused, not modules) in
     * the folder or below it, of the suite, whose title contains the search, oldest first (by id). An unknown suite
     * is a 400 at `/selection/test_blueprint_category_id`.
     */
    async selectForRun(companyId: number, selection: RunSelection): Promise<number[]> {
      const { folder, suiteId, search } = selection;
      const [suite, entries] = await Promise.all([
        suiteId === undefined ? Promise.resolve(undefined) : deps.suites.get(companyId, suiteId),
        repo.indexEntries(companyId),
      ]);
      if (suiteId !== undefined && !suite) {
        throw ValidationError.field('/selection/test_blueprint_category_id', `no test suite with id ${suiteId}`);
      }
      const matches = selectEntries(entries, { type: 'integration', suite: suiteId, search }).filter(
        (e) => folder === undefined || isWithin(folder, e.folder_path),
      );
      const records = await repo.getMany(
        companyId,
        matches.map((e) => e.id),
      );
      return records
        .filter((r) => r.type === 'integration' && r.status === 'active')
        .map((r) => r.id)
        .sort((a, b) => a - b);
    },

    async recordRun(companyId: number, blueprintId: number, at: string, status: 'running' | 'passed' | 'failed') {
      await repo.recordRun(companyId, blueprintId, at, status);
    },

    /** Decrypted login credentials, for the runner only; never part of an API response. */
    async loginCredentials(companyId: number, blueprintId: number): Promise<Credentials | undefined> {
      const body = await repo.getBody(companyId, blueprintId);
      if (!body?.credentials) return undefined;
      return deps.crypto.open<Credentials>(body.credentials, credentialsContext(companyId, blueprintId));
    },
  };
}

export type BlueprintsService = ReturnType<typeof createBlueprintsService>;
