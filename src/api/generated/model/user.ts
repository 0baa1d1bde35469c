import type { AccountType } from './accountType';
import type { Id } from './id';
import type { KycLevel } from './kycLevel';
import type { KycStatus } from './kycStatus';
import type { Lang } from './lang';
import type { Timestamp } from './timestamp';

export interface User {
  id: Id;
  /** The e-mail or the phone number the user registered with. */
  account: string;
  account_type: AccountType;
  /** @nullable */
  email: string | null;
  /**
   * @nullable
   * @pattern ^\d{4,15}$
   */
  phone: string | null;
  /**
   * @nullable
   * @pattern ^\d{1,4}$
   */
  area_code: string | null;
  /**
   * @minLength 1
   * @maxLength 64
   */
  nickname: string;
  /** @pattern ^[A-Z0-9]{6,10}$ */
  invite_code: string;
  kyc_status: KycStatus;
  kyc_level: KycLevel;
  has_fund_password: boolean;
  lang: Lang;
  created_at: Timestamp;
}
