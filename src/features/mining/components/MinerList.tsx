import { useTranslation } from 'react-i18next';
import type { UserMiner } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { formatDate } from '../../../lib/date';
import styles from '../../../components/ProductPage/productPage.module.css';
import { MinerStateTag } from './tags';

/** The user's machines and seats: state, daily yield, accumulated. */
export function MinerList({ items }: { items: UserMiner[] }) {
  const { t, i18n } = useTranslation('mining');
  if (items.length === 0) return <EmptyState title={t('mining:mine.empty')} />;
  return (
    <ul className={styles.list} aria-label={t('mining:mine.title')}>
      {items.map((m) => (
        <li key={m.id} className={styles.card}>
          <div className={styles.head}>
            <strong>
              {m.name} ·{' '}
              {m.kind === 'seat'
                ? t('mining:mine.seats', { count: m.quantity })
                : t('mining:mine.machines', { count: m.quantity })}
            </strong>
            <MinerStateTag state={m.state} />
          </div>
          <dl className={styles.facts}>
            <dt>{t('mining:model.hashrate')}</dt>
            <dd>
              {m.hashrate} {m.hashrate_unit}
            </dd>
            <dt>{t('mining:model.dailyYield')}</dt>
            <dd>
              <AmountText value={m.daily_yield} decimals={8} unit={m.coin} />
            </dd>
            <dt>{t('mining:mine.accumulated')}</dt>
            <dd>
              <AmountText value={m.accumulated} decimals={8} unit={m.coin} />
            </dd>
            <dt>
              {m.state === 'preparing' ? t('mining:mine.earningFrom') : t('mining:mine.endsAt')}
            </dt>
            <dd>
              {formatDate(m.state === 'preparing' ? m.earning_from : m.ends_at, i18n.language)}
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
