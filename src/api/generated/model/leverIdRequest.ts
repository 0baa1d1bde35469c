export interface LeverIdRequest {
  /** @minimum 1 */
  id: number;
}
