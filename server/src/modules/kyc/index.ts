// The kyc area for other modules: gate withdrawals and trading on `kycStatus(db, userId)`.
export { kycStatus, type KycLevel, type KycLevelStatus, type KycState } from './status.ts';
