import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useProjectSubscribe } from '../../../api/generated/endpoints/publication/publication';
import type { SubscriptionForm } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { AmountText } from '../../../components/AmountText/AmountText';
import { SubmitButton, TextField } from '../../../components/form';
import { showToast } from '../../../components/imperative/toast';
import { parseDecimal } from '../../../lib/decimal';
import { PATHS } from '../../../lib/paths';
import { exceedsBalance, subscribeSchema, type SubscribeValues } from '../schemas';
import { offerRecharge } from './recharge';
import styles from '../../../components/ProductPage/productPage.module.css';

const INSUFFICIENT = 2301;

/** Currency, amount, balance and the estimated coins; insufficient balance offers a recharge. */
export function SubscribeForm({
  form,
  onDone,
}: {
  form: SubscriptionForm;
  onDone: () => Promise<unknown>;
}) {
  const { t } = useTranslation('publication');
  const navigate = useNavigate();
  const subscribe = useProjectSubscribe();
  const { project, balances } = form;
  const open = project.state === 'during_subscription';
  const schema = useMemo(() => subscribeSchema(8), []);

  const recharge = async () => {
    if (await offerRecharge()) void navigate(PATHS.deposit);
  };

  const submit = async (values: SubscribeValues, helpers: FormikHelpers<SubscribeValues>) => {
    const balance = balances.find((b) => b.currency_id === Number(values.currency_id));
    if (exceedsBalance(values.amount, balance?.available ?? '0')) return recharge();
    try {
      await subscribe.mutateAsync({
        data: {
          project_id: project.id,
          currency_id: Number(values.currency_id),
          amount: values.amount.trim(),
        },
      });
      void showToast({ content: t('publication:purchase.submitted'), icon: 'success' });
      helpers.resetForm({ values: { ...values, amount: '' } });
      await onDone();
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) throw error;
      if (error.code === INSUFFICIENT) await recharge();
    }
  };

  return (
    <Formik
      initialValues={{ currency_id: balances[0]?.currency_id ?? 3, amount: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ values, setFieldValue }) => {
        const balance =
          balances.find((b) => b.currency_id === Number(values.currency_id)) ?? balances[0];
        const amount = parseDecimal(values.amount.trim());
        const estimate =
          amount && balance
            ? amount.times(balance.usdt_rate).div(project.issue_price).toFixed(project.decimals, 1)
            : null;
        return (
          <Form className={styles.form} noValidate aria-label={t('publication:purchase.form')}>
            <label className={styles.label}>
              {t('publication:purchase.currency')}
              <select
                className={styles.select}
                value={values.currency_id}
                onChange={(e) => void setFieldValue('currency_id', Number(e.target.value))}
              >
                {balances.map((b) => (
                  <option key={b.currency_id} value={b.currency_id}>
                    {b.currency}
                  </option>
                ))}
              </select>
            </label>
            <TextField
              name="amount"
              label={t('publication:purchase.amount')}
              placeholder={t('publication:purchase.amountPlaceholder')}
              inputMode="decimal"
              strip={/[^\d.]/g}
            />
            <div className={styles.row}>
              <span className={styles.muted}>{t('publication:purchase.available')}</span>
              <AmountText value={balance?.available ?? '0'} decimals={8} unit={balance?.currency} />
            </div>
            {form.user_left_usdt !== null && (
              <div className={styles.row}>
                <span className={styles.muted}>{t('publication:purchase.userLeft')}</span>
                <span data-testid="user-left">
                  <AmountText value={form.user_left_usdt} decimals={8} group unit="USDT" />
                </span>
              </div>
            )}
            <div className={styles.row}>
              <span className={styles.muted}>{t('publication:purchase.estimate')}</span>
              <span data-testid="estimate">
                <AmountText value={estimate} decimals={project.decimals} unit={project.currency} />
              </span>
            </div>
            <SubmitButton disabled={!open}>
              {open ? t('publication:detail.subscribe') : t('publication:purchase.closed')}
            </SubmitButton>
          </Form>
        );
      }}
    </Formik>
  );
}
