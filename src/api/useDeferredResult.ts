import { useDeferredValue, useMemo } from 'react';

interface QueryResultLike {
  data: unknown;
  status: string;
  fetchStatus: string;
  error: unknown;
}

/**
 * A query's result whose changes are drawn in the background: when an answer (or a live tick)
 * arrives, the section keeps what it showed and draws the new content in a render the browser
 * can interrupt, in slices, instead of one task it cannot (a react-query answer is otherwise
 * drawn synchronously). react-query hands out a new result object on every render; the memo keeps
 * one per answer and state, so a render for another reason is not followed by a second one.
 */
export function useDeferredResult<R extends QueryResultLike>(result: R): R {
  const { data, status, fetchStatus, error } = result;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- what the result shows, not its identity
  const settled = useMemo(() => result, [data, status, fetchStatus, error]);
  return useDeferredValue(settled);
}
