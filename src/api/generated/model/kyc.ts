import type { KycLevel } from './kycLevel';
import type { KycLevelState } from './kycLevelState';

export interface Kyc {
  level: KycLevel;
  basic: KycLevelState;
  advanced: KycLevelState;
}
