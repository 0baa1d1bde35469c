import type { FastifySchemaValidationError } from 'fastify';
import type { FieldError } from './app-error.ts';

// Turns the contract validator's findings into `{ field: message }` for the envelope's data.

function fieldOf(error: FastifySchemaValidationError, context: string | undefined): string {
  const missing = error.params?.missingProperty;
  if (typeof missing === 'string') return missing;
  const path = error.instancePath.replace(/^\//, '').split('/')[0];
  return path || context || 'body';
}

function limit(error: FastifySchemaValidationError): FieldError['params'] {
  return { limit: Number(error.params?.limit ?? 0) };
}

/** The spec's own wording (section 5) where it has one, else a generic field message. */
function messageOf(error: FastifySchemaValidationError, field: string): FieldError {
  switch (error.keyword) {
    case 'required':
      return { key: field === 'area_code' ? 'field.area_code_required' : 'field.required' };
    case 'minLength':
      return field === 'user_string'
        ? { key: 'field.invalid' }
        : { key: 'field.too_short', params: limit(error) };
    case 'maxLength':
      return { key: 'field.too_long', params: limit(error) };
    case 'minimum':
      return { key: 'field.at_least', params: limit(error) };
    case 'maximum':
      return { key: 'field.at_most', params: limit(error) };
    case 'type':
      return error.params?.type === 'integer'
        ? { key: 'field.whole_number' }
        : { key: 'field.invalid' };
    case 'format':
      return { key: error.params?.format === 'email' ? 'field.email_invalid' : 'field.invalid' };
    case 'pattern':
      if (field === 'user_string') return { key: 'field.phone_invalid' };
      if (field === 'code') return { key: 'field.code_format' };
      if (field === 'area_code') return { key: 'field.area_code_unknown' };
      return { key: 'field.invalid' };
    default:
      return { key: 'field.invalid' };
  }
}

export function fieldErrors(
  errors: FastifySchemaValidationError[],
  context?: string,
): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const error of errors) {
    const field = fieldOf(error, context);
    fields[field] ??= messageOf(error, field);
  }
  return fields;
}
