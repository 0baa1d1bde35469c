import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { FundPasswordField, StepUpField } from '../../../components/form';
import {
  fundPasswordInitialValues,
  fundPasswordSchema,
  type FundPasswordProof,
  type FundPasswordValues,
} from '../schemas';
import { OwnCodeField } from './OwnCodeField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import styles from './security.module.css';

export interface FundPasswordFormProps {
  /** A fund password exists: it may be changed with the current one instead of a code. */
  hasPassword: boolean;
  onSubmit: (values: FundPasswordValues) => Promise<void>;
  resendSeconds?: number;
}

/** Set (with a code) or change (with the current fund password or a code) the fund password. */
export function FundPasswordForm({ hasPassword, onSubmit, resendSeconds }: FundPasswordFormProps) {
  const { t } = useTranslation('security');
  const initialProof: FundPasswordProof = hasPassword ? 'old' : 'code';
  return (
    <Formik
      initialValues={fundPasswordInitialValues(initialProof)}
      validationSchema={fundPasswordSchema}
      onSubmit={onSubmit}
    >
      {({ values, setFieldValue }) => (
        <Form className={styles.form} noValidate aria-label={t('security:payPassword.formLabel')}>
          {values.proof === 'old' ? (
            <FundPasswordField name="old_password" label={t('security:fields.oldFundPassword')} />
          ) : (
            <OwnCodeField scene="fund_password" resendSeconds={resendSeconds} />
          )}
          {hasPassword && (
            <button
              type="button"
              className={styles.switch}
              onClick={() => void setFieldValue('proof', values.proof === 'old' ? 'code' : 'old')}
            >
              {values.proof === 'old'
                ? t('security:payPassword.useCode')
                : t('security:payPassword.useOld')}
            </button>
          )}
          <FundPasswordField name="password" label={t('security:fields.newFundPassword')} />
          <FundPasswordField name="re_password" label={t('security:fields.repeatFundPassword')} />
          <StepUpField />
          <p className={styles.hint}>{t('security:payPassword.hint')}</p>
          <div className={styles.actions}>
            <SubmitButton>{t('security:payPassword.submit')}</SubmitButton>
          </div>
        </Form>
      )}
    </Formik>
  );
}
