/** The per-key rate limiter of the authenticated endpoints, over the table (absent when no limit is configured). */
import { rateLimitOf } from '../../core/config';
import { createRateLimitsRepository } from '../repositories/rate-limits';
import { createRateLimiter } from '../services/rate-limit';
import { dynamo, tableName } from './dynamo';
import { once } from './once';

export const takeToken = once(() => {
  const settings = rateLimitOf();
  return settings && createRateLimiter(createRateLimitsRepository(dynamo(), tableName()), settings);
});
