import { App, Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOtcMerchant } from '../../api/generated/model';
import { ACTION, type MerchantAction } from './merchantText';

interface Props {
  merchant: AdminOtcMerchant;
  onAction: (action: MerchantAction) => Promise<unknown>;
  /** Opens the suspension dialog (it asks for the reason). */
  onSuspend: () => void;
}

/** Verify or unverify, suspend or lift: each asks for confirmation first. */
export function MerchantActions({ merchant, onAction, onSuspend }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const confirm = (action: MerchantAction) =>
    modal.confirm({
      title: t(ACTION[action].title, { name: merchant.nickname }),
      content: t(ACTION[action].hint),
      okText: t('merchants.confirm_ok'),
      cancelText: t('merchants.cancel'),
      onOk: () => onAction(action),
    });
  const verify: MerchantAction = merchant.verified ? 'unverify' : 'verify';
  return (
    <Space wrap>
      <Button size="small" onClick={() => confirm(verify)}>
        {t(ACTION[verify].button)}
      </Button>
      {merchant.suspended ? (
        <Button size="small" onClick={() => confirm('unsuspend')}>
          {t(ACTION.unsuspend.button)}
        </Button>
      ) : (
        <Button size="small" danger onClick={onSuspend}>
          {t('merchants.action.suspend')}
        </Button>
      )}
    </Space>
  );
}
