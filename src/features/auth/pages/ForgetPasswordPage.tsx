import { showToast } from '../../../components/imperative/toast';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useUserForget } from '../../../api/generated/endpoints/user/user';
import { PasswordField } from '../../../components/form';
import { PATHS } from '../../../lib/paths';
import { AccountFields } from '../components/AccountFields';
import { AuthLayout } from '../components/AuthLayout';
import { ignoreHandled } from '../../../api/http';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { VerificationCodeField } from '../components/VerificationCodeField';
import {
  forgetPasswordInitialValues,
  forgetPasswordSchema,
  toAccountBody,
  type ForgetPasswordValues,
} from '../schemas';
import styles from '../components/auth.module.css';

/** pages/user/login/forgetPassword: a new login password with a `forget` code, then log in. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  const forget = useUserForget();

  const submit = async (values: ForgetPasswordValues) => {
    try {
      const message = await forget.mutateAsync({
        data: {
          ...toAccountBody(values),
          code: values.code,
          password: values.password,
          re_password: values.re_password,
        },
      });
      void showToast({ content: message, icon: 'success' });
      void navigate(`${PATHS.login}${search}`, { replace: true });
    } catch (error) {
      ignoreHandled(error);
    }
  };

  return (
    <AuthLayout
      back
      title={t('auth:forget.title')}
      heading={t('auth:forget.heading')}
      subtitle={t('auth:forget.subtitle')}
    >
      <Formik
        initialValues={forgetPasswordInitialValues()}
        validationSchema={forgetPasswordSchema}
        onSubmit={submit}
      >
        <Form className={styles.form} noValidate aria-label={t('auth:forget.title')}>
          <AccountFields />
          <VerificationCodeField scene="forget" />
          <PasswordField
            name="password"
            label={t('auth:fields.newPassword')}
            placeholder={t('auth:fields.newPasswordPlaceholder')}
            autoComplete="new-password"
          />
          <PasswordField
            name="re_password"
            label={t('auth:fields.confirmPassword')}
            placeholder={t('auth:fields.confirmPlaceholder')}
            autoComplete="new-password"
          />
          <div className={styles.actions}>
            <SubmitButton>{t('auth:forget.submit')}</SubmitButton>
          </div>
        </Form>
      </Formik>
      <p className={styles.footer}>
        {t('auth:forget.remembered')}
        <Link className={styles.link} to={`${PATHS.login}${search}`}>
          {t('auth:forget.login')}
        </Link>
      </p>
    </AuthLayout>
  );
}
