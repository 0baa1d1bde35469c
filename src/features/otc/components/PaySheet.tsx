import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useOtcPay } from '../../../api/generated/endpoints/otc/otc';
import type { OtcOrder, OtcPayKind } from '../../../api/generated/model';
import { ignoreHandled } from '../../../api/http';
import { SubmitButton, useFieldError } from '../../../components/form';
import { showToast } from '../../../components/imperative/toast';
import { payInitialValues, paySchema, type PayValues } from '../schemas';
import { payKindLabel } from './labels';
import styles from './otc.module.css';
import { ImageUploadField } from '../../../components/ImageUpload/ImageUploadField';
import { Sheet } from '../../../components/Sheet/Sheet';
import { useOrderChanged } from './useOrderMutations';

function KindChoice({ kinds }: { kinds: OtcPayKind[] }) {
  const { t } = useTranslation('otc');
  const { field, helpers, error } = useFieldError<string>('payment_kind');
  return (
    <fieldset className={styles.choice}>
      <legend className={styles.label}>{t('otc:pay.kind')}</legend>
      {kinds.map((kind) => (
        <label key={kind} className={styles.choiceItem}>
          <input
            type="radio"
            name="payment_kind"
            value={kind}
            checked={field.value === kind}
            onChange={() => void helpers.setValue(kind)}
          />
          {payKindLabel(t, kind)}
        </label>
      ))}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** "I have paid": the method used, among the order's, and a picture of the transfer. */
export function PaySheet({
  order,
  open,
  onClose,
}: {
  order: OtcOrder;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('otc');
  const pay = useOtcPay();
  const changed = useOrderChanged();
  const schema = useMemo(() => paySchema(order.pay_kinds), [order.pay_kinds]);
  const submit = async (values: PayValues) => {
    try {
      const next = await pay.mutateAsync({
        data: {
          id: order.id,
          payment_kind: values.payment_kind as OtcPayKind,
          voucher_upload_id: values.voucher,
        },
      });
      changed(next);
      void showToast({ content: t('otc:pay.done'), icon: 'success' });
      onClose();
    } catch (error) {
      ignoreHandled(error);
    }
  };
  return (
    <Sheet open={open} title={t('otc:pay.title')} onClose={onClose}>
      <Formik
        initialValues={payInitialValues(order.pay_kinds)}
        validationSchema={schema}
        onSubmit={submit}
      >
        <Form className={styles.form} noValidate aria-label={t('otc:pay.title')}>
          <p className={styles.hint}>{t('otc:pay.hint')}</p>
          <KindChoice kinds={order.pay_kinds} />
          <ImageUploadField name="voucher" label={t('otc:pay.voucher')} />
          <SubmitButton>{t('otc:pay.submit')}</SubmitButton>
        </Form>
      </Formik>
    </Sheet>
  );
}
