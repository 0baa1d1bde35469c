// While signed in, the app keeps the user's socket open and listens for `session.ended`: this
// device was signed out from another device (Security -> Devices) or by support. It then forgets
// the session, says why and goes to sign-in at once, not at the next call. The socket module loads
// only once someone is signed in, after the first screen.
import { clearSession, getToken, subscribeSession } from '../api/session';
import { showToast } from '../components/imperative/toast';
import i18n from '../i18n';
import { redirectToLogin } from './authGuard';

let stop: (() => void) | undefined;
let watching = false;

async function follow(): Promise<void> {
  const signedIn = getToken() !== null;
  if (!signedIn) {
    stop?.();
    stop = undefined;
    return;
  }
  if (stop) return;
  const { marketSocket, SESSION_ENDED } = await import('../api/socket');
  if (stop || getToken() === null) return; // settled meanwhile
  stop = marketSocket().onUser((frame) => {
    if (frame.type !== SESSION_ENDED) return;
    clearSession(); // the subscription above then stops listening
    void showToast({ content: i18n.t('common:session.endedRemotely') });
    redirectToLogin();
  });
}

/** Starts following the session (once): on every sign-in and sign-out, and now. */
export function watchSessionEnd(): void {
  if (watching) return;
  watching = true;
  subscribeSession(() => void follow());
  void follow();
}
