/**
 * Every setting an operator may read and change. Secrets (keys ending in `_key` or `_secret`)
 * live in the same table but are never listed, read or changed. An empty value of an optional
 * setting clears it, and its reader falls back as said.
 *
 * | key | type | range or form | default | what it does |
 * | --- | --- | --- | --- | --- |
 * | `customer_url` | url | http(s), required | `https://support.example.com/chat` | the customer-service chat the app's support page opens (`set/get_customer_url`) |
 * | `app_url` | url | http(s), optional | none: the request's own address | the public address of the app in invite links and posters |
 * | `download_url_android` | url | http(s), optional | none: not offered | the Android app download (`task/download`) |
 * | `download_url_ios` | url | http(s), optional | none: not offered | the iOS app download (`task/download`) |
 * | `spot.fee_rate` | rate | 0 to 0.1, at most 8 decimals | `0.001` | the spot trading fee, a share of what the user receives: the default of every pair without its own rate (console markets/spot) |
 * | `otc.fee_rate` | rate | 0 to 0.1, at most 8 decimals | `0.001` | the OTC fee on the seller's coin |
 * | `otc.margin_amount` | amount | 0.01 or more, at most 8 decimals | `100` | the margin a merchant pays before publishing ads |
 * | `otc.margin_currency` | coin | a listed coin's symbol | `USDT` | the coin of that margin |
 * | `otc.coins` | coins | listed coins' symbols, comma-separated | `USDT,BTC,ETH,BNB` | the coins traded peer-to-peer |
 * | `otc.legal` | text | three capital letters (ISO 4217) | `USD` | the fiat currency of OTC prices |
 * | `otc.pay_minutes` | integer | 1 to 1440 | `15` | minutes a buyer has to pay an OTC order |
 * | `otc.confirm_minutes` | integer | 1 to 1440 | `30` | minutes a seller has to confirm a payment |
 * | `otc.order_min_amount` | amount | 0.01 to 100000000, at most 2 decimals | `0.01` | the least legal value of one OTC order; an ad's minimum may not be lower (code 2531) |
 * | `otc.order_max_amount` | amount | 0.01 to 100000000, at most 2 decimals | `1000000` | the most legal value of one OTC order; an ad's maximum may not be higher (code 2531) |
 * | `security.withdraw_hold_hours` | integer | 0 to 168 | `24` | hours a user's withdrawals wait after a login password reset or a fund password change (code 1710); 0: no wait |
 * | `console.adjust_threshold_usdt` | amount | 0 or more, at most 8 decimals | `1000` | above this USDT value a balance adjustment waits for a second operator |
 */
export type SettingKey = (typeof SettingKey)[keyof typeof SettingKey];

export const SettingKey = {
  customer_url: 'customer_url',
  app_url: 'app_url',
  download_url_android: 'download_url_android',
  download_url_ios: 'download_url_ios',
  spotfee_rate: 'spot.fee_rate',
  otcfee_rate: 'otc.fee_rate',
  otcmargin_amount: 'otc.margin_amount',
  otcmargin_currency: 'otc.margin_currency',
  otccoins: 'otc.coins',
  otclegal: 'otc.legal',
  otcpay_minutes: 'otc.pay_minutes',
  otcconfirm_minutes: 'otc.confirm_minutes',
  otcorder_min_amount: 'otc.order_min_amount',
  otcorder_max_amount: 'otc.order_max_amount',
  securitywithdraw_hold_hours: 'security.withdraw_hold_hours',
  consoleadjust_threshold_usdt: 'console.adjust_threshold_usdt',
} as const;
