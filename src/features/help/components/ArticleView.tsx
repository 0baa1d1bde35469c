import Skeleton from 'antd-mobile/es/components/skeleton';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useNewsDetail } from '../../../api/generated/endpoints/news/news';
import { ArticleBody } from '../../../components/ArticleBody/ArticleBody';
import { ErrorState } from '../../../components/ErrorState/ErrorState';
import { formatDate } from '../../../lib/date';
import styles from './help.module.css';

/** One article (from `?id=`) in the interface language, or in English with a note saying so. */
export function ArticleView({ failedText }: { failedText: string }) {
  const { t, i18n } = useTranslation('help');
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
    <>
      {a.fallback && (
        <p role="note" className={styles.fallback}>
          {t('help:fallback.notice')}
        </p>
      )}
      <article className={styles.article} lang={a.fallback ? a.lang : undefined}>
        <h2>{a.title}</h2>
        <p className={styles.date}>
          {a.category} · {formatDate(a.published_at, i18n.language)}
        </p>
        <ArticleBody html={a.html} />
      </article>
    </>
  );
}
