import type { VerificationFailure } from '../verify/verification';

/** The sentence that names what failed, for each reason a proof can fail. */
export const FAILURE_TEXT: Record<VerificationFailure, string> = {
  malformed: 'liabilities:failure.malformed',
  wrong_version: 'liabilities:failure.wrongVersion',
  position_out_of_range: 'liabilities:failure.positionOutOfRange',
  path_length: 'liabilities:failure.pathLength',
  root_mismatch: 'liabilities:failure.rootMismatch',
  sums_mismatch: 'liabilities:failure.sumsMismatch',
  published_mismatch: 'liabilities:failure.publishedMismatch',
  not_published: 'liabilities:failure.notPublished',
};
