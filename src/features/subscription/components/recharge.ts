import i18n from '../../../i18n';
import { confirmDialog } from '../../../components/imperative/dialog';

/** Insufficient balance: offers to go to the deposit page; resolves true when the user accepts. */
export function offerRecharge(): Promise<boolean> {
  return confirmDialog({
    title: i18n.t('publication:recharge.title'),
    content: i18n.t('publication:recharge.content'),
    confirmText: i18n.t('publication:recharge.go'),
    cancelText: i18n.t('publication:recharge.cancel'),
  });
}
