import { ApiError } from '../../../api/http';

/**
 * Server failures were already toasted by http.ts: swallow them so the user stays on the page
 * with the form filled in. Anything else is a bug and propagates.
 */
export function ignoreHandled(error: unknown): void {
  if (error instanceof ApiError && error.handled) return;
  throw error;
}
