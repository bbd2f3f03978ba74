/**
 * Every answer the integration tests get from the API, checked against the published OpenAPI document
 * (docs/openapi.json): the status must be one the operation lists, and the body must match that status's schema.
 * `client()` of local-stack.ts calls `conformanceProblem` on each response and throws on a problem, so a test that
 * passes has only seen documented answers. Answers of paths no route takes (404, 405) must be the error body.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ValidateFunction } from 'ajv';
import { findRoute, routes } from '../../lambdas/http/routes';
import { createAjv } from '../../lambdas/schemas/validation';

type Json = Record<string, unknown>;

const BASE = 'https://tas.invalid/openapi.json';
const document = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../docs/openapi.json', import.meta.url)), 'utf8'),
) as Json;
const ajv = createAjv();
// Operations' schemas are inline and refer to components by `#/components/...`: both parts under one base.
ajv.addSchema({ $id: BASE, components: document.components, paths: document.paths });
const compiled = new Map<string, ValidateFunction>();

/** One key of a JSON pointer. */
const toPointerKey = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');
const fromPointerKey = (key: string) => key.replaceAll('~1', '/').replaceAll('~0', '~');

/** The validator of the schema at `pointer` in the document (compiled once). */
function validatorAt(pointer: string): ValidateFunction {
  let validate = compiled.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${BASE}#${pointer}` });
    compiled.set(pointer, validate);
  }
  return validate;
}

/** The schema pointer of an operation's answer with `status`, following a `$ref` to a shared response. */
function answerPointer(operationPointer: string, status: number): string | undefined {
  const operation = operationPointer
    .split('/')
    .slice(1)
    .reduce<Json | undefined>((node, key) => node?.[fromPointerKey(key)] as Json | undefined, document);
  const response = (operation?.responses as Record<string, Json> | undefined)?.[String(status)];
  if (!response) return undefined;
  const base = typeof response.$ref === 'string' ? response.$ref.slice(1) : `${operationPointer}/responses/${status}`;
  return `${base}/content/application~1json/schema`;
}

/** What is wrong with an answer by the document, or `undefined` when it conforms. */
export function conformanceProblem(method: string, url: string, status: number, body: unknown): string | undefined {
  const pathname = new URL(url, 'http://x').pathname;
  const where = `${method} ${pathname} answered ${status}`;
  const match = findRoute(routes, method, pathname);
  let pointer: string | undefined;
  if (match && 'route' in match) {
    const operation = `/paths/${toPointerKey(match.route.path)}/${match.route.method.toLowerCase()}`;
    pointer = answerPointer(operation, status);
    if (!pointer) return `${where}, a status the OpenAPI document does not list for it`;
  } else {
    pointer = '/components/schemas/Error';
  }
  const validate = validatorAt(pointer);
  if (validate(structuredClone(body))) return undefined;
  const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`).slice(0, 5);
  return `${where} with a body the OpenAPI document does not describe: ${errors.join('; ')}`;
}
