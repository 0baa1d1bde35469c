import { Alert, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOtcMerchant } from '../../api/generated/model';
import { FormDialog } from '../../components/FormDialog';
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
  return (
    <FormDialog<SuspendValues>
      title={t('merchants.suspend_title', { name: merchant.nickname })}
      okText={t('merchants.action.suspend')}
      danger
      cancelText={t('merchants.cancel')}
      initialValues={{ reason: '' }}
      validationSchema={suspendSchema(t)}
      onSubmit={(values) => onSuspend(values.reason.trim())}
      onCancel={onCancel}
      notice={
        <Alert
          type="warning"
          showIcon
          title={t('merchants.suspend_hint', { n: merchant.online_ads })}
        />
      }
    >
      <FormikItem name="reason" label={t('merchants.field.reason')}>
        <Input.TextArea rows={4} autoComplete="off" />
      </FormikItem>
    </FormDialog>
  );
}
