import { useEffect, useRef } from 'react';

/** What Tab can reach inside the sheet, in document order (the checked radio of a group only). */
function tabStops(sheet: HTMLElement): HTMLElement[] {
  const candidates = sheet.querySelectorAll<HTMLElement>(
    'a[href], button, input, select, textarea, [tabindex]',
  );
  return [...candidates].filter((el) => {
    if (el.tabIndex < 0 || el.matches(':disabled, [type="hidden"]')) return false;
    if (el.getClientRects().length === 0) return false; // not rendered
    if (el instanceof HTMLInputElement && el.type === 'radio' && !el.checked && el.name) {
      const group = sheet.querySelectorAll<HTMLInputElement>(
        `input[type="radio"][name="${CSS.escape(el.name)}"]`,
      );
      return ![...group].some((radio) => radio.checked);
    }
    return true;
  });
}

/**
 * What a modal sheet owes keyboard and screen-reader users, which antd-mobile's Popup leaves out:
 * while `open`, the page behind is inert (not focusable, not read out, not a touch target), the
 * focus moves into the sheet, Tab and Shift+Tab go round inside it, Escape calls `onClose` (when
 * given), and on closing the focus returns to where it was. Live regions (toasts, announcements)
 * stay live. `sheet` is the dialog element, from a state-setting ref (it mounts after the sheet
 * opens); give it tabIndex={-1} so it can take the focus itself.
 */
export function useModalSheet(open: boolean, sheet: HTMLElement | null, onClose?: () => void) {
  // The latest onClose, without re-running the effect (which would move the focus again).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

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
    const focusIn = () => {
      if (!sheet.contains(document.activeElement)) sheet.focus();
    };
    focusIn();
    // A popup kept in the page between openings is still hidden (display: none) when this runs:
    // try again once it is shown.
    const frame = requestAnimationFrame(focusIn);

    const onKeyDown = (event: KeyboardEvent) => {
      const target = event.target;
      if (event.defaultPrevented || !(target instanceof Node)) return;
      // Keys pressed in the sheet, or with the focus nowhere (on the body); not in another
      // layer opened above it (a confirmation dialog).
      const outside = !sheet.contains(target);
      if (outside && target !== document.body) return;
      if (event.key === 'Escape' && close.current) {
        event.preventDefault();
        close.current();
      } else if (event.key === 'Tab') {
        const stops = tabStops(sheet);
        const next = event.shiftKey
          ? target === sheet || target === stops[0] || outside
            ? stops.at(-1)
            : undefined
          : target === stops.at(-1) || outside
            ? stops[0]
            : undefined;
        if (stops.length === 0 || next) {
          event.preventDefault();
          (next ?? sheet).focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('keydown', onKeyDown);
      behind.forEach((el) => (el.inert = false));
      if (opener?.isConnected) opener.focus();
    };
  }, [open, sheet]);
}
