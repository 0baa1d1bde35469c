import Button from 'antd-mobile/es/components/button';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  useSecurityAuthenticatorEnable,
  useSecurityAuthenticatorSetup,
} from '../../../../api/generated/endpoints/security/security';
import { ignoreHandled } from '../../../../api/http';
import { PasswordField, TextField } from '../../../../components/form';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { useQrCode } from '../../../../lib/useQrCode';
import {
  authenticatorEnableInitialValues,
  authenticatorEnableSchema,
  type AuthenticatorEnableValues,
} from '../../schemas';
import { CopyButton } from '../../../../components/CopyButton/CopyButton';
import styles from './authenticator.module.css';

const QR_SIZE = 184;

/**
 * Turning the authenticator on: scan the QR code (or type the secret), then confirm with the
 * app's first code and the login password. Hands the recovery codes to `onEnabled`.
 */
export function AuthenticatorSetup({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation('security');
  const setup = useSecurityAuthenticatorSetup();
  const enable = useSecurityAuthenticatorEnable();
  const qr = useQrCode(setup.data?.otpauth_uri, QR_SIZE);

  const submit = async (values: AuthenticatorEnableValues) => {
    try {
      const { recovery_codes } = await enable.mutateAsync({
        data: { code: values.code.trim(), password: values.password },
      });
      onEnabled(recovery_codes);
    } catch (error) {
      ignoreHandled(error);
    }
  };

  if (!setup.data)
    return (
      <section className={styles.section}>
        <p className={styles.text}>{t('security:authenticator.intro')}</p>
        <Button
          block
          color="primary"
          size="large"
          loading={setup.isPending}
          onClick={() => setup.mutate(undefined, { onError: ignoreHandled })}
        >
          {t('security:authenticator.start')}
        </Button>
      </section>
    );

  return (
    <section className={styles.section}>
      <p className={styles.text}>{t('security:authenticator.scan')}</p>
      <div className={styles.qr}>
        {qr ? (
          <img src={qr} width={QR_SIZE} height={QR_SIZE} alt={t('security:authenticator.qr')} />
        ) : (
          <span className={styles.qrPlaceholder} aria-busy="true" />
        )}
      </div>
      <p className={styles.text}>{t('security:authenticator.typeSecret')}</p>
      <div className={styles.secret}>
        <span className={styles.secretValue} data-testid="totp-secret">
          {setup.data.secret}
        </span>
        <CopyButton
          text={setup.data.secret}
          label={t('security:authenticator.secret')}
          size="small"
        />
      </div>
      <Formik
        initialValues={authenticatorEnableInitialValues()}
        validationSchema={authenticatorEnableSchema}
        onSubmit={submit}
      >
        <Form noValidate aria-label={t('security:authenticator.confirm')}>
          <TextField
            name="code"
            label={t('security:authenticator.firstCode')}
            placeholder={t('security:authenticator.firstCodePlaceholder')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            strip={/\D/g}
          />
          <PasswordField
            name="password"
            label={t('security:authenticator.password')}
            placeholder={t('security:authenticator.passwordPlaceholder')}
          />
          <SubmitButton>{t('security:authenticator.confirm')}</SubmitButton>
        </Form>
      </Formik>
    </section>
  );
}
