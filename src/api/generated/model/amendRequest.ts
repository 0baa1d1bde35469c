import type { Id } from './id';
import type { PositiveDecimal } from './positiveDecimal';

export interface AmendRequest {
  id: Id;
  price?: PositiveDecimal;
  quantity?: PositiveDecimal;
}
