import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeverDeal } from '../../../api/generated/endpoints/lever/lever';
import { AmountText } from '../../../components/AmountText/AmountText';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { LeverForm } from '../components/LeverForm';
import styles from '../components/lever.module.css';
import { Positions } from '../components/Positions';
// Dark in both themes (spec): the dark palette comes with the page.
import 'virtual:theme-dark.css';

const PRICE_POLL_MS = 3000;
const BTC_ID = 1;

/** pages/lever/index (dark): leverage contracts on a pair, with the user's positions below. */
export default function LeverPage() {
  const { t } = useTranslation('lever');
  const [pairId, setPairId] = useState(BTC_ID);
  const deal = useLeverDeal(
    { currency_id: pairId },
    { query: { refetchInterval: PRICE_POLL_MS, placeholderData: (previous) => previous } },
  );

  let body;
  if (deal.isPending) {
    body = (
      <div className={styles.form} aria-busy="true">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  } else if (deal.isError || !deal.data) {
    body = <ErrorState message={t('lever:loadFailed')} onRetry={() => void deal.refetch()} />;
  } else {
    body = (
      <>
        <div className={styles.head}>
          <select
            aria-label={t('lever:pair')}
            className={styles.select}
            value={deal.data.currency_id}
            onChange={(e) => setPairId(Number(e.target.value))}
          >
            {deal.data.pairs.map((p) => (
              <option key={p.currency_id} value={p.currency_id}>
                {p.symbol}
              </option>
            ))}
          </select>
          <span className={styles.price} data-testid="lever-price" aria-label={t('lever:price')}>
            <AmountText value={deal.data.price} decimals={4} group />
          </span>
        </div>
        <LeverForm key={deal.data.currency_id} deal={deal.data} />
      </>
    );
  }

  return (
    <PageFrame dark nav={<NavBar title={t('lever:title')} variant="custom" />}>
      {body}
      <Positions />
    </PageFrame>
  );
}
