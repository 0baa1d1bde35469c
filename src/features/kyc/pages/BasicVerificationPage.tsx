import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUserRealName } from '../../../api/generated/endpoints/kyc/kyc';
import { ApiError } from '../../../api/http';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { TextField } from '../../../components/form';
import { showToast } from '../../../components/imperative/toast';
import { NavBar } from '../../../components/NavBar/NavBar';
import { PageFrame } from '../../../components/PageFrame/PageFrame';
import { takeChosenLocation } from '../../../lib/chosenLocation';
import { clearDraft, loadDraft, saveDraft } from '../../../lib/formDraft';
import { PATHS } from '../../../lib/paths';
import { CountryField } from '../components/CountryField';
import { KycSkeleton } from '../components/KycSkeleton';
import { LevelStatus, RejectedNotice } from '../components/LevelStatus';
import { ImageUploadField } from '../../../components/ImageUpload/ImageUploadField';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { useKycState } from '../components/useKycState';
import {
  basicKycInitialValues,
  basicKycSchema,
  toBasicKycBody,
  type BasicKycValues,
} from '../schemas';
import styles from '../components/kyc.module.css';

const DRAFT = 'kyc-basic';

/** The values to start from: the draft kept while the country chooser was open, plus its choice. */
function startValues(): BasicKycValues {
  const values = loadDraft(DRAFT, basicKycInitialValues());
  const chosen = takeChosenLocation();
  if (!chosen) return values;
  const next = { ...values, country: chosen.name };
  saveDraft(DRAFT, next); // a second read (React's strict mode) finds the choice in the draft
  return next;
}

/** pages/verification/basic: country, name, ID number, contact and three photos, all required. */
export default function BasicVerificationPage() {
  const { t } = useTranslation('kyc');
  const navigate = useNavigate();
  const { kyc, invalidate } = useKycState();
  const submitBasic = useUserRealName();
  const [initialValues] = useState(startValues);

  const submit = async (values: BasicKycValues) => {
    try {
      await submitBasic.mutateAsync({ data: toBasicKycBody(values) });
      clearDraft(DRAFT);
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
  else if (kyc.data.basic.status === 'under_review' || kyc.data.basic.status === 'verified')
    body = <LevelStatus state={kyc.data.basic} />;
  else
    body = (
      <Formik initialValues={initialValues} validationSchema={basicKycSchema} onSubmit={submit}>
        <Form noValidate aria-label={t('kyc:basic.title')}>
          <RejectedNotice state={kyc.data.basic} />
          <CountryField
            name="country"
            label={t('kyc:form.country')}
            placeholder={t('kyc:form.countryPlaceholder')}
            draftKey={DRAFT}
            backpage={PATHS.verificationBasic}
          />
          <TextField
            name="name"
            label={t('kyc:form.name')}
            placeholder={t('kyc:form.namePlaceholder')}
            maxLength={100}
            autoComplete="name"
          />
          <TextField
            name="id_number"
            label={t('kyc:form.idNumber')}
            placeholder={t('kyc:form.idNumberPlaceholder')}
            maxLength={32}
            strip={/[^A-Za-z0-9-]/g}
          />
          <TextField
            name="contact"
            label={t('kyc:form.contact')}
            placeholder={t('kyc:form.contactPlaceholder')}
            maxLength={200}
          />
          <span className={styles.photosLabel}>{t('kyc:form.photos')}</span>
          <div className={styles.photos}>
            <ImageUploadField name="front_image" label={t('kyc:form.front')} />
            <ImageUploadField name="back_image" label={t('kyc:form.back')} />
            <ImageUploadField name="hand_image" label={t('kyc:form.hand')} />
          </div>
          <div className={styles.actions}>
            <SubmitButton>{t('kyc:form.submit')}</SubmitButton>
          </div>
        </Form>
      </Formik>
    );

  return (
    <PageFrame
      nav={<NavBar title={t('kyc:basic.title')} backTo={PATHS.verification} />}
      className={styles.content}
    >
      {body}
    </PageFrame>
  );
}
