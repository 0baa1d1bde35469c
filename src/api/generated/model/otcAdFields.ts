import type { PositiveDecimal } from './positiveDecimal';

/**
 * The terms of an ad, for publish and edit.
 */
export interface OtcAdFields {
  price: PositiveDecimal;
  /** The total quantity of the ad. */
  quantity: PositiveDecimal;
  min_amount: PositiveDecimal;
  max_amount: PositiveDecimal;
  /**
   * Comma-separated payment methods, each bound by the advertiser, e.g. `bank,alipay`.
   * @maxLength 18
   * @pattern ^(bank|alipay|wechat)(,(bank|alipay|wechat)){0,2}$
   */
  pay_kinds: string;
  /** @maxLength 200 */
  remark?: string;
}
