import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import type { UploadImage } from '../../../components/ImageUpload/ImageUpload';
import { StepUpField, SubmitButton, TextField } from '../../../components/form';
import {
  BANK_FIELDS,
  bankInitialValues,
  bankSchema,
  walletInitialValues,
  walletSchema,
  type BankValues,
  type WalletValues,
} from '../schemas';
import styles from './bankbind.module.css';
import { ImageUploadField } from '../../../components/ImageUpload/ImageUploadField';
import { useBankLabels } from './useBankLabels';

/** The bank card form: every field required (spec section 5). */
export function BankForm({ onSubmit }: { onSubmit: (values: BankValues) => Promise<void> }) {
  const { t } = useTranslation('bankbind');
  const labels = useBankLabels();
  return (
    <Formik initialValues={bankInitialValues()} validationSchema={bankSchema()} onSubmit={onSubmit}>
      <Form className={styles.form} noValidate aria-label={t('bankbind:kind.bank')}>
        {BANK_FIELDS.map((f) => (
          <TextField
            key={f}
            name={f}
            label={labels[f]}
            placeholder={t('bankbind:placeholder', { field: labels[f] })}
            maxLength={200}
          />
        ))}
        <StepUpField />
        <SubmitButton>{t('bankbind:submit')}</SubmitButton>
      </Form>
    </Formik>
  );
}

interface WalletFormProps {
  kind: 'alipay' | 'wechat';
  onSubmit: (values: WalletValues) => Promise<void>;
  upload?: UploadImage;
}

/** Alipay or WeChat: the account and its QR code image. */
export function WalletForm({ kind, onSubmit, upload }: WalletFormProps) {
  const { t } = useTranslation('bankbind');
  const title = kind === 'alipay' ? t('bankbind:kind.alipay') : t('bankbind:kind.wechat');
  return (
    <Formik
      initialValues={walletInitialValues()}
      validationSchema={walletSchema()}
      onSubmit={onSubmit}
    >
      <Form className={styles.form} noValidate aria-label={title}>
        <TextField
          name="account"
          label={
            kind === 'alipay'
              ? t('bankbind:field.alipay_account')
              : t('bankbind:field.wechat_account')
          }
          placeholder={t('bankbind:accountPlaceholder')}
          maxLength={100}
        />
        <ImageUploadField name="qr_upload_id" label={t('bankbind:field.qr')} upload={upload} />
        <StepUpField />
        <SubmitButton>{t('bankbind:submit')}</SubmitButton>
      </Form>
    </Formik>
  );
}
