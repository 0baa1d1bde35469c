export type ProjectProjectParams = {
  /**
   * The project id.
   * @minimum 1
   */
  id: number;
};
