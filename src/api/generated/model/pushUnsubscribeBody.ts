export type PushUnsubscribeBody = {
  /**
   * @minLength 12
   * @maxLength 1000
   */
  endpoint: string;
};
