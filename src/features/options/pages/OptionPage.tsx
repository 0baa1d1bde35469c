import Skeleton from 'antd-mobile/es/components/skeleton';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserKyc } from '../../../api/generated/endpoints/kyc/kyc';
import {
  useMicrotradePairs,
  useMicrotradePayableCurrencies,
  useMicrotradeSeconds,
} from '../../../api/generated/endpoints/options/options';
import { AmountText } from '../../../components/AmountText/AmountText';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { OptionForm } from '../components/OptionForm';
import { OptionOrders } from '../components/OptionOrders';
import styles from '../components/options.module.css';

const PRICE_POLL_MS = 3000;

/** pages/option/detail (Option tab): binary options on a pair, with the user's orders below. */
export default function OptionPage() {
  const { t } = useTranslation('options');
  const pairs = useMicrotradePairs({ query: { refetchInterval: PRICE_POLL_MS } });
  const seconds = useMicrotradeSeconds();
  // Polled too: a settled order pays into the options account while the page is open.
  const payable = useMicrotradePayableCurrencies({ query: { refetchInterval: PRICE_POLL_MS } });
  // Fresh on arrival: the operator may have passed the verification since it was last read.
  const kyc = useUserKyc({ query: { staleTime: 0, refetchOnMount: 'always' } });
  const [pairId, setPairId] = useState<number | null>(null);

  const queries = [pairs, seconds, payable, kyc];
  let body;
  if (queries.some((q) => q.isPending)) {
    body = (
      <div className={styles.form} aria-busy="true">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  } else if (!pairs.data?.length || !seconds.data || !payable.data?.[0] || !kyc.data) {
    body = (
      <ErrorState
        message={t('options:loadFailed')}
        onRetry={() => queries.forEach((q) => void q.refetch())}
      />
    );
  } else {
    const pair = pairs.data.find((p) => p.currency_id === pairId) ?? pairs.data[0]!;
    body = (
      <>
        <div className={styles.head}>
          <select
            aria-label={t('options:pair')}
            className={styles.select}
            value={pair.currency_id}
            onChange={(e) => setPairId(Number(e.target.value))}
          >
            {pairs.data.map((p) => (
              <option key={p.currency_id} value={p.currency_id}>
                {p.symbol}
              </option>
            ))}
          </select>
          <span className={styles.price} data-testid="option-price" aria-label={t('options:price')}>
            <AmountText value={pair.price} decimals={4} group />
          </span>
        </div>
        <OptionForm
          pair={pair}
          durations={seconds.data}
          payable={payable.data[0]}
          verified={kyc.data.level !== 'none'}
        />
      </>
    );
  }

  return (
    <PageFrame nav={<NavBar title={t('options:title')} back={false} />}>
      {body}
      <OptionOrders />
    </PageFrame>
  );
}
