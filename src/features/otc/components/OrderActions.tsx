import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOtcCancelTradeOrder } from '../../../api/generated/endpoints/otc/otc';
import type { OtcOrder } from '../../../api/generated/model';
import { ignoreHandled } from '../../../api/http';
import { confirmDialog } from '../../../components/imperative/dialog';
import { showToast } from '../../../components/imperative/toast';
import { AppealSheet } from './AppealSheet';
import { ConfirmSheet } from './ConfirmSheet';
import { isAppealing } from './orderState';
import styles from './otc.module.css';
import { PaySheet } from './PaySheet';
import { useOrderChanged } from './useOrderMutations';
import { leftUntil } from './countdown';

type Open = 'pay' | 'confirm' | 'appeal' | null;

/**
 * What the user can do now. Buyer: cancel or "I have paid" while to be paid; appeal once
 * `appeal_after` has passed. Seller: release or appeal once paid; release also settles an appeal.
 */
export function OrderActions({ order, now }: { order: OtcOrder; now: number }) {
  const { t } = useTranslation('otc');
  const [open, setOpen] = useState<Open>(null);
  const cancel = useOtcCancelTradeOrder();
  const changed = useOrderChanged();
  const buyer = order.role === 'buyer';
  const payOpen = order.status === 'to_be_paid' && leftUntil(order.pay_deadline, now) > 0;

  const cancelOrder = async () => {
    const sure = await confirmDialog({
      title: t('otc:cancel.title'),
      content: t('otc:cancel.content'),
      confirmText: t('otc:cancel.confirm'),
      cancelText: t('otc:cancel.keep'),
    });
    if (!sure) return;
    try {
      changed(await cancel.mutateAsync({ data: { id: order.id } }));
      void showToast({ content: t('otc:cancel.done'), icon: 'success' });
    } catch (error) {
      ignoreHandled(error);
    }
  };

  const buttons = [];
  if (buyer && payOpen) {
    buttons.push(
      <Button key="cancel" fill="outline" onClick={() => void cancelOrder()}>
        {t('otc:action.cancel')}
      </Button>,
      <Button key="pay" color="primary" onClick={() => setOpen('pay')}>
        {t('otc:action.paid')}
      </Button>,
    );
  }
  if (buyer && order.status === 'to_be_confirmed' && leftUntil(order.appeal_after, now) === 0) {
    buttons.push(
      <Button key="appeal" color="warning" fill="outline" onClick={() => setOpen('appeal')}>
        {t('otc:action.appeal')}
      </Button>,
    );
  }
  if (!buyer && order.status === 'to_be_confirmed') {
    buttons.push(
      <Button key="appeal" color="warning" fill="outline" onClick={() => setOpen('appeal')}>
        {t('otc:action.appeal')}
      </Button>,
    );
  }
  if (!buyer && (order.status === 'to_be_confirmed' || isAppealing(order))) {
    buttons.push(
      <Button key="confirm" color="primary" onClick={() => setOpen('confirm')}>
        {t('otc:action.release')}
      </Button>,
    );
  }
  if (buttons.length === 0) return null;
  return (
    <>
      <div className={styles.actions} role="group" aria-label={t('otc:action.title')}>
        {buttons}
      </div>
      {buyer && <PaySheet order={order} open={open === 'pay'} onClose={() => setOpen(null)} />}
      {!buyer && (
        <ConfirmSheet order={order} open={open === 'confirm'} onClose={() => setOpen(null)} />
      )}
      <AppealSheet order={order} open={open === 'appeal'} onClose={() => setOpen(null)} />
    </>
  );
}
