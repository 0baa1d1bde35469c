import { Form, Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { useOtcAppeal } from '../../../api/generated/endpoints/otc/otc';
import type { OtcOrder } from '../../../api/generated/model';
import { ignoreHandled } from '../../../api/http';
import { SubmitButton } from '../../../components/form';
import { showToast } from '../../../components/imperative/toast';
import { appealInitialValues, appealSchema, type AppealValues } from '../schemas';
import styles from './otc.module.css';
import { ImageUploadField } from '../../../components/ImageUpload/ImageUploadField';
import { Sheet } from '../../../components/Sheet/Sheet';
import { TextAreaField } from './TextAreaField';
import { useOrderChanged } from './useOrderMutations';

/** An appeal to the platform: what happened (5 to 500 characters) and a voucher. */
export function AppealSheet({
  order,
  open,
  onClose,
}: {
  order: OtcOrder;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('otc');
  const appeal = useOtcAppeal();
  const changed = useOrderChanged();
  const submit = async (values: AppealValues) => {
    try {
      changed(
        await appeal.mutateAsync({
          data: {
            id: order.id,
            description: values.description.trim(),
            voucher_upload_id: values.voucher,
          },
        }),
      );
      void showToast({ content: t('otc:appealForm.done'), icon: 'success' });
      onClose();
    } catch (error) {
      ignoreHandled(error);
    }
  };
  return (
    <Sheet open={open} title={t('otc:appealForm.title')} onClose={onClose}>
      <Formik
        initialValues={appealInitialValues()}
        validationSchema={appealSchema}
        onSubmit={submit}
      >
        <Form className={styles.form} noValidate aria-label={t('otc:appealForm.title')}>
          <p className={styles.hint}>
            {order.role === 'buyer'
              ? t('otc:appealForm.hintBuyer')
              : t('otc:appealForm.hintSeller')}
          </p>
          <TextAreaField
            name="description"
            label={t('otc:appealForm.description')}
            placeholder={t('otc:appealForm.descriptionPlaceholder')}
            maxLength={500}
          />
          <ImageUploadField name="voucher" label={t('otc:appealForm.voucher')} />
          <SubmitButton>{t('otc:appealForm.submit')}</SubmitButton>
        </Form>
      </Formik>
    </Sheet>
  );
}
