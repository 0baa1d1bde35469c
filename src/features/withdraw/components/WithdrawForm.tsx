import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletOut } from '../../../api/generated/endpoints/withdraw/withdraw';
import type { WithdrawInfo } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { AmountText } from '../../../components/AmountText/AmountText';
import {
  FundPasswordField,
  StepUpField,
  stepUpBody,
  SubmitButton,
  TextField,
} from '../../../components/form';
import { confirmDialog } from '../../../components/imperative/dialog';
import { showToast } from '../../../components/imperative/toast';
import { askForPush } from '../../notifications';
import {
  AMOUNT_STRIP,
  feeOf,
  withdrawInitialValues,
  withdrawSchema,
  type WithdrawValues,
} from '../schemas';
import { FeeSummary } from './FeeSummary';
import styles from './withdraw.module.css';

/** The server's refusal during a withdrawal hold (WithdrawHold in the contract). */
const WITHDRAW_HELD = 1710;

interface WithdrawFormProps {
  info: WithdrawInfo;
  method: 'chain' | 'bank';
  /** The destination picker (addresses) or the bound card. */
  destination: ReactNode;
  onDone: () => Promise<unknown>;
}

/** Amount (with "All"), balance, fee and actual received, remark, fund password; confirm, then apply. */
export function WithdrawForm({ info, method, destination, onDone }: WithdrawFormProps) {
  const { t } = useTranslation('withdraw');
  const out = useWalletOut();
  const schema = useMemo(
    () =>
      withdrawSchema({
        decimals: info.decimals,
        minimum: info.minimum,
        available: info.available,
        needsAddress: method === 'chain',
      }),
    [info, method],
  );
  const limitReached = info.today_count >= info.daily_limit;

  const submit = async (values: WithdrawValues, helpers: FormikHelpers<WithdrawValues>) => {
    const terms = feeOf(info, values.amount.trim());
    const confirmed = await confirmDialog({
      title: t('withdraw:form.confirmTitle'),
      content: t('withdraw:form.confirmContent', {
        amount: values.amount.trim(),
        fee: terms?.fee ?? '0',
        receive: terms?.receive ?? '0',
        coin: info.currency,
      }),
      confirmText: t('withdraw:form.confirm'),
      cancelText: t('withdraw:form.cancel'),
    });
    if (!confirmed) return;
    try {
      const stepUp = await stepUpBody(values);
      if (!stepUp) return;
      await out.mutateAsync({
        data: {
          method,
          currency_id: info.currency_id,
          ...(method === 'chain' && values.address_id ? { address_id: values.address_id } : {}),
          amount: values.amount.trim(),
          fund_password: values.fund_password,
          ...stepUp,
          ...(values.remark.trim() ? { remark: values.remark.trim() } : {}),
        },
      });
      void showToast({ content: t('withdraw:form.success'), icon: 'success' });
      helpers.resetForm({ values: withdrawInitialValues(values.address_id) });
      await onDone();
      // The moment push explains itself: the withdrawal is sent (or refused) while the app is closed.
      void askForPush('withdrawal');
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) throw error;
      // A hold began since the page loaded (a reset elsewhere): load it, so the page says until when.
      if (error.code === WITHDRAW_HELD) await onDone();
    }
  };

  return (
    <Formik
      initialValues={withdrawInitialValues(info.addresses[0]?.id ?? null)}
      validationSchema={schema}
      onSubmit={submit}
    >
      {({ values, setFieldValue }) => (
        <Form className={styles.form} noValidate aria-label={t('withdraw:form.title')}>
          {destination}
          <TextField
            name="amount"
            label={t('withdraw:form.amount')}
            placeholder={t('withdraw:form.amountPlaceholder', { minimum: info.minimum })}
            inputMode="decimal"
            strip={AMOUNT_STRIP}
            suffix={
              <button
                type="button"
                className={styles.all}
                onClick={() => void setFieldValue('amount', info.available)}
              >
                {t('withdraw:form.all')}
              </button>
            }
          />
          <div className={styles.line}>
            <span>{t('withdraw:form.available')}</span>
            <span data-testid="withdraw-available">
              <AmountText value={info.available} decimals={info.decimals} unit={info.currency} />
            </span>
          </div>
          <div className={styles.line}>
            <span>{t('withdraw:form.frozen')}</span>
            <span data-testid="withdraw-frozen">
              <AmountText value={info.frozen} decimals={info.decimals} unit={info.currency} />
            </span>
          </div>
          <FeeSummary info={info} amount={values.amount} />
          <TextField
            name="remark"
            label={t('withdraw:form.remark')}
            placeholder={t('withdraw:form.remarkPlaceholder')}
            maxLength={200}
          />
          <FundPasswordField name="fund_password" label={t('withdraw:form.fundPassword')} />
          <StepUpField />
          {limitReached && (
            <p className={styles.hint} role="alert">
              {t('withdraw:form.limitReached', { limit: info.daily_limit })}
            </p>
          )}
          <SubmitButton disabled={limitReached}>{t('withdraw:form.submit')}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
