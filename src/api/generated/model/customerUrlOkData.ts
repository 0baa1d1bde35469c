import type { PositiveInt } from './positiveInt';

export type CustomerUrlOkData = {
  /** The customer-service chat, opened in a new browser tab. */
  url: string;
  /** Support promises a reply within this many hours (24). */
  reply_hours: PositiveInt;
};
