import { ENV } from '../../core/config';

/**
 * `Promise.withResolvers` is Node 22's; aws-local-stepfunctions uses it and this must also run on Node 20.
 * Imported for its side effect by the local stack and the test setup.
 */
if (typeof (Promise as { withResolvers?: unknown }).withResolvers !== 'function') {
  Object.defineProperty(Promise, 'withResolvers', {
    configurable: true,
    writable: true,
    value<T>() {
      let resolve!: (value: T | PromiseLike<T>) => void;
      let reject!: (reason?: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

// The local stack runs on the machine's Node (20 here); Lambda runs 22. The SDK's notice about that is noise locally.
// Set here, in the module the entry points import first, so it is in place before any SDK client is built (core/config
// has no imports of its own that could load the SDK earlier).
process.env[ENV.sdkNodeVersionWarningDisabled] ??= 'true';
