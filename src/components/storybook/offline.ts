// Stories of offline states: the browser says it has no network (navigator.onLine false) until
// the returned function restores it, which also announces that the network is back.
export function goOffline(): () => void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.dispatchEvent(new Event('offline'));
  return () => {
    delete (navigator as { onLine?: boolean }).onLine; // back to Navigator.prototype's getter
    window.dispatchEvent(new Event('online'));
  };
}
