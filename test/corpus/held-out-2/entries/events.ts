import type { CorpusEntry } from '../../types';

export const eventsEntries: CorpusEntry[] = [];
