export type OtcAgentParams = {
  /**
   * @minimum 1
   */
  user_id?: number;
};
