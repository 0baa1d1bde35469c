import type { BroadcastText } from './broadcastText';

/**
 * The message in each of the seven languages (every one is required).
 */
export interface BroadcastTexts {
  en: BroadcastText;
  zh: BroadcastText;
  hk: BroadcastText;
  jp: BroadcastText;
  kr: BroadcastText;
  esp: BroadcastText;
  th: BroadcastText;
}
