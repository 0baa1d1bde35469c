export type LimitParameter = number;
