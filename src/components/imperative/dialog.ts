import type { DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import { loadDialog } from './load';

/** antd-mobile's Dialog.confirm, loaded on first use: resolves true when the user confirms. */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  const dialog = await loadDialog();
  return dialog.confirm(props);
}
