import type { TFunction } from 'i18next';
import type { DepositMethod, DepositStatus } from '../../../api/generated/model';
import type { StatusTone } from '../../../components/StatusTag/StatusTag';

export function methodLabel(t: TFunction, method: DepositMethod): string {
  switch (method) {
    case 'chain':
      return t('deposit:method.chain');
    case 'bank':
      return t('deposit:method.bank');
    case 'wechat':
      return t('deposit:method.wechat');
    case 'alipay':
      return t('deposit:method.alipay');
  }
}

export const statusLabels = (t: TFunction): Record<DepositStatus, string> => ({
  under_review: t('deposit:status.under_review'),
  passed: t('deposit:status.passed'),
  rejected: t('deposit:status.rejected'),
});

export const STATUS_TONES: Record<DepositStatus, StatusTone> = {
  under_review: 'warning',
  passed: 'success',
  rejected: 'danger',
};

/** Places to show a server amount with: its own (the server already cut it to the coin), at least 2. */
export const placesOf = (value: string) =>
  Math.min(18, Math.max(2, value.split('.')[1]?.length ?? 0));
