import { useQueryClient } from '@tanstack/react-query';
import { getUserKycQueryKey, useUserKyc } from '../../../api/generated/endpoints/kyc/kyc';
import { getUserCenterQueryKey } from '../../../api/generated/endpoints/profile/profile';

/** The verification state, and a way to refresh it (and the user's summary) after a submission. */
export function useKycState() {
  const kyc = useUserKyc();
  const client = useQueryClient();
  const invalidate = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: getUserKycQueryKey() }),
      client.invalidateQueries({ queryKey: getUserCenterQueryKey() }),
    ]);
  return { kyc, invalidate };
}
