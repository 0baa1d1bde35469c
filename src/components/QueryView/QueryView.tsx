import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';

interface QueryViewProps<T> {
  query: { isPending: boolean; isError: boolean; data?: T | undefined; refetch: () => unknown };
  errorText: string;
  /** Shown instead of the content when the data counts as empty. */
  empty?: { when: (data: T) => boolean; text: string };
  /** What stands in while loading; five lines of text by default. */
  skeleton?: ReactNode;
  children: (data: T) => ReactNode;
}

/** Loading skeleton, error with retry, empty, or the content. */
export function QueryView<T>({
  query,
  errorText,
  empty,
  skeleton = <Skeleton.Paragraph lineCount={5} animated />,
  children,
}: QueryViewProps<T>) {
  if (query.isPending) {
    return <div aria-busy="true">{skeleton}</div>;
  }
  if (query.isError || query.data === undefined) {
    return <ErrorState message={errorText} onRetry={() => void query.refetch()} />;
  }
  if (empty && empty.when(query.data)) return <EmptyState title={empty.text} />;
  return <>{children(query.data)}</>;
}
