import type { AdminProject } from './adminProject';
import type { ProjectCoinChoice } from './projectCoinChoice';

export type AdminProjectsOkData = {
  items: AdminProject[];
  /**
   * Every coin the form may name, in id order: a project's coin (any but USDT, usually a new
   * coin still delisted until its launch) and its payment coins (listed ones only).
   */
  coins: ProjectCoinChoice[];
};
