// The notification inbox (issue 33). The router loads its page lazily from ./pages/*; the tab pages
// (Home, Assets) show the bell, which only brings the unread count with it.
export { NotificationBell } from './components/bell/NotificationBell';
// Web Push on this device (issue 33): the settings switch's API, and the one-time prompt after a
// first P2P order or withdrawal (its dialog loads only when it shows).
export {
  currentPushSubscription,
  disablePush,
  enablePush,
  pushSupport,
  type EnablePushResult,
  type PushSupport,
} from './push/push';
export { usePushState, type PushState } from './push/usePushState';
export { askForPush, type PushPromptContext } from './push/ask';
// Signing out withdraws this browser from the user's pushes (./push/sync.ts).
export { forgetPushHere } from './push/sync';
