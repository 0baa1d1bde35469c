import { Form, Input, Modal } from 'antd';
import { Formik } from 'formik';
import { useTranslation } from 'react-i18next';
import { REASON_MAX, reasonSchema } from '../features/auth/schemas';
import { FormikItem } from './FormikItem';

interface Props {
  title: string;
  okText: string;
  danger?: boolean;
  onCancel: () => void;
  /** Resolves when the action went through; the dialog then closes. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** An audited action's mandatory reason (1-500 characters), asked before it runs. */
export function ReasonDialog({ title, okText, danger, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Formik
      initialValues={{ reason: '' }}
      validationSchema={reasonSchema(t)}
      onSubmit={({ reason }) => onConfirm(reason.trim()).catch(() => undefined)}
    >
      {(formik) => (
        <Modal
          open
          title={title}
          okText={okText}
          okButtonProps={{ danger, loading: formik.isSubmitting }}
          cancelText={t('queue.cancel')}
          onOk={() => formik.handleSubmit()}
          onCancel={onCancel}
        >
          <Form layout="vertical" onFinish={() => formik.handleSubmit()}>
            <FormikItem name="reason" label={t('users.reason')}>
              <Input.TextArea rows={3} maxLength={REASON_MAX} showCount />
            </FormikItem>
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
