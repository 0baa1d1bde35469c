import { CheckCircleFill } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OtcTrader } from '../../../api/generated/model';
import { PATHS } from '../../../lib/paths';
import { percentOf } from './labels';
import styles from './otc.module.css';

/** "Verified": basic KYC passed; "Verified merchant": verified by the platform as a merchant. */
export function VerifiedBadge({ merchant = false }: { merchant?: boolean }) {
  const { t } = useTranslation('otc');
  const label = t(merchant ? 'otc:trader.merchant' : 'otc:trader.verified');
  return (
    <span className={styles.verified} title={label}>
      <CheckCircleFill aria-hidden="true" /> {label}
    </span>
  );
}

/** Nickname (to the trader's page unless `plain`), one badge (verified merchant, else KYC
 * verified), completed orders and rate. */
export function TraderLine({ trader, plain }: { trader: OtcTrader; plain?: boolean }) {
  const { t } = useTranslation('otc');
  const name = (
    <>
      <span className={styles.avatar} aria-hidden="true">
        {trader.nickname.slice(0, 1).toUpperCase()}
      </span>
      <span className={styles.nickname}>{trader.nickname}</span>
    </>
  );
  return (
    <div className={styles.trader}>
      {plain ? (
        <span className={styles.traderName}>{name}</span>
      ) : (
        <Link className={styles.traderName} to={`${PATHS.otcTrader}?user_id=${trader.user_id}`}>
          {name}
        </Link>
      )}
      {trader.verified_merchant ? <VerifiedBadge merchant /> : trader.verified && <VerifiedBadge />}
      <span className={styles.traderStats}>
        {t('otc:trader.orders', { count: trader.completed_orders })} ·{' '}
        {t('otc:trader.rate', { rate: percentOf(trader.completion_rate) })}
      </span>
    </div>
  );
}
