import { Alert, Button, Form, Input } from 'antd';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAdminSignIn } from '../../api/generated/endpoints/admin-auth/admin-auth';
import { ConsoleError } from '../../api/http';
import { useRememberOperator } from '../../app/operator';
import { FormikItem } from '../../components/FormikItem';
import { AuthFrame } from './AuthFrame';
import { signInSchema } from './schemas';

// E-mail, password and the authenticator's current code: every sign-in needs all three.
export function SignInPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const notice = (useLocation().state as { notice?: string } | null)?.notice;
  const signIn = useAdminSignIn();
  const remember = useRememberOperator();
  const failure = signIn.error instanceof ConsoleError ? signIn.error : undefined;

  return (
    <AuthFrame title={t('auth.sign_in_title')}>
      <Formik
        initialValues={{ email: '', password: '', code: '' }}
        validationSchema={signInSchema(t)}
        onSubmit={async (values) => {
          const operator = await signIn
            .mutateAsync({ data: { ...values, email: values.email.trim() } })
            .catch(() => undefined);
          if (!operator) return;
          remember(operator);
          navigate('/', { replace: true });
        }}
      >
        {(formik) => (
          <Form layout="vertical" onFinish={() => formik.handleSubmit()} requiredMark={false}>
            {notice && (
              <Alert type="success" title={notice} showIcon style={{ marginBottom: 16 }} />
            )}
            {failure && !failure.fields.code && (
              <Alert
                type="error"
                title={failure.message}
                showIcon
                role="alert"
                style={{ marginBottom: 16 }}
              />
            )}
            <FormikItem name="email" label={t('auth.email')}>
              <Input autoComplete="username" inputMode="email" />
            </FormikItem>
            <FormikItem name="password" label={t('auth.password')}>
              <Input.Password autoComplete="current-password" />
            </FormikItem>
            <FormikItem name="code" label={t('auth.code')} serverError={failure?.fields.code}>
              <Input autoComplete="one-time-code" inputMode="numeric" maxLength={6} />
            </FormikItem>
            <Button type="primary" htmlType="submit" block loading={formik.isSubmitting}>
              {t('auth.sign_in')}
            </Button>
          </Form>
        )}
      </Formik>
    </AuthFrame>
  );
}

export default SignInPage;
