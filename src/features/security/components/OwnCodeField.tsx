import { useTranslation } from 'react-i18next';
import { useSmsMail, useSmsSend } from '../../../api/generated/endpoints/lookups/lookups';
import type { CodeScene } from '../../../api/generated/model';
import { useSession } from '../../../api/session';
import { CodeField } from '../../../components/form';
import { showToast } from '../../../components/imperative/toast';

export interface OwnCodeFieldProps {
  scene: Extract<CodeScene, 'fund_password' | 'withdraw_address'>;
  /** Countdown when the server gives no `resend_after` (stories shorten it). */
  resendSeconds?: number;
}

/** A code sent to the signed-in user's own phone or e-mail (the one they signed up with). */
export function OwnCodeField({ scene, resendSeconds }: OwnCodeFieldProps) {
  const { t } = useTranslation('security');
  const { user } = useSession();
  const sms = useSmsSend();
  const mail = useSmsMail();

  const send = async () => {
    if (!user) return;
    const sent =
      user.account_type === 'mobile'
        ? await sms.mutateAsync({
            data: { user_string: user.phone ?? '', area_code: user.area_code ?? '', scene },
          })
        : await mail.mutateAsync({ data: { user_string: user.email ?? '', scene } });
    void showToast({
      content: t('security:code.sent', { account: user.account }),
      icon: 'success',
    });
    return sent.resend_after;
  };

  return (
    <CodeField
      name="code"
      label={t('security:fields.code')}
      placeholder={t('security:fields.codePlaceholder')}
      onSend={send}
      canSend={Boolean(user)}
      resendSeconds={resendSeconds}
    />
  );
}
