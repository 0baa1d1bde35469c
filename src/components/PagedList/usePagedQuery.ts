import {
  useInfiniteQuery,
  type InfiniteData,
  type UseInfiniteQueryResult,
} from '@tanstack/react-query';

/** One page of a `{ items, total, page, limit }` list, as every paginated operation answers. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** Items per page the lists ask for. */
export const PAGE_SIZE = 20;

export type PagedQuery<T> = UseInfiniteQueryResult<InfiniteData<Page<T>>>;

/** Pages of a list, fetched one after another as the user scrolls. */
export function usePagedQuery<T>(
  queryKey: readonly unknown[],
  fetchPage: (page: number, signal: AbortSignal) => Promise<Page<T>>,
): PagedQuery<T> {
  return useInfiniteQuery({
    queryKey: [...queryKey, 'pages'],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last) => (last.page * last.limit < last.total ? last.page + 1 : undefined),
  });
}
