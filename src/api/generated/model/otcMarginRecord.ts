import type { Decimal } from './decimal';
import type { Id } from './id';
import type { OtcMarginRecordKind } from './otcMarginRecordKind';
import type { Timestamp } from './timestamp';

export interface OtcMarginRecord {
  id: Id;
  kind: OtcMarginRecordKind;
  currency: string;
  amount: Decimal;
  created_at: Timestamp;
}
