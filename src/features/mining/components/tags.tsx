import { useTranslation } from 'react-i18next';
import type { MinerState, PledgeStatus } from '../../../api/generated/model';
import { StatusTag } from '../../../components/StatusTag/StatusTag';

const MINER_TONES = { preparing: 'warning', earning: 'success', ended: 'default' } as const;
const PLEDGE_TONES = { active: 'primary', released: 'success' } as const;

export function MinerStateTag({ state }: { state: MinerState }) {
  const { t } = useTranslation('mining');
  const labels = {
    preparing: t('mining:state.preparing'),
    earning: t('mining:state.earning'),
    ended: t('mining:state.ended'),
  };
  return <StatusTag status={state} tones={MINER_TONES} labels={labels} />;
}

export function PledgeStatusTag({ status }: { status: PledgeStatus }) {
  const { t } = useTranslation('mining');
  const labels = { active: t('mining:pledge.active'), released: t('mining:pledge.released') };
  return <StatusTag status={status} tones={PLEDGE_TONES} labels={labels} />;
}
