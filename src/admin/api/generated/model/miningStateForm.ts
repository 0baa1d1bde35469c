import type { MiningState } from './miningState';

export interface MiningStateForm {
  state: MiningState;
}
