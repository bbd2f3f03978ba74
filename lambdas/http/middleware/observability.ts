import { config } from '../../../core/config';
import { enterLogContext } from '../../../core/logger';
import { enterRequestMetrics, type RequestMetrics } from '../../repositories/request-metrics';
import type { HttpMiddleware, HttpMiddyRequest } from './types';

const started = new WeakMap<object, { at: number; metrics: RequestMetrics }>();

/**
 * First of the chain. Tags every log line of the invocation with its request id and counts its storage calls. In
 * local mode it reports them in `X-Tas-*` headers (read by the benchmarks; never set on AWS), also on errors.
 *
 * The log fields and the metrics record are entered into the invocation's async context from this synchronous
 * `before`, which Middy calls before anything of the request is awaited, so every later step sees them.
 */
export function observability(): HttpMiddleware {
  const report = (request: HttpMiddyRequest): void => {
    const state = started.get(request);
    const response = request.response;
    if (!state || !response || !config().localMode) return;
    const { metrics, at } = state;
    response.headers = {
      ...response.headers,
      'X-Tas-Dynamodb-Requests': String(metrics.dynamoRequests),
      'X-Tas-Dynamodb-Ms': metrics.dynamoMs.toFixed(3),
      'X-Tas-Dynamodb-Rcu': String(metrics.readCapacity),
      'X-Tas-S3-Ms': metrics.s3Ms.toFixed(3),
      'X-Tas-Storage-Wall-Ms': metrics.storageWallMs.toFixed(3),
      'X-Tas-Handler-Ms': (performance.now() - at).toFixed(3),
    };
  };
  return {
    before: (request) => {
      const at = performance.now();
      enterLogContext({ requestId: request.context.awsRequestId });
      started.set(request, { at, metrics: enterRequestMetrics() });
    },
    after: report,
    onError: report,
  };
}
