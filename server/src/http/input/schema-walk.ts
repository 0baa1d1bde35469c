import type { FieldError } from '../app-error.ts';
import { inspectInteger, inspectText } from './inspect.ts';

// Walks a submitted value beside its contract schema and returns the first strict-reading failure
// (inspect.ts), or null. Only what Ajv would read loosely or let through is judged here; everything
// else (required fields, patterns, lengths, enums) is left to Ajv, which runs next.

export interface Schema {
  type?: string | string[];
  minimum?: number;
  maximum?: number;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  'x-multiline'?: boolean;
}

function typesOf(schema: Schema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  return schema.type ? [schema.type] : [];
}

/** allOf's parts read as one schema (the contract uses it to add a description or bounds). */
function flatten(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  return schema.allOf.reduce<Schema>(
    (merged, part) => {
      const flat = flatten(part);
      return {
        ...merged,
        ...flat,
        properties: { ...merged.properties, ...flat.properties },
      };
    },
    { ...schema, allOf: undefined },
  );
}

/** Whether a value could be read as the schema's type (Ajv reads form text as any scalar). */
function admits(schema: Schema, value: unknown): boolean {
  const types = typesOf(schema);
  if (!types.length) return true;
  if (value === null) return types.includes('null');
  if (Array.isArray(value)) return true; // a repeated field: judged by walk
  if (typeof value === 'object') return types.includes('object');
  return types.some((type) => type !== 'null' && type !== 'object' && type !== 'array');
}

function propertySchema(schema: Schema | undefined, key: string): Schema | undefined {
  if (!schema) return undefined;
  const own = schema.properties?.[key];
  if (own) return own;
  return typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
}

/** The value against one schema (undefined: a field the contract does not name). */
export function walk(schema: Schema | undefined, value: unknown): FieldError | null {
  if (schema) {
    schema = flatten(schema);
    const branches = schema.oneOf ?? schema.anyOf;
    if (branches) {
      // Only the branches the value could be read as: a null branch says nothing about '9'.
      let first: FieldError | null = null;
      for (const branch of branches.filter((b) => admits(flatten(b), value))) {
        const error = walk(branch, value);
        if (!error) return null;
        first ??= error;
      }
      return first;
    }
  }
  const types = schema ? typesOf(schema) : [];
  if (value === null || value === undefined) {
    // Ajv would coerce null to 0 for an integer field.
    return types.includes('integer') && !types.includes('null') && value === null
      ? { key: 'field.whole_number' }
      : null;
  }
  if (Array.isArray(value)) {
    if (types.includes('array')) return walkEach(schema?.items, value);
    // A repeated query or form field where one value is expected: Ajv would take a lone item.
    if (types.includes('integer') || types.includes('string')) {
      if (value.length !== 1) return { key: 'field.wrong_type' };
      return walk(schema, value[0]);
    }
    return walkEach(undefined, value);
  }
  if (types.includes('integer') && !types.includes('string')) return inspectInteger(value, schema!);
  if (typeof value === 'string') return inspectText(value, schema?.['x-multiline'] === true);
  if (typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const error = walk(propertySchema(schema, key), item);
      if (error) return error;
    }
  }
  return null;
}

function walkEach(items: Schema | undefined, values: unknown[]): FieldError | null {
  for (const item of values) {
    const error = walk(items, item);
    if (error) return error;
  }
  return null;
}

/** Each top-level field of an object part (query, path, body) against the part's schema: the
 * failures by field name, as the envelope's `data` names them. */
export function inspectFields(
  schema: Schema | undefined,
  part: unknown,
): Record<string, FieldError> | null {
  if (part === null || part === undefined) return null;
  if (typeof part !== 'object' || Array.isArray(part)) {
    const error = walk(schema, part);
    return error ? { body: error } : null;
  }
  let failures: Record<string, FieldError> | null = null;
  for (const [key, value] of Object.entries(part)) {
    const error = walk(propertySchema(schema ? flatten(schema) : undefined, key), value);
    if (error) (failures ??= {})[key] = error;
  }
  return failures;
}
