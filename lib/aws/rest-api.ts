import { RemovalPolicy } from 'aws-cdk-lib';
import {
  AccessLogField,
  AccessLogFormat,
  EndpointType,
  type IResource,
  LambdaIntegration,
  LogGroupLogDestination,
  MethodLoggingLevel,
  ResponseType,
  RestApi,
} from 'aws-cdk-lib/aws-apigateway';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { type DataAccess, isRateLimited, type Route } from '../../lambdas/http/routes';
import { ApiFunction, type ServiceData } from './api-function';
import { operationsSettings } from './operations-settings';

export interface ServiceApiProps {
  readonly routes: readonly Route[];
  /** Handler that answers 404 for unknown paths and 405 for a known path with another method. */
  readonly fallbackHandler: string;
  readonly data: ServiceData;
  /** @default 'v1' */
  readonly stageName?: string;
  /** Steady-state requests per second for the whole stage. @default 50 */
  readonly throttlingRateLimit?: number;
  /** @default 100 */
  readonly throttlingBurstLimit?: number;
}

interface ErrorResponse {
  type: ResponseType;
  statusCode?: string;
  error: string;
  /** A JSON string literal, or a VTL expression that renders one. */
  message: string;
  /** More response headers, as API Gateway mapping values (a static value in single quotes). */
  headers?: Record<string, string>;
}

const json = (s: string): string => JSON.stringify(s);

/** API Gateway's own errors, in the error shape the handlers use: `{"error": "<code>", "message": "<sentence>"}`. */
const errorResponses: readonly ErrorResponse[] = [
  { type: ResponseType.DEFAULT_4XX, error: 'bad_request', message: '$context.error.messageString' },
  {
    type: ResponseType.DEFAULT_5XX,
    error: 'internal_error',
    message: json('The service could not process the request.'),
  },
  {
    type: ResponseType.MISSING_AUTHENTICATION_TOKEN,
    statusCode: '404',
    error: 'not_found',
    message: json('No route matches this path.'),
  },
  // The stage-wide throttle, the outer guard behind the per-key limit of the handlers; both answer Retry-After.
  {
    type: ResponseType.THROTTLED,
    statusCode: '429',
    error: 'rate_limited',
    message: json('Too many requests.'),
    headers: { 'Retry-After': "'1'" },
  },
  {
    type: ResponseType.REQUEST_TOO_LARGE,
    statusCode: '413',
    error: 'payload_too_large',
    message: json('The request is too large.'),
  },
  {
    type: ResponseType.UNSUPPORTED_MEDIA_TYPE,
    statusCode: '415',
    error: 'unsupported_media_type',
    message: json('The request content type is not supported.'),
  },
];

const pascalCase = (name: string): string =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

/**
 * The REST API, built from the route table: one Lambda function per distinct handler, one method per route, and the
 * fallback function on `ANY` of every resource (a wrong method: 405), on `ANY /` and on `ANY /{proxy+}` (unknown
 * path: 404). API Gateway prefers an explicit method over `ANY`. Authentication happens in the handlers (`X-API-KEY`),
 * so no method has an API Gateway authorizer.
 */
export class ServiceApi extends Construct {
  readonly api: RestApi;
  /** Endpoint functions by handler module name, the fallback included. */
  readonly functions: ReadonlyMap<string, ApiFunction>;
  /** Invoke URL of the stage, ending in `/`. */
  readonly url: string;
  private readonly parameterSegments = new Map<string, string>();

  constructor(scope: Construct, id: string, props: ServiceApiProps) {
    super(scope, id);

    const { logRetention } = operationsSettings(this);
    const stageName = props.stageName ?? 'v1';
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });

    this.api = new RestApi(this, 'Api', {
      restApiName: 'test-automation-api',
      description: 'Hosted test automation API',
      endpointTypes: [EndpointType.REGIONAL],
      cloudWatchRole: true,
      deployOptions: {
        stageName,
        // Execution logs of errors only (a request's body is never logged: dataTraceEnabled stays off).
        loggingLevel: MethodLoggingLevel.ERROR,
        dataTraceEnabled: false,
        throttlingRateLimit: props.throttlingRateLimit ?? 50,
        throttlingBurstLimit: props.throttlingBurstLimit ?? 100,
        tracingEnabled: true,
        accessLogDestination: new LogGroupLogDestination(accessLogs),
        accessLogFormat: AccessLogFormat.custom(
          JSON.stringify({
            requestId: AccessLogField.contextRequestId(),
            requestTime: AccessLogField.contextRequestTime(),
            ip: AccessLogField.contextIdentitySourceIp(),
            userAgent: AccessLogField.contextIdentityUserAgent(),
            method: AccessLogField.contextHttpMethod(),
            resourcePath: AccessLogField.contextResourcePath(),
            path: AccessLogField.contextPath(),
            protocol: AccessLogField.contextProtocol(),
            status: AccessLogField.contextStatus(),
            responseLength: AccessLogField.contextResponseLength(),
            responseLatency: AccessLogField.contextResponseLatency(),
            integrationLatency: AccessLogField.contextIntegrationLatency(),
            integrationStatus: AccessLogField.contextIntegrationStatus(),
            errorType: AccessLogField.contextErrorResponseType(),
            errorMessage: AccessLogField.contextErrorMessage(),
            xrayTraceId: AccessLogField.contextXrayTraceId(),
          }),
        ),
      },
    });

    // API Gateway writes execution logs to a group of this name, creating it without retention if it does not exist:
    // created here first (the stage waits for it), it has the deployment's retention.
    const executionLogs = new LogGroup(this, 'ExecutionLogs', {
      logGroupName: `API-Gateway-Execution-Logs_${this.api.restApiId}/${stageName}`,
      retention: logRetention,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.api.deploymentStage.node.addDependency(executionLogs);

    const functions = new Map<string, ApiFunction>();
    const functionFor = (handler: string, access: DataAccess, rateLimited: boolean): ApiFunction => {
      let fn = functions.get(handler);
      if (!fn) {
        fn = new ApiFunction(this, `${pascalCase(handler)}Function`, {
          handler,
          data: props.data,
          access,
          rateLimited,
        });
        functions.set(handler, fn);
      } else if (JSON.stringify(fn.access) !== JSON.stringify(access) || fn.rateLimited !== rateLimited) {
        throw new Error(`Handler ${handler} is declared with two different data accesses`);
      }
      return fn;
    };

    const routeResources = new Set<IResource>();
    for (const route of props.routes) {
      const resource = this.resourceFor(route.path);
      const integration = new LambdaIntegration(functionFor(route.handler, route.access, isRateLimited(route)), {
        allowTestInvoke: false,
      });
      resource.addMethod(route.method, integration);
      for (let r: IResource | undefined = resource; r && r !== this.api.root; r = r.parentResource) {
        routeResources.add(r);
      }
    }

    // One invoke permission for the whole API instead of one per method: the fallback sits on every resource. It
    // answers from the route table alone, so it gets no data access.
    const fallback = new LambdaIntegration(functionFor(props.fallbackHandler, {}, false), {
      scopePermissionToMethod: false,
    });
    for (const resource of routeResources) resource.addMethod('ANY', fallback);
    this.api.root.addMethod('ANY', fallback);
    this.api.root.addProxy({ defaultIntegration: fallback, anyMethod: true });

    for (const response of errorResponses) {
      this.api.addGatewayResponse(`${pascalCase(response.type.responseType.toLowerCase())}Response`, {
        type: response.type,
        statusCode: response.statusCode,
        responseHeaders: { 'Content-Type': "'application/json'", ...response.headers },
        templates: { 'application/json': `{"error":${json(response.error)},"message":${response.message}}` },
      });
    }

    this.functions = functions;
    this.url = this.api.url;
  }

  /**
   * The resource of a route path such as `/apps/{id}/builds`, created on first use. API Gateway allows one
   * parameter segment per level, so `/apps/{id}` next to `/apps/{app_id}/x` is rejected here rather than at deploy.
   */
  private resourceFor(path: string): IResource {
    if (!path.startsWith('/')) throw new Error(`Route path must start with '/': ${path}`);
    let resource: IResource = this.api.root;
    for (const part of path.split('/').filter(Boolean)) {
      if (!/^([A-Za-z0-9._-]+|\{[A-Za-z0-9_]+\})$/.test(part))
        throw new Error(`Invalid path segment '${part}' in ${path}`);
      const existing = resource.getResource(part);
      if (existing) {
        resource = existing;
        continue;
      }
      const sibling = part.startsWith('{') ? this.parameterSegments.get(resource.path) : undefined;
      if (sibling) throw new Error(`Route ${path}: '${part}' conflicts with '${sibling}' at ${resource.path}`);
      if (part.startsWith('{')) this.parameterSegments.set(resource.path, part);
      resource = resource.addResource(part);
    }
    return resource;
  }
}
