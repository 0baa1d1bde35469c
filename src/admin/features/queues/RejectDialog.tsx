import { Form, Input, Modal } from 'antd';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { FormikItem } from '../../components/FormikItem';
import { REASON_MAX, reasonSchema } from '../auth/schemas';

interface Props {
  id: string;
  onCancel: () => void;
  /** Resolves when the rejection went through; the dialog then closes. */
  onReject: (reason: string) => Promise<unknown>;
}

/** The reason of a rejection, which the user reads: required, at most 500 characters. */
export function RejectDialog({ id, onCancel, onReject }: Props) {
  const { t } = useTranslation();
  return (
    <Formik
      initialValues={{ reason: '' }}
      validationSchema={reasonSchema(t)}
      onSubmit={({ reason }) => onReject(reason.trim()).catch(() => undefined)}
    >
      {(formik) => (
        <Modal
          open
          title={t('queue.reject_title', { id })}
          okText={t('queue.reject')}
          okButtonProps={{ danger: true, loading: formik.isSubmitting }}
          cancelText={t('queue.cancel')}
          onOk={() => formik.handleSubmit()}
          onCancel={onCancel}
        >
          <Form layout="vertical" onFinish={() => formik.handleSubmit()}>
            <FormikItem name="reason" label={t('queue.reason')}>
              <Input.TextArea
                rows={3}
                maxLength={REASON_MAX}
                showCount
                placeholder={t('queue.reason_placeholder')}
              />
            </FormikItem>
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
