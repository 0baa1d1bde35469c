import { tabbable } from 'tabbable';

export interface ModalLayerOptions {
  /** Escape pressed inside the layer (or with the focus nowhere). */
  onEscape?: () => void;
  /** What takes the focus first; the layer itself (give it tabIndex={-1}) when not given. */
  initialFocus?: HTMLElement | null;
}

/**
 * Makes `layer` modal for the keyboard and assistive technology, which antd-mobile's Popup and
 * Dialog leave out: everything else on the page becomes inert (not focusable, not read out, not a
 * touch target), the focus moves in, Tab and Shift+Tab go round the layer's tab stops (`tabbable`
 * decides what they are), and Escape calls `onEscape`. Live regions (toasts, announcements) stay
 * live. Returns the release, which undoes all of it and gives the focus back to where it was.
 *
 * Layers stack: one opened above another (a confirmation over a sheet) makes the lower one inert
 * too, and its release gives the lower one back.
 */
export function holdModal(layer: HTMLElement, options: ModalLayerOptions = {}): () => void {
  const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const behind = [...document.body.children].filter(
    (el): el is HTMLElement =>
      el instanceof HTMLElement &&
      !el.contains(layer) &&
      !el.inert &&
      !el.matches('[aria-live], [role="status"], [role="alert"], script'),
  );
  behind.forEach((el) => (el.inert = true));

  const first = options.initialFocus ?? layer;
  const focusIn = () => {
    if (!layer.contains(document.activeElement)) first.focus();
  };
  focusIn();
  // A popup kept in the page between openings is still hidden (display: none) when this runs:
  // try again once it is shown.
  const frame = requestAnimationFrame(focusIn);

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target;
    if (event.defaultPrevented || !(target instanceof Node)) return;
    // Keys pressed in the layer, or with the focus nowhere (on the body); not in a layer above.
    const outside = !layer.contains(target);
    if (outside && target !== document.body) return;
    if (event.key === 'Escape' && options.onEscape) {
      event.preventDefault();
      options.onEscape();
    } else if (event.key === 'Tab') {
      const stops = tabbable(layer);
      const edge = event.shiftKey ? stops[0] : stops.at(-1);
      // From the last stop (first, going back), the layer itself or outside: round to the other end.
      if (
        stops.length === 0 ||
        outside ||
        target === edge ||
        (target === layer && event.shiftKey)
      ) {
        event.preventDefault();
        const next = event.shiftKey ? stops.at(-1) : stops[0];
        (next ?? layer).focus();
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
}
