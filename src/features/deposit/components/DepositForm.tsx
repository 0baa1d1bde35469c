import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton, TextField } from '../../../components/form';
import {
  AMOUNT_STRIP,
  depositInitialValues,
  depositSchema,
  type DepositLimits,
  type DepositValues,
} from '../schemas';
import styles from './deposit.module.css';
import { ImageUploadField } from '../../../components/ImageUpload/ImageUploadField';

interface DepositFormProps extends DepositLimits {
  coin: string;
  onSubmit: (values: DepositValues) => Promise<void>;
}

/** Amount (at least the minimum) and a proof picture: the common part of every deposit page. */
export function DepositForm({ min, decimals, picture, coin, onSubmit }: DepositFormProps) {
  const { t } = useTranslation('deposit');
  const schema = useMemo(() => depositSchema({ min, decimals, picture }), [min, decimals, picture]);
  return (
    <Formik initialValues={depositInitialValues()} validationSchema={schema} onSubmit={onSubmit}>
      <Form className={styles.form} noValidate aria-label={t('deposit:form.submit')}>
        <TextField
          name="amount"
          label={picture === 'proof' ? t('deposit:form.amount') : t('deposit:form.transferAmount')}
          placeholder={t('deposit:form.amountPlaceholder', { min })}
          inputMode="decimal"
          maxLength={30}
          strip={AMOUNT_STRIP}
          suffix={<span className={styles.unit}>{coin}</span>}
        />
        <p className={styles.hint}>{t('deposit:form.minimum', { min, coin })}</p>
        <div className={styles.picture}>
          <ImageUploadField
            name="image"
            label={picture === 'proof' ? t('deposit:form.proof') : t('deposit:form.voucher')}
          />
        </div>
        <SubmitButton>{t('deposit:form.submit')}</SubmitButton>
      </Form>
    </Formik>
  );
}
