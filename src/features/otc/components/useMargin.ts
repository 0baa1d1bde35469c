import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getOtcBailQueryKey,
  getOtcTransferRecordQueryKey,
  useOtcRefund,
  useOtcTransfer,
} from '../../../api/generated/endpoints/otc/otc';
import type { OtcMargin } from '../../../api/generated/model';
import { ignoreHandled } from '../../../api/http';
import { confirmDialog } from '../../../components/imperative/dialog';
import { showToast } from '../../../components/imperative/toast';

/** Pay or refund the margin, each after a confirmation; the card and the records follow. */
export function useMarginActions(margin: OtcMargin) {
  const { t } = useTranslation('otc');
  const queryClient = useQueryClient();
  const transfer = useOtcTransfer();
  const refund = useOtcRefund();
  const done = (next: OtcMargin, message: string) => {
    queryClient.setQueryData(getOtcBailQueryKey(), next);
    void queryClient.invalidateQueries({ queryKey: getOtcTransferRecordQueryKey() });
    void showToast({ content: message, icon: 'success' });
  };
  const terms = { amount: margin.required_amount, coin: margin.currency };
  const pay = async () => {
    const sure = await confirmDialog({
      title: t('otc:margin.payTitle'),
      content: t('otc:margin.payContent', terms),
      confirmText: t('otc:margin.pay'),
      cancelText: t('otc:margin.notNow'),
    });
    if (!sure) return;
    try {
      done(await transfer.mutateAsync(), t('otc:margin.paid'));
    } catch (error) {
      ignoreHandled(error);
    }
  };
  const refundMargin = async () => {
    const sure = await confirmDialog({
      title: t('otc:margin.refundTitle'),
      content: t('otc:margin.refundContent', { amount: margin.paid_amount, coin: margin.currency }),
      confirmText: t('otc:margin.refund'),
      cancelText: t('otc:margin.notNow'),
    });
    if (!sure) return;
    try {
      done(await refund.mutateAsync(), t('otc:margin.refunded'));
    } catch (error) {
      ignoreHandled(error);
    }
  };
  return { pay, refund: refundMargin, busy: transfer.isPending || refund.isPending };
}
