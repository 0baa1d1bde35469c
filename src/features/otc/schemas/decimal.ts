import { parseDecimal } from '../../../lib/decimal';

/** Prices and amounts are in the legal currency, shown and typed with two places. */
export const LEGAL_DECIMALS = 2;
/** Ad prices may be finer than a cent (cheap coins). */
export const PRICE_DECIMALS = 8;

const PLAIN_DECIMAL = /^(0|[1-9]\d{0,19})(\.\d+)?$/;

/** A plain positive decimal as typed ("12", "0.5"), no sign or exponent. */
export const isPositiveDecimal = (v: string | undefined) =>
  Boolean(v && PLAIN_DECIMAL.test(v) && parseDecimal(v)?.gt(0));

export const placesOf = (v: string) => v.split('.')[1]?.length ?? 0;

/** Typing aid: keep digits and one decimal point. */
export const DECIMAL_STRIP = /[^\d.]/g;
