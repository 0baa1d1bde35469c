export type SecurityAntiPhishingSetBody = {
  /**
   * @minLength 1
   * @maxLength 20
   */
  code: string;
  /**
   * @minLength 1
   * @maxLength 64
   */
  password: string;
};
