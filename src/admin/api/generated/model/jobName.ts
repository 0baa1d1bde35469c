/**
 * @maxLength 100
 */
export type JobName = string;
