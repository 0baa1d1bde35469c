export interface BroadcastText {
  /**
   * @minLength 1
   * @maxLength 80
   */
  title: string;
  /**
   * @minLength 1
   * @maxLength 1000
   */
  body: string;
}
