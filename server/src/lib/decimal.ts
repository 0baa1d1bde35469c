// Money helpers. Amounts travel as decimal strings and are computed with decimal.js; the database
// stores numeric(38,18). Round DOWN what is credited to users, round UP fees (never in the user's favour
// at the platform's expense, never against the user by more than one unit of the last place).
import { Decimal } from 'decimal.js';

// Enough digits for numeric(38,18) sums without silent rounding.
export const Money = Decimal.clone({
  precision: 60,
  rounding: Decimal.ROUND_DOWN,
  toExpNeg: -40,
  toExpPos: 60,
});
export type Money = Decimal;

export const MAX_SCALE = 18;
const DECIMAL_PATTERN = /^-?(?:0|[1-9]\d*)(?:\.\d+)?$/;

export class InvalidDecimal extends Error {
  readonly input: unknown;
  constructor(input: unknown, reason: string) {
    super(`invalid decimal ${JSON.stringify(input)}: ${reason}`);
    this.input = input;
    this.name = 'InvalidDecimal';
  }
}

/** Strictly parses a plain decimal string ("12.5", "-0.001"); rejects exponents, blanks, NaN, junk. */
export function parseDecimal(input: string | Decimal, maxScale = MAX_SCALE): Decimal {
  if (Decimal.isDecimal(input)) return checkScale(new Money(input), input, maxScale);
  if (typeof input !== 'string' || !DECIMAL_PATTERN.test(input))
    throw new InvalidDecimal(input, 'not a plain decimal');
  return checkScale(new Money(input), input, maxScale);
}

function checkScale(value: Decimal, input: unknown, maxScale: number): Decimal {
  if (!value.isFinite()) throw new InvalidDecimal(input, 'not finite');
  if (value.decimalPlaces() > maxScale)
    throw new InvalidDecimal(input, `more than ${maxScale} decimal places`);
  return value;
}

/** Parses a strictly positive amount with at most `maxScale` decimals. */
export function parseAmount(input: string | Decimal, maxScale = MAX_SCALE): Decimal {
  const value = parseDecimal(input, maxScale);
  if (value.lte(0)) throw new InvalidDecimal(input, 'must be greater than zero');
  return value;
}

/** Canonical form: no exponent, no trailing zeros ("1.50000" -> "1.5", "-0" -> "0"). */
export function toDecimalString(value: Decimal | string): string {
  const d = new Money(value);
  return d.isZero() ? '0' : d.toFixed();
}

/** Fixed places, truncated (what a user sees: never show more than they have). */
export function formatDown(value: Decimal | string, places: number): string {
  return new Money(value).toFixed(places, Decimal.ROUND_DOWN);
}

/** Amount credited to a user: rounded down to the currency's places. */
export function roundCredit(value: Decimal | string, places: number): Decimal {
  return new Money(value).toDecimalPlaces(places, Decimal.ROUND_FLOOR);
}

/** Fee charged: rounded up to the currency's places. */
export function roundFee(value: Decimal | string, places: number): Decimal {
  return new Money(value).toDecimalPlaces(places, Decimal.ROUND_CEIL);
}

export { Decimal };
