export type CodeSentOkData = {
  /**
   * Seconds before another code may be sent (60).
   * @minimum 1
   */
  resend_after: number;
  /**
   * Seconds the code stays valid (600).
   * @minimum 1
   */
  expires_in: number;
};
