import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getRemittanceRemittanceListQueryKey,
  getRemittanceRemittanceRecordQueryKey,
  remittanceRemittanceList,
  remittanceRemittanceRecord,
} from '../../../api/generated/endpoints/exchange/exchange';
import type { Gift } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { formatDate } from '../../../lib/date';
import styles from './exchange.module.css';

type Direction = 'sent' | 'received';

/** Gifts sent and received, one tab each. */
export function GiftRecords({ decimalsOf }: { decimalsOf: (currencyId: number) => number }) {
  const { t } = useTranslation('exchange');
  const [tab, setTab] = useState<Direction>('sent');
  const tabs = [
    { key: 'sent', title: t('exchange:gift.tabs.sent') },
    { key: 'received', title: t('exchange:gift.tabs.received') },
  ] as const;
  return (
    <section className={styles.section} aria-label={t('exchange:gift.records')}>
      <SegmentedTabs
        tabs={tabs}
        activeKey={tab}
        onChange={setTab}
        aria-label={t('exchange:gift.records')}
      />
      {tab === 'sent' ? (
        <SentGifts decimalsOf={decimalsOf} />
      ) : (
        <ReceivedGifts decimalsOf={decimalsOf} />
      )}
    </section>
  );
}

function GiftItem({ gift, decimals, label }: { gift: Gift; decimals: number; label: string }) {
  const { i18n } = useTranslation('exchange');
  return (
    <li className={styles.item}>
      <div className={styles.row}>
        <span>
          {label} {gift.counterparty}
        </span>
        <span className={styles.coin}>
          <CoinIcon symbol={gift.currency} size={20} />
          <AmountText value={gift.amount} decimals={decimals} unit={gift.currency} />
        </span>
      </div>
      <span className={styles.muted}>{formatDate(gift.created_at, i18n.language)}</span>
    </li>
  );
}

function SentGifts({ decimalsOf }: { decimalsOf: (currencyId: number) => number }) {
  const { t } = useTranslation('exchange');
  const list = usePagedQuery<Gift>(getRemittanceRemittanceListQueryKey(), (page, signal) =>
    remittanceRemittanceList({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  return (
    <PagedList
      query={list}
      renderItem={(g: Gift) => (
        <GiftItem
          key={g.id}
          gift={g}
          decimals={decimalsOf(g.currency_id)}
          label={t('exchange:gift.to')}
        />
      )}
      empty={t('exchange:gift.sentEmpty')}
      errorText={t('exchange:gift.recordsFailed')}
      listClassName={styles.list}
    />
  );
}

function ReceivedGifts({ decimalsOf }: { decimalsOf: (currencyId: number) => number }) {
  const { t } = useTranslation('exchange');
  const list = usePagedQuery<Gift>(getRemittanceRemittanceRecordQueryKey(), (page, signal) =>
    remittanceRemittanceRecord({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  return (
    <PagedList
      query={list}
      renderItem={(g: Gift) => (
        <GiftItem
          key={g.id}
          gift={g}
          decimals={decimalsOf(g.currency_id)}
          label={t('exchange:gift.from')}
        />
      )}
      empty={t('exchange:gift.receivedEmpty')}
      errorText={t('exchange:gift.recordsFailed')}
      listClassName={styles.list}
    />
  );
}
