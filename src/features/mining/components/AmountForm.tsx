import { Form, Formik, type FormikHelpers } from 'formik';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/http';
import { AmountText } from '../../../components/AmountText/AmountText';
import { SubmitButton, TextField } from '../../../components/form';
import { amountSchema, type AmountRules } from '../schemas';
import styles from '../../../components/ProductPage/productPage.module.css';

interface AmountFormProps {
  label: string;
  submitText: string;
  unit: string;
  rules: AmountRules;
  /** Extra rows under the balance (an estimate), from the typed amount. */
  extra?: (amount: string) => ReactNode;
  onSubmit: (amount: string) => Promise<unknown>;
}

/** An amount with "all", the available balance, and a submit that clears the form when it succeeds. */
export function AmountForm({ label, submitText, unit, rules, extra, onSubmit }: AmountFormProps) {
  const { t } = useTranslation('mining');
  const submit = async (values: { amount: string }, helpers: FormikHelpers<{ amount: string }>) => {
    try {
      await onSubmit(values.amount.trim());
      helpers.resetForm();
    } catch (error) {
      if (!(error instanceof ApiError && error.handled)) throw error;
    }
  };
  return (
    <Formik initialValues={{ amount: '' }} validationSchema={amountSchema(rules)} onSubmit={submit}>
      {({ values, setFieldValue }) => (
        <Form className={styles.form} noValidate aria-label={submitText}>
          <TextField
            name="amount"
            label={label}
            placeholder={t('mining:form.amountPlaceholder')}
            inputMode="decimal"
            strip={/[^\d.]/g}
            suffix={
              <button
                type="button"
                className={styles.chip}
                onClick={() => void setFieldValue('amount', rules.available)}
              >
                {t('mining:form.all')}
              </button>
            }
          />
          <div className={styles.row}>
            <span className={styles.muted}>{t('mining:form.available')}</span>
            <AmountText value={rules.available} decimals={rules.decimals} unit={unit} />
          </div>
          {extra?.(values.amount)}
          <SubmitButton>{submitText}</SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
