import { useTranslation } from 'react-i18next';
import type { WithdrawStatus } from '../../../api/generated/model';
import { StatusTag } from '../../../components/StatusTag/StatusTag';

const TONES = { under_review: 'warning', passed: 'success', rejected: 'danger' } as const;

/** Passed, rejected or under review (spec section 4). */
export function WithdrawStatusTag({ status }: { status: WithdrawStatus }) {
  const { t } = useTranslation('withdraw');
  const labels = {
    under_review: t('withdraw:status.under_review'),
    passed: t('withdraw:status.passed'),
    rejected: t('withdraw:status.rejected'),
  };
  return <StatusTag status={status} tones={TONES} labels={labels} />;
}
