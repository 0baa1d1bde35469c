export type UserLoginPasskeyOptionsBody = {
  /**
   * @minLength 1
   * @maxLength 64
   */
  ticket?: string;
};
