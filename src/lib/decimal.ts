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
  const places = Math.max(0, Math.floor(decimals));
  const plain = PLAIN.exec(value);
  if (plain) return cutPlain(plain, places);
  const parsed = parseDecimal(value);
  if (!parsed) return '';
  const cut = parsed.toDecimalPlaces(places, Decimal.ROUND_DOWN);
  return (cut.isZero() ? new D(0) : cut).toFixed(places);
}

// A plain decimal as the API sends it ("-12.345"), short enough for Decimal's 64 digits: cut as a
// string, which gives Decimal's answer without parsing (live screens format hundreds per second).
const PLAIN = /^(-?)(\d{1,30})(?:\.(\d{1,30}))?$/;

function cutPlain([, sign, int, frac = '']: RegExpExecArray, places: number): string {
  const whole = int!.replace(/^0+(?=\d)/, '');
  const part = frac.slice(0, places).padEnd(places, '0');
  const zero = /^0*$/.test(whole) && /^0*$/.test(part);
  return `${sign && !zero ? '-' : ''}${whole}${places ? `.${part}` : ''}`;
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
  const plain = typeof value === 'string' ? PLAIN.exec(value) : null;
  if (plain) return /[1-9]/.test(value as string) ? (plain[1] ? -1 : 1) : 0;
  const parsed = parseDecimal(value);
  if (!parsed || parsed.isZero()) return 0;
  return parsed.isNegative() ? -1 : 1;
}
