import type { Decimal } from './decimal';
import type { Family } from './family';
import type { Product } from './product';

export interface ProductConfig {
  family: Family;
  /** The highest expected 30-day return among the listed products (highlighted). */
  max_expected_30d_rate: Decimal;
  items: Product[];
}
