import { useQueryClient } from '@tanstack/react-query';
import {
  getAdminAdjustmentsQueryKey,
  getAdminUserJournalQueryKey,
  getAdminUserQueryKey,
  getAdminUserActivityQueryKey,
  useAdminSecondFactorResetApprove,
  useAdminSecondFactorResetReject,
  useAdminUserAdjust,
  useAdminUserEndSession,
  useAdminUserEndSessions,
  useAdminUserFreezeSignIn,
  useAdminUserFreezeWithdrawals,
  useAdminUserResetFundPassword,
  useAdminUserSecondFactorReset,
  useAdminUserUnfreezeSignIn,
  useAdminUserUnfreezeWithdrawals,
} from '../../api/generated/endpoints/admin-users/admin-users';
import type { AdjustForm, Role } from '../../api/generated/model';

export type UserAction =
  | 'freeze_sign_in'
  | 'unfreeze_sign_in'
  | 'freeze_withdrawals'
  | 'unfreeze_withdrawals'
  | 'end_sessions'
  | 'reset_fund_password';

/** The role each action needs, as the contract's x-role says (openapi/paths/admin-users.yaml). */
export const ACTION_ROLE: Record<UserAction | 'adjust', Role> = {
  freeze_sign_in: 'reviewer',
  unfreeze_sign_in: 'reviewer',
  end_sessions: 'reviewer',
  reset_fund_password: 'reviewer',
  freeze_withdrawals: 'finance',
  unfreeze_withdrawals: 'finance',
  adjust: 'finance',
};

/** The audited actions on one user; each refreshes the user's page (and journal) once done. */
export function useUserActions(id: string) {
  const client = useQueryClient();
  const options = {
    mutation: {
      onSettled: () =>
        Promise.all([
          client.invalidateQueries({ queryKey: getAdminUserQueryKey(id) }),
          client.invalidateQueries({ queryKey: getAdminUserJournalQueryKey(id) }),
          client.invalidateQueries({ queryKey: getAdminAdjustmentsQueryKey() }),
          client.invalidateQueries({ queryKey: getAdminUserActivityQueryKey(id) }),
        ]),
    },
  };
  const mutations = {
    freeze_sign_in: useAdminUserFreezeSignIn(options),
    unfreeze_sign_in: useAdminUserUnfreezeSignIn(options),
    freeze_withdrawals: useAdminUserFreezeWithdrawals(options),
    unfreeze_withdrawals: useAdminUserUnfreezeWithdrawals(options),
    end_sessions: useAdminUserEndSessions(options),
    reset_fund_password: useAdminUserResetFundPassword(options),
  };
  const adjust = useAdminUserAdjust(options);
  const endSession = useAdminUserEndSession(options);
  const askReset = useAdminUserSecondFactorReset(options);
  const approveReset = useAdminSecondFactorResetApprove(options);
  const rejectReset = useAdminSecondFactorResetReject(options);
  return {
    /** The second factor's reset, four eyes: a reviewer asks, another admin decides. */
    askReset: (reason: string) => askReset.mutateAsync({ id, data: { reason } }),
    approveReset: (resetId: number) => approveReset.mutateAsync({ id: resetId }),
    rejectReset: (resetId: number, reason: string) =>
      rejectReset.mutateAsync({ id: resetId, data: { reason } }),
    run: (action: UserAction, reason: string) =>
      mutations[action].mutateAsync({ id, data: { reason } }),
    adjust: (form: AdjustForm) => adjust.mutateAsync({ id, data: form }),
    endSession: (sessionId: number, reason: string) =>
      endSession.mutateAsync({ id, sessionId, data: { reason } }),
  };
}
