import type { CorpusEntry } from '../../types';

export const eatsEntries: CorpusEntry[] = [];
