import type { DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import { holdModal } from '../modalLayer';
import { loadDialog } from './load';

/**
 * antd-mobile's Dialog.confirm, loaded on first use: resolves true when the user confirms.
 * antd leaves the keyboard behind the mask, so the dialog is made modal (holdModal, as the
 * sheets are): the focus starts on its first action (Cancel: Enter at once changes nothing), Tab
 * stays inside, Escape cancels, and the focus goes back to what had it when it closes.
 */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const dialog = await loadDialog();
  let release: (() => void) | undefined;
  return dialog.confirm({
    ...props,
    afterShow: () => {
      props.afterShow?.();
      const shown = document.querySelectorAll<HTMLElement>('.adm-dialog [role="dialog"]');
      const layer = shown[shown.length - 1];
      if (!layer) return;
      layer.setAttribute('aria-modal', 'true');
      const cancel = layer.querySelector<HTMLElement>('button');
      release = holdModal(layer, { initialFocus: cancel, onEscape: () => cancel?.click() });
    },
    afterClose: () => {
      props.afterClose?.();
      release?.();
    },
  });
}
