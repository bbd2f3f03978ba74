/**
 * Modal verbs read as plain statements: "should be" is "is", "must start" is "starts", "won't show" is "does not
 * show". A claim is read this way, and so is a message it is compared with ("Your cover must start within 30 days"
 * says "cover starts within 30 days").
 */
import { thirdPerson } from './phrasing';

export function plainModals(text: string): string {
  return text
    .replace(/\bwon't\b/gi, 'will not')
    .replace(/\b(should|must|shall)n't\b/gi, '$1 not')
    .replace(/\b(?:should|must|will|shall)\s+not\s+be\b/gi, 'is not')
    .replace(/\b(?:should|must|will|shall)\s+be\b/gi, 'is')
    .replace(/\b(?:should|must|will|shall)\s+not\s+(\w+)/gi, 'does not $1')
    .replace(/\b(?:should|must|will|shall)\s+(\w+)/gi, (_m, verb: string) => thirdPerson(verb));
}
