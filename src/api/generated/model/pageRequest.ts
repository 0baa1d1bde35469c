export interface PageRequest {
  /** @minimum 1 */
  page?: number;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit?: number;
}
