import type { DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import { loadDialog } from './load';

/**
 * antd-mobile's Dialog.confirm, loaded on first use: resolves true when the user confirms.
 * It leaves keyboard focus behind the mask, so focus moves to the dialog's first action (Cancel:
 * Enter at once changes nothing) when it opens, and back to what had it when it closes.
 */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const dialog = await loadDialog();
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  return dialog.confirm({
    ...props,
    afterShow: () => {
      props.afterShow?.();
      const shown = document.querySelectorAll<HTMLElement>('.adm-dialog');
      shown[shown.length - 1]?.querySelector<HTMLElement>('button')?.focus();
    },
    afterClose: () => {
      props.afterClose?.();
      if (opener?.isConnected) opener.focus();
    },
  });
}
