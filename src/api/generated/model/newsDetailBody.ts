export type NewsDetailBody = {
  /** @minimum 1 */
  id: number;
};
