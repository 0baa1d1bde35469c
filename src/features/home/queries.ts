// The API questions Home's first render asks, named once for the page's hooks and for its
// prefetch (prefetch.ts), so that both use the same query keys.

/** The newest banner notice. */
export const BANNER_QUERY = { kind: 'notice', banner: true, page: 1, limit: 1 } as const;

/** The three notices the operator chose for Home. */
export const NOTICES_QUERY = { kind: 'notice', on_home: true, page: 1, limit: 3 } as const;

/** Once dismissed, the second-factor nudge stays away on this device. */
export const NUDGE_DISMISSED_KEY = 'nudge.second-factor.dismissed';

/** Whether this device has dismissed the nudge. */
export const nudgeDismissed = () => {
  try {
    return localStorage.getItem(NUDGE_DISMISSED_KEY) === '1';
  } catch {
    return false; // storage refused (private mode): show it, dismissing still hides it
  }
};
