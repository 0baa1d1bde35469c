import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useUserInviteList } from '../../../api/generated/endpoints/referral/referral';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { formatDate } from '../../../lib/date';
import styles from './promotion.module.css';

/** The team: direct invitees and theirs, with verification status, level and their own team size. */
export function TeamList() {
  const { t, i18n } = useTranslation('promotion');
  const team = useUserInviteList({ page: 1, limit: 50 });
  if (team.isPending) return <Skeleton.Paragraph lineCount={4} animated aria-busy="true" />;
  if (team.isError)
    return (
      <ErrorState message={t('promotion:team.loadFailed')} onRetry={() => void team.refetch()} />
    );
  if (team.data.items.length === 0) return <EmptyState title={t('promotion:team.empty')} />;
  const kyc = {
    unverified: t('promotion:team.kyc.unverified'),
    under_review: t('promotion:team.kyc.under_review'),
    verified: t('promotion:team.kyc.verified'),
  };
  return (
    <ul className={styles.card} aria-label={t('promotion:tabs.team')}>
      {team.data.items.map((m, i) => (
        <li key={`${m.account}-${i}`} className={styles.row}>
          <div>
            <div>{m.account}</div>
            <div className={styles.muted}>
              {formatDate(m.joined_at, i18n.language)} ·{' '}
              {m.depth === 1 ? t('promotion:team.direct') : t('promotion:team.indirect')}
            </div>
          </div>
          <div style={{ textAlign: 'right' }}>
            <div>{kyc[m.kyc_status]}</div>
            <div className={styles.muted}>
              {t('promotion:team.levelTeam', { level: m.level, n: m.team_count })}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
