/**
 * The 99th percentile latency over the last minute, in milliseconds (within 5 %); null without requests.
 * @minimum 0
 * @maximum 86400000
 * @nullable
 */
export type P99Ms = number | null;
