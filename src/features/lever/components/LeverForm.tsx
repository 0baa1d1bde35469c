import Button from 'antd-mobile/es/components/button';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik, validateYupSchema, yupToFormErrors, type FormikHelpers } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  getLeverDealQueryKey,
  getLeverMyTradeQueryKey,
  useLeverSubmit,
} from '../../../api/generated/endpoints/lever/lever';
import type { LeverDeal } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { AmountText } from '../../../components/AmountText/AmountText';
import { TextField } from '../../../components/form';
import { confirmDialog } from '../../../components/imperative/dialog';
import { showToast } from '../../../components/imperative/toast';
import {
  PRICE_STRIP,
  leverCost,
  leverInitialValues,
  leverSchema,
  type LeverValues,
} from '../schemas';
import { LotsStepper } from './LotsStepper';
import { MultiplePicker } from './MultiplePicker';
import { SidePicker } from './SidePicker';
import styles from './lever.module.css';
import { sideClass } from '../../../components/theme/sides';

/** The trading panel: side, lots, multiple, stops, then margin and fee before opening. */
export function LeverForm({ deal }: { deal: LeverDeal }) {
  const { t } = useTranslation('lever');
  const queryClient = useQueryClient();
  const submit = useLeverSubmit();
  const limits = {
    price: deal.price,
    lotSize: deal.lot_size,
    feeRate: deal.fee_rate,
    balance: deal.balance,
  };

  const validate = (values: LeverValues) =>
    validateYupSchema(values, leverSchema(values.side, limits, values.multiple)).then(
      () => ({}),
      (error: unknown) => yupToFormErrors(error),
    );

  const onSubmit = async (values: LeverValues, helpers: FormikHelpers<LeverValues>) => {
    const cost = leverCost(values.lots, values.multiple, limits)!;
    const confirmed = await confirmDialog({
      title: t('lever:confirm.title'),
      content: t('lever:confirm.content', {
        symbol: deal.symbol,
        side: values.side === 'long' ? t('lever:side.long') : t('lever:side.short'),
        lots: values.lots,
        multiple: values.multiple,
        margin: cost.margin,
        fee: cost.fee,
      }),
      confirmText: t('lever:confirm.ok'),
      cancelText: t('lever:confirm.cancel'),
    });
    if (!confirmed) return;
    try {
      await submit.mutateAsync({
        data: {
          currency_id: deal.currency_id,
          side: values.side,
          lots: values.lots.trim(),
          multiple: Number(values.multiple),
          stop_profit: values.stop_profit.trim(),
          stop_loss: values.stop_loss.trim(),
        },
      });
      helpers.resetForm({ values: { ...values, stop_profit: '', stop_loss: '' } });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getLeverDealQueryKey().slice(0, 2) }),
        queryClient.invalidateQueries({ queryKey: getLeverMyTradeQueryKey().slice(0, 2) }),
      ]);
      // After the refetches: a slow one's loading indicator would otherwise replace the toast.
      void showToast({ content: t('lever:form.opened'), icon: 'success' });
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) throw error;
    }
  };

  return (
    <Formik
      initialValues={leverInitialValues(deal.multiples[1] ?? deal.multiples[0] ?? 1)}
      validate={validate}
      onSubmit={onSubmit}
    >
      {({ values, isSubmitting }) => {
        const cost = leverCost(values.lots, values.multiple, limits);
        return (
          <Form className={styles.form} noValidate aria-label={t('lever:form.title')}>
            <SidePicker />
            <LotsStepper />
            <div className={styles.line}>
              <span>{t('lever:form.lotSize')}</span>
              <span>
                {t('lever:form.lotSizeValue', {
                  size: deal.lot_size,
                  coin: deal.symbol.split('/')[0],
                })}
              </span>
            </div>
            <span className={styles.label}>{t('lever:form.multiple')}</span>
            <MultiplePicker multiples={deal.multiples} />
            <div className={styles.stops}>
              <TextField
                name="stop_profit"
                label={t('lever:form.stopProfit')}
                inputMode="decimal"
                strip={PRICE_STRIP}
              />
              <TextField
                name="stop_loss"
                label={t('lever:form.stopLoss')}
                inputMode="decimal"
                strip={PRICE_STRIP}
              />
            </div>
            <div className={styles.line}>
              <span>{t('lever:form.margin')}</span>
              <span data-testid="lever-margin">
                <AmountText value={cost?.margin} decimals={4} unit="USDT" />
              </span>
            </div>
            <div className={styles.line}>
              <span>{t('lever:form.fee')}</span>
              <span data-testid="lever-fee">
                <AmountText value={cost?.fee} decimals={4} unit="USDT" />
              </span>
            </div>
            <div className={styles.line}>
              <span>{t('lever:form.balance')}</span>
              <AmountText value={deal.balance} decimals={4} unit="USDT" />
            </div>
            <p className={styles.label}>
              {t('lever:form.liquidationRule', {
                percent: String(Math.round((1 - Number(deal.maintenance_rate)) * 100)),
              })}
            </p>
            <Button
              block
              color={values.side === 'long' ? 'success' : 'danger'}
              className={sideClass(values.side === 'long')}
              size="large"
              type="submit"
              loadingText={
                values.side === 'long' ? t('lever:form.openLong') : t('lever:form.openShort')
              }
              loading={isSubmitting}
            >
              {values.side === 'long' ? t('lever:form.openLong') : t('lever:form.openShort')}
            </Button>
          </Form>
        );
      }}
    </Formik>
  );
}
