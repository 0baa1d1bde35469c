export type ProjectProjectDetailParams = {
  /**
   * The project id.
   * @minimum 1
   */
  id: number;
};
