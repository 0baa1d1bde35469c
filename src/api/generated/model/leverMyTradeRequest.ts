import type { LeverStatus } from './leverStatus';

export interface LeverMyTradeRequest {
  status?: LeverStatus;
  /** @minimum 1 */
  page?: number;
  /**
   * @minimum 1
   * @maximum 100
   */
  limit?: number;
}
