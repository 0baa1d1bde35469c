import type { EmptyOk } from './emptyOk';

/**
 * Success without a payload.
 */
export type EmptyOkResponse = EmptyOk;
