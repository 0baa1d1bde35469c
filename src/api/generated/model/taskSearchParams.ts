export type TaskSearchParams = {
  /**
   * @minLength 1
   * @maxLength 40
   */
  keyword: string;
};
