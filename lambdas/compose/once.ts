/** Forgets the value of every `once` built so far. */
const forgetters = new Set<() => void>();

/** A value built on first use and kept for the process (a Lambda cold start builds only what its function asks for). */
export function once<T>(build: () => T): () => T {
  let value: T | undefined;
  let built = false;
  forgetters.add(() => {
    value = undefined;
    built = false;
  });
  return () => {
    if (!built) {
      value = build();
      built = true;
    }
    return value as T;
  };
}

/**
 * Every value built with `once` is built again on its next use: for a process that serves several companies one
 * after another, each with credentials of its own (`switchDataCredentials`).
 */
export function forgetBuiltValues(): void {
  for (const forget of forgetters) forget();
}
