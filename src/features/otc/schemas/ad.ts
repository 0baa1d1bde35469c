import { array, mixed, number, object, string } from 'yup';
import type { OtcPayKind, OtcSide } from '../../../api/generated/model';
import { parseDecimal } from '../../../lib/decimal';
import { isPositiveDecimal, LEGAL_DECIMALS, placesOf, PRICE_DECIMALS } from './decimal';
import { MESSAGES as M } from './messages';

/** The terms of an ad, as the publish and edit form holds them. */
export interface AdValues {
  side: OtcSide;
  currency_id: number;
  price: string;
  quantity: string;
  min_amount: string;
  max_amount: string;
  pay_kinds: OtcPayKind[];
  remark: string;
}

export const adInitialValues = (currencyId: number, side: OtcSide = 'sell'): AdValues => ({
  side,
  currency_id: currencyId,
  price: '',
  quantity: '',
  min_amount: '',
  max_amount: '',
  pay_kinds: [],
  remark: '',
});

const positive = (required: string, places: number, placesMessage: string) =>
  string()
    .trim()
    .required(required)
    .test('number', M.numberInvalid, (v) => !v || isPositiveDecimal(v))
    .test('places', placesMessage, (v) => !v || placesOf(v) <= places);

/** The platform's order limits in the legal currency (the OTC market's order_min/max_amount). */
export interface PlatformLimits {
  order_min_amount: string;
  order_max_amount: string;
}

/**
 * Everything required and positive; min <= max and min <= price x quantity (server code 2505);
 * both within the platform's order limits (server code 2531).
 */
export const adSchema = (decimals: number, platform: PlatformLimits) =>
  object({
    side: mixed<OtcSide>().oneOf(['buy', 'sell']).required(),
    currency_id: number().required(),
    price: positive(M.priceRequired, PRICE_DECIMALS, M.pricePlaces),
    quantity: positive(M.quantityRequired, decimals, M.quantityPlaces),
    min_amount: positive(M.minRequired, LEGAL_DECIMALS, M.amountPlaces)
      .test('minMax', M.minAboveMax, function (v) {
        const min = parseDecimal(v);
        const max = parseDecimal((this.parent as AdValues).max_amount);
        return !min || !max || min.lte(max);
      })
      .test('worth', M.minAboveWorth, function (v) {
        const { price, quantity } = this.parent as AdValues;
        const min = parseDecimal(v);
        const p = parseDecimal(price);
        const q = parseDecimal(quantity);
        return !min || !p || !q || min.lte(p.times(q));
      })
      .test('platformMin', M.belowPlatformMin, (v) => {
        const min = parseDecimal(v);
        const floor = parseDecimal(platform.order_min_amount);
        return !min || !floor || min.gte(floor);
      }),
    max_amount: positive(M.maxRequired, LEGAL_DECIMALS, M.amountPlaces).test(
      'platformMax',
      M.abovePlatformMax,
      (v) => {
        const max = parseDecimal(v);
        const ceiling = parseDecimal(platform.order_max_amount);
        return !max || !ceiling || max.lte(ceiling);
      },
    ),
    pay_kinds: array(mixed<OtcPayKind>().required())
      .min(1, M.payKindsRequired)
      .required(M.payKindsRequired),
    remark: string().max(200, M.remarkTooLong),
  });
