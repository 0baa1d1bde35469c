import type { ProjectOperatorState } from './projectOperatorState';

export interface ProjectStateForm {
  state: ProjectOperatorState;
}
