import { useFormikContext } from 'formik';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  securityPasskeyChallenge,
  useSecurityAuthenticator,
  useSecurityPasskeys,
} from '../../api/generated/endpoints/security/security';
import i18n from '../../i18n';
import { passkeyCancelled, signWithPasskey } from '../../lib/passkeys';
import { showToast } from '../imperative/toast';
import { AuthenticatorCodeField } from './SecondFactorField';
import styles from './form.module.css';

// Step-up: with a second factor on, a money or security move needs it in the same request as the
// fund password (the server refuses the move without it, code 1335). With the authenticator app,
// its code is asked right below the fund password; with a passkey, the browser asks for it when
// the form is sent. With both, the user picks. A user without a second factor sees nothing.

export type StepUpMode = 'none' | 'code' | 'passkey';

export interface StepUpValues {
  step_up: StepUpMode;
  totp_code: string;
}

export const stepUpInitialValues = (): StepUpValues => ({ step_up: 'none', totp_code: '' });

export type StepUpBody = { totp_code?: string; passkey?: string };

/**
 * The request's share: the code, or a passkey's answer to a fresh challenge (the browser's dialog
 * opens now). Null when the user closed that dialog or the passkey failed: the move is not sent.
 */
export async function stepUpBody(values: StepUpValues): Promise<StepUpBody | null> {
  if (values.step_up === 'code') return { totp_code: values.totp_code };
  if (values.step_up !== 'passkey') return {};
  const { options } = await securityPasskeyChallenge();
  try {
    return { passkey: await signWithPasskey(options) };
  } catch (error) {
    void showToast({
      content: i18n.t(passkeyCancelled(error) ? 'form:stepUp.cancelled' : 'form:stepUp.failed'),
    });
    return null;
  }
}

/** Asks for the user's second factor, if any: the code field, or a note that a passkey follows. */
export function StepUpField() {
  const { t } = useTranslation('form');
  const authenticator = useSecurityAuthenticator({ query: { staleTime: 60_000 } });
  const passkeys = useSecurityPasskeys({ query: { staleTime: 60_000 } });
  const [preferPasskey, setPreferPasskey] = useState(false);
  const { values, setFieldValue, setFieldTouched } = useFormikContext<StepUpValues>();
  const hasCode = authenticator.data?.enabled === true;
  const hasPasskey = (passkeys.data?.list.length ?? 0) > 0;
  const mode: StepUpMode =
    hasCode && !(hasPasskey && preferPasskey) ? 'code' : hasPasskey ? 'passkey' : 'none';
  useEffect(() => {
    if (values.step_up !== mode) void setFieldValue('step_up', mode, false);
  }, [mode, values.step_up, setFieldValue]);
  if (mode === 'none') return null;

  const toggle = hasCode && hasPasskey && (
    <button
      type="button"
      className={styles.modeSwitch}
      onClick={() => {
        setPreferPasskey(!preferPasskey);
        void setFieldTouched('totp_code', false, false);
      }}
    >
      {mode === 'code' ? t('form:stepUp.usePasskey') : t('form:stepUp.useCode')}
    </button>
  );
  return (
    <>
      {mode === 'code' ? (
        <AuthenticatorCodeField name="totp_code" />
      ) : (
        <p className={styles.stepUpNote} role="note">
          {t('form:stepUp.passkeyNote')}
        </p>
      )}
      {toggle}
    </>
  );
}
