/**
 * Checked by the server, each rule with its own localized message in `data` (400, code 2741):
 * currency an existing coin's symbol other than USDT (listed or not); intro_en required, every
 * description at most 2000 characters; issue_price above 0 with at most 8 decimals; payment_coins
 * one or more listed coins' symbols, comma-separated, not the project's coin; starts_at <
 * ends_at <= launch_at (ISO 8601); lock_days a whole number 0-3650; supply above 0 with at most
 * the coin's decimals and not below `reserved`; min_usdt and max_usdt above 0 with at most USDT's
 * decimals, min_usdt <= max_usdt; user_limit_usdt empty (no limit) or at least min_usdt; sort a
 * whole number.
 */
export interface ProjectFields {
  /**
   * The coin's symbol (any case).
   * @maxLength 20
   */
  currency: string;
  /** @maxLength 4000 */
  intro_en: string;
  /** @maxLength 4000 */
  intro_zh?: string;
  /** @maxLength 4000 */
  intro_hk?: string;
  /** @maxLength 4000 */
  intro_jp?: string;
  /** @maxLength 4000 */
  intro_kr?: string;
  /** @maxLength 4000 */
  intro_esp?: string;
  /** @maxLength 4000 */
  intro_th?: string;
  /**
   * USDT per coin.
   * @maxLength 40
   */
  issue_price: string;
  /**
   * Symbols, comma-separated, e.g. "USDT,BTC".
   * @maxLength 200
   */
  payment_coins: string;
  /** @maxLength 40 */
  starts_at: string;
  /** @maxLength 40 */
  ends_at: string;
  /** @maxLength 40 */
  launch_at: string;
  /** @maxLength 10 */
  lock_days: string;
  /** @maxLength 40 */
  supply: string;
  /** @maxLength 40 */
  min_usdt: string;
  /** @maxLength 40 */
  max_usdt: string;
  /**
   * Empty for no limit.
   * @maxLength 40
   */
  user_limit_usdt?: string;
  /**
   * Order in the app's list (default 0).
   * @maxLength 10
   */
  sort?: string;
}
