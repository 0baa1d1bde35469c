// The money of a spot fill: what the user pays and receives, the fee (rounded up, in the coin the user
// receives) and the ledger legs against the house market-making book ('swap') and the fee house.
import { houseAccount, userAccount, type Bucket, type Leg } from '../../ledger/index.ts';
import { Money, roundCredit, roundFee, toDecimalString, type Decimal } from '../../lib/decimal.ts';
import type { OrderSide } from '../../db/schema/market.ts';
import type { Pair } from '../market/pairs.ts';
import type { Coin } from '../exchange/currencies.ts';

export const DEFAULT_FEE_RATE = '0.001';
export const FEE_RATE_SETTING = 'spot.fee_rate';

export interface FillTerms {
  price: Decimal;
  /** Quote-coin value: paid (buy, rounded up) or received before the fee (sell, rounded down). */
  amount: Decimal;
  fee: Decimal;
  feeCurrencyId: number;
  legs: Leg[];
}

/** Quote coin a buy must hold (and a limit buy freezes): price x quantity rounded up. */
export function buyCost(price: Decimal, quantity: Decimal, quote: Coin): Decimal {
  return roundFee(price.times(quantity), quote.decimals);
}

/** The fill of `quantity` at `price`; `from` is the bucket the user pays from (frozen for a limit order). */
export function fillTerms(
  userId: number,
  _pair: Pair,
  coins: { base: Coin; quote: Coin },
  side: OrderSide,
  price: Decimal,
  quantity: Decimal,
  feeRate: string,
  from: Bucket,
  paid?: Decimal,
): FillTerms | null {
  const { base, quote } = coins;
  const leg = (account: Leg['account'], bucket: Bucket, amount: Decimal): Leg => ({
    account,
    bucket,
    amount: toDecimalString(amount),
  });
  if (side === 'buy') {
    const cost = paid ?? buyCost(price, quantity, quote);
    const fee = roundFee(quantity.times(feeRate), base.decimals);
    const receive = quantity.minus(fee);
    if (receive.lte(0)) return null;
    const legs = [
      leg(userAccount(userId, quote.id), from, cost.neg()),
      leg(houseAccount('swap', quote.id), 'available', cost),
      leg(houseAccount('swap', base.id), 'available', quantity.neg()),
      leg(userAccount(userId, base.id), 'available', receive),
    ];
    if (fee.gt(0)) legs.push(leg(houseAccount('fees', base.id), 'available', fee));
    return { price, amount: cost, fee, feeCurrencyId: base.id, legs };
  }
  const gross = roundCredit(price.times(quantity), quote.decimals);
  const fee = roundFee(gross.times(feeRate), quote.decimals);
  const net = gross.minus(fee);
  if (net.lte(0)) return null;
  const legs = [
    leg(userAccount(userId, base.id), from, quantity.neg()),
    leg(houseAccount('swap', base.id), 'available', quantity),
    leg(houseAccount('swap', quote.id), 'available', gross.neg()),
    leg(userAccount(userId, quote.id), 'available', net),
  ];
  if (fee.gt(0)) legs.push(leg(houseAccount('fees', quote.id), 'available', fee));
  return { price, amount: gross, fee, feeCurrencyId: quote.id, legs };
}

export const money = (x: string | Decimal) => new Money(x);
