import { object, string } from 'yup';
import { parseDecimal } from '../../../lib/decimal';
import { MESSAGES as M } from './messages';

export type Side = 'buy' | 'sell';
export type OrderKind = 'market' | 'limit';

export interface TradeValues {
  price: string;
  quantity: string;
}

export const tradeInitialValues = (): TradeValues => ({ price: '', quantity: '' });

export interface TradeLimits {
  side: Side;
  type: OrderKind;
  /** The pair's last price (what a market order is checked at). */
  lastPrice: string;
  priceDecimals: number;
  quantityDecimals: number;
  /** Available quote coin (buy) or base coin (sell). */
  available: string;
}

const PLAIN_DECIMAL = /^(0|[1-9]\d{0,19})(\.\d+)?$/;
const positive = (value?: string) =>
  Boolean(value && PLAIN_DECIMAL.test(value) && parseDecimal(value)?.gt(0));
const places = (n: number) => (value?: string) => !value || (value.split('.')[1]?.length ?? 0) <= n;

/** Spot order: quantity always, price for a limit order, and enough balance (or sellable balance). */
export function tradeSchema(l: TradeLimits) {
  const price =
    l.type === 'limit'
      ? string()
          .trim()
          .required(M.priceRequired)
          .test('price', M.priceInvalid, positive)
          .test('places', M.pricePlaces, places(l.priceDecimals))
      : string();
  return object({
    price,
    quantity: string()
      .trim()
      .required(M.quantityRequired)
      .test('quantity', M.quantityInvalid, positive)
      .test('places', M.quantityPlaces, places(l.quantityDecimals))
      .test(
        'balance',
        l.side === 'buy' ? M.insufficientBalance : M.insufficientSellable,
        function (value) {
          const quantity = parseDecimal(value);
          const available = parseDecimal(l.available) ?? parseDecimal('0')!;
          if (!quantity) return true;
          if (l.side === 'sell') return quantity.lte(available);
          const at = parseDecimal(
            l.type === 'limit' ? (this.parent as TradeValues).price : l.lastPrice,
          );
          return !at || quantity.times(at).lte(available);
        },
      ),
  });
}
