import { DEFAULT_BROWSER_CONCURRENCY } from '../../core/defaults';
import { ValidationError } from '../../core/errors';
import type { CompaniesRepository } from '../repositories/companies';
import { generateApiKey, hashApiKey } from './auth';

export interface CompanyPlan {
  name: string;
  mobileConcurrency?: number;
  browserConcurrency?: number;
}

/** A new company's plan unless told otherwise. */
export const DEFAULT_PLAN = { mobileConcurrency: 1, browserConcurrency: DEFAULT_BROWSER_CONCURRENCY } as const;

function checkConcurrency(name: string, value: number): void {
  if (!Number.isInteger(value) || value < 0 || value > 1000) {
    throw ValidationError.field(`/${name}`, 'must be an integer from 0 to 1000');
  }
}

/** Companies and their API keys. The plain key is returned once, on creation, and never stored. */
export function createCompaniesService(repo: CompaniesRepository) {
  return {
    async create(plan: CompanyPlan, apiKey: string = generateApiKey()) {
      const name = plan.name.trim();
      if (!name || name.length > 255) throw ValidationError.field('/name', 'must be 1 to 255 characters');
      const mobile = plan.mobileConcurrency ?? DEFAULT_PLAN.mobileConcurrency;
      const browser = plan.browserConcurrency ?? DEFAULT_PLAN.browserConcurrency;
      checkConcurrency('mobile_concurrency', mobile);
      checkConcurrency('browser_concurrency', browser);
      const { company, key } = await repo.create(
        { name, mobileConcurrency: mobile, browserConcurrency: browser },
        hashApiKey(apiKey),
      );
      return { company_id: company.id, user_id: key.userId, key_id: key.keyId, api_key: apiKey };
    },

    async createKey(companyId: number) {
      const apiKey = generateApiKey();
      const key = await repo.addKey(companyId, hashApiKey(apiKey));
      return { company_id: companyId, user_id: key.userId, key_id: key.keyId, api_key: apiKey };
    },

    /** Revokes by id within a company, or by the key itself. Returns false when there was nothing to revoke. */
    async revoke(target: { companyId: number; keyId: number } | { apiKey: string }): Promise<boolean> {
      if ('apiKey' in target) return (await repo.revokeKeyByHash(hashApiKey(target.apiKey))) !== undefined;
      return repo.revokeKey(target.companyId, target.keyId);
    },

    /** The company an API key authenticates, if it is valid. */
    async whoIs(apiKey: string) {
      return repo.findKey(hashApiKey(apiKey));
    },
  };
}

export type CompaniesService = ReturnType<typeof createCompaniesService>;
