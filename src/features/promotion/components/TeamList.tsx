import { useTranslation } from 'react-i18next';
import {
  getUserInviteListQueryKey,
  userInviteList,
} from '../../../api/generated/endpoints/referral/referral';
import type { TeamMember } from '../../../api/generated/model';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { formatDate } from '../../../lib/date';
import styles from './promotion.module.css';

/** The team: direct invitees and theirs, with verification status, level and their own team size. */
export function TeamList() {
  const { t, i18n } = useTranslation('promotion');
  const team = usePagedQuery<TeamMember>(getUserInviteListQueryKey(), (page, signal) =>
    userInviteList({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  const kyc = {
    unverified: t('promotion:team.kyc.unverified'),
    under_review: t('promotion:team.kyc.under_review'),
    verified: t('promotion:team.kyc.verified'),
  };
  return (
    <PagedList
      query={team}
      empty={t('promotion:team.empty')}
      errorText={t('promotion:team.loadFailed')}
      label={t('promotion:tabs.team')}
      listClassName={styles.card}
      renderItem={(m) => (
        <li key={`${m.account}-${m.joined_at}`} className={styles.row}>
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
      )}
    />
  );
}
