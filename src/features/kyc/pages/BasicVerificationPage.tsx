import { Form, Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserRealName } from '../../../api/generated/endpoints/kyc/kyc';
import { TextField } from '../../../components/form';
import { takeChosenLocation } from '../../../lib/chosenLocation';
import { clearDraft, loadDraft, saveDraft } from '../../../lib/formDraft';
import { PATHS } from '../../../lib/paths';
import { CountryField } from '../components/CountryField';
import { KycLevelPage } from '../components/KycLevelPage';
import { RejectedNotice } from '../components/LevelStatus';
import { useSubmitKyc } from '../components/useSubmitKyc';
import { ImageUploadField } from '../../../components/ImageUpload/ImageUploadField';
import { SubmitButton } from '../../../components/form/SubmitButton';
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
  const submitBasic = useUserRealName();
  const [initialValues] = useState(startValues);
  const submit = useSubmitKyc(
    (values: BasicKycValues) => submitBasic.mutateAsync({ data: toBasicKycBody(values) }),
    () => clearDraft(DRAFT),
  );

  return (
    <KycLevelPage
      title={t('kyc:basic.title')}
      level="basic"
      form={(state) => (
        <Formik initialValues={initialValues} validationSchema={basicKycSchema} onSubmit={submit}>
          <Form noValidate aria-label={t('kyc:basic.title')}>
            <RejectedNotice state={state} />
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
      )}
    />
  );
}
