import { useSyncExternalStore } from 'react';

// "A new version is waiting": set by the service worker registration (src/app/pwa/register.ts) when a new
// build has been installed beside the running one; read by the update prompt.
type ApplyUpdate = () => Promise<void>;

let applyUpdate: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

export function setUpdateReady(apply: ApplyUpdate | null): void {
  applyUpdate = apply;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The function that activates the waiting version and reloads, or null while there is none. */
export const useUpdateReady = (): ApplyUpdate | null =>
  useSyncExternalStore(
    subscribe,
    () => applyUpdate,
    () => null,
  );
