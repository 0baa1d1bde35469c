import { useQueryClient } from '@tanstack/react-query';
import {
  getAdminQueueQueryKey,
  getAdminQueuesQueryKey,
  useAdminReviewApprove,
  useAdminReviewReject,
  useAdminWithdrawalApprove,
  useAdminWithdrawalReject,
} from '../../api/generated/endpoints/admin-reviews/admin-reviews';
import type { ReviewerKind, ReviewKind } from '../../api/generated/model';

/** Approve or reject an item of `kind` (withdrawals have their own, finance-only operations);
 * either way the queue and the counts are asked again, since another console may have acted. */
export function useDecision(kind: ReviewKind) {
  const client = useQueryClient();
  const settled = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: getAdminQueueQueryKey(kind) }),
      client.invalidateQueries({ queryKey: getAdminQueuesQueryKey() }),
    ]);
  const options = { mutation: { onSettled: settled } };
  const reviewApprove = useAdminReviewApprove(options);
  const reviewReject = useAdminReviewReject(options);
  const withdrawalApprove = useAdminWithdrawalApprove(options);
  const withdrawalReject = useAdminWithdrawalReject(options);
  const reviewer = kind as ReviewerKind;

  return {
    /** A withdrawal's approval records its payout reference (chain tx hash or bank reference). */
    approve: (id: string, payoutReference = '') =>
      kind === 'withdraw'
        ? withdrawalApprove.mutateAsync({ id, data: { payout_reference: payoutReference } })
        : reviewApprove.mutateAsync({ kind: reviewer, id }),
    reject: (id: string, reason: string) =>
      kind === 'withdraw'
        ? withdrawalReject.mutateAsync({ id, data: { reason } })
        : reviewReject.mutateAsync({ kind: reviewer, id, data: { reason } }),
  };
}
