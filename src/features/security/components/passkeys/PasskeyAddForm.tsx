import Button from 'antd-mobile/es/components/button';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import {
  securityPasskeyOptions,
  useSecurityPasskeyAdd,
} from '../../../../api/generated/endpoints/security/security';
import type { Passkey } from '../../../../api/generated/model';
import { ignoreHandled } from '../../../../api/http';
import { PasswordField, StepUpField, stepUpBody } from '../../../../components/form';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { showToast } from '../../../../components/imperative/toast';
import { createPasskey, passkeyCancelled } from '../../../../lib/passkeys';
import { passkeyAddInitialValues, passkeyAddSchema, type PasskeyAddValues } from '../../schemas';
import { PasskeyNameField } from './PasskeyNameField';
import styles from './passkeys.module.css';

/** Why the browser made no passkey, as a key of `security:passkeys` (none when the user closed it). */
function creationProblem(error: unknown): string | null {
  if (passkeyCancelled(error)) return null;
  // The authenticator already holds one of this user's passkeys (the server lists them to exclude).
  if (error instanceof Error && error.name === 'InvalidStateError')
    return 'security:passkeys.alreadyOnDevice';
  return 'security:passkeys.createFailed';
}

export interface PasskeyAddFormProps {
  onAdded: (passkey: Passkey) => void;
  onCancel: () => void;
}

/**
 * Adds a passkey: a name, the login password (and the second factor once one is on); the browser
 * then makes the passkey (fingerprint, face or screen lock) and the server keeps it.
 */
export function PasskeyAddForm({ onAdded, onCancel }: PasskeyAddFormProps) {
  const { t } = useTranslation('security');
  const add = useSecurityPasskeyAdd();

  const submit = async (values: PasskeyAddValues) => {
    try {
      const { options } = await securityPasskeyOptions();
      let response: string;
      try {
        response = await createPasskey(options);
      } catch (error) {
        const problem = creationProblem(error);
        // i18n-dynamic: security:passkeys.alreadyOnDevice, security:passkeys.createFailed
        void showToast({ content: t(problem ?? 'security:passkeys.createCancelled') });
        return;
      }
      const stepUp = await stepUpBody(values);
      if (!stepUp) return;
      onAdded(
        await add.mutateAsync({
          data: { response, name: values.name.trim(), password: values.password, ...stepUp },
        }),
      );
    } catch (error) {
      ignoreHandled(error);
    }
  };

  return (
    <Formik
      initialValues={passkeyAddInitialValues()}
      validationSchema={passkeyAddSchema}
      onSubmit={submit}
    >
      <Form className={styles.panel} noValidate aria-label={t('security:passkeys.addTitle')}>
        <h2 className={styles.panelTitle}>{t('security:passkeys.addTitle')}</h2>
        <p className={styles.note}>{t('security:passkeys.addHint')}</p>
        <PasskeyNameField />
        <PasswordField
          name="password"
          label={t('security:authenticator.password')}
          placeholder={t('security:authenticator.passwordPlaceholder')}
        />
        <StepUpField />
        <SubmitButton>{t('security:passkeys.addSubmit')}</SubmitButton>
        <Button block fill="none" onClick={onCancel}>
          {t('security:authenticator.cancel')}
        </Button>
      </Form>
    </Formik>
  );
}
