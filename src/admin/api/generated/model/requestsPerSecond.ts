/**
 * HTTP answers per second over the last minute.
 * @minimum 0
 * @maximum 1000000000
 */
export type RequestsPerSecond = number;
