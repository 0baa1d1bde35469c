import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSecurityAuthenticator } from '../../api/generated/endpoints/security/security';
import { TextField } from './TextField';

// Step-up: with the authenticator app on, a money or security move asks for its current code
// right below the fund password (the server refuses the move without it, code 1335). A user
// without a second factor sees nothing. The form's `step_up` says whether the code is asked.

export interface StepUpValues {
  step_up: boolean;
  totp_code: string;
}

export const stepUpInitialValues = (): StepUpValues => ({ step_up: false, totp_code: '' });

/** The request's share: the code, when one is asked. */
export const stepUpBody = (values: StepUpValues) =>
  values.step_up ? { totp_code: values.totp_code } : {};

export function StepUpField() {
  const { t } = useTranslation('form');
  const state = useSecurityAuthenticator({ query: { staleTime: 60_000 } });
  const { values, setFieldValue } = useFormikContext<StepUpValues>();
  const asked = state.data?.enabled === true;
  useEffect(() => {
    if (values.step_up !== asked) void setFieldValue('step_up', asked, false);
  }, [asked, values.step_up, setFieldValue]);
  if (!asked) return null;
  return (
    <TextField
      name="totp_code"
      label={t('form:secondFactor.code')}
      placeholder={t('form:secondFactor.codePlaceholder')}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={6}
      strip={/\D/g}
    />
  );
}
