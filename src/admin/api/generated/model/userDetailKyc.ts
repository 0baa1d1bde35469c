import type { KycLevel } from './kycLevel';
import type { UserKycLevelState } from './userKycLevelState';

export type UserDetailKyc = {
  level: KycLevel;
  basic: UserKycLevelState;
  advanced: UserKycLevelState;
};
