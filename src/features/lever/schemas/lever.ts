import { object, string } from 'yup';
import { parseDecimal } from '../../../lib/decimal';
import { MESSAGES as M } from './messages';

export type LeverSide = 'long' | 'short';

export interface StopValues {
  stop_profit: string;
  stop_loss: string;
}

export interface LeverValues extends StopValues {
  side: LeverSide;
  lots: string;
  multiple: string;
}

const PRICE = /^(0|[1-9]\d{0,19})(\.\d{1,18})?$/;
const positive = (v?: string) => !v || (PRICE.test(v) && Boolean(parseDecimal(v)?.gt(0)));

/** Stop prices: required, and on the right side of the current price (a long's profit above it, loss below). */
export function stopFields(side: LeverSide, price: string) {
  const long = side === 'long';
  return {
    stop_profit: string()
      .trim()
      .required(M.stopProfitRequired)
      .test('price', M.priceInvalid, positive)
      .test('side', M.stopProfitSide, (v) => {
        const x = parseDecimal(v);
        return !x || !positive(v) || (long ? x.gt(price) : x.lt(price));
      }),
    stop_loss: string()
      .trim()
      .required(M.stopLossRequired)
      .test('price', M.priceInvalid, positive)
      .test('side', M.stopLossSide, (v) => {
        const x = parseDecimal(v);
        return !x || !positive(v) || (long ? x.lt(price) : x.gt(price));
      }),
  };
}

export const stopSchema = (side: LeverSide, price: string) => object(stopFields(side, price));

/** What an opening is checked against: the price now, lot size, fee rate and the contract balance. */
export interface LeverLimits {
  price: string;
  lotSize: string;
  feeRate: string;
  balance: string;
}

/** Margin = lots × lot size × price / multiple, fee = notional × fee rate (both rounded up to 8 places, as the server does). */
export function leverCost(
  lots: string,
  multiple: string,
  limits: LeverLimits,
): { margin: string; fee: string } | null {
  if (!/^\d+$/.test(lots.trim()) || Number(lots) < 1 || !Number(multiple)) return null;
  const notional = parseDecimal(limits.lotSize)!.times(lots.trim()).times(limits.price);
  const up = (x: ReturnType<typeof parseDecimal>) =>
    x!.toDecimalPlaces(8, 2 /* ROUND_CEIL */).toFixed();
  return { margin: up(notional.div(multiple)), fee: up(notional.times(limits.feeRate)) };
}

/** Spec section 5 (leverage): lots a positive integer, at least 1; stop-profit and stop-loss required. */
export const leverSchema = (side: LeverSide, limits: LeverLimits, multiple: string) =>
  object({
    lots: string()
      .trim()
      .required(M.lotsMin)
      .test('lots', M.lotsMin, (v) => !v || (/^\d+$/.test(v) && Number(v) >= 1))
      .test('balance', M.insufficient, (v) => {
        const cost = leverCost(v ?? '', multiple, limits);
        return !cost || parseDecimal(cost.margin)!.plus(cost.fee).lte(limits.balance);
      }),
    ...stopFields(side, limits.price),
  });

export const leverInitialValues = (multiple: number): LeverValues => ({
  side: 'long',
  lots: '1',
  multiple: String(multiple),
  stop_profit: '',
  stop_loss: '',
});

/** Typing aids. */
export const PRICE_STRIP = /[^\d.]/g;
export const LOTS_STRIP = /\D/g;
