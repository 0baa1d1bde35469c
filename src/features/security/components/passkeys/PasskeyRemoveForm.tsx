import Button from 'antd-mobile/es/components/button';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useSecurityPasskeyRemove } from '../../../../api/generated/endpoints/security/security';
import type { Passkey } from '../../../../api/generated/model';
import { ignoreHandled } from '../../../../api/http';
import {
  PasswordField,
  StepUpField,
  stepUpBody,
  stepUpInitialValues,
} from '../../../../components/form';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { passkeyRemoveSchema, type PasskeyRemoveValues } from '../../schemas';
import styles from './passkeys.module.css';

export interface PasskeyRemoveFormProps {
  passkey: Passkey;
  /** No authenticator app and no other passkey: removing it turns two-step verification off. */
  lastFactor: boolean;
  onRemoved: (message: string) => void;
  onCancel: () => void;
}

/** Removes a passkey, with the login password and the second factor (which may be this one). */
export function PasskeyRemoveForm({
  passkey,
  lastFactor,
  onRemoved,
  onCancel,
}: PasskeyRemoveFormProps) {
  const { t } = useTranslation('security');
  const remove = useSecurityPasskeyRemove();

  const submit = async (values: PasskeyRemoveValues) => {
    try {
      const stepUp = await stepUpBody(values);
      if (!stepUp) return;
      onRemoved(
        await remove.mutateAsync({
          data: { id: passkey.id, password: values.password, ...stepUp },
        }),
      );
    } catch (error) {
      ignoreHandled(error);
    }
  };

  const title = t('security:passkeys.removeTitle', { name: passkey.name });
  return (
    <Formik
      initialValues={{ password: '', ...stepUpInitialValues() }}
      validationSchema={passkeyRemoveSchema}
      onSubmit={submit}
    >
      <Form className={styles.panel} noValidate aria-label={title}>
        <h2 className={styles.panelTitle}>{title}</h2>
        <p className={lastFactor ? styles.warning : styles.note}>
          {lastFactor ? t('security:passkeys.removeLastHint') : t('security:passkeys.removeHint')}
        </p>
        <PasswordField
          name="password"
          label={t('security:authenticator.password')}
          placeholder={t('security:authenticator.passwordPlaceholder')}
        />
        <StepUpField />
        <SubmitButton>{t('security:passkeys.removeSubmit')}</SubmitButton>
        <Button block fill="none" onClick={onCancel}>
          {t('security:authenticator.cancel')}
        </Button>
      </Form>
    </Formik>
  );
}
