import type { ArtifactStore } from '../contract';

/** Where a run's artifacts live: under the company's prefix, then the run's. */
export function runArtifactPrefix(companyId: number, runId: number): string {
  return `runs/${companyId}/${runId}/`;
}

/** An `ArtifactStore` writing to the bucket under the run's prefix; names cannot climb out of it. */
export function createArtifactStore(
  put: (key: string, body: Buffer, contentType: string) => Promise<void>,
  companyId: number,
  runId: number,
): ArtifactStore {
  const prefix = runArtifactPrefix(companyId, runId);
  return {
    async put(relativeName, body, contentType) {
      const clean = relativeName
        .split('/')
        .filter((segment) => segment !== '' && segment !== '.' && segment !== '..')
        .join('/');
      if (!clean) throw new Error(`Invalid artifact name "${relativeName}"`);
      const key = prefix + clean;
      await put(key, body, contentType);
      return key;
    },
  };
}
