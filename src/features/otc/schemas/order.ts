import { object, string } from 'yup';
import { parseDecimal } from '../../../lib/decimal';
import type { AdTerms } from './convert';
import { isPositiveDecimal, LEGAL_DECIMALS, placesOf } from './decimal';
import { MESSAGES as M } from './messages';

/** An order on an ad, typed either as an amount (legal currency) or as a quantity (coin). */
export interface OrderValues {
  by: 'amount' | 'quantity';
  value: string;
}

export const orderInitialValues = (): OrderValues => ({ by: 'amount', value: '' });

/** The order's worth in the legal currency and its quantity in the coin, exactly (no cut). */
function termsOf(values: OrderValues, price: string) {
  const value = parseDecimal(values.value);
  const p = parseDecimal(price);
  if (!value || !p || p.lte(0)) return null;
  return values.by === 'amount'
    ? { amount: value, quantity: value.div(p) }
    : { amount: value.times(p), quantity: value };
}

/** Amount or quantity required (spec section 5), within the ad's limits and what it has left. */
export const orderSchema = (ad: AdTerms, decimals: number) =>
  object({
    by: string().oneOf(['amount', 'quantity']).required(),
    value: string()
      .trim()
      .required(M.orderRequired)
      .test('number', M.numberInvalid, (v) => !v || isPositiveDecimal(v))
      .test('amountPlaces', M.amountPlaces, function (v) {
        return !v || (this.parent as OrderValues).by !== 'amount' || placesOf(v) <= LEGAL_DECIMALS;
      })
      .test('quantityPlaces', M.quantityPlaces, function (v) {
        return !v || (this.parent as OrderValues).by !== 'quantity' || placesOf(v) <= decimals;
      })
      .test('min', M.belowMin, function () {
        const terms = termsOf(this.parent as OrderValues, ad.price);
        const min = parseDecimal(ad.min_amount);
        return !terms || !min || terms.amount.gte(min);
      })
      .test('max', M.aboveMax, function () {
        const terms = termsOf(this.parent as OrderValues, ad.price);
        const max = parseDecimal(ad.max_amount);
        return !terms || !max || terms.amount.lte(max);
      })
      .test('remaining', M.aboveRemaining, function () {
        const terms = termsOf(this.parent as OrderValues, ad.price);
        const remaining = parseDecimal(ad.remaining_quantity);
        return !terms || !remaining || terms.quantity.lte(remaining);
      }),
  });
