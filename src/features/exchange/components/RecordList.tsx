import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import styles from './exchange.module.css';

interface RecordListProps<T> {
  query: {
    isPending: boolean;
    isError: boolean;
    data?: { items: T[] } | undefined;
    refetch: () => unknown;
  };
  renderItem: (item: T) => ReactNode;
  emptyText: string;
  errorText: string;
}

/** Loading, error (with retry), empty, or the items of one page of records. */
export function RecordList<T>({ query, renderItem, emptyText, errorText }: RecordListProps<T>) {
  if (query.isPending) {
    return (
      <div aria-busy="true">
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  }
  if (query.isError || !query.data)
    return <ErrorState message={errorText} onRetry={() => void query.refetch()} />;
  if (query.data.items.length === 0) return <EmptyState title={emptyText} />;
  return <ul className={styles.list}>{query.data.items.map(renderItem)}</ul>;
}
