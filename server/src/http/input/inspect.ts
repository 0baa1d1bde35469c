import type { FieldError } from '../app-error.ts';

// The checks of one submitted value against the strict reading of its schema. Ajv, which validates
// next, coerces loosely (`Number()`: '0x10' is 16, '1e2' is 100, ' 1' is 1, true is 1, null is 0)
// and lets through text the database cannot hold (NUL) or a string cannot mean (a lone surrogate).
// These run first, on the value as it arrived.

/** An integer as the contract means it: optional minus, then digits. Nothing `Number()` also takes. */
const CANONICAL_INTEGER = /^-?[0-9]+$/;

/** C0 controls and DEL. Tab, line feed and carriage return are allowed where a field is multi-line. */
// eslint-disable-next-line no-control-regex -- the characters this refuses
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const LINE_BREAK_OR_TAB = /[\t\n\r]/;

export interface IntegerBounds {
  minimum?: number;
  maximum?: number;
}

/** A submitted integer (a form's text or a JSON number) checked against its bounds, exactly. */
export function inspectInteger(value: unknown, bounds: IntegerBounds): FieldError | null {
  let digits: string;
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return { key: 'field.whole_number' };
    digits = String(value);
  } else if (typeof value === 'string' && CANONICAL_INTEGER.test(value)) {
    digits = value;
  } else {
    return { key: 'field.whole_number' };
  }
  // Longer than any bound (2^53 has 16 digits): out of range, without reading a huge number.
  if (digits.replace(/^-?0*/, '').length > 20) return outOfRange(digits.startsWith('-'), bounds);
  // BigInt: '9007199254740993' must not round down into range.
  const n = BigInt(digits);
  if (bounds.minimum !== undefined && n < BigInt(bounds.minimum))
    return { key: 'field.at_least', params: { limit: bounds.minimum } };
  if (bounds.maximum !== undefined && n > BigInt(bounds.maximum))
    return { key: 'field.at_most', params: { limit: bounds.maximum } };
  return null;
}

/** Text the database can store and a person can have meant. */
export function inspectText(value: string, multiline: boolean): FieldError | null {
  if (!value.isWellFormed()) return { key: 'field.unreadable_text' };
  if (CONTROL.test(value)) return { key: 'field.control_characters' };
  if (!multiline && LINE_BREAK_OR_TAB.test(value)) return { key: 'field.line_breaks' };
  return null;
}

function outOfRange(negative: boolean, bounds: IntegerBounds): FieldError | null {
  if (negative && bounds.minimum !== undefined)
    return { key: 'field.at_least', params: { limit: bounds.minimum } };
  if (!negative && bounds.maximum !== undefined)
    return { key: 'field.at_most', params: { limit: bounds.maximum } };
  return { key: 'field.whole_number' };
}
