export interface SpotCancelRequest {
  /** @minimum 1 */
  id: number;
}
