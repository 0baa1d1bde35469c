import type { Units } from './units';

/**
 * One amount per coin of the snapshot, in the order of its `coins`.
 * @maxItems 200
 */
export type Sums = Units[];
