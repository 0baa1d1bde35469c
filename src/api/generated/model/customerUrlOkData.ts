export type CustomerUrlOkData = {
  /** The customer-service chat, opened in a new browser tab. */
  url: string;
  /**
   * Support promises a reply within this many hours (24).
   * @minimum 1
   */
  reply_hours: number;
};
