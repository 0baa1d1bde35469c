import { Form, Formik } from 'formik';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useUserRegister } from '../../../api/generated/endpoints/user/user';
import { setSession } from '../../../api/session';
import { AgreementCheckbox, PasswordField, TextField } from '../../../components/form';
import { DEFAULT_LANDING } from '../../../lib/landing';
import { afterLoginPath, PATHS } from '../../../lib/paths';
import { AccountFields } from '../components/AccountFields';
import { AuthLayout } from '../components/AuthLayout';
import { ignoreHandled } from '../../../api/http';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { VerificationCodeField } from '../components/VerificationCodeField';
import {
  registerInitialValues,
  registerSchema,
  toAccountBody,
  type RegisterValues,
} from '../schemas';
import styles from '../components/auth.module.css';

/** An invite link's `?code=`, kept only if it looks like an invite code. */
const inviteFromLink = (code: string | null) =>
  code && /^[A-Za-z0-9]{1,10}$/.test(code) ? code : '';

/** pages/user/login/register: sign up by phone or e-mail with a code, then sign in. */
export default function RegisterPage() {
  const { t } = useTranslation(['auth', 'agreement']);
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params] = useSearchParams();
  const register = useUserRegister();

  const submit = async (values: RegisterValues) => {
    const invite = values.extension_code.trim();
    try {
      const session = await register.mutateAsync({
        data: {
          ...toAccountBody(values),
          code: values.code,
          password: values.password,
          re_password: values.re_password,
          ...(invite ? { extension_code: invite } : {}),
        },
      });
      setSession(session.token, session.user);
      void navigate(afterLoginPath(search, DEFAULT_LANDING), { replace: true });
    } catch (error) {
      ignoreHandled(error);
    }
  };

  return (
    <AuthLayout
      back
      title={t('auth:register.title')}
      heading={t('auth:register.heading')}
      subtitle={t('auth:register.subtitle')}
    >
      <Formik
        initialValues={registerInitialValues(inviteFromLink(params.get('code')))}
        validationSchema={registerSchema}
        onSubmit={submit}
      >
        <Form className={styles.form} noValidate aria-label={t('auth:register.title')}>
          <AccountFields />
          <VerificationCodeField scene="register" />
          <PasswordField
            name="password"
            label={t('auth:fields.password')}
            placeholder={t('auth:fields.newPasswordPlaceholder')}
            autoComplete="new-password"
          />
          <PasswordField
            name="re_password"
            label={t('auth:fields.confirmPassword')}
            placeholder={t('auth:fields.confirmPlaceholder')}
            autoComplete="new-password"
          />
          <TextField
            name="extension_code"
            label={t('auth:fields.invite')}
            placeholder={t('auth:fields.invitePlaceholder')}
            autoComplete="off"
            maxLength={10}
            strip={/[^A-Za-z0-9]/g}
          />
          <AgreementCheckbox
            name="agreement"
            title={t('auth:agreement.title')}
            content={t('agreement:body')}
            label={(link) => (
              <Trans t={t} i18nKey="auth:agreement.sentence" components={{ terms: link }} />
            )}
          />
          <div className={styles.actions}>
            <SubmitButton>{t('auth:register.submit')}</SubmitButton>
          </div>
        </Form>
      </Formik>
      <p className={styles.footer}>
        {t('auth:register.haveAccount')}
        <Link className={styles.link} to={`${PATHS.login}${search}`}>
          {t('auth:register.login')}
        </Link>
      </p>
    </AuthLayout>
  );
}
