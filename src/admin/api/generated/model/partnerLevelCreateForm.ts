import type { PartnerLevelFields } from './partnerLevelFields';

export type PartnerLevelCreateForm = PartnerLevelFields & {
  /**
   * The next level (the highest + 1); another number, or one an operator just created, is refused (409, code 2772).
   * @maxLength 10
   */
  level: string;
};
