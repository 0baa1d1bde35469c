import { PATHS } from './paths';

/** Where a user lands after signing in without a `backpage`, and where "back to home" goes. */
export const DEFAULT_LANDING: string = PATHS.home;
