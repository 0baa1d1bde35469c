import type { Id } from './id';

export interface SpotCancelRequest {
  id: Id;
}
