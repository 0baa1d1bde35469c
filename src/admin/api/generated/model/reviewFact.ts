export interface ReviewFact {
  /**
   * Stable snake_case name the console translates, in the order to show them, absent ones
   * left out. deposit: method, currency, amount, fee, receive, network, address. withdraw:
   * method, currency, amount, fee, receive, network, address, destination (bank), memo,
   * payout_reference. kyc_basic: name, country, id_number, contact. kyc_advanced: address,
   * then the verified basic identity (name, country, id_number, contact). subscription:
   * project, coin, quantity, price, amount, pay_currency, rate, lock_days. otc_appeal:
   * order_no, side, coin, quantity, price, amount, fee, receive, payment_kind, appellant,
   * appeal_description, cancel_reason, resolution. Any decided item may add reason.
   */
  key: string;
  value: string;
}
