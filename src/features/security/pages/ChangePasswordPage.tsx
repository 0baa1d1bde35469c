import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSafeUpdatePassword } from '../../../api/generated/endpoints/security/security';
import { PasswordField, StepUpField, stepUpBody } from '../../../components/form';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { ignoreHandled } from '../../../api/http';
import { SubmitButton } from '../../../components/form/SubmitButton';
import {
  changePasswordInitialValues,
  changePasswordSchema,
  type ChangePasswordValues,
} from '../schemas';
import styles from '../components/security.module.css';

/** pages/settings/security/changePassword: original, new and repeated login password. */
export default function ChangePasswordPage() {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const update = useSafeUpdatePassword();

  const submit = async (values: ChangePasswordValues) => {
    try {
      const stepUp = await stepUpBody(values);
      if (!stepUp) return;
      const message = await update.mutateAsync({
        data: {
          old_password: values.old_password,
          password: values.password,
          re_password: values.re_password,
          ...stepUp,
        },
      });
      void showToast({ content: message, icon: 'success' });
      void navigate(PATHS.security, { replace: true });
    } catch (error) {
      ignoreHandled(error);
    }
  };

  return (
    <PageFrame nav={<NavBar title={t('security:changePassword.title')} />}>
      <Formik
        initialValues={changePasswordInitialValues()}
        validationSchema={changePasswordSchema}
        onSubmit={submit}
      >
        <Form className={styles.form} noValidate aria-label={t('security:changePassword.title')}>
          <PasswordField
            name="old_password"
            label={t('security:fields.oldPassword')}
            placeholder={t('security:fields.oldPasswordPlaceholder')}
          />
          <PasswordField
            name="password"
            label={t('security:fields.newPassword')}
            placeholder={t('security:fields.newPasswordPlaceholder')}
            autoComplete="new-password"
          />
          <PasswordField
            name="re_password"
            label={t('security:fields.repeatPassword')}
            placeholder={t('security:fields.repeatPasswordPlaceholder')}
            autoComplete="new-password"
          />
          <StepUpField />
          <p className={styles.hint}>{t('security:changePassword.hint')}</p>
          <div className={styles.actions}>
            <SubmitButton>{t('security:changePassword.submit')}</SubmitButton>
          </div>
        </Form>
      </Formik>
    </PageFrame>
  );
}
