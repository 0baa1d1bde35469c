export interface WithdrawInfoAddress {
  /** @minimum 1 */
  id: number;
  network: string;
  address: string;
}
