// The contract as the fuzzer sees it: every operation of openapi/dist/openapi.json with its
// method, path, parameters, body media types and schemas ($refs resolved), who may call it, and
// whether an answer may be a file instead of the JSON envelope.
import { readFileSync } from 'node:fs';

export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  default?: unknown;
}

export type Auth = 'public' | 'optional' | 'session' | 'operator';
export type Location = 'path' | 'query' | 'body';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  id: string;
  method: string; // upper case
  /** The contract's path, e.g. /news/detail or /admin/users/{id}. */
  path: string;
  params: Parameter[];
  body?: { required: boolean; media: { type: string; schema: Schema }[] };
  auth: Auth;
  /** Some answer of the contract is not JSON (an image's bytes). */
  fileAnswer: boolean;
  /** The methods the contract lists at this path. */
  pathMethods: string[];
}

export const API_PREFIX = '/api';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

type Json = Record<string, unknown>;

/** A copy of `node` with every local $ref replaced by what it points at (cycles cut at depth 12). */
function resolve(spec: Json, node: unknown, depth = 0): unknown {
  if (Array.isArray(node)) return node.map((item) => resolve(spec, item, depth));
  if (!node || typeof node !== 'object') return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string') {
    if (depth > 12) return {};
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((at, key) => (at as Json | undefined)?.[key.replace(/~1/g, '/')], spec);
    const { $ref: _ignored, ...siblings } = node as Json;
    return {
      ...(resolve(spec, target, depth + 1) as Json),
      ...(resolve(spec, siblings, depth) as Json),
    };
  }
  return Object.fromEntries(
    Object.entries(node as Json).map(([key, value]) => [key, resolve(spec, value, depth)]),
  );
}

/** allOf's parts read as one schema; properties and required lists are united. */
export function flatten(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  return schema.allOf.reduce<Schema>(
    (merged, part) => {
      const flat = flatten(part);
      return {
        ...merged,
        ...flat,
        properties: { ...merged.properties, ...flat.properties },
        required: [...(merged.required ?? []), ...(flat.required ?? [])],
      };
    },
    { ...schema, allOf: undefined },
  );
}

function authOf(security: unknown): Auth {
  const list = (security ?? []) as Json[];
  const names = list.flatMap((requirement) => Object.keys(requirement));
  if (names.includes('operator')) return 'operator';
  if (names.includes('session'))
    return list.some((r) => !Object.keys(r).length) ? 'optional' : 'session';
  return 'public';
}

export function loadOperations(file = new URL('../../openapi/dist/openapi.json', import.meta.url)) {
  const spec = JSON.parse(readFileSync(file, 'utf8')) as Json;
  const paths = spec.paths as Record<string, Json>;
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(paths)) {
    const item = resolve(spec, rawItem) as Json;
    const pathMethods = Object.keys(item)
      .filter((key) => HTTP_METHODS.includes(key))
      .map((m) => m.toUpperCase());
    for (const method of HTTP_METHODS) {
      const op = item[method] as Json | undefined;
      if (!op) continue;
      const params = [...((item.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])]
        .filter((p) => p.in === 'path' || p.in === 'query')
        .map((p) => ({
          name: p.name as string,
          in: p.in as 'path' | 'query',
          required: p.in === 'path' || p.required === true,
          schema: flatten((p.schema ?? {}) as Schema),
        }));
      const requestBody = op.requestBody as Json | undefined;
      const content = (requestBody?.content ?? {}) as Record<string, { schema?: Schema }>;
      const media = Object.entries(content).map(([type, v]) => ({
        type,
        schema: flatten(v.schema ?? {}),
      }));
      const responses = (op.responses ?? {}) as Record<string, Json>;
      // A file: bytes of another media type, or JSON that is not the envelope (a download).
      const fileAnswer = Object.values(responses).some((r) =>
        Object.entries((r.content as Record<string, { schema?: Schema }> | undefined) ?? {}).some(
          ([t, v]) => !/json/i.test(t) || !flatten(v.schema ?? {}).properties?.code,
        ),
      );
      operations.push({
        id: op.operationId as string,
        method: method.toUpperCase(),
        path,
        params,
        ...(media.length ? { body: { required: requestBody?.required === true, media } } : {}),
        auth: authOf(op.security ?? spec.security),
        fileAnswer,
        pathMethods,
      });
    }
  }
  return operations;
}
