import { registerSW } from 'virtual:pwa-register';
import { setUpdateReady } from '../../lib/updateReady';

// How often an open app asks the server whether a new version was deployed.
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (production builds only, see main.tsx). A new version is never
 * forced on the user mid-task: it waits until they choose Reload in the update prompt.
 */
export function registerServiceWorker(): void {
  const updateSW = registerSW({
    onNeedRefresh: () => setUpdateReady(() => updateSW(true)),
    onRegisteredSW: (_url, registration) => {
      if (registration) setInterval(() => void registration.update(), UPDATE_CHECK_MS);
    },
    onRegisterError: (error: unknown) => console.warn('service worker not registered', error),
  });
}
