import type { Decimal } from './decimal';

export interface ReviewBalance {
  currency: string;
  available: Decimal;
  frozen: Decimal;
}
