// A polite live region for messages that appear briefly on screen (toasts): antd-mobile's toast
// is a plain box that screen readers do not announce. One hidden region for the whole page.
const HIDDEN =
  'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0';

let region: HTMLElement | undefined;

/** Reads `message` out to screen readers (once, politely: after what they are saying now). */
export function announce(message: string, doc: Document = document): void {
  if (!message) return;
  if (!region || !region.isConnected) {
    region = doc.createElement('div');
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('data-testid', 'announcer');
    region.style.cssText = HIDDEN;
    doc.body.append(region);
  }
  const target = region;
  // Emptied first, then filled on the next frame: the same message twice is announced twice.
  target.textContent = '';
  setTimeout(() => {
    target.textContent = message;
  }, 50);
}
