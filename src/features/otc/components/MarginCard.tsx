import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { OtcMargin } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { formatDate } from '../../../lib/date';
import { parseDecimal } from '../../../lib/decimal';
import { PATHS } from '../../../lib/paths';
import { DetailRows } from './DetailRows';
import { KycGate } from './KycGate';
import { MarginRecords } from './MarginRecords';
import styles from './otc.module.css';
import { placesFor } from './places';
import { Sheet } from '../../../components/Sheet/Sheet';
import { useMarginActions } from './useMargin';

const DECIMALS = 8;

/** The margin: required, paid, the spot balance to pay it with; pay, refund and the records. */
export function MarginCard({ margin }: { margin: OtcMargin }) {
  const { t, i18n } = useTranslation('otc');
  const { pay, refund, busy } = useMarginActions(margin);
  const [records, setRecords] = useState(false);
  const short =
    !margin.paid &&
    (parseDecimal(margin.available)?.lt(parseDecimal(margin.required_amount) ?? 0) ?? false);
  const amount = (value: string) => (
    <AmountText value={value} decimals={placesFor(value, DECIMALS)} group unit={margin.currency} />
  );
  const blocker =
    margin.refund_blocker === 'online_ads'
      ? t('otc:margin.blockedAds')
      : margin.refund_blocker === 'open_orders'
        ? t('otc:margin.blockedOrders')
        : null;
  return (
    <section className={styles.card} aria-labelledby="otc-margin">
      <div className={styles.cardHead}>
        <h2 id="otc-margin" className={styles.sectionTitle}>
          {t('otc:margin.title')}
        </h2>
        <span className={margin.paid ? styles.paidBadge : styles.unpaidBadge}>
          {margin.paid ? t('otc:margin.statusPaid') : t('otc:margin.statusUnpaid')}
        </span>
      </div>
      <DetailRows
        rows={[
          [t('otc:margin.required'), amount(margin.required_amount)],
          [t('otc:margin.paidAmount'), amount(margin.paid_amount)],
          margin.paid_at
            ? [t('otc:margin.paidAt'), formatDate(margin.paid_at, i18n.language)]
            : null,
          [t('otc:margin.available'), amount(margin.available)],
        ]}
      />
      {margin.paid ? (
        <>
          {blocker && (
            <p className={styles.hint} role="note">
              {blocker}
            </p>
          )}
          <Button
            fill="outline"
            disabled={blocker !== null}
            loadingText={t('otc:margin.refund')}
            loading={busy}
            onClick={() => void refund()}
          >
            {t('otc:margin.refund')}
          </Button>
        </>
      ) : (
        <KycGate>
          <p className={styles.hint}>{t('otc:margin.why')}</p>
          {short && (
            <p className={styles.warning} role="alert">
              {t('otc:margin.short')}{' '}
              <Link className={styles.link} to={PATHS.deposit}>
                {t('otc:margin.deposit')}
              </Link>
            </p>
          )}
          <Button
            color="primary"
            disabled={short}
            loadingText={t('otc:margin.pay')}
            loading={busy}
            onClick={() => void pay()}
          >
            {t('otc:margin.pay')}
          </Button>
        </KycGate>
      )}
      <button type="button" className={styles.textButton} onClick={() => setRecords(true)}>
        {t('otc:margin.records')}
      </button>
      <Sheet open={records} title={t('otc:margin.records')} onClose={() => setRecords(false)}>
        <MarginRecords />
      </Sheet>
    </section>
  );
}
