import Button from 'antd-mobile/es/components/button';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { TraderDetail } from '../../../api/generated/model';
import { useLhSendOrder } from '../../../api/generated/endpoints/trust/trust';
import { ApiError } from '../../../api/http';
import { AmountText } from '../../../components/AmountText/AmountText';
import { AgreementCheckbox, SubmitButton, TextField } from '../../../components/form';
import { showToast } from '../../../components/imperative/toast';
import { AMOUNT_STRIP, buyInitialValues, buySchema, type BuyValues } from '../schemas';
import styles from './trust.module.css';

/** Follow a trader with an amount of USDT from the trust account. */
export function FollowForm({
  trader,
  onFollowed,
}: {
  trader: TraderDetail;
  onFollowed: () => void;
}) {
  const { t } = useTranslation('finance');
  const follow = useLhSendOrder();
  const schema = useMemo(
    () => buySchema({ min: trader.min_amount, decimals: 8, available: trader.available }),
    [trader],
  );

  const submit = async (values: BuyValues, helpers: FormikHelpers<BuyValues>) => {
    try {
      await follow.mutateAsync({
        data: { trader_id: trader.id, amount: values.amount.trim(), agree: '1' },
      });
      void showToast({ content: t('finance:followForm.success'), icon: 'success' });
      helpers.resetForm();
      onFollowed();
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) throw error;
    }
  };

  return (
    <Formik initialValues={buyInitialValues()} validationSchema={schema} onSubmit={submit}>
      {({ setFieldValue }) => (
        <Form
          className={`${styles.card} ${styles.form}`}
          noValidate
          aria-label={t('finance:followForm.title')}
        >
          <TextField
            name="amount"
            label={t('finance:followForm.amount')}
            placeholder={t('finance:followForm.minimumPlaceholder', {
              min: trader.min_amount,
              coin: trader.pay_currency,
            })}
            inputMode="decimal"
            strip={AMOUNT_STRIP}
            suffix={
              <Button
                size="mini"
                fill="none"
                color="primary"
                onClick={() => void setFieldValue('amount', trader.available)}
              >
                {t('finance:followForm.all')}
              </Button>
            }
          />
          <div className={styles.row}>
            <span>{t('finance:followForm.available')}</span>
            <span data-testid="available">
              <AmountText value={trader.available} decimals={8} unit={trader.pay_currency} />
            </span>
          </div>
          <p className={styles.preview}>
            {t('finance:followForm.explain', { coin: trader.currency, days: trader.period_days })}
          </p>
          <AgreementCheckbox
            name="agree"
            title={t('finance:agreement.title')}
            content={<p>{t('finance:agreement.body')}</p>}
            label={(link) => (
              <span className={styles.agreementSentence}>
                <Trans t={t} i18nKey="finance:agreement.sentence" components={{ terms: link }} />
              </span>
            )}
          />
          <SubmitButton>{t('finance:followForm.submit')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
