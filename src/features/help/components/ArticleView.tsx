import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useNewsDetail } from '../../../api/generated/endpoints/news/news';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { formatDate } from '../../../lib/date';
import styles from './help.module.css';

/** One article (from `?id=`), as plain-text paragraphs, in the interface language. */
export function ArticleView({ failedText }: { failedText: string }) {
  const { i18n } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const article = useNewsDetail({ id }, { query: { enabled: valid } });
  if (!valid || article.isError)
    return (
      <ErrorState message={failedText} onRetry={valid ? () => void article.refetch() : undefined} />
    );
  if (article.isPending) return <Skeleton.Paragraph lineCount={6} animated aria-busy="true" />;
  const a = article.data;
  return (
    <article className={styles.article}>
      <h2>{a.title}</h2>
      <p className={styles.date}>
        {a.category} · {formatDate(a.published_at, i18n.language)}
      </p>
      {a.paragraphs.map((p, i) => (
        <p key={i}>{p}</p>
      ))}
    </article>
  );
}
