import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useUserLogin } from '../../../api/generated/endpoints/user/user';
import { setSession } from '../../../api/session';
import { lazySchema, PasswordField } from '../../../components/form';
import { DEFAULT_LANDING } from '../../../lib/landing';
import { afterLoginPath, PATHS } from '../../../lib/paths';
import { AccountFields } from '../components/AccountFields';
import { AuthLayout } from '../components/AuthLayout';
import { ignoreHandled } from '../../../api/http';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { toAccountBody } from '../schemas/account';
import { loginInitialValues, type LoginValues } from '../schemas/login';
import styles from '../components/auth.module.css';

const loginSchema = lazySchema(() => import('../schemas/loginSchema').then((m) => m.loginSchema));

/** pages/user/login/login (also the root): sign in by phone or e-mail and password. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  const login = useUserLogin();

  const submit = async (values: LoginValues) => {
    try {
      const session = await login.mutateAsync({
        data: { ...toAccountBody(values), password: values.password },
      });
      setSession(session.token, session.user);
      void navigate(afterLoginPath(search, DEFAULT_LANDING), { replace: true });
    } catch (error) {
      ignoreHandled(error);
    }
  };

  return (
    <AuthLayout heading={t('auth:login.heading')} subtitle={t('auth:login.subtitle')}>
      <Formik initialValues={loginInitialValues()} validationSchema={loginSchema} onSubmit={submit}>
        <Form
          className={styles.form}
          noValidate
          aria-label={t('auth:login.title')}
          onFocus={loginSchema.preload}
        >
          <AccountFields />
          <PasswordField
            name="password"
            label={t('auth:fields.password')}
            placeholder={t('auth:fields.passwordPlaceholder')}
            autoComplete="current-password"
          />
          <div className={styles.rowEnd}>
            <Link className={styles.link} to={`${PATHS.forgetPassword}${search}`}>
              {t('auth:login.forgot')}
            </Link>
          </div>
          <div className={styles.actions}>
            <SubmitButton>{t('auth:login.submit')}</SubmitButton>
          </div>
        </Form>
      </Formik>
      <p className={styles.footer}>
        {t('auth:login.noAccount')}
        <Link className={styles.link} to={`${PATHS.register}${search}`}>
          {t('auth:login.register')}
        </Link>
      </p>
    </AuthLayout>
  );
}
