// Parsers shared by the console's form handlers: each turns one submitted field into a value, or
// null when the field is not one (the handler then names that field in its 400 answer).
import { InvalidDecimal, parseDecimal, type Decimal } from '../lib/decimal.ts';

/** A decimal with at most `places` digits after the point; null when blank or malformed. */
export function decimal(input: unknown, places: number): Decimal | null {
  if (typeof input !== 'string' || input.trim() === '') return null;
  try {
    return parseDecimal(input.trim(), places);
  } catch (error) {
    if (error instanceof InvalidDecimal) return null;
    throw error;
  }
}

/** A whole number from `min` to `max`, given as a number or its digits; null otherwise. */
export function whole(input: unknown, min: number, max: number): number | null {
  const text = String(input ?? '').trim();
  if (!/^-?\d{1,9}$/.test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}
