import { AppError, fail } from '../../http/app-error.ts';

// Finer reasons (2501-2599) of the peer-to-peer area, as openapi/paths/otc.yaml documents them. The
// fund password keeps the security module's 1301/1302.
export const OtcCode = {
  marginRequired: 2501,
  marginPaid: 2502,
  refundBlocked: 2503,
  payKind: 2504,
  adTerms: 2505,
  ownAd: 2507,
  adNotOnline: 2508,
  outsideLimits: 2509,
  beyondRemaining: 2510,
  orderState: 2511,
  appealTooEarly: 2512,
  adHasOrders: 2513,
  adOnline: 2514,
  payExpired: 2515,
  wrongParty: 2516,
  insufficientBalance: 2517,
  kycRequired: 2520,
  merchantSuspended: 2521,
  amountRequired: 2530,
  outsidePlatform: 2531,
} as const;

const error = (
  status: number,
  key: ConstructorParameters<typeof AppError>[1],
  code: number,
  params?: Record<string, string | number>,
) => new AppError(status, key, params ? { code, params } : { code });

export const otcFail = {
  marginRequired: () => error(409, 'otc.margin_required', OtcCode.marginRequired),
  marginPaid: () => error(409, 'otc.margin_already_paid', OtcCode.marginPaid),
  refundBlocked: () => error(409, 'otc.refund_blocked', OtcCode.refundBlocked),
  payKindUnbound: () => error(422, 'otc.pay_kind_unbound', OtcCode.payKind),
  payKindNotAccepted: () => error(422, 'otc.pay_kind_not_accepted', OtcCode.payKind),
  adLimits: () => error(422, 'otc.ad_limits', OtcCode.adTerms),
  belowTraded: () => error(422, 'otc.below_traded', OtcCode.adTerms),
  ownAd: () => error(403, 'otc.own_ad', OtcCode.ownAd),
  adNotOnline: () => error(409, 'otc.ad_not_online', OtcCode.adNotOnline),
  outsideLimits: (min: string, max: string, legal: string) =>
    error(422, 'otc.outside_limits', OtcCode.outsideLimits, { min, max, legal }),
  beyondRemaining: () => error(422, 'otc.beyond_remaining', OtcCode.beyondRemaining),
  orderState: () => error(409, 'otc.order_state', OtcCode.orderState),
  appealTooEarly: () => error(409, 'otc.appeal_too_early', OtcCode.appealTooEarly),
  adHasOrders: () => error(409, 'otc.ad_has_orders', OtcCode.adHasOrders),
  adOnline: () => error(409, 'otc.ad_online', OtcCode.adOnline),
  payExpired: () => error(409, 'otc.pay_expired', OtcCode.payExpired),
  buyerOnly: () => error(403, 'otc.buyer_only', OtcCode.wrongParty),
  sellerOnly: () => error(403, 'otc.seller_only', OtcCode.wrongParty),
  insufficientBalance: () => error(422, 'otc.insufficient_balance', OtcCode.insufficientBalance),
  kycRequired: () => error(403, 'otc.kyc_required', OtcCode.kycRequired),
  merchantSuspended: () => error(403, 'otc.merchant_suspended', OtcCode.merchantSuspended),
  amountRequired: () => error(422, 'otc.amount_required', OtcCode.amountRequired),
  /** An ad's limits outside the platform's order limits (otc.order_min_amount / _max_amount). */
  outsidePlatform: (min: string, max: string, legal: string) =>
    error(422, 'otc.ad_outside_platform', OtcCode.outsidePlatform, { min, max, legal }),
  coinUnknown: () => fail.validation({ currency_id: 'otc.field.coin_unknown' }),
  uploadUnknown: () => fail.validation({ voucher_upload_id: 'otc.field.upload_unknown' }),
  places: (field: string, places: number) =>
    fail.validation({ [field]: { key: 'otc.field.places', params: { places } } }),
};
