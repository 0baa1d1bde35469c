import { useTranslation } from 'react-i18next';
import type { KycStatus } from '../../../api/generated/model';
import { StatusTag, type StatusTone } from '../../../components/StatusTag/StatusTag';

const TONES: Record<KycStatus, StatusTone> = {
  unverified: 'default',
  under_review: 'warning',
  verified: 'success',
};

export function KycStatusTag({ status }: { status: KycStatus }) {
  const { t } = useTranslation('settings');
  const labels: Record<KycStatus, string> = {
    unverified: t('settings:account.kycStatus.unverified'),
    under_review: t('settings:account.kycStatus.under_review'),
    verified: t('settings:account.kycStatus.verified'),
  };
  return <StatusTag status={status} tones={TONES} labels={labels} />;
}
