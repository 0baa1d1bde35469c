import Button from 'antd-mobile/es/components/button';
import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useUserRealName2 } from '../../../api/generated/endpoints/kyc/kyc';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { TextField } from '../../../components/form';
import { SubmitButton } from '../../../components/form/SubmitButton';
import { ImageUploadField } from '../../../components/ImageUpload/ImageUploadField';
import { PATHS } from '../../../lib/paths';
import { KycLevelPage } from '../components/KycLevelPage';
import { RejectedNotice } from '../components/LevelStatus';
import { useSubmitKyc } from '../components/useSubmitKyc';
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
  const submitAdvanced = useUserRealName2();
  const submit = useSubmitKyc((values: AdvancedKycValues) =>
    submitAdvanced.mutateAsync({ data: toAdvancedKycBody(values) }),
  );

  return (
    <KycLevelPage
      title={t('kyc:advanced.title')}
      level="advanced"
      blocked={(kyc) =>
        kyc.basic.status === 'verified' ? null : (
          <EmptyState
            title={t('kyc:advanced.basicFirst')}
            action={
              <Button color="primary" onClick={() => void navigate(PATHS.verificationBasic)}>
                {t('kyc:advanced.goBasic')}
              </Button>
            }
          />
        )
      }
      form={(state) => (
        <Formik
          initialValues={advancedKycInitialValues()}
          validationSchema={advancedKycSchema}
          onSubmit={submit}
        >
          <Form noValidate aria-label={t('kyc:advanced.title')}>
            <RejectedNotice state={state} />
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
      )}
    />
  );
}
