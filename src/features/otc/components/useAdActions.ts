import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  getOtcBailQueryKey,
  getOtcMyTradeDetailQueryKey,
  getOtcMyTradeListQueryKey,
  getOtcTradeListQueryKey,
  useOtcCancelTrade,
  useOtcUpdateShow,
} from '../../../api/generated/endpoints/otc/otc';
import type { OtcAd } from '../../../api/generated/model';
import { ignoreHandled } from '../../../api/http';
import { confirmDialog } from '../../../components/imperative/dialog';
import { showToast } from '../../../components/imperative/toast';

/** Publish, unpublish or delete one of the user's ads; every list that shows it follows. */
export function useAdActions() {
  const { t } = useTranslation('otc');
  const queryClient = useQueryClient();
  const show = useOtcUpdateShow();
  const remove = useOtcCancelTrade();
  const refresh = () => {
    // The margin's refund blocker depends on online ads too.
    for (const queryKey of [
      getOtcMyTradeListQueryKey(),
      getOtcMyTradeDetailQueryKey(),
      getOtcTradeListQueryKey(),
      getOtcBailQueryKey(),
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
  const toggle = async (ad: OtcAd) => {
    const online = ad.status === 'online';
    try {
      await show.mutateAsync({ data: { id: ad.id, show: online ? 0 : 1 } });
      refresh();
      void showToast({
        content: online ? t('otc:myAds.unpublished') : t('otc:myAds.published'),
        icon: 'success',
      });
    } catch (error) {
      ignoreHandled(error);
    }
  };
  const destroy = async (ad: OtcAd): Promise<boolean> => {
    const sure = await confirmDialog({
      title: t('otc:myAds.deleteTitle'),
      content:
        ad.side === 'sell'
          ? t('otc:myAds.deleteSell', { coin: ad.currency })
          : t('otc:myAds.deleteBuy'),
      confirmText: t('otc:myAds.delete'),
      cancelText: t('otc:myAds.keep'),
    });
    if (!sure) return false;
    try {
      await remove.mutateAsync({ data: { id: ad.id } });
      refresh();
      void showToast({ content: t('otc:myAds.deleted'), icon: 'success' });
      return true;
    } catch (error) {
      ignoreHandled(error);
      return false;
    }
  };
  return { toggle, destroy, busy: show.isPending || remove.isPending };
}
