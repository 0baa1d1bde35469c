import Button from 'antd-mobile/es/components/button';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUserRealName2 } from '../../../api/generated/endpoints/kyc/kyc';
import { ApiError } from '../../../api/http';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { TextField } from '../../../components/form';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { PATHS } from '../../../lib/paths';
import { KycSkeleton } from '../components/KycSkeleton';
import { LevelStatus, RejectedNotice } from '../components/LevelStatus';
import { ImageUploadField } from '../../../components/ImageUpload/ImageUploadField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useKycState } from '../components/useKycState';
import {
  advancedKycInitialValues,
  advancedKycSchema,
  toAdvancedKycBody,
  type AdvancedKycValues,
} from '../schemas';
import styles from '../components/kyc.module.css';

/** pages/verification/advanced: only after basic verification ("complete primary identity verification first"). */
export default function AdvancedVerificationPage() {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const { kyc, invalidate } = useKycState();
  const submitAdvanced = useUserRealName2();

  const submit = async (values: AdvancedKycValues) => {
    try {
      await submitAdvanced.mutateAsync({ data: toAdvancedKycBody(values) });
      await invalidate();
      void showToast({ content: t('kyc:form.submitted'), icon: 'success' });
      void navigate(PATHS.verification, { replace: true });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error; // the server's message was already shown
    }
  };

  let body;
  if (kyc.isPending) body = <KycSkeleton />;
  else if (kyc.isError)
    body = <ErrorState message={t('kyc:index.loadFailed')} onRetry={() => void kyc.refetch()} />;
  else if (kyc.data.basic.status !== 'verified')
    body = (
      <EmptyState
        title={t('kyc:advanced.basicFirst')}
        action={
          <Button color="primary" onClick={() => void navigate(PATHS.verificationBasic)}>
            {t('kyc:advanced.goBasic')}
          </Button>
        }
      />
    );
  else if (kyc.data.advanced.status === 'under_review' || kyc.data.advanced.status === 'verified')
    body = <LevelStatus state={kyc.data.advanced} />;
  else
    body = (
      <Formik
        initialValues={advancedKycInitialValues()}
        validationSchema={advancedKycSchema}
        onSubmit={submit}
      >
        <Form noValidate aria-label={t('kyc:advanced.title')}>
          <RejectedNotice state={kyc.data.advanced} />
          <p className={styles.intro}>{t('kyc:advanced.intro')}</p>
          <TextField
            name="address"
            label={t('kyc:form.address')}
            placeholder={t('kyc:form.addressPlaceholder')}
            maxLength={200}
          />
          <div className={styles.photos}>
            <ImageUploadField name="address_image" label={t('kyc:form.addressImage')} />
          </div>
          <div className={styles.actions}>
            <SubmitButton>{t('kyc:form.submit')}</SubmitButton>
          </div>
        </Form>
      </Formik>
    );

  return (
    <PageFrame
      nav={<NavBar title={t('kyc:advanced.title')} backTo={PATHS.verification} />}
      className={styles.content}
    >
      {body}
    </PageFrame>
  );
}
