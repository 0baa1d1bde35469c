import type { Count } from './count';

export interface SessionsEnded {
  ended: Count;
}
