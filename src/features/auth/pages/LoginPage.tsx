import { Form, Formik } from 'formik';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useUserLogin } from '../../../api/generated/endpoints/user/user';
import type { Session } from '../../../api/generated/model';
import { ApiError } from '../../../api/http';
import { setSession } from '../../../api/session';
import { lazySchema, PasswordField } from '../../../components/form';
import { DEFAULT_LANDING } from '../../../lib/landing';
import { afterLoginPath, PATHS } from '../../../lib/paths';
import { AccountFields } from '../components/AccountFields';
import { AuthLayout } from '../components/AuthLayout';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { showToast } from '../../../components/imperative/toast';
import { loginTicketOf, type LoginTicket } from '../components/loginTicket';
import { PasskeySignIn } from '../components/PasskeySignIn';
import { toAccountBody } from '../schemas/account';
import { loginInitialValues, type LoginValues } from '../schemas/login';
import styles from '../components/auth.module.css';

// Only accounts with a second factor see the second step: its form loads when a ticket arrives.
const SecondStep = lazy(() =>
  import('../components/SecondStep').then((m) => ({ default: m.SecondStep })),
);
const loginSchema = lazySchema(() => import('../schemas/loginSchema').then((m) => m.loginSchema));

/**
 * pages/user/login/login (also the root): sign in by phone or e-mail and password, then, for an
 * account with a second factor, its code or passkey on the same page; or with a passkey alone.
 */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { search } = useLocation();
  // Silent: "second step required" is not a failure to toast; other failures are toasted here.
  const login = useUserLogin({ request: { silent: true } });
  const [ticket, setTicket] = useState<LoginTicket | null>(null);

  const signedIn = (session: Session) => {
    setSession(session.token, session.user);
    void navigate(afterLoginPath(search, DEFAULT_LANDING), { replace: true });
  };

  const submit = async (values: LoginValues) => {
    try {
      signedIn(
        await login.mutateAsync({ data: { ...toAccountBody(values), password: values.password } }),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const next = loginTicketOf(error);
      if (next) setTicket(next);
      else void showToast({ content: error.message });
    }
  };

  if (ticket)
    return (
      <AuthLayout
        heading={t('auth:secondStep.title')}
        subtitle={
          ticket.factors.includes('passkey') && !ticket.factors.includes('totp')
            ? t('auth:secondStep.subtitlePasskey')
            : t('auth:secondStep.subtitle')
        }
      >
        <Suspense fallback={null}>
          <SecondStep ticket={ticket} onSignedIn={signedIn} onRestart={() => setTicket(null)} />
        </Suspense>
      </AuthLayout>
    );

  return (
    <AuthLayout heading={t('auth:login.heading')} subtitle={t('auth:login.subtitle')}>
      <Formik initialValues={loginInitialValues()} validationSchema={loginSchema} onSubmit={submit}>
        <Form
          className={styles.form}
          noValidate
          aria-label={t('auth:login.title')}
          onFocus={loginSchema.preload}
        >
          <AccountFields passkeyAutofill />
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
            <PasskeySignIn onSignedIn={signedIn} />
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
