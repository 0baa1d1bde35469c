import { confirmDialog } from '../../../components/imperative/dialog';
import { showToast } from '../../../components/imperative/toast';
import i18n from '../../../i18n';
import type { PushPromptContext } from './ask';
import { enablePush, markPushDecided, type EnablePushResult } from './push';

/** What the prompt says in each context: why a notification would help right now. */
const TEXTS: Record<PushPromptContext, { title: string; content: string }> = {
  p2pBuy: {
    title: 'notifications:pushPrompt.p2pBuy.title',
    content: 'notifications:pushPrompt.p2pBuy.content',
  },
  p2pSell: {
    title: 'notifications:pushPrompt.p2pSell.title',
    content: 'notifications:pushPrompt.p2pSell.content',
  },
  withdrawal: {
    title: 'notifications:pushPrompt.withdrawal.title',
    content: 'notifications:pushPrompt.withdrawal.content',
  },
};

const RESULTS: Record<EnablePushResult, string> = {
  on: 'notifications:pushPrompt.result.on',
  denied: 'notifications:pushPrompt.result.denied',
  unavailable: 'notifications:pushPrompt.result.unavailable',
};

/** The prompt itself: Turn on asks the browser and subscribes; Not now (or Escape) is an answer
 * too. Either way it is not shown again. Resolves with what happened. */
export async function showPushPrompt(
  context: PushPromptContext,
): Promise<EnablePushResult | 'later'> {
  await i18n.loadNamespaces('notifications');
  const t = i18n.t.bind(i18n);
  markPushDecided();
  const texts = TEXTS[context];
  const yes = await confirmDialog({
    // i18n-dynamic: the notifications:pushPrompt.* literals in TEXTS above
    title: t(texts.title),
    // i18n-dynamic: the notifications:pushPrompt.* literals in TEXTS above
    content: t(texts.content),
    confirmText: t('notifications:pushPrompt.turnOn'),
    cancelText: t('notifications:pushPrompt.notNow'),
  });
  if (!yes) return 'later';
  const result = await enablePush();
  void showToast({
    // i18n-dynamic: the notifications:pushPrompt.result.* literals in RESULTS above
    content: t(RESULTS[result]),
    ...(result === 'on' ? { icon: 'success' as const } : {}),
  });
  return result;
}
