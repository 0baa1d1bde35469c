import Decimal from 'decimal.js';

// Amounts are shown truncated to a currency's decimals, never rounded (ARCHITECTURE section 4):
// a balance of 0.129 shown with 2 decimals is 0.12, never 0.13 the user cannot withdraw.
const D = Decimal.clone({
  precision: 64,
  rounding: Decimal.ROUND_DOWN,
  toExpNeg: -64,
  toExpPos: 64,
});

/** Parse a decimal string or number; null when it is not a finite number. */
export function parseDecimal(value: string | number | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (text === '') return null;
  try {
    const parsed = new D(text);
    return parsed.isFinite() ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * `value` cut (toward zero) to exactly `decimals` places, as a plain string without exponent.
 * Bad input gives ''; a negative result that truncates to zero is '0', never '-0'.
 */
export function truncateDecimal(value: string, decimals: number): string {
  const parsed = parseDecimal(value);
  if (!parsed) return '';
  const places = Math.max(0, Math.floor(decimals));
  const cut = parsed.toDecimalPlaces(places, Decimal.ROUND_DOWN);
  return (cut.isZero() ? new D(0) : cut).toFixed(places);
}

/** Insert thousands separators into the integer part of a plain decimal string. */
export function groupThousands(text: string, separator = ','): string {
  const [int = '', frac] = text.split('.');
  const sign = int.startsWith('-') ? '-' : '';
  const digits = sign ? int.slice(1) : int;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return `${sign}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

/** Truncate and optionally group: the one formatting path for amounts on screen. */
export function formatAmount(value: string | number, decimals: number, group = false): string {
  const cut = truncateDecimal(String(value), decimals);
  return group && cut ? groupThousands(cut) : cut;
}

/** -1, 0 or 1 for a decimal string (0 for bad input), to colour a change up or down. */
export function decimalSign(value: string | number | null | undefined): -1 | 0 | 1 {
  const parsed = parseDecimal(value);
  if (!parsed || parsed.isZero()) return 0;
  return parsed.isNegative() ? -1 : 1;
}
