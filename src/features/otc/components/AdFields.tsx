import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { OtcMarket, OtcPayKind } from '../../../api/generated/model';
import { AmountText } from '../../../components/AmountText/AmountText';
import { TextField } from '../../../components/form';
import { SegmentedTabs } from '../../../components/SegmentedTabs/SegmentedTabs';
import { amountOf, DECIMAL_STRIP, LEGAL_DECIMALS, type AdValues } from '../schemas';
import { priceDecimals } from './places';
import styles from './otc.module.css';
import { PayKindChecks } from './PayKindChecks';
import { TextAreaField } from './TextAreaField';
import { coinOf } from './useMarket';

/** The ad's terms; side and coin only while publishing (an edit keeps them). */
export function AdFields({
  market,
  fixed,
  bound,
}: {
  market: OtcMarket;
  fixed: boolean;
  bound: OtcPayKind[] | null;
}) {
  const { t } = useTranslation('otc');
  const { values, setFieldValue } = useFormikContext<AdValues>();
  const coin = coinOf(market, values.currency_id);
  const unit = (text: string) => <span className={styles.unit}>{text}</span>;
  const worth = amountOf(values.quantity, values.price);
  return (
    <>
      {!fixed && (
        <>
          <SegmentedTabs
            tabs={[
              { key: 'sell', title: t('otc:form.sideSell') },
              { key: 'buy', title: t('otc:form.sideBuy') },
            ]}
            activeKey={values.side}
            onChange={(side) => {
              void setFieldValue('side', side);
              void setFieldValue('pay_kinds', []);
            }}
            aria-label={t('otc:form.side')}
          />
          <label className={styles.label}>
            {t('otc:form.coin')}
            <select
              className={styles.select}
              value={values.currency_id}
              onChange={(e) => void setFieldValue('currency_id', Number(e.target.value))}
            >
              {market.currencies.map((c) => (
                <option key={c.currency_id} value={c.currency_id}>
                  {c.currency}
                </option>
              ))}
            </select>
          </label>
        </>
      )}
      <TextField
        name="price"
        label={t('otc:form.price', { legal: market.legal })}
        inputMode="decimal"
        maxLength={30}
        strip={DECIMAL_STRIP}
        suffix={unit(market.legal)}
      />
      <p className={styles.fieldHint}>
        {t('otc:form.reference')}{' '}
        <AmountText
          value={coin.reference_price}
          decimals={priceDecimals(coin.reference_price)}
          group
          unit={market.legal}
        />{' '}
        <button
          type="button"
          className={styles.all}
          onClick={() => void setFieldValue('price', coin.reference_price)}
        >
          {t('otc:form.useReference')}
        </button>
      </p>
      <TextField
        name="quantity"
        label={t('otc:form.quantity', { coin: coin.currency })}
        inputMode="decimal"
        maxLength={30}
        strip={DECIMAL_STRIP}
        suffix={unit(coin.currency)}
      />
      {values.side === 'sell' && <p className={styles.fieldHint}>{t('otc:form.frozenHint')}</p>}
      <div className={styles.pair}>
        <TextField
          name="min_amount"
          label={t('otc:form.min')}
          inputMode="decimal"
          maxLength={30}
          strip={DECIMAL_STRIP}
          suffix={unit(market.legal)}
        />
        <TextField
          name="max_amount"
          label={t('otc:form.max')}
          inputMode="decimal"
          maxLength={30}
          strip={DECIMAL_STRIP}
          suffix={unit(market.legal)}
        />
      </div>
      <p className={styles.fieldHint} data-testid="otc-platform-limits">
        {t('otc:form.platformLimits')}{' '}
        <AmountText value={market.order_min_amount} decimals={LEGAL_DECIMALS} group /> –{' '}
        <AmountText
          value={market.order_max_amount}
          decimals={LEGAL_DECIMALS}
          group
          unit={market.legal}
        />
      </p>
      <p className={styles.fieldHint} data-testid="otc-ad-worth">
        {t('otc:form.worth')}{' '}
        <AmountText value={worth || null} decimals={LEGAL_DECIMALS} group unit={market.legal} />
      </p>
      <PayKindChecks bound={values.side === 'sell' ? bound : null} />
      <TextAreaField
        name="remark"
        label={t('otc:form.remark')}
        placeholder={t('otc:form.remarkPlaceholder')}
        maxLength={200}
      />
    </>
  );
}
