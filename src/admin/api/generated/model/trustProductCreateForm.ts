import type { ProductFamily } from './productFamily';
import type { TrustProductFields } from './trustProductFields';

export type TrustProductCreateForm = TrustProductFields & {
  family: ProductFamily;
};
