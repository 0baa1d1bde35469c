import type { CopyTraderState } from './copyTraderState';

export interface CopyTraderStateForm {
  state: CopyTraderState;
}
