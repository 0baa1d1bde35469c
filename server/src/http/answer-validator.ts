import { Ajv, type AnySchema, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { addSchemaExtensions } from './schema-compilers.ts';

// Outside production every answer is checked against its contract schema (@fastify/response-
// validation). Each app compiled the schemas of all its routes' answers again, which was most of an
// app's start; the server tests build hundreds of apps from one contract. This Ajv is shared by
// every app of the process and compiles each distinct schema once (keyed by its JSON text: the glue
// hands every app fresh copies of the same schemas). A compiled validator is a pure function, and
// the plugin reads its `errors` right after the call, so sharing one between apps is safe.

/** Makes `ajv.compile` compile each distinct schema once (it stays an Ajv, as the plugin requires). */
function compilingOnce(ajv: Ajv): Ajv {
  const compiled = new Map<string, ValidateFunction>();
  const compile = ajv.compile.bind(ajv) as (schema: AnySchema, meta?: boolean) => ValidateFunction;
  const once = (schema: AnySchema, meta?: boolean): ValidateFunction => {
    const key = JSON.stringify(schema);
    const known = compiled.get(key);
    if (known) return known;
    const validate = compile(schema, meta);
    compiled.set(key, validate);
    return validate;
  };
  ajv.compile = once as Ajv['compile'];
  return ajv;
}

let shared: Ajv | undefined;

/** The answers' validator, with the plugin's own defaults and the formats requests use. */
export function answerValidator(): Ajv {
  if (!shared) {
    const ajv = new Ajv({
      coerceTypes: false,
      useDefaults: true,
      removeAdditional: true,
      allErrors: true,
    });
    addFormats.default(ajv);
    addSchemaExtensions(ajv);
    shared = compilingOnce(ajv);
  }
  return shared;
}
