import Button from 'antd-mobile/es/components/button';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { ProductDetail } from '../../../api/generated/model';
import { useLhDeposit } from '../../../api/generated/endpoints/trust/trust';
import { ApiError } from '../../../api/http';
import { AmountText } from '../../../components/AmountText/AmountText';
import { AgreementCheckbox, SubmitButton, TextField } from '../../../components/form';
import { showToast } from '../../../components/imperative/toast';
import { AMOUNT_STRIP, buyInitialValues, buySchema, type BuyValues } from '../schemas';
import { expectedIncome } from './rates';
import styles from './trust.module.css';

/** Buy a product: amount (at least the minimum), the service agreement, the expected income. */
export function BuyForm({ product, onBought }: { product: ProductDetail; onBought: () => void }) {
  const { t } = useTranslation('trust');
  const buy = useLhDeposit();
  const open = product.state === 'open';
  const closedLabel =
    product.state === 'coming_soon'
      ? t('trust:state.coming_soon')
      : t('trust:state.waiting_to_open');
  const schema = useMemo(
    () =>
      buySchema({
        min: product.min_amount,
        decimals: product.decimals,
        available: product.available,
      }),
    [product],
  );

  const submit = async (values: BuyValues, helpers: FormikHelpers<BuyValues>) => {
    try {
      await buy.mutateAsync({
        data: { product_id: product.id, amount: values.amount.trim(), agree: '1' },
      });
      void showToast({ content: t('trust:buy.success'), icon: 'success' });
      helpers.resetForm();
      onBought();
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) throw error;
    }
  };

  return (
    <Formik initialValues={buyInitialValues()} validationSchema={schema} onSubmit={submit}>
      {({ values, setFieldValue }) => (
        <Form
          className={`${styles.card} ${styles.form}`}
          noValidate
          aria-label={t('trust:buy.title')}
        >
          <TextField
            name="amount"
            label={t('trust:buy.amount')}
            placeholder={t('trust:buy.minimumPlaceholder', {
              min: product.min_amount,
              coin: product.currency,
            })}
            inputMode="decimal"
            strip={AMOUNT_STRIP}
            disabled={!open}
            suffix={
              <Button
                size="mini"
                fill="none"
                color="primary"
                disabled={!open}
                onClick={() => void setFieldValue('amount', product.available)}
              >
                {t('trust:buy.all')}
              </Button>
            }
          />
          <div className={styles.row}>
            <span>{t('trust:buy.available')}</span>
            <span data-testid="available">
              <AmountText
                value={product.available}
                decimals={product.decimals}
                unit={product.currency}
              />
            </span>
          </div>
          <div className={styles.preview} aria-live="polite">
            <div className={styles.row}>
              <span>{t('trust:buy.dailyIncome')}</span>
              <span data-testid="expected-daily">
                {expectedIncome(values.amount, product.daily_rate, 1, product.decimals) || '--'}
              </span>
            </div>
            <div className={styles.row}>
              <span>{t('trust:buy.totalIncome', { days: product.period_days })}</span>
              <span data-testid="expected-total">
                {expectedIncome(
                  values.amount,
                  product.daily_rate,
                  product.period_days,
                  product.decimals,
                ) || '--'}
              </span>
            </div>
            <div className={styles.row}>
              <span>{t('trust:buy.interestStarts')}</span>
              <span>{t('trust:buy.nextDay')}</span>
            </div>
          </div>
          <AgreementCheckbox
            name="agree"
            title={t('trust:agreement.title')}
            content={<p>{t('trust:agreement.body')}</p>}
            label={(link) => (
              <Trans t={t} i18nKey="trust:agreement.sentence" components={{ terms: link }} />
            )}
          />
          <SubmitButton disabled={!open}>{open ? t('trust:buy.submit') : closedLabel}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
