import Button from 'antd-mobile/es/components/button';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useSecurityPasskeyRename } from '../../../../api/generated/endpoints/security/security';
import type { Passkey } from '../../../../api/generated/model';
import { ignoreHandled } from '../../../../api/http';
import { SubmitButton } from '../../../../components/form/SubmitButton';
import { passkeyRenameSchema } from '../../schemas';
import { PasskeyNameField } from './PasskeyNameField';
import styles from './passkeys.module.css';

export interface PasskeyRenameFormProps {
  passkey: Passkey;
  onRenamed: (passkey: Passkey) => void;
  onCancel: () => void;
}

/** Renames a passkey (a name only helps the user tell them apart: no password asked). */
export function PasskeyRenameForm({ passkey, onRenamed, onCancel }: PasskeyRenameFormProps) {
  const { t } = useTranslation('security');
  const rename = useSecurityPasskeyRename();

  const submit = async ({ name }: { name: string }) => {
    try {
      onRenamed(await rename.mutateAsync({ data: { id: passkey.id, name: name.trim() } }));
    } catch (error) {
      ignoreHandled(error);
    }
  };

  const title = t('security:passkeys.renameTitle', { name: passkey.name });
  return (
    <Formik
      initialValues={{ name: passkey.name }}
      validationSchema={passkeyRenameSchema}
      onSubmit={submit}
    >
      <Form className={styles.panel} noValidate aria-label={title}>
        <h2 className={styles.panelTitle}>{title}</h2>
        <PasskeyNameField />
        <SubmitButton>{t('security:passkeys.renameSubmit')}</SubmitButton>
        <Button block fill="none" onClick={onCancel}>
          {t('security:authenticator.cancel')}
        </Button>
      </Form>
    </Formik>
  );
}
