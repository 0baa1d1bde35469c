import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { Ajv } from 'ajv';
import type { FastifyServerOptions } from 'fastify';

/** The contract's own schema keywords: annotations for the input guard (http/input/), which Ajv
 * must accept and ignore. `x-multiline: true` marks a text field that may hold line breaks. */
export const SCHEMA_EXTENSIONS = ['x-multiline'] as const;

/** Teaches an Ajv the contract's extension keywords (annotations: they validate nothing). */
export function addSchemaExtensions<T extends Pick<Ajv, 'addKeyword'>>(ajv: T): T {
  for (const keyword of SCHEMA_EXTENSIONS) ajv.addKeyword({ keyword, schemaType: 'boolean' });
  return ajv;
}

// Fastify's own request validators and answer serializers, each distinct schema compiled once per
// process. Every app compiled the whole contract again at start (about 2 s: Ajv and
// fast-json-stringify were most of it), and the server tests and the cluster build hundreds of apps
// from one contract. The glue hands each app fresh copies of the same schemas, so the key is the
// schema's JSON text (with the compiler's external schemas and options). Compiled validators and
// serializers are pure functions of their schema: sharing one between apps changes nothing.

function compilingOnce<Route extends { schema: unknown }, Compiled>(
  prefix: string,
  compile: (route: Route) => Compiled,
  part: (route: Route) => string,
  cache: Map<string, Compiled>,
): (route: Route) => Compiled {
  return (route) => {
    const key = `${prefix}\u0000${part(route)}\u0000${JSON.stringify(route.schema)}`;
    let compiled = cache.get(key);
    if (!compiled) {
      compiled = compile(route);
      cache.set(key, compiled);
    }
    return compiled;
  };
}

const selectValidator = AjvCompiler();
const selectSerializer = SerializerSelector();
type ValidatorFactory = ReturnType<typeof AjvCompiler>;
type SerializerFactory = ReturnType<typeof SerializerSelector>;
type Validator = ReturnType<ReturnType<ValidatorFactory>>;
type Serializer = ReturnType<ReturnType<SerializerFactory>>;
const validators = new Map<string, Validator>();
const serializers = new Map<string, Serializer>();

export const schemaController: FastifyServerOptions['schemaController'] = {
  compilersFactory: {
    buildValidator: ((externalSchemas, options) => {
      const withExtensions = {
        ...options,
        plugins: [...(options?.plugins ?? []), addSchemaExtensions],
      } as typeof options;
      const compile = selectValidator(externalSchemas, withExtensions) as (route: {
        schema: unknown;
        httpPart?: string;
      }) => Validator;
      const prefix = JSON.stringify([externalSchemas, options]);
      // The part is in the key: a query string is coerced, a JSON body is not.
      return compilingOnce(prefix, compile, (route) => route.httpPart ?? '', validators);
    }) as ValidatorFactory,
    buildSerializer: ((externalSchemas, options) => {
      const compile = selectSerializer(externalSchemas, options) as (route: {
        schema: unknown;
      }) => Serializer;
      const prefix = JSON.stringify([externalSchemas, options]);
      return compilingOnce(prefix, compile, () => '', serializers);
    }) as SerializerFactory,
  },
};
