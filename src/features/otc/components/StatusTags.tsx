import { useTranslation } from 'react-i18next';
import type { OtcAdStatus, OtcOrderStatus } from '../../../api/generated/model';
import { StatusTag } from '../../../components/StatusTag/StatusTag';
import { AD_STATUS_TONES, adStatusLabels, ORDER_STATUS_TONES, orderStatusLabels } from './labels';

/** To be paid, to be confirmed, confirmed, cancelled, seller or overtime appealing. */
export function OrderStatusTag({ status }: { status: OtcOrderStatus }) {
  const { t } = useTranslation('otc');
  return <StatusTag status={status} tones={ORDER_STATUS_TONES} labels={orderStatusLabels(t)} />;
}

/** Online (listed) or offline (unpublished). */
export function AdStatusTag({ status }: { status: OtcAdStatus }) {
  const { t } = useTranslation('otc');
  return <StatusTag status={status} tones={AD_STATUS_TONES} labels={adStatusLabels(t)} />;
}
