import type { CorpusEntry } from '../../types';

export const homesEntries: CorpusEntry[] = [];
