import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getProjectRecordQueryKey,
  projectRecord,
} from '../../../api/generated/endpoints/publication/publication';
import type { Subscription, SubscriptionStatus } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { formatDate } from '../../../lib/date';
import { CoinIcon } from '../../../components/CoinIcon';
import styles from '../../../components/ProductPage/productPage.module.css';
import subscription from './subscription.module.css';

/** The user's subscription records, by status (under review, passed, rejected), a page at a time. */
export function SubscriptionRecords() {
  const { t, i18n } = useTranslation('publication');
  const [tab, setTab] = useState<SubscriptionStatus>('under_review');
  const records = usePagedQuery<Subscription>(
    getProjectRecordQueryKey({ status: tab }),
    (page, signal) => projectRecord({ status: tab, page, limit: PAGE_SIZE }, undefined, signal),
  );
  const tabs = [
    { key: 'under_review', title: t('publication:status.under_review') },
    { key: 'passed', title: t('publication:status.passed') },
    { key: 'rejected', title: t('publication:status.rejected') },
  ] as const;
  const lang = i18n.language;
  return (
    <section aria-label={t('publication:records.title')}>
      <h2 className={styles.sectionTitle}>{t('publication:records.title')}</h2>
      <SegmentedTabs
        tabs={tabs}
        activeKey={tab}
        onChange={setTab}
        aria-label={t('publication:records.title')}
      />
      <PagedList
        query={records}
        empty={t('publication:records.empty')}
        errorText={t('publication:records.failed')}
        listClassName={styles.list}
        renderItem={(r) => (
          <li key={r.id} className={styles.card}>
            <div className={styles.head}>
              <span className={subscription.coinLine}>
                <CoinIcon symbol={r.currency} size={20} />
                <strong>{r.currency}</strong>
              </span>
              <span className={styles.muted}>{formatDate(r.created_at, lang)}</span>
            </div>
            <dl className={styles.facts}>
              <dt>{t('publication:records.amount')}</dt>
              <dd>
                <AmountText value={r.amount} decimals={8} unit={r.pay_currency} />
              </dd>
              <dt>{t('publication:records.accumulated')}</dt>
              <dd>
                <AmountText value={r.accumulated_return} decimals={6} unit={r.currency} />
              </dd>
              <dt>{t('publication:records.total')}</dt>
              <dd>
                <AmountText value={r.total_return} decimals={6} unit={r.currency} />
              </dd>
              {r.locked && (
                <>
                  <dt>{t('publication:records.unlock')}</dt>
                  <dd>{formatDate(r.unlock_at, lang)}</dd>
                </>
              )}
              <dt>{t('publication:records.completed')}</dt>
              <dd>{r.completed_at ? formatDate(r.completed_at, lang) : '--'}</dd>
            </dl>
          </li>
        )}
      />
    </section>
  );
}
