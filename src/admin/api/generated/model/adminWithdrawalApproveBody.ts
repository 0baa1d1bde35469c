import type { PayoutReference } from './payoutReference';

export type AdminWithdrawalApproveBody = {
  payout_reference: PayoutReference;
};
