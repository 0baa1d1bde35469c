import { useTranslation } from 'react-i18next';
import type { Pledge } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { formatDate } from '../../../lib/date';
import styles from '../../../components/ProductPage/productPage.module.css';
import { PledgeStatusTag } from './tags';

/** Pledges: quantity, daily rate, awards so far, start and end (or release). */
export function PledgeRecords({ items }: { items: Pledge[] }) {
  const { t, i18n } = useTranslation('mining');
  const lang = i18n.language;
  if (items.length === 0) return <EmptyState title={t('mining:pledge.empty')} />;
  return (
    <ul className={styles.list} aria-label={t('mining:pledge.records')}>
      {items.map((p) => (
        <li key={p.id} className={styles.card}>
          <div className={styles.head}>
            <strong>
              <AmountText value={p.amount} decimals={8} unit={p.currency} />
            </strong>
            <PledgeStatusTag status={p.status} />
          </div>
          <dl className={styles.facts}>
            <dt>{t('mining:pledge.period')}</dt>
            <dd>{t('mining:pledge.days', { count: p.days })}</dd>
            <dt>{t('mining:pledge.awarded')}</dt>
            <dd>
              <AmountText value={p.awarded} decimals={8} unit={p.currency} />
            </dd>
            <dt>{t('mining:pledge.start')}</dt>
            <dd>{formatDate(p.started_at, lang)}</dd>
            <dt>
              {p.status === 'released' ? t('mining:pledge.releasedAt') : t('mining:pledge.end')}
            </dt>
            <dd>{formatDate(p.released_at ?? p.ends_at, lang)}</dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
