import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Kyc, KycLevelState } from '../../../api/generated/model';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { KycSkeleton } from './KycSkeleton';
import { LevelStatus } from './LevelStatus';
import { useKycState } from './useKycState';
import styles from './kyc.module.css';

export interface KycLevelPageProps {
  title: string;
  level: 'basic' | 'advanced';
  /** What to show instead of the form while this level cannot be applied for yet, or null. */
  blocked?: (kyc: Kyc) => ReactNode;
  /** The application form, for a level never applied for or rejected. */
  form: (state: KycLevelState) => ReactNode;
}

/**
 * A verification level's page: loading, load failure, "under review" or "verified" instead of
 * the form, and otherwise the form itself.
 */
export function KycLevelPage({ title, level, blocked, form }: KycLevelPageProps) {
  const { t } = useTranslation('kyc');
  const { kyc } = useKycState();

  let body: ReactNode;
  if (kyc.isPending) body = <KycSkeleton />;
  else if (kyc.isError)
    body = <ErrorState message={t('kyc:index.loadFailed')} onRetry={() => void kyc.refetch()} />;
  else {
    const state = kyc.data[level];
    const decided = state.status === 'under_review' || state.status === 'verified';
    body = blocked?.(kyc.data) ?? (decided ? <LevelStatus state={state} /> : form(state));
  }

  return (
    <PageFrame
      nav={<NavBar title={title} backTo={PATHS.verification} />}
      className={styles.content}
    >
      {body}
    </PageFrame>
  );
}
