import type { Decimals } from './decimals';
import type { Id } from './id';

export interface ProjectCoinChoice {
  currency_id: Id;
  /** The coin's symbol. */
  currency: string;
  /** The coin's decimal places (a supply's limit). */
  decimals: Decimals;
  /** False while delisted (not a payment coin then). */
  listed: boolean;
}
