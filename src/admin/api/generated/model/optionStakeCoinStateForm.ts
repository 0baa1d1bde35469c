import type { StakeCoinState } from './stakeCoinState';

export interface OptionStakeCoinStateForm {
  state: StakeCoinState;
}
