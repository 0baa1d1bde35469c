import { Form, Input, Modal } from 'antd';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikItem } from '../../components/FormikItem';
import { PAYOUT_REFERENCE_MAX, payoutSchema, REASON_MAX, reasonSchema } from '../auth/schemas';

interface Props {
  id: string;
  /** reject: the reason the user reads; payout: the chain tx hash or bank reference of the payment. */
  mode: 'reject' | 'payout';
  onCancel: () => void;
  /** Resolves when the decision went through; the dialog then closes. */
  onConfirm: (text: string) => Promise<unknown>;
}

// The one line of text a decision needs: a rejection's reason (required, at most 500 characters),
// or a paid-out withdrawal's payout reference (required, at most 128).
export function DecisionDialog({ id, mode, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const reject = mode === 'reject';
  const field = reject ? 'reason' : 'payout_reference';
  return (
    <Formik
      initialValues={{ [field]: '' }}
      validationSchema={reject ? reasonSchema(t) : payoutSchema(t)}
      onSubmit={(values) => onConfirm(values[field]!.trim()).catch(() => undefined)}
    >
      {(formik) => (
        <Modal
          open
          title={t(reject ? 'queue.reject_title' : 'queue.payout_title', { id })}
          okText={t(reject ? 'queue.reject' : 'queue.approve')}
          okButtonProps={{ danger: reject, loading: formik.isSubmitting }}
          cancelText={t('queue.cancel')}
          onOk={() => formik.handleSubmit()}
          onCancel={onCancel}
        >
          <Form layout="vertical" onFinish={() => formik.handleSubmit()}>
            {reject ? (
              <FormikItem name={field} label={t('queue.reason')}>
                <Input.TextArea
                  rows={3}
                  maxLength={REASON_MAX}
                  showCount
                  placeholder={t('queue.reason_placeholder')}
                />
              </FormikItem>
            ) : (
              <FormikItem name={field} label={t('queue.payout_reference')}>
                <Input
                  maxLength={PAYOUT_REFERENCE_MAX}
                  placeholder={t('queue.payout_placeholder')}
                />
              </FormikItem>
            )}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
