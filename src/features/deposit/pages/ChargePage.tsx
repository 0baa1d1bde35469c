import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDepositDetail } from '../../../api/generated/endpoints/deposit/deposit';
import type { Deposit } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { formatDateTime } from '../../../lib/date';
import { PATHS } from '../../../lib/paths';
import styles from '../components/deposit.module.css';
import { DepositStatusTag } from '../components/DepositStatusTag';
import { DetailRows } from '../components/DetailRows';
import { methodLabel, placesOf } from '../components/labels';
import { PageSkeleton } from '../components/PageSkeleton';

/** pages/assets/deposit/charge: a submitted deposit application (`?id=`) and its review status. */
export default function ChargePage() {
  const { t } = useTranslation('deposit');
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const detail = useDepositDetail({ id }, { query: { enabled: id > 0 } });

  let body;
  if (id > 0 && detail.isPending) body = <PageSkeleton />;
  else if (!detail.data)
    body = (
      <ErrorState message={t('deposit:charge.loadFailed')} onRetry={() => void detail.refetch()} />
    );
  else body = <Charge deposit={detail.data} />;

  return (
    <PageFrame
      nav={<NavBar title={t('deposit:charge.title')} backTo={PATHS.depositRecord} />}
      className={styles.content}
    >
      {body}
    </PageFrame>
  );
}

function Charge({ deposit: d }: { deposit: Deposit }) {
  const { t, i18n } = useTranslation('deposit');
  const navigate = useNavigate();
  const amount = (value: string) => (
    <AmountText value={value} decimals={placesOf(value)} unit={d.currency} />
  );
  const rows: [string, ReactNode][] = [
    [t('deposit:record.type'), methodLabel(t, d.type)],
    [t('deposit:charge.coin'), d.currency],
  ];
  if (d.network) rows.push([t('deposit:charge.network'), d.network]);
  if (d.address) rows.push([t('deposit:charge.address'), d.address]);
  rows.push(
    [t('deposit:record.fee'), amount(d.fee)],
    [t('deposit:record.actual'), amount(d.actual)],
    [t('deposit:record.time'), formatDateTime(d.created_at, i18n.language)],
  );
  if (d.reviewed_at)
    rows.push([t('deposit:charge.reviewedAt'), formatDateTime(d.reviewed_at, i18n.language)]);
  if (d.reason) rows.push([t('deposit:charge.reason'), d.reason]);
  const notice =
    d.status === 'under_review'
      ? t('deposit:charge.underReview')
      : d.status === 'passed'
        ? t('deposit:charge.passed')
        : t('deposit:charge.rejected');
  return (
    <>
      <section className={styles.hero}>
        <DepositStatusTag status={d.status} solid />
        <span className={styles.heroAmount}>{amount(d.amount)}</span>
        <p className={styles.notice}>{notice}</p>
      </section>
      <section className={styles.card}>
        <DetailRows rows={rows} />
      </section>
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => void navigate(PATHS.depositRecord)}>
          {t('deposit:charge.toRecords')}
        </Button>
        <Button block onClick={() => void navigate(PATHS.assets)}>
          {t('deposit:charge.toAssets')}
        </Button>
      </div>
    </>
  );
}
