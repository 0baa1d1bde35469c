import { showToast } from '../../../components/imperative/toast';
import { useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import { useSmsMail, useSmsSend } from '../../../api/generated/endpoints/lookups/lookups';
import type { CodeScene } from '../../../api/generated/model';
import { CodeField } from '../../../components/form';
import { isTargetValid, type AccountValues } from '../schemas';

export interface VerificationCodeFieldProps {
  scene: CodeScene;
  /** Countdown when the server gives no `resend_after` (stories shorten it). */
  resendSeconds?: number;
}

/** The 6-digit code, sent by SMS or e-mail to the account being entered. */
export function VerificationCodeField({ scene, resendSeconds }: VerificationCodeFieldProps) {
  const { t } = useTranslation('auth');
  const { values } = useFormikContext<AccountValues>();
  const sms = useSmsSend();
  const mail = useSmsMail();

  const send = async () => {
    const sent =
      values.type === 'mobile'
        ? await sms.mutateAsync({
            data: { user_string: values.phone.trim(), area_code: values.area_code, scene },
          })
        : await mail.mutateAsync({ data: { user_string: values.email.trim(), scene } });
    void showToast({ content: t('auth:code.sent'), icon: 'success' });
    return sent.resend_after;
  };

  return (
    <CodeField
      // A new target (phone or e-mail tab) starts its own countdown.
      key={values.type}
      name="code"
      label={t('auth:fields.code')}
      placeholder={t('auth:fields.codePlaceholder')}
      onSend={send}
      canSend={isTargetValid(values)}
      resendSeconds={resendSeconds}
    />
  );
}
