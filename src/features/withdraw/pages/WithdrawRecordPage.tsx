import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  chargeMentionLog3,
  getChargeMentionLog3QueryKey,
} from '../../../api/generated/endpoints/withdraw/withdraw';
import type { Withdrawal } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { CoinIcon } from '../../../components/CoinIcon';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PagedList } from '../../../components/PagedList/PagedList';
import { PAGE_SIZE, usePagedQuery } from '../../../components/PagedList/usePagedQuery';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { Sheet } from '../../../components/Sheet/Sheet';
import { formatDate } from '../../../lib/date';
import { RecordDetail } from '../components/RecordDetail';
import styles from '../components/withdraw.module.css';
import { WithdrawStatusTag } from '../components/WithdrawStatusTag';

const DECIMALS = 8;

function RecordItem({ record, onOpen }: { record: Withdrawal; onOpen: () => void }) {
  const { t, i18n } = useTranslation('withdraw');
  return (
    <li className={styles.item}>
      <button type="button" className={styles.itemButton} onClick={onOpen}>
        <span className={styles.row}>
          <span className={styles.coin}>
            <CoinIcon symbol={record.currency} size={20} />
            <span>
              {record.currency} ·{' '}
              {record.method === 'bank'
                ? t('withdraw:records.typeBank')
                : t('withdraw:records.typeChain', { network: record.network ?? '' })}
            </span>
          </span>
          <WithdrawStatusTag status={record.status} />
        </span>
        <span className={styles.row}>
          <span className={styles.muted}>{t('withdraw:records.amount')}</span>
          <AmountText value={record.amount} decimals={DECIMALS} unit={record.currency} />
        </span>
        <span className={styles.row}>
          <span className={styles.muted}>
            {t('withdraw:records.fee')} / {t('withdraw:records.receive')}
          </span>
          <span>
            <AmountText value={record.fee} decimals={DECIMALS} /> /{' '}
            <AmountText value={record.receive} decimals={DECIMALS} />
          </span>
        </span>
        <span className={styles.muted}>{formatDate(record.created_at, i18n.language)}</span>
      </button>
    </li>
  );
}

/** pages/assets/withdraw/detail: the user's withdrawal records with their status, and one record's
 * detail in a modal sheet. */
export default function WithdrawRecordPage() {
  const { t } = useTranslation('withdraw');
  const list = usePagedQuery<Withdrawal>(getChargeMentionLog3QueryKey(), (page, signal) =>
    chargeMentionLog3({ page, limit: PAGE_SIZE }, undefined, signal),
  );
  const [open, setOpen] = useState<Withdrawal | null>(null);
  return (
    <PageFrame
      nav={<NavBar title={t('withdraw:records.title')} />}
      onRefresh={() => list.refetch()}
    >
      <PagedList
        query={list}
        renderItem={(r) => <RecordItem key={r.id} record={r} onOpen={() => setOpen(r)} />}
        empty={t('withdraw:records.empty')}
        errorText={t('withdraw:records.loadFailed')}
        listClassName={styles.list}
      />
      <Sheet
        open={open !== null}
        title={t('withdraw:records.detail')}
        onClose={() => setOpen(null)}
        flush
      >
        {open && <RecordDetail record={open} decimals={DECIMALS} />}
      </Sheet>
    </PageFrame>
  );
}
