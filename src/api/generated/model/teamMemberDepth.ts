/**
 * @minimum 1
 * @maximum 2
 */
export type TeamMemberDepth = (typeof TeamMemberDepth)[keyof typeof TeamMemberDepth];

export const TeamMemberDepth = {
  NUMBER_1: 1,
  NUMBER_2: 2,
} as const;
