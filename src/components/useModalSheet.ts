import { useEffect, useRef } from 'react';
import { holdModal } from './modalLayer';

/**
 * A bottom sheet as a modal dialog (holdModal) while `open`: the page behind is inert, the focus
 * moves in and goes round inside, Escape calls `onClose` (when given), and on closing the focus
 * returns to where it was. `sheet` is the dialog element, from a state-setting ref (it mounts
 * after the sheet opens); give it tabIndex={-1} so it can take the focus itself.
 */
export function useModalSheet(open: boolean, sheet: HTMLElement | null, onClose?: () => void) {
  // The latest onClose, without re-running the effect (which would move the focus again).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!open || !sheet) return;
    return holdModal(sheet, { onEscape: () => close.current?.() });
  }, [open, sheet]);
}
