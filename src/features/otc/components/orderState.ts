import type { TFunction } from 'i18next';
import type { OtcOrder } from '../../../api/generated/model';

export const isOpen = (order: OtcOrder) =>
  order.status !== 'confirmed' && order.status !== 'cancelled';
export const isAppealing = (order: OtcOrder) =>
  order.status === 'seller_appealing' || order.status === 'overtime_appealing';

/** What the order's state means for the user looking at it (their role decides the words). */
export function stateSentence(t: TFunction, order: OtcOrder): string {
  const buyer = order.role === 'buyer';
  switch (order.status) {
    case 'to_be_paid':
      return buyer ? t('otc:state.payNow') : t('otc:state.waitPayment');
    case 'to_be_confirmed':
      return buyer ? t('otc:state.waitRelease') : t('otc:state.checkAndRelease');
    case 'confirmed':
      if (order.appeal?.resolution === 'buyer') return t('otc:state.appealForBuyer');
      return buyer
        ? t('otc:state.doneBuyer', { quantity: order.receive_quantity, coin: order.currency })
        : t('otc:state.doneSeller');
    case 'cancelled':
      if (order.cancel_reason === 'timeout') return t('otc:state.cancelledTimeout');
      if (order.cancel_reason === 'appeal') return t('otc:state.cancelledAppeal');
      return t('otc:state.cancelledBuyer');
    case 'seller_appealing':
      return buyer ? t('otc:state.sellerAppealingBuyer') : t('otc:state.sellerAppealingSeller');
    case 'overtime_appealing':
      return buyer ? t('otc:state.overtimeAppealingBuyer') : t('otc:state.overtimeAppealingSeller');
  }
}
