import type { PositiveDecimal } from './positiveDecimal';

export interface AmendRequest {
  /** @minimum 1 */
  id: number;
  price?: PositiveDecimal;
  quantity?: PositiveDecimal;
}
