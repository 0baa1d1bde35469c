// The server's copy of this browser's push subscription follows who is signed in here (issue 33):
// - sent again at start and on every sign-in: the browser may have renewed it (its worker then
//   says so, see public/push-sw.js `pushsubscriptionchange`), or another user signed in here;
// - withdrawn on sign-out, while the token still works: the next person on this browser must not
//   get the previous one's pushes. The browser keeps its subscription (the switch is per device).
// None of this waits for a service worker: without one registered there is nothing to send.
import {
  pushSubscribe,
  pushUnsubscribe,
} from '../../../api/generated/endpoints/notifications/notifications';
import { getSession, subscribeSession } from '../../../api/session';
import { browser, pushSupport } from './push';

/** The message public/push-sw.js posts to open windows when the browser renewed the subscription. */
export const SUBSCRIPTION_CHANGED = 'push-subscription-changed';

/** This browser's subscription if a worker is already registered and push is allowed. */
async function subscriptionHere(): Promise<PushSubscription | null> {
  if (pushSupport() !== 'granted') return null;
  const registration = await browser().serviceWorker?.getRegistration?.();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Sends this browser's subscription for the signed-in user (quietly: it is not their action). */
export async function resendPushSubscription(): Promise<void> {
  if (!getSession().token) return;
  const subscription = await subscriptionHere();
  const { endpoint, keys } = subscription?.toJSON() ?? {};
  if (!endpoint || !keys?.p256dh || !keys.auth) return;
  await pushSubscribe({ endpoint, p256dh: keys.p256dh, auth: keys.auth }, { silent: true }).catch(
    () => undefined,
  );
}

/** Stops the server pushing the signed-in user's notifications to this browser (at sign-out). */
export async function forgetPushHere(): Promise<void> {
  if (!getSession().token) return;
  const subscription = await subscriptionHere().catch(() => null);
  if (!subscription) return;
  await pushUnsubscribe({ endpoint: subscription.endpoint }, { silent: true }).catch(
    () => undefined,
  );
}

let following = false;
let signedInAs: unknown = null;

/** Starts following sign-ins and the worker's renewals (once); sends the subscription now. */
export function followPushSubscription(): void {
  if (following) return;
  following = true;
  const onSession = () => {
    const user = getSession().token ? (getSession().user?.id ?? null) : null;
    if (user === signedInAs) return;
    signedInAs = user;
    if (user !== null) void resendPushSubscription();
  };
  subscribeSession(onSession);
  onSession();
  const worker = typeof navigator === 'undefined' ? undefined : navigator.serviceWorker;
  worker?.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { type?: unknown } | null;
    if (data?.type === SUBSCRIPTION_CHANGED) void resendPushSubscription();
  });
}
