import type { LeverStatus } from './leverStatus';
import type { Limit } from './limit';
import type { Page } from './page';

export interface LeverMyTradeRequest {
  status?: LeverStatus;
  page?: Page;
  limit?: Limit;
}
