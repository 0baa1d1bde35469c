// The terms of an ad (publish and edit): price, quantity, limits in the legal currency, payment methods.
import type { Db } from '../../db/index.ts';
import type { PaymentKind } from '../../db/schema/withdraw.ts';
import { InvalidDecimal, Money, parseAmount, type Decimal } from '../../lib/decimal.ts';
import type { Coin } from '../exchange/currencies.ts';
import { ownMethods } from '../bankbind/methods.ts';
import { otcFail } from './errors.ts';
import { LEGAL_PLACES, PRICE_PLACES, type OtcTerms } from './terms.ts';

export interface AdFieldsInput {
  price: string;
  quantity: string;
  min_amount: string;
  max_amount: string;
  pay_kinds: string;
  remark?: string;
}

export interface AdFields {
  price: Decimal;
  quantity: Decimal;
  minAmount: Decimal;
  maxAmount: Decimal;
  payKinds: PaymentKind[];
  remark: string;
}

const KINDS: PaymentKind[] = ['bank', 'alipay', 'wechat'];

/** A positive decimal with at most `places` places, or a 400 on `field`. */
export function parsePlaces(input: string, places: number, field: string): Decimal {
  try {
    return parseAmount(input, places);
  } catch (error) {
    if (error instanceof InvalidDecimal) throw otcFail.places(field, places);
    throw error;
  }
}

/** Parses the terms; the minimum may exceed neither the maximum nor the ad's worth (2505). */
export function parseAdFields(input: AdFieldsInput, coin: Coin): AdFields {
  const price = parsePlaces(input.price, PRICE_PLACES, 'price');
  const quantity = parsePlaces(input.quantity, coin.decimals, 'quantity');
  const minAmount = parsePlaces(input.min_amount, LEGAL_PLACES, 'min_amount');
  const maxAmount = parsePlaces(input.max_amount, LEGAL_PLACES, 'max_amount');
  if (minAmount.gt(maxAmount) || minAmount.gt(price.times(quantity))) throw otcFail.adLimits();
  const named = new Set(input.pay_kinds.split(','));
  return {
    price,
    quantity,
    minAmount,
    maxAmount,
    payKinds: KINDS.filter((k) => named.has(k)),
    remark: (input.remark ?? '').trim(),
  };
}

/**
 * The ad's limits must sit within the platform's order limits (otc.order_min_amount and
 * otc.order_max_amount; 422, code 2531): checked when an ad is published, edited or put online.
 */
export function assertPlatformLimits(
  minAmount: Decimal | string,
  maxAmount: Decimal | string,
  terms: OtcTerms,
): void {
  if (
    new Money(minAmount).lt(terms.orderMinAmount) ||
    new Money(maxAmount).gt(terms.orderMaxAmount)
  )
    throw otcFail.outsidePlatform(
      new Money(terms.orderMinAmount).toFixed(LEGAL_PLACES),
      new Money(terms.orderMaxAmount).toFixed(LEGAL_PLACES),
      terms.legal,
    );
}

/** Whoever receives the money (a sell ad's advertiser) must have each method bound (2504). */
export async function assertBound(db: Db, userId: number, kinds: PaymentKind[]): Promise<void> {
  const bound = new Set((await ownMethods(db, userId)).map((m) => m.kind));
  if (!kinds.every((k) => bound.has(k))) throw otcFail.payKindUnbound();
}
