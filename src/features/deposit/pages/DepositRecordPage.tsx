import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useChargeMentionLog2,
  useDepositChannels,
} from '../../../api/generated/endpoints/deposit/deposit';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import styles from '../components/deposit.module.css';
import { DepositItem } from '../components/DepositItem';
import { PageSkeleton } from '../components/PageSkeleton';

const PAGE = 20;

/** pages/assets/transfer/record: the user's deposit records with their status, by coin. */
export default function DepositRecordPage() {
  const { t } = useTranslation('deposit');
  const [currencyId, setCurrencyId] = useState(0);
  const [limit, setLimit] = useState(PAGE);
  const coins = useDepositChannels().data?.coins ?? [];
  const records = useChargeMentionLog2({
    page: 1,
    limit,
    ...(currencyId ? { currency_id: currencyId } : {}),
  });

  let body;
  if (records.isPending) body = <PageSkeleton lines={8} />;
  else if (records.isError)
    body = (
      <ErrorState message={t('deposit:record.loadFailed')} onRetry={() => void records.refetch()} />
    );
  else if (records.data.items.length === 0) body = <EmptyState title={t('deposit:record.empty')} />;
  else
    body = (
      <>
        <ul className={styles.list}>
          {records.data.items.map((d) => (
            <DepositItem key={d.id} deposit={d} />
          ))}
        </ul>
        {records.data.total > records.data.items.length && limit < 100 && (
          <Button
            block
            fill="none"
            color="primary"
            onClick={() => setLimit((l) => Math.min(100, l + PAGE))}
          >
            {t('deposit:record.more')}
          </Button>
        )}
      </>
    );

  return (
    <PageFrame
      nav={<NavBar title={t('deposit:record.title')} backTo={PATHS.deposit} />}
      onRefresh={() => records.refetch()}
      className={styles.content}
    >
      <select
        className={styles.filter}
        aria-label={t('deposit:record.filter')}
        value={currencyId}
        onChange={(e) => {
          setCurrencyId(Number(e.currentTarget.value));
          setLimit(PAGE);
        }}
      >
        <option value={0}>{t('deposit:record.all')}</option>
        {coins.map((c) => (
          <option key={c.currency_id} value={c.currency_id}>
            {c.currency}
          </option>
        ))}
      </select>
      {body}
    </PageFrame>
  );
}
