import type { Error } from './error';

/**
 * Failure envelope (400, 401 with type 999, 403, 404, 409, 422, 429, 500).
 */
export type ErrorResponse = Error;
