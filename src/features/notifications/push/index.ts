// Web Push on this device: see push.ts (the browser and the server), usePushState.ts (a settings
// switch) and ask.ts (the one-time prompt).
export {
  currentPushSubscription,
  disablePush,
  enablePush,
  pushSupport,
  type EnablePushResult,
  type PushSupport,
} from './push';
export { usePushState, type PushState } from './usePushState';
export { askForPush, type PushPromptContext } from './ask';
