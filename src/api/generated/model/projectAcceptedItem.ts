export type ProjectAcceptedItem = {
  /** @minimum 1 */
  currency_id: number;
  currency: string;
};
