import { useEffect } from 'react';

/**
 * What a modal sheet owes keyboard and screen-reader users, which antd-mobile's Popup leaves out:
 * while `open`, the page behind is inert (not focusable, not read out, not a touch target), the
 * focus moves into the sheet, and on closing it returns to where it was. Live regions (toasts,
 * announcements) stay live. `sheet` is the dialog element, from a state-setting ref (it mounts
 * after the sheet opens).
 */
export function useModalSheet(open: boolean, sheet: HTMLElement | null) {
  useEffect(() => {
    if (!open || !sheet) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const behind = [...document.body.children].filter(
      (el): el is HTMLElement =>
        el instanceof HTMLElement &&
        !el.contains(sheet) &&
        !el.inert &&
        !el.matches('[aria-live], [role="status"], [role="alert"], script'),
    );
    behind.forEach((el) => (el.inert = true));
    if (!sheet.contains(document.activeElement)) sheet.focus();
    return () => {
      behind.forEach((el) => (el.inert = false));
      if (opener?.isConnected) opener.focus();
    };
  }, [open, sheet]);
}
