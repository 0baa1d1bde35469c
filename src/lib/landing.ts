import { PATHS } from './paths';

/**
 * Where a user lands after signing in when there is no `backpage`.
 * The account page for now: the Home tab (PATHS.home) arrives with a later issue; switch it then.
 */
export const DEFAULT_LANDING: string = PATHS.account;
