import { NotFoundError } from '../../../core/errors';
import { isIdText } from '../../schemas/ids';
import type { HttpMiddleware } from './types';

/** Sets `context.pathIds` from the named path parameters; one that is not an id answers 404 (nothing can exist). */
export function pathIds(names: readonly string[]): HttpMiddleware {
  return {
    before: ({ event, context }) => {
      const ids: Record<string, number> = {};
      for (const name of names) {
        const raw = event.pathParameters?.[name] ?? '';
        // Outside the id range (schemas/ids.ts) nothing can exist.
        if (!isIdText(raw)) throw new NotFoundError(`No resource with id "${raw}".`);
        ids[name] = Number(raw);
      }
      context.pathIds = ids;
    },
  };
}
