import type { Id } from './id';

export type ProjectProjectParams = {
  /**
   * The project id.
   */
  id: Id;
};
