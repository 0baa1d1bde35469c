import type { Decimal } from './decimal';
import type { OtcMarginRecordKind } from './otcMarginRecordKind';
import type { Timestamp } from './timestamp';

export interface OtcMarginRecord {
  /** @minimum 1 */
  id: number;
  kind: OtcMarginRecordKind;
  currency: string;
  amount: Decimal;
  created_at: Timestamp;
}
