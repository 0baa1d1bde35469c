import type { DerivativeState } from './derivativeState';

export interface DerivativeStateForm {
  state: DerivativeState;
}
