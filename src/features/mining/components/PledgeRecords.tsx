import { useTranslation } from 'react-i18next';
import {
  getPledgePledgeRecordQueryKey,
  pledgePledgeRecord,
} from '../../../api/generated/endpoints/mining/mining';
import type { Pledge } from '../../../api/generated/model';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { AmountText } from '../../../components/AmountText/AmountText';
import { formatDate } from '../../../lib/date';
import styles from '../../../components/ProductPage/productPage.module.css';
import { PledgeStatusTag } from './tags';

/** A pledge: quantity, daily rate, awards so far, start and end (or release). */
export function PledgeItem({ pledge: p }: { pledge: Pledge }) {
  const { t, i18n } = useTranslation('mining');
  const lang = i18n.language;
  return (
    <li className={styles.card}>
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
        <dt>{p.status === 'released' ? t('mining:pledge.releasedAt') : t('mining:pledge.end')}</dt>
        <dd>{formatDate(p.released_at ?? p.ends_at, lang)}</dd>
      </dl>
    </li>
  );
}

/** The user's pledges, a page at a time as the user scrolls. */
export function PledgeRecords() {
  const { t } = useTranslation('mining');
  const query = usePagedQuery<Pledge>(getPledgePledgeRecordQueryKey(), (page, signal) =>
    pledgePledgeRecord({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  return (
    <PagedList
      query={query}
      renderItem={(p) => <PledgeItem key={p.id} pledge={p} />}
      empty={t('mining:pledge.empty')}
      errorText={t('mining:pledge.failed')}
      label={t('mining:pledge.records')}
      listClassName={styles.list}
    />
  );
}
