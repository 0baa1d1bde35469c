import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { TextField } from './TextField';
import styles from './form.module.css';

// The second factor in a form: the 6-digit code of the authenticator app, or (the phone is lost)
// one of the recovery codes instead. Used by sign-in's second step and the Security pages.

export type FactorMode = 'code' | 'recovery';

export interface SecondFactorValues {
  factor: FactorMode;
  code: string;
  recovery_code: string;
}

export const secondFactorInitialValues = (): SecondFactorValues => ({
  factor: 'code',
  code: '',
  recovery_code: '',
});

/** The request's share: the code, or the recovery code. */
export const secondFactorBody = (values: SecondFactorValues) =>
  values.factor === 'code' ? { code: values.code } : { recovery_code: values.recovery_code.trim() };

/** The authenticator app's current 6-digit code (digits only, the phone's one-time-code autofill). */
export function AuthenticatorCodeField({ name }: { name: string }) {
  const { t } = useTranslation('form');
  return (
    <TextField
      name={name}
      label={t('form:secondFactor.code')}
      placeholder={t('form:secondFactor.codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      strip={/\D/g}
    />
  );
}

/** The code field, with the switch to a recovery code (and back). */
export function SecondFactorField({ allowRecovery = true }: { allowRecovery?: boolean }) {
  const { t } = useTranslation('form');
  const { values, setFieldValue, setFieldTouched } = useFormikContext<SecondFactorValues>();
  const recovery = values.factor === 'recovery';
  const toggle = () => {
    void setFieldValue('factor', recovery ? 'code' : 'recovery', false);
    void setFieldTouched(recovery ? 'recovery_code' : 'code', false, false);
  };
  return (
    <>
      {recovery ? (
        <TextField
          name="recovery_code"
          label={t('form:secondFactor.recovery')}
          placeholder={t('form:secondFactor.recoveryPlaceholder')}
          autoComplete="off"
          maxLength={20}
        />
      ) : (
        <AuthenticatorCodeField name="code" />
      )}
      {allowRecovery && (
        <button type="button" className={styles.modeSwitch} onClick={toggle}>
          {recovery ? t('form:secondFactor.useCode') : t('form:secondFactor.useRecovery')}
        </button>
      )}
    </>
  );
}
