import type { Limit } from './limit';

export type LimitParameter = Limit;
