import type { NewsKind } from './newsKind';
import type { Timestamp } from './timestamp';

export interface NewsItem {
  /** @minimum 1 */
  id: number;
  kind: NewsKind;
  /** @minimum 1 */
  category_id: number;
  category: string;
  title: string;
  summary: string;
  published_at: Timestamp;
}
