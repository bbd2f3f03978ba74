/**
 * Which way imports may point. Layers, top to bottom:
 *   bin/, lib/local/ (the local stack), lib/aws/ (CDK)  ->  lambdas/http/handlers, lambdas/workflow (functions)
 *   -> lambdas/compose (per-domain composition)  ->  lambdas/services  ->  lambdas/repositories, lambdas/schemas
 *   -> core/ (the shared domain core, which imports nothing of the project).
 * The typed API client (client/) imports core/ only, and `tas run` (bin/run/) uses it.
 * The runner (runner-image/src) imports core/ only; its entry points (`main.ts`, the runner process; `lambda.ts`, the
 * Lambda lane's function) and the run they share (`execute-run.ts`) are its composition roots and reach the service
 * through `lambdas/compose/runner.ts` alone (and, `main.ts` only, the local stack in local mode).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      severity: 'error',
      comment: 'Modules import each other in one direction only.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-core-to-anything',
      severity: 'error',
      comment: 'core/ is the bottom layer: it imports only itself and packages.',
      from: { path: '^core/' },
      to: { path: '^(lambdas|lib|runner-image|bin|scripts|bench|test)/' },
    },
    {
      name: 'no-lambdas-to-runner',
      severity: 'error',
      comment: 'The service shares the runner contract through core/, never by importing the runner.',
      from: { path: '^lambdas/' },
      to: { path: '^runner-image/' },
    },
    {
      name: 'no-lambdas-to-lib',
      severity: 'error',
      comment: 'The CDK app and the local stack sit above the functions, not below.',
      from: { path: '^lambdas/' },
      to: { path: '^(lib|bin)/' },
    },
    {
      name: 'no-runner-to-lambdas',
      severity: 'error',
      comment:
        'The runner engine, AI agent and ports import core/ only; its entry points (the process, the Lambda function) and the run they share compose the service.',
      from: { path: '^runner-image/src/', pathNot: '^runner-image/src/(main|lambda|execute-run)\\.ts$' },
      to: { path: '^lambdas/' },
    },
    {
      name: 'runner-entry-through-composition',
      severity: 'error',
      comment: "The runner's entry points reach the service through its composition module only.",
      from: { path: '^runner-image/src/(main|lambda|execute-run)\\.ts$' },
      to: { path: '^lambdas/', pathNot: '^lambdas/compose/runner\\.ts$' },
    },
    {
      name: 'no-runner-to-local',
      severity: 'error',
      comment:
        'The runner does not depend on the local stack; only its entry point may, for local sub-runs and the Chromium path.',
      from: { path: '^runner-image/src/', pathNot: '^runner-image/src/main\\.ts$' },
      to: { path: '^lib/' },
    },
    {
      name: 'no-cdk-to-runner',
      severity: 'error',
      comment: 'The CDK app builds the runner image from its Dockerfile; it does not import runner code.',
      from: { path: '^lib/aws/' },
      to: { path: '^runner-image/src/' },
    },
    {
      name: 'cli-run-is-an-api-client',
      severity: 'error',
      comment:
        '`tas run` is a client of the HTTP API: it shares core/ constants, never the service, runner or local stack.',
      from: { path: '^bin/run/' },
      to: { path: '^(lambdas|runner-image|lib)/' },
    },
    {
      name: 'client-is-standalone',
      severity: 'error',
      comment:
        'The typed client (client/) is generated from the schemas into client/api.ts: it imports itself, packages and core/ types only, never the service, runner, local stack or CLI.',
      from: { path: '^client/' },
      to: { path: '^(lambdas|lib|runner-image|bin|scripts|bench|test)/' },
    },
    {
      name: 'no-repositories-to-services',
      severity: 'error',
      comment: 'Repositories store records; they do not call services.',
      from: { path: '^lambdas/repositories/' },
      to: { path: '^lambdas/(services|http|workflow|compose)/' },
    },
    {
      name: 'no-schemas-to-services',
      severity: 'error',
      comment: 'Request schemas describe requests; they do not call services.',
      from: { path: '^lambdas/schemas/' },
      to: { path: '^lambdas/(services|repositories|http|workflow|compose)/' },
    },
    {
      name: 'no-services-to-functions',
      severity: 'error',
      comment: 'Services are built by the composition and called by functions, never the other way round.',
      from: { path: '^lambdas/services/' },
      to: { path: '^lambdas/(http|workflow|compose)/' },
    },
    {
      name: 'no-workflow-to-http',
      severity: 'error',
      comment: "The state machine's functions do not use the HTTP layer.",
      from: { path: '^lambdas/workflow/' },
      to: { path: '^lambdas/http/' },
    },
    {
      name: 'no-compose-to-functions',
      severity: 'error',
      comment:
        'Composition builds services; the functions (handlers) use it. The run starter and the run stopper are the exceptions.',
      from: { path: '^lambdas/compose/' },
      to: { path: '^lambdas/(http|workflow)/', pathNot: '^lambdas/workflow/run-(starter|stopper)\\.ts$' },
    },
    {
      name: 'no-schema-compiler-in-functions',
      severity: 'error',
      comment:
        'Functions validate with the validators generated at build time (`npm run validators`, lambdas/schemas/generated/); lambdas/schemas/validation.ts holds the Ajv compiler, for the generator and tests only.',
      from: { path: '^(lambdas|core)/', pathNot: '^lambdas/schemas/validation\\.ts$' },
      to: { path: '^lambdas/schemas/validation\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|cdk\\.out|\\.tas-data|\\.tas-test)' },
    tsPreCompilationDeps: true,
    // TypeScript 7 (the native compiler) has no JavaScript API for dependency-cruiser: it parses with swc.
    parser: 'swc',
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
