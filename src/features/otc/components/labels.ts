import type { TFunction } from 'i18next';
import type { OtcAdStatus, OtcOrderStatus, OtcPayKind } from '../../../api/generated/model';
import type { StatusTone } from '../../../components/StatusTag/StatusTag';

export const PAY_KINDS: readonly OtcPayKind[] = ['bank', 'alipay', 'wechat'];

export const payKindLabel = (t: TFunction, kind: OtcPayKind): string =>
  ({
    bank: t('otc:payKind.bank'),
    alipay: t('otc:payKind.alipay'),
    wechat: t('otc:payKind.wechat'),
  })[kind];

export const orderStatusLabels = (t: TFunction): Record<OtcOrderStatus, string> => ({
  to_be_paid: t('otc:status.to_be_paid'),
  to_be_confirmed: t('otc:status.to_be_confirmed'),
  confirmed: t('otc:status.confirmed'),
  cancelled: t('otc:status.cancelled'),
  seller_appealing: t('otc:status.seller_appealing'),
  overtime_appealing: t('otc:status.overtime_appealing'),
});

export const ORDER_STATUS_TONES: Record<OtcOrderStatus, StatusTone> = {
  to_be_paid: 'warning',
  to_be_confirmed: 'primary',
  confirmed: 'success',
  cancelled: 'default',
  seller_appealing: 'danger',
  overtime_appealing: 'danger',
};

export const adStatusLabels = (t: TFunction): Record<OtcAdStatus, string> => ({
  online: t('otc:adStatus.online'),
  offline: t('otc:adStatus.offline'),
  deleted: t('otc:adStatus.deleted'),
});

export const AD_STATUS_TONES: Record<OtcAdStatus, StatusTone> = {
  online: 'success',
  offline: 'default',
  deleted: 'danger',
};

/** The taker's action on an ad ("Buy USDT"): a `sell` ad is what the user buys from. */
export const takerAction = (t: TFunction, side: 'buy' | 'sell', coin: string): string =>
  side === 'sell' ? t('otc:action.buy', { coin }) : t('otc:action.sell', { coin });

/** Completion rate 0..1 as a percentage with one place, cut down; "--" before any finished order. */
export const percentOf = (rate: string | null): string => {
  if (rate === null) return '--';
  const value = Math.floor(Number(rate) * 1000) / 10;
  return Number.isFinite(value) ? `${value}%` : '--';
};
