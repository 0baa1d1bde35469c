import { useTranslation } from 'react-i18next';
import type { KycReviewStatus } from '../../../api/generated/model';
import { StatusTag, type StatusTone } from '../../../components/StatusTag/StatusTag';

const TONES: Record<KycReviewStatus, StatusTone> = {
  unverified: 'default',
  under_review: 'warning',
  verified: 'success',
  rejected: 'danger',
};

/** The state of one verification level: unverified, under review, verified or rejected. */
export function KycLevelTag({ status }: { status: KycReviewStatus }) {
  const { t } = useTranslation('kyc');
  const labels: Record<KycReviewStatus, string> = {
    unverified: t('kyc:status.unverified'),
    under_review: t('kyc:status.under_review'),
    verified: t('kyc:status.verified'),
    rejected: t('kyc:status.rejected'),
  };
  return <StatusTag status={status} tones={TONES} labels={labels} />;
}
