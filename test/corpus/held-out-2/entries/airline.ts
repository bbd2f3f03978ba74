import type { CorpusEntry } from '../../types';

export const airlineEntries: CorpusEntry[] = [];
