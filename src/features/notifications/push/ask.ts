import { pushConfig } from '../../../api/generated/endpoints/notifications/notifications';
import { currentPushSubscription, PUSH_ASKED_KEY, pushSupport } from './push';

/** Where the prompt comes from: the user's own P2P order (buying or selling) or a withdrawal. */
export type PushPromptContext = 'p2pBuy' | 'p2pSell' | 'withdrawal';

const askedBefore = () => {
  try {
    return localStorage.getItem(PUSH_ASKED_KEY) === '1';
  } catch {
    return true; // storage refused: better never asked than asked every time
  }
};

/** Whether the prompt has something to offer: push possible here, not on yet, not refused, not
 * already answered on this device, and the server sends pushes. */
export async function shouldAskForPush(): Promise<boolean> {
  if (askedBefore()) return false;
  const support = pushSupport();
  if (support !== 'default' && support !== 'granted') return false;
  if (support === 'granted' && (await currentPushSubscription())) return false;
  const config = await pushConfig({ silent: true });
  return config.public_key !== null;
}

/**
 * Offers push once, at a moment that explains why (a first P2P order, a first withdrawal): a
 * dialog with Turn on / Not now, never shown again on this device after it was answered. The
 * dialog's code loads only then (./prompt.ts). Never rejects: it must not disturb what the user
 * just did.
 */
export async function askForPush(context: PushPromptContext): Promise<void> {
  try {
    if (!(await shouldAskForPush())) return;
    const { showPushPrompt } = await import('./prompt');
    await showPushPrompt(context);
  } catch {
    // offline, or the server refused: ask another time
  }
}
