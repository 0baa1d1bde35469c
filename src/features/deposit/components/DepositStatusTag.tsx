import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '../../../api/generated/model';
import { StatusTag } from '../../../components/StatusTag/StatusTag';
import { STATUS_TONES, statusLabels } from './labels';

export function DepositStatusTag({ status, solid }: { status: DepositStatus; solid?: boolean }) {
  const { t } = useTranslation('deposit');
  return <StatusTag status={status} tones={STATUS_TONES} labels={statusLabels(t)} solid={solid} />;
}
