import type { SpotPairState } from './spotPairState';

export interface SpotPairStateForm {
  state: SpotPairState;
}
