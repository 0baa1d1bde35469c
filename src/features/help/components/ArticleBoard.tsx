import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ReactNode } from 'react';
import type { NewsKind } from '../../../api/generated/model';
import { useNewsList } from '../../../api/generated/endpoints/news/news';
import { EmptyState } from '../../../components/EmptyState/EmptyState';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { ArticleList } from './ArticleList';

export interface ArticleBoardProps {
  kind: NewsKind;
  detailPath: string;
  label: string;
  emptyText: string;
  failedText: string;
  showDate?: boolean;
}

export const useBoard = (kind: NewsKind) => useNewsList({ kind, page: 1, limit: 50 });

/** The articles of one board (notices, rules...) with loading, error and empty states. */
export function ArticleBoard({
  kind,
  detailPath,
  label,
  emptyText,
  failedText,
  showDate,
}: ArticleBoardProps): ReactNode {
  const board = useBoard(kind);
  if (board.isPending) return <Skeleton.Paragraph lineCount={6} animated aria-busy="true" />;
  if (board.isError)
    return <ErrorState message={failedText} onRetry={() => void board.refetch()} />;
  if (board.data.items.length === 0) return <EmptyState title={emptyText} />;
  return (
    <ArticleList
      items={board.data.items}
      detailPath={detailPath}
      label={label}
      showDate={showDate}
    />
  );
}
