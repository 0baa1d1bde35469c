import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { NewsItem } from '../../../api/generated/model';
import { formatDate } from '../../../lib/date';
import styles from './help.module.css';

export interface ArticleListProps {
  items: NewsItem[];
  /** The detail page, opened with `?id=`. */
  detailPath: string;
  label: string;
  showDate?: boolean;
}

/** Article titles (with summary and date) that open their detail page. */
export function ArticleList({ items, detailPath, label, showDate = false }: ArticleListProps) {
  const { t, i18n } = useTranslation('help');
  const navigate = useNavigate();
  return (
    <ul className={styles.card} aria-label={label}>
      {items.map((item) => (
        <li key={item.id}>
          <button
            type="button"
            className={styles.item}
            onClick={() => navigate(`${detailPath}?id=${item.id}`)}
          >
            <p className={styles.title}>
              <span lang={item.fallback ? item.lang : undefined}>{item.title}</span>
              {item.fallback && <span className={styles.tag}>{t('help:fallback.tag')}</span>}
            </p>
            <p className={styles.summary} lang={item.fallback ? item.lang : undefined}>
              {item.summary}
            </p>
            {showDate && (
              <p className={styles.date}>{formatDate(item.published_at, i18n.language)}</p>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}
