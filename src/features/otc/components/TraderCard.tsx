import { useTranslation } from 'react-i18next';
import type { OtcTrader } from '../../../api/generated/model';
import { formatDate } from '../../../lib/date';
import { percentOf } from './labels';
import styles from './otc.module.css';
import { VerifiedBadge } from './TraderLine';

/** A trader's public record: never contact or payment details. */
export function TraderCard({ trader }: { trader: OtcTrader }) {
  const { t, i18n } = useTranslation('otc');
  const minutes = trader.average_release_minutes;
  const stats: [string, string][] = [
    [t('otc:trader.completedOrders'), String(trader.completed_orders)],
    [t('otc:trader.completionRate'), percentOf(trader.completion_rate)],
    [
      t('otc:trader.releaseTime'),
      minutes === null ? '--' : t('otc:trader.minutes', { count: minutes }),
    ],
  ];
  return (
    <section className={styles.profile} aria-labelledby="otc-trader-name">
      <div className={styles.profileHead}>
        <span className={`${styles.avatar} ${styles.avatarLarge}`} aria-hidden="true">
          {trader.nickname.slice(0, 1).toUpperCase()}
        </span>
        <div>
          <h2 id="otc-trader-name" className={styles.profileName}>
            {trader.nickname}
          </h2>
          <p className={styles.muted}>
            {trader.verified ? <VerifiedBadge /> : t('otc:trader.unverified')} ·{' '}
            {trader.verified_merchant && (
              <>
                <VerifiedBadge merchant /> ·{' '}
              </>
            )}
            {t('otc:trader.joined', { date: formatDate(trader.joined_at, i18n.language) })}
          </p>
        </div>
      </div>
      <dl className={styles.stats}>
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
