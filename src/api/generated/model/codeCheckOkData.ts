export type CodeCheckOkData = {
  /** A wrong or expired code is an error instead. */
  valid: true;
};
