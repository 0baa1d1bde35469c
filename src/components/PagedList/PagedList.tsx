import Button from 'antd-mobile/es/components/button';
import InfiniteScroll from 'antd-mobile/es/components/infinite-scroll';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import type { PagedQuery } from './usePagedQuery';
import styles from './PagedList.module.css';

/** Each item as a list item, or the caller lays out all loaded items (sections, headings). */
type Layout<T> =
  | { renderItem: (item: T) => ReactNode; renderList?: never }
  | { renderList: (items: T[]) => ReactNode; renderItem?: never };

type PagedListProps<T> = Layout<T> & {
  query: PagedQuery<T>;
  /** A text shown as the empty state, or an empty state of the caller's own. */
  empty: ReactNode;
  errorText: string;
  /** The list's accessible name. */
  label?: string;
  /** The feature's look of the list (gaps, rounded corners). */
  listClassName?: string;
};

/** Loading, error (with retry), empty, or the items with infinite scroll. */
export function PagedList<T>({
  query,
  renderItem,
  renderList,
  empty,
  errorText,
  label,
  listClassName,
}: PagedListProps<T>) {
  const { t } = useTranslation('common');
  const { fetchNextPage, isFetchNextPageError, hasNextPage } = query;
  if (query.isPending) {
    return (
      <div className={styles.loading} aria-busy="true">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (query.isError) return <ErrorState message={errorText} onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return typeof empty === 'string' ? <EmptyState title={empty} /> : <>{empty}</>;
  return (
    <>
      {renderList ? (
        renderList(items)
      ) : (
        <ul
          className={listClassName ? `${styles.list} ${listClassName}` : styles.list}
          aria-label={label}
        >
          {renderItem && items.map(renderItem)}
        </ul>
      )}
      {isFetchNextPageError ? (
        <Button fill="none" color="primary" onClick={() => void fetchNextPage()}>
          {t('common:list.loadMoreFailed')}
        </Button>
      ) : (
        <InfiniteScroll hasMore={hasNextPage} loadMore={async () => void (await fetchNextPage())} />
      )}
    </>
  );
}
