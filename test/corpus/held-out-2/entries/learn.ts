import type { CorpusEntry } from '../../types';

export const learnEntries: CorpusEntry[] = [];
