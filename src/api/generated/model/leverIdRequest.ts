import type { Id } from './id';

export interface LeverIdRequest {
  id: Id;
}
