/**
 * ISO 8601 UTC.
 */
export type Timestamp = string;
