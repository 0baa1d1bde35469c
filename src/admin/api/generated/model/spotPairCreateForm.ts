import type { SpotPairFields } from './spotPairFields';

export type SpotPairCreateForm = SpotPairFields & {
  /** @maxLength 20 */
  base: string;
  /** @maxLength 20 */
  quote: string;
};
