import type { OptionDurationFields } from './optionDurationFields';

export type OptionDurationCreateForm = OptionDurationFields & {
  /**
   * Whole seconds 1-86400, not already a duration (409, code 2702). Fixed once created.
   * @maxLength 10
   */
  seconds: string;
};
