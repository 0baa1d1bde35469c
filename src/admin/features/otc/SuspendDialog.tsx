import { Alert, Form, Input, Modal } from 'antd';
import { Formik } from 'formik';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOtcMerchant } from '../../api/generated/model';
import { ConsoleError } from '../../api/http';
import { FormikItem } from '../../components/FormikItem';
import { suspendSchema, type SuspendValues } from './suspendSchema';

interface Props {
  merchant: AdminOtcMerchant;
  onCancel: () => void;
  /** Resolves once the server has suspended; the dialog then closes. */
  onSuspend: (reason: string) => Promise<unknown>;
}

/** Suspending asks why, and says what follows: ads offline at once, open orders run on. */
export function SuspendDialog({ merchant, onCancel, onSuspend }: Props) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<Error>();
  const serverFields = refusal instanceof ConsoleError ? refusal.fields : {};
  return (
    <Formik<SuspendValues>
      initialValues={{ reason: '' }}
      validationSchema={suspendSchema(t)}
      onSubmit={async (values) => {
        setRefusal(undefined);
        try {
          await onSuspend(values.reason.trim());
        } catch (error) {
          setRefusal(error as Error);
        }
      }}
    >
      {(formik) => (
        <Modal
          open
          title={t('merchants.suspend_title', { name: merchant.nickname })}
          okText={t('merchants.action.suspend')}
          okButtonProps={{ danger: true }}
          cancelText={t('merchants.cancel')}
          confirmLoading={formik.isSubmitting}
          onOk={() => formik.handleSubmit()}
          onCancel={onCancel}
        >
          <Alert
            type="warning"
            showIcon
            title={t('merchants.suspend_hint', { n: merchant.online_ads })}
          />
          {refusal && <Alert type="error" showIcon role="alert" title={refusal.message} />}
          <Form layout="vertical" onFinish={() => formik.handleSubmit()} style={{ marginTop: 16 }}>
            <FormikItem
              name="reason"
              label={t('merchants.field.reason')}
              serverError={serverFields.reason}
            >
              <Input.TextArea rows={4} autoComplete="off" />
            </FormikItem>
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
