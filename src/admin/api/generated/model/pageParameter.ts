export type PageParameter = number;
