import Skeleton from 'antd-mobile/es/components/skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  getSecurityAntiPhishingQueryKey,
  useSecurityAntiPhishing,
  useSecurityAntiPhishingSet,
} from '../../../api/generated/endpoints/security/security';
import { ignoreHandled } from '../../../api/http';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { PasswordField, TextField } from '../../../components/form';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { antiPhishingInitialValues, antiPhishingSchema, type AntiPhishingValues } from '../schemas';
import styles from '../components/security.module.css';

/** pages/settings/security/antiPhishing: the word shown at the top of every security e-mail. */
export default function AntiPhishingPage() {
  const { t } = useTranslation('security');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const current = useSecurityAntiPhishing();
  const save = useSecurityAntiPhishingSet();

  const submit = async (values: AntiPhishingValues) => {
    try {
      const message = await save.mutateAsync({
        data: { code: values.code.trim(), password: values.password },
      });
      await queryClient.invalidateQueries({ queryKey: getSecurityAntiPhishingQueryKey() });
      void showToast({ content: message, icon: 'success' });
      void navigate(PATHS.security, { replace: true });
    } catch (error) {
      ignoreHandled(error);
    }
  };

  const title = t('security:antiPhishing.title');
  return (
    <PageFrame nav={<NavBar title={title} />}>
      <div className={styles.form}>
        <p className={styles.hint}>{t('security:antiPhishing.intro')}</p>
        {current.isPending ? (
          <Skeleton.Paragraph lineCount={1} animated />
        ) : current.isError ? (
          <ErrorState
            message={t('security:antiPhishing.loadFailed')}
            onRetry={() => void current.refetch()}
          />
        ) : current.data.anti_phishing_code ? (
          <p className={styles.current}>
            {t('security:antiPhishing.current')}{' '}
            <strong className={styles.address}>{current.data.anti_phishing_code}</strong>
          </p>
        ) : (
          <p className={styles.current}>{t('security:antiPhishing.none')}</p>
        )}
      </div>
      <Formik
        initialValues={antiPhishingInitialValues()}
        validationSchema={antiPhishingSchema}
        onSubmit={submit}
      >
        <Form className={styles.form} noValidate aria-label={title}>
          <TextField
            name="code"
            label={t('security:antiPhishing.code')}
            placeholder={t('security:antiPhishing.codePlaceholder')}
            autoComplete="off"
            maxLength={20}
          />
          <PasswordField
            name="password"
            label={t('security:antiPhishing.password')}
            placeholder={t('security:antiPhishing.passwordPlaceholder')}
          />
          <div className={styles.actions}>
            <SubmitButton>{t('security:antiPhishing.submit')}</SubmitButton>
          </div>
        </Form>
      </Formik>
    </PageFrame>
  );
}
