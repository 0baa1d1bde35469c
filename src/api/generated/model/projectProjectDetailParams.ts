import type { Id } from './id';

export type ProjectProjectDetailParams = {
  /**
   * The project id.
   */
  id: Id;
};
