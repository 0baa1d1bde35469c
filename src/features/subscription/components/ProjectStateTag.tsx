import { useTranslation } from 'react-i18next';
import type { ProjectState } from '../../../api/generated/model';
import { StatusTag } from '../../../components/StatusTag/StatusTag';

const TONES = {
  upcoming: 'default',
  during_subscription: 'primary',
  sold_out: 'danger',
  launched: 'success',
} as const;

export function ProjectStateTag({ state }: { state: ProjectState }) {
  const { t } = useTranslation('publication');
  const labels = {
    upcoming: t('publication:state.upcoming'),
    during_subscription: t('publication:state.during_subscription'),
    sold_out: t('publication:state.sold_out'),
    launched: t('publication:state.launched'),
  };
  return <StatusTag status={state} tones={TONES} labels={labels} />;
}
