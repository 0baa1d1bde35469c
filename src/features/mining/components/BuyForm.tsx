import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { BuyForm as BuyFormData } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { AmountText } from '../../../components/AmountText/AmountText';
import { SubmitButton, TextField } from '../../../components/form';
import { showToast } from '../../../components/imperative/toast';
import { parseDecimal } from '../../../lib/decimal';
import { PATHS } from '../../../lib/paths';
import { quantitySchema } from '../schemas';
import styles from '../../../components/ProductPage/productPage.module.css';
import { ModelFacts } from './ModelFacts';

interface BuyFormProps {
  form: BuyFormData;
  seat: boolean;
  buy: (quantity: number) => Promise<unknown>;
}

/** Quantity of machines or seats, the total cost and the available USDT. */
export function BuyForm({ form, seat, buy }: BuyFormProps) {
  const { t } = useTranslation('mining');
  const navigate = useNavigate();
  const unit = seat ? form.model.seat_price : form.model.price;
  const submit = async (values: { quantity: string }) => {
    try {
      await buy(Number(values.quantity));
      void showToast({ content: t('mining:buy.done'), icon: 'success' });
      void navigate(PATHS.miningRelease);
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) throw error;
    }
  };
  return (
    <section className={styles.card}>
      <h2 className={styles.coin}>{form.model.name}</h2>
      <ModelFacts model={form.model} seat={seat} />
      <Formik
        initialValues={{ quantity: '1' }}
        validationSchema={quantitySchema(unit, form.available)}
        onSubmit={submit}
      >
        {({ values }) => (
          <Form
            className={styles.form}
            noValidate
            aria-label={seat ? t('mining:buy.seatTitle') : t('mining:buy.machineTitle')}
          >
            <TextField
              name="quantity"
              label={seat ? t('mining:buy.seatQuantity') : t('mining:buy.machineQuantity')}
              inputMode="numeric"
              strip={/\D/g}
            />
            <div className={styles.row}>
              <span className={styles.muted}>{t('mining:buy.total')}</span>
              <span data-testid="total">
                <AmountText
                  value={
                    parseDecimal(unit)
                      ?.times(Number(values.quantity) || 0)
                      .toFixed() ?? null
                  }
                  decimals={2}
                  group
                  unit="USDT"
                />
              </span>
            </div>
            <div className={styles.row}>
              <span className={styles.muted}>{t('mining:buy.available')}</span>
              <AmountText value={form.available} decimals={2} group unit={form.currency} />
            </div>
            <SubmitButton disabled={form.model.remaining_seconds <= 0}>
              {t('mining:buy.submit')}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}
