import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  getChargeMentionLog2QueryKey,
  useWalletChargeReq,
} from '../../../api/generated/endpoints/deposit/deposit';
import type { ChargeRequest } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { showToast } from '../../../components/imperative/toast';
import { PATHS } from '../../../lib/paths';

/** Sends a deposit application; on success shows it (pages/assets/deposit/charge), else "Failed to submit". */
export function useSubmitDeposit() {
  const { t } = useTranslation('deposit');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const charge = useWalletChargeReq({ request: { silent: true } });
  return async (data: ChargeRequest) => {
    try {
      const deposit = await charge.mutateAsync({ data });
      await queryClient.invalidateQueries({ queryKey: getChargeMentionLog2QueryKey() });
      void showToast({ content: t('deposit:form.submitted'), icon: 'success' });
      void navigate(`${PATHS.depositCharge}?id=${deposit.id}`, { replace: true });
    } catch (error) {
      const reason = error instanceof ApiError ? error.message : '';
      void showToast({
        content: reason
          ? t('deposit:form.submitFailedReason', { reason })
          : t('deposit:form.submitFailed'),
        icon: 'fail',
      });
    }
  };
}
