import { Dialog, Modal, Toast } from 'antd-mobile';

const OVERLAY = '.adm-dialog, .adm-modal, .adm-toast-mask, .adm-center-popup-wrap';

/**
 * Imperative Dialog/Modal/Toast live outside the story's React root, so they survive the story
 * that opened them. Close them and wait until they have left the DOM before the next story.
 */
export async function closeOverlays(timeoutMs = 2000) {
  Dialog.clear();
  Modal.clear();
  Toast.clear();
  const started = Date.now();
  while (document.querySelector(OVERLAY) && Date.now() - started < timeoutMs) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
