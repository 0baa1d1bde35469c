/**
 * Checked by the server, every field before any is written, each refusal with its own localized
 * reason in `data` (400, code 2751): name 1-60 characters; hashrate above 0, at most 8 decimals;
 * hashrate_unit one of the units; coin a listed coin's symbol; price and seat_price above 0 with
 * at most USDT's decimals; seats a whole number 1-1000; daily_yield above 0 with at most the
 * coin's decimals, and a seat's share (daily_yield / seats at the coin's decimals) above 0;
 * prepare_days a whole number 0-365; run_days 1-3650; offer_ends_at an ISO 8601 time in the
 * future (an unchanged one may have passed); sort a whole number.
 */
export interface MinerModelFields {
  /** @maxLength 60 */
  name: string;
  /** @maxLength 40 */
  hashrate: string;
  /** @maxLength 10 */
  hashrate_unit: string;
  /**
   * The mined coin's symbol (any case).
   * @maxLength 20
   */
  coin: string;
  /** @maxLength 40 */
  price: string;
  /** @maxLength 40 */
  seat_price: string;
  /** @maxLength 10 */
  seats: string;
  /** @maxLength 40 */
  daily_yield: string;
  /** @maxLength 10 */
  prepare_days: string;
  /** @maxLength 10 */
  run_days: string;
  /** @maxLength 40 */
  offer_ends_at: string;
  /**
   * Order in the app's list (default 0).
   * @maxLength 10
   */
  sort?: string;
}
